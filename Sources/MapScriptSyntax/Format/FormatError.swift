/// Why `SourceFormatter` refused to format a text: its syntax errors (with any notes the parser
/// gave), in source order, as `mapscript --check` reports them. A text with a syntax error is
/// never formatted, not even in part.
public struct FormatError: Error, Hashable, Sendable {
    /// The parser's diagnostics for the text: at least one error.
    public var diagnostics: [Diagnostic]

    /// The refusal for `diagnostics`.
    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}
