/// Text written into XML 1.0 (and HTML): the one escaper of every writer (the SVG picture, the
/// HTML page, KML, JUnit reports).
///
/// `&`, `<` and `>` always become entities. The rest depends on where the text goes
/// (`XMLEscaping.Place`) and on what is done with the characters XML 1.0 does not allow (the C0
/// controls other than tab, line feed and carriage return; U+FFFE and U+FFFF; see XML 1.0,
/// section 2.2, "Char"): a picture or a map leaves them out, a test report shows them as `\u{HEX}`
/// so that a failure's details still say what was there.
public enum XMLEscaping {
    /// Where the text goes.
    public enum Place: Sendable {
        /// Element content of a document written as is (`"` as an entity too, so that the same
        /// text may also go in an attribute): line breaks and tabs kept.
        case text
        /// The same, and `'` as `&apos;` (KML, where any text may become an attribute value).
        case textAndApostrophes
        /// Element content whose line breaks a reader must get back exactly: a carriage return as
        /// `&#13;` (a parser turns a raw one into a line feed).
        case exactContent
        /// A double-quoted attribute's value read back exactly: `"` and `'` as entities, and
        /// tab, line feed and carriage return as character references, which attribute-value
        /// normalisation keeps.
        case exactAttribute
    }

    /// What becomes of a character XML 1.0 does not allow.
    public enum Forbidden: Sendable {
        /// Left out.
        case dropped
        /// Written as `\u{HEX}` (lowercase hexadecimal).
        case shown
    }

    /// `text` escaped for `place`, the characters XML does not allow `forbidden`.
    public static func escaped(_ text: String, for place: Place = .text, forbidden: Forbidden = .dropped) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        let exact = place == .exactContent || place == .exactAttribute
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where place != .exactContent: result += "&quot;"
            case "'" where place == .textAndApostrophes || place == .exactAttribute: result += "&apos;"
            case "\r" where exact: result += "&#13;"
            case "\n" where place == .exactAttribute: result += "&#10;"
            case "\t" where place == .exactAttribute: result += "&#9;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    if forbidden == .shown { result += "\\u{" + String(scalar.value, radix: 16) + "}" }
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
