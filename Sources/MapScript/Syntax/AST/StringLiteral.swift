import TextSupport

/// How MapScript writes a string as source text, wherever a string is shown as a literal: a
/// list printed by `print`, a fix-it's replacement.
enum StringLiteral {
    /// `text` in double quotes, escaped so that the lexer reads it back to the same string:
    /// `"` and `$` (which would start an interpolation) get a backslash, and the rest as
    /// `escaped` says.
    static func quoted(_ text: String) -> String {
        "\"" + escaped(text, alsoEscaping: ["\"", "$"]) + "\""
    }

    /// `text` with every control character escaped as the lexer reads it, so that it holds
    /// none and stays on one line: `\\` for a backslash, `\n`, `\t` and `\r` for line feed,
    /// tab and carriage return, `\u{HEX}` for the other C0 and C1 controls and DEL; each of
    /// `special` gets a backslash too. Also the history file's line format.
    static func escaped(_ text: String, alsoEscaping special: Set<Unicode.Scalar> = []) -> String {
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
