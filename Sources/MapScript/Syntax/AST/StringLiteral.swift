/// How MapScript writes a string as source text, wherever a string is shown as a literal: a
/// list printed by `print`, a fix-it's replacement.
enum StringLiteral {
    /// `text` in double quotes, escaped so that the lexer reads it back to the same string:
    /// `"`, `\` and `$` (which would start an interpolation) get a backslash, newline, tab and
    /// carriage return their letters, other control characters `\u{...}`.
    static func quoted(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "$": literal += "\\$"
            case "\n": literal += "\\n"
            case "\t": literal += "\\t"
            case "\r": literal += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    literal += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }
}
