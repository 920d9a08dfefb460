import Testing
import MapFormats

@Suite struct TextPositionTests {
    @Test(arguments: [
        ("abc", 0, 1, 1),
        ("abc", 2, 1, 3),
        ("abc", 3, 1, 4),
        ("abc", 99, 1, 4),
        ("a\nbc", 2, 2, 1),
        ("a\nbc", 3, 2, 2),
        ("a\r\nbc", 3, 2, 1),
        ("a\r\nbc", 2, 1, 2),
        ("a\rbc", 2, 2, 1),
        ("\n\n\n", 3, 4, 1),
        ("\tx", 1, 1, 2),
        ("é x", 3, 1, 3),
        ("😀x", 4, 1, 2),
        ("👍🏽x", 8, 1, 2),
        ("e\u{301}x", 3, 1, 2),
        ("\u{FEFF}x", 3, 1, 1),
        ("\u{FEFF}\nx", 4, 2, 1),
    ] as [(String, Int, Int, Int)])
    func countsLinesAndVisibleColumns(_ text: String, _ offset: Int, _ line: Int, _ column: Int) {
        let position = TextPosition(offset: offset, in: Array(text.utf8))
        #expect(position.line == line)
        #expect(position.column == column)
        #expect(position.offset == min(offset, text.utf8.count))
        #expect(position.description == "\(line):\(column)")
    }
}
