#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MapCore
import MapDraw
import MapScript

/// Renders `show`'s character cells for a colour terminal: each cell's colours as SGR escape
/// sequences, in true colour (24-bit) or the 256-colour palette.
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
        if let painter { render = { grid in painter.paint(grid) } }
        // Cursor up N lines (CSI N A), to the line's start, and erase to the end of the screen
        // (CSI J): only at a terminal, never into a pipe or a file.
        var moveUp: (@Sendable (Int) -> String)?
        if isTerminal { moveUp = { lines in "\u{1B}[" + String(max(1, lines)) + "A\r\u{1B}[J" } }
        return PictureTerminal(size: size, render: render, moveUp: moveUp)
    }

    /// The cells with their colours, one line a row, each ending with a reset and a newline.
    func paint(_ grid: CellGrid) -> String {
        var out = ""
        for row in 0..<grid.rows {
            var current: String? = nil
            for column in 0..<grid.columns {
                let cell = grid[column, row]
                let style = sgr(cell)
                if style != current {
                    out += "\u{1B}[0" + style + "m"
                    current = style
                }
                out.append(cell.character)
            }
            out += "\u{1B}[0m\n"
        }
        return out
    }

    /// The SGR parameters after `0` for a cell: bold, foreground, background.
    private func sgr(_ cell: CellGrid.Cell) -> String {
        var text = cell.isBold ? ";1" : ""
        if let foreground = cell.foreground { text += ";38;" + color(foreground) }
        if let background = cell.background { text += ";48;" + color(background) }
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
