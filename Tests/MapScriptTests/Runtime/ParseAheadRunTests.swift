import Testing
@testable import MapScriptRuntime

/// Running a script with its parser ahead on another thread prints exactly what running it
/// statement by statement does: output, diagnostics (with their source lines) and outcome.
@Suite struct ParseAheadRunTests {
    static let scripts: [String] = [
        "bookmark add \"A\" at 1,2 scale 5000\ngoto 1\ngoto \"A\"\nbasemap use dark-gray\nzoom out\nprint bookmarks.count\n",
        // A runtime error stops the run; its source line comes from the batch.
        "print 1\nzoom to -5\nprint 2\n",
        // An error on a line with several statements, and one in a multi-line statement.
        "print 1; goto 9; print 2\n",
        "repeat 2 {\n  print \"x\"\n  goto 7\n}\n",
        // A procedure's lines are kept at `def` for errors raised when it is called much later.
        "def tour(n) {\n  zoom in\n  goto n\n}\n" + String(repeating: "zoom out\n", count: 50) + "tour(3)\n",
        // Syntax errors are all reported, in order with the output before them.
        "print 1\nzoom sideways\nprint 2\nbokmark\nprint \"unterminated\n",
        "quit 3\nprint \"not reached\"\n",
        "print 1\r\nzoom to -1\r\n",
    ]

    static func run(_ script: String, keepGoing: Bool, parseAhead: Interpreter.ParseAheadPolicy) -> RunResult {
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics(),
                                      options: .init(keepGoing: keepGoing, parseAhead: parseAhead))
        return MapScriptTests.run(script, interpreter: interpreter)
    }

    @Test(arguments: scripts.indices, [false, true])
    func runsAsStatementByStatement(script: Int, keepGoing: Bool) {
        let text = Self.scripts[script]
        let expected = Self.run(text, keepGoing: keepGoing, parseAhead: .never)
        #expect(expected.out != "" || expected.err != "" || expected.outcome.ending != .finished)
        for batchSize in [1, 2, 5, 2048] {
            let ahead = Self.run(text, keepGoing: keepGoing, parseAhead: .always(batchSize: batchSize))
            #expect(ahead.out == expected.out, "batch size \(batchSize)")
            #expect(ahead.err == expected.err, "batch size \(batchSize)")
            #expect(ahead.outcome == expected.outcome, "batch size \(batchSize)")
        }
    }

    @Test func procedureErrorsShowTheirLineWhenParsedAhead() {
        let result = Self.run(Self.scripts[4], keepGoing: false, parseAhead: .always(batchSize: 1))
        #expect(result.err.contains("  goto n"))
        #expect(result.firstError.hasPrefix("t.mapscript:3:"))
    }

    /// With many bookmarks, looked up by name and position while they change, results are the
    /// same.
    @Test func manyBookmarksRunAsStatementByStatement() {
        let count = 33_000
        var text = ""
        for index in 1...count { text += "bookmark add \"Place \(index)\" at \(index % 80),\(index % 170)\n" }
        for index in stride(from: 1, through: 3000, by: 7) {
            text += "goto \"Place \(index * 11 % count + 1)\"\ngoto \(index * 13 % count + 1)\nprint viewpoint.lat\n"
            if index % 5 == 0 { text += "bookmark remove \"Place \(index * 17 % count + 1)\"\n" }
            if index % 3 == 0 { text += "bookmark rename \(index % count + 1) to \"Renamed \(index)\"\n" }
        }
        text += "goto \"Nowhere\"\n"
        let expected = Self.run(text, keepGoing: true, parseAhead: .never)
        #expect(expected.out.split(separator: "\n").count > 400)
        #expect(expected.err.contains("Nowhere"))
        let ahead = Self.run(text, keepGoing: true, parseAhead: .always(batchSize: 512))
        #expect(ahead.out == expected.out)
        #expect(ahead.err == expected.err)
    }

    @Test func quitStopsAParserFarAhead() {
        let text = "print 1\nquit 4\n" + String(repeating: "zoom in\n", count: 100_000)
        let result = Self.run(text, keepGoing: false, parseAhead: .always(batchSize: 64))
        #expect(result.out == "1\n")
        #expect(result.outcome.ending == .quit(4))
    }
}
