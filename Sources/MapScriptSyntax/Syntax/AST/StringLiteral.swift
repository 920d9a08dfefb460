import TextSupport

/// How MapScript writes a string as source text, wherever a string is shown as a literal: a
/// list printed by `print`, a fix-it's replacement.
package enum StringLiteral {
    /// `text` in double quotes, escaped so that the lexer reads it back to the same string:
    /// `"` and `$` (which would start an interpolation) get a backslash, and the rest as
    /// `escaped` says.
    package static func quoted(_ text: String) -> String {
        "\"" + escaped(text, alsoEscaping: quotedSpecials) + "\""
    }

    /// What `quoted` escapes beside control characters (made once: a set built at each call
    /// was a third of the cost of quoting a short title).
    private static let quotedSpecials: Set<Unicode.Scalar> = ["\"", "$"]

    /// `text` with every control character escaped as the lexer reads it, so that it holds
    /// none and stays on one line: `\\` for a backslash, `\n`, `\t` and `\r` for line feed,
    /// tab and carriage return, `\u{HEX}` for the other C0 and C1 controls and DEL; each of
    /// `special` gets a backslash too. Also the history file's line format.
    package static func escaped(_ text: String, alsoEscaping special: Set<Unicode.Scalar> = []) -> String {
        // Most text has nothing to escape: one scan of its bytes says so (a C1 control is 0xC2
        // then 0x80...0x9F in UTF-8; the special characters are ASCII, or the scan is skipped).
        let specialBytes = special.compactMap { $0.isASCII ? UInt8($0.value) : nil }
        let plain = specialBytes.count == special.count ? text.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == UInt8(ascii: "\\") || specialBytes.contains($0) }
        } : nil
        if plain == true { return text }
        var literal = ""
        literal.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar == "\\" {
                literal += "\\\\"
            } else if let escape = scalar.controlEscape {
                literal += escape
            } else {
                if special.contains(scalar) { literal += "\\" }
                literal.unicodeScalars.append(scalar)
            }
        }
        return literal
    }
}
