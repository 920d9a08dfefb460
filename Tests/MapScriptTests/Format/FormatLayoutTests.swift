import Testing
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// The canonical layout, case by case: each input formats to the text expected, keeps its
/// tree and formats to itself again.
@Suite struct FormatLayoutTests {
    @Test(arguments: [
        // Statements: one a line, `;` and blocks taken apart, blank lines at most one.
        ("zoom in;zoom out", "zoom in\nzoom out\n"),
        // `json PATH VALUE`: a list after the path is the value, not an index, and keeps its space.
        ("layer set 1 json \"keep\"[1,2]", "layer set 1 json \"keep\" [1, 2]\n"),
        ("table set 1 json  p   [1]", "table set 1 json p [1]\n"),
        ("layer set 1 json (p) [1]", "layer set 1 json (p) [1]\n"),
        ("layer legend 1 json\nprint json [1]", "layer legend 1 json\nprint json[1]\n"),
        ("zoom in ;; zoom out;", "zoom in\nzoom out\n"),
        ("\n\n\nzoom in\n\n\n\nzoom out\n\n\n", "zoom in\n\nzoom out\n"),
        ("if n>2{zoom in;wait 1}", "if n > 2 {\n  zoom in\n  wait 1\n}\n"),
        ("if a{zoom in}else if b{zoom out}else{rotate 0}", "if a {\n  zoom in\n} else if b {\n  zoom out\n} else {\n  rotate 0\n}\n"),
        ("repeat 3 { }", "repeat 3 {}\n"),
        ("repeat 3 {\n\n}", "repeat 3 {}\n"),
        ("for i in 1 .. 4 {\n\n\n    goto i\n\n\n}", "for i in 1..4 {\n  goto i\n}\n"),
        ("def f ( a , b ) { if a { return a*b } }", "def f(a, b) {\n  if a {\n    return a * b\n  }\n}\n"),
        ("\tzoom in   \t\r\n", "zoom in\n"),
        ("", ""),
        ("\n \n\t\n", ""),
        // Operators and commas.
        ("let n=bookmarks.count*2+1", "let n = bookmarks.count * 2 + 1\n"),
        ("n=n+1", "n = n + 1\n"),
        ("print a==b,a!=b,a<=b,a>=b,a<b,a>b,a%b,a/b", "print a == b, a != b, a <= b, a >= b, a < b, a > b, a % b, a / b\n"),
        ("print not(a or b)and c", "print not (a or b) and c\n"),
        ("print ( 1 + 2 ) * [ 1 , 2 ] [ 1 ]", "print (1 + 2) * [1, 2][1]\n"),
        ("print f ( 1 , g ( 2 ) ) . x , l [ 1 ] . y", "print f(1, g(2)).x, l[1].y\n"),
        ("tour ( 2 )", "tour(2)\n"),
        ("let home = 44.525 , -110.838", "let home = 44.525,-110.838\n"),
        ("goto a+1 , b scale 1:24000", "goto a + 1,b scale 1:24000\n"),
        ("goto extent((44.4,-110.9),(44.6,-110.6))", "goto extent((44.4, -110.9), (44.6, -110.6))\n"),
        ("graphic add line 1,2 to 3 , 4 to 5,6 color red", "graphic add line 1,2 to 3,4 to 5,6 color red\n"),
        ("print distance(home,(44.5,-110.8)),coord(1,2)", "print distance(home, (44.5, -110.8)), coord(1, 2)\n"),
        ("let l=[1,2,]", "let l = [1, 2,]\n"),
        // Signs: `-5` is a number, `- 5` a negation; a sign is kept as written before a number.
        ("let x=-5", "let x = -5\n"),
        ("let x=- 5", "let x = - 5\n"),
        ("let x=- y", "let x = -y\n"),
        ("let x=a -5", "let x = a - 5\n"),
        ("let x=a-b", "let x = a - b\n"),
        ("print x -1 , - x", "print x - 1, -x\n"),
        ("zoom in by -2", "zoom in by -2\n"),
        ("rotate - 45", "rotate - 45\n"),
        ("goto 44.5 -110.8", "goto 44.5 - 110.8\n"),
        ("print scale -1", "print scale - 1\n"),
        ("for i in -2 .. -1 { }", "for i in -2..-1 {}\n"),
        // Names: a hyphen joins the words of a name where a command takes one.
        ("basemap use light-gray", "basemap use light-gray\n"),
        ("map new basemap dark-gray", "map new basemap dark-gray\n"),
        ("basemap use ( b )", "basemap use (b)\n"),
        ("help basemap use", "help basemap use\n"),
        ("view size 10 x -5", "view size 10 x -5\n"),
        // Literals as written.
        ("print 1.50e3 , 2s , 500ms , 007", "print 1.50e3, 2s, 500ms, 007\n"),
        ("goto 44°31'30\"N  110°50'17\"W", "goto 44°31'30\"N  110°50'17\"W\n"),
        ("print \"a ${ x+1 } \\u{41}\\n\"", "print \"a ${ x+1 } \\u{41}\\n\"\n"),
        ("print \"two\n  lines\"  ;zoom in", "print \"two\n  lines\"\nzoom in\n"),
        // The assert's condition is its failure message: kept as written.
        ("assert x==1 ,\"m\"", "assert x==1, \"m\"\n"),
        ("assert  (a\n   or b)", "assert (a\n   or b)\n"),
        // Comments stay on their lines; those ending consecutive lines line up.
        ("#!/usr/bin/env mapscript\nzoom in", "#!/usr/bin/env mapscript\nzoom in\n"),
        ("zoom in # in   \nzoom out  # out", "zoom in   # in\nzoom out  # out\n"),
        ("zoom in # in\nrotate 45\nzoom out # out", "zoom in  # in\nrotate 45\nzoom out  # out\n"),
        ("zoom in; # after a semicolon", "zoom in  # after a semicolon\n"),
        ("if a { # why\nzoom in # how\n}", "if a {     # why\n  zoom in  # how\n}\n"),
        ("if a {\n# first\nzoom in\n    # last\n}\n# after", "if a {\n  # first\n  zoom in\n  # last\n}\n# after\n"),
        ("def g() {\n  # only a comment\n}", "def g() {\n  # only a comment\n}\n"),
        // Issue 36, 3.14: a one-line block's trailing comment stays on the line where it starts.
        ("def f(x) { print x }  # says x\nprint 1  # one", "def f(x) {  # says x\n  print x\n}\nprint 1  # one\n"),
        ("def g() { repeat 2 { zoom in } } # nested", "def g() {  # nested\n  repeat 2 {\n    zoom in\n  }\n}\n"),
        ("if a { zoom in } else { zoom out }  # both", "if a {\n  zoom in\n} else {  # both\n  zoom out\n}\n"),
        ("def h() { print \"}\" }  # brace", "def h() {  # brace\n  print \"}\"\n}\n"),
        ("def k() { zoom in }; zoom out  # after", "def k() {\n  zoom in\n}\nzoom out  # after\n"),
        ("zoom in\n\n\n# lonely\n\n\nzoom out", "zoom in\n\n# lonely\n\nzoom out\n"),
        // Line breaks inside parentheses and brackets stay, the lines indented a level each.
        ("let l=[\n(1,2),   # one\n(3,4)\n]", "let l = [\n  (1, 2),  # one\n  (3, 4)\n]\n"),
        ("if x {\nprint f(1,\n[2,\n3])\n}", "if x {\n  print f(1,\n    [2,\n      3])\n}\n"),
        ("print (-\n5)", "print (-\n  5)\n"),
        // A byte-order mark is dropped; line breaks are `\n`.
        ("\u{FEFF}zoom in\r\nzoom out\r\n", "zoom in\nzoom out\n"),
    ])
    func layout(_ input: String, _ expected: String) throws {
        #expect(try SourceFormatter.format(input) == expected)
        #expect(FormatProperty.problems(input) == [])
    }

