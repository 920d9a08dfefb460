import MapScriptSyntax

// MARK: - The file format

extension HistoryFile {
    /// One entry as one line of the file (without its line feed).
    ///
    /// The history file is UTF-8 text, one entry per line, each line ended by a line feed
    /// (byte 0x0A); the file is split on that byte alone. Inside a line a backslash starts an
    /// escape, as in the language's strings: `\\` is a backslash, `\n` a line feed, `\r` a
    /// carriage return, `\t` a tab, and `\u{HEX}` any other control character (U+0000 to
    /// U+001F, U+007F to U+009F; 1 to 6 hex digits). Everything else is written as it is, so a
    /// line holds no control character and every entry comes back exactly as it was typed: a
    /// block over several lines, a carriage return typed with Ctrl-V Ctrl-M, a backslash.
    ///
    /// Older files (which escaped only the backslash and the line feed, and may hold a raw
    /// carriage return) read the same way: a backslash before any other character stands for
    /// that character, a backslash at the end of a line for itself, and raw characters for
    /// themselves.
    static func encode(_ entry: String) -> String {
        StringLiteral.escaped(entry)
    }

    /// One line of the file (without its line feed) back to an entry; see `encode`.
    static func decode(_ line: Substring) -> String {
        var out = ""
        var scalars = line.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\\" else {
                out.unicodeScalars.append(scalar)
                continue
            }
            guard let escaped = scalars.popFirst() else {
                out += "\\"
                break
            }
            switch escaped {
            case "n": out += "\n"
            case "r": out += "\r"
            case "t": out += "\t"
            case "u":
                if let (decoded, rest) = Self.hexScalar(scalars) {
                    out.unicodeScalars.append(decoded)
                    scalars = rest
                } else {
                    out += "u"
                }
            default: out.unicodeScalars.append(escaped)
            }
        }
        return out
    }

    /// The scalar of `{HEX}` at the start of `text` and what follows it; nil when `text` does
    /// not start with one (1 to 6 hex digits naming a Unicode scalar).
    private static func hexScalar(_ text: Substring.UnicodeScalarView) -> (Unicode.Scalar, Substring.UnicodeScalarView)? {
        guard text.first == "{", let close = text.prefix(8).firstIndex(of: "}") else { return nil }
        let digits = text[text.index(after: text.startIndex)..<close]
        guard (1...6).contains(digits.count), digits.allSatisfy(\.properties.isASCIIHexDigit),
              let value = UInt32(Substring(digits), radix: 16),
              let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, text[text.index(after: close)...])
    }
}
