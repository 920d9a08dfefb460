#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// A parser running ahead on its own thread hands out what the parser itself would, and
/// answers for line text the same, whatever the batch and chunk sizes.
@Suite struct ParseAheadTests {
    /// Scripts with multi-line statements, several statements per line, errors (several in one
    /// statement), comments, blank lines, CRLF line breaks, and an end without a line break.
    static let scripts: [String] = [
        "",
        "zoom in",
        "zoom in\n",
        "\n\n# only a comment\n\n",
        "bookmark add \"A\" at 1,2 scale 5000\ngoto 1\ngoto \"A\"\nbasemap use dark-gray\nzoom out\n",
        "zoom in; zoom out; goto 1\nprint 1; print 2\n",
        "def tour(n) {\n  repeat n {\n    zoom in\n  }\n}\ntour(2)\nprint \"x\"\n",
        "zoom sideways\nprint 1 +\nbokmark\nrepeat 2 {\n  zoom in by\n  goto\n}\nprint \"unterminated\n",
        "print 1\r\nprint 2\r\n\r\nzoom in\r\n",
        "print \"a ${1 +\n 2} b\"\nprint [1,\n 2,\n 3]\n",
        "zoom in # comment\n# another\n\n\n   goto 1   \nprint (1\n",
        "repeat 2 {\n",
        "let é = 1\nprint \"café 東京\"\n\u{FF}\nprint 2",
    ]

    /// An item described, with the text of each of its lines (while the reader still has it).
    static func describe(_ description: String, _ range: SourceRange, lineText: (Int) -> String?) -> [String] {
        var items = [description]
        for line in range.start.line...max(range.start.line, range.end.line) {
            items.append("  \(line): " + (lineText(line) ?? "nil"))
        }
        return items
    }

    /// The transcript of the parser itself.
    static func direct(_ parser: Parser) -> [String] {
        var parser = parser
        var items: [String] = []
        while let item = parser.next() {
            switch item {
            case .statement(let statement):
                items += describe(SExpression.of(statement), statement.range) { parser.lineText(line: $0) }
            case .diagnostic(let diagnostic):
                items += describe(ParseHelpers.describe(diagnostic), diagnostic.range!) { parser.lineText(line: $0) }
            case .end: break  // next() hands out nil instead
            }
        }
        return items
    }

    /// The transcript of the parser running ahead in batches of `batchSize` items.
    static func ahead(_ parser: Parser, batchSize: Int) -> [String] {
        let ahead = ParseAhead(parser, limits: ParseAhead.Limits(items: batchSize))
        var items: [String] = []
        ahead.read { statement in
            items += describe(SExpression.of(statement), statement.range) { ahead.lineText(line: $0) }
        } diagnostic: { diagnostic in
            items += describe(ParseHelpers.describe(diagnostic), diagnostic.range!) { ahead.lineText(line: $0) }
        }
        return items
    }

    /// Thrown to stop reading early.
    struct Stop: Error {}

    @Test(arguments: scripts.indices, [1, 2, 3, 2048])
    func handsOutWhatTheParserDoes(script: Int, batchSize: Int) {
        let text = Self.scripts[script]
        let expected = Self.direct(Parser(text: text))
        #expect(Self.ahead(Parser(text: text), batchSize: batchSize) == expected)
    }

    @Test(arguments: [1, 7, 64], [1, 3])
    func readsFilesInChunksAsTheParserDoes(chunkSize: Int, batchSize: Int) throws {
        let text = Self.scripts.joined(separator: "\n")
        let path = "/tmp/mapscript-parse-ahead-\(getpid())-\(chunkSize)-\(batchSize).mapscript"
        let file = fopen(path, "w")
        try #require(file != nil)
        fputs(text, file)
        fclose(file)
        defer { unlink(path) }
        let first = open(path, O_RDONLY), second = open(path, O_RDONLY)
        defer { close(first); close(second) }
        let expected = Self.direct(Parser(fileDescriptor: first, chunkSize: chunkSize))
        #expect(expected.count > 40)
        #expect(Self.ahead(Parser(fileDescriptor: second, chunkSize: chunkSize), batchSize: batchSize) == expected)
    }

    /// The parsing thread has room for the deepest nesting the parser accepts, and reports
    /// deeper input as the parser does.
    @Test(arguments: [
        String(repeating: "repeat 1 {\n", count: 10_000) + String(repeating: "}\n", count: 10_000),
        String(repeating: "repeat 1 {\n", count: 199) + "zoom in\n" + String(repeating: "}\n", count: 199),
        "print " + String(repeating: "(", count: 199) + "1" + String(repeating: ")", count: 199),
        "print " + String(repeating: "\"${", count: 150) + "1" + String(repeating: "}\"", count: 150),
        "print " + String(repeating: "-", count: 10_000) + "1",
    ])
    func deepNestingParsesAsOnTheRunningThread(source: String) {
        let text = source + "\nzoom in\n"
        let expected = Self.direct(Parser(text: text))
        #expect(expected.contains("(zoom-in)"))
        #expect(Self.ahead(Parser(text: text), batchSize: 1) == expected)
    }

    @Test func batchesAreBoundedByTheirText() {
        // 3,000 statements of 40 bytes with a 4 KiB limit: many batches, each under the limit.
        let line = "print \"" + String(repeating: "x", count: 31) + "\"\n"
        let text = String(repeating: line, count: 3000)
        let ahead = ParseAhead(Parser(text: text), limits: ParseAhead.Limits(items: 100_000, bytes: 4096))
        var count = 0
        ahead.read { _ in count += 1 } diagnostic: { _ in Issue.record("no diagnostic expected") }
        #expect(count == 3000)
    }

    @Test func stopsEarlyWithoutReadingTheRest() {
        // The consumer takes one statement and finishes: the thread stops and is joined.
        let text = String(repeating: "zoom in\n", count: 200_000)
        let ahead = ParseAhead(Parser(text: text), limits: ParseAhead.Limits(items: 16))
        var first: [String] = []
        #expect(throws: Stop.self) {
            try ahead.read { (statement) throws(Stop) in
                first.append(SExpression.of(statement))
                throw Stop()
            } diagnostic: { (_) throws(Stop) in }
        }
        #expect(first == ["(zoom-in)"])
        ahead.finish()
        ahead.finish()  // idempotent
        #expect(ahead.lineText(line: 1) == "zoom in")
    }

    @Test func endsForeverAfterTheEnd() {
        let ahead = ParseAhead(Parser(text: "zoom in"), limits: ParseAhead.Limits(items: 1))
        var count = 0
        for _ in 0..<3 {
            ahead.read { _ in count += 1 } diagnostic: { _ in count += 1 }
        }
        #expect(count == 1)
    }
}
