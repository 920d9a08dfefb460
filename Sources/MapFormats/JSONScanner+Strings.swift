import TextSupport
// MARK: - Strings

extension JSONScanner {
    /// string = '"' *( unescaped / '\' escape ) '"'  (unescaped: valid UTF-8 other than `"`, `\` and U+0000-U+001F)
    mutating func readString() throws(JSONError) -> String {
        let quote = index
        index += 1
        var segmentStart = index
        var unescaped: [UInt8] = []
        var hasEscapes = false
        while true {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x22 || byte == 0x5C || byte < 0x20 || byte >= 0x80 { break }
                index += 1
            }
            guard index < bytes.count else { throw fail(.unterminatedString, at: quote) }
            let byte = bytes[index]
            switch byte {
            case 0x22:
                let segment = UnsafeBufferPointer(rebasing: bytes[segmentStart..<index])
                index += 1
                guard hasEscapes else { return String(decoding: segment, as: UTF8.self) }
                unescaped.append(contentsOf: segment)
                return String(decoding: unescaped, as: UTF8.self)
            case 0x5C:
                hasEscapes = true
                unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
                try readEscape(into: &unescaped, quote: quote)
                segmentStart = index
            case 0x00..<0x20:
                throw fail(.controlCharacterInString(byte), at: index)
            default:
                guard let length = utf8SequenceLength(at: index) else {
                    throw fail(.invalidUTF8(byte: byte), at: index)
                }
                index += length
            }
        }
    }

    /// escape = '"' / '\' / '/' / 'b' / 'f' / 'n' / 'r' / 't' / 'u' 4hexdig  (a surrogate pair as two `\u` escapes)
    mutating func readEscape(into output: inout [UInt8], quote: Int) throws(JSONError) {
        let start = index
        guard index + 1 < bytes.count else { throw fail(.unterminatedString, at: quote) }
        let simple: UInt8
        switch bytes[index + 1] {
        case UInt8(ascii: "\""): simple = 0x22
        case UInt8(ascii: "\\"): simple = 0x5C
        case UInt8(ascii: "/"): simple = 0x2F
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"):
            let code = try readHexEscape(at: start, quote: quote)
            let scalarValue: UInt32
            switch code {
            case 0xD800...0xDBFF:
                var low: UInt32 = 0
                if index + 1 < bytes.count, bytes[index] == 0x5C, bytes[index + 1] == UInt8(ascii: "u") {
                    low = try readHexEscape(at: index, quote: quote)
                }
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw fail(.unpairedSurrogate(escapeText(code)), at: start)
                }
                scalarValue = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            case 0xDC00...0xDFFF:
                throw fail(.unpairedSurrogate(escapeText(code)), at: start)
            default:
                scalarValue = code
            }
            // Not a surrogate, so a valid scalar.
            UTF8.encode(Unicode.Scalar(scalarValue)!) { output.append($0) }
            return
        case let other:
            if other < 0x80 {
                let shown = other < 0x20 || other == 0x7F ? JSONError.codePoint(other) : String(UnicodeScalar(other))
                throw fail(.invalidEscape("\\" + shown), at: start)
            }
            guard let length = utf8SequenceLength(at: index + 1) else {
                throw fail(.invalidUTF8(byte: other), at: index + 1)
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index + 1..<index + 1 + length]), as: UTF8.self)
            throw fail(.invalidEscape("\\" + text), at: start)
        }
        output.append(simple)
        index += 2
    }

    /// Reads `\uXXXX` at `start`, leaving `index` after it; the value of the four hex digits.
    mutating func readHexEscape(at start: Int, quote: Int) throws(JSONError) -> UInt32 {
        var code: UInt32 = 0
        for offset in start + 2..<start + 6 {
            guard offset < bytes.count else { throw fail(.unterminatedString, at: quote) }
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw fail(.invalidUnicodeEscape, at: start)
            }
            code = code << 4 | UInt32(digit)
        }
        index = start + 6
        return code
    }

    /// `\uD800`, as the message shows a surrogate escape.
    func escapeText(_ code: UInt32) -> String {
        let hex = String(code, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    /// The length of the well-formed UTF-8 sequence for one scalar at `offset` (a byte of
    /// 0x80 or more), or `nil` when the bytes there are not UTF-8 (Unicode table 3-7: no
    /// overlong forms, no surrogates, nothing past U+10FFFF, no truncated sequences).
    func utf8SequenceLength(at offset: Int) -> Int? {
        guard let lead = UTF8Lead(bytes[offset]), offset + lead.length <= bytes.count,
              lead.second.contains(bytes[offset + 1]) else { return nil }
        for next in offset + 2..<offset + lead.length where !(0x80...0xBF).contains(bytes[next]) {
            return nil
        }
        return lead.length
    }
}
