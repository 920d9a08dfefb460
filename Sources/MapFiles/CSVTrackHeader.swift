import MapFormats
import TextSupport

/// The header line of a CSV track: the column each field holds, the unit of speeds, and the
/// names it ignores.
///
/// A name that is no known column (`No`, `Altitude`, `HDOP`), a `date` with no `time` column,
/// and a known name with a unit the column does not take, are ignored; one note names them (the
/// first 20, then how many more; with a "did you mean" when a name is close to a column the
/// header lacks). Unnamed fields (a trailing comma) are ignored silently. A known column named twice is an error; so is a
/// header without `lat` or `lon`, pointing at an ignored name close to it when there is one.
struct CSVTrackHeader {
    /// A column of a CSV track.
    typealias Column = CSVTrackReader.Column

    /// For each field of a line, the column it holds, or nil for a field the reader ignores.
    var columns: [Column?]
    /// The unit of speed values without one: the header's (`Speed (km/h)`), km/h in a Columbus
    /// logger's file (its latitude column is `LATITUDE N/S`), otherwise m/s.
    var speedUnit: SpeedUnit
    /// The note about the ignored columns, or nil when there are none.
    var note: String?
    /// The fields a line must have: up to the last one with a name (a line may leave out the
    /// unnamed ones a trailing comma makes).
    var named = 0

    /// The header of the fields of `line` in `bytes`.
    init(_ fields: [CSVText.Field], line: Range<Int>, in bytes: [UInt8]) throws(TrackFileError) {
        func position(_ offset: Int) -> TextPosition { TextPosition(offset: offset, in: bytes) }
        var ignored: [(name: String, offset: Int)] = []
        var ignoredNames = Set<String>()
        var headerUnit: SpeedUnit?
        var columbus = false
        columns = []
        for field in fields {
            let name = CSVText.text(field, in: bytes)
            if !name.isEmpty { named = columns.count + 1 }
            guard let (column, unit) = Column.named(name) else {
                if !name.isEmpty, ignoredNames.insert(name).inserted { ignored.append((name, field.range.lowerBound)) }
                columns.append(nil)
                continue
            }
            guard !columns.contains(column) else {
                throw TrackFileError(.duplicateColumn(column.rawValue), at: position(field.range.lowerBound))
            }
            if column == .speed { headerUnit = unit.flatMap(SpeedUnit.init) }
            if column == .lat, unit == "n/s" { columbus = true }
            columns.append(column)
        }
        speedUnit = headerUnit ?? (columbus ? .kilometresPerHour : .metresPerSecond)
        var reasons: [String: String] = [:]
        if let date = columns.firstIndex(of: .date), !columns.contains(.time) {
            let name = CSVText.text(fields[date], in: bytes)
            columns[date] = nil
            ignored.append((name, fields[date].range.lowerBound))
            reasons[name] = "no time column"
        }
        let absent = Column.allCases.filter { !columns.contains($0) }
        for required in [Column.lat, .lon] where absent.contains(required) {
            for (name, offset) in ignored {
                if let meant = Suggestion.closest(to: name, among: required.names, limit: 1).first {
                    throw TrackFileError(.missingColumn(required.rawValue, misspelling: name, meant: meant), at: position(offset))
                }
            }
            throw TrackFileError(.missingColumn(required.rawValue, misspelling: nil, meant: nil), at: position(line.lowerBound))
        }
        for (index, column) in columns.enumerated() { if let column { indices[column.ordinal] = index } }
        guard !ignored.isEmpty else { return }
        let candidates = absent.flatMap(\.names)
        var entries = ignored.prefix(Self.namesInNote).map { name, _ in
            let why = reasons[name] ?? Suggestion.closest(to: name, among: candidates, limit: 1).first.map { "did you mean '\($0)'?" }
            return "'\(name)'" + (why.map { " (\($0))" } ?? "")
        }
        if ignored.count > Self.namesInNote { entries.append("and \(ignored.count - Self.namesInNote) more") }
        note = "ignored column" + (ignored.count == 1 ? " " : "s ") + entries.joined(separator: ", ")
    }

    /// The most ignored names the note lists (then "and N more").
    static let namesInNote = 20

    /// The number of fields of a line.
    var count: Int { columns.count }

    /// The field index of each column (by `Column.ordinal`), nil for those the header lacks.
    private var indices = [Int?](repeating: nil, count: Column.allCases.count)

    /// The field index of `column`, or nil when the header has none.
    func index(of column: Column) -> Int? { indices[column.ordinal] }
}
