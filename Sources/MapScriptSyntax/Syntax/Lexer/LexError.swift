/// What is wrong with the text of an error token. The message is built from the code and the
/// token's text, so tokens stay plain data.
package enum LexError: UInt8, Sendable {
    /// No error.
    case none
    /// A character that starts no token, such as `@`.
    case unexpectedCharacter
    /// A NUL byte.
    case nulByte
    /// A byte that is not valid UTF-8.
    case invalidUTF8
    /// A string still open at the end of the input; the range is the opening quote.
    case unterminatedString
    /// A backslash escape that is not one of `\" \\ \n \t \r \$ \u{...}`.
    case invalidEscape
    /// A `\u{...}` escape without 1 to 8 hex digits of a Unicode scalar value.
    case invalidUnicodeEscape
    /// A number directly followed by letters, such as `12abc`.
    case invalidNumber
    /// A number too large for a double, such as `1e999`.
    case numberOutOfRange
    /// Minutes or seconds of 60 or more in a degrees-minutes-seconds angle.
    case invalidAngle
    /// `&&`, meant as `and`.
    case ampersands
    /// `||`, meant as `or`.
    case bars
    /// `!` not followed by `=`, meant as `not`.
    case bang
    /// Strings nested too deeply inside interpolations.
    case nestingTooDeep

    /// The diagnostic id of the error's message family.
    var diagnosticID: DiagnosticID {
        switch self {
        case .none, .unexpectedCharacter: .unexpectedCharacter
        case .nulByte: .nulByte
        case .invalidUTF8: .invalidUTF8
        case .unterminatedString: .unterminatedString
        case .invalidEscape, .invalidUnicodeEscape: .invalidEscape
        case .invalidNumber: .invalidNumber
        case .numberOutOfRange: .numberOutOfRange
        case .invalidAngle: .invalidAngle
        case .ampersands, .bars, .bang: .foreignOperator
        case .nestingTooDeep: .nestingTooDeep
        }
    }

    /// What MapScript writes instead of the token `text`, offered as a fix-it: `and` for `&&`,
    /// `or` for `||`, `not` for `!`, `1024 x 768` for `1024x768` (a size); nil for other errors.
    func replacement(for text: String) -> String? {
        switch self {
        case .ampersands: "and"
        case .bars: "or"
        case .bang: "not"
        case .invalidNumber: Self.sizeWithSpaces(text)
        case .none, .unexpectedCharacter, .nulByte, .invalidUTF8, .unterminatedString, .invalidEscape,
             .invalidUnicodeEscape, .numberOutOfRange, .invalidAngle, .nestingTooDeep:
            nil
        }
    }

    /// `W x H` for a token `WxH` of two whole numbers (`1024x768`), else nil.
    private static func sizeWithSpaces(_ text: String) -> String? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
            return nil
        }
        return parts[0] + " x " + parts[1]
    }

    /// Whether more input could complete the text (the REPL's continuation signal).
    var isIncompleteInput: Bool { self == .unterminatedString }

    /// The message for an error token whose text is `text` and whose first byte is `byte`.
    func message(text: String, byte: UInt8) -> String {
        switch self {
        case .none: "no error"
        case .unexpectedCharacter where text == "'" || text == "\u{2018}" || text == "\u{201C}":
            "unexpected character '\(text)': strings take straight double quotes (\"text\")"
        case .unexpectedCharacter: "unexpected character '\(text)'"
        case .nulByte: "unexpected NUL byte"
        case .invalidUTF8:
            "invalid UTF-8 byte 0x\(String(byte, radix: 16))"
        case .unterminatedString: "unterminated string"
        case .invalidEscape: "invalid escape '\(text)' in string"
        case .invalidUnicodeEscape: "invalid unicode escape '\(text)' in string"
        case .invalidNumber: "invalid number '\(text)'"
        case .numberOutOfRange: "number '\(text)' is out of range"
        case .invalidAngle: "invalid angle '\(text)': minutes and seconds must be less than 60"
        case .ampersands: "unexpected '&&'"
        case .bars: "unexpected '||'"
        case .bang: "unexpected '!'"
        case .nestingTooDeep: "nesting too deep (more than \(Parser.maximumDepth) levels)"
        }
    }
}
