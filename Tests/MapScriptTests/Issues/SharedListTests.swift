import Testing
@testable import MapScript

/// Lists that share their storage (issue 23, item 5): `repeat 34 { a = [a, a] }` builds, in 68
/// steps, a list standing for 2^35 items. Its size is measured as it is built, so it is refused
/// at the turn that passes the limit. Before, the doubling ran on.
@Suite(.timeLimit(.minutes(1))) struct SharedListTests {
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
        guard case .list(let list) = try #require(result.interpreter.scopes.lookup("a")) else {
            Issue.record("a is not a list")
            return
        }
        #expect(list.size == (1 << 24) - 2)
        #expect(list.items.count == 2)
    }
}
