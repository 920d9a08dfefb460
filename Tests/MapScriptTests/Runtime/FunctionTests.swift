import Testing

/// Procedures that return values (issue 11): `return EXPR`, bare `return`, calls in
/// expressions, and `return` only inside a `def`.
@Suite struct FunctionTests {
    @Test(arguments: [
        ("def zoomFor(km) { return km * 1000 / 0.2 }\nprint zoomFor(3)", "15000\n"),
        // Procedures compose, and their values go wherever an expression does.
        ("def double(x) { return x * 2 }\ndef quad(x) { return double(double(x)) }\nprint quad(3) + 1", "13\n"),
        ("def zoomFor(km) { return km * 1000 / 0.2 }\nzoom to zoomFor(3)\nprint viewpoint.scale", "15000\n"),
        ("def here() { return (44.525, -110.838) }\ngoto here() scale 6000\nprint viewpoint.lat", "44.525\n"),
        ("def name() { return \"a\" + \"b\" }\nlet n = name()\nprint n, [name()]", "ab [\"ab\"]\n"),
        // `return` ends the procedure at once, from any depth of blocks and loops.
        ("def first(xs) { for x in xs { if x > 2 { return x } }; return 0 }\nprint first([1, 5, 7]), first([1])", "5 0\n"),
        ("def count() { let n = 0; repeat 10 { n = n + 1; if n == 3 { return n } }; return -1 }\nprint count()", "3\n"),
        ("def f() { for i in 1..5 { return i } }\nprint f()", "1\n"),
        // A bare `return` ends it with no value; a call statement drops a value.
        ("def g(x) { if x { return }; print \"not returned\" }\ng(true)\ng(false)", "not returned\n"),
        ("def h() { print \"side\"; return 1 }\nh()", "side\n"),
        // Recursion.
        ("def fact(n) { if n <= 1 { return 1 }; return n * fact(n - 1) }\nprint fact(10)", "3628800\n"),
        // A return inside a call does not stop the caller's loop.
        ("def one() { return 1 }\nlet s = 0\nfor i in 1..3 { s = s + one() }\nprint s", "3\n"),
    ])
    func returns(source: String, expected: String) {
        let result = run(source)
        #expect(result.err == "", "\(source)")
        #expect(result.out == expected, "\(source)")
    }

    @Test(arguments: [
        ("return 1", "t.mapscript:1:1: error: 'return' outside a procedure; it can only end a 'def'"),
        ("repeat 2 { return }", "t.mapscript:1:12: error: 'return' outside a procedure; it can only end a 'def'"),
        ("def f() { }\nif true { return 2 }", "t.mapscript:2:11: error: 'return' outside a procedure; it can only end a 'def'"),
        ("let return = 1", "t.mapscript:1:5: error: expected a variable name after 'let', found 'return'"),
        ("print return", "t.mapscript:1:7: error: expected a value after 'print', found 'return'"),
        ("def f(x) { return x }\nprint f()", "t.mapscript:2:7: error: 'f' takes 1 argument, but 0 were given"),
        ("def g() { return }\nprint g()", "t.mapscript:2:7: error: procedure 'g' gives no value"),
    ])
    func errors(source: String, expected: String) {
        #expect(run(source).firstError == expected, "\(source)")
    }

    @Test func theSExpression() {
        #expect(ParseHelpers.item("def f(x) { return x * 2; return }") == "(def f (x) {(return (* x 2)) (return)})")
    }
}
