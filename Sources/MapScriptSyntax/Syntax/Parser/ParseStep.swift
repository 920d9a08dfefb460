/// What `Parser.step()` hands out: a statement, a diagnostic, or the end of the input
/// (`Parser.next()` hands out the same, nil at the end).
public enum ParseStep: Sendable {
    /// A complete top-level statement with no syntax error in it.
    case statement(Stmt)
    /// A syntax error. A statement with errors is not handed out; its diagnostics are, one per
    /// call, in source order, and parsing goes on with the next statement.
    indirect case diagnostic(Diagnostic)
    /// The end of the input.
    case end
}
