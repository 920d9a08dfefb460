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
        /// A header without the column `name` (`lat` or `lon`); `misspelling` is an ignored
        /// header name close to one of the column's names, `meant`.
        case missingColumn(String, misspelling: String?, meant: String?)
        /// A header naming the same column twice (aliases count: `lon` and `longitude`).
        case duplicateColumn(String)
        /// A quoted CSV field not closed on its line, or followed by more than spaces before
        /// the next comma.
        case badQuotedField
        /// A CSV line with another number of fields than the header.
        case fieldCount(expected: Int, found: Int)
        /// An empty value where one is required (`lat` or `lon`).
        case missingValue(String)
        /// A value of column or element `name` that is not a decimal number.
        case badNumber(String, name: String)
        /// A value of column `name` with text after its number that is no unit the column
        /// takes (`12.5km` for a speed); `expected` says what it takes.
        case badUnit(String, name: String, expected: String)
        /// A coordinate with both a sign and a hemisphere letter (its own or its column's).
        case signedHemisphere(String, name: String)
        /// A value of a hemisphere column (`n/s`, `e/w`) that is not one of its letters.
        case badHemisphere(String, name: String)
        /// A time that is neither seconds nor ISO 8601 (`2024-06-01T12:00:00Z`).
        case badTime(String)
        /// A value of a `date` column that is no date (see `LoggerTime`).
        case badDate(String)
        /// A value of a `time` column beside a `date` column that is no time of day.
        case badTimeOfDay(String)
        /// Times in seconds and ISO 8601 times mixed in one file.
        case mixedTimes
        /// Malformed XML, or XML this reader refuses (a DOCTYPE), with the details.
        case xml(String)
        /// An XML document whose root element is not `gpx`.
        case notGPX(String)
        /// A `trkpt` or `rtept` element (`element`) without the attribute `name` (`lat` or
        /// `lon`).
        case missingAttribute(String, element: String)
        /// A GPX file with waypoints (this many) and no track or route points.
        case onlyWaypoints(Int)
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
        case .missingColumn(let name, let misspelling, let meant):
            guard let misspelling, let meant else { return "the header has no '\(name)' column" }
            return "the header has no '\(name)' column ('\(misspelling)' is ignored; did you mean '\(meant)'?)"
        case .badQuotedField: return "malformed quoted field: expected '\"' then ',' or the end of the line"
        case .duplicateColumn(let name): return "the header names column '\(name)' twice"
        case .fieldCount(let expected, let found): return "expected \(expected) fields as in the header, found \(found)"
        case .missingValue(let name): return "missing value for '\(name)'"
        case .badNumber(let text, let name): return "'\(text)' is not a number (\(name))"
        case .badUnit(let text, let name, let expected): return "unknown unit in '\(text)' (\(name): \(expected))"
        case .signedHemisphere(let text, let name): return "'\(text)' has both a sign and a hemisphere letter (\(name))"
        case .badHemisphere(let text, let name):
            return "'\(text)' is not a hemisphere (\(name): " + (name == "n/s" ? "N or S)" : "E or W)")
        case .badTime(let text):
            return "'\(text)' is not a time: expected seconds or ISO 8601 like 2024-06-01T12:00:00Z"
        case .badDate(let text): return "'\(text)' is not a date: expected 2009-07-06, 2009/07/06 or 090706"
        case .badTimeOfDay(let text):
            return "'\(text)' is not a time of day: expected 15:14:11, 15:14:11.250 or 151411"
        case .mixedTimes: return "times in seconds and ISO 8601 times are mixed"
        case .xml(let details): return "malformed GPX: \(details)"
        case .notGPX(let root): return "not a GPX file: the root element is '\(root)', not 'gpx'"
        case .missingAttribute(let name, let element): return "a '\(element)' needs a '\(name)' attribute"
        case .onlyWaypoints(let count): return "the file holds only waypoints (\(count)), no track or route to play"
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
