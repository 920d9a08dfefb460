import MapCore
import MapDraw
import Testing
@testable import mapscript

/// How `show` paints cells over a raster: a blank cell as an upper half block in the two
/// halves' colours, a cell with a character as that character over the raster's average, in
/// true colour and in the 256-colour palette; cells without a raster as before.
@Suite struct CellPainterRasterTests {
    static let red = GraphicColor(red: 255, green: 0, blue: 0)
    static let blue = GraphicColor(red: 0, green: 0, blue: 255)
    static let black = GraphicColor(red: 0, green: 0, blue: 0)
    static let white = GraphicColor(red: 255, green: 255, blue: 255)

    /// A cell, the character painted and the SGR parameters in true colour and in 256 colours.
    static let cases: [(String, CellGrid.Cell, Character, String, String)] = [
        ("blank over a raster: a half block, top over bottom",
         CellGrid.Cell(" ", background: black, imageTop: red, imageBottom: blue),
         "▀", ";38;2;255;0;0;48;2;0;0;255", ";38;5;196;48;5;21"),
        ("blank with the raster in the bottom half only: the top is the cell's background",
         CellGrid.Cell(" ", background: black, imageBottom: blue),
         "▀", ";38;2;0;0;0;48;2;0;0;255", ";38;5;16;48;5;21"),
        ("a label's bold letter keeps its colour over the raster's average",
         CellGrid.Cell("A", foreground: white, background: black, bold: true, imageTop: red, imageBottom: blue),
         "A", ";1;38;2;255;255;255;48;2;128;0;128", ";1;38;5;231;48;5;90"),
        ("a braille pattern stays over the raster",
         CellGrid.Cell("\u{2809}", foreground: white, background: black, imageTop: red, imageBottom: red),
         "\u{2809}", ";38;2;255;255;255;48;2;255;0;0", ";38;5;231;48;5;196"),
        ("no raster: painted as before",
         CellGrid.Cell("\u{2809}", foreground: white, background: black),
         "\u{2809}", ";38;2;255;255;255;48;2;0;0;0", ";38;5;231;48;5;16"),
        ("a blank cell without a raster stays blank",
         CellGrid.Cell(" ", background: black),
         " ", ";48;2;0;0;0", ";48;5;16"),
    ]

    /// Each cell's character and escape parameters, at both depths.
    @Test(arguments: cases)
    func look(_ name: String, cell: CellGrid.Cell, character: Character, trueColor: String, palette: String) {
        let inTrueColor = CellPainter(depth: .trueColor).look(cell)
        #expect(inTrueColor.character == character, "\(name)")
        #expect(inTrueColor.style == trueColor, "\(name)")
        let inPalette = CellPainter(depth: .palette256).look(cell)
        #expect(inPalette.character == character, "\(name)")
        #expect(inPalette.style == palette, "\(name)")
    }

    /// A grid of a half-block cell, a braille cell over the raster and a cell without one, painted
    /// whole: the exact bytes.
    @Test(arguments: [
        (CellPainter.Depth.trueColor,
         "\u{1B}[0;38;2;255;0;0;48;2;0;0;255m▀\u{1B}[0;38;2;255;255;255;48;2;128;0;128m\u{2809}"
             + "\u{1B}[0;48;2;0;0;0m \u{1B}[0m\n"),
        (CellPainter.Depth.palette256,
         "\u{1B}[0;38;5;196;48;5;21m▀\u{1B}[0;38;5;231;48;5;90m\u{2809}\u{1B}[0;48;5;16m \u{1B}[0m\n"),
    ])
    func paintedRow(depth: CellPainter.Depth, expected: String) {
        var grid = CellGrid(columns: 3, rows: 1)
        grid[0, 0] = CellGrid.Cell(" ", background: Self.black, imageTop: Self.red, imageBottom: Self.blue)
        grid[1, 0] = CellGrid.Cell("\u{2809}", foreground: Self.white, background: Self.black, imageTop: Self.red,
                                   imageBottom: Self.blue)
        grid[2, 0] = CellGrid.Cell(" ", background: Self.black)
        #expect(CellPainter(depth: depth).paint(grid) == expected)
    }

    /// The characters of a grid over a raster are still those of `plainText` (but the half blocks).
    @Test func plainTextKeepsItsCharacters() {
        var grid = CellGrid(columns: 2, rows: 1)
        grid[0, 0] = CellGrid.Cell("\u{2809}", foreground: Self.white, imageTop: Self.red, imageBottom: Self.blue)
        grid[1, 0] = CellGrid.Cell(" ", imageTop: Self.red, imageBottom: Self.blue)
        #expect(grid.plainText == "\u{2809}\n")
    }
}
