/// The values of a track file: strict decimal numbers and times.
enum TrackValue {
    /// A time as a track file writes it.
    enum Time: Hashable {
        /// Seconds from some origin (a decimal number).
        case seconds(Double)
        /// An ISO 8601 instant, as seconds since 1970-01-01T00:00:00Z.
        case instant(Double)
    }

    /// The decimal number `text` writes: an optional sign, digits with an optional fraction
    /// (at least one digit in all), an optional exponent. No `inf`, `nan`, hex, spaces or
    /// thousands separators. Nil otherwise or when it overflows.
    static func number(_ text: Substring) -> Double? {
        var digits = 0
        var index = text.utf8.startIndex
        let bytes = text.utf8
        func peek() -> UInt8? { index < bytes.endIndex ? bytes[index] : nil }
        if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index = bytes.index(after: index) }
        while let byte = peek(), byte >= 0x30 && byte <= 0x39 { digits += 1; index = bytes.index(after: index) }
        if peek() == UInt8(ascii: ".") {
            index = bytes.index(after: index)
            while let byte = peek(), byte >= 0x30 && byte <= 0x39 { digits += 1; index = bytes.index(after: index) }
        }
        guard digits > 0 else { return nil }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index = bytes.index(after: index)
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index = bytes.index(after: index) }
            var exponentDigits = 0
            while let byte = peek(), byte >= 0x30 && byte <= 0x39 { exponentDigits += 1; index = bytes.index(after: index) }
            guard exponentDigits > 0 else { return nil }
        }
        guard index == bytes.endIndex, let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }

    /// A time: a decimal number of seconds, or an ISO 8601 date and time (`ISO8601Time`).
    static func time(_ text: Substring) -> Time? {
        if let seconds = number(text) { return .seconds(seconds) }
        return ISO8601Time.seconds(text).map(Time.instant)
    }
}
