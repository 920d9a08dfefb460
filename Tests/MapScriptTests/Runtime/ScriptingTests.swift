import MapCore
import Testing
@testable import MapScriptRuntime

/// `let`, assignment and scoping, `if`, `repeat`, `for`, `def` and calls, `assert`.
@Suite struct ScriptingTests {
    @Test(arguments: [
        // let and assignment.
        ("let x = 1\nprint x", ["1"]),
        ("let x = 1\nx = x + 1\nprint x", ["2"]),
        ("let x = 1\nlet x = \"again\"\nprint x", ["again"]),
        ("let home = 44.525,-110.838\nprint home", ["44.525,-110.838"]),
        ("let n = bookmarks.count * 2 + 1\nprint n", ["1"]),
        ("let s = \"a\"\ns = s + \"b\"\nprint s", ["ab"]),
        // A block opens a scope; assignment reaches the enclosing variable.
        ("let x = 1\nif true { let x = 2; print x }\nprint x", ["2", "1"]),
        ("let x = 1\nif true { x = 2 }\nprint x", ["2"]),
        ("let x = 1\nrepeat 2 { let x = 10; x = x + 1; print x }\nprint x", ["11", "11", "1"]),
        ("let total = 0\nfor i in 1..4 { total = total + i }\nprint total", ["10"]),
        ("let x = 0\nif true { if true { if true { x = 3 } } }\nprint x", ["3"]),
        // if / else if / else.
        ("if 1 < 2 { print \"yes\" }", ["yes"]),
        ("if 1 > 2 { print \"yes\" }", []),
        ("if 1 > 2 { print \"a\" } else { print \"b\" }", ["b"]),
        ("let n = 5\nif n < 3 { print \"small\" } else if n < 10 { print \"medium\" } else { print \"large\" }", ["medium"]),
        ("let n = 50\nif n < 3 { print \"small\" } else if n < 10 { print \"medium\" } else { print \"large\" }", ["large"]),
        ("if false { print 1 } else if false { print 2 }", []),
        ("if viewpoint.scale < 10000 { zoom out } else { zoom in }\nprint viewpoint.scale", ["295828763.7957775"]),
        // repeat.
        ("repeat 3 { print \"x\" }", ["x", "x", "x"]),
        ("repeat 0 { print \"x\" }", []),
        ("let n = 2\nrepeat n + 1 { print n }", ["2", "2", "2"]),
        ("repeat 2 { repeat 2 { print \"in\" }; print \"out\" }", ["in", "in", "out", "in", "in", "out"]),
        // for over ranges, lists, strings and bookmarks.
        ("for i in 1..4 { print i }", ["1", "2", "3", "4"]),
        ("for i in 3..3 { print i }", ["3"]),
        ("let n = 1\nfor i in 3..n { print i }", []),
        ("for i in -1..1 { print i }", ["-1", "0", "1"]),
        ("let n = 2\nfor i in n..n * 2 { print i }", ["2", "3", "4"]),
        ("for x in [1, \"two\", true, (1, 2)] { print x }", ["1", "two", "true", "1,2"]),
        ("for x in [] { print x }", []),
        ("let xs = [3, 4]\nfor x in xs { print x * 2 }", ["6", "8"]),
        ("for c in \"héé\" { print c }", ["h", "é", "é"]),
        ("bookmark add \"A\" at 1,2\nbookmark add \"B\" at 3,4 scale 5000\nfor b in bookmarks { print b, b.lat, b.scale }",
         ["A 1 591657527.591555", "B 3 5000"]),
        ("for b in bookmarks { print b }", []),
        ("for g in gallery { if g.name == \"ArcGIS Nova\" { print g } }", ["ArcGIS Nova"]),
        ("bookmark add \"A\" at 1,2\nbookmark add \"B\" at 3,4\nfor b in bookmarks { goto b duration 2; wait 1 }\nprint clock, viewpoint.lat", ["6 3"]),
        // The loop variable is a fresh variable in each iteration, gone after the loop.
        ("let i = 100\nfor i in 1..2 { print i }\nprint i", ["1", "2", "100"]),
        // A range's number replaces whatever the body left in the loop variable (the turn sets a
        // number over a number in place, anything else by assignment).
        ("for i in 1..3 { print i\n i = [\"x\", i]\n print i }", ["1", "[\"x\", 1]", "2", "[\"x\", 2]", "3", "[\"x\", 3]"]),
        ("for i in 1..2 { i = i + 0.5\n print i }", ["1.5", "2.5"]),
        // def, parameters, calls, recursion.
        ("def greet(name) { print \"hello ${name}\" }\ngreet(\"map\")", ["hello map"]),
        ("def nothing() { print \"called\" }\nnothing()", ["called"]),
        ("def add(a, b) { print a + b }\nadd(2, 3)\nadd(\"a\", \"b\")", ["5", "ab"]),
        ("def countdown(n) { if n > 0 { print n; countdown(n - 1) } }\ncountdown(3)", ["3", "2", "1"]),
        ("def f() { print 1 }\ndef f() { print 2 }\nf()", ["2"]),
        ("def at(c) { goto c }\nat((1, 2))\nprint viewpoint.lat", ["1"]),
        ("def tour(pause) { for b in bookmarks { goto b; wait pause } }\nbookmark add \"A\" at 1,2\nbookmark add \"B\" at 3,4\ntour(2)\nprint clock", ["4"]),
        // A procedure sees the top-level variables, not its caller's.
        ("let g = 1\ndef f() { print g; g = 2 }\nf()\nprint g", ["1", "2"]),
        ("let x = \"top\"\ndef f() { print x }\nif true { let x = \"block\"; f() }", ["top"]),
        ("def f(x) { x = x + 1; print x }\nlet x = 1\nf(x)\nprint x", ["2", "1"]),
        // A procedure defined before a variable it uses still sees it when called.
        ("def report() { print later }\nlet later = 7\nreport()", ["7"]),
        // assert.
        ("assert true\nprint \"ok\"", ["ok"]),
        ("assert 1 + 1 == 2, \"math\"\nprint \"ok\"", ["ok"]),
        ("assert basemap.name == \"ArcGIS Topographic\", \"topographic expected\"", []),
    ])
    func runs(source: String, expected: [String]) {
        #expect(lines(source) == expected)
    }

