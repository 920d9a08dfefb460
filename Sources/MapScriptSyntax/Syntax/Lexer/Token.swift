/// A token: its kind, where it is (absolute byte offsets and a source range) and, for literals,
/// its value. Plain data: copying a token never touches a reference count.
package struct Token: Sendable {
    /// What kind of token it is.
    package var kind: TokenKind
    /// For `.word`: which word (`.other` for an ordinary identifier).
    var word: Word = .other
    /// For `.string`: `Token.hasEscapes` and `Token.hasInterpolation`.
    var flags: UInt8 = 0
    /// For `.error`: what is wrong.
    package var error: LexError = .none
    /// Absolute byte offset of the first byte.
    package var start: Int
    /// Absolute byte offset just past the last byte.
    package var end: Int
    /// Line and (byte) column of the first and just past the last byte.
    var range: SourceRange
    /// For `.number` and `.scaleRatio`: the value; for `.coordinate`: the latitude.
    var value: Double = 0
    /// For `.coordinate`: the longitude.
    var value2: Double = 0

    /// String flag: the literal contains a backslash escape.
    static let hasEscapes: UInt8 = 1
    /// String flag: the literal contains a `${...}` interpolation.
    static let hasInterpolation: UInt8 = 2

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
