import Testing
@testable import MapScriptSyntax

/// After an error the parser skips to the next statement: one pass reports every error, with
/// no follow-on errors.
@Suite struct RecoveryTests {
    @Test func threeSeparateErrors() {
        let script = """
            bookmark add "A" at 1,2
            zoom sideways
            repeat 2 {
              goto 1 scale
              zoom in
            }
            print (1 2)
            basemap use dark-gray
            """
        #expect(ParseHelpers.items(script) == [
            #"(bookmark-add "A" at:(coord 1 2))"#,
            "2:6: expected 'in', 'out' or 'to' after 'zoom', found 'sideways'",
            "4:15: expected a scale after 'scale', found end of line",
            "7:10: expected ')' after '1', found '2'",
            "(basemap-use <dark-gray>)",
        ])
    }

    @Test(arguments: [
        // An error inside a nested block, then more statements in the outer block.
        ("repeat 2 { repeat 3 { zoom foo; zoom in } ; bokmark }\nzoom in",
         ["1:28: expected 'in', 'out' or 'to' after 'zoom', found 'foo'", "1:45: unknown command 'bokmark'; did you mean 'bookmark'?", "(zoom-in)"]),
        // Braces skipped while recovering stay balanced.
        ("zoom { repeat 2 { } }\nzoom out", ["1:6: expected 'in', 'out' or 'to' after 'zoom', found '{'", "(zoom-out)"]),
        // A stray closing brace at the top level.
        ("zoom in }\n}\nzoom out", ["1:9: unexpected '}' with no open block", "2:1: unexpected '}' with no open block", "(zoom-out)"]),
        // An unclosed parenthesis: the next line is reported once, then parsing goes on.
        // (the line break is skipped inside the parentheses: "1 + zoom" is an expression).
        ("print (1 +\nzoom in\nzoom out", ["2:6: expected ')' after 'zoom', found 'in'", "(zoom-out)"]),
        // Lexical errors recover too.
        ("print 1 @ 2\nprint \"\\q\" + 1\nzoom in", ["1:9: unexpected character '@'", "2:8: invalid escape '\\q' in string", "(zoom-in)"]),
        // Two errors on one line separated by ';'.
        ("zoom; pan; rotate 1", ["1:5: expected 'in', 'out' or 'to' after 'zoom', found ';'", "1:10: expected 'north', 'south', 'east' or 'west' after 'pan', found ';'", "(rotate 1)"]),
        // An error in an interpolation.
        ("print \"${1 +}\" + 2\nzoom in", ["1:13: expected an operand after '+', found '}'", "(zoom-in)"]),
    ])
    func recovery(_ source: String, _ expected: [String]) {
        #expect(ParseHelpers.items(source) == expected)
    }

    /// `check` gives exactly the diagnostics; the line of each is in the parser's window as it
    /// is handed out.
    @Test func checkCollectsEverything() {
        let source = "zoom in\nzoom x\n\nwait\npan up\n"
        #expect(Parser.check(text: source).map { "\($0.range!.start)" } == ["2:6", "4:5", "5:5"])
        var parser = Parser(text: source)
        var lines: [String] = []
        while let item = parser.next() {
            if case .diagnostic(let diagnostic) = item { lines.append(parser.lineText(line: diagnostic.range!.start.line) ?? "-") }
        }
        #expect(lines == ["zoom x", "wait", "pan up"])
        #expect(Parser.check(text: "zoom in\n").isEmpty)
    }
}
