// MARK: - Control characters written as escapes

extension Unicode.Scalar {
    /// How MapScript writes this scalar in a string literal when it is a control character:
    /// `\n`, `\t`, `\r`, and `\u{HEX}` (lowercase hexadecimal) for the other C0 controls, DEL and
    /// the C1 controls (`\u{1b}`, `\u{7f}`, `\u{9b}`); nil for any other scalar.
    public var controlEscape: String? {
        switch value {
        case 0x0A: "\\n"
        case 0x09: "\\t"
        case 0x0D: "\\r"
        case 0x00...0x1F, 0x7F...0x9F: "\\u{" + String(value, radix: 16) + "}"
        default: nil
        }
    }
}

extension String {
    /// The string with every control character written as its escape (`controlEscape`). Text
    /// from a script or a file goes through this before it reaches a terminal in a message or a
    /// table, so that an escape sequence in it cannot retitle or clear the terminal, and a line
    /// break in it cannot forge a diagnostic line. The string itself when it has none (one scan
    /// of its bytes: a C1 control is 0xC2 then 0x80...0x9F in UTF-8).
    public var escapingControlCharacters: String {
        let controls = utf8.withContiguousStorageIfAvailable { bytes in bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 } }
        guard controls ?? utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else { return self }
        var escaped = ""
        escaped.reserveCapacity(utf8.count + 8)
        for scalar in unicodeScalars {
            if let escape = scalar.controlEscape {
                escaped += escape
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
