import Testing
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// Lists that share their storage (issue 23, item 5): `repeat 34 { a = [a, a] }` builds, in 68
/// steps, a list standing for 2^35 items. Its size is measured as it is built, so it is refused
/// at the turn that passes the limit; equality compares shared storage first; and walks over a
/// value (printing, comparing) count their items as steps, stopping at `--max-steps` and
/// Ctrl-C. Before, the doubling ran on, and `print a` or `a == b` walked the whole tree for
/// minutes, deaf to both. The time limit guards against that (the suite takes under a second):
/// 3 minutes, since under the address sanitizer on a loaded 2-core machine its cases waited
/// over a minute for a thread.
@Suite(.timeLimit(.minutes(3))) struct SharedListTests {
    /// A list doubled `turns` times from `[leaf]`: each level holds the one below twice, in
    /// one storage. When `last` is given, the rightmost leaf is `last` instead (so the lists
    /// differ only at the end of a walk).
    static func doubled(_ turns: Int, leaf: Value = .number(1), last: Value? = nil) -> Value {
        var shared: Value = .list([leaf])
        var right: Value = .list([last ?? leaf])
        for _ in 0..<turns {
            right = .list([shared, right])
            shared = .list([shared, shared])
        }
        return last == nil ? shared : right
    }

    /// An interpreter holding `a` and `b`, with `maxSteps` steps to run in.
    static func interpreter(a: Value, b: Value, maxSteps: Int? = nil) -> Interpreter {
        var options = Interpreter.Options()
        options.maxSteps = maxSteps
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics(), options: options)
        for (name, value) in [("a", a), ("b", b)] {
            interpreter.variables.setGlobal(interpreter.variables.globalIndex(of: name), value)
        }
        return interpreter
    }

    /// Doubling and joining a list with itself: refused at the turn whose list passes the limit
    /// (the 24th doubling of `[]` makes 2^25 - 2 items), at the list that would grow.
    @Test(arguments: [
        ("let a = []\nrepeat 34 { a = [a, a] }\nprint \"not reached\"",
         "t.mapscript:2:17: error: list too long: 33554430 items counting those of nested lists, more than the limit of 16777216"),
        ("let a = [1]\nrepeat 40 { a = a + [a] }",
         "t.mapscript:2:17: error: list too long: 33554431 items counting those of nested lists, more than the limit of 16777216"),
        ("let a = [1]\nrepeat 40 { a = [1] + [a] + [a] }",
         "t.mapscript:2:17: error: list too long: 33554429 items counting those of nested lists, more than the limit of 16777216"),
        ("let a = []\nrepeat 23 { a = [a, a] }\nprint [a, a].count",
         "t.mapscript:3:7: error: list too long: 33554430 items counting those of nested lists, more than the limit of 16777216"),
    ])
    func aSharedListPastTheLimitIsRefusedAsItIsBuilt(source: String, header: String) {
        let result = run(source)
        #expect(result.firstError == header)
        #expect(result.out == "")
        #expect(result.interpreter.collectedDiagnostics.map(\.id) == [.valueTooLarge])
    }

    /// The variable keeps the last list within the limit: 23 doublings of `[]`.
    @Test func theRefusedTurnLeavesTheVariableAsItWas() throws {
        let result = run("let a = []\nrepeat 34 { a = [a, a] }")
        let found = result.interpreter.variables.lookup("a")
        guard case .list(let list) = try #require(found) else {
            Issue.record("a is not a list")
            return
        }
        #expect(list.size == (1 << 24) - 2)
        #expect(list.count == 2)
    }

    /// Two lists of 2^40 leaves: equal or not, answered at once, in a few steps (a step per
    /// item compared, the pairs found equal not compared again). The lists are built here, as
    /// the language would refuse them, and given by name (a test argument is described in
    /// full, which would take as long as the walk).
    @Test(arguments: [
        ("same storage", true), ("built apart", true), ("another first leaf", false), ("another last leaf", false),
        ("another last leaf, a string", false), ("another depth", false),
    ])
    func deeplySharedListsCompareAtOnce(name: String, equal: Bool) throws {
        let a = Self.doubled(40)
        let others: [String: Value] = [
            "same storage": a, "built apart": Self.doubled(40), "another first leaf": Self.doubled(40, leaf: .number(2)),
            "another last leaf": Self.doubled(40, last: .number(2)),
            "another last leaf, a string": Self.doubled(40, last: .string("1")), "another depth": Self.doubled(39),
        ]
        let interpreter = Self.interpreter(a: a, b: try #require(others[name]), maxSteps: 10_000)
        let result = run("print a == b, a != b, b == a", interpreter: interpreter)
        #expect(result.err == "")
        #expect(result.out == "\(equal) \(!equal) \(equal)\n")
    }

    /// Walks count a step per item (and a comparison of long strings a step per 4 KiB unless
    /// they share storage): past `--max-steps` they stop with the step-limit error at the
    /// walked expression; within it they finish.
    @Test(arguments: [
        // `let`, `repeat` and 20 turns of one statement: 42 steps; `print a` walks 3 million items.
        ("let a = [1]\nrepeat 20 { a = [a, a] }\nprint a", 10_000, "t.mapscript:3:7"),
        ("let a = [1]\nrepeat 20 { a = [a, a] }\nprint \"${a}\"", 10_000, "t.mapscript:3:10"),
        ("let a = [1]\nrepeat 20 { a = [a, a] }\nassert false, a", 10_000, "t.mapscript:3:15"),
        ("let a = [1]\nrepeat 20 { a = [a, a] }\nlet s = \"\" + a", 10_000, "t.mapscript:3:9"),
        // Two lists of 5,000 numbers built apart (20,004 steps): comparing them walks 5,000 more.
        (flatPair + "print a == b", 22_000, "t.mapscript:5:7"),
        (flatPair + "print a == b", 30_000, nil),
        // 100 strings of 4 MiB in each list, equal but apart: 1,024 steps each.
        (longStrings("t") + "print a == b", 60_000, "t.mapscript:8:7"),
        (longStrings("t") + "print a == b", 200_000, nil),
        // The same strings (one storage): a step per item.
        (longStrings("s") + "print a == b", 60_000, nil),
        // A list holding a session object is rebuilt once per storage, however shared.
        ("bookmark add \"x\" at 1,2\nlet a = [bookmarks]\nrepeat 22 { a = [a, a] }\nprint a == a", 1_000, nil),
    ] as [(String, Int, String?)])
    func walksCountTheirSteps(source: String, maxSteps: Int, stoppedAt place: String?) {
        let interpreter = Self.interpreter(a: .bool(false), b: .bool(false), maxSteps: maxSteps)
        let result = run(source, interpreter: interpreter)
        if let place {
            #expect(result.outcome.ending == .stepLimitReached)
            #expect(result.firstError.hasPrefix(place + ": error: the script ran more than"), "\(result.firstError)")
            #expect(result.interpreter.collectedDiagnostics.map(\.id) == [.stepLimitReached])
        } else {
            #expect(result.err == "")
            #expect(result.outcome.ending == .finished)
        }
    }

    static let flatPair = "let a = []\nfor i in 1..5000 { a = a + [i] }\nlet b = []\nfor i in 1..5000 { b = b + [i] }\n"

    /// Lists `a` (of `s`) and `b` (of `other`) of 100 strings of 4 MiB each; `s` and `t` are
    /// equal, built apart.
    static func longStrings(_ other: String) -> String {
        "let s = \"x\"\nrepeat 22 { s = s + s }\nlet t = \"x\"\nrepeat 22 { t = t + t }\n"
            + "let a = []\nlet b = []\nrepeat 100 { a = a + [s]; b = b + [\(other)] }\n"
    }

    /// Ctrl-C stops a walk: the flag is looked at every 1,024 items.
    @Test(arguments: ["print c", "print a == b", "print \"${a}\".count"])
    func anInterruptStopsAWalk(statement: String) {
        let flag = InterruptFlag()
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics(), interrupt: flag)
        // 20,046 steps: the statement run next (20,047) is not a checkpoint (20,480); its walk
        // of 5,000 items or more passes one.
        let setup = run("let c = [1]\nrepeat 20 { c = [c, c] }\n" + Self.flatPair, interpreter: interpreter)
        #expect(setup.err == "")
        flag.raise()
        let result = run(statement, interpreter: interpreter)
        #expect(result.outcome.ending == .interrupted)
        #expect(result.out == "")
    }
}
