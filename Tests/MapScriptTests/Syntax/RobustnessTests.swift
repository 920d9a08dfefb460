import Foundation
import Testing
@testable import MapScriptSyntax

/// No input makes the lexer or parser crash or hang.
@Suite struct RobustnessTests {
    /// Parses `bytes` completely; the time limit only guards against a hang.
    /// The line limit these tests parse with: 1 MiB, so that lines past it stay quick to
    /// build (the default, `Parser.defaultLineLimit`, is 64 MiB; `LimitTests` checks it).
    static let lineLimit = 1 << 20

    static func items(_ bytes: [UInt8]) -> [String] {
        let clock = ContinuousClock()
        let start = clock.now
        var parser = Parser(bytes: bytes, lineLimit: lineLimit)
        var items: [String] = []
        while let item = parser.next() {
            switch item {
            case .statement(let statement): items.append(SExpression.of(statement).count > 60 ? "(statement)" : SExpression.of(statement))
            case .diagnostic(let diagnostic): items.append(ParseHelpers.describe(diagnostic))
            case .end: break  // next() hands out nil instead
            }
        }
        #expect(clock.now - start < .seconds(30))
        return items
    }

    @Test(arguments: [
        ([0x7A, 0x6F, 0x6F, 0x6D, 0x20, 0xFF, 0x0A, 0x7A, 0x6F, 0x6F, 0x6D, 0x20, 0x69, 0x6E], ["1:6: invalid UTF-8 byte 0xff", "(zoom-in)"]),
        ([0x70, 0x72, 0x69, 0x6E, 0x74, 0x20, 0x22, 0xC3, 0x22], ["1:8: invalid UTF-8 byte 0xc3"]),
        ([0x70, 0x72, 0x69, 0x6E, 0x74, 0x20, 0x22, 0xC0, 0x80, 0x22], ["1:8: invalid UTF-8 byte 0xc0"]),
        ([0x70, 0x72, 0x69, 0x6E, 0x74, 0x20, 0x22, 0xED, 0xA0, 0x80, 0x22], ["1:8: invalid UTF-8 byte 0xed"]),
        ([0x70, 0x72, 0x69, 0x6E, 0x74, 0x20, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], ["1:8: invalid UTF-8 byte 0xf4"]),
        ([0x23, 0x20, 0xE2, 0x82], ["1:3: invalid UTF-8 byte 0xe2"]),
        ([0x6C, 0x65, 0x74, 0x20, 0x61, 0xE2, 0x82], ["1:6: invalid UTF-8 byte 0xe2"]),
        ([0x80], ["1:1: invalid UTF-8 byte 0x80"]),
        ([0x00, 0x00, 0x0A, 0x7A, 0x6F, 0x6F, 0x6D, 0x20, 0x69, 0x6E], ["1:1: unexpected NUL byte", "(zoom-in)"]),
        ([0x22, 0x00], ["1:1: unterminated string [incomplete]"]),
    ] as [([UInt8], [String])])
    func invalidBytes(_ bytes: [UInt8], _ expected: [String]) {
        #expect(RobustnessTests.items(bytes) == expected)
    }

