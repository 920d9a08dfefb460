/// The canonical layout of MapScript source: what `mapscript fmt` writes, and the text the
/// language server's `textDocument/formatting` gives.
///
/// ```swift
/// let formatted = try SourceFormatter.format("if n>2{zoom in;wait 1}")
/// // "if n > 2 {\n  zoom in\n  wait 1\n}\n"
/// ```
///
/// The layout (see `LayoutWriter`): one statement a line, two spaces of indentation a block,
/// `{` at the end of its statement's line, at most one blank line, no trailing whitespace, one
/// space around binary operators and after commas as the docs write them (`at
/// 44.525,-110.838`, `extent((44.4, -110.9), (44.6, -110.6))`), and a line break at the end.
/// Every comment stays where it was (comments ending consecutive lines are lined up); the
/// clauses stay in the author's order; numbers, strings and names keep their spelling, and an
/// `assert`'s condition is kept as written (it is the failure message).
///
/// Formatting never changes what a script does: the formatted text parses to the same tree,
/// and formatting it again changes nothing. A text with a syntax error is refused whole
/// (`FormatError`), never formatted in part. A UTF-8 byte-order mark is dropped and line
/// breaks are written `\n` (line breaks inside strings stay as they are).
public enum SourceFormatter {
    /// The formatted `text`; throws its syntax errors when it has any. `stackGuard` and
    /// `usableCores` are as for `format(bytes:stackGuard:usableCores:)`.
    public static func format(_ text: String, stackGuard: (any ParserStackGuard.Type)? = nil,
                              usableCores: Int = 1) throws(FormatError) -> String {
        String(decoding: try format(bytes: Array(text.utf8), stackGuard: stackGuard, usableCores: usableCores), as: UTF8.self)
    }

    /// The formatted UTF-8 `bytes`; throws their syntax errors when they have any. The syntax
    /// check parses with a stack guard of `stackGuard` (see `ParserStackGuard`), and on a
    /// second thread for a large text when the process may use `usableCores` of two or more
    /// (this module cannot ask: the runtime's `ScriptFiles.usableCores` can).
    public static func format(bytes: [UInt8], stackGuard: (any ParserStackGuard.Type)? = nil,
                              usableCores: Int = 1) throws(FormatError) -> [UInt8] {
        // The layout follows the parse, which gives it the tokens' roles: a large text has
        // them on two threads (the layout thrown away when the check finds an error), a small
        // one parsed first.
        let check = SyntaxCheck(bytes, concurrently: SyntaxCheck.isWorthAThread(bytes, usableCores: usableCores),
                                stackGuard: stackGuard)
        var writer = LayoutWriter(bytes: bytes, roles: check.roles)
        let layout = writer.write()
        let diagnostics = check.wait()
        if diagnostics.contains(where: { $0.severity == .error }) { throw FormatError(diagnostics: diagnostics) }
        return layout ?? bytes
    }
}
