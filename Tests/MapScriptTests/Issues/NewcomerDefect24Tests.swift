import Testing
@testable import MapScript

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
}
