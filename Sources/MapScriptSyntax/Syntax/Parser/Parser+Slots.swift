import MapCore

// MARK: - Names and topics in command slots

extension Parser {
    /// `name-ref ::= kebab-word | expression`: a bare word (hyphenated parts joined when written
    /// without spaces) is a name; a word followed by `.`, `[` or `(` and anything else is an
    /// expression.
    mutating func parseNameRef(_ what: StaticString) throws(ParseFailure) -> NameRef {
        guard token.kind == .word else { return .expr(try parseExpression(what)) }
        // A name in parts (`dark-gray`) in one scan, unless the formatter asks for the
        // hyphens' roles (`roles`) or a token has been looked at past this one.
        if peeked == nil && roles == nil, let name = lexer.lexHyphenatedName(continuing: token) {
            token = name
            advance()
            return .name(text(of: previous), range: previous.range)
        }
        let next = peek()
        if next.start == token.end && (next.kind == .dot || next.kind == .leftBracket || next.kind == .leftParen) {
            return .expr(try parseExpression(what))
        }
        let first = token.range
        if next.kind != .minus || next.start != token.end {
            advance()
            let name = text(of: previous)
            try refuseSpacedBasemapStyle(name, at: first)
            return .name(name, range: first)
        }
        let start = token
        advance()
        while token.kind == .minus && token.start == previous.end {
            let part = peek()
            guard part.kind == .word && part.start == token.end else {
                advance()
                throw expected("a name")
            }
            mark(.hyphen, token)
            advance()
            advance()
        }
        return .name(textThroughPrevious(from: start), range: range(from: first))
    }

    /// `basemap use light gray`: a name followed by a word that, joined to it by `-`, is a
    /// basemap style (`light-gray`) is that style with a space for its hyphen; the error offers
    /// the style.
    private mutating func refuseSpacedBasemapStyle(_ name: String, at range: SourceRange) throws(ParseFailure) {
        guard token.kind == .word, !clauseWords.contains(token.word), token.range.start.line == range.start.line else { return }
        let joined = name + "-" + text(of: token)
        guard (try? BasemapStyle.named(joined)) != nil else { return }
        throw fail(.expectedEndOfStatement, "expected end of statement, found \(found)",
                   fixIts: [FixIt(range: SourceRange(start: range.start, end: token.range.end), replacement: joined)])
    }

    /// `topic ::= kebab-word+ | expression`: the words of a help topic, joined by spaces.
    mutating func parseTopic() throws(ParseFailure) -> NameRef {
        let first = try parseNameRef("a help topic")
        guard case .name(var words, let range) = first else { return first }
        while !token.endsStatement {
            guard case .name(let word, _) = try parseNameRef("a help topic") else { throw expected("end of statement") }
            words += " " + word
        }
        return .name(words, range: self.range(from: range))
    }
}
