/// An aligned plain-text table: a header row, then one row per item; columns separated by two
/// spaces, numbers aligned right, no trailing spaces. Widths count characters, so names with
/// accents or CJK characters stay aligned as far as a terminal's fixed-width cells allow.
struct TextTable {
    /// How a column's cells line up.
    enum Alignment {
        case left, right
    }

    /// A column: its heading and alignment.
    struct Column {
        let heading: String
        let alignment: Alignment
    }

    private let columns: [Column]
    private var rows: [[String]] = []

    /// A table with these columns.
    init(_ columns: [Column]) { self.columns = columns }

    /// Adds a row (one cell per column).
    mutating func add(_ cells: [String]) { rows.append(cells) }

    /// The table as text, each line ending in a newline.
    var text: String {
        var widths = columns.map(\.heading.count)
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], cell.count)
            }
        }
        var out = ""
        for row in [columns.map(\.heading)] + rows {
            var line = ""
            for (index, cell) in row.enumerated() where index < columns.count {
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                if index > 0 { line += "  " }
                line += columns[index].alignment == .right ? padding + cell : cell + padding
            }
            while line.last == " " { line.removeLast() }
            out += line + "\n"
        }
        return out
    }
}
