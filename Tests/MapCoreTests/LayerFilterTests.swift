import MapFormats
import Testing
@testable import MapCore

/// A layer filter's kept features, as a bit set, and a feature's field looked up from where it
/// was in an earlier feature.
@Suite struct LayerFilterTests {
    @Test(arguments: [
        ([], [0, 1, 63, 64, -1]),
        ([0], [1, 63, 64, -1, 1_000_000]),
        ([63, 64, 130, 0], [1, 62, 65, 129, 131, 192, -64]),
        ([5, 5, 2], [0, 3, 4, 6]),
    ] as [([Int], [Int])])
    func keepsExactlyTheKeptFeatures(kept: [Int], others: [Int]) {
        let filter = LayerFilter(expression: "x", kept: kept)
        #expect(filter.kept == kept.sorted())
        for index in kept { #expect(filter.keeps(index), "\(index) of \(kept)") }
        for index in others { #expect(!filter.keeps(index), "\(index) of \(kept)") }
    }

    @Test(arguments: [
        // (field asked, position before, value, position after)
        ("b", 1, JSONValue.number(2), 1),
        ("b", 0, JSONValue.number(2), 1),
        ("c", 9, JSONValue.string("x"), 2),
        ("z", 1, nil, 1),
        ("a", 2, JSONValue.number(1), 0),
    ] as [(String, Int, JSONValue?, Int)])
    func findsAFieldFromAHint(name: String, before: Int, value: JSONValue?, after: Int) {
        let feature = Feature(geometry: nil, fields: [("a", .number(1)), ("b", .number(2)), ("c", .string("x"))])
        var position = before
        #expect(feature.field(name, at: &position) == value)
        #expect(feature[name] == value)
        #expect(position == after)
    }
}
