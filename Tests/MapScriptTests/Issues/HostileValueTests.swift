import Testing
import MapCore
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// Hostile values (issue 15, items 3 and 4 of the defects): numbers that overflowed to
/// infinity or are NaN, strings and lists past their limits, and the loops that used to be
/// quadratic. Each hostile statement gets its diagnostic and leaves the session as it was.
@Suite struct HostileValueTests {
    /// A setup script (which must run cleanly), a hostile statement, and the id of the error it
    /// must produce.
    struct Case: Sendable, CustomTestStringConvertible {
        let setup: String
        let statement: String
        let id: DiagnosticID
        init(_ setup: String, _ statement: String, _ id: DiagnosticID) {
            self.setup = setup
            self.statement = statement
            self.id = id
        }
        init(_ statement: String, _ id: DiagnosticID) {
            self.init("", statement, id)
        }
        var testDescription: String { statement }
    }

    static let inf = "let inf = 1e308 * 10\nlet nan = inf - inf\n"
    /// A string of 16 MiB, the longest allowed.
    static let longest = "let s = \"x\"\nrepeat 24 { s = s + s }\n"
    static let bookmark = "bookmark add \"Home\" at 44.5,-110.8 scale 6000\n"

    static let cases: [Case] = [
        // Non-finite numbers never reach the session.
        Case("goto 1e308*10,0", .notFinite),
        Case("goto 0,(1e308*10)-(1e308*10)", .notFinite),
        Case("wait 1e308*1e308", .notFinite),
        Case(inf, "wait nan", .notFinite),
        Case(inf, "zoom to inf", .notFinite),
        Case(inf, "zoom to nan", .notFinite),
        Case(inf, "zoom in by inf", .notFinite),
        Case(inf, "zoom out by nan", .notFinite),
        Case(inf, "rotate -inf", .notFinite),
        Case(inf, "pan north by nan", .notFinite),
        Case(inf + bookmark, "goto 1 scale inf", .notFinite),
        Case(inf, "goto 0,0 rotation nan", .notFinite),
        Case(inf, "goto 0,0 duration inf", .notFinite),
        Case(inf, "bookmark add \"x\" at 0,0 scale inf", .notFinite),
        Case(inf, "bookmark add \"x\" at nan,0", .notFinite),
        Case(inf, "bookmark add \"x\" at coord(0, inf)", .notFinite),
        Case(inf, "view size inf x 600", .notFinite),
        Case(inf, "view size 800 x nan", .notFinite),
        Case("", "view size 1e9 x 1e9", .viewSizeOutOfRange),
        Case("", "view size 100001 x 600", .viewSizeOutOfRange),
        Case(inf, "gallery style grid width inf", .notFinite),
        Case(inf, "graphic add point 1,1 size nan", .notFinite),
        Case(inf, "graphic add line 1,1 to 2,inf", .notFinite),
        Case(inf, "graphic add line 1,1 to 2,2 width inf", .notFinite),
        Case(inf, "graphic add polygon 1,1 to 2,2 to nan,3", .notFinite),
        Case(inf + "location start at 1,1\n", "location move 1,1 heading nan", .notFinite),
        Case(inf + "location start at 1,1\n", "location move 1,1 speed inf", .notFinite),
        Case(inf, "location start at inf,0", .notFinite),
        Case(inf + "scene new\n", "camera at 1,1 altitude inf", .notFinite),
        Case(inf + "scene new\n", "camera at 1,1 altitude 100 heading nan", .notFinite),
        Case(inf + "scene new\n", "camera at 1,1 altitude 100 pitch inf", .notFinite),
        Case(inf + "scene new\n", "camera orbit inf", .notFinite),
        Case(inf + "scene new\n", "camera tilt nan", .notFinite),
        Case(inf, "goto extent((0, 0), (nan, 1))", .notFinite),
        Case(inf, "show size inf x 10", .notFinite),
        Case(inf + bookmark, "bookmark move 1 to inf", .notFinite),
        Case(inf, "repeat inf { zoom in }", .notFinite),
        // Strings and lists past their limits.
        Case("let s = \"x\"\n", "repeat 40 { s = s + s }", .valueTooLarge),
        Case(longest, "s = s + \"!\"", .valueTooLarge),
        Case(longest, "let t = s + s", .valueTooLarge),
        Case(longest, "let t = \"${s}${s}\"", .valueTooLarge),
        Case(longest, "let t = 1 + s", .valueTooLarge),
        Case(longest, "print [s, s]", .valueTooLarge),
        Case(longest, "let t = \"\" + [s, 1]", .valueTooLarge),
        Case(longest, "assert false, [s, s]", .valueTooLarge),
        Case(longest, "bookmark add \"${s}${s}\" at 1,2", .valueTooLarge),
        Case(longest + "let u = \"y\"\n", "u = u + \"z\" + s", .valueTooLarge),
        // Joins that fail leave the variable as it was.
        Case("let l = [1, 2]\n", "l = l + [3] + 4", .invalidOperands),
        Case("let s = \"ab\"\n", "s = s + \"c\" + nope", .unknownVariable),
        // `l = l + [...]` appends in place: a failing item or a list past its limits changes nothing.
        Case("let l = [1, 2]\n", "l = l + [3, nope]", .unknownVariable),
        Case("let l = [1, 2]\nlet d = []\nrepeat \(Value.maximumListDepth - 1) { d = [d] }\n", "l = l + [d]", .valueTooLarge),
        Case("let l = [1, 2]\nlet big = [1]\nrepeat 22 { big = [big, big] }\n", "l = l + [big, big]", .valueTooLarge),
        Case("let big = [1]\nrepeat 22 { big = [big, big] }\nlet l = [big]\n", "l = l + [big]", .valueTooLarge),
    ]

