import MapCore

/// A picture as terminal character cells: a character and colours per cell, row by row.
/// The language prints `plainText`; a terminal that takes colour renders the colours too,
/// including the rasters' colours (`imageTop`, `imageBottom`), which the characters never show.
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
        /// The rasters' colour in the cell's top half (dot rows 0 and 1): the picture's images
        /// composited bottom first over its background, averaged over the half's 2 x 2 dots; nil
        /// when no image covers any of those dots. A colour terminal paints it (a half block, or
        /// the background behind the character); `plainText` ignores it.
        public var imageTop: GraphicColor?
        /// The rasters' colour in the cell's bottom half (dot rows 2 and 3), as `imageTop`.
        public var imageBottom: GraphicColor?

        /// A cell showing `character`, over the rasters' colours `imageTop` and `imageBottom`
        /// when an image covers it.
        public init(_ character: Character, foreground: GraphicColor? = nil, background: GraphicColor? = nil,
                    bold: Bool = false, imageTop: GraphicColor? = nil, imageBottom: GraphicColor? = nil) {
            self.character = character
            self.foreground = foreground
            self.background = background
            isBold = bold
            self.imageTop = imageTop
            self.imageBottom = imageBottom
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
