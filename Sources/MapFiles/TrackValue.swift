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

extension TrackValue {
    /// A decimal number followed by text (after optional spaces) that starts with neither a
    /// digit nor `.`, `+` or `-`: the number's text and the rest (`12.5km` is `12.5` and `km`,
    /// `49.07 N` is `49.07` and `N`, `7` is `7` and nothing). Nil when `text` does not start
    /// with a number, or what follows it looks like more of one (`1.2.3`). The number is not
    /// checked further: see `number(_:)`.
    static func split(_ text: Substring) -> (number: Substring, unit: Substring)? {
        var text = text
        let length: Int? = text.withUTF8 { bytes in
            var index = 0
            func isDigit(_ at: Int) -> Bool { at < bytes.count && bytes[at] >= 0x30 && bytes[at] <= 0x39 }
            func isSign(_ at: Int) -> Bool { at < bytes.count && (bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-")) }
            if isSign(index) { index += 1 }
            var digits = 0
            while isDigit(index) { digits += 1; index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                while isDigit(index) { digits += 1; index += 1 }
            }
            guard digits > 0 else { return nil }
            if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
                var exponent = index + 1
                if isSign(exponent) { exponent += 1 }
                if isDigit(exponent) {
                    index = exponent
                    while isDigit(index) { index += 1 }
                }
            }
            var rest = index
            while rest < bytes.count, bytes[rest] == 0x20 || bytes[rest] == 0x09 { rest += 1 }
            if isDigit(rest) || isSign(rest) || (rest < bytes.count && bytes[rest] == UInt8(ascii: ".")) { return nil }
            return index
        }
        guard let length else { return nil }
        let cut = text.utf8.index(text.startIndex, offsetBy: length)
        var unit = text[cut...]
        while unit.first == " " || unit.first == "\t" { unit = unit.dropFirst() }
        return (text[..<cut], unit)
    }
}