    @Test(arguments: cases)
    func hostileStatementFailsAndChangesNothing(_ testCase: Case) throws {
        let setup = run(testCase.setup)
        try #require(setup.err == "", "the setup must run cleanly")
        let interpreter = setup.interpreter
        let before = interpreter.session
        let result = run(testCase.statement, interpreter: interpreter)
        let diagnostic = try #require(result.interpreter.collectedDiagnostics.first)
        #expect(diagnostic.id == testCase.id, "\(diagnostic.message)")
        #expect(result.interpreter.session == before)
    }

    /// Each limit's message names the limit.
    @Test(arguments: [
        ("let s = \"x\"\nrepeat 40 { s = s + s }",
         "t.mapscript:2:17: error: string too long: 33554432 bytes of UTF-8, more than the limit of 16777216 (16 MiB)"),
        (inf + "zoom to inf", "t.mapscript:3:9: error: expected a finite number for scale, found inf"),
        (inf + "view size 800 x nan", "t.mapscript:3:17: error: expected a finite number for view height, found nan"),
        (longest + "print [s, s]",
         "t.mapscript:3:7: error: the text of this list is longer than the limit of 16777216 bytes (16 MiB) for a string"),
    ])
    func messagesNameTheLimit(source: String, header: String) {
        #expect(run(source).firstError == header)
    }

    /// The list limit is checked before a list grows (a list of 2^24 values would take a
    /// gigabyte to build here, so the check itself is tested).
    @Test func theListLimitIsAnError() throws {
        let interpreter = run("").interpreter
        let range = SourceRange(line: 1, column: 1, length: 1)
        try interpreter.checkListSize(Value.maximumListCount, at: range)
        #expect(throws: ExecutionStop.self) { try interpreter.checkListSize(Value.maximumListCount + 1, at: range) }
        try interpreter.checkStringSize(Value.maximumStringBytes, at: range)
        #expect(throws: ExecutionStop.self) { try interpreter.checkStringSize(Value.maximumStringBytes + 1, at: range) }
    }

