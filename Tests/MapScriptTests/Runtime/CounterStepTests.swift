import Testing
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// `n = n + NUMBER` and `n = n - NUMBER` change a number where it is (the counting loop's
/// statement); whatever the variable holds, the run says and does what the general assignment
/// does: the same script with the variable's read written `[n][1]` (no counter, no join: the
/// first operand is not the variable) gives the same output and errors (`StepBudgetTests`
/// counts its steps: one a turn, as before).
@Suite struct CounterStepTests {
    @Test(arguments: [
        // Numbers, global and local, up and down, fractions, past the largest double.
        "let n = 0\nrepeat 5 { n = n + 1 }\nprint n",
        "for i in 1..3 { let k = 10; repeat 4 { k = k - 2 }; print k }",
        "let n = 0.1\nrepeat 3 { n = n + 0.2 }\nprint n",
        "let n = 1e308\nrepeat 2 { n = n + 9e307 }\nprint n",
        "def f(x) { let y = x; repeat 3 { y = y + 1 }; return y }\nprint f(1)",
        // Anything else: joined, refused, or undeclared, as the general assignment has it.
        "let s = \"a\"\nrepeat 3 { s = s + 1 }\nprint s",
        "let l = [1]\nrepeat 2 { l = l + 1 }\nprint l",
        "let b = true\nrepeat 2 { b = b + 1 }\nprint b",
        "let c = (1, 2)\nrepeat 2 { c = c - 1 }\nprint c",
        "repeat 2 { m = m + 1 }",
        "let s = \"a\"\nrepeat 2 { s = s - 1 }",
    ])
    func aCounterStepDoesWhatTheGeneralAssignmentDoes(script: String) {
        // `n = n + 1` becomes `n = [n][1] + 1`.
        let general = script.replacing(#/(\w+) = (\w+) ([+-]) /#) { "\($0.1) = [\($0.2)][1] \($0.3) " }
        expectSameRun(script, general)
    }

    /// Which values are counter steps.
    @Test(arguments: [
        ("n + 1", 1.0), ("n - 0.5", -0.5), ("n + 1e3", 1000.0), ("m + 1", nil), ("n + o", nil), ("1 + n", nil), ("n * 2", nil),
        ("n + 1 + 1", nil),
    ] as [(String, Double?)])
    func counterSteps(value: String, amount: Double?) throws {
        var parser = Parser(text: "print " + value)
        guard case .statement(let statement) = parser.step(), case .print(let values) = statement.kind else {
            Issue.record("\(value) does not parse")
            return
        }
        #expect(Compiler.counterStep(values[0], of: "n") == amount)
    }
}
