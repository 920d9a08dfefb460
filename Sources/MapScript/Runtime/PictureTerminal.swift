import MapDraw

/// What the executable tells the interpreter about the terminal `show` draws on, so that the
/// language itself never asks the terminal or writes an escape sequence.
public struct PictureTerminal: Sendable {
    /// The terminal's size in columns and rows, asked at each `show` (nil: unknown).
    public var size: @Sendable () -> (columns: Int, rows: Int)?
    /// Renders cells with the terminal's colours (nil: plain characters).
    public var render: (@Sendable (CellGrid) -> String)?

    /// A terminal of `size` that renders with `render`.
    public init(size: @escaping @Sendable () -> (columns: Int, rows: Int)?,
                render: (@Sendable (CellGrid) -> String)?) {
        self.size = size
        self.render = render
    }
}
