import MapCore
import TextSupport

// MARK: - Reporting errors

extension Parser {
    /// Records a syntax error (or an incomplete-input error), its lines buffered whole for the
    /// renderers (see `SourceStore`).
    mutating func report(_ id: DiagnosticID, _ message: String, at range: SourceRange, kind: Diagnostic.Kind = .syntax,
                         notes: [Diagnostic.Note] = [], fixIts: [FixIt] = []) {
        lexer.bufferWholeLine(max(range.end.line, notes.map(\.range.start.line).max() ?? 0))
        diagnostics.append(Diagnostic(id, kind: kind, message: message, range: range, notes: notes, fixIts: fixIts))
    }

    /// Records `message` about the current token; for an error token, its own message instead.
    /// At the end of the input the error points just past the last token, and it is an
    /// incomplete-input error when a block, parenthesis or bracket is still open.
    mutating func fail(_ id: DiagnosticID, _ message: String, notes: [Diagnostic.Note] = [],
                       fixIts: [FixIt] = []) -> ParseFailure {
        if token.end >= lexer.end || token.error == .unterminatedString, let overlong = overlongLineDiagnostic() {
            // The input was cut at a line too long, within this token (a string left open is
            // open up to the cut) or before it: what the statement lacks is the rest of the line.
            diagnostics.append(overlong)
            return .abort
        }
        if token.kind == .error { return lexFailure() }
        if token.kind == .end {
            let open = openBraces > 0 || lexer.isInsideGroup
            report(id, message, at: endRange, kind: open ? .incompleteInput : .syntax, notes: notes, fixIts: fixIts)
            return .abort
        }
        report(id, message, at: token.range, notes: notes, fixIts: fixIts)
        return .statement
    }

    /// Records the message of the current (error) token.
    mutating func lexFailure() -> ParseFailure {
        let error = token.error
        let text = text(of: token)
        if error == .unexpectedCharacter, let scalar = text.unicodeScalars.first, scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            report(.unexpectedCharacter, "unexpected character U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex)",
                   at: token.range)
            return .statement
        }
        let fixIts = error.replacement(for: text).map { [FixIt(range: token.range, replacement: $0)] } ?? []
        report(error.diagnosticID, error.message(text: text, byte: UInt8(exactly: token.value) ?? 0), at: token.range,
               kind: error.isIncompleteInput ? .incompleteInput : .syntax, fixIts: fixIts)
        return error.isIncompleteInput ? .abort : .statement
    }

    /// An empty range just past the last consumed token (before the line break when that token
    /// is one): where "found end of input" points.
    var endRange: SourceRange {
        let end = previous.kind == .newline ? previous.range.start : previous.range.end
        return SourceRange(start: end, end: end)
    }

    /// `expected WHAT after 'PREVIOUS', found THIS` about the current token, with fix-its.
    mutating func expected(_ what: String, fixIts: [FixIt] = []) -> ParseFailure {
        fail(.expected, "expected \(what)\(afterPrevious), found \(found)", fixIts: fixIts)
    }

    /// ` after 'previous token'`, or nothing when the previous token is a string or a line break.
    var afterPrevious: String {
        switch previous.kind {
        case .string, .newline, .semicolon, .end, .error: ""
        default: " after '\(Parser.shortened(text(of: previous)))'"
        }
    }

    /// The current token as a message shows it: `'word'`, `end of line`, `end of input`, `a string`.
    var found: String {
        switch token.kind {
        case .newline: "end of line"
        case .end: "end of input"
        case .string: "a string"
        default: "'\(Parser.shortened(text(of: token)))'"
        }
    }

    /// `text`, cut to 30 characters with an ellipsis.
    static func shortened(_ text: String) -> String {
        text.count <= 30 ? text : String(text.prefix(29)) + "…"
    }

    /// `'a', 'b' or 'c'`.
    static func choice(_ words: [String]) -> String {
        let quoted = words.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
    }

    /// Words that other shells and REPLs use for one of MapScript's, and that word: `exit` is
    /// too far from `quit` for "did you mean" by spelling.
    static let otherToolWords = ["exit": "quit", "bye": "quit", "logout": "quit", "echo": "print"]

    /// Fix-its replacing the current token with the closest of `candidates` (at most two),
    /// when it is a word close to one of them ("did you mean 'x'?").
    func suggestion(among candidates: [String]) -> [FixIt] {
        guard token.kind == .word else { return [] }
        let names = Suggestion.closest(to: text(of: token), among: candidates, limit: 2)
        return names.map { FixIt(range: token.range, replacement: $0) }
    }

    // MARK: - Expecting tokens

    /// Consumes a token of `kind`, or fails with `expected DESCRIPTION ..., found ...`.
    mutating func expect(_ kind: TokenKind, _ description: String) throws(ParseFailure) {
        guard token.kind == kind else { throw expected(description) }
        advance()
    }

    /// Consumes the word `word`, or fails with `expected 'word' ..., found ...`.
    mutating func expect(_ word: Word) throws(ParseFailure) {
        guard token.isWord(word) else { throw expected("'\(word.spelling)'", fixIts: suggestion(among: [word.spelling])) }
        advance()
    }

    /// The error for a token that is none of `words`: `expected 'a', 'b' or 'c' after ...`, with a
    /// "did you mean" for a close misspelling.
    mutating func expected(oneOf words: [Word]) -> ParseFailure {
        let spellings = words.map(\.spelling)
        return expected(Parser.choice(spellings), fixIts: suggestion(among: spellings))
    }

    /// Requires the end of a statement: a line break, `;`, the end of the input or (in a
    /// block) `}`. None of them is consumed.
    mutating func expectEndOfStatement(inBlock: Bool) throws(ParseFailure) {
        switch token.kind {
        case .end where lexer.wasCutAtOverlongLine:
            // A statement running into a cut line is not run, however complete it looks.
            throw fail(.lineTooLong, overlongLineMessage)
        case .newline, .semicolon, .end: return
        case .rightBrace where inBlock: return
        case .rightBrace: throw fail(.unmatchedBrace, "unexpected '}' with no open block")
        default: throw fail(.expectedEndOfStatement, "expected end of statement, found \(found)")
        }
    }
}
