import MapScriptRuntime
import MapScriptSyntax

/// One of N disjoint parts of a set of golden scenarios (`mapscript test --shard K/N`), so that
/// a CI matrix of N machines runs a large suite, each machine its part.
///
/// The split is by path: the scenarios are ranked by their paths' bytes (not by the order the
/// folders list them, which differs between machines), and the one ranked r (from 0) goes to
/// part `r % N + 1`. Every scenario is in exactly one part and the parts' sizes differ by at
/// most one, given the same paths on every machine.
public struct GoldenShard: Equatable, Sendable {
    /// K: which part, from 1.
    public let index: Int
    /// N: how many parts.
    public let count: Int

    /// The K-th of N parts; nil unless 1 <= K <= N.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// The part written `K/N` (`2/4`); nil for anything else (`0/2`, `3/2`, `x`).
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }),
              let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// The scenarios of this part, in the order given.
    public func select(_ scenarios: [GoldenScenario]) -> [GoldenScenario] {
        let ranked = scenarios.indices.sorted { a, b in
            let (left, right) = (scenarios[a].script.utf8, scenarios[b].script.utf8)
            return left.lexicographicallyPrecedes(right) || (left.elementsEqual(right) && a < b)
        }
        var chosen = [Bool](repeating: false, count: scenarios.count)
        for (rank, position) in ranked.enumerated() where rank % count == index - 1 { chosen[position] = true }
        return scenarios.indices.filter { chosen[$0] }.map { scenarios[$0] }
    }
}
