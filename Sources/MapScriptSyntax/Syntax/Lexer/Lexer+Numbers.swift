import TextSupport

// MARK: - Numbers, durations, scale ratios and degrees-minutes-seconds

extension Lexer {
    /// An angle `D°[M'[S"]][N|S|E|W]` as scanned.
    struct Angle {
        /// The angle in decimal degrees, negative for `S` and `W`.
        var degrees: Double
        /// 1 for `N`/`S`, 2 for `E`/`W`, 0 without a hemisphere letter.
        var axis: Int
        /// Whether minutes or seconds are 60 or more.
        var invalid: Bool
        /// Absolute offset just past the angle.
        var end: Int
    }

    /// `number ::= decimal ("s" | "ms")?`, or a `scale-ratio` or an `angle` / `dms-coordinate`
    /// when `:` and a digit or `°` follow the decimal.
    mutating func lexNumber(at start: Int) -> Token {
        let number = scanDecimal(at: start)
        var offset = number.end
        let next = byte(at: offset)
        if next < 0x80 && next != UInt8(ascii: ":") && !Lexer.isWordByte(next) {
            // The common case, a plain decimal (`6000`, `44.525`), tested once: no unit, ratio,
            // angle or letters after it.
            position = offset
            if !number.value.isFinite { return errorToken(.numberOutOfRange, start, offset) }
            var token = token(.number, start, offset)
            token.value = number.value
            return token
        }
        if next == 0xC2 && byte(at: offset + 1) == 0xB0 {
            return lexAngle(at: start)
        }
        var value = number.value
        var kind = TokenKind.number
        if next == UInt8(ascii: ":") && Lexer.isDigit(byte(at: offset + 1)) {
            let denominator = scanDecimal(at: offset + 1)
            offset = denominator.end
            value = denominator.value / number.value
            kind = .scaleRatio
            if number.value == 0 { return invalidNumber(start, offset) }
        } else if next == UInt8(ascii: "s") && !Lexer.isWordByte(byte(at: offset + 1)) {
            offset += 1
        } else if next == UInt8(ascii: "m") && byte(at: offset + 1) == UInt8(ascii: "s")
                    && !Lexer.isWordByte(byte(at: offset + 2)) {
            offset += 2
            value /= 1000
        }
        if Lexer.isWordByte(byte(at: offset)) { return invalidNumber(start, offset) }
        position = offset
        if !value.isFinite { return errorToken(.numberOutOfRange, start, offset) }
        var token = token(kind, start, offset)
        token.value = value
        return token
    }

    /// An error token for a number run into letters, up to the end of the letters.
    private mutating func invalidNumber(_ start: Int, _ offset: Int) -> Token {
        var end = offset
        while Lexer.isWordByte(byte(at: end)) || byte(at: end) == UInt8(ascii: ".") { end += 1 }
        position = end
        return errorToken(.invalidNumber, start, end)
    }

    /// Whether `byte` is an ASCII digit.
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { DecimalScanner.isDigit(byte) }

    /// `decimal ::= digit+ ("." digit+)? ([eE] [+-]? digit+)?`, at `start` (a digit), by the
    /// shared `DecimalScanner`: its fast path on the buffered bytes (which end in a 0
    /// sentinel), else its general path, which reads more input when the number reaches the
    /// end of the buffered bytes.
    @inline(__always)
    mutating func scanDecimal(at start: Int) -> ScannedDecimal {
        if let short = DecimalScanner.scanShort(bytes + (start &- base)) {
            return ScannedDecimal(value: short.value, end: start &+ short.length)
        }
        return scanLongDecimal(at: start)
    }

    /// The general path of `scanDecimal`.
    @inline(never)
    private mutating func scanLongDecimal(at start: Int) -> ScannedDecimal {
        DecimalScanner.scan(&self, at: start)
    }

    /// One angle, or a pair `44°31'30"N 110°50'17"W` (space or comma between, one N/S and one
    /// E/W, in either order) as a `.coordinate` token.
    private mutating func lexAngle(at start: Int) -> Token {
        guard let first = scanAnyAngle(at: start) else { return invalidNumber(start, start) }
        if first.invalid {
            position = first.end
            return errorToken(.invalidAngle, start, first.end)
        }
        var offset = first.end
        if first.axis != 0 {
            while byte(at: offset) == 0x20 { offset += 1 }
            if byte(at: offset) == UInt8(ascii: ",") { offset += 1 }
            while byte(at: offset) == 0x20 { offset += 1 }
            if Lexer.isDigit(byte(at: offset)) || Lexer.isHemisphere(byte(at: offset)), let second = scanAnyAngle(at: offset),
               second.axis != 0, second.axis != first.axis {
                position = second.end
                if second.invalid { return errorToken(.invalidAngle, offset, second.end) }
                var pair = token(.coordinate, start, second.end)
                pair.value = first.axis == 1 ? first.degrees : second.degrees
                pair.value2 = first.axis == 1 ? second.degrees : first.degrees
                return pair
            }
        }
        position = first.end
        var angle = token(.number, start, first.end)
        angle.value = first.degrees
        angle.flags = Token.angle
        return angle
    }

