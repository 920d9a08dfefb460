/// Why a JSON text could not be read, and where.
///
/// The message is lowercase with no trailing period and quotes the offending text, so a
/// caller can render `file:line:col: error: message`.
public struct JSONError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// The text ended where more was needed (also for empty input).
        case unexpectedEndOfInput
        /// Something other than a value (`found` is the offending text, quoted).
        case expectedValue(found: String)
        /// Something other than `,` or `]` after an array element.
        case expectedCommaOrBracket(found: String)
        /// Something other than `,` or `}` after an object member.
        case expectedCommaOrBrace(found: String)
        /// Something other than a string where an object key belongs.
        case expectedKey(found: String)
        /// Something other than `:` after an object key.
        case expectedColon(found: String)
        /// A `,` right before `]` or `}`; `closing` is that bracket.
        case trailingComma(closing: Character)
        /// More text after the top-level value.
        case trailingContent(found: String)
        /// A string with no closing quote (reported at its opening quote).
        case unterminatedString
        /// A raw control character (U+0000 to U+001F) inside a string.
        case controlCharacterInString(UInt8)
        /// A backslash followed by something that is not an escape; `escape` is what was written.
        case invalidEscape(String)
        /// `\u` not followed by four hexadecimal digits.
        case invalidUnicodeEscape
        /// A `\uD800`-`\uDFFF` escape that is not half of a surrogate pair; the escape as written.
        case unpairedSurrogate(String)
        /// Bytes that are not UTF-8; `byte` is the first byte of the bad sequence.
        case invalidUTF8(byte: UInt8)
        /// A number with a leading zero, like `012`.
        case leadingZero
        /// A number missing its digits; `after` says where (`'-'`, `the decimal point`, `the exponent`).
        case expectedDigit(after: String, found: String)
        /// A number too large for a `Double`; the number as written.
        case numberOutOfRange(String)
        /// Arrays and objects nested deeper than the parser's limit.
        case nestingTooDeep(limit: Int)
        /// An object with the same key twice (reported at the second one).
        case duplicateKey(String)
    }

    /// What went wrong.
    public var kind: Kind
    /// Where it went wrong.
    public var position: TextPosition

    /// An error of `kind` at `position`.
    public init(_ kind: Kind, at position: TextPosition) {
        self.kind = kind
        self.position = position
    }

    /// The 1-based line of the error.
    public var line: Int { position.line }
    /// The 1-based column of the error, in characters a user sees.
    public var column: Int { position.column }

    /// The message, lowercase, with no position and no trailing period.
    public var message: String {
        switch kind {
        case .unexpectedEndOfInput:
            "unexpected end of input"
        case .expectedValue(let found):
            "expected a value, found \(found)"
        case .expectedCommaOrBracket(let found):
            "expected ',' or ']' after an array element, found \(found)"
        case .expectedCommaOrBrace(let found):
            "expected ',' or '}' after an object member, found \(found)"
        case .expectedKey(let found):
            "expected a string key, found \(found)"
        case .expectedColon(let found):
            "expected ':' after an object key, found \(found)"
        case .trailingComma(let closing):
            "trailing comma before '\(closing)'"
        case .trailingContent(let found):
            "unexpected \(found) after the top-level value"
        case .unterminatedString:
            "unterminated string"
        case .controlCharacterInString(let byte):
            "control character \(JSONError.codePoint(byte)) must be escaped in a string"
        case .invalidEscape(let escape):
            "invalid escape '\(escape)'"
        case .invalidUnicodeEscape:
            "expected 4 hexadecimal digits after '\\u'"
        case .unpairedSurrogate(let escape):
            "unpaired surrogate '\(escape)'"
        case .invalidUTF8(let byte):
            "invalid UTF-8 (byte \(JSONError.hexByte(byte)))"
        case .leadingZero:
            "leading zeros are not allowed in numbers"
        case .expectedDigit(let after, let found):
            "expected a digit after \(after), found \(found)"
        case .numberOutOfRange(let number):
            "number '\(number)' is out of range"
        case .nestingTooDeep(let limit):
            "arrays and objects nested deeper than \(limit) levels"
        case .duplicateKey(let key):
            "duplicate key '\(key)'"
        }
    }

    /// `line:column: message`.
    public var description: String { "\(position): \(message)" }

    /// `U+000A` for a byte below 0x80.
    static func codePoint(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    /// `0xFF`.
    static func hexByte(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "0x" + (hex.count < 2 ? "0" : "") + hex
    }
}
