import Testing
import TextSupport
@testable import MapScriptRuntime

/// `--max-steps`: a batch run counts statements and loop turns, and stops past the limit with
/// `runtime.step-limit-reached`, even with `keepGoing` (issue 15).
@Suite struct StepBudgetTests {
    /// `let` (1), `repeat` (1), 100 turns, 100 assignments and `print` (1): 203 steps.
    static let counted = "let n = 0\nrepeat 100 { n = n + 1 }\nprint n"
    /// `def` (1), `for` (1), 10 turns, each with an `if` (1) and, on 5 of them, a call (1)
    /// whose body runs 1 statement, and `print` (1): 1 + 1 + 10 + 10 + 5 + 5 + 1 = 33 steps.
    static let withCalls = "def f() { let x = 1 }\nfor i in 1..10 { if i % 2 == 0 { f() } }\nprint \"done\""

    /// `def` (1), `let` (1), `repeat` (1), 10 turns, 10 assignments, and in each call the
    /// `return` that is the whole body (1), worked out as a number formula, and `print` (1):
    /// 34 steps.
    static let returning = "def f(x) { return x + 1 }\nlet n = 0\nrepeat 10 { n = f(n) }\nprint n"
    /// The same with a string, which the formula does not take (the general `return`): 34.
    static let returningText = "def f(x) { return x + 1 }\nlet n = \"\"\nrepeat 10 { n = f(n) }\nprint n"

    /// `def` (1), `print` (1), and the 5 calls of `fib(3)`, each its `if` (1) and one `return`
    /// (1): 12 steps, in a body of returns only (`Compiler.returnsOnly`) as in statements.
    static let returnsOnly = "def fib(n) {\n if n < 2 { return n }\n return fib(n - 1) + fib(n - 2)\n}\nprint fib(3)"
    /// The same body as statements (an empty `else` takes no step): 12.
    static let returnsAsStatements = "def fib(n) {\n if n < 2 { return n } else { }\n return fib(n - 1) + fib(n - 2)\n}\nprint fib(3)"

    @Test(arguments: [
        (returnsOnly, 12, true), (returnsOnly, 11, false), (returnsAsStatements, 12, true), (returnsAsStatements, 11, false),
        (counted, 204, true), (counted, 203, true), (counted, 202, false), (counted, 1, false),
        (withCalls, 33, true), (withCalls, 32, false),
        (returning, 34, true), (returning, 33, false), (returningText, 34, true), (returningText, 33, false),
    ])
    func theLimitIsExact(script: String, limit: Int, finishes: Bool) {
        let result = run(script, maxSteps: limit)
        #expect((result.outcome.ending == .finished) == finishes, "\(result.err)")
        #expect((result.outcome.ending == .stepLimitReached) == !finishes)
        if !finishes {
            #expect(result.interpreter.collectedDiagnostics.map(\.id) == [.stepLimitReached])
            #expect(result.err.contains("more than \(NumberFormat.grouped(limit)) steps"))
        }
    }

    /// The step past the limit is the one reported, also when it is the `return` of a call
    /// worked out without a frame (`Interpreter.returnedNumber`), which then goes the general
    /// way: step 33 of `returning` is its last `return`, in `f` on line 1, called as `f(9)`.
    @Test(arguments: [(returning, 32, 1, "in f(9)"), (returningText, 32, 1, "in f(\"111111111\")"), (returning, 33, 4, nil)])
    func theLimitIsReportedAtTheStepPastIt(script: String, limit: Int, line: Int, note: String?) {
        let result = run(script, maxSteps: limit)
        let diagnostic = result.interpreter.collectedDiagnostics.first
        #expect(diagnostic?.id == .stepLimitReached)
        #expect(diagnostic?.range?.start.line == line, "\(result.err)")
        #expect(diagnostic?.notes.first(where: { $0.callSite != nil })?.message == note, "\(result.err)")
    }

    @Test func keepGoingStopsAtTheLimitToo() {
        let result = run("repeat 100000 { }\nprint \"after\"", maxSteps: 5_000, keepGoing: true)
        #expect(result.out == "")
        #expect(result.outcome == RunOutcome(.stepLimitReached, errors: 1))
        #expect(result.interpreter.collectedDiagnostics.map(\.id) == [.stepLimitReached])
    }

    @Test func theBudgetSpansEveryInputOfTheRun() {
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics(),
                                      options: options(maxSteps: 150))
        #expect(MapScriptTests.run("repeat 99 { }", interpreter: interpreter).outcome.ending == .finished)  // 100 steps
        #expect(MapScriptTests.run("repeat 99 { }", interpreter: interpreter).outcome.ending == .stepLimitReached)   // 200 > 150
        // No limit (the REPL): the count goes on, nothing stops.
        interpreter.options.maxSteps = nil
        #expect(MapScriptTests.run("repeat 10000 { }", interpreter: interpreter).outcome.ending == .finished)
    }

    @Test func noLimitRunsLongLoops() {
        #expect(run("repeat 100000 { }", maxSteps: nil).outcome.ending == .finished)
    }

    @Test func checkpointsFallEveryIntervalAndAtTheLimit() {
        var budget = StepBudget(limit: 2_500)
        var checkpoints: [Int] = []
        for step in 1...2_501 where budget.step() {
            checkpoints.append(step)
            if !budget.passCheckpoint() { break }
        }
        #expect(checkpoints == [1_024, 2_048, 2_501])
    }

    private func options(maxSteps: Int?, keepGoing: Bool = false) -> Interpreter.Options {
        var options = Interpreter.Options(keepGoing: keepGoing)
        options.maxSteps = maxSteps
        return options
    }

    private func run(_ source: String, maxSteps: Int?, keepGoing: Bool = false) -> RunResult {
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics(),
                                      options: options(maxSteps: maxSteps, keepGoing: keepGoing))
        return MapScriptTests.run(source, interpreter: interpreter)
    }
}
