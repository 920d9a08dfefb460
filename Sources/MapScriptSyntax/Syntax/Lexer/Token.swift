/// A token: its kind, where it is (absolute byte offsets and a source range), for literals its
/// value, and the layout facts the parser needs about the bytes around it (`flags`), found by
/// the lexer as it makes the token: the parser never reads the bytes itself. Plain
/// data: copying a token never touches a reference count.
package struct Token: Sendable {
    /// What kind of token it is.
    package var kind: TokenKind
    /// For `.word`: which word (`.other` for an ordinary identifier).
    var word: Word = .other
    /// Facts about the token as written: for `.string`, `hasEscapes` and `hasInterpolation`;
    /// for `.number`, `angle`; for `.minus`, `beforeDigit`; for any
    /// token, `afterOtherSpace`.
    var flags: UInt8 = 0
    /// For `.error`: what is wrong.
    package var error: LexError = .none
    /// Absolute byte offset of the first byte.
    package var start: Int
    /// Absolute byte offset just past the last byte.
    package var end: Int
    /// Line and (byte) column of the first and just past the last byte.
    var range: SourceRange
    /// For `.number` and `.scaleRatio`: the value; for `.coordinate`: the latitude; for an
    /// `.error` of `.invalidUTF8`: the byte that is not UTF-8.
    var value: Double = 0
    /// For `.coordinate`: the longitude.
    var value2: Double = 0

    /// String flag: the literal contains a backslash escape.
    static let hasEscapes: UInt8 = 1
    /// String flag: the literal contains a `${...}` interpolation.
    static let hasInterpolation: UInt8 = 2
    /// Number flag: the number is an angle written with a degree sign (`44°31'30"`).
    static let angle: UInt8 = 4
    /// Minus flag: a digit follows the `-` directly (`-110.8`, not `- 110.8`).
    static let beforeDigit: UInt8 = 8
    /// Layout flag (any token): between where the lexer stopped after the token before and
    /// this token there is more than spaces and tabs (a carriage return, a form feed, a comment
    /// or a line break inside parentheses or brackets).
    static let afterOtherSpace: UInt8 = 32

    /// For `.string`: whether the literal is plain text, with no escape and no interpolation
    /// (its contents are its text between the quotes).
    @inline(__always)
    var isPlainString: Bool { flags & (Token.hasEscapes | Token.hasInterpolation) == 0 }

    /// For `.number`: whether it is an angle written with a degree sign.
    @inline(__always)
    var isAngle: Bool { flags & Token.angle != 0 }

    /// For `.minus`: whether a digit follows it directly.
    @inline(__always)
    var isBeforeDigit: Bool { flags & Token.beforeDigit != 0 }


    /// Whether only spaces and tabs (or nothing) come between the token before and this one.
    @inline(__always)
    var followsBlanksOnly: Bool { flags & Token.afterOtherSpace == 0 }

    /// Whether the token is the word `word`.
    @inline(__always)
    func isWord(_ word: Word) -> Bool { kind == .word && self.word == word }

    /// Whether the token ends a statement: a line break, `;`, `}` or the end of the input.
    var endsStatement: Bool {
        switch kind {
        case .newline, .semicolon, .rightBrace, .end: true
        default: false
        }
    }
}
