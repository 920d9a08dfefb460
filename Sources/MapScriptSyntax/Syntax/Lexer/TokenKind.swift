/// The kinds of token. Words carry a `Word` code; numbers, scale ratios and DMS coordinates
/// carry their values in the token, so a token is plain data (no `String`, no reference).
package enum TokenKind: UInt8, Sendable {
    /// An identifier or keyword; see `Token.word`.
    case word
    /// A number: decimal, a duration (`2s`, `500ms`, in seconds) or one DMS angle (flagged
    /// `Token.angle`).
    case number
    /// A scale ratio `1:24000`; the value is the denominator over the numerator.
    case scaleRatio
    /// A degrees-minutes-seconds pair `44°31'30"N 110°50'17"W`: `value` is the latitude,
    /// `value2` the longitude.
    case coordinate
    /// A string literal, quotes included; see `Token.flags`.
    case string
    /// The `${` that opens an interpolation inside a string literal: never lexed as a token of
    /// its own, it stands before the expression of a string piece (see `Lexer.StringPiece`).
    case interpolationStart
    /// `(`.
    case leftParen
    /// `)`.
    case rightParen
    /// `[`.
    case leftBracket
    /// `]`.
    case rightBracket
    /// `{`.
    case leftBrace
    /// `}`.
    case rightBrace
    /// `,`.
    case comma
    /// `;`, a statement terminator.
    case semicolon
    /// A line break outside parentheses and brackets, a statement terminator.
    case newline
    /// `.`.
    case dot
    /// `..`.
    case dotDot
    /// `+`.
    case plus
    /// `-`.
    case minus
    /// `*`.
    case star
    /// `/`.
    case slash
    /// `%`.
    case percent
    /// `=`.
    case assign
    /// `==`.
    case equal
    /// `!=`.
    case notEqual
    /// `<`.
    case less
    /// `<=`.
    case lessOrEqual
    /// `>`.
    case greater
    /// `>=`.
    case greaterOrEqual
    /// A `#` comment, up to its line break (the blanks before the line break left out): only
    /// from a lexer that `keepsLayout`.
    case comment
    /// A lexical error; see `Token.error`.
    case error
    /// The end of the input.
    case end
}
