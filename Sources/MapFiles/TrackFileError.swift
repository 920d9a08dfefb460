import TextSupport
import MapCore
import MapFormats

/// Why a track file could not be read: where (the file as the user named it, and the line and
/// column) and what. Nothing of a malformed track is ever returned.
public struct TrackFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Equatable, Sendable {
        /// The file could not be read at all (no position).
        case unreadable(FileError)
        /// A byte that is not UTF-8 (the first of its sequence).
        case invalidUTF8(UInt8)
        /// A file name whose extension is neither `.csv` nor `.gpx` and whose text looks like
        /// neither.
        case unknownFormat
        /// A CSV file without a header line (nothing but blank and comment lines).
        case noHeader
        /// A header without the column `name` (`lat` or `lon`).
        case missingColumn(String)
        /// A header column that is not one of the known names, with the closest ones.
        case unknownColumn(String, suggestions: [String])
        /// A header naming the same column twice (aliases count: `lon` and `longitude`).
        case duplicateColumn(String)
        /// A CSV line with another number of fields than the header.
        case fieldCount(expected: Int, found: Int)
        /// An empty value where one is required (`lat` or `lon`).
        case missingValue(String)
        /// A value of column or element `name` that is not a decimal number.
        case badNumber(String, name: String)
        /// A time that is neither seconds nor ISO 8601 (`2024-06-01T12:00:00Z`).
        case badTime(String)
        /// Times in seconds and ISO 8601 times mixed in one file.
        case mixedTimes
        /// Malformed XML, or XML this reader refuses (a DOCTYPE), with the details.
        case xml(String)
        /// An XML document whose root element is not `gpx`.
        case notGPX(String)
        /// A `trkpt` element without the attribute `name` (`lat` or `lon`).
        case missingAttribute(String)
        /// A fix or track the location display refuses (a latitude out of range, a time that
        /// goes back, a track with no fixes...).
        case invalid(MapError)
    }

    /// The file as the user named it, or nil when the text did not come from a file.
    public var path: String?
    /// Where in the file, or nil for the file as a whole.
    public var position: TextPosition?
    /// What is wrong.
    public var reason: Reason

    /// An error at `position` (nil: the whole file) of `path`.
    public init(_ reason: Reason, at position: TextPosition? = nil, path: String? = nil) {
        self.reason = reason
        self.position = position
        self.path = path
    }

    /// This error said of the file `path`.
    public func inFile(_ path: String) -> TrackFileError {
        TrackFileError(reason, at: position, path: path)
    }

    /// The reason in words: lowercase, names in quotes, no trailing period.
    public var reasonText: String {
        switch reason {
        case .unreadable(let error): return error.message
        case .invalidUTF8(let byte):
            return "invalid UTF-8 (byte 0x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true) + ")"
        case .unknownFormat: return "not a track file: expected a .csv or .gpx file"
        case .noHeader: return "the track has no header line (expected e.g. 'lat,lon,time')"
        case .missingColumn(let name): return "the header has no '\(name)' column"
        case .unknownColumn(let name, let suggestions):
            return "unknown column '\(name)'" + Suggestion.didYouMean(suggestions)
                + (suggestions.isEmpty ? " (known: lat, lon, heading, course, speed, time)" : "")
        case .duplicateColumn(let name): return "the header names column '\(name)' twice"
        case .fieldCount(let expected, let found): return "expected \(expected) fields as in the header, found \(found)"
        case .missingValue(let name): return "missing value for '\(name)'"
        case .badNumber(let text, let name): return "'\(text)' is not a number (\(name))"
        case .badTime(let text):
            return "'\(text)' is not a time: expected seconds or ISO 8601 like 2024-06-01T12:00:00Z"
        case .mixedTimes: return "times in seconds and ISO 8601 times are mixed"
        case .xml(let details): return "malformed GPX: \(details)"
        case .notGPX(let root): return "not a GPX file: the root element is '\(root)', not 'gpx'"
        case .missingAttribute(let name): return "a 'trkpt' needs a '\(name)' attribute"
        case .invalid(let error): return error.message
        }
    }

    /// `walk.csv:3:5: 'abc' is not a number (lat)`: the file, the line and column when known,
    /// and the reason.
    public var message: String {
        var prefix = path.map { $0 + ":" } ?? ""
        if let position {
            prefix += path == nil ? "line \(position.line), column \(position.column): " : "\(position.line):\(position.column): "
        } else if path != nil {
            prefix += " "
        }
        return prefix + reasonText
    }

    /// The message.
    public var description: String { message }
}
