import MapCore

/// A picture as terminal character cells: a character and colours per cell, row by row.
/// The language prints `plainText`; a terminal that takes colour renders the colours too.
public struct CellGrid: Hashable, Sendable {
    /// One character cell.
    public struct Cell: Hashable, Sendable {
        /// The character shown (a braille pattern, a marker, a letter of a label, a space).
        public var character: Character
        /// The character's colour, or nil for the terminal's default.
        public var foreground: GraphicColor?
        /// The cell's background: the land's or the sea's colour.
        public var background: GraphicColor?
        /// Whether the character is bold.
        public var isBold: Bool

        /// A cell showing `character`.
        public init(_ character: Character, foreground: GraphicColor? = nil, background: GraphicColor? = nil,
                    bold: Bool = false) {
            self.character = character
            self.foreground = foreground
            self.background = background
            isBold = bold
        }
    }

    /// The number of columns.
    public let columns: Int
    /// The number of rows.
    public let rows: Int
    /// The cells, row by row.
    public var cells: [Cell]

    /// A grid of `columns` x `rows` blank cells.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Cell(" "), count: columns * rows)
    }

    /// The cell at `column`, `row` (0-based).
    public subscript(column: Int, row: Int) -> Cell {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }

    /// The characters alone, one line a row with trailing spaces trimmed, each ending in a newline.
    public var plainText: String {
        var out = ""
        for row in 0..<rows {
            var line = String(cells[(row * columns)..<((row + 1) * columns)].map(\.character))
            while line.last == " " { line.removeLast() }
            out += line + "\n"
        }
        return out
    }
}
