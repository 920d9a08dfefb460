import MapScriptSyntax

/// Where a running script's statements come from: its parser, called in turn with the
/// interpreter, or a `ParseAhead` running the parser on a thread of its own.
///
/// The reader is the seam between reading and running: it lends out statements and looks
/// after them (a parser running ahead has them destroyed on its own thread), so that the run
/// loop only reads, executes and reports.
enum StatementReader {
    /// The parser, held by reference and called on the running thread.
    case direct(ParserBox)
    /// A parser running ahead on another thread.
    case ahead(ParseAhead)

    /// A reader for `parser`: `ahead` when `parseAhead` says so.
    init(_ parser: consuming Parser, parseAhead: Bool, limits: ParseAhead.Limits = ParseAhead.Limits()) {
        self = parseAhead ? .ahead(ParseAhead(parser, limits: limits)) : .direct(ParserBox(parser))
    }

    /// Reads to the end of the script, lending each statement to `statement` and handing each
    /// diagnostic to `diagnostic`, in order; stops when either throws.
    func read<Failure: Error>(statement run: (Stmt) throws(Failure) -> Void,
                              diagnostic report: (Diagnostic) throws(Failure) -> Void) throws(Failure) {
        switch self {
        case .direct(let box):
            while true {
                switch box.parser.step() {
                case .statement(let statement): try run(statement)
                case .diagnostic(let diagnostic): try report(diagnostic)
                case .end: return
                }
            }
        case .ahead(let ahead):
            try ahead.read(statement: run, diagnostic: report)
        }
    }

    /// The reader's window: the text of line `line` while still at hand (the lines of the
    /// statement lent last, at least), reading nothing (see `SourceStore`).
    func lineText(line: Int) -> String? {
        switch self {
        case .direct(let box): box.parser.lineText(line: line)
        case .ahead(let ahead): ahead.lineText(line: line)
        }
    }

    /// Stops reading: a parser running ahead stops and its thread ends.
    func finish() {
        if case .ahead(let ahead) = self { ahead.finish() }
    }
}

/// A parser held by reference (see `StatementReader.direct`).
final class ParserBox {
    /// The parser.
    @exclusivity(unchecked) var parser: Parser

    init(_ parser: consuming Parser) { self.parser = parser }
}
