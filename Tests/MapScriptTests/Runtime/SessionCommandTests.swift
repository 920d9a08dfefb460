import MapCore
import Testing
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// `help`, `quit`, and how a run behaves: stopping at
/// the first error or going on, determinism, interrupts, real time and progress.
@Suite struct SessionCommandTests {
    @Test func helpListsEveryTopic() {
        let text = output("help")
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "Commands (help TOPIC for one):")
        #expect(lines.count == HelpCatalog.topics.count + 1)
        #expect(lines[1] == "  bookmark   add, list, go to, reorder, rename and delete bookmarks")
        #expect(lines.last == "  quit       end the session")
        // Aligned: every summary starts in the same column.
        let columns = Set(lines.dropFirst().map { line -> Int in
            let body = Array(line.dropFirst(2))
            var index = body.firstIndex(of: " ")!
            while body[index] == " " { index += 1 }
            return index
        })
        #expect(columns == [11])
    }

    @Test(arguments: HelpCatalog.topics.map(\.name))
    func helpTopic(name: String) {
        let text = output("help \(name)")
        #expect(text.hasPrefix(name + ": "))
        #expect(text.contains("\nexample:\n  "))
        #expect(output("help \"\(name.uppercased())\"") == text)
    }

    @Test func helpOfOneTopic() {
        #expect(output("help zoom") == """
            zoom: change the scale
              zoom in|out [by F]
              zoom to S
            example:
              zoom to 1:24000

            """)
        #expect(output("help where") == output("help viewpoint"))
        #expect(output("help bookmark add") == output("help bookmark"))
        #expect(output("help gallery style") == output("help gallery"))
    }

    @Test(arguments: [
        ("help zom", "t.mapscript:1:6: error: no help for 'zom'; did you mean 'zoom'?"),
        (#"help "nope""#, "t.mapscript:1:6: error: no help for 'nope'"),
        ("help 5", "t.mapscript:1:6: error: expected a string for help topic, found a number"),
        ("help bokmark add", "t.mapscript:1:6: error: no help for 'bokmark add'; did you mean 'bookmark'?"),
    ])
    func helpErrors(source: String, expected: String) {
        #expect(run(source).firstError == expected)
    }

    @Test(arguments: [
        ("quit", RunOutcome.Ending.quit(0)),
        ("quit 3", .quit(3)),
        ("quit 255", .quit(255)),
        ("let code = 2; quit code * 2", .quit(4)),
        ("print \"before\"; quit 1; print \"after\"", .quit(1)),
        ("repeat 3 { quit 7 }", .quit(7)),
        ("def stop() { quit 9 }\nstop()", .quit(9)),
    ])
    func quit(source: String, outcome: RunOutcome.Ending) {
        let result = run(source)
        #expect(result.outcome.ending == outcome)
        #expect(!result.out.contains("after"))
        #expect(result.outcome.errors == 0)
    }

    @Test(arguments: [
        ("quit 300", "t.mapscript:1:6: error: exit status must be in [0, 255], not 300"),
        ("quit -1", "t.mapscript:1:6: error: exit status must be in [0, 255], not -1"),
        ("quit 1.5", "t.mapscript:1:6: error: expected a whole number for exit status, found 1.5"),
        (#"quit "x""#, "t.mapscript:1:6: error: expected a number for exit status, found a string"),
    ])
    func quitErrors(source: String, expected: String) {
        let result = run(source)
        #expect(result.firstError == expected)
        #expect(result.outcome.ending == .stopped)
    }

    // MARK: - Running

    static let threeErrors = """
        print 1
        goto 9
        print 2
        zoom to "x"
        print 3
        assert false, "last"
        print 4
        """

    @Test func byDefaultARunStopsAtTheFirstError() {
        let result = run(Self.threeErrors)
        #expect(result.out == "1\n")
        #expect(result.errorHeaders == ["t.mapscript:2:6: error: no bookmarks"])
        #expect(result.outcome.ending == .stopped)
        #expect(result.outcome.errors > 0)
    }

    @Test func keepGoingReportsEachErrorAndRunsTheRest() {
        let result = run(Self.threeErrors, keepGoing: true)
        #expect(result.out == "1\n2\n3\n4\n")
        #expect(result.errorHeaders == [
            "t.mapscript:2:6: error: no bookmarks",
            "t.mapscript:4:9: error: expected a number for scale, found a string",
            "t.mapscript:6:1: error: assertion failed: false: last",
        ])
        #expect(result.outcome.ending == .finished)
        #expect(result.outcome.errors > 0)
    }

    @Test func aSyntaxErrorStopsTheRunButEverySyntaxErrorIsReported() {
        let source = "print 1\nbokmark list\nprint 2\nzoom to\nprint 3\n"
        let stopped = run(source)
        #expect(stopped.out == "1\n")
        #expect(stopped.errorHeaders == [
            "t.mapscript:2:1: error: unknown command 'bokmark'; did you mean 'bookmark'?",
            "t.mapscript:4:8: error: expected a scale after 'to', found end of line",
        ])
        #expect(stopped.outcome.ending == .stopped)
        let goingOn = run(source, keepGoing: true)
        #expect(goingOn.out == "1\n2\n3\n")
        #expect(goingOn.errorHeaders.count == 2)
        #expect(goingOn.outcome.ending == .finished)
    }

    @Test func aCleanRunHasNoError() {
        let result = run("print 1")
        #expect(result.outcome.ending == .finished)
        #expect(result.outcome.errors == 0)
        #expect(result.err == "")
    }

    @Test func anErrorInAFailedStatementLeavesEarlierEffects() {
        let result = run("bookmark add \"A\" at 1,2\ngoto 2\n")
        #expect(result.interpreter.session.geoModel.bookmarks.count == 1)
    }

    static let scenario = """
        view size 1024 x 768
        bookmark add "Grand Prismatic Spring" at 44.525,-110.838 scale 6000
        bookmark add "Guitar-Shaped Forest" at -33.867,-63.985 scale 40000 rotation 12.5
        for b in bookmarks { goto b duration 2; viewpoint; wait 500ms }
        gallery style grid width 900
        gallery
        basemap use osm-standard
        basemap
        let xs = [0.1 + 0.2, 1 / 3, "${viewpoint}"]
        """

    @Test func runningTwiceGivesTheSameBytes() {
        let source = Self.scenario + "\nprint xs, clock\nbookmark list\nhelp\n"
        let first = run(source, keepGoing: true)
        let second = run(source, keepGoing: true)
        #expect(first.err == "")
        #expect(first.out.utf8.count > 1000)
        #expect(Array(first.out.utf8) == Array(second.out.utf8))
        #expect(Array(first.err.utf8) == Array(second.err.utf8))
    }

    @Test func anInterruptStopsALongLoop() {
        let flag = InterruptFlag()
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics(), interrupt: flag)
        flag.raise()
        let result = run("repeat 1000000 { zoom in; zoom out }\nprint \"not reached\"", interpreter: interpreter)
        #expect(result.outcome.ending == .interrupted)
        #expect(result.out == "")
        #expect(!flag.isRaised)
        // The flag was taken: the next run goes through.
        #expect(run("print 1", interpreter: interpreter).outcome.ending == .finished)
    }

    @Test func anInterruptStopsAStraightScriptWithinAThousandStatements() {
        let flag = InterruptFlag()
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics(), interrupt: flag)
        flag.raise()
        let result = run(String(repeating: "wait 1\n", count: 3000) + "print \"end\"", interpreter: interpreter)
        #expect(result.outcome.ending == .interrupted)
        #expect(result.out == "")
        #expect(interpreter.session.clock == 1023)
    }

    @Test func anInterruptedREPLEntrySaysSoAndTheLoopGoesOn() {
        let flag = InterruptFlag()
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics(), interrupt: flag)
        var loop = Repl(interpreter: interpreter, editor: ScriptedLineEditor([.line("repeat 5 { print 1 }"), .line("print 2")]),
                        history: nil)
        flag.raise()
        #expect(loop.run() == 0)
        #expect(interpreter.renderedDiagnostics == "note: interrupted\n")
        #expect(interpreter.output.text == "2\n")
    }

    @Test func virtualTimeTakesNoRealTime() {
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            let result = run("wait 600\ngoto 1,1 duration 3600\nprint clock")
            #expect(result.out == "4200\n")
        }
        #expect(elapsed < .seconds(60))  // 4200 virtual seconds; far below even on a busy machine
    }

    @Test func realTimeWaitsAndCanBeInterrupted() {
        let realtime = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics(), options: .init(realtime: true))
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(run("wait 200ms\nprint clock", interpreter: realtime).out == "0.2\n")
        }
        #expect(elapsed >= .milliseconds(190))
        let flag = InterruptFlag()
        let interrupted = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics(), options: .init(realtime: true),
                                      interrupt: flag)
        flag.raise()
        let quick = clock.measure {
            #expect(run("wait 60", interpreter: interrupted).outcome.ending == .interrupted)
        }
        #expect(quick < .seconds(30))  // not the 60 seconds asked for
    }

    @Test func progressIsReportedForLongScripts() {
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics())
        var reports: [Int] = []
        interpreter.progress = { file, line in
            #expect(file == "t.mapscript")
            reports.append(line)
        }
        let result = run(String(repeating: "zoom in\n", count: 40000), interpreter: interpreter)
        #expect(result.outcome.ending == .finished)
        #expect(reports == [16384, 32768])
    }

    @Test func progressIsReportedForLongLoops() {
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics())
        var reports: [Int] = []
        interpreter.progress = { _, line in reports.append(line) }
        let result = run("print 1\nfor i in 1..40000 {\n  zoom in\n}", interpreter: interpreter)
        #expect(result.outcome.ending == .finished)
        // Every 16,384 steps: 80,000 of them (40,000 turns of the loop, 40,000 `zoom in`).
        #expect(reports == [3, 3, 3, 3])
    }

    @Test func aREPLEntryHasNoFilePrefix() throws {
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics())
        #expect(try interpreter.run(.text("goto 3", name: nil)).ending == .stopped)
        #expect(interpreter.renderedDiagnostics == "error: no bookmarks\ngoto 3\n     ^\n")
    }

    @Test func anUnreadableFileThrows() {
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics())
        #expect(throws: UnreadableFile.self) { try interpreter.run(.file("/nonexistent/x.mapscript")) }
        do {
            _ = try interpreter.run(.file("/nonexistent/x.mapscript"))
        } catch {
            #expect(error.message == "cannot read '/nonexistent/x.mapscript': No such file or directory")
        }
    }
}
