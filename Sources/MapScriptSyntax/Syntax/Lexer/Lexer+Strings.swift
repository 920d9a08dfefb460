// MARK: - String literals

extension Lexer {
    /// How the scan of a string or an interpolation stopped.
    enum StringStop {
        /// At the closing quote or brace; the offset just past it.
        case closed(Int)
        /// At the end of the input.
        case end
        /// Too deeply nested; the offset to resume lexing at.
        case abort(Int)
    }

    /// The first error found inside a string literal (the scan goes on to its end).
    struct StringError {
        /// What is wrong.
        var error: LexError = .none
        /// The error's range.
        var range = SourceRange(line: 1, column: 1)
        /// The error's absolute start offset.
        var start = 0
        /// The error's absolute end offset.
        var end = 0
    }

    /// `string ::= '"' (string-char | escape | interpolation)* '"'`: scans to the closing quote
    /// (line breaks included) and gives a `.string` token, or an error token for the first
    /// problem inside, the lexer then resuming after the string.
    mutating func lexString(at start: Int) -> Token {
        let open = token(.string, start, start + 1)
        var flags: UInt8 = 0
        var problem = StringError()
        switch scanString(from: start + 1, depth: 0, flags: &flags, problem: &problem) {
        case .closed(let end):
            position = end
            if problem.error != .none {
                return errorToken(problem.error, problem.start, problem.end, range: problem.range)
            }
            var string = Token(kind: .string, start: start, end: end, range: SourceRange(start: open.range.start, end: location(end)))
            string.flags = flags
            return string
        case .end:
            position = end
            var error = open
            error.kind = .error
            error.error = .unterminatedString
            return error
        case .abort(let resume):
            position = resume
            return errorToken(.nestingTooDeep, problem.start, problem.end, range: problem.range)
        }
    }

    /// Records `error` for `start..<end` (on the current line) unless an error is recorded already.
    private func note(_ error: LexError, _ start: Int, _ end: Int, in problem: inout StringError) {
        guard problem.error == .none else { return }
        problem = StringError(error: error, range: SourceRange(start: location(start), end: location(end)), start: start, end: end)
    }

    /// Scans the body of a string from `start` (just past the opening quote).
    private mutating func scanString(from start: Int, depth: Int, flags: inout UInt8, problem: inout StringError) -> StringStop {
        var offset = start
        while true {
            // Fast path over buffered plain ASCII (not `"`, `\\`, `$`, a line break, NUL or
            // non-ASCII; the 0 sentinel stops it).
            let buffer = bytes
            var index = offset &- base
            let limit = end &- base
            while index &+ 8 <= limit && Lexer.isPlainStringWord(UnsafeRawPointer(buffer + index).loadUnaligned(as: UInt64.self)) {
                index &+= 8
            }
            while Lexer.isPlainStringByte(buffer[index]) { index &+= 1 }
            offset = index &+ base
            let byte = byte(at: offset)
            switch byte {
            case UInt8(ascii: "\""):
                return .closed(offset + 1)
            case UInt8(ascii: "\\"):
                flags |= Token.hasEscapes
                offset = scanEscape(at: offset, problem: &problem)
            case UInt8(ascii: "$") where self.byte(at: offset + 1) == UInt8(ascii: "{"):
                flags |= Token.hasInterpolation
                if depth >= Parser.maximumDepth {
                    note(.nestingTooDeep, offset, offset + 2, in: &problem)
                    var resume = offset
                    while self.byte(at: resume) != 0x0A && resume < end { resume += 1 }
                    return .abort(resume)
                }
                switch scanInterpolation(from: offset + 2, depth: depth + 1, flags: &flags, problem: &problem) {
                case .closed(let after): offset = after
                case .end: return .end
                case .abort(let resume): return .abort(resume)
                }
            default:
                if !skipOrdinary(byte, at: &offset, problem: &problem) { return .end }
            }
        }
    }

