/// The ordered set of a sweep's active segments, bottom to top: a treap (a binary search tree
/// kept balanced by random priorities, Seidel and Aragon 1996) over item numbers 0..<capacity,
/// with parent links so that an item's neighbours are found from the item itself. Insertion
/// asks the caller where an item goes; removal and the neighbours need no comparison. Each
/// operation takes O(log n) expected time.
struct SweepStatus {
    /// Each item's left child (the items below it), or -1.
    private var left: [Int32]
    /// Each item's right child (the items above it), or -1.
    private var right: [Int32]
    /// Each item's parent, or -1 for the root.
    private var parent: [Int32]
    /// The root item, or -1 when empty.
    private var root: Int32 = -1

    /// An empty status for items 0..<`capacity`.
    init(capacity: Int) {
        left = Array(repeating: -1, count: capacity)
        right = left
        parent = left
    }

    /// Empties the status.
    mutating func removeAll() {
        root = -1
    }

    /// Adds `item`, placed by `isBelow(other)`: whether `item` goes below `other`.
    mutating func insert(_ item: Int, isBelow: (Int) -> Bool) {
        let node = Int32(item)
        left[item] = -1
        right[item] = -1
        var above: Int32 = -1, goesLeft = false
        var current = root
        while current >= 0 {
            above = current
            goesLeft = isBelow(Int(current))
            current = goesLeft ? left[Int(current)] : right[Int(current)]
        }
        parent[item] = above
        if above < 0 {
            root = node
        } else if goesLeft {
            left[Int(above)] = node
        } else {
            right[Int(above)] = node
        }
        while parent[item] >= 0 && Self.priority(item) > Self.priority(Int(parent[item])) {
            rotateUp(item)
        }
    }

    /// Takes `item` out (it must be in).
    mutating func remove(_ item: Int) {
        while left[item] >= 0 || right[item] >= 0 {
            let l = left[item], r = right[item]
            let child = r < 0 || (l >= 0 && Self.priority(Int(l)) > Self.priority(Int(r))) ? l : r
            rotateUp(Int(child))
        }
        let up = parent[item]
        if up < 0 {
            root = -1
        } else if left[Int(up)] == Int32(item) {
            left[Int(up)] = -1
        } else {
            right[Int(up)] = -1
        }
    }

    /// The item just below `item`, or nil.
    func below(_ item: Int) -> Int? {
        if left[item] >= 0 {
            var current = left[item]
            while right[Int(current)] >= 0 { current = right[Int(current)] }
            return Int(current)
        }
        var child = Int32(item), up = parent[item]
        while up >= 0 && left[Int(up)] == child {
            child = up
            up = parent[Int(up)]
        }
        return up >= 0 ? Int(up) : nil
    }

    /// The item just above `item`, or nil.
    func above(_ item: Int) -> Int? {
        if right[item] >= 0 {
            var current = right[item]
            while left[Int(current)] >= 0 { current = left[Int(current)] }
            return Int(current)
        }
        var child = Int32(item), up = parent[item]
        while up >= 0 && right[Int(up)] == child {
            child = up
            up = parent[Int(up)]
        }
        return up >= 0 ? Int(up) : nil
    }

    // MARK: - Balance

    /// Turns the tree so that `item` takes its parent's place, order unchanged.
    private mutating func rotateUp(_ item: Int) {
        let node = Int32(item)
        let up = parent[item], grand = parent[Int(up)]
        if left[Int(up)] == node {
            left[Int(up)] = right[item]
            if right[item] >= 0 { parent[Int(right[item])] = up }
            right[item] = up
        } else {
            right[Int(up)] = left[item]
            if left[item] >= 0 { parent[Int(left[item])] = up }
            left[item] = up
        }
        parent[Int(up)] = node
        parent[item] = grand
        if grand < 0 {
            root = node
        } else if left[Int(grand)] == up {
            left[Int(grand)] = node
        } else {
            right[Int(grand)] = node
        }
    }

    /// An item's priority: a fixed hash of its number (SplitMix64's finaliser), so runs repeat.
    private static func priority(_ item: Int) -> UInt64 {
        var z = UInt64(item) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
