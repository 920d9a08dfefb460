import Testing
@testable import MapScriptSyntax

/// Issue 24, section 6: a newcomer's defects, each with the id and message it now gives.
@Suite struct NewcomerDefect24Tests {
    @Test(arguments: [
        // 6.5: past 2^53 a number is out of range, as 1e16 already said, not "not a whole number".
        ("repeat 1e20 { }", DiagnosticID.valueOutOfRange,
         "repeat count 1e+20 is out of range [-2^53, 2^53]: numbers past 2^53 cannot count by one"),
        ("bookmark add \"a\"\nbookmark remove 1e20", .valueOutOfRange,
         "bookmark position 1e+20 is out of range [-2^53, 2^53]: numbers past 2^53 cannot count by one"),
        ("graphic add point 1,2\ngraphic remove 1e300", .valueOutOfRange,
         "graphic position 1e+300 is out of range [-2^53, 2^53]: numbers past 2^53 cannot count by one"),
        ("repeat 2.5 { }", .notAWholeNumber, "expected a whole number for repeat count, found 2.5"),
        // 6.9: where a bookmark or graphic moves to is a position, not a bookmark or graphic.
        ("bookmark add \"a\"\nbookmark move 1 to 5", .positionOutOfRange, "bookmark position 5 is out of range [1, 1]"),
        ("graphic add point 1,2\ngraphic move 1 to 5", .positionOutOfRange, "graphic position 5 is out of range [1, 1]"),
        ("bookmark add \"a\"\nbookmark move 2 to 1", .noBookmark, "no bookmark 2 (there is 1)"),
        // 6.15: the messages a user wants.
        ("print 'x'", .unexpectedCharacter, "unexpected character ''': strings take straight double quotes (\"text\")"),
        ("bookmark add Home at 1,1", .unknownVariable, "no variable named 'Home'; a bookmark name is a string: \"Home\""),
        ("save \"\"", .emptyName, "the file name is empty"),
        ("graphic add line 1,1 to 2,2 width -1", .invalidGraphic, "line width must be a number of points in [0, 1000], not -1"),
        ("graphic add point 1,1 size 2000", .invalidGraphic, "marker size must be a number of points in [0, 1000], not 2000"),
        ("for i in 4..1 { print i }", .emptyRange, "the range 4..1 is empty: a range counts up (1..4 runs 4 times)"),
    ])
    func diagnostic(source: String, id: DiagnosticID, message: String) throws {
        let diagnostic = try #require(run(source).interpreter.collectedDiagnostics.first)
        #expect(diagnostic.id == id)
        #expect(diagnostic.message == message)
    }

    /// 6.6: two numbers where a coordinate goes subtract; when that gives no position, the
    /// error says a coordinate is written with a comma, and the fix-it writes it.
    @Test(arguments: [
        ("goto 44.5 -110.8", "44.5,-110.8", "found 44.5 minus 110.8"),
        ("goto -33.9 -63.985", "-33.9,-63.985", "found -33.9 minus 63.985"),
        ("goto 44 -110", "44,-110", "found 44 minus 110"),
    ])
    func aCoordinateWithoutItsComma(source: String, coordinate: String, found: String) throws {
        let diagnostic = try #require(run(source).interpreter.collectedDiagnostics.first)
        #expect(diagnostic.id == .notAWholeNumber)
        #expect(diagnostic.message == "expected a bookmark position or a coordinate, \(found): a coordinate is written with a comma")
        #expect(diagnostic.fixIts.map(\.replacement) == [coordinate])
    }

    /// A subtraction that names a bookmark still goes there.
    @Test func aSubtractionThatNamesABookmarkGoesThere() {
        #expect(run("bookmark add \"a\" at 1,2\nbookmark add \"b\" at 3,4\ngoto 5 -3\nprint viewpoint.lat").out == "3\n")
    }

    /// A move within range still moves.
    @Test func movesInRangeStillMove() {
        #expect(run("bookmark add \"a\"\nbookmark add \"b\"\nbookmark move 2 to 1\nprint bookmarks[1].name").out == "b\n")
        #expect(run("graphic add point 1,2 label \"p\"\ngraphic add point 3,4 label \"q\"\ngraphic move \"q\" to 1\nprint graphics[1].label").out == "q\n")
    }

    /// 6.15: fix-its a user wants: `exit` is `quit`, a size is `W x H`, a basemap style is one
    /// kebab-case word.
    @Test(arguments: [
        ("exit", DiagnosticID.unknownCommand, "quit"),
        ("echo 1", .unknownCommand, "print"),
        ("view size 1024x768", .invalidNumber, "1024 x 768"),
        ("basemap use light gray", .expectedEndOfStatement, "light-gray"),
        ("map new basemap dark gray", .expectedEndOfStatement, "dark-gray"),
    ])
    func fixIt(source: String, id: DiagnosticID, replacement: String) throws {
        let diagnostic = try #require(run(source).interpreter.collectedDiagnostics.first)
        #expect(diagnostic.id == id)
        #expect(diagnostic.fixIts.map(\.replacement) == [replacement])
    }

    /// 6.15: `for i in 1..n` with `n` 0 runs no turn and says nothing; a literal empty range
    /// warns once however often it runs, and the script goes on.
    @Test func anEmptyRangeWarnsOnceAndOnlyWhenWritten() {
        #expect(run("let n = 0\nfor i in 1..n { print i }").interpreter.collectedDiagnostics.isEmpty)
        let result = run("repeat 3 { for i in 5..2 { print i } }\nprint \"on\"")
        #expect(result.interpreter.collectedDiagnostics.map(\.severity) == [.warning])
        #expect(result.out == "on\n")
    }
}
