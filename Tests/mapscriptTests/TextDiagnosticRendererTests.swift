@testable import MapScriptSyntax
import Testing
@testable import mapscript

/// The executable's text renderer, for syntax, runtime and command-line errors alike: exact text, with and without a file name,
/// with notes, colour, tabs and wide characters.
@Suite struct TextDiagnosticRendererTests {
    /// The first diagnostic of `source`.
    static func diagnostic(_ source: String) -> Diagnostic {
        Parser.check(text: source)[0]
    }

    /// The first diagnostic of `source` rendered, its lines fetched from `source`.
    static func rendered(_ source: String, file: String?, useColor: Bool = false) -> String {
        TextDiagnosticRenderer(useColor: useColor).render(diagnostic(source), file: file, lines: SourceLines(text: source))
    }

    @Test func withFileName() {
        let text = Self.rendered("zoom in\nbookmark add \"x\" scale at 3\n", file: "tour.mapscript")
        #expect(text == """
            tour.mapscript:2:24: error: expected a scale after 'scale', found 'at'
            bookmark add "x" scale at 3
                                   ^~

            """)
    }

    @Test func withoutFileName() {
        let text = Self.rendered("bokmark add \"x\"", file: nil)
        #expect(text == """
            error: unknown command 'bokmark'; did you mean 'bookmark'?
            bokmark add "x"
            ^~~~~~~

            """)
    }

    @Test func withNote() {
        let text = Self.rendered("repeat 3 {\n  zoom in\n", file: "a.mapscript")
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
        let text = Self.rendered("zoom x", file: "f", useColor: true)
        let bold = "\u{1B}[1m", red = "\u{1B}[1;31m", green = "\u{1B}[1;32m", cyan = "\u{1B}[1;36m", reset = "\u{1B}[0m"
        #expect(text == "\(bold)f:1:6: \(reset)\(red)error: \(reset)\(bold)expected 'in', 'out' or 'to' after 'zoom', found 'x'\(reset)\n"
                + "zoom x\n     \(green)^\(reset)\n")
        let note = Self.rendered("repeat 1 {", file: nil, useColor: true)
        #expect(note.contains("\(cyan)note: \(reset)\(bold)block opened here\(reset)\n"))
        #expect(!Self.rendered("zoom x", file: "f", useColor: false).contains("\u{1B}"))
    }

    /// Control characters of the source line never reach the terminal: they show as their
    /// Control Pictures symbols (C1 controls as U+FFFD), one cell each, so the caret stays
    /// under the right character; tabs stay tabs (issue 15, item 9).
    @Test(arguments: [
        ("zoom x # \u{1B}]0;pwned\u{7}\u{1B}[2J", "f:1:6: error: expected 'in', 'out' or 'to' after 'zoom', found 'x'\nzoom x # \u{241B}]0;pwned\u{2407}\u{241B}[2J\n     ^\n"),
        ("print \"\u{1B}[2J\u{7F}\u{9B}\" +", "f:1:17: error: expected an operand after '+', found end of input\nprint \"\u{241B}[2J\u{2421}\u{FFFD}\" +\n                ^\n"),
        ("print \"\u{1B}\t\" *", "f:1:13: error: expected an operand after '*', found end of input\nprint \"\u{241B}\t\" *\n        \t   ^\n"),
    ])
    func controlCharactersEscaped(source: String, expected: String) {
        let text = Self.rendered(source, file: "f")
        #expect(text == expected)
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x7F || $0.value == 0x9B })
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
        #expect(Self.rendered(source, file: "f") == expected)
    }

    /// A range spanning lines is underlined to the end of its first line.
    @Test func multiLineRange() {
        let diagnostic = Diagnostic.runtime(.noBookmark, "no bookmark 7 (there are 4)", at: SourceRange(start: SourceLocation(line: 3, column: 3), end: SourceLocation(line: 4, column: 2)))
        #expect(TextDiagnosticRenderer().render(diagnostic, file: "t", lines: SourceLines { $0 == 3 ? "  goto 7 {" : nil }) == "t:3:3: error: no bookmark 7 (there are 4)\n  goto 7 {\n  ^~~~~~~~\n")
    }

    /// Runtime errors render like syntax errors; without a source line only the header shows.
    @Test func runtimeErrors() {
        var parser = Parser(text: "zoom in\ngoto 7 scale 5\n")
        _ = parser.next()
        guard case .statement(let statement)? = parser.next(), case .command(.goto(let target, _, _, _)) = statement.kind else {
            Issue.record("expected a goto")
            return
        }
        let error = Diagnostic.runtime(.noBookmark, "no bookmark 7 (there are 4)", at: target.range)
        let lines = SourceLines { parser.lineText(line: $0) }
        #expect(TextDiagnosticRenderer().render(error, file: "tour.mapscript", lines: lines) == "tour.mapscript:2:6: error: no bookmark 7 (there are 4)\ngoto 7 scale 5\n     ^\n")
        #expect(TextDiagnosticRenderer().render(error, file: nil, lines: lines) == "error: no bookmark 7 (there are 4)\ngoto 7 scale 5\n     ^\n")
        let bare = Diagnostic.runtime(.assertionFailed, "assertion failed", at: SourceRange(line: 9, column: 4))
        #expect(TextDiagnosticRenderer().render(bare, file: "x") == "x:9:4: error: assertion failed\n")
        var warning = bare
        warning.severity = .warning
        #expect(TextDiagnosticRenderer().render(warning, file: nil) == "warning: assertion failed\n")
    }

    /// A very long line is shown as a window around the caret.
    @Test func longLine() {
        let source = "print \"" + String(repeating: "a", count: 500) + "\" @ " + String(repeating: "b", count: 500)
        let text = Self.rendered(source, file: "f")
        let lines = text.split(separator: "\n")
        #expect(lines[0] == "f:1:510: error: unexpected character '@'")
        #expect(lines[1] == "…" + String(repeating: "a", count: 58) + "\" @ " + String(repeating: "b", count: 98) + "…")
        #expect(lines[2] == String(repeating: " ", count: 61) + "^")
    }

    /// Fix-its show as the message's "did you mean" tail, bare or quoted names as the user
    /// reads them; the message itself has no suggestion.
    @Test func fixIts() {
        let range = SourceRange(line: 1, column: 13, length: 6)
        var diagnostic = Diagnostic.runtime(.unknownBasemap, "unknown basemap 'imagry'", at: range,
                                            fixIts: [FixIt(range: range, replacement: "imagery")])
        let lines = SourceLines(text: "basemap use imagry")
        #expect(TextDiagnosticRenderer().render(diagnostic, file: "t", lines: lines) == """
            t:1:13: error: unknown basemap 'imagry'; did you mean 'imagery'?
            basemap use imagry
                        ^~~~~~

            """)
        diagnostic.fixIts = FixIt.names(["Place 1", "Place \"2\""], at: range, bare: false)
        #expect(TextDiagnosticRenderer().render(diagnostic, file: nil, lines: lines)
                .hasPrefix("error: unknown basemap 'imagry'; did you mean 'Place 1' or 'Place \"2\"'?\n"))
        #expect(Self.diagnostic("if 1 && 2 {}").fixIts == [FixIt(range: SourceRange(line: 1, column: 6, length: 2), replacement: "and")])
    }

    /// Errors of the command line have no range: `mapscript: error: ...`; other range-less
    /// diagnostics (the REPL's interruption note) have no prefix.
    @Test func withoutRange() {
        let unreadable = Diagnostic.invocation(.unreadableFile, "cannot read 'x': No such file or directory")
        #expect(TextDiagnosticRenderer().render(unreadable, file: "x") == "mapscript: error: cannot read 'x': No such file or directory\n")
        let note = Diagnostic(.interrupted, .note, kind: .runtime, message: "interrupted", range: nil)
        #expect(TextDiagnosticRenderer().render(note, file: nil) == "note: interrupted\n")
        let red = "\u{1B}[1;31m", bold = "\u{1B}[1m", reset = "\u{1B}[0m"
        #expect(TextDiagnosticRenderer(useColor: true).render(unreadable, file: nil)
                == "\(bold)mapscript: \(reset)\(red)error: \(reset)\(bold)cannot read 'x': No such file or directory\(reset)\n")
    }
}
