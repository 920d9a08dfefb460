import Testing
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// Errors the resolver finds are reported before the statement runs (issue 34): an unknown
/// variable, an assignment to an undeclared one, an unknown procedure and a call with the wrong
/// number of arguments, in a top-level statement that runs no script and defines nothing, every
/// one of them at once, with the ids and messages the run gives, and nothing of the statement
/// run. Where a name could still come to exist while the statement runs (a `source` in it, a
/// `def` in it, a call of a procedure that sources a script), the error stays where the run
/// meets it.
@Suite struct ResolverErrorTests {
    @Test(arguments: [
        // The loop's first turn printed 1 before the error; now nothing of the loop runs.
        ("print \"start\"\nrepeat 3 { print 1; print nope }\nprint \"after\"", "start\n",
         ["t.mapscript:2:27: error: no variable named 'nope'"]),
        // Every error of the statement, in order, with its own id's message.
        ("def f(a) { return a }\nrepeat 2 { print f(1, 2); x = 3; print g(1) }", "",
         ["t.mapscript:2:18: error: 'f' takes 1 argument, but 2 were given",
          "t.mapscript:2:27: error: no variable named 'x'; declare it with 'let x = ...'",
          "t.mapscript:2:40: error: no procedure named 'g'"]),
        // A branch the run would not take is checked too, as --check checks it.
        ("let n = 0\nif n > 1 { print zz }\nprint \"after\"", "", ["t.mapscript:2:18: error: no variable named 'zz'"]),
        // The side of `and`/`or` the run would not evaluate is resolved all the same.
        ("print false and nosuch", "", ["t.mapscript:1:17: error: no variable named 'nosuch'"]),
        // `x = x + 1`: the read fails first, so the assignment's own error is not added.
        ("for i in 1..2 { x = x + 1 }", "", ["t.mapscript:1:21: error: no variable named 'x'"]),
        // A misspelled built-in function, as the run names it.
        ("for i in 1..2 { print roud(1.5) }", "", ["t.mapscript:1:23: error: no function named 'roud'; did you mean 'round'?"]),
        // Locals, parameters, globals declared before and built-in values resolve.
        ("let g = 2\nfor i in 1..2 { let k = i * g; print k + viewpoint.scale * 0 }", "2\n4\n", []),
    ])
    func foundBeforeTheStatementRuns(script: String, out: String, errors: [String]) {
        let result = run(script)
        #expect(result.out == out)
        #expect(result.errorHeaders == errors, "\(result.err)")
    }

    /// With --keep-going the statement is left out once, its errors reported once, and the
    /// script goes on (the loop's turns each reported the error before).
    @Test func keepGoingLeavesTheStatementOutOnce() {
        let result = run("repeat 3 { print nope }\nprint \"after\"", keepGoing: true)
        #expect(result.out == "after\n")
        #expect(result.errorHeaders == ["t.mapscript:1:18: error: no variable named 'nope'"], "\(result.err)")
    }

    /// Where a name may come to exist while the statement runs, the run meets the error as
    /// before: the statement ran up to it.
    @Test(arguments: [
        // A `def` in the statement may define the procedure.
        ("repeat 1 { print 1; print h2(); def h2() { return 1 } }", "1\n"),
        // A procedure that sources a script may declare globals.
        ("def setup() { source \"nowhere.mapscript\" }\nrepeat 1 { print 1; setup(); print later }", "1\n"),
        // A `source` in the statement may declare them.
        ("repeat 1 { print 1; print later; source \"nowhere.mapscript\" }", "1\n"),
    ])
    func theRunMeetsWhatMayStillExist(script: String, out: String) {
        let result = run(script)
        #expect(result.out == out, "\(result.err)")
        #expect(result.errorHeaders.count == 1, "\(result.err)")
    }

    /// The effects the resolver looks for, in nested blocks and expressions.
    @Test(arguments: [
        ("print 1", NameEffects()),
        ("repeat 2 { print f(1) }", NameEffects(callsProcedures: true)),
        ("repeat 2 { print round(1) }", NameEffects()),
        ("if true { source \"a\" }", NameEffects(runsScripts: true)),
        ("for i in 1..f(2) { def g() { return 1 } }", NameEffects(defines: true, callsProcedures: true)),
        ("goto coord(f(1), 2)", NameEffects(callsProcedures: true)),
        ("print \"${f(1)}\"", NameEffects(callsProcedures: true)),
    ])
    func effectsOfAStatement(source: String, effects: NameEffects) throws {
        var parser = Parser(text: source)
        guard case .statement(let statement) = parser.step() else {
            Issue.record("\(source) does not parse")
            return
        }
        #expect(NameEffects.of(statement) == effects)
    }
}
