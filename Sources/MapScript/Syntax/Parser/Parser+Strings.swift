// MARK: - String literals

extension Parser {
    /// `string ::= '"' (string-char | escape | interpolation)* '"'`: decodes the escapes
    /// and parses the interpolations of the current `.string` token.
    mutating func parseString() throws(ParseFailure) -> Expr {
        let literal = token
        advance()
        let start = literal.start + 1
        let end = literal.end - 1
        if literal.flags == 0 {
            return Expr(.string(lexer.source.text(from: start, to: end)), range: literal.range)
        }
        var parts: [StringPart] = []
        var text: [UInt8] = []
        var offset = start
        var line = literal.range.start.line
        var lineStart = literal.start - (literal.range.start.column - 1)
        while offset < end {
            let byte = lexer.buffered(offset)
            if byte == UInt8(ascii: "\\") {
                offset = decodeEscape(at: offset, into: &text)
            } else if byte == UInt8(ascii: "$") && lexer.buffered(offset + 1) == UInt8(ascii: "{") {
                if !text.isEmpty {
                    parts.append(.text(String(decoding: text, as: UTF8.self)))
                    text.removeAll(keepingCapacity: true)
                }
                let (expr, after) = try parseInterpolation(at: offset, line: line, lineStart: lineStart)
                parts.append(.interpolation(expr))
                offset = after
            } else {
                if byte == 0x0A {
                    line += 1
                    lineStart = offset + 1
                }
                text.append(byte)
                offset += 1
            }
        }
        if parts.isEmpty {
            return Expr(.string(String(decoding: text, as: UTF8.self)), range: literal.range)
        }
        if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
        return Expr(.interpolated(parts), range: literal.range)
    }

    /// Decodes the (valid) escape at `offset` into `text`; the offset just past it.
    private func decodeEscape(at offset: Int, into text: inout [UInt8]) -> Int {
        let byte = lexer.buffered(offset + 1)
        switch byte {
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "u"):
            var value: UInt32 = 0
            var index = offset + 3
            while let digit = Lexer.hexValue(lexer.buffered(index)) {
                value = value << 4 | UInt32(digit)
                index += 1
            }
            text.append(contentsOf: String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8)
            return index + 1
        default: text.append(byte)
        }
        return offset + 2
    }

    /// `interpolation ::= "${" expression "}"`: parses the expression after the `${` at
    /// `offset` (on line `line`, which starts at `lineStart`) with a lexer over the same buffer;
    /// the expression and the offset just past the closing `}`.
    private mutating func parseInterpolation(at offset: Int, line: Int, lineStart: Int) throws(ParseFailure) -> (Expr, Int) {
        try enter()
        let saved = (lexer: lexer, token: token, peeked: peeked, previous: previous)
        defer {
            depth -= 1
            lexer = saved.lexer
            token = saved.token
            peeked = saved.peeked
            previous = saved.previous
        }
        lexer.position = offset + 2
        lexer.line = line
        lexer.lineStart = lineStart
        lexer.groupDepth = 0
        lexer.canRefill = false
        previous = lexer.token(.dot, offset, offset + 2)
        peeked = nil
        lexNext()
        let expr = try parseExpression("an expression")
        guard token.kind == .rightBrace else { throw expected("'}'") }
        return (expr, token.end)
    }
}
