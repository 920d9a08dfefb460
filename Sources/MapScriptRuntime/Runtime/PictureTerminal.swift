import MapCore
import MapDraw
import MapScriptSyntax

/// What the executable tells the interpreter about the terminal `show` draws on, so that the
/// language itself never asks the terminal or writes an escape sequence.
public struct PictureTerminal: Sendable {
    /// The terminal's size in columns and rows, asked at each `show` (nil: unknown).
    public var size: @Sendable () -> (columns: Int, rows: Int)?
    /// Renders cells with the terminal's colours (nil: plain characters).
    public var render: (@Sendable (CellGrid) -> String)?
    /// The text that takes the cursor back up so many lines, to the start of the first, and
    /// clears from there down: given only when standard output is a terminal, where a `show`
    /// picture is redrawn in place while a `--realtime` `goto ... duration` moves the view
    /// (nil: never redrawn, as in a pipe).
    public var moveUp: (@Sendable (_ lines: Int) -> String)?
    /// A colour swatch as the terminal shows it (`layer legend`'s), two cells wide; nil when
    /// the terminal shows no colour (then a legend has no swatches).
    public var swatch: (@Sendable (GraphicColor) -> String)?

    /// A terminal of `size` that renders with `render`, redraws with `moveUp` and shows
    /// colours as `swatch`.
    public init(size: @escaping @Sendable () -> (columns: Int, rows: Int)?,
                render: (@Sendable (CellGrid) -> String)?, moveUp: (@Sendable (_ lines: Int) -> String)? = nil,
                swatch: (@Sendable (GraphicColor) -> String)? = nil) {
        self.size = size
        self.render = render
        self.moveUp = moveUp
        self.swatch = swatch
    }
}