    /// An angle with its hemisphere letter first (`N44°31'30"`): where a word `N44` runs into a
    /// `°`, the lexer asks for it; nil when the letter and the angle do not make one.
    mutating func lexHemisphereFirstAngle(at start: Int) -> Token? {
        guard scanHemisphereFirst(at: start) != nil else { return nil }
        return lexAngle(at: start)
    }

    /// Whether `byte` is a hemisphere letter: `N`, `S`, `E` or `W`.
    static func isHemisphere(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "N") || byte == UInt8(ascii: "S") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "W")
    }

    /// An angle in either order: `44°31'30"N` or `N44°31'30"`.
    private mutating func scanAnyAngle(at start: Int) -> Angle? {
        Lexer.isHemisphere(byte(at: start)) ? scanHemisphereFirst(at: start) : scanAngle(at: start)
    }

    /// `hemisphere decimal "°" ...`: the letter, directly followed by an angle that has no
    /// letter of its own.
    private mutating func scanHemisphereFirst(at start: Int) -> Angle? {
        let letter = byte(at: start)
        guard Lexer.isHemisphere(letter), Lexer.isDigit(byte(at: start + 1)),
              var angle = scanAngle(at: start + 1), angle.axis == 0 else { return nil }
        angle.axis = letter == UInt8(ascii: "N") || letter == UInt8(ascii: "S") ? 1 : 2
        if letter == UInt8(ascii: "S") || letter == UInt8(ascii: "W") { angle.degrees = -angle.degrees }
        return angle
    }

    /// `angle ::= hemisphere? decimal "°" (" "* decimal ("'" | "′") (" "* decimal ('"' |
    ///   "″"))?)? (" "* hemisphere)?`, the letter after: nil when there is no `°` after the
    ///   first number (`scanHemisphereFirst` reads the letter before).
    private mutating func scanAngle(at start: Int) -> Angle? {
        let degrees = scanDecimal(at: start)
        guard byte(at: degrees.end) == 0xC2 && byte(at: degrees.end + 1) == 0xB0 else { return nil }
        var angle = Angle(degrees: degrees.value, axis: 0, invalid: false, end: degrees.end + 2)
        var divisor = 60.0
        for part in 0..<2 {
            var offset = angle.end
            while byte(at: offset) == 0x20 { offset += 1 }
            guard Lexer.isDigit(byte(at: offset)) else { break }
            let value = scanDecimal(at: offset)
            guard let mark = markLength(at: value.end, seconds: part == 1) else { break }
            angle.degrees += value.value / divisor
            angle.invalid = angle.invalid || value.value >= 60
            angle.end = value.end + mark
            divisor *= 60
        }
        var offset = angle.end
        while byte(at: offset) == 0x20 { offset += 1 }
        // The letter first: at the end of the input there is no byte after it to look at.
        let letter = byte(at: offset)
        guard Lexer.isHemisphere(letter), !Lexer.isWordByte(byte(at: offset + 1)) else { return angle }
        angle.axis = letter == UInt8(ascii: "N") || letter == UInt8(ascii: "S") ? 1 : 2
        if letter == UInt8(ascii: "S") || letter == UInt8(ascii: "W") { angle.degrees = -angle.degrees }
        angle.end = offset + 1
        return angle
    }

    /// The length of a minutes mark (`'` or `′`) or seconds mark (`"` or `″`) at `offset`.
    private mutating func markLength(at offset: Int, seconds: Bool) -> Int? {
        let byte = byte(at: offset)
        if byte == (seconds ? UInt8(ascii: "\"") : UInt8(ascii: "'")) { return 1 }
        if byte == 0xE2 && self.byte(at: offset + 1) == 0x80 && self.byte(at: offset + 2) == (seconds ? 0xB3 : 0xB2) {
            return 3
        }
        return nil
    }
}

// MARK: - Decimal source

extension Lexer: DecimalSource {
    /// The buffered text from `start` up to `end` (names, plain strings, and numbers the fast
    /// path cannot convert), as the buffer copies it (short texts without a `memcpy` call).
    package func text(from start: Int, to end: Int) -> String {
        source.text(from: start, to: end)
    }
}
