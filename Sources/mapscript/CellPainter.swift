#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MapCore
import MapDraw
import MapScriptRuntime

/// Renders `show`'s character cells for a colour terminal: each cell's colours as SGR escape
/// sequences, in true colour (24-bit) or the 256-colour palette. Where a raster covers a cell
/// (`CellGrid.Cell.imageTop`, `imageBottom`), a blank cell becomes an upper half block with
/// the top half's colour over the bottom half's, two raster pixels a cell; a cell with a
/// character keeps it, over the raster's average colour.
struct CellPainter: Sendable {
    /// How many colours the terminal shows.
    enum Depth: Sendable {
        /// 24-bit colour (`COLORTERM=truecolor` or `24bit`).
        case trueColor
        /// The xterm 256-colour palette.
        case palette256
    }

    var depth: Depth

    /// The terminal `show` draws on: standard output's size when it is a terminal, colours
    /// when `color` allows them (a terminal and `NO_COLOR` unset, unless `--color` says).
    static func terminal(color: Invocation.ColorChoice) -> PictureTerminal? {
        let isTerminal = Terminal.isTerminal(STDOUT_FILENO)
        let painter: CellPainter? = Terminal.useColor(color, fd: STDOUT_FILENO)
            ? CellPainter(depth: Terminal.environment("COLORTERM").map { $0 == "truecolor" || $0 == "24bit" } == true
                ? .trueColor : .palette256)
            : nil
        guard isTerminal || painter != nil else { return nil }
        let size: @Sendable () -> (columns: Int, rows: Int)? = {
            isTerminal ? Terminal.windowSize(STDOUT_FILENO) : nil
        }
        var render: (@Sendable (CellGrid) -> String)?
        var swatch: (@Sendable (GraphicColor) -> String)?
        if let painter {
            render = { grid in painter.paint(grid) }
            swatch = { color in painter.swatch(color) }
        }
        // Cursor up N lines (CSI N A), to the line's start, and erase to the end of the screen
        // (CSI J): only at a terminal, never into a pipe or a file.
        var moveUp: (@Sendable (Int) -> String)?
        if isTerminal { moveUp = { lines in "\u{1B}[" + String(max(1, lines)) + "A\r\u{1B}[J" } }
        return PictureTerminal(size: size, render: render, moveUp: moveUp, swatch: swatch)
    }

    /// Two full blocks in `color`, then a reset: a legend's swatch.
    func swatch(_ color: GraphicColor) -> String {
        "\u{1B}[0" + sgr(bold: false, foreground: color, background: nil) + "m██\u{1B}[0m"
    }

    /// The cells with their colours, one line a row, each ending with a reset and a newline.
    func paint(_ grid: CellGrid) -> String {
        var out = ""
        for row in 0..<grid.rows {
            var current: String? = nil
            for column in 0..<grid.columns {
                let (character, style) = look(grid[column, row])
                if style != current {
                    out += "\u{1B}[0" + style + "m"
                    current = style
                }
                out.append(character)
            }
            out += "\u{1B}[0m\n"
        }
        return out
    }

    /// The character a cell shows and its SGR parameters after `0`. A cell no raster covers
    /// shows its own character and colours. A blank cell over a raster shows "▀", its
    /// foreground the top half's colour and its background the bottom half's, so that a cell
    /// shows two of the raster's colours; any other character stays, with its colour and
    /// weight, over the average of the two. A half no image covers takes the cell's own
    /// background (the sea's or the land's colour).
    func look(_ cell: CellGrid.Cell) -> (character: Character, style: String) {
        guard let top = cell.imageTop ?? cell.background ?? cell.imageBottom,
              let bottom = cell.imageBottom ?? cell.background ?? cell.imageTop,
              cell.imageTop != nil || cell.imageBottom != nil else {
            return (cell.character, sgr(bold: cell.isBold, foreground: cell.foreground, background: cell.background))
        }
        if cell.character == " " {
            return ("▀", sgr(bold: false, foreground: top, background: bottom))
        }
        let average = GraphicColor(red: Self.mean(top.red, bottom.red), green: Self.mean(top.green, bottom.green),
                                   blue: Self.mean(top.blue, bottom.blue))
        return (cell.character, sgr(bold: cell.isBold, foreground: cell.foreground, background: average))
    }

    /// The mean of two colour channels, rounded half up.
    private static func mean(_ a: UInt8, _ b: UInt8) -> UInt8 {
        UInt8((Int(a) + Int(b) + 1) / 2)
    }

    /// The SGR parameters after `0`: bold, foreground, background.
    private func sgr(bold: Bool, foreground: GraphicColor?, background: GraphicColor?) -> String {
        var text = bold ? ";1" : ""
        if let foreground { text += ";38;" + color(foreground) }
        if let background { text += ";48;" + color(background) }
        return text
    }

    private func color(_ color: GraphicColor) -> String {
        switch depth {
        case .trueColor:
            return "2;\(color.red);\(color.green);\(color.blue)"
        case .palette256:
            return "5;\(Self.palette256(color))"
        }
    }

    /// The nearest colour of the 6 x 6 x 6 cube or the grey ramp of the 256-colour palette.
    static func palette256(_ color: GraphicColor) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearest(_ value: UInt8) -> Int {
            var best = 0
            for (index, level) in levels.enumerated() where abs(level - Int(value)) < abs(levels[best] - Int(value)) {
                best = index
            }
            return best
        }
        let r = nearest(color.red), g = nearest(color.green), b = nearest(color.blue)
        let cube = (levels[r], levels[g], levels[b])
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let grey = min(23, max(0, (average - 8 + 5) / 10))
        let greyLevel = 8 + grey * 10
        func distance(_ a: (Int, Int, Int)) -> Int {
            let dr = a.0 - Int(color.red), dg = a.1 - Int(color.green), db = a.2 - Int(color.blue)
            return dr * dr + dg * dg + db * db
        }
        return distance((greyLevel, greyLevel, greyLevel)) < distance(cube) ? 232 + grey : 16 + 36 * r + 6 * g + b
    }
}
