import Testing
@testable import MapScriptSyntax

/// Lists nested a level at a time in a loop (`l = [l]`): before `Value.maximumListDepth`,
/// printing or freeing one 200,000 levels deep ended the process when the stack ran out.
@Suite struct DeepListTests {
    /// A script that nests `levels` lists (the innermost `[1]` is level 1), then runs `then`.
    static func nested(_ levels: Int, then: String) -> String {
        "let l = [1]\nrepeat \(levels - 1) {\n  l = [l]\n}\n\(then)\n"
    }

    @Test(arguments: [
        // The deepest list allowed can be printed, compared, measured and let go.
        (Value.maximumListDepth, "print l == l\nprint l.count\nlet s = \"${l}\"\nprint s.count > 400", "true\n1\ntrue\n", ""),
        // One level more is an error at the literal that makes it, and the variable keeps its list.
        (Value.maximumListDepth + 1, "print 1", "",
         "t.mapscript:3:7: error: list nested too deeply: more than 200 levels of lists"),
        (200_000, "print 1", "", "t.mapscript:3:7: error: list nested too deeply: more than 200 levels of lists"),
    ])
    func nestingIsBounded(levels: Int, then: String, out: String, firstError: String) {
        let result = run(Self.nested(levels, then: then))
        #expect(result.out == out)
        #expect(result.firstError == firstError)
    }

    @Test func depthFollowsTheDeepestItem() {
        let flat: ValueList = [.number(1), .string("a")]
        let two: ValueList = [.number(1), .list(flat)]
        var three: ValueList = [.list(two), .list(flat)]
        #expect(flat.depth == 1)
        #expect(two.depth == 2)
        #expect(three.depth == 3)
        three.append(contentsOf: [.list([.list(two)])])
        #expect(three.depth == 4)
        three.truncate(to: 1)
        #expect(three.depth == 3)
    }
}
