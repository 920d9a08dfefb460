// MARK: - String literals

extension Parser {
    /// `string ::= '"' (string-char | escape | interpolation)* '"'`: the current `.string`
    /// token, from the pieces the lexer cuts it into (text with its escapes decoded, and
    /// interpolations).
    mutating func parseString() throws(ParseFailure) -> Expr {
        let literal = token
        advance()
        if literal.isPlainString {
            return Expr(.string(lexer.plainText(of: literal)), range: literal.range)
        }
        var parts: [StringPart] = []
        for piece in lexer.stringPieces(of: literal) {
            switch piece {
            case .text(let text): parts.append(.text(text))
            case .interpolation(let lexer, let opener): parts.append(.interpolation(try parseInterpolation(lexer, after: opener)))
            }
        }
        if parts.count == 1, case .text(let text) = parts[0] {
            return Expr(.string(text), range: literal.range)
        }
        return Expr(.interpolated(parts), range: literal.range)
    }

    /// `interpolation ::= "${" expression "}"`: parses the expression of an interpolation with
    /// a parser of its own over the lexer the string's piece gives (`opener` is its `${`),
    /// one level deeper; its diagnostics join this parser's.
    private mutating func parseInterpolation(_ lexer: Lexer, after opener: Token) throws(ParseFailure) -> Expr {
        try enter()
        defer { depth -= 1 }
        var inner = self
        inner.lexer = lexer
        inner.previous = opener
        inner.peeked = nil
        inner.lexNext()
        defer {
            diagnostics = inner.diagnostics
            bracesAtAbort = inner.bracesAtAbort
            overlongLineReported = inner.overlongLineReported
        }
        let expr = try inner.parseExpression("an expression")
        guard inner.token.kind == .rightBrace else { throw inner.expected("'}'") }
        return expr
    }
}
