import Testing
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// `name = name + right` (a number added to, a string appended to where it is) and
/// `name = name + [item]` (an item appended to a list where it is) are statements of their own;
/// whatever the variable and the operand hold, a run says and does what the general assignment
/// does. Each script writes the variable's first read as `$x`: the fast form reads `x`, padded
/// with spaces, and the general form `[x][1]` (no join: its first operand is not the variable),
/// as long, so that every error is at the same line and column in both.
@Suite struct InPlaceJoinTests {
    @Test(arguments: [
        // Strings: global, local, a parameter; any operand's text; the errors of `+`.
        "let s = \"\"\nrepeat 3 { s = $s + \"ab\" }\nprint s, s.count",
        "let s = \"a\"\nfor i in 1..3 { s = $s + i }\nprint s",
        "let s = \"a\"\nlet t = s\nrepeat 2 { s = $s + \"\" }\ns = $s + \"${t}!\"\nprint s, t",
        "let s = \"a\"\nlet t = s\ns = $s + [1, \"b\"] \nprint s, t",
        "def f(s) { repeat 2 { s = $s + \"é\" }\n return s }\nprint f(\"x\"), f(\"\")",
        "for i in 1..2 { let s = \"n\"\n s = $s + i * 2\n print s }",
        "let s = \"a\"\ns = $s + nope",
        "let s = \"a\"\ns = $s + [1][2]",
        "let s = \"x\"\nrepeat 24 { s = s + s }\ns = $s + \"!\"\nprint s.count",
        "let s = \"x\"\nrepeat 23 { s = s + s }\nlet u = s\nrepeat 2 { s = $s + u }\nprint s.count",
        // Numbers: global, local; an item read in place; anything else the operand gives.
        "let l = [1, 2, 3]\nlet t = 0\nfor i in 1..3 { t = $t + l[i] }\nprint t",
        "def f(n) { let t = 0.5\n for i in 1..n { t = $t + i / 2 }\n return t }\nprint f(4)",
        "let t = 1\nt = $t + \"x\"\nprint t",
        "let t = 1\nt = $t + [2]",
        "let t = 1\nt = $t + true",
        "let t = 1\nlet l = [1]\nt = $t + l[5]",
        "let t = 1e308\nrepeat 2 { t = $t + 9e307 }\nprint t",
        // A number and a list's item, looked at in place: any position, item or variable.
        "def f(l) { let t = 0\n for i in 1..l.count { t = $t + l[i] }\n return t }\nprint f([1, 2.5]), f([\"a\", 1]), f([[1]])",
        "let l = [1, 2, 3]\nlet t = 0\nfor p in [1, 2.0, 3, 2 / 3 * 3, 1 + 1e-17] { t = $t + l[p] }\nprint t",
        "let l = [1, 2, 3]\nlet t = 0\nt = $t + l[\"x\"]",
        "let l = [1, 2, 3]\nlet t = 0\nt = $t + l[0]",
        "let l = [1, 2, 3]\nlet t = 0\nt = $t + l[1.5]",
        "let l = [1, 2, 3]\nlet t = 0\nt = $t + l[4]",
        "let l = [1, 2, 3]\nlet t = 0\nt = $t + l[-1]",
        "let l = [1, 2, 3]\nlet t = 0\nlet p = 1e300\nt = $t + l[p]",
        "let l = \"abc\"\nlet t = 1\nt = $t + l[2]\nprint t",
        "let l = [1, 2, 3]\nlet t = \"s\"\nt = $t + l[2]\nprint t",
        "let l = [1, 2, 3]\nlet t = [0]\nt = $t + l[2]\nprint t",
        "let l = [1, 2, 3]\nlet i = 2\nlet t = 0\nrepeat 2 { t = $t + l[i] }\nprint t",
        // Lists: global, local; nested, shared, past the limits; anything else the variable holds.
        "let l = []\nfor i in 1..4 { l = $l + [i * i] }\nprint l, l.count",
        "def f(n) { let l = [0]\n for i in 1..n { l = $l + [[i]] }\n return l }\nprint f(3)",
        "let l = [1, 2]\nlet m = l\nl = $l + [3]\nprint m, l",
        "let l = []\nlet n = 2\nlet s = \"x\"\nl = $l + [n]\nl = $l + [-1.5]\nl = $l + [s]\nl = $l + [true]\nprint l",
        "let l = []\nfor i in 1..2 { l = $l + [i]\n i = [i]\n l = $l + [i] }\nprint l",
        "let l = []\nl = $l + [m]",
        "let l = [1]\nl = $l + [nope]",
        "let l = [1]\nl = $l + [l[4]]\nprint l",
        "let l = [1, 2]\nlet d = []\nrepeat \(Value.maximumListDepth - 1) { d = [d] }\nl = $l + [d]\nprint l.count",
        "let l = [1, 2]\nlet d = []\nrepeat \(Value.maximumListDepth - 2) { d = [d] }\nl = $l + [d]\nprint l.count",
        "let big = [1]\nrepeat 22 { big = [big, big] }\nlet l = [big]\nl = $l + [big]\nprint l.count",
        "let big = [1]\nrepeat 23 { big = [big, big] }\nlet l = []\nl = $l + [big]\nprint l.count",
        "let l = \"ab\"\nl = $l + [3]\nprint l",
        "let l = 5\nl = $l + [3]",
        "let l = [1]\nl = $l + \"x\"\nprint l",
        "let l = [1]\nl = $l + [2, 3]\nprint l",
        // A loop of many turns, under a step budget too.
        "let l = []\nfor i in 1..200 { l = $l + [i] }\nlet s = \"\"\nrepeat 200 { s = $s + \"x\" }\nprint l.count, s.count",
    ])
    func aJoinInPlaceIsTheGeneralAssignment(script: String) {
        var fast = script, general = script
        for name in ["s", "t", "l"] {
            fast = fast.replacingOccurrences(of: "$" + name, with: name + "     ")
            general = general.replacingOccurrences(of: "$" + name, with: "[" + name + "][1]")
        }
        #expect(fast != general)
        for maxSteps in [nil, 150] {
            let (fastRun, slowRun) = (run(fast, maxSteps: maxSteps), run(general, maxSteps: maxSteps))
            #expect(fastRun.out == slowRun.out, "\(fast)")
            #expect(fastRun.errorHeaders == slowRun.errorHeaders, "\(fastRun.err)\n\(slowRun.err)")
            #expect(!slowRun.err.isEmpty || fastRun.err.isEmpty)
            #expect(fastRun.outcome.ending == slowRun.outcome.ending)
        }
    }

    /// Not declared: the error is where the general join reports it (its first operand is the
    /// variable, so `[s][1]` would move it).
    @Test func aVariableNotDeclaredIsTheGeneralError() {
        let fast = run("s = s + \"x\"\nprint 1", maxSteps: nil), general = run("s = s + \"x\" + \"\"\nprint 1", maxSteps: nil)
        #expect(fast.errorHeaders == general.errorHeaders)
        #expect(fast.errorHeaders == ["t.mapscript:1:5: error: no variable named 's'"])
        #expect(fast.out == "" && fast.outcome.ending == general.outcome.ending)
    }

    private func run(_ source: String, maxSteps: Int?) -> RunResult {
        var options = Interpreter.Options(keepGoing: false)
        options.maxSteps = maxSteps
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics(), options: options)
        return MapScriptTests.run(source, interpreter: interpreter)
    }
}
