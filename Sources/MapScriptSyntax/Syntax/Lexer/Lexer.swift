import TextSupport

/// Splits UTF-8 bytes into tokens, one `next()` at a time.
///
/// Works on bytes, never on `Character`s: ASCII is classified with byte comparisons and only
/// non-ASCII scalars are decoded (and validated). Positions are absolute byte offsets into the
/// input; the buffer may slide forward between statements (see `SourceBuffer`). Line breaks
/// inside parentheses and brackets are skipped, so an expression may span lines there.
package struct Lexer {
    /// The input.
    let source: SourceBuffer
    /// The source's storage, cached (refreshed after each refill).
    package private(set) var bytes: UnsafeMutablePointer<UInt8>
    /// The source's `base`, cached.
    private(set) var base: Int
    /// The source's `end`, cached: the absolute offset of the sentinel.
    package private(set) var end: Int
    /// Absolute offset of the next byte to read.
    var position: Int
    /// The current line number (1-based).
    var line: Int
    /// Absolute offset of the current line's first byte.
    var lineStart: Int
    /// How many `(` and `[` are open; line breaks are not tokens while it is positive.
    private(set) var groupDepth = 0
    /// The recogniser of the language's words.
    let words = Lexicon.shared.recogniser
    /// Whether reading past the buffered bytes may refill the buffer (false for the
    /// sub-lexers of string interpolations, which must not move the buffer).
    var canRefill = true
    /// Whether comments and the line breaks inside parentheses and brackets are tokens too
    /// (`.comment`, `.newline`): the layout the formatter keeps (`SourceFormatter`). The parser's
    /// lexer skips both; the flag is read only at a `#` and at a line break inside a group.
    package var keepsLayout = false

    /// Whether a `(` or `[` is open (a line break is then no token).
    package var isInsideGroup: Bool { groupDepth > 0 }

    /// Forgets the open `(` and `[`: after a syntax error, line breaks end statements again.
    mutating func closeGroups() {
        groupDepth = 0
    }

    /// A lexer at the start of `source`.
    package init(source: SourceBuffer) {
        self.source = source
        bytes = source.storage
        base = source.base
        end = source.end
        position = source.base
        line = 1
        lineStart = source.base
    }

    /// Skips a UTF-8 byte-order mark (EF BB BF) at the very start of the input, as editors on
    /// some systems write one: it is not text. Columns on line 1 then count from after it.
    mutating func skipByteOrderMark() {
        guard position == source.base, line == 1,
              byte(at: position) == 0xEF, byte(at: position + 1) == 0xBB, byte(at: position + 2) == 0xBF
        else { return }
        position += 3
        lineStart = position
    }

    // MARK: - Bytes

    /// The byte at absolute offset `offset` (at most `end`): 0 at the end of the input, after
    /// refilling the buffer when possible.
    @inline(__always)
    package mutating func byte(at offset: Int) -> UInt8 {
        let byte = bytes[offset &- base]
        if byte != 0 || offset < end { return byte }
        return refilledByte(at: offset)
    }

    /// Slow path of `byte(at:)`: reads more input, then the byte at `offset`.
    @inline(never)
    private mutating func refilledByte(at offset: Int) -> UInt8 {
        guard canRefill else { return 0 }
        while offset >= end {
            let more = source.refill()
            bytes = source.storage
            base = source.base
            end = source.end
            if !more { return 0 }
        }
        return bytes[offset - base]
    }

    /// The byte at absolute offset `offset`, which is buffered (no refill).
    @inline(__always)
    func buffered(_ offset: Int) -> UInt8 { bytes[offset - base] }

    /// Reads more input into the buffer (keeping what is buffered from `keepFrom` on); false
    /// at the end of the input or when this lexer may not refill.
    mutating func readMore() -> Bool {
        guard canRefill, !source.atEnd else { return false }
        let before = end
        _ = refilledByte(at: end)
        return end > before || !source.atEnd
    }

    /// A pointer to the buffered byte at absolute offset `offset`.
    func pointer(at offset: Int) -> UnsafeMutablePointer<UInt8> { bytes + (offset - base) }

    /// The location of absolute offset `offset`, which is on the current line.
    @inline(__always)
    func location(_ offset: Int) -> SourceLocation {
        // Wrapping arithmetic: `SourceLocation` keeps the low 32 bits anyway.
        SourceLocation(line: line, column: offset &- lineStart &+ 1)
    }

    /// A token of `kind` from `start` to `end`, both on the current line.
    @inline(__always)
    func token(_ kind: TokenKind, _ start: Int, _ end: Int) -> Token {
        Token(kind: kind, start: start, end: end, range: SourceRange(start: location(start), end: location(end)))
    }

    /// An error token of `error` from `start` to `end`, both on the current line.
    func errorToken(_ error: LexError, _ start: Int, _ end: Int) -> Token {
        errorToken(error, start, end, range: SourceRange(start: location(start), end: location(end)))
    }

    /// An error token of `error` from `start` to `end`, at `range`; for `.invalidUTF8`, the
    /// byte at `start` in its `value` (for the message).
    func errorToken(_ error: LexError, _ start: Int, _ end: Int, range: SourceRange) -> Token {
        var token = Token(kind: .error, start: start, end: end, range: range)
        token.error = error
        if error == .invalidUTF8 { token.value = Double(bytes[start &- base]) }
        return token
    }

    // MARK: - Tokens

    /// The next token; `.end` at the end of the input (and forever after). Its flag
    /// `Token.afterOtherSpace` says whether more than spaces and tabs were skipped before it.
    @inline(__always)
    package mutating func next() -> Token {
        var offset = position
        var byte = byte(at: offset)
        while byte == 0x20 || byte == 0x09 {
            offset += 1
            byte = self.byte(at: offset)
        }
        switch byte {
        case 0x0A where groupDepth == 0 || keepsLayout:
            let newline = token(.newline, offset, offset + 1)
            position = offset + 1
            line += 1
            lineStart = position
            return newline
        case 0x0D, 0x0C, 0x0A, UInt8(ascii: "#"):
            return next(at: offset, byte)
        default:
            // The common case: only spaces and tabs before the token, no flag to add.
            return lexToken(at: offset, byte)
        }
    }

    /// `next()` from `first` at `start` (spaces and tabs skipped): a carriage return, form feed
    /// or comment before the next token or line break, or a line break inside parentheses or
    /// brackets, which the parser does not see.
    private mutating func next(at start: Int, _ first: UInt8) -> Token {
        var layout: UInt8 = 0
        var offset = start
        var byte = first
        while true {
            while true {
                while byte == 0x20 || byte == 0x09 {
                    offset += 1
                    byte = self.byte(at: offset)
                }
                guard byte == 0x0D || byte == 0x0C else { break }
                layout = Token.afterOtherSpace
                offset += 1
                byte = self.byte(at: offset)
            }
            if byte == UInt8(ascii: "#") {
                if keepsLayout {
                    var comment = lexComment(at: offset)
                    comment.flags |= layout
                    return comment
                }
                if let error = skipComment(from: &offset) { return error }
                layout = Token.afterOtherSpace
                byte = self.byte(at: offset)
            }
            if byte == 0x0A {
                var newline = token(.newline, offset, offset + 1)
                newline.flags = layout
                position = offset + 1
                line += 1
                lineStart = position
                if groupDepth > 0 && !keepsLayout {
                    layout = Token.afterOtherSpace
                    offset = position
                    byte = self.byte(at: offset)
                    continue
                }
                return newline
            }
            var token = lexToken(at: offset, byte)
            token.flags |= layout
            return token
        }
    }

    /// Skips a `#` comment up to (not including) its line break; an error token for invalid
    /// UTF-8 or a NUL byte in it.
    private mutating func skipComment(from offset: inout Int) -> Token? {
        while true {
            let byte = byte(at: offset)
            if byte == 0x0A { return nil }
            if byte == 0 {
                if offset >= end { return nil }
                position = offset + 1
                return errorToken(.nulByte, offset, offset + 1)
            }
            if byte < 0x80 {
                offset += 1
            } else {
                let (_, length) = decodeScalar(at: offset)
                if length == 0 {
                    position = offset + 1
                    return errorToken(.invalidUTF8, offset, offset + 1)
                }
                offset += length
            }
        }
    }

    /// A `.comment` token from the `#` at `start` up to its line break, the blanks before the
    /// line break (spaces, tabs, carriage returns, form feeds) left out, for `keepsLayout`; an
    /// error token for invalid UTF-8 or a NUL byte in it.
    @inline(never)
    private mutating func lexComment(at start: Int) -> Token {
        var offset = start
        if let error = skipComment(from: &offset) { return error }
        position = offset
        var end = offset
        while end > start, Lexer.isBlank(bytes[end &- 1 &- base]) { end -= 1 }
        return token(.comment, start, end)
    }

    /// Whether `byte` is a blank the lexer skips between tokens: a space, a tab, a carriage
    /// return or a form feed.
    @inline(__always)
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }

    /// The token starting with `byte` at `start` (spaces and comments already skipped).
    @inline(__always)
    private mutating func lexToken(at start: Int, _ byte: UInt8) -> Token {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return lexWord(at: start)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return lexNumber(at: start)
        case UInt8(ascii: "\""):
            return lexString(at: start)
        case UInt8(ascii: "("): groupDepth += 1; return single(.leftParen, start)
        case UInt8(ascii: ")"): groupDepth = max(0, groupDepth - 1); return single(.rightParen, start)
        case UInt8(ascii: "["): groupDepth += 1; return single(.leftBracket, start)
        case UInt8(ascii: "]"): groupDepth = max(0, groupDepth - 1); return single(.rightBracket, start)
        case UInt8(ascii: "{"): return single(.leftBrace, start)
        case UInt8(ascii: "}"): return single(.rightBrace, start)
        case UInt8(ascii: ","): return single(.comma, start)
        case UInt8(ascii: ";"): return single(.semicolon, start)
        case UInt8(ascii: "+"): return single(.plus, start)
        case UInt8(ascii: "-"): return lexMinus(at: start)
        case UInt8(ascii: "*"): return single(.star, start)
        case UInt8(ascii: "/"): return single(.slash, start)
        case UInt8(ascii: "%"): return single(.percent, start)
        case UInt8(ascii: "."): return pair(UInt8(ascii: "."), .dotDot, else: .dot, start)
        case UInt8(ascii: "="): return pair(UInt8(ascii: "="), .equal, else: .assign, start)
        case UInt8(ascii: "<"): return pair(UInt8(ascii: "="), .lessOrEqual, else: .less, start)
        case UInt8(ascii: ">"): return pair(UInt8(ascii: "="), .greaterOrEqual, else: .greater, start)
        case UInt8(ascii: "!"):
            if self.byte(at: start + 1) == UInt8(ascii: "=") {
                position = start + 2
                return token(.notEqual, start, start + 2)
            }
            position = start + 1
            return errorToken(.bang, start, start + 1)
        case UInt8(ascii: "&"), UInt8(ascii: "|"):
            let length = self.byte(at: start + 1) == byte ? 2 : 1
            position = start + length
            return errorToken(length == 1 ? .unexpectedCharacter : byte == UInt8(ascii: "&") ? .ampersands : .bars, start, start + length)
        case 0:
            if start >= end {
                position = start
                return token(.end, start, start)
            }
            position = start + 1
            return errorToken(.nulByte, start, start + 1)
        case 0x80...0xFF:
            let (scalar, length) = decodeScalar(at: start)
            if length == 0 {
                position = start + 1
                return errorToken(.invalidUTF8, start, start + 1)
            }
            if Lexer.isXIDStart(scalar) {
                return lexWord(at: start)
            }
            position = start + length
            return errorToken(.unexpectedCharacter, start, start + length)
        default:
            position = start + 1
            return errorToken(.unexpectedCharacter, start, start + 1)
        }
    }

    /// A one-byte token.
    @inline(__always)
    private mutating func single(_ kind: TokenKind, _ start: Int) -> Token {
        position = start + 1
        return token(kind, start, start + 1)
    }

    /// A `-`, flagged `beforeDigit` when a digit follows it directly.
    @inline(__always)
    private mutating func lexMinus(at start: Int) -> Token {
        var minus = single(.minus, start)
        if Lexer.isDigit(byte(at: start + 1)) { minus.flags = Token.beforeDigit }
        return minus
    }

    /// A two-byte token when `second` follows, else a one-byte token.
    @inline(__always)
    private mutating func pair(_ second: UInt8, _ kind: TokenKind, else other: TokenKind, _ start: Int) -> Token {
        if byte(at: start + 1) == second {
            position = start + 2
            return token(kind, start, start + 2)
        }
        return single(other, start)
    }

    /// `word ::= word-start word-part*`: an identifier or keyword. The ASCII bytes of the
    /// buffer are read in one loop; a word that reaches the end of the buffered bytes or a
    /// non-ASCII byte goes on in `finishWord` (out of line, so that this stays small enough to
    /// inline into `next()`).
    @inline(__always)
    private mutating func lexWord(at start: Int) -> Token {
        let buffer = bytes
        var index = start &- base
        while Lexer.isWordByte(buffer[index]) { index &+= 1 }
        var offset = index &+ base
        var ascii = true
        if buffer[index] == 0 || buffer[index] >= 0x80 {
            if let angle = finishWord(from: start, at: &offset, ascii: &ascii) { return angle }
        }
        position = offset
        var word = token(.word, start, offset)
        if ascii { word.word = words.classify(pointer(at: start), length: offset - start) }
        return word
    }

    /// The rest of the word started at `start` from `offset` (the 0 sentinel or a non-ASCII
    /// byte): reads more input at the end of the buffered bytes, takes XID_Continue scalars
    /// (clearing `ascii`); an angle token for `N44°...` (a hemisphere letter and digits running
    /// into a degree sign), else nil with `offset` past the word.
    @inline(never)
    private mutating func finishWord(from start: Int, at offset: inout Int, ascii: inout Bool) -> Token? {
        while true {
            // Fast path over the buffered ASCII word bytes (the 0 sentinel stops it).
            let buffer = bytes
            var index = offset &- base
            while Lexer.isWordByte(buffer[index]) { index &+= 1 }
            offset = index &+ base
            let byte = byte(at: offset)
            if Lexer.isWordByte(byte) {
                offset += 1
            } else if byte >= 0x80 {
                let (value, length) = decodeScalar(at: offset)
                guard length > 0, Lexer.isXIDContinue(value, orFirst: offset == start) else {
                    // `N44°31'30"`: a hemisphere letter and digits running into a degree sign.
                    if value == 0xB0, let angle = lexHemisphereFirstAngle(at: start) { return angle }
                    return nil
                }
                ascii = false
                offset += length
            } else {
                return nil
            }
        }
    }

    /// Whether scalar value `value` is a valid scalar with the XID_Start property (out of line:
    /// the resilient `Unicode.Scalar.Properties` would otherwise cost every token a metadata
    /// look-up and stack allocations).
    @inline(never)
    static func isXIDStart(_ value: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(value) else { return false }
        return scalar.properties.isXIDStart
    }

    /// Whether scalar value `value` is a valid scalar that is XID_Continue (or any valid scalar
    /// when `first`).
    @inline(never)
    static func isXIDContinue(_ value: UInt32, orFirst first: Bool) -> Bool {
        guard let scalar = Unicode.Scalar(value) else { return false }
        return scalar.properties.isXIDContinue || first
    }

    /// Whether `byte` is an ASCII letter, digit or `_`.
    @inline(__always)
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    // MARK: - UTF-8

    /// The scalar value and byte length of the UTF-8 sequence at `offset`, whose first byte is
    /// at least 0x80; length 0 when the sequence is not valid UTF-8.
    mutating func decodeScalar(at offset: Int) -> (UInt32, Int) {
        let first = byte(at: offset)
        guard let lead = UTF8Lead(first) else { return (0, 0) }
        var value = lead.payload(of: first)
        for index in 1..<lead.length {
            let byte = byte(at: offset + index)
            if index == 1 ? !lead.second.contains(byte) : (byte & 0xC0 != 0x80) { return (0, 0) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return (value, lead.length)
    }
}
