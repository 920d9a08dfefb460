import Testing
@testable import MapScript

/// The one renderer for syntax and runtime errors: exact text, with and without a file name,
/// with notes, colour, tabs and wide characters.
@Suite struct DiagnosticRendererTests {
    /// The first diagnostic of `source`.
    static func diagnostic(_ source: String) -> Diagnostic {
        Parser.check(text: source)[0]
    }

    @Test func withFileName() {
        let text = DiagnosticRenderer(fileName: "tour.mapscript").render(Self.diagnostic("zoom in\nbookmark add \"x\" scale at 3\n"))
        #expect(text == """
            tour.mapscript:2:24: error: expected a scale after 'scale', found 'at'
            bookmark add "x" scale at 3
                                   ^~

            """)
    }

    @Test func withoutFileName() {
        let text = DiagnosticRenderer().render(Self.diagnostic("bokmark add \"x\""))
        #expect(text == """
            error: unknown command 'bokmark'; did you mean 'bookmark'?
            bokmark add "x"
            ^~~~~~~

            """)
    }

    @Test func withNote() {
        let text = DiagnosticRenderer(fileName: "a.mapscript").render(Self.diagnostic("repeat 3 {\n  zoom in\n"))
        #expect(text == """
            a.mapscript:2:10: error: expected '}' to close the block, found end of input
              zoom in
                     ^
            a.mapscript:1:10: note: block opened here
            repeat 3 {
                     ^

            """)
    }

    @Test func inColor() {
        let text = DiagnosticRenderer(fileName: "f", useColor: true).render(Self.diagnostic("zoom x"))
        let bold = "\u{1B}[1m", red = "\u{1B}[1;31m", green = "\u{1B}[1;32m", cyan = "\u{1B}[1;36m", reset = "\u{1B}[0m"
        #expect(text == "\(bold)f:1:6: \(reset)\(red)error: \(reset)\(bold)expected 'in', 'out' or 'to' after 'zoom', found 'x'\(reset)\n"
                + "zoom x\n     \(green)^\(reset)\n")
        let note = DiagnosticRenderer(useColor: true).render(Self.diagnostic("repeat 1 {"))
        #expect(note.contains("\(cyan)note: \(reset)\(bold)block opened here\(reset)\n"))
        #expect(!DiagnosticRenderer(fileName: "f", useColor: false).render(Self.diagnostic("zoom x")).contains("\u{1B}"))
    }

    /// Columns count characters; the caret goes under the right character after accents,
    /// combining marks, CJK (two cells each) and tabs.
    @Test(arguments: [
        ("bookmark add \"Café\" scale at", "f:1:27: error: expected a scale after 'scale', found 'at'\nbookmark add \"Café\" scale at\n                          ^~\n"),
        ("bookmark add \"Cafe\u{301}\" scale at", "f:1:27: error: expected a scale after 'scale', found 'at'\nbookmark add \"Cafe\u{301}\" scale at\n                          ^~\n"),
        ("bookmark add \"東京\" scale at", "f:1:25: error: expected a scale after 'scale', found 'at'\nbookmark add \"東京\" scale at\n                          ^~\n"),
        ("\tzoom x", "f:1:7: error: expected 'in', 'out' or 'to' after 'zoom', found 'x'\n\tzoom x\n\t     ^\n"),
        ("let 地図 = 1 +", "f:1:13: error: expected an operand after '+', found end of input\nlet 地図 = 1 +\n              ^\n"),
        ("print \"東京\" @", "f:1:12: error: unexpected character '@'\nprint \"東京\" @\n             ^\n"),
    ])
    func nonASCII(_ source: String, _ expected: String) {
        #expect(DiagnosticRenderer(fileName: "f").render(Self.diagnostic(source)) == expected)
    }

    /// A range spanning lines is underlined to the end of its first line.
    @Test func multiLineRange() {
        let diagnostic = Diagnostic.runtime("no bookmark 7 (there are 4)", at: SourceRange(start: SourceLocation(line: 3, column: 3), end: SourceLocation(line: 4, column: 2)), sourceLine: "  goto 7 {")
        #expect(DiagnosticRenderer(fileName: "t").render(diagnostic) == "t:3:3: error: no bookmark 7 (there are 4)\n  goto 7 {\n  ^~~~~~~~\n")
    }

    /// Runtime errors render like syntax errors; without a source line only the header shows.
    @Test func runtimeErrors() {
        var parser = Parser(text: "zoom in\ngoto 7 scale 5\n")
        _ = parser.next()
        guard case .statement(let statement)? = parser.next(), case .command(.goto(let target, _, _, _)) = statement.kind else {
            Issue.record("expected a goto")
            return
        }
        let error = Diagnostic.runtime("no bookmark 7 (there are 4)", at: target.range, sourceLine: parser.lineText(line: target.range.start.line))
        #expect(DiagnosticRenderer(fileName: "tour.mapscript").render(error) == "tour.mapscript:2:6: error: no bookmark 7 (there are 4)\ngoto 7 scale 5\n     ^\n")
        #expect(DiagnosticRenderer().render(error) == "error: no bookmark 7 (there are 4)\ngoto 7 scale 5\n     ^\n")
        let bare = Diagnostic.runtime("assertion failed", at: SourceRange(line: 9, column: 4))
        #expect(DiagnosticRenderer(fileName: "x").render(bare) == "x:9:4: error: assertion failed\n")
        var warning = bare
        warning.severity = .warning
        #expect(DiagnosticRenderer().render(warning) == "warning: assertion failed\n")
    }

    /// A very long line is shown as a window around the caret.
    @Test func longLine() {
        let source = "print \"" + String(repeating: "a", count: 500) + "\" @ " + String(repeating: "b", count: 500)
        let text = DiagnosticRenderer(fileName: "f").render(Self.diagnostic(source))
        let lines = text.split(separator: "\n")
        #expect(lines[0] == "f:1:510: error: unexpected character '@'")
        #expect(lines[1] == "…" + String(repeating: "a", count: 58) + "\" @ " + String(repeating: "b", count: 98) + "…")
        #expect(lines[2] == String(repeating: " ", count: 61) + "^")
    }
}