    @Test(arguments: [
        ("if true { let inner = 1 }\nprint inner", "t.mapscript:2:7: error: no variable named 'inner'"),
        ("repeat 1 { let inner = 1 }\nprint inner", "t.mapscript:2:7: error: no variable named 'inner'"),
        ("for i in 1..2 { }\nprint i", "t.mapscript:2:7: error: no variable named 'i'"),
        ("def f() { let local = 1 }\nf()\nprint local", "t.mapscript:3:7: error: no variable named 'local'"),
        ("def f(p) { }\nf(1)\nprint p", "t.mapscript:3:7: error: no variable named 'p'"),
        ("def outer() { let secret = 1; inner() }\ndef inner() { print secret }\nouter()",
         "t.mapscript:2:21: error: no variable named 'secret'"),
        ("x = 1", "t.mapscript:1:1: error: no variable named 'x'; declare it with 'let x = ...'"),
        ("let total = 0\nif true { totl = 1 }", "t.mapscript:2:11: error: no variable named 'totl'; declare it with 'let totl = ...'; did you mean 'total'?"),
        ("let viewpoint = 1", "t.mapscript:1:5: error: 'viewpoint' is a built-in name and cannot be a variable"),
        ("bookmarks = 1", "t.mapscript:1:1: error: 'bookmarks' is a built-in name and cannot be a variable"),
        ("for clock in 1..2 { }", "t.mapscript:1:5: error: 'clock' is a built-in name and cannot be a variable"),
        ("def round(x) { }", "t.mapscript:1:5: error: 'round' is a built-in name and cannot be a procedure"),
        ("def gallery() { }", "t.mapscript:1:5: error: 'gallery' is a command and cannot name a procedure"),
        ("def clock() { }", "t.mapscript:1:5: error: 'clock' is a built-in name and cannot be a procedure"),
        ("if 1 { }", "t.mapscript:1:4: error: expected true or false, found a number"),
        ("if false { } else if \"x\" { }", "t.mapscript:1:22: error: expected true or false, found a string"),
        ("repeat -1 { }", "t.mapscript:1:8: error: repeat count must be at least 0, not -1"),
        ("repeat 1.5 { }", "t.mapscript:1:8: error: expected a whole number for repeat count, found 1.5"),
        ("repeat \"3\" { }", "t.mapscript:1:8: error: expected a number for repeat count, found a string"),
        ("for x in 5 { }", "t.mapscript:1:10: error: cannot loop over a number"),
        ("for x in viewpoint { }", "t.mapscript:1:10: error: cannot loop over a viewpoint"),
        ("for i in 1..2.5 { }", "t.mapscript:1:13: error: expected a whole number for range end, found 2.5"),
        ("for i in \"a\"..2 { }", "t.mapscript:1:10: error: expected a number for range start, found a string"),
        ("def f(a) { }\nf(1, 2)", "t.mapscript:2:1: error: 'f' takes 1 argument, but 2 were given"),
        ("def f(a, b) { }\nf(1)", "t.mapscript:2:1: error: 'f' takes 2 arguments, but 1 was given"),
        ("def f() { }\nf(1)", "t.mapscript:2:1: error: 'f' takes 0 arguments, but 1 was given"),
        ("def tour() { }\ntuor()", "t.mapscript:2:1: error: no procedure named 'tuor'; did you mean 'tour'?"),
        ("nosuch()", "t.mapscript:1:1: error: no procedure named 'nosuch'"),
        // A near miss of a built-in function is a misspelled function (issue 24, 6.8).
        ("print roud(1.5)", "t.mapscript:1:7: error: no function named 'roud'; did you mean 'round'?"),
        ("def rounder() { }\nprint roud(1.5)", "t.mapscript:2:7: error: no function named 'roud'; did you mean 'round'?"),
        ("def p() { }\nprint p()", "t.mapscript:2:7: error: procedure 'p' gives no value"),
        ("def f(n) { f(n + 1) }\nf(1)", "t.mapscript:1:12: error: too many nested calls (more than 100) in 'f'"),
        ("def f(n) { if n > 0 { repeat 1 { for i in 1..1 { f(n - 1) } } } }\nf(100000)",
         "t.mapscript:1:50: error: too many nested calls (more than 100) in 'f'"),
        ("def a(n) { b(n) }\ndef b(n) { a(n) }\na(1)", "t.mapscript:2:12: error: too many nested calls (more than 100) in 'a'"),
        ("assert 1 == 2, \"nope\"", "t.mapscript:1:1: error: assertion failed: 1 == 2: nope"),
        ("assert 1 == 2", "t.mapscript:1:1: error: assertion failed: 1 == 2"),
        ("assert   bookmarks.count  >  0 , \"need ${1 + 1} bookmarks\"",
         "t.mapscript:1:1: error: assertion failed: bookmarks.count  >  0: need 2 bookmarks"),
        ("assert basemap.name == \"ArcGIS Imagery\", \"imagery expected\"",
         "t.mapscript:1:1: error: assertion failed: basemap.name == \"ArcGIS Imagery\": imagery expected"),
        ("assert false, 42", "t.mapscript:1:1: error: assertion failed: false: 42"),
        // A condition over several lines is shown on one line.
        ("assert (1 ==\n     2 and\n  true), \"multi\"", "t.mapscript:1:1: error: assertion failed: (1 == 2 and true): multi"),
        ("assert 1", "t.mapscript:1:8: error: expected true or false, found a number"),
    ])
    func errors(source: String, expected: String) {
        let result = onLargeStack { run(source) }
        #expect(result.firstError == expected)
        #expect(result.outcome.ending == .stopped)
        #expect(result.outcome.errors > 0)
    }

