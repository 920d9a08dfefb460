/// A compact hash index from names to positions in an array that its owner keeps.
///
/// The index stores no names: each entry is a 32-bit tag (the high half of the name's
/// `NameHash`) and a 32-bit index into the owner's array, 8 bytes in all. Looking a name up
/// walks the entries whose tag matches and asks the owner to confirm each candidate
/// (`find(hash:where:)` with `{ items[$0].name == name }`), so a hit costs one probe into a
/// small table plus the access to the record that is needed anyway, whatever the size.
///
/// Open addressing in a power-of-two table with linear probing, at most half full; removal
/// shifts the following entries back (no tombstones). An entry's home slot comes from its tag,
/// so the table grows without the owner's help. Indices must be in 0..<UInt32.max.
public struct NameIndex: Sendable {
    /// The slots: 0 when empty, else `tag << 32 | (index + 1)`.
    private(set) var slots: [UInt64] = []
    /// The number of entries.
    public private(set) var count = 0

    /// An empty index.
    public init() {}

    /// An empty index that holds `minimumCapacity` entries before it grows.
    public init(minimumCapacity: Int) {
        reserveCapacity(minimumCapacity)
    }

    /// How many entries fit before the table grows.
    public var capacity: Int { slots.count / 2 }

    /// Whether there are no entries.
    public var isEmpty: Bool { count == 0 }

    /// Makes room for `minimumCapacity` entries without growing again.
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        var size = max(slots.count, 8)
        while size / 2 < minimumCapacity { size *= 2 }
        resize(to: size)
    }

    // MARK: - Look-up

    /// The first index whose entry has `hash` and which `matches` accepts, or nil. `matches`
    /// sees only candidates (same 32-bit tag) and should compare the owner's record.
    public func find(hash: UInt64, where matches: (Int) -> Bool) -> Int? {
        guard count > 0 else { return nil }
        let tag = Self.tag(of: hash)
        let mask = slots.count - 1
        var slot = Self.home(of: tag, mask: mask)
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            if Self.tag(ofEntry: entry) == tag, matches(Self.index(ofEntry: entry)) {
                return Self.index(ofEntry: entry)
            }
            slot = (slot + 1) & mask
        }
    }

    // MARK: - Editing

    /// Adds an entry for `index` under `hash` (the owner makes sure the name is new).
    public mutating func insert(hash: UInt64, index: Int) {
        growIfFull()
        let tag = Self.tag(of: hash)
        slots[emptySlot(for: tag)] = Self.entry(tag: tag, index: index)
        count += 1
    }

    /// The index of an entry with `hash` that `matches` accepts, as `find(hash:where:)`; when
    /// there is none, adds an entry for `index` and returns nil. One probe sequence either way.
    public mutating func findOrInsert(hash: UInt64, index: Int, where matches: (Int) -> Bool) -> Int? {
        let tag = Self.tag(of: hash)
        if count > 0 {
            let mask = slots.count - 1
            var slot = Self.home(of: tag, mask: mask)
            while true {
                let entry = slots[slot]
                if entry == 0 { break }
                if Self.tag(ofEntry: entry) == tag, matches(Self.index(ofEntry: entry)) {
                    return Self.index(ofEntry: entry)
                }
                slot = (slot + 1) & mask
            }
            if count + 1 <= capacity {
                slots[slot] = Self.entry(tag: tag, index: index)
                count += 1
                return nil
            }
        }
        insert(hash: hash, index: index)
        return nil
    }

    /// Removes the entry for `index` under `hash`; returns whether there was one.
    @discardableResult
    public mutating func remove(hash: UInt64, index: Int) -> Bool {
        guard let slot = slot(hash: hash, index: index) else { return false }
        let mask = slots.count - 1
        // Backward shift: pull each following entry of the cluster into the hole when the
        // hole lies between its home and its slot, so every probe sequence stays unbroken.
        var hole = slot
        var next = (hole + 1) & mask
        while slots[next] != 0 {
            let home = Self.home(of: Self.tag(ofEntry: slots[next]), mask: mask)
            if (next &- home) & mask >= (next &- hole) & mask {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = 0
        count -= 1
        return true
    }

    /// Points the entry for `index` under `hash` at `newIndex`; returns whether there was one.
    @discardableResult
    public mutating func update(hash: UInt64, index: Int, to newIndex: Int) -> Bool {
        guard let slot = slot(hash: hash, index: index) else { return false }
        slots[slot] = Self.entry(tag: Self.tag(ofEntry: slots[slot]), index: newIndex)
        return true
    }

    /// Replaces every entry's index `i` with `transform(i)`, in one pass over the table (no
    /// hashing): the way to re-index a long stretch after an insertion, removal or move.
    public mutating func remapIndices(_ transform: (Int) -> Int) {
        guard count > 0 else { return }
        for slot in slots.indices where slots[slot] != 0 {
            let entry = slots[slot]
            let index = Self.index(ofEntry: entry)
            let newIndex = transform(index)
            if newIndex != index { slots[slot] = Self.entry(tag: Self.tag(ofEntry: entry), index: newIndex) }
        }
    }

    /// Removes every entry, keeping the table's memory when asked.
    public mutating func removeAll(keepingCapacity: Bool = false) {
        if keepingCapacity {
            for slot in slots.indices { slots[slot] = 0 }
        } else {
            slots = []
        }
        count = 0
    }

    // MARK: - Table

    private func slot(hash: UInt64, index: Int) -> Int? {
        guard count > 0 else { return nil }
        let tag = Self.tag(of: hash)
        let wanted = Self.entry(tag: tag, index: index)
        let mask = slots.count - 1
        var slot = Self.home(of: tag, mask: mask)
        while slots[slot] != 0 {
            if slots[slot] == wanted { return slot }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private func emptySlot(for tag: UInt32) -> Int {
        let mask = slots.count - 1
        var slot = Self.home(of: tag, mask: mask)
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func growIfFull() {
        if count + 1 > capacity { resize(to: max(slots.count * 2, 8)) }
    }

    private mutating func resize(to size: Int) {
        let mask = size - 1
        let old = slots
        slots = Array(repeating: 0, count: size)
        slots.withUnsafeMutableBufferPointer { table in
            for entry in old where entry != 0 {
                var slot = Self.home(of: Self.tag(ofEntry: entry), mask: mask)
                while table[slot] != 0 { slot = (slot + 1) & mask }
                table[slot] = entry
            }
        }
    }

    static func tag(of hash: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: hash >> 32) }

    static func home(of tag: UInt32, mask: Int) -> Int { Int(tag) & mask }

    private static func tag(ofEntry entry: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: entry >> 32) }

    private static func index(ofEntry entry: UInt64) -> Int { Int(UInt32(truncatingIfNeeded: entry)) - 1 }

    private static func entry(tag: UInt32, index: Int) -> UInt64 {
        precondition(index >= 0 && index < Int(UInt32.max), "NameIndex: index out of range")
        return UInt64(tag) << 32 | UInt64(index + 1)
    }
}
