import Testing
@testable import MapScriptRuntime

/// A procedure whose body is returns only (guards `if COND { return VALUE }`, then `return
/// VALUE`) gives its value straight from its compiled body (`Compiler.returnsOnly`); whatever
/// it is given, a run says and does what the general form does. Each script marks its guards'
/// ends `§`; the general form gives each an empty `else { }`, which takes no step and makes
/// the body statements again.
@Suite struct ReturnsOnlyBodyTests {
    @Test(arguments: [
        // Numbers, one guard.
        "def fib(n) {\n if n < 2 { return n }§\n return fib(n - 1) + fib(n - 2)\n}\nprint fib(15)",
        // Several guards, a global in a condition, strings returned.
        "let k = 3\ndef sign(x) {\n if x < 0 { return \"minus\" }§\n if x == 0 { return \"zero\" }§\n if x < k { return \"small\" }§\n return \"large\"\n}\n"
            + "print sign(-2), sign(0), sign(1), sign(7)",
        // A guard that calls, and a value that is a call.
        "def twice(x) { return x * 2 }\ndef f(x) {\n if x > 10 { return twice(x) }§\n return twice(twice(x))\n}\nprint f(3), f(11)",
        // Errors: a condition that is no comparison of numbers, a value that fails, in a call chain.
        "def fib(n) {\n if n < 2 { return n }§\n return fib(n - 1) + fib(n - 2)\n}\nprint fib(\"a\")",
        "def f(x) {\n if x > 1 { return x / 0 }§\n return x\n}\ndef g(y) { return f(y) }\nprint g(1), g(5)",
        "def f(x) {\n if x { return 1 }§\n return 2\n}\nprint f(3)",
        "def f(x) {\n if x < 1 { return x + \"a\" }§\n return [x][2]\n}\nprint f(0)\nprint f(5)",
        // Runaway recursion: the call depth limit and its chain.
        "def r(n) {\n if n == 0 { return 0 }§\n return r(n - 1) + 1\n}\nprint r(100000)",
        // A call as a statement drops the value; a value given where none is needed.
        "def f(x) {\n if x > 0 { return x }§\n return -x\n}\nf(3)\nlet v = f(-4)\nprint v",
    ])
    func returnsOnlyIsTheGeneralBody(script: String) {
        let fast = script.replacingOccurrences(of: "§", with: "")
        let general = script.replacingOccurrences(of: "§", with: " else { }")
        expectSameRun(fast, general)
        expectSameRun(fast, general, keepGoing: true)
    }

    /// A local compared with a constant (`n < 2`) is worked out from the slot where it holds a
    /// number (`StoredCondition.localComparison`), in an `if` of one branch, with `else`, of
    /// several branches, and in a guard; the general form reads the local through `[n][1]`.
    @Test(arguments: [
        "def f(n) {\n if «n» < 2 { print \"small\" }\n print n\n}\nf(1)\nf(5)\nf(\"a\")\nf(true)",
        "def f(n) {\n if «n» >= 2 { print \"big\" } else { print \"not\" }\n}\nf(1)\nf(2)\nf([1])",
        "def f(n) {\n if «n» == 0 { print 0 } else if «n» != 1 { print \"many\" } else { print 1 }\n}\nf(0)\nf(1)\nf(7)\nf(\"x\")",
        "def f(n) {\n if «n» <= 2 { return \"low\" }\n return \"high\"\n}\nprint f(2), f(3)\nprint f(44.5,-110.8)",
        "def f(n) {\n let k = n\n if «k» > 2 { k = 0 }\n return k\n}\nprint f(1), f(9)\nprint f(\"s\")",
    ])
    func aLocalComparisonIsTheGeneralCondition(script: String) {
        expectSameRun(marked: script, keepGoing: true)
    }

    /// The values come out, and the errors are reported once each.
    @Test func theBodiesGiveTheirValues() {
        var result: RunResult?
        withFolder(["t.mapscript": "def fib(n) {\n if n < 2 { return n }\n return fib(n - 1) + fib(n - 2)\n}\nprint fib(15)\nprint fib(\"a\")"]) {
            result = runFile($0 + "/t.mapscript")
        }
        #expect(result?.out == "610\n")
        #expect(result?.errorHeaders.count == 1)
    }
}