    /// A failed join leaves the variable as it was, and a join that another variable shares
    /// does not change that variable (value semantics, though the join is in place).
    @Test(arguments: [
        ("let l = [1, 2]\nlet m = l\nl = l + [3]\nprint m, l", "[1, 2] [1, 2, 3]\n"),
        ("let s = \"ab\"\nlet t = s\ns = s + \"c\" + 1\nprint t, s", "ab abc1\n"),
        ("let s = \"ab\"\ns = s + s + \"c\"\nprint s", "ababc\n"),
        ("let l = [1]\nl = l + [l.count] + [l]\nprint l", "[1, 1, [1]]\n"),
        ("let l = [1]\nl = l + \"x\"\nprint l", "[1]x\n"),
        ("let n = 1\nn = n + 2 + \"a\"\nprint n", "3a\n"),
        ("let e = \"e\"\ne = e + \"\\u{301}\"\nprint e.count", "1\n"),
        // A procedure in the join may change the variable: it runs as written, left to right.
        ("let z = \"q\"\ndef f() { z = z + \"!\"\nreturn \"f\" }\nz = z + f()\nprint z", "qf\n"),
        ("let l = [1, 2]\nl = l + [3] + 4", ""),
        ("let l = [1, 2]\nl = l + [3, nope]", ""),
        ("let l = [1]\nlet m = l\nl = l + [2, [3, [4]], \"a\"]\nl = l + [l.count]\nprint m, l, l.count", "[1] [1, 2, [3, [4]], \"a\", 4] 5\n"),
        ("let l = \"x\"\nl = l + [1]\nprint l", "x[1]\n"),
        ("let s = \"ab\"\ns = s + \"c\" + nope", ""),
    ])
    func joinsKeepValueSemantics(source: String, output: String) {
        let result = run(source)
        #expect(result.out == output)
        if output.isEmpty {
            let l = result.interpreter.variables.lookup("l"), s = result.interpreter.variables.lookup("s")
            #expect(l == .list([.number(1), .number(2)]) || s == .string("ab"))
        }
    }

    /// `l = l + [x]` past the list limit at the `+` (the literal alone within it) is refused
    /// where the `+` is, and `l` keeps what it held.
    @Test func anAppendPastTheLimitLeavesTheList() throws {
        let result = run("let big = [1]\nrepeat 22 { big = [big, big] }\nlet l = [big]\nl = l + [big]")
        let diagnostic = try #require(result.interpreter.collectedDiagnostics.first)
        #expect(diagnostic.id == .valueTooLarge)
        #expect(diagnostic.message.contains("list too long"), "\(diagnostic.message)")
        guard case .list(let list)? = result.interpreter.variables.lookup("l") else {
            Issue.record("l holds no list")
            return
        }
        #expect(list.count == 1)
        let big = result.interpreter.variables.lookup("big")
        #expect(list.first == big)
    }

    /// Loops that were quadratic: at these sizes a quadratic loop takes minutes, a linear one
    /// well under a second.
    @Test(arguments: [
        ("let l = []\nfor i in 1..100000 { l = l + [i] }\nprint l.count, l[100000]", "100000 100000\n"),
        ("let l = []\nfor i in 1..100000 { l = l + [i] }\nlet t = 0\nfor i in 1..100000 { t = t + l[i] }\nprint t",
         "5000050000\n"),
        ("let c = \"\(String(repeating: "x", count: 1000))\"\nlet s = \"\"\nrepeat 16000 { s = s + c }\nprint s.count",
         "16000000\n"),
        ("let s = \"\"\nfor i in 1..30000 { s = s + \",\" + i + \"\(String(repeating: "y", count: 400))\" }\nprint s.count > 12000000",
         "true\n"),
        ("repeat 50000 { bookmark add \"b${bookmarks.count}\" at 1,2 }\nrepeat 49999 { bookmark remove 1 }\nprint bookmarks[1].name",
         "b49999\n"),
        ("repeat 20000 { gallery add \"g${gallery.count}\" style imagery }\nrepeat 20023 { gallery remove 1 }\nprint gallery[1].name",
         "g20023\n"),
    ])
    func formerlyQuadraticLoopsAreLinear(source: String, output: String) {
        #expect(run(source).out == output)
    }
}
