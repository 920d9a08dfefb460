import Foundation
import Testing

/// Issue 23, 3: text from a script or a file reaches the terminal with its control characters
/// written as escapes: in messages (and their notes and file names) and in tables. Each case
/// printed the raw characters before the fix.
@Suite struct ControlCharacterTests {
    /// A script, and a line its rendered diagnostics must hold.
    @Test(arguments: [
        (#"let x = "\u{1b}]0;title\u{7}\u{1b}[2J"; bookmark remove x"#, #"no bookmark named '\u{1b}]0;title\u{7}\u{1b}[2J'"#),
        (#"bookmark remove "a\nb:1:1: error: forged""#, #"no bookmark named 'a\nb:1:1: error: forged'"#),
        (#"bookmark remove "x\u{9b}y""#, #"no bookmark named 'x\u{9b}y'"#),
        (#"basemap use "\u{1b}[31mred""#, #"'\u{1b}[31mred'"#),
    ])
    func messagesEscapeControlCharacters(source: String, expected: String) {
        let rendered = run(source).interpreter.renderedDiagnostics
        #expect(rendered.contains(expected), "\(rendered)")
        #expect(!rendered.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || (0x80...0x9F).contains($0.value) })
        // One header line per diagnostic: no forged `b:1:1: error:` line.
        #expect(rendered.split(separator: "\n").filter { $0.contains(": error: ") && !$0.hasPrefix("t.mapscript:") && !$0.hasPrefix("bookmark") }.isEmpty)
    }

    /// The diagnostic as data keeps the text exactly (JSON output stays exact).
    @Test func theDiagnosticItselfKeepsTheText() throws {
        let diagnostic = try #require(run(#"bookmark remove "a\u{1b}b""#).interpreter.collectedDiagnostics.first)
        #expect(diagnostic.message.contains("a\u{1B}b"))
    }

    @Test(arguments: [
        (#"bookmark add "a\u{1b}[2Jb" at 1,1; bookmark list"#, #"a\u{1b}[2Jb"#),
        (#"graphic add point 1,1 label "p\u{7}"; graphic list"#, #"p\u{7}"#),
        (#"gallery add "g\u{9b}" style imagery; gallery"#, #"g\u{9b}"#),
        (#"gallery add "g\nh" style imagery; gallery style list; gallery"#, #"g\nh"#),
        (#"graphic add line 1,1 to 2,2 label "l\u{1b}"; measure 1"#, #"l\u{1b} (line)"#),
    ])
    func tablesEscapeControlCharacters(source: String, expected: String) {
        let output = run(source).out
        #expect(output.contains(expected), "\(output)")
        #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
    }
}
