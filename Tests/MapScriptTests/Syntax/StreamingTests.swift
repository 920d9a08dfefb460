import Foundation
import Testing
@testable import MapScriptSyntax

/// The parser reads a file descriptor in chunks, hands out one statement at a time and keeps
/// only the current statement's text.
@Suite struct StreamingTests {
    static let script = """
        #!/usr/bin/env mapscript
        # A tour; tokens straddle chunk edges at every chunk size.
        bookmark add "Grand Prismatic Spring" at 44.525,-110.838 scale 6000 rotation 45
        let home = 44°31'30"N 110°50'17"W
        def tour(pause) {
          for b in bookmarks {
            goto b duration 2s; wait pause
          }
        }
        print "at ${viewpoint.lat},
        scale 1:${viewpoint.scale} — café 東京", bookmarks.count * 2 + 1
        zoom sideways
        repeat 3 {
          zoom in by 1.5e0
          bokmark
        }
        basemap use dark-gray; tour(2)
        if clock >= 10 { wait 500ms } else { goto 1 scale 1:24000 }
        print "unterminated
        """

    /// Every item, with the text of its first line (and its notes') in the parser's window as it
    /// is handed out.
    static func items(_ parser: inout Parser) -> [String] {
        var items: [String] = []
        while let item = parser.next() {
            switch item {
            case .statement(let statement):
                items.append(SExpression.of(statement) + " @ " + (parser.lineText(line: statement.range.start.line) ?? "nil"))
            case .diagnostic(let diagnostic):
                let line = diagnostic.range.flatMap { parser.lineText(line: $0.start.line) } ?? "nil"
                var notes = ""
                for note in diagnostic.notes {
                    notes += " / \(note.range.start) \(note.message) @ " + (parser.lineText(line: note.range.start.line) ?? "nil")
                }
                items.append(ParseHelpers.describe(diagnostic) + " @ " + line + notes)
            case .end: break  // next() hands out nil instead
            }
        }
        return items
    }

    /// A temporary file holding `text`, removed after `body`.
    static func withFile<T>(_ text: String, _ body: (Int32) throws -> T) throws -> T {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-\(UUID().uuidString).mapscript")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let descriptor = open(url.path, O_RDONLY)
        defer { close(descriptor) }
        return try body(descriptor)
    }

    @Test func memoryItems() {
        var parser = Parser(text: Self.script)
        let items = Self.items(&parser)
        #expect(items.count == 10)
        #expect(items[0] == #"(bookmark-add "Grand Prismatic Spring" at:(coord 44.525 -110.838) scale:6000 rotation:45) @ bookmark add "Grand Prismatic Spring" at 44.525,-110.838 scale 6000 rotation 45"#)
        #expect(items[3] == #"(print (str "at " (. viewpoint lat) ",\nscale 1:" (. viewpoint scale) " — café 東京") (+ (* (. bookmarks count) 2) 1)) @ print "at ${viewpoint.lat},"#)
        #expect(items[4] == "12:6: expected 'in', 'out' or 'to' after 'zoom', found 'sideways' @ zoom sideways")
        #expect(items[5] == "15:3: unknown command 'bokmark'; did you mean 'bookmark'? @   bokmark")
        #expect(items[9] == "19:7: unterminated string [incomplete] @ print \"unterminated")
    }

    @Test(arguments: [1, 2, 7, 64, 65_536])
    func fileDescriptorMatchesMemory(chunkSize: Int) throws {
        var memory = Parser(text: Self.script)
        let expected = Self.items(&memory)
        let actual = try Self.withFile(Self.script) { descriptor in
            var parser = Parser(fileDescriptor: descriptor, chunkSize: chunkSize)
            return Self.items(&parser)
        }
        #expect(actual == expected)
    }

    /// Text before the current statement is dropped: a long script runs in a small buffer, and
    /// old lines are gone while the current statement's lines stay.
    @Test func boundedMemory() throws {
        var text = ""
        for index in 1...50_000 {
            text += "bookmark add \"Place \(index)\" at \(index % 90).5,-45.6 scale 1234\n"
        }
        text += "repeat 2 {\n  zoom in\n}\n"
        let (count, largest, lines) = try Self.withFile(text) { descriptor in
            var parser = Parser(fileDescriptor: descriptor)
            var count = 0
            var largest = 0
            var lines: [String?] = []
            while let item = parser.next() {
                guard case .statement = item else { continue }
                count += 1
                largest = max(largest, parser.lexer.source.count)
                if count == 50_001 {
                    lines = [parser.lineText(line: 1), parser.lineText(line: 50_001), parser.lineText(line: 50_002), parser.lineText(line: 50_003)]
                }
            }
            return (count, largest, lines)
        }
        #expect(count == 50_001)
        #expect(text.utf8.count > 2_500_000)
        #expect(largest <= 2 * Parser.defaultChunkSize)
        #expect(lines == [nil, "repeat 2 {", "  zoom in", "}"])
    }

    /// The lines of a statement, while in the window: whole when it is handed out, gone after.
    @Test func linesOfAStatement() throws {
        try Self.withFile("zoom in\ndef f(a) {\n  wait a\n}\nzoom out\n") { descriptor in
            var parser = Parser(fileDescriptor: descriptor, chunkSize: 3)
            _ = parser.next()
            guard case .statement(let def)? = parser.next() else {
                Issue.record("expected the def")
                return
            }
            let lines = def.range.start.line...def.range.end.line
            #expect(lines.map { parser.lineText(line: $0) } == ["def f(a) {", "  wait a", "}"])
            _ = parser.next()
            #expect(lines.map { parser.lineText(line: $0) } == [nil, nil, nil])
        }
    }

    /// A statement is handed out as soon as its line is complete: the parser does not wait for
    /// the next line (so a pipe fed line by line runs each line at once).
    @Test func doesNotReadAhead() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        defer { close(descriptors[0]) }
        var parser = Parser(fileDescriptor: descriptors[0])
        for line in ["zoom in\n", "viewpoint\n", "if a { zoom in }\n", "print 1, 2\n"] {
            _ = line.withCString { write(descriptors[1], $0, strlen($0)) }
            guard case .statement? = parser.next() else {
                Issue.record("expected a statement for \(line)")
                return
            }
        }
        close(descriptors[1])
        #expect(parser.next() == nil)
    }
}

extension ParseStep: Equatable {
    public static func == (a: ParseStep, b: ParseStep) -> Bool {
        switch (a, b) {
        case (.statement(let x), .statement(let y)): x == y
        case (.diagnostic(let x), .diagnostic(let y)): x == y
        default: false
        }
    }
}
