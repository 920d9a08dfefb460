import MapCore
import MapFormats

/// Reads a CSV track: a header line naming the columns, then one fix per line, as people and
/// GPS loggers write them.
///
/// **Columns** (see `Column` for every name, and `CSVTrackHeader`): `lat` and `lon` are
/// required; optional `n/s` and `e/w` (hemisphere letters), `heading` (degrees clockwise from
/// north: the device's heading, and also the course when there is no `course` column),
/// `course` (`bearing`: the direction of travel), `speed` (metres per second unless a unit
/// says otherwise), `time`, and `date`. Other columns are ignored, with one note naming them.
///
/// **Values** (see `CSVTrackReader+Values`): coordinates in decimal degrees, with an optional
/// hemisphere letter (`49.07N`, `125.76W`); speeds with an optional unit (`3.6 km/h`);
/// directions with an optional `°`. A value with a unit the column does not take is an error.
/// A time is a decimal number of seconds from any origin or an ISO 8601 date-time
/// (`2024-06-01T12:00:00Z`, see `ISO8601Time`), the same kind on every line; with a `date`
/// column it is a time of day on that date, in UTC (see `LoggerTime`). The track is re-based so
/// that its first fix is at 0 s; either every line has a time or none, never going back.
///
/// **Lines** (see `CSVText`): each has as many fields as the header; a trailing comma on the
/// header or on the lines does not count (extra fields must be empty, missing ones unnamed).
/// An optional column's field may be empty (unknown); `lat` and `lon` may not.
public enum CSVTrackReader {
    /// The track in `bytes` (UTF-8 CSV), with a note naming the columns it ignored; errors carry
    /// the line and column, not the path.
    public static func parse(_ bytes: [UInt8]) throws(TrackFileError) -> TrackReading {
        let lines = CSVText.lines(bytes)
        func position(_ offset: Int) -> TextPosition { TextPosition(offset: offset, in: bytes) }

        guard let headerLine = lines.first else { throw TrackFileError(.noHeader, at: position(0)) }
        let header = try CSVTrackHeader(try CSVText.fields(headerLine, in: bytes), line: headerLine, in: bytes)

        var fixes: [LocationFix] = []
        // Where each fix's time is (its line's start when the header has no time column), for
        // an error about a time: `back.csv:3:5`, under the time, not at column 1.
        var fixTimes: [Int] = []
        var timeKind: TrackValue.Time?
        for line in lines.dropFirst() {
            let fields = try CSVText.fields(line, in: bytes)
            guard fields.count >= header.named, fields.dropFirst(header.count).allSatisfy({ $0.range.isEmpty }) else {
                throw TrackFileError(.fieldCount(expected: header.count, found: fields.count), at: position(line.lowerBound))
            }
            let row = Row(header: header, line: line, fields: fields, bytes: bytes)
            let time = try row.time()
            if let time {
                switch (timeKind, time) {
                case (nil, _), (.seconds, .seconds), (.instant, .instant): timeKind = time
                case (.seconds, .instant), (.instant, .seconds):
                    throw TrackFileError(.mixedTimes, at: position(row.timeOffset))
                }
            }
            fixes.append(try row.fix(time: time))
            fixTimes.append(row.timeOffset)
        }
        do {
            return TrackReading(track: try LocationTrack(fixes), notes: header.note.map { [$0] } ?? [])
        } catch {
            // The error names a fix: point at its time (the header when there is none).
            let offset: Int = switch error {
            case .location(.timeGoesBack(let fix)), .location(.partlyTimed(let fix)): fixTimes[fix - 1]
            default: headerLine.lowerBound
            }
            throw TrackFileError(.invalid(error), at: position(offset))
        }
    }

    // MARK: - A line

    /// One data line: its fields read by the header's columns.
    struct Row {
        /// The file's header.
        let header: CSVTrackHeader
        /// The line's bytes.
        let line: Range<Int>
        /// The line's fields.
        let fields: [CSVText.Field]
        /// The whole file.
        let bytes: [UInt8]

