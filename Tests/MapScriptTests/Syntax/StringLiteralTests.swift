import Testing
@testable import MapScriptSyntax

/// `StringLiteral.quoted` writes source text that the lexer reads back to the same string.
@Suite struct StringLiteralTests {
    static let texts = ["", "plain", "say \"hi\"", "a\nb", "tab\there", "cr\rlf", "$", "${x}", "cost $5",
                        "back\\slash", "\u{1}\u{1F}\u{7F}", "c1 \u{85}\u{9B}", "東京 café 🗺"]

    @Test(arguments: texts)
    func readsBackToTheSameString(_ text: String) {
        let literal = StringLiteral.quoted(text)
        #expect(output("print \(literal)") == text + "\n")
    }

    @Test(arguments: [("a$b", #""a\$b""#), ("x\u{2}", #""x\u{2}""#), ("\"", #""\"""#), ("\u{9B}2J", #""\u{9b}2J""#)])
    func escapes(_ text: String, _ literal: String) {
        #expect(StringLiteral.quoted(text) == literal)
    }
}
