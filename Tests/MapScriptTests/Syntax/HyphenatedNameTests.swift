import Testing
@testable import MapScriptSyntax

/// Names written in parts (`dark-gray`): the lexer's one-scan path
/// (`Lexer.lexHyphenatedName`) and the parser's token-by-token path (taken when the formatter
/// asks for token roles) read every text alike, names, ranges and errors.
@Suite struct HyphenatedNameTests {
    @Test(arguments: [
        // Names the scan takes whole.
        ("basemap use dark-gray", "(basemap-use <dark-gray>)"),
        ("basemap use world-street-map\n", "(basemap-use <world-street-map>)"),
        ("basemap use a_1-b_2-C3;zoom in", "(basemap-use <a_1-b_2-C3>) | (zoom-in)"),
        ("basemap use dark-gray # a comment", "(basemap-use <dark-gray>)"),
        ("graphic add point 1,2 color light-blue size 3", nil),
        ("help basemap-styles and-more", nil),
        // Left to the token-by-token path: spaces, a number part, a trailing hyphen, the end of
        // the input, non-ASCII parts, an angle, an expression after the word.
        ("basemap use dark - gray", nil),
        ("basemap use dark -gray", nil),
        ("basemap use dark- gray", nil),
        ("basemap use layer-2", nil),
        ("basemap use dark-", nil),
        ("basemap use dark-gray-", nil),
        ("basemap use dark--gray", nil),
        ("basemap use grün-blau", nil),
        ("basemap use dark-grün", nil),
        ("basemap use dark-grün-x", nil),
        ("basemap use dark-N44°", nil),
        ("basemap use a-b.c", nil),
        ("basemap use a-b[1]", nil),
        ("basemap use a-b(1)", nil),
        ("basemap use light gray", nil),
    ] as [(String, String?)])
    func bothPathsAgree(script: String, expected: String?) {
        let scanned = ParseHelpers.items(script, ranges: true)
        let tokenByToken = ParseHelpers.items(script, ranges: true, roles: true)
        #expect(scanned == tokenByToken, "\(script)")
        if let expected {
            #expect(ParseHelpers.item(script) == expected)
        }
    }

    /// A name that reaches the end of the buffered bytes is read whole: the parser refills
    /// the buffer, a few bytes at a time here.
    @Test(arguments: [1, 2, 3, 5, 8, 13])
    func aNameAcrossRefills(chunkSize: Int) throws {
        let script = "basemap use world-street-map\nbasemap use dark-gray"
        let items = try StreamingTests.withFile(script) { descriptor in
            var parser = Parser(fileDescriptor: descriptor, chunkSize: chunkSize)
            var items: [String] = []
            while let item = parser.next() {
                if case .statement(let statement) = item { items.append(SExpression.of(statement) + " @\(statement.range)") }
            }
            return items
        }
        #expect(items == ["(basemap-use <world-street-map>) @1:1-1:29", "(basemap-use <dark-gray>) @2:1-2:22"])
    }
}