    @Test func recursionIsLimitedNotACrash() {
        let result = run("def f(n) { f(n + 1) }\nf(1)\n")
        #expect(result.errorHeaders.count == 1)
        #expect(Interpreter.maximumCallDepth == 100)
        // The interpreter is usable afterwards: scopes and depth were unwound.
        let again = run("let after = 1\ndef g(n) { if n > 0 { g(n - 1) } else { print \"bottom\", after } }\ng(99)",
                        interpreter: result.interpreter)
        #expect(again.out == "bottom 1\n")
    }

    @Test func anAssertFailureRendersLikeASyntaxError() {
        #expect(run("bookmark add \"A\" at 1,2\nassert bookmarks.count == 4, \"four bookmarks left\"\n").err == """
            t.mapscript:2:1: error: assertion failed: bookmarks.count == 4: four bookmarks left
            assert bookmarks.count == 4, "four bookmarks left"
            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

            """)
    }

    @Test func anErrorInAProcedureShowsTheProcedureLine() {
        let result = run("""
            def visit(name) {
                print "visiting", name
                goto name
            }
            bookmark add "A" at 1,2
            visit("A")
            visit("B")
            print "not reached"
            """)
        #expect(result.out == "visiting A\nvisiting B\n")
        #expect(result.err == """
            t.mapscript:3:10: error: no bookmark named 'B'
                goto name
                     ^~~~
            note: in visit("B") at t.mapscript:7:1

            """)
    }

    @Test func blocksSpanningLinesRunAsOneStatement() {
        #expect(lines("""
            let n = 0
            repeat 3 {
                n = n + 1

                if n == 2 {
                    print "two"
                }
            }
            print n
            """) == ["two", "3"])
    }

    /// Blocks nested 190 deep in a procedure recursing 95 times (under the call limit) would
    /// overflow the native stack; the interpreter stops with an error instead, and stays usable.
    @Test func nestingThatWouldOverflowTheStackIsAnError() {
        let blocks = 190
        let source = "def f(n) { if n > 0 { " + String(repeating: "repeat 1 { ", count: blocks) + "f(n - 1)"
            + String(repeating: " }", count: blocks) + " } }\nf(95)\nprint \"after\""
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics())
        let result = run(source, interpreter: interpreter)
        #expect(result.outcome.ending == .stopped)
        #expect(result.err.contains("error: nesting too deep to run: blocks and procedure calls have used up the stack"))
        #expect(run("print 1 + 1", interpreter: interpreter).out == "2\n")
    }
}
