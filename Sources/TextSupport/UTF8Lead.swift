/// What the first byte of a UTF-8 sequence allows, by Unicode's table of well-formed byte
/// sequences (The Unicode Standard, chapter 3, table 3-7): no overlong forms, no surrogates,
/// nothing past U+10FFFF. Shared by the JSON scanner and the MapScript lexer.
public struct UTF8Lead: Sendable {
    /// The sequence's length in bytes (2 to 4).
    public let length: Int
    /// The bytes allowed second; every later byte is 0x80...0xBF.
    public let second: ClosedRange<UInt8>

    /// The sequence `lead` starts, or nil when `lead` cannot start one (ASCII, a continuation
    /// byte, 0xC0, 0xC1 or 0xF5 and above).
    public init?(_ lead: UInt8) {
        switch lead {
        case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
        case 0xE0: (length, second) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
        case 0xED: (length, second) = (3, 0x80...0x9F)
        case 0xF0: (length, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
        case 0xF4: (length, second) = (4, 0x80...0x8F)
        default: return nil
        }
    }

    /// The payload bits of the lead byte.
    public func payload(of lead: UInt8) -> UInt32 {
        UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    }
}

extension UTF8Lead {
    /// The offset of the first byte of `bytes` that does not start a well-formed UTF-8
    /// sequence (or starts one cut short), or nil when all of `bytes` is UTF-8.
    public static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index < bytes.count {
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            guard let lead = UTF8Lead(bytes[index]), index + lead.length <= bytes.count,
                  lead.second.contains(bytes[index + 1]) else { return index }
            for next in index + 2..<index + lead.length where bytes[next] & 0xC0 != 0x80 { return index }
            index += lead.length
        }
        return nil
    }
}
