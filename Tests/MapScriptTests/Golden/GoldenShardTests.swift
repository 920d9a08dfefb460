import Testing
@testable import MapScriptTesting

/// `--shard K/N`: what it accepts, and that the parts split a suite whole and disjoint,
/// whatever order the scenarios come in.
@Suite struct GoldenShardTests {
    @Test(arguments: [
        ("1/1", 1, 1), ("1/2", 1, 2), ("2/2", 2, 2), ("3/10", 3, 10), ("07/08", 7, 8),
    ])
    func acceptsKOfN(text: String, index: Int, count: Int) {
        #expect(GoldenShard(text) == GoldenShard(index: index, count: count))
        #expect(GoldenShard(text)?.index == index)
        #expect(GoldenShard(text)?.count == count)
    }

    @Test(arguments: ["0/2", "3/2", "x", "", "1/0", "0/0", "-1/2", "1/-2", "+1/2", "1/2/3", "/2", "1/", "1 /2", "1/2 ", "a/b",
                      "99999999999999999999/2"])
    func refuses(text: String) {
        #expect(GoldenShard(text) == nil)
    }

    static let scenarios = (0..<23).map { GoldenScenario(script: "folder\($0 % 3)/s\($0).mapscript") }

    /// Every scenario is in exactly one part, the parts' sizes differ by at most one, and each
    /// part keeps the order it was given.
    @Test(arguments: 1...6)
    func partsAreWholeAndDisjoint(count: Int) throws {
        var seen: [String: Int] = [:]
        var sizes: [Int] = []
        for index in 1...count {
            let part = try #require(GoldenShard(index: index, count: count)).select(Self.scenarios)
            sizes.append(part.count)
            for scenario in part { seen[scenario.script, default: 0] += 1 }
            let positions = part.map { scenario in Self.scenarios.firstIndex(of: scenario) ?? -1 }
            #expect(positions == positions.sorted())
        }
        #expect(Set(seen.keys) == Set(Self.scenarios.map(\.script)))
        #expect(seen.values.allSatisfy { $0 == 1 })
        #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
    }

    /// The split depends on the paths alone: the same part from the scenarios in any order
    /// (folders list their files in different orders on different machines).
    @Test(arguments: [1, 2, 3])
    func theSplitIgnoresTheOrderGiven(index: Int) throws {
        let shard = try #require(GoldenShard(index: index, count: 3))
        let forward = Set(shard.select(Self.scenarios).map(\.script))
        let backward = Set(shard.select(Self.scenarios.reversed()).map(\.script))
        var generator = SystemRandomNumberGenerator()
        let shuffled = Set(shard.select(Self.scenarios.shuffled(using: &generator)).map(\.script))
        #expect(!forward.isEmpty)
        #expect(backward == forward)
        #expect(shuffled == forward)
    }
}
