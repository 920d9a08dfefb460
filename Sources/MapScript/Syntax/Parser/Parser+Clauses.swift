import MapCore

// MARK: - Clauses and names

extension Parser {
    /// Consumes the clause word at the current token, which must not be in `seen` already
    /// (optional clauses come in any order, each at most once: `'scale' given twice`).
    mutating func takeClause(_ seen: inout WordSet) throws(ParseFailure) {
        if seen.contains(token.word) { throw fail(.duplicateClause, "'\(token.word.spelling)' given twice") }
        seen.insert(token.word)
        advance()
    }

    /// The error for a token that is not a clause of the form `path` (`[.bookmark, .add]`) where
    /// a clause or the end of the statement is expected, given the clauses `seen` so far: the
    /// words the table says may come there (`Surface.clausesExpected`).
    mutating func unknownClause(after path: [Word], seen: WordSet) -> ParseFailure {
        let command = path.map(\.spelling).joined(separator: " ")
        let spellings = Surface.clausesExpected(in: path, seen: seen).map(\.spelling)
        guard !spellings.isEmpty else { return fail(.expectedEndOfStatement, "expected end of statement, found \(found)") }
        guard token.kind == .word else {
            let choices = spellings.map { "'\($0)'" }.joined(separator: ", ")
            return fail(.expected, "expected \(choices) or end of statement, found \(found)")
        }
        let hint = suggestion(among: spellings)
        return fail(.unknownClause, "unknown clause '\(Parser.shortened(text(of: token)))' in '\(command)'"
                    + (hint.isEmpty ? "; expected \(Parser.choice(spellings))" : ""), fixIts: hint)
    }

    /// The next clause word of the form `path` (consumed), or nil at the end of the statement:
    /// the table-driven form of `takeClause`, for commands off the hot path.
    mutating func nextClause(after path: [Word], seen: inout WordSet) throws(ParseFailure) -> Word? {
        if token.endsStatement { return nil }
        guard token.kind == .word, Surface.form(path)?.clauses.contains(token.word) == true else {
            throw unknownClause(after: path, seen: seen)
        }
        let clause = token.word
        try takeClause(&seen)
        return clause
    }

    /// `name-ref ::= kebab-word | expression`: a bare word (hyphenated parts joined when written
    /// without spaces) is a name; a word followed by `.`, `[` or `(` and anything else is an
    /// expression.
    mutating func parseNameRef(_ what: StaticString) throws(ParseFailure) -> NameRef {
        guard token.kind == .word else { return .expr(try parseExpression(what)) }
        let next = peek()
        if next.start == token.end && (next.kind == .dot || next.kind == .leftBracket || next.kind == .leftParen) {
            return .expr(try parseExpression(what))
        }
        let first = token.range
        if next.kind != .minus || next.start != token.end {
            advance()
            return .name(text(of: previous), range: first)
        }
        let start = token.start
        advance()
        while token.kind == .minus && token.start == previous.end {
            let part = peek()
            guard part.kind == .word && part.start == token.end else {
                advance()
                throw expected("a name")
            }
            advance()
            advance()
        }
        return .name(lexer.source.text(from: start, to: previous.end), range: range(from: first))
    }

    /// `topic ::= kebab-word+ | expression`: the words of a help topic, joined by spaces.
    mutating func parseTopic() throws(ParseFailure) -> NameRef? {
        if token.endsStatement { return nil }
        let first = try parseNameRef("a help topic")
        guard case .name(var words, let range) = first else { return first }
        while !token.endsStatement {
            guard case .name(let word, _) = try parseNameRef("a help topic") else { throw expected("end of statement") }
            words += " " + word
        }
        return .name(words, range: self.range(from: range))
    }
}
