import Testing
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// A procedure's argument or returned value that is a number formula (`n`, `n - 1`, `x * y`)
/// is worked out where it is, without the closure of its expression, when its variables hold
/// numbers; whatever they hold, a run says and does what the general form does. Each script
/// marks such values `«...»`; its general form reads each through an expression that is no
/// formula (`[n - 1][1]`), so the same output and errors must come out of both.
@Suite struct FormulaArgumentTests {
    @Test(arguments: [
        // Numbers: constants, locals, globals, parameters; one and two arguments.
        "def f(x) { return «x + 1» }\nlet n = 0\nrepeat 3 { n = f(«n») }\nprint n",
        "def fib(n) {\n if n < 2 { return «n» }\n return fib(«n - 1») + fib(«n - 2»)\n}\nprint fib(«12»)",
        "def g(a, b) { return «a * b» }\nlet x = 3\nprint g(«x», «x - 0.5»), g(«-2», «x * x»)",
        "def g(a, b) { let c = a\n return «c - b» }\nprint g(«1», «2»)",
        // Not numbers: strings join or fail, booleans, lists, coordinates, undeclared names.
        "def f(x) { return «x + 1» }\nprint f(«\"a\"»)",
        "def f(x) { return «x - 1» }\nprint f(«\"a\"»)",
        "def f(x) { return «x * 2» }\nprint f(«true»)",
        "def f(x) { return «x + 1» }\nprint f(«[1, 2]»)",
        "def f(x) { return «x» }\nlet s = \"text\"\nprint f(«s»), f(«s + s»)",
        "def f(x) { return «x» }\nprint f(«nothing»)",
        "def f(x) { return «x - 1» }\nprint f(«nothing - 1»)",
        "def g(a, b) { return «a + b» }\nlet p = 44.5,-110.8\nprint g(«p», «1»)",
        // Wrong arity is reported before the argument is worked out.
        "def g(a, b) { return «a + b» }\nprint g(«1»)",
        // A procedure redefined with another number of parameters after a call of it was
        // compiled: the call finds the new one, and says it takes another number.
        "def g(a) { return «a + 1» }\ndef h(x) { return g(«x») }\ndef g(a, b) { return «a + b» }\nprint h(«1»)",
        "def g(a, b) { return «a * b» }\ndef h(x) { return g(«x», «2») }\ndef g(a) { return «a» }\nprint h(«3»)",
        "def g(a) { return «a + 1» }\ndef h(x) { return g(«x») }\nprint h(«1»)\ndef g(a) { return «a - 1» }\nprint h(«1»)",
        // A global assigned from a call, then read as a formula.
        "def f(x) { return «x * 2» }\nlet n = 1\nrepeat 4 { n = f(«n + 1») }\nprint n",
    ])
    func aFormulaIsTheGeneralExpression(script: String) {
        expectSameRun(marked: script)
    }

    /// A few of the scripts above give a value or an error that must not be lost in both forms.
    @Test func theFormulasGiveTheirValues() {
        #expect(run("def fib(n) {\n if n < 2 { return n }\n return fib(n - 1) + fib(n - 2)\n}\nprint fib(12)").out == "144\n")
        #expect(run("def g(a, b) { return a * b }\nlet x = 3\nprint g(x, x - 0.5), g(-2, x * x)").out == "7.5 -18\n")
        #expect(run("def f(x) { return x - 1 }\nprint f(\"a\")").errorHeaders.count == 1)
    }

    private func run(_ source: String) -> RunResult {
        var result: RunResult?
        withFolder(["t.mapscript": source]) { folder in
            result = runFile(folder + "/t.mapscript")
        }
        return result!
    }
}
