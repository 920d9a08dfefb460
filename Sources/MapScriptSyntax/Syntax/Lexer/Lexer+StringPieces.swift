// MARK: - The pieces of a string literal

extension Lexer {
    /// A piece of a string literal's body, as the lexer cuts it for the parser.
    package enum StringPiece {
        /// Text, its escapes decoded.
        case text(String)
        /// An interpolation `${ expression }`: a lexer over the expression (it stops at the
        /// closing `}`, lexed as `.rightBrace`, and never reads more input), and the `${` token
        /// before it.
        case interpolation(Lexer, opener: Token)
    }

    /// The text of a `.string` token with no escape and no interpolation
    /// (`Token.isPlainString`), quotes excluded: its contents.
    func plainText(of literal: Token) -> String {
        source.text(from: literal.start + 1, to: literal.end - 1)
    }

    /// The pieces of the `.string` token `literal` (scanned already, so its escapes are valid
    /// and its interpolations closed), in order; consecutive text is one piece.
    package func stringPieces(of literal: Token) -> [StringPiece] {
        var pieces: [StringPiece] = []
        var text: [UInt8] = []
        var offset = literal.start + 1
        let end = literal.end - 1
        var line = literal.range.start.line
        var lineStart = literal.start - (literal.range.start.column - 1)
        while offset < end {
            let byte = buffered(offset)
            if byte == UInt8(ascii: "\\") {
                offset = decodeEscape(at: offset, into: &text)
            } else if byte == UInt8(ascii: "$") && buffered(offset + 1) == UInt8(ascii: "{") {
                if !text.isEmpty {
                    pieces.append(.text(String(decoding: text, as: UTF8.self)))
                    text.removeAll(keepingCapacity: true)
                }
                var inner = self
                inner.position = offset + 2
                inner.line = line
                inner.lineStart = lineStart
                inner.closeGroups()
                inner.canRefill = false
                let opener = inner.token(.interpolationStart, offset, offset + 2)
                pieces.append(.interpolation(inner, opener: opener))
                (offset, line, lineStart) = interpolationEnd(from: offset + 2, line: line, lineStart: lineStart)
            } else {
                if byte == 0x0A {
                    line += 1
                    lineStart = offset + 1
                }
                text.append(byte)
                offset += 1
            }
        }
        if !text.isEmpty || pieces.isEmpty { pieces.append(.text(String(decoding: text, as: UTF8.self))) }
        return pieces
    }

    /// Decodes the (valid) escape at `offset` into `text`; the offset just past it.
    private func decodeEscape(at offset: Int, into text: inout [UInt8]) -> Int {
        let byte = buffered(offset + 1)
        switch byte {
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "u"):
            var value: UInt32 = 0
            var index = offset + 3
            while let digit = Lexer.hexValue(buffered(index)) {
                value = value << 4 | UInt32(digit)
                index += 1
            }
            text.append(contentsOf: String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8)
            return index + 1
        default: text.append(byte)
        }
        return offset + 2
    }

    /// The offset just past the `}` closing the interpolation whose expression starts at
    /// `start` (on line `line`, which starts at `lineStart`), and the line and line start there,
    /// found by the scan `lexString` made.
    private func interpolationEnd(from start: Int, line: Int, lineStart: Int) -> (Int, Int, Int) {
        var scanner = self
        scanner.line = line
        scanner.lineStart = lineStart
        scanner.canRefill = false
        var flags: UInt8 = 0
        var problem = StringError()
        guard case .closed(let after) = scanner.scanInterpolation(from: start, depth: 1, flags: &flags, problem: &problem) else {
            return (end, scanner.line, scanner.lineStart)  // not for a scanned string
        }
        return (after, scanner.line, scanner.lineStart)
    }
}
