#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// What a run returns: how it ended and how many errors it reported, instead of flags read
/// from the interpreter afterwards.
@Suite struct RunOutcomeTests {
    /// One script, whether it keeps going, and the outcome it must come to.
    @Test(arguments: [
        ("print 1", false, RunOutcome(.finished, errors: 0)),
        ("goto 1\nprint 2", false, RunOutcome(.stopped, errors: 1)),
        ("goto 1\nzoom tp\nprint 2", true, RunOutcome(.finished, errors: 2)),
        ("print 1; quit 4; goto 1", false, RunOutcome(.quit(4), errors: 0)),
        ("goto 1\nquit 2", true, RunOutcome(.quit(2), errors: 1)),
        ("repeat 10000 { }\nprint 1", true, RunOutcome(.stepLimitReached, errors: 1)),
        ("source \"/proc/self/mem\"\nprint 1", false, RunOutcome(.unreadable, errors: 1)),
        ("source \"/proc/self/mem\"\nprint 1", true, RunOutcome(.unreadable, errors: 1)),
    ])
    func outcomes(script: String, keepGoing: Bool, expected: RunOutcome) {
        var options = Interpreter.Options(keepGoing: keepGoing)
        options.maxSteps = 5_000
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics(), options: options)
        #expect(run(script, interpreter: interpreter).outcome == expected, "\(interpreter.renderedDiagnostics)")
    }

    /// Each run counts its own errors: an earlier run's do not carry over.
    @Test func eachRunCountsItsOwnErrors() {
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics())
        #expect(run("goto 1", interpreter: interpreter).outcome == RunOutcome(.stopped, errors: 1))
        #expect(run("print 1", interpreter: interpreter).outcome == RunOutcome(.finished, errors: 0))
    }

    /// An input that cannot be read to its end: the message names it, built whole by the
    /// parser (never edited afterwards); the outcome says so, in a run and in a check.
    @Test func anUnreadableInputIsNamedAndSaid() throws {
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics())
        #expect(try interpreter.run(.file("/proc/self/mem")) == RunOutcome(.unreadable, errors: 1))
        #expect(try interpreter.check(.file("/proc/self/mem")) == RunOutcome(.unreadable, errors: 1))
        #expect(interpreter.collectedDiagnostics.map(\.message) == [
            "cannot read '/proc/self/mem': Input/output error", "cannot read '/proc/self/mem': Input/output error",
        ])
    }

    /// How a failed read names the input, as the parser was told.
    @Test(arguments: [
        (nil, "cannot read the input: Is a directory"),
        ("standard input", "cannot read standard input: Is a directory"),
        ("'tour.mapscript'", "cannot read 'tour.mapscript': Is a directory"),
    ])
    func readErrorsNameTheInput(description: String?, message: String) {
        let directory = open("/", O_RDONLY)
        defer { close(directory) }
        var parser = description.map { Parser(fileDescriptor: directory, describedAs: $0) } ?? Parser(fileDescriptor: directory)
        #expect(parser.check().map(\.message) == [message])
    }
}
