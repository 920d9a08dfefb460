import Testing
@testable import MapScriptSyntax

/// The lexer cuts a string literal into pieces itself: text with its escapes decoded, and
/// interpolations, each a lexer over its expression stopping at the closing `}`.
@Suite struct StringPiecesTests {
    /// Each piece described: `text:"..."`, or `${tokens}` with the kinds of the expression's
    /// tokens up to the `}` and where the `${` is.
    static func pieces(_ source: String) -> [String] {
        var lexer = Lexer(source: SourceBuffer(bytes: Array(source.utf8)))
        let literal = lexer.next()
        return lexer.stringPieces(of: literal).map { piece in
            switch piece {
            case .text(let text):
                return "text:" + text.debugDescription
            case .interpolation(var inner, let opener):
                var kinds: [String] = []
                var token = inner.next()
                while token.kind != .rightBrace && token.kind != .end {
                    kinds.append(inner.text(of: token))
                    token = inner.next()
                }
                return "${\(kinds.joined(separator: " "))}@\(opener.range.start)"
            }
        }
    }

    @Test(arguments: [
        (#""a\tb\u{1F600}\"""#, [#"text:"a\tb😀\"""#]),
        (#""x ${1 + 2} y""#, [#"text:"x ""#, "${1 + 2}@1:4", #"text:" y""#]),
        (#""${a}${b}""#, ["${a}@1:2", "${b}@1:6"]),
        (#""${ "in${1}ner" } out""#, [#"${"in${1}ner"}@1:2"#, #"text:" out""#]),
        ("\"line\n${x}\"", [#"text:"line\n""#, "${x}@2:1"]),
        (#""${ [1, 2][1] }\$""#, ["${[ 1 , 2 ] [ 1 ]}@1:2", #"text:"$""#]),
    ])
    func piecesOfAString(source: String, expected: [String]) {
        #expect(Self.pieces(source) == expected)
    }
}