    /// `escape ::= "\" ('"' | "\" | "n" | "t" | "r" | "$" | "u{" hex hex? hex? hex? hex? hex? hex?
    ///   hex? "}")`: checks the escape at `start` (the backslash) and gives the offset just past it.
    private mutating func scanEscape(at start: Int, problem: inout StringError) -> Int {
        let byte = byte(at: start + 1)
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "$"):
            return start + 2
        case UInt8(ascii: "u"):
            var offset = start + 2
            var value: UInt32 = 0
            var digits = 0
            var valid = self.byte(at: offset) == UInt8(ascii: "{")
            if valid {
                offset += 1
                while let digit = Lexer.hexValue(self.byte(at: offset)) {
                    if digits < 8 { value = value << 4 | UInt32(digit) }
                    digits += 1
                    offset += 1
                }
                valid = self.byte(at: offset) == UInt8(ascii: "}") && digits >= 1 && digits <= 8 && Unicode.Scalar(value) != nil
                if self.byte(at: offset) == UInt8(ascii: "}") { offset += 1 }
            }
            if !valid { note(.invalidUnicodeEscape, start, offset, in: &problem) }
            return offset
        case 0x0A, 0:
            note(.invalidEscape, start, start + 1, in: &problem)
            return start + 1
        case 0x80...0xFF:
            let (_, length) = decodeScalar(at: start + 1)
            note(length == 0 ? .invalidUTF8 : .invalidEscape, length == 0 ? start + 1 : start, start + 1 + max(length, 1), in: &problem)
            return start + 1 + max(length, 1)
        default:
            note(.invalidEscape, start, start + 2, in: &problem)
            return start + 2
        }
    }

    /// Steps over one character of a string or interpolation that is not special to it: a line
    /// break (counted), a NUL byte or invalid UTF-8 (noted), anything else; false at the end of
    /// the input.
    @inline(__always)
    private mutating func skipOrdinary(_ byte: UInt8, at offset: inout Int, problem: inout StringError) -> Bool {
        switch byte {
        case 0x0A:
            offset += 1
            line += 1
            lineStart = offset
        case 0:
            if offset >= end { return false }
            note(.nulByte, offset, offset + 1, in: &problem)
            offset += 1
        case 0x80...0xFF:
            let (_, length) = decodeScalar(at: offset)
            if length == 0 { note(.invalidUTF8, offset, offset + 1, in: &problem) }
            offset += max(length, 1)
        default:
            offset += 1
        }
        return true
    }

    /// Whether `byte` is ASCII that needs no attention inside a string: not `"`, `\\`, `$`, a
    /// line break, NUL or a byte of a non-ASCII character.
    @inline(__always)
    static func isPlainStringByte(_ byte: UInt8) -> Bool {
        byte &- 1 < 0x7F && byte != 0x0A && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
            && byte != UInt8(ascii: "$")
    }

    /// Whether all 8 bytes of `word` are plain string bytes (see `isPlainStringByte`): no byte
    /// is 0, `"`, `\\`, `$` or a line break, and none has its high bit set.
    @inline(__always)
    static func isPlainStringWord(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func zeroByte(_ value: UInt64) -> UInt64 { (value &- ones) & ~value }
        let special = zeroByte(word) | zeroByte(word ^ (ones &* 0x22)) | zeroByte(word ^ (ones &* 0x5C))
            | zeroByte(word ^ (ones &* 0x24)) | zeroByte(word ^ (ones &* 0x0A)) | word
        return special & highs == 0
    }

    /// The value of an ASCII hex digit.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `interpolation ::= "${" expression "}"`: scans from `start` (just past `${`) to the closing `}`, counting braces
    /// and skipping nested strings; the parser parses the expression inside later.
    mutating func scanInterpolation(from start: Int, depth: Int, flags: inout UInt8, problem: inout StringError) -> StringStop {
        var offset = start
        var braces = 0
        while true {
            let byte = byte(at: offset)
            switch byte {
            case UInt8(ascii: "{"):
                braces += 1
                offset += 1
            case UInt8(ascii: "}"):
                if braces == 0 { return .closed(offset + 1) }
                braces -= 1
                offset += 1
            case UInt8(ascii: "\""):
                var inner: UInt8 = 0
                switch scanString(from: offset + 1, depth: depth, flags: &inner, problem: &problem) {
                case .closed(let after): offset = after
                case .end: return .end
                case .abort(let resume): return .abort(resume)
                }
            default:
                if !skipOrdinary(byte, at: &offset, problem: &problem) { return .end }
            }
        }
    }
}