        /// The offset of the field of `column` (the line's start when there is none).
        func offset(_ column: Column) -> Int {
            header.index(of: column).map { fields[$0].range.lowerBound } ?? line.lowerBound
        }

        /// Where the time comes from, for a mixed-times error.
        var timeOffset: Int { offset(.time) }

        /// The text of `column`'s field (trimmed, unquoted), or nil when the header has none.
        func text(_ column: Column) -> String? {
            header.index(of: column).map { CSVText.text(fields[$0], in: bytes) }
        }

        /// A function giving the position of `column`'s field, for errors.
        func at(_ column: Column) -> () -> TextPosition {
            let offset = offset(column), bytes = bytes
            return { TextPosition(offset: offset, in: bytes) }
        }

        /// The line's time: from `time` alone, or `date` and `time`; nil when it has none.
        func time() throws(TrackFileError) -> TrackValue.Time? {
            guard let timeText = text(.time) else { return nil }
            guard let dateText = text(.date) else {
                guard !timeText.isEmpty else { return nil }
                guard let time = TrackValue.time(Substring(timeText)) else { throw TrackFileError(.badTime(timeText), at: at(.time)()) }
                return time
            }
            if dateText.isEmpty && timeText.isEmpty { return nil }
            guard !dateText.isEmpty else { throw TrackFileError(.missingValue(Column.date.rawValue), at: at(.date)()) }
            guard !timeText.isEmpty else { throw TrackFileError(.missingValue(Column.time.rawValue), at: at(.time)()) }
            guard let days = LoggerTime.days(Substring(dateText)) else { throw TrackFileError(.badDate(dateText), at: at(.date)()) }
            guard let seconds = LoggerTime.secondsOfDay(Substring(timeText)) else {
                throw TrackFileError(.badTimeOfDay(timeText), at: at(.time)())
            }
            return .instant(Double(days * 86400) + seconds)
        }

        /// The line's fix, at `time`.
        func fix(time: TrackValue.Time?) throws(TrackFileError) -> LocationFix {
            func value(_ column: Column) -> String? { text(column).flatMap { $0.isEmpty ? nil : $0 } }
            var coordinates: [Double] = []
            for (column, side) in [(Column.lat, Column.northSouth), (.lon, .eastWest)] {
                guard let written = value(column) else { throw TrackFileError(.missingValue(column.rawValue), at: at(column)()) }
                var letter: Character?
                if let sideText = value(side) { letter = try CSVTrackReader.hemisphere(sideText, side, at: at(side)) }
                coordinates.append(try CSVTrackReader.coordinate(written, column, hemisphere: letter, at: at(column)))
            }
            var heading: Double?, course: Double?, speed: Double?
            if let written = value(.heading) { heading = try CSVTrackReader.degrees(written, .heading, at: at(.heading)) }
            if let written = value(.course) { course = try CSVTrackReader.degrees(written, .course, at: at(.course)) }
            if header.index(of: .course) == nil { course = heading }
            if let written = value(.speed) { speed = try CSVTrackReader.speed(written, unit: header.speedUnit, at: at(.speed)) }
            let seconds: Double? = switch time {
            case .seconds(let value), .instant(let value): value
            case nil: nil
            }
            do {
                return try LocationFix(
                    latitude: coordinates[0], longitude: coordinates[1], course: course, heading: heading, speed: speed,
                    time: seconds)
            } catch {
                let column: Column? = switch error {
                case .latitudeOutOfRange: .lat
                case .longitudeOutOfRange: .lon
                case .location(.invalidSpeed): .speed
                default: nil
                }
                throw TrackFileError(.invalid(error), at: TextPosition(offset: column.map(offset) ?? line.lowerBound, in: bytes))
            }
        }
    }
}
