import TextSupport
import MapCore
import MapFormats

/// Reads a CSV track: a header line naming the columns, then one fix per line.
///
/// **Columns** (names in any case and order, separated by commas, spaces around ignored):
/// `lat` (or `latitude`) and `lon` (or `lng`, `long`, `longitude`) are required, in decimal
/// degrees; optional `heading` (degrees clockwise from north: the device's heading, and also
/// the course when there is no `course` column), `course` (the direction of travel), `speed`
/// (metres per second) and `time`. A time is either a decimal number of seconds from any origin
/// or an ISO 8601 date-time (`2024-06-01T12:00:00Z`, see `ISO8601Time`), the same kind on every
/// line; the track is re-based so that its first fix is at 0 s.
///
/// **Lines**: each has as many fields as the header. Numbers are plain decimals (`-110.5`,
/// `1e3`; no `nan`, no quotes). An optional column's field may be empty (unknown); `lat` and
/// `lon` may not. Blank lines and lines starting with `#` are skipped; lines end with LF, CR or
/// CRLF; a UTF-8 byte order mark is skipped. Quoted fields are not supported.
public enum CSVTrackReader {
    /// A column of a CSV track.
    public enum Column: String, CaseIterable, Hashable, Sendable {
        /// Latitude, degrees.
        case lat
        /// Longitude, degrees.
        case lon
        /// Device heading, degrees.
        case heading
        /// Course, degrees.
        case course
        /// Speed, metres per second.
        case speed
        /// Time: seconds or ISO 8601.
        case time

        /// The column a header name means (any case), or nil.
        public static func named(_ name: String) -> Column? {
            switch name.lowercased() {
            case "lat", "latitude": return .lat
            case "lon", "lng", "long", "longitude": return .lon
            case "heading": return .heading
            case "course": return .course
            case "speed": return .speed
            case "time": return .time
            default: return nil
            }
        }
    }

    /// The track in `bytes` (UTF-8 CSV); errors carry the line and column, not the path.
    public static func parse(_ bytes: [UInt8]) throws(TrackFileError) -> LocationTrack {
        var lines = Self.lines(bytes).makeIterator()
        func position(_ offset: Int) -> TextPosition { TextPosition(offset: offset, in: bytes) }

        guard let header = lines.next() else { throw TrackFileError(.noHeader, at: position(0)) }
        var columns: [Column] = []
        for field in fields(header, in: bytes) {
            let name = String(decoding: bytes[field], as: UTF8.self)
            guard let column = Column.named(name) else {
                let suggestions = Suggestion.closest(to: name, among: Column.allCases.map(\.rawValue), limit: 2)
                throw TrackFileError(.unknownColumn(name, suggestions: suggestions), at: position(field.lowerBound))
            }
            guard !columns.contains(column) else {
                throw TrackFileError(.duplicateColumn(column.rawValue), at: position(field.lowerBound))
            }
            columns.append(column)
        }
        for required in [Column.lat, .lon] where !columns.contains(required) {
            throw TrackFileError(.missingColumn(required.rawValue), at: position(header.lowerBound))
        }

        var fixes: [LocationFix] = []
        var fixLines: [Int] = []
        var timeKind: TrackValue.Time?
        while let line = lines.next() {
            let values = fields(line, in: bytes)
            guard values.count == columns.count else {
                throw TrackFileError(.fieldCount(expected: columns.count, found: values.count), at: position(line.lowerBound))
            }
            var numbers: [Column: Double] = [:]
            var offsets: [Column: Int] = [:]
            for (column, field) in zip(columns, values) {
                let raw = Substring(String(decoding: bytes[field], as: UTF8.self))
                offsets[column] = field.lowerBound
                if raw.isEmpty {
                    if column == .lat || column == .lon {
                        throw TrackFileError(.missingValue(column.rawValue), at: position(field.lowerBound))
                    }
                    continue
                }
                if column == .time {
                    guard let time = TrackValue.time(raw) else {
                        throw TrackFileError(.badTime(String(raw)), at: position(field.lowerBound))
                    }
                    switch (timeKind, time) {
                    case (nil, _), (.seconds, .seconds), (.instant, .instant): timeKind = time
                    case (.seconds, .instant), (.instant, .seconds):
                        throw TrackFileError(.mixedTimes, at: position(field.lowerBound))
                    }
                    switch time {
                    case .seconds(let value), .instant(let value): numbers[.time] = value
                    }
                    continue
                }
                guard let value = TrackValue.number(raw) else {
                    throw TrackFileError(.badNumber(String(raw), name: column.rawValue), at: position(field.lowerBound))
                }
                numbers[column] = value
            }
            let heading = numbers[.heading]
            let course = columns.contains(.course) ? numbers[.course] : heading
            do {
                fixes.append(try LocationFix(
                    latitude: numbers[.lat] ?? 0, longitude: numbers[.lon] ?? 0, course: course, heading: heading,
                    speed: numbers[.speed], time: numbers[.time]))
            } catch {
                let column: Column? = switch error {
                case .latitudeOutOfRange: .lat
                case .longitudeOutOfRange: .lon
                case .location(.invalidSpeed): .speed
                default: nil
                }
                let offset = column.flatMap { offsets[$0] } ?? line.lowerBound
                throw TrackFileError(.invalid(error), at: position(offset))
            }
            fixLines.append(line.lowerBound)
        }
        do {
            return try LocationTrack(fixes)
        } catch {
            // The error names a fix: point at its line (the header when there is none).
            let offset: Int = switch error {
            case .location(.timeGoesBack(let fix)), .location(.partlyTimed(let fix)): fixLines[fix - 1]
            default: header.lowerBound
            }
            throw TrackFileError(.invalid(error), at: position(offset))
        }
    }

    // MARK: - Lines and fields

    /// The byte ranges of the lines that hold data: not blank, not comments; BOM skipped.
    static func lines(_ bytes: [UInt8]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var index = start
        func close(_ end: Int) {
            var first = start
            while first < end, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
            if first < end, bytes[first] != UInt8(ascii: "#") { result.append(start..<end) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                close(index)
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                start = index + 1
            }
            index += 1
        }
        close(bytes.count)
        return result
    }

    /// The comma-separated fields of `line`, each trimmed of spaces and tabs.
    static func fields(_ line: Range<Int>, in bytes: [UInt8]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = line.lowerBound
        for index in line.lowerBound...line.upperBound where index == line.upperBound || bytes[index] == UInt8(ascii: ",") {
            var low = start, high = index
            while low < high, bytes[low] == 0x20 || bytes[low] == 0x09 { low += 1 }
            while high > low, bytes[high - 1] == 0x20 || bytes[high - 1] == 0x09 { high -= 1 }
            result.append(low..<high)
            start = index + 1
        }
        return result
    }
}
