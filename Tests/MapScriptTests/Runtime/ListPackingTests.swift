import Testing
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// A list of numbers keeps them as `Double`s (`ValueList.Storage.numbers`) until an item of
/// another kind comes; either way it reads, prints, compares, loops and shares alike.
@Suite struct ListPackingTests {
    /// Scripts over lists that are numbers only, then are not.
    @Test(arguments: [
        ("let l = [1, 2, 3]\nprint l, l[2], l.count", "[1, 2, 3] 2 3\n"),
        // An item of another kind keeps every number, in order.
        ("let l = [1, 2]\nl = l + [\"a\"]\nl = l + [3]\nprint l, l[1] + l[4], l.count", "[1, 2, \"a\", 3] 4 4\n"),
        ("let l = []\nfor i in 1..5 { l = l + [i] }\nl = l + [[6]]\nprint l, l[6][1]", "[1, 2, 3, 4, 5, [6]] 6\n"),
        // A copy keeps its numbers while the original takes a string.
        ("let l = [1, 2]\nlet m = l\nl = l + [\"x\"]\nprint l, m, l == m", "[1, 2, \"x\"] [1, 2] false\n"),
        // Lists kept either way compare by their items.
        ("let a = [1, \"b\"]\nlet b = [1]\nb = b + [\"b\"]\nprint a == b, [1, 2] == [1, 2], [1, 2] == [1, 3]", "true true false\n"),
        // A loop over numbers, and over numbers that became values.
        ("let t = 0\nfor x in [1.5, 2.5, 3] { t = t + x }\nprint t", "7\n"),
        ("let l = [1, 2]\nl = l + [true]\nlet c = 0\nfor x in l { c = c + 1 }\nprint c, l[3]", "3 true\n"),
        // Joining lists: numbers to numbers, numbers to values.
        ("let a = [1, 2] + [3]\nlet b = [1] + [\"z\"]\nprint a, b, a.count + b.count", "[1, 2, 3] [1, \"z\"] 5\n"),
    ])
    func listsOfNumbers(script: String, expected: String) {
        #expect(output(script) == expected, "\(script)")
    }

    /// Indexing a list of numbers by a position that is not whole, or out of range.
    @Test(arguments: [
        ("let l = [10, 20]\nprint l[1.5]", "whole number"),
        ("let l = [10, 20]\nprint l[3]", "index 3 is out of range [1, 2]"),
        ("let l = [10, 20]\nlet t = 0\nt = t + l[0]", "index 0 is out of range [1, 2]"),
    ])
    func badPositions(script: String, message: String) {
        let result = run(script)
        #expect(result.err.contains(message), "\(script): \(result.err)")
    }

    /// The storage: numbers packed, then values from the first item of another kind, with
    /// the measures of the list unchanged by the way it is kept.
    @Test func numbersArePackedUntilAnotherKindComes() {
        var list = ValueList([.number(1), .number(2)])
        #expect(Self.isPacked(list))
        list.append(.number(3))
        #expect(Self.isPacked(list))
        let copy = list
        list.append(.string("a"))
        #expect(!Self.isPacked(list))
        #expect(Self.isPacked(copy))
        #expect(Array(list) == [.number(1), .number(2), .number(3), .string("a")])
        #expect(Array(copy) == [.number(1), .number(2), .number(3)])
        #expect(list.size == 4 && copy.size == 3)
        #expect(list.number(atWhole: 3) == 3 && list.number(atWhole: 4) == nil && copy.item(atWhole: 2) == .number(2))
        var joined = copy
        joined.append(contentsOf: copy)
        #expect(Self.isPacked(joined) && joined.count == 6 && joined.size == 6)
        joined.append(contentsOf: list)
        #expect(!Self.isPacked(joined) && joined.count == 10 && joined[9] == .string("a"))
        #expect(ValueList([.number(1), .string("b")]) == { var l = ValueList([.number(1)]); l.append(.string("b")); return l }())
    }

    /// A list of 300,000 numbers stays packed as it grows past the fourfold threshold, and
    /// keeps every number when a string comes at the end.
    @Test func aLargeListOfNumbers() {
        var list = ValueList([])
        for index in 0..<300_000 { list.append(.number(Double(index))) }
        #expect(Self.isPacked(list))
        list.append(.string("end"))
        #expect(list.count == 300_001 && list[299_999] == .number(299_999) && list[300_000] == .string("end"))
        #expect(list.size == 300_001)
    }

    static func isPacked(_ list: ValueList) -> Bool {
        if case .numbers = list.kept { true } else { false }
    }
}
