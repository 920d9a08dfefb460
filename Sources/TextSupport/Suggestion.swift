/// "Did you mean" support: the closest names to a misspelled one, by edit distance.
public enum Suggestion {
    /// The candidates closest to `word` (case-insensitive optimal-string-alignment distance),
    /// best first, ties in the candidates' order; empty when none is close enough.
    ///
    /// A candidate is close enough when its distance is at most `maxDistance`, or, by default,
    /// at most a third of the longer word's length (at least 1, at most 3). Candidates that
    /// differ only in case count once (the first one given is kept). A `limit` below 0 is 0.
    public static func closest(
        to word: String, among candidates: some Sequence<String>, maxDistance: Int? = nil, limit: Int = 3
    ) -> [String] {
        guard limit > 0 else { return [] }
        let target = Array(word.lowercased().unicodeScalars)
        var scored: [(distance: Int, order: Int, name: String)] = []
        var seen = Set<String>()
        for (order, candidate) in candidates.enumerated() {
            let folded = candidate.lowercased()
            guard seen.insert(folded).inserted else { continue }
            let other = Array(folded.unicodeScalars)
            let bound = maxDistance ?? min(3, max(1, max(target.count, other.count) / 3))
            if abs(other.count - target.count) > bound { continue }
            let d = distance(target, other, limit: bound)
            if d <= bound && d < max(target.count, other.count) {
                scored.append((d, order, candidate))
            }
        }
        scored.sort { ($0.distance, $0.order) < ($1.distance, $1.order) }
        return scored.prefix(limit).map(\.name)
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and
    /// transpositions of adjacent characters each cost 1.
    public static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }

    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, before[j - 2] + 1)
                }
                current[j] = best
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }

    /// `distance(a, b)` when it is at most `limit`, else a number greater than `limit`: only
    /// the cells within `limit` of the diagonal are computed, so two names of 32,000
    /// characters cost 32,000 × (2 × limit + 1) steps, not 32,000².
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        let beyond = limit + 1
        if abs(a.count - b.count) > limit { return beyond }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var before = [Int](repeating: beyond, count: b.count + 1)
        var previous = (0...b.count).map { $0 <= limit ? $0 : beyond }
        var current = [Int](repeating: beyond, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - limit), high = min(b.count, i + limit)
            current[0] = i <= limit ? i : beyond
            if low > 1 { current[low - 1] = beyond }
            var rowBest = current[0]
            if low <= high {
                for j in low...high {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        best = min(best, before[j - 2] + 1)
                    }
                    current[j] = min(best, beyond)
                    rowBest = min(rowBest, current[j])
                }
            }
            if high < b.count { current[high + 1] = beyond }
            if rowBest > limit { return beyond }
            (before, previous, current) = (previous, current, before)
        }
        return min(previous[b.count], beyond)
    }

    /// The " did you mean ...?" tail for a message: `; did you mean 'x'?` or
    /// `; did you mean 'x' or 'y'?`, or the empty string when there is nothing close.
    public static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String {
        didYouMean(closest(to: word, among: candidates, limit: 2))
    }

    /// The " did you mean ...?" tail for names already chosen: `; did you mean 'x'?`,
    /// `; did you mean 'x' or 'y'?` (only the first two are named), or the empty string.
    public static func didYouMean(_ names: [String]) -> String {
        switch names.count {
        case 0: return ""
        case 1: return "; did you mean '\(names[0])'?"
        default: return "; did you mean '\(names[0])' or '\(names[1])'?"
        }
    }
}
