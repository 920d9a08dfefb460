import MapCore

// MARK: - Clauses and names

extension Parser {
    /// The next optional clause word of `command` among `clauses` (consumed), or nil at the end
    /// of the statement. Clauses come in any order, each at most once (`seen` tracks them).
    mutating func nextClause(of command: StaticString, among clauses: [Word], seen: inout UInt32) throws(ParseFailure) -> Word? {
        if token.endsStatement { return nil }
        guard token.kind == .word else {
            let spellings = clauses.map(\.spelling)
            let choices = spellings.map { "'\($0)'" }.joined(separator: ", ")
            throw fail("expected \(choices) or end of statement, found \(found)")
        }
        guard let index = clauses.firstIndex(of: token.word), token.word != .other else {
            let spellings = clauses.map(\.spelling)
            let word = Parser.shortened(text(of: token))
            let hint = suggestion(among: spellings)
            throw fail("unknown clause '\(word)' in '\(command)'" + (hint.isEmpty ? "; expected \(Parser.choice(spellings))" : hint))
        }
        if seen & (1 << index) != 0 {
            throw fail("'\(token.word.spelling)' given twice")
        }
        seen |= 1 << index
        advance()
        return clauses[index]
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
