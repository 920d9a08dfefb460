import Testing
@testable import MapScriptSyntax

/// The layout facts the lexer puts in a token (`Token.flags`), which the parser reads instead
/// of the bytes around the token.
@Suite struct TokenFactTests {
    /// Each token of `source` as its text with its facts after it: `+digit` (a `-` directly
    /// before a digit), `(angle)`, `(escapes)`, `(interpolation)`, `(after other space)`; the
    /// tokens of a string's interpolations follow it in `${ }`.
    static func facts(_ source: String, keepsLayout: Bool = false) -> [String] {
        var lexer = Lexer(source: SourceBuffer(bytes: Array(source.utf8)))
        lexer.keepsLayout = keepsLayout
        return describe(&lexer)
    }

    /// The tokens of `lexer` up to the end (or a `}` that closes an interpolation's lexer).
    private static func describe(_ lexer: inout Lexer, closing: Bool = false) -> [String] {
        var described: [String] = []
        while true {
            let token = lexer.next()
            if token.kind == .end || closing && token.kind == .rightBrace { return described }
            var text = token.kind == .newline ? "\\n" : lexer.text(of: token)
            if token.kind == .minus && token.isBeforeDigit { text += "+digit" }
            if token.kind == .number && token.isAngle { text += "(angle)" }
            if token.kind == .string && token.flags & Token.hasEscapes != 0 { text += "(escapes)" }
            if token.kind == .string && token.flags & Token.hasInterpolation != 0 { text += "(interpolation)" }
            if !token.followsBlanksOnly { text += "(after other space)" }
            described.append(text)
            if token.kind == .string && !token.isPlainString {
                for case .interpolation(var inner, _) in lexer.stringPieces(of: token) {
                    described.append("${ " + describe(&inner, closing: true).joined(separator: " ") + " }")
                }
            }
        }
    }

    @Test(arguments: [
        // `name =`: only spaces and tabs between, or something else.
        ("a=1", ["a", "=", "1"]),
        ("a = 1", ["a", "=", "1"]),
        ("a =1", ["a", "=", "1"]),
        ("a \t= 1", ["a", "=", "1"]),
        ("a\r= 1", ["a", "=(after other space)", "1"]),
        ("a\u{0C}=1", ["a", "=(after other space)", "1"]),
        ("(a\n= 1)", ["(", "a", "=(after other space)", "1", ")"]),
        ("(a # note\n= 1)", ["(", "a", "=(after other space)", "1", ")"]),
        ("a\r\nb", ["a", "\\n(after other space)", "b"]),
        // A minus and what follows it directly.
        ("-1", ["-+digit", "1"]),
        ("- 1", ["-", "1"]),
        ("x -1", ["x", "-+digit", "1"]),
        ("x - 1", ["x", "-", "1"]),
        ("x-1", ["x", "-+digit", "1"]),
        ("44.5,-110.8", ["44.5", ",", "-+digit", "110.8"]),
        ("44.5, -110.8", ["44.5", ",", "-+digit", "110.8"]),
        ("-(1)", ["-", "(", "1", ")"]),
        ("-.5", ["-", ".", "5"]),
        ("dark-gray", ["dark", "-", "gray"]),
        ("a-_b", ["a", "-", "_b"]),
        ("a-é", ["a", "-", "é"]),
        ("a -", ["a", "-"]),
        // Angles written with a degree sign.
        ("44°31'30\" -110°50'17\"", ["44°31'30\"(angle)", "-+digit", "110°50'17\"(angle)"]),
        ("N44°31'30\"", ["N44°31'30\"(angle)"]),
        ("44°31'30\"N 110°50'17\"W", ["44°31'30\"N 110°50'17\"W"]),
        ("44.5 - 1", ["44.5", "-", "1"]),
        // Inside strings and interpolations.
        ("\"a-1 -x\"", ["\"a-1 -x\""]),
        ("\"x\\n\"", ["\"x\\n\"(escapes)"]),
        ("\"${x -1} ${ -y }\"", ["\"${x -1} ${ -y }\"(interpolation)", "${ x -+digit 1 }", "${ - y }"]),
        ("\"${44.5,-110.8}\"", ["\"${44.5,-110.8}\"(interpolation)", "${ 44.5 , -+digit 110.8 }"]),
        ("\"${ (a\n= 1) }\"", ["\"${ (a\n= 1) }\"(interpolation)", "${ ( a =(after other space) 1 ) }"]),
    ])
    func tokenFacts(source: String, expected: [String]) {
        #expect(Self.facts(source) == expected)
    }

    /// A formatter's lexer (`keepsLayout`) gives comments without the blanks before their line
    /// break, and line breaks inside parentheses as tokens (so nothing is skipped before the next).
    @Test(arguments: [
        ("a # note  \t\r\nb", ["a", "# note", "\\n", "b"]),
        ("# x\u{0C}", ["# x"]),
        ("#", ["#"]),
        ("(a\n= 1)", ["(", "a", "\\n", "=", "1", ")"]),
        ("a\r# c\n", ["a", "# c(after other space)", "\\n"]),
    ])
    func layoutTokenFacts(source: String, expected: [String]) {
        #expect(Self.facts(source, keepsLayout: true) == expected)
    }

    /// An invalid UTF-8 byte's error token carries the byte (for its message), in code, in a
    /// comment and in a string.
    @Test(arguments: [[0x61, 0x20, 0xFF], [0x23, 0xC3, 0x28], [0x22, 0xFE, 0x22]] as [[UInt8]])
    func invalidByteInTheToken(bytes: [UInt8]) {
        var lexer = Lexer(source: SourceBuffer(bytes: bytes))
        var token = lexer.next()
        while token.kind != .error && token.kind != .end { token = lexer.next() }
        #expect(token.error == .invalidUTF8)
        #expect(UInt8(token.value) == bytes[token.start])
    }

    /// The facts fit in the flags byte: a token is as large as it was (56 bytes on 64-bit).
    @Test func tokenSize() {
        #expect(MemoryLayout<Token>.size == 56)
    }

    /// What the parser makes of the same facts.
    @Test(arguments: [
        ("zoom =2", "(set zoom 2)"),
        ("zoom\t=2", "(set zoom 2)"),
        ("print -1", "(print -1)"),
        ("print - 1", "(print (- 1))"),
        ("print x -1", "(print (- x 1))"),
        ("print 2 * -x", "(print (* 2 (- x)))"),
        ("let p = 44.5,-110.8", "(let p (coord 44.5 -110.8))"),
        ("let p = 44°31'30\" -110°50'17\"", "1:9: '-' between two angles subtracts them; write a coordinate with hemispheres (44°31'30\"N 110°50'17\"W) or with a comma (44°31'30\", -110°50'17\")"),
        ("let p = 44 - -110°", "1:9: '-' between two angles subtracts them; write a coordinate with hemispheres (44°31'30\"N 110°50'17\"W) or with a comma (44°31'30\", -110°50'17\")"),
        ("let p = 44 - 110", "(let p (- 44 110))"),
        ("assert 1 -1 == 0 # why", "(assert (== (- 1 1) 0) \"1 -1 == 0\")"),
        ("print \"${-1}\"", "(print (str -1))"),
    ])
    func parsedFacts(source: String, expected: String) {
        #expect(ParseHelpers.item(source) == expected)
    }
}
