import Testing
@testable import MapScriptSyntax

/// The scripting statements and expressions parse to the expected AST.
@Suite struct StatementParsingTests {
    static let statements: [(String, String)] = [
        ("let home = 44.525,-110.838", "(let home (coord 44.525 -110.838))"),
        ("let n = bookmarks.count * 2 + 1", "(let n (+ (* (. bookmarks count) 2) 1))"),
        ("let p = (44.5, -110.8)", "(let p (coord 44.5 -110.8))"),
        ("let café = 1", "(let café 1)"),
        ("let 地図 = \"東京\"", #"(let 地図 "東京")"#),
        ("n = n + 1", "(set n (+ n 1))"),
        ("home = 1,2", "(set home (coord 1 2))"),
        ("location = 1,2", "(set location (coord 1 2))"),
        // A command word with `=` right after it (spaces or tabs between) names a variable.
        ("zoom=2", "(set zoom 2)"),
        ("zoom \t= 2", "(set zoom 2)"),
        ("goto = goto + 1; goto 1", "(set goto (+ goto 1)) | (goto 1)"),
        ("zoom == 2", "1:6: expected 'in', 'out' or 'to' after 'zoom', found '=='"),
        ("zoom\r= 2", "1:6: expected 'in', 'out' or 'to' after 'zoom', found '='"),
        (#"print "at ${viewpoint.lat}, scale 1:${viewpoint.scale}", n"#,
         #"(print (str "at " (. viewpoint lat) ", scale 1:" (. viewpoint scale)) n)"#),
        ("print", "(print)"),
        ("print 1, 2, 3", "(print 1 2 3)"),
        ("if viewpoint.scale < 10000 { zoom out } else { zoom in }",
         "(if (< (. viewpoint scale) 10000) {(zoom-out)} else {(zoom-in)})"),
        ("if a { zoom in } else if b { zoom out } else if c { wait 1 }", "(if a {(zoom-in)} b {(zoom-out)} c {(wait 1)})"),
        ("if a {\n  zoom in\n  zoom in\n} else {\n}", "(if a {(zoom-in) (zoom-in)} else {})"),
        ("repeat 3 { zoom in }", "(repeat 3 {(zoom-in)})"),
        ("repeat 3 {}", "(repeat 3 {})"),
        ("repeat n + 1 {\n\n zoom in;; zoom out;\n}", "(repeat (+ n 1) {(zoom-in) (zoom-out)})"),
        ("for b in bookmarks { goto b duration 2; wait 1 }", "(for b bookmarks {(goto b duration:2) (wait 1)})"),
        ("for i in 1..4 { goto i }", "(for i (range 1 4) {(goto i)})"),
        ("for i in 1..n + 1 { }", "(for i (range 1 (+ n 1)) {})"),
        ("for x in [1, 2] { print x }", "(for x (list 1 2) {(print x)})"),
        ("def tour(pause) { for b in bookmarks { goto b; wait pause } }",
         "(def tour (pause) {(for b bookmarks {(goto b) (wait pause)})})"),
        ("def f() { }", "(def f () {})"),
        ("def f(a, b, c) { print a }", "(def f (a b c) {(print a)})"),
        ("tour(2)", "(call tour 2)"),
        ("tour()", "(call tour)"),
        ("f(1, (2, 3))", "(call f 1 (coord 2 3))"),
        (#"assert basemap.name == "ArcGIS Imagery", "imagery expected""#,
         #"(assert (== (. basemap name) "ArcGIS Imagery") "imagery expected" "basemap.name == \"ArcGIS Imagery\"")"#),
        ("assert  n>1   and true", #"(assert (and (> n 1) true) "n>1   and true")"#),
        ("zoom in; zoom out", "(zoom-in) | (zoom-out)"),
        ("#!/usr/bin/env mapscript\nzoom in # comment\n\n# only a comment\nzoom out", "(zoom-in) | (zoom-out)"),
        ("zoom in\r\nzoom out\r\n", "(zoom-in) | (zoom-out)"),
        ("", ""),
    ]

    static let expressions: [(String, String)] = [
        ("1 + 2 * 3", "(+ 1 (* 2 3))"),
        ("(1 + 2) * 3", "(* (+ 1 2) 3)"),
        ("1 - 2 - 3", "(- (- 1 2) 3)"),
        ("a / b % c", "(% (/ a b) c)"),
        ("-a * b", "(* (- a) b)"),
        ("- -a", "(- (- a))"),
        ("a < b and c >= d or not e", "(or (and (< a b) (>= c d)) (not e))"),
        ("not a == b", "(not (== a b))"),
        ("a != b", "(!= a b)"),
        ("a <= b", "(<= a b)"),
        ("a > b", "(> a b)"),
        ("a-b", "(- a b)"),
        ("true", "true"),
        ("false", "false"),
        ("[]", "(list)"),
        ("[1, [2, 3],]", "(list 1 (list 2 3))"),
        ("[\n 1,\n 2\n]", "(list 1 2)"),
        ("(1 +\n 2)", "(+ 1 2)"),
        ("xs[1]", "([] xs 1)"),
        ("bookmarks[1].name", "(. ([] bookmarks 1) name)"),
        ("gallery[1].name", "(. ([] gallery 1) name)"),
        ("viewpoint.lat + viewpoint.lon", "(+ (. viewpoint lat) (. viewpoint lon))"),
        ("map.kind", "(. map kind)"),
        ("view.width", "(. view width)"),
        ("clock", "clock"),
        ("distance(a, b)", "(call distance a b)"),
        ("length(graphics[2])", "(call length ([] graphics 2))"),
        ("area(graphics[3])", "(call area ([] graphics 3))"),
        ("coord(44.5, -110.8)", "(call coord 44.5 -110.8)"),
        ("-2 * 3", "(* -2 3)"),
        // Literals first: alone, then with the operators and postfixes that may follow them.
        ("-2", "-2"),
        ("-2.5 - -1", "(- -2.5 -1)"),
        ("1 + 2 == 3 and true", "(and (== (+ 1 2) 3) true)"),
        (#""ab".length"#, #"(. "ab" length)"#),
        (#""ab"[1] + "c""#, #"(+ ([] "ab" 1) "c")"#),
        ("-x", "(- x)"),
        ("- 2", "(- 2)"),
        ("distance(home, (44.5, -110.8))", "(call distance home (coord 44.5 -110.8))"),
        ("1.5e3", "1500"),
        ("2E-2", "0.02"),
        ("0.1", "0.1"),
        ("12345678901234567890", "1.2345678901234567e+19"),
        ("3.141592653589793238", "3.141592653589793"),
        ("2s + 500ms", "(+ 2 0.5)"),
        (#"44°31'30"N"#, "44.525"),
        (#"44°31'30"S"#, "-44.525"),
        (#"44° 31' 30" N"#, "44.525"),
        ("44°31.5'N", "44.525"),
        ("44.525°", "44.525"),
        ("44°31′30″N, 110°50′17″W", "(coord 44.525 -110.83805555555556)"),
        (#"110°50'17.5"W 44°31'30"N"#, "(coord 44.525 -110.83819444444444)"),
        (#"33°52'S,151°12'E"#, "(coord -33.86666666666667 151.2)"),
        (#""a\"b\\c\nd\te\r\$\u{1F5FA}""#, #""a\"b\\c\nd\te\r$🗺""#),
        (#""Café ${name} and ${"nested ${x}"}!""#, #"(str "Café " name " and " (str "nested " x) "!")"#),
        (#""${a}${b}""#, "(str a b)"),
        (#""cost: $5""#, #""cost: $5""#),
        ("\"two\nlines\"", #""two\nlines""#),
    ]

    @Test(arguments: statements)
    func statement(_ source: String, _ expected: String) {
        #expect(ParseHelpers.item(source) == expected)
    }

    @Test(arguments: expressions)
    func expression(_ source: String, _ expected: String) {
        #expect(ParseHelpers.item("print " + source) == "(print \(expected))")
    }

    /// Ranges: every node knows where it was written (byte columns).
    @Test func ranges() throws {
        var parser = Parser(text: "goto a + 1,b scale 5\n  bookmark add \"Café\" at 1,2")
        guard case .statement(let goto)? = parser.next(), case .command(.goto(let target, let scale, _, _)) = goto.kind else {
            Issue.record("expected a goto")
            return
        }
        #expect(goto.range == SourceRange(line: 1, column: 1, length: 20))
        #expect(target.range == SourceRange(line: 1, column: 6, length: 7))
        #expect(scale?.range == SourceRange(line: 1, column: 20, length: 1))
        guard case .statement(let add)? = parser.next(), case .command(.bookmarkAdd(let name, let at, _, _)) = add.kind else {
            Issue.record("expected a bookmark add")
            return
        }
        #expect(add.range == SourceRange(line: 2, column: 3, length: 27))
        #expect(name.range == SourceRange(line: 2, column: 16, length: 7))
        #expect(at?.range == SourceRange(line: 2, column: 27, length: 3))
        #expect(parser.next() == nil)
    }
}
