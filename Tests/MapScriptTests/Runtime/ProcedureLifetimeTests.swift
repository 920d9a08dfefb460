import Testing
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// A call runs its procedure without holding it while no procedure can change the table during
/// the call (`CalledProcedure`), and holds it otherwise: a procedure redefined during its own
/// call, by itself, by a procedure it calls or by a script it sources, finishes its body as it
/// was, and the next call runs the new one. (Under the address sanitizer a call that ran an
/// unheld procedure after its redefinition would be a use after free.)
@Suite struct ProcedureLifetimeTests {
    @Test(arguments: [
        // Redefined by its own body: one argument, a formula argument, two, three.
        ("def f(n) {\n def f(n) { return n * 10 }\n return n + 1\n}\nprint f(1)\nprint f(1)", "2\n10\n"),
        ("def f(n) {\n def f(n) { return n * 10 }\n return n + 1\n}\nlet x = 1\nprint f(x + 0)\nprint f(x + 0)", "2\n10\n"),
        ("def f(a, b) {\n def f(a, b) { return a * b }\n return a + b\n}\nprint f(2, [3][1])\nprint f(2, [3][1])", "5\n6\n"),
        ("def f(a, b, c) {\n def f(a, b, c) { return a * b * c }\n return a + b + c\n}\nprint f(1, 2, 3)\nprint f(1, 2, 3)", "6\n6\n"),
        ("def f(a, b, c) {\n def f(a, b, c) { return 0 }\n return [a, b, c]\n}\nprint f(1, 2, 4)\nprint f(1, 2, 4)", "[1, 2, 4]\n0\n"),
        // Redefined by a procedure it calls, defined before it or after it.
        ("def g() { def f(n) { return 0 } }\ndef f(n) {\n g()\n return n + 1\n}\nprint f(1)\nprint f(1)", "2\n0\n"),
        ("def f(n) {\n g()\n return n + 1\n}\ndef g() { def f(n) { return 0 } }\nprint f(1)\nprint f(1)", "2\n0\n"),
        // Redefined while its arguments are worked out: the call runs the one it found first.
        ("def g() {\n def f(n) { return -n }\n return 5\n}\ndef f(n) { return n + 1 }\nprint f(g())\nprint f(1)", "6\n-1\n"),
        // Redefined with its body running on, deeper in the recursion.
        ("def f(n) {\n if n == 0 { def f(n) { return 100 }\n return 0 }\n let r = f(n - 1)\n return r + 1\n}\nprint f(3)\nprint f(3)", "3\n100\n"),
        // A call statement, whose value is dropped.
        ("def f() {\n def f() { print \"new\" }\n print \"old\"\n}\nf()\nf()", "old\nnew\n"),
        // The table cannot change: calls that hold nothing.
        ("def f(x) { let y = x\n return y + 1 }\nlet n = 0\nrepeat 1000 { n = f(n) }\nprint n", "1000\n"),
    ])
    func aRedefinedProcedureFinishesItsCall(script: String, expected: String) {
        #expect(output(script) == expected, "\(script)")
    }

    /// A procedure that sources a script which redefines it finishes its own body.
    @Test func aScriptSourcedInTheCallRedefinesIt() {
        withFolder(["t.mapscript": "def f(n) {\n source \"g.mapscript\"\n return n + 1\n}\nprint f(1)\nprint f(1)\n",
                    "g.mapscript": "def f(n) { return n * 10 }\n"]) { folder in
            let result = runFile(folder + "/t.mapscript")
            #expect(result.err == "")
            #expect(result.out == "2\n10\n")
        }
    }
}
