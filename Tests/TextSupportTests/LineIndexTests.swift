import Testing
import TextSupport

/// `LineIndex`: where lines start, each line's range and text, the line of an offset, and the
/// index kept up to date through edits.
@Suite struct LineIndexTests {
    /// Texts, the line starts they have, and the text of each line.
    @Test(arguments: [
        ("", [0], [""]),
        ("a", [0], ["a"]),
        ("a\n", [0, 2], ["a", ""]),
        ("a\nbc", [0, 2], ["a", "bc"]),
        ("\n\n", [0, 1, 2], ["", "", ""]),
        ("a\r\nb\r\n", [0, 3, 6], ["a", "b", ""]),
        ("a\rb", [0], ["a\rb"]),
        ("a\r", [0], ["a"]),
        ("\r\n", [0, 2], ["", ""]),
        ("café\n東京😀\nz", [0, 6, 17], ["café", "東京😀", "z"]),
    ] as [(String, [Int], [String])])
    func linesEndingAtLineFeeds(text: String, starts: [Int], lines: [String]) {
        let index = LineIndex(text: text)
        #expect(index.starts == starts)
        #expect(index.lineCount == lines.count)
        #expect((0..<index.lineCount).map { index.text(of: $0) } == lines)
        #expect(index.text(of: -1) == nil)
        #expect(index.text(of: index.lineCount) == nil)
        #expect(index.range(of: index.lineCount) == nil)
    }

    /// With `.any`, a lone carriage return ends a line too, and CRLF is one line break.
    @Test(arguments: [
        ("", [0], [""]),
        ("a\rb", [0, 2], ["a", "b"]),
        ("a\r", [0, 2], ["a", ""]),
        ("a\r\nb", [0, 3], ["a", "b"]),
        ("a\r\r\nb\n", [0, 2, 4, 6], ["a", "", "b", ""]),
        ("\r\n\r", [0, 2, 3], ["", "", ""]),
        ("é\rü", [0, 3], ["é", "ü"]),
    ] as [(String, [Int], [String])])
    func linesEndingAtAnyBreak(text: String, starts: [Int], lines: [String]) {
        let index = LineIndex(text: text, breaks: .any)
        #expect(index.starts == starts)
        #expect((0..<index.lineCount).map { index.text(of: $0) } == lines)
    }

    /// The line of an offset: the offsets of a line's bytes, its line break and just past its
    /// last byte are on it; offsets outside the text are clamped.
    @Test(arguments: [
        ("ab\ncd", [(-5, 0), (0, 0), (1, 0), (2, 0), (3, 1), (4, 1), (5, 1), (99, 1)]),
        ("a\r\nb", [(1, 0), (2, 0), (3, 1), (4, 1)]),
        ("\n", [(0, 0), (1, 1)]),
        ("", [(0, 0), (1, 0)]),
        ("é\n😀", [(1, 0), (2, 0), (3, 1), (7, 1)]),
    ] as [(String, [(Int, Int)])])
    func lineOfOffset(text: String, expected: [(Int, Int)]) {
        let index = LineIndex(text: text)
        for (offset, line) in expected {
            #expect(index.line(of: offset) == line, "offset \(offset)")
        }
    }

    /// The byte range of a line leaves out its line break (and a CR before it).
    @Test(arguments: [
        ("ab\ncd", LineIndex.Breaks.lineFeed, [0..<2, 3..<5]),
        ("ab\r\ncd\r", .lineFeed, [0..<2, 4..<6]),
        ("ab\rcd", .any, [0..<2, 3..<5]),
        ("é\r\n", .any, [0..<2, 4..<4]),
    ] as [(String, LineIndex.Breaks, [Range<Int>])])
    func rangesOfLines(text: String, breaks: LineIndex.Breaks, ranges: [Range<Int>]) {
        let index = LineIndex(text: text, breaks: breaks)
        #expect((0..<index.lineCount).map { index.range(of: $0) } == ranges)
    }

    /// An edit changes the text and the line starts as a new index of the edited text has them.
    @Test(arguments: [
        ("one\ntwo\nthree", 4..<7, "2\n2", LineIndex.Breaks.lineFeed),
        ("one\ntwo", 0..<0, "\n\n", .lineFeed),
        ("one\ntwo", 3..<4, "", .lineFeed),
        ("one\ntwo\n", 8..<8, "x\r\ny", .lineFeed),
        ("a\r", 2..<2, "\nb", .any),
        ("a\r\nb", 2..<3, "", .any),
        ("😀\n😀", 0..<9, "é", .lineFeed),
    ] as [(String, Range<Int>, String, LineIndex.Breaks)])
    func edits(text: String, range: Range<Int>, inserted: String, breaks: LineIndex.Breaks) {
        var index = LineIndex(text: text, breaks: breaks)
        index.replace(range, with: Array(inserted.utf8))
        var expected = Array(text.utf8)
        expected.replaceSubrange(range, with: Array(inserted.utf8))
        #expect(index == LineIndex(bytes: expected, breaks: breaks))
    }
}