    /// Lines of nearly the 1 MiB limit parse as any other.
    @Test func megabyteLines() {
        let million = Self.lineLimit - 64
        #expect(RobustnessTests.items(Array("print \"\(String(repeating: "é", count: million / 2))\"\nzoom in".utf8)) == ["(statement)", "(zoom-in)"])
        #expect(RobustnessTests.items(Array("let xs = [\(String(repeating: "1, ", count: million / 3))]".utf8)) == ["(statement)"])
        #expect(RobustnessTests.items(Array(String(repeating: "zoom in; ", count: million / 9).utf8)).count == million / 9)
        #expect(RobustnessTests.items(Array(("print 1" + String(repeating: " + 1", count: million / 4)).utf8))
                == ["1:40009: expression too long (more than 10000 operators in a row)"])
        #expect(RobustnessTests.items(Array(String(repeating: "x", count: million).utf8)).count == 1)
        #expect(RobustnessTests.items(Array(("print \"" + String(repeating: "x", count: million)).utf8)) == ["1:7: unterminated string [incomplete]"])
        #expect(RobustnessTests.items(Array(("#" + String(repeating: "x", count: million) + "\nzoom in").utf8)) == ["(zoom-in)"])
    }

    /// A line longer than the limit is one `line too long` error where the input was cut (at
    /// a UTF-8 boundary); a statement or token running into the cut is that error too, never
    /// run, and the input ends there. Statements wholly before the cut are handed out.
    @Test(arguments: [
        ("print \"" + String(repeating: "x", count: 2 << 20) + "\"\nzoom in", 0, ["1:1048577: line too long"]),
        ("print 1" + String(repeating: " ", count: 2 << 20) + "\nzoom in", 0, ["1:1048577: line too long"]),
        ("zoom in\n" + String(repeating: "zoom in;", count: 1 << 18), 1 + (1 << 17), ["2:1048577: line too long"]),
        ("zoom in\n" + String(repeating: "9", count: 2 << 20), 1, ["2:1048577: line too long"]),
        ("zoom in\n" + String(repeating: "\u{0}", count: 3 << 20), 1, ["2:1: unexpected NUL byte", "2:1048577: line too long"]),
        ("zoom in\n" + String(repeating: "é", count: 1 << 20), 1, ["2:1048577: line too long"]),
        ("zoom in\nx" + String(repeating: "é", count: 1 << 19), 1, ["2:1048576: line too long"]),
        (String(repeating: "#", count: 1 << 20) + "\nzoom in", 1, []),
        (String(repeating: "#", count: (1 << 20) + 1) + "\nzoom in", 0, ["1:1048577: line too long"]),
    ])
    func overlongLines(_ source: String, statements: Int, _ diagnostics: [String]) {
        let items = RobustnessTests.items(Array(source.utf8))
        #expect(items.prefix(statements).allSatisfy { $0 == "(zoom-in)" })
        #expect(items.dropFirst(statements).map { $0.replacingOccurrences(of: Parser.overlongLineMessage(limit: Self.lineLimit), with: "line too long") }
                == diagnostics)
    }

    /// Read from a file in chunks of any size (smaller or larger than the limit), a line too
    /// long ends the input the same way; an endless line (`/dev/zero`) ends at the limit,
    /// after its first error, instead of filling the memory.
    @Test(arguments: [1000, 65536, 3 << 20])
    func overlongLinesInFiles(chunkSize: Int) throws {
        let text = "zoom in\nzoom in # " + String(repeating: "x", count: 2 << 20) + "\nzoom in\n"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-\(UUID().uuidString)").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        for (file, expected) in [(path, ["(zoom-in)", "2:1048577: line too long"]),
                                 ("/dev/zero", ["1:1: unexpected NUL byte", "1:1048577: line too long"])] {
            let descriptor = open(file, O_RDONLY)
            defer { close(descriptor) }
            var parser = Parser(fileDescriptor: descriptor, chunkSize: chunkSize, lineLimit: Self.lineLimit)
            var items: [String] = []
            while let item = parser.next() {
                switch item {
                case .statement(let statement): items.append(SExpression.of(statement))
                case .diagnostic(let diagnostic):
                    items.append(ParseHelpers.describe(diagnostic).replacingOccurrences(of: Parser.overlongLineMessage(limit: Self.lineLimit), with: "line too long"))
                case .end: break  // next() hands out nil instead
                }
            }
            #expect(items == expected, "\(file)")
        }
    }

    /// Deep nesting gives one `nesting too deep` (or one error for unbalanced braces); the
    /// statement after balanced input still parses.
    @Test(arguments: [
        (String(repeating: "repeat 1 {", count: 10_000), ["1:2010: nesting too deep (more than 200 levels)"]),
        (String(repeating: "repeat 1 {\n", count: 10_000) + String(repeating: "}\n", count: 10_000),
         ["201:10: nesting too deep (more than 200 levels)", "(zoom-in)"]),
        (String(repeating: "{", count: 10_000), ["1:1: expected a statement, found '{'"]),
        ("print " + String(repeating: "(", count: 10_000), ["1:207: nesting too deep (more than 200 levels)"]),
        ("print " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000),
         ["1:207: nesting too deep (more than 200 levels)", "(zoom-in)"]),
        ("print " + String(repeating: "[", count: 10_000), ["1:207: nesting too deep (more than 200 levels)"]),
        ("print " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000),
         ["1:207: nesting too deep (more than 200 levels)", "(zoom-in)"]),
        ("print " + String(repeating: "xs[", count: 10_000), ["1:609: nesting too deep (more than 200 levels)"]),
        ("print " + String(repeating: "f(", count: 10_000), ["1:408: nesting too deep (more than 200 levels)"]),
        ("print " + String(repeating: "-", count: 10_000) + "1", ["1:207: nesting too deep (more than 200 levels)", "(zoom-in)"]),
        ("print " + String(repeating: "not ", count: 10_000) + "1", ["1:807: nesting too deep (more than 200 levels)", "(zoom-in)"]),
        ("print " + String(repeating: "\"${", count: 10_000), ["1:608: nesting too deep (more than 200 levels)", "(zoom-in)"]),
        ("print " + String(repeating: "\"${", count: 150) + "1" + String(repeating: "}\"", count: 150), ["(statement)", "(zoom-in)"]),
        ("print " + String(repeating: "\"${", count: 300) + "1" + String(repeating: "}\"", count: 300),
         ["1:608: nesting too deep (more than 200 levels)", "(zoom-in)"]),
        ("if a {} else " + String(repeating: "if a {} else ", count: 10_000) + "{}", ["(statement)", "(zoom-in)"]),
    ])
    func deepNesting(_ source: String, _ expected: [String]) {
        #expect(RobustnessTests.items(Array((source + "\nzoom in").utf8)) == expected)
    }
}
