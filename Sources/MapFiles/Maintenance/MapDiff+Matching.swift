import MapFormats

extension MapDiff {
    /// Pairs the items of `old` and `new` by `keys`, tried in order: each key pairs the items
    /// not yet paired that have it, equal keys in order of appearance. The pairs come sorted
    /// by their index in `new`.
    static func match(_ old: [JSONValue], _ new: [JSONValue], keys: [(JSONValue) -> String?]) -> [(old: Int, new: Int)] {
        var pairs: [(old: Int, new: Int)] = []
        var freeOld = Array(old.indices)
        var freeNew = Array(new.indices)
        for key in keys {
            var waiting: [String: [Int]] = [:]
            for index in freeOld {
                if let value = key(old[index]) { waiting[value, default: []].append(index) }
            }
            var used = Set<Int>()
            var stillFree: [Int] = []
            for index in freeNew {
                if let value = key(new[index]), var candidates = waiting[value], !candidates.isEmpty {
                    let partner = candidates.removeFirst()
                    waiting[value] = candidates
                    pairs.append((partner, index))
                    used.insert(partner)
                } else {
                    stillFree.append(index)
                }
            }
            freeNew = stillFree
            freeOld.removeAll { used.contains($0) }
        }
        return pairs.sorted { $0.new < $1.new }
    }

    /// The offsets into `pairs` (sorted by new index) of a longest run whose old indices rise:
    /// the items that kept their order. The others moved. Between runs of the same length the
    /// choice is fixed (the run whose items end lowest in the first file), so the report is stable.
    static func keptInOrder(_ pairs: [(old: Int, new: Int)]) -> Set<Int> {
        // Patience sorting: tails[k] is the offset ending the best run of length k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: pairs.count)
        for offset in pairs.indices {
            let value = pairs[offset].old
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[tails[middle]].old < value { low = middle + 1 } else { high = middle }
            }
            previous[offset] = low > 0 ? tails[low - 1] : -1
            if low == tails.count { tails.append(offset) } else { tails[low] = offset }
        }
        var kept = Set<Int>()
        var offset = tails.last ?? -1
        while offset >= 0 {
            kept.insert(offset)
            offset = previous[offset]
        }
        return kept
    }
}
