import TextSupport

/// The lines of one input, as a renderer fetches them at the edge (a diagnostic carries only
/// its source and ranges, never text): give a line number, get the line's text without its
/// line break, or nil when that line is not at hand (no longer in a streamed input's window).
///
/// Fetch while the diagnostic is being consumed: the window of a streamed input moves on.
public struct SourceLines {
    private let fetch: (Int) -> String?

    /// Lines fetched by `fetch`.
    public init(_ fetch: @escaping (Int) -> String?) {
        self.fetch = fetch
    }

    /// Every line of `text` (lines end at `\n`; a `\r` before it is not part of the line).
    public init(text: String) {
        self.init(LineIndex(text: text))
    }

    /// Every line of a text whose lines `index` has found.
    public init(_ index: LineIndex) {
        self.init { line in index.text(of: line - 1) }
    }

    /// No lines at all (a diagnostic with no source, such as a command-line error).
    public static var none: SourceLines { SourceLines { _ in nil } }

    /// The text of line `line` (1-based), or nil when it is not at hand.
    public func text(ofLine line: Int) -> String? {
        fetch(line)
    }
}
