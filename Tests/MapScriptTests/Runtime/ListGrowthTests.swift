import Testing
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// A list that grows past 65,536 items makes its room fourfold (`ValueList.Storage.grow`): its
/// items, its measures and the lists that share its storage are as they would be with any
/// other growth.
@Suite struct ListGrowthTests {
    @Test(arguments: [
        // Built by `l = l + [i]` in place, across 65,536 and 262,144 items.
        ("let l = []\nfor i in 1..70000 { l = l + [i] }\nprint l.count, l[1], l[65536], l[65537], l[70000]",
         "70000 1 65536 65537 70000\n"),
        ("let l = []\nfor i in 1..270000 { l = l + [i * 2] }\nlet t = 0\nfor x in l { t = t + x }\nprint l.count, l[262145], t",
         "270000 524290 72900270000\n"),
        // A copy taken at the threshold keeps its items while the original grows past it.
        ("let l = []\nfor i in 1..65536 { l = l + [i] }\nlet m = l\nl = l + [0]\nm = m + [-1]\nprint l.count, m.count, l[65537], m[65537], l == m",
         "65537 65537 0 -1 false\n"),
        // Nested lists keep their size and depth past the threshold.
        ("let l = []\nfor i in 1..66000 { l = l + [[i]] }\nprint l.count, l[66000][1], l == l",
         "66000 66000 true\n"),
    ])
    func aLargeListGrowsAsAnyOther(script: String, expected: String) {
        #expect(output(script) == expected, "\(script)")
    }

    /// The general append (`ValueList.append(_:)`, used off the in-place path) across the
    /// threshold: the same items as the in-place one.
    @Test func theGeneralAppendGrowsTheSame() {
        var list = ValueList([])
        var built: [Value] = []
        for index in 0..<70_000 {
            list.append(.number(Double(index)))
            built.append(.number(Double(index)))
        }
        #expect(list.count == 70_000)
        #expect(list == ValueList(built))
        #expect(list.size == 70_000)
    }
}
