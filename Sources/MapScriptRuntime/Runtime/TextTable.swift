import MapScriptSyntax
import TextSupport

/// An aligned plain-text table: a header row, then one row per item; columns separated by two
/// spaces, numbers aligned right, no trailing spaces. Widths count the cells a terminal gives
/// each character (two for East Asian wide characters and emoji), so names with accents or
/// CJK characters stay aligned.
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

    /// Adds a row (one cell per column); control characters in a cell are written as escapes
    /// (`escapingControlCharacters`): a name from a script or a file never reaches the terminal raw.
    mutating func add(_ cells: [String]) { rows.append(cells.map(\.escapingControlCharacters)) }

    /// The table as text, each line ending in a newline.
    var text: String {
        var widths = columns.map { Self.width(of: $0.heading) }
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], Self.width(of: cell))
            }
        }
        var out = ""
        for row in [columns.map(\.heading)] + rows {
            var line = ""
            for (index, cell) in row.enumerated() where index < columns.count {
                let padding = String(repeating: " ", count: widths[index] - Self.width(of: cell))
                if index > 0 { line += "  " }
                line += columns[index].alignment == .right ? padding + cell : cell + padding
            }
            while line.last == " " { line.removeLast() }
            out += line + "\n"
        }
        return out
    }

    /// The terminal cells `text` takes: 2 for each East Asian wide character or emoji, else 1
    /// (the same ranges the diagnostics renderer uses for its caret).
    static func width(of text: String) -> Int {
        var cells = 0
        for character in text {
            guard let scalar = character.unicodeScalars.first else { continue }
            switch scalar.value {
            case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
                 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
                 0x20000...0x3FFFD:
                cells += 2
            default:
                cells += 1
            }
        }
        return cells
    }
}