    /// A text with a syntax error is refused whole: its errors, in order, and nothing written.
    @Test(arguments: [
        ("zoom in\nzoom sideways\ngoto", ["2:6: expected 'in', 'out' or 'to' after 'zoom', found 'sideways'",
                                          "3:5: expected a bookmark or a coordinate after 'goto', found end of input"]),
        ("if x {\n  zoom in", ["2:10: expected '}' to close the block, found end of input"]),
        ("print \"open", ["1:7: unterminated string"]),
        ("zoom in\nlet x = 1 +", ["2:12: expected an operand after '+', found end of input"]),
    ] as [(String, [String])])
    func refusal(_ input: String, _ expected: [String]) {
        do {
            let formatted = try SourceFormatter.format(input)
            #expect(expected.isEmpty, "formatted a text with errors: \(formatted)")
        } catch {
            #expect(error.diagnostics.map { "\($0.range!.start): \($0.message)" } == expected)
            #expect(error.diagnostics.allSatisfy { $0.severity != .warning })
        }
    }

    /// A large text (checked on a second thread while its layout is written, on a machine
    /// with two cores) formats as its parts do; one with an error is refused with the errors
    /// `--check` finds.
    @Test func largeText() throws {
        let part = "if n>2{zoom in;wait 1} # why\n"
        let text = String(repeating: part, count: 8_000)
        #expect(text.utf8.count >= SyntaxCheck.minimumConcurrentSize)
        let cores = ScriptFiles.usableCores
        #expect(try SourceFormatter.format(text, usableCores: cores)
                == String(repeating: try SourceFormatter.format(part), count: 8_000))
        let broken = text + "zoom sideways\n" + text + "}"
        do {
            let formatted = try SourceFormatter.format(broken, usableCores: cores)
            Issue.record("formatted a text with errors: \(formatted.prefix(100))")
        } catch {
            #expect(error.diagnostics == Parser.check(text: broken))
            #expect(error.diagnostics.count == 2)
        }
    }

    /// A large text whose parse stops early, at the error limit, with most of its roles never
    /// written: the layout, waiting for them on the other thread, still ends, and the text is
    /// refused.
    @Test func largeTextPastTheErrorLimit() {
        let text = String(repeating: "zoom sideways\n", count: 2 * Parser.errorLimit)
            + String(repeating: "goto 44.5,-110.8\n", count: 10_000)
        #expect(text.utf8.count >= SyntaxCheck.minimumConcurrentSize)
        do {
            let formatted = try SourceFormatter.format(text, usableCores: 2)
            Issue.record("formatted a text with errors: \(formatted.prefix(100))")
        } catch {
            #expect(error.diagnostics.filter { $0.severity == .error }.count == Parser.errorLimit)
        }
    }
}
