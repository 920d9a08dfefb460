/// An element that a `KeyedList` can find by a string key: a bookmark by its name, a gallery
/// item by its name.
public protocol KeyedElement {
    /// The key, unique within a list (compared as `String ==` does); nil for none.
    var key: String? { get }
}

/// An ordered list of elements, found by 0-based index or by key in O(1), however long.
///
/// The elements sit in an array of slots behind a run of dead ones (left by removals at the
/// front; each holds a copy of a live element, so that no removed element stays alive), and a
/// `NameIndex` maps each key's hash to its element's slot. So appending and
/// removing at either end are amortised O(1): nothing else moves, and no other key is
/// re-indexed. Inserting or removing elsewhere moves the shorter side and re-indexes it.
/// The dead run is dropped, and the index rebuilt at its live size, when the run outgrows
/// the elements (amortised O(1) per removal). Mutate a list in place (through its owner's
/// stored properties) so that copy-on-write never copies.
public struct KeyedList<Element: KeyedElement> {
    /// `slots[start...]` are the elements; `slots[..<start]` are dead (never read).
    private var slots: [Element] = []
    private var start = 0
    /// Each keyed element's key hash to its slot.
    private var index = NameIndex()

    /// An empty list.
    public init() {}

    /// The index of the element whose key `== key`, or nil.
    public func index(ofKey key: String) -> Int? {
        index.find(hash: NameHash.of(key)) { slots[$0].key == key }.map { $0 - start }
    }

    /// Makes room for `count` elements in all without growing again.
    public mutating func reserveCapacity(_ count: Int) {
        slots.reserveCapacity(start + count)
        index.reserveCapacity(count)
    }

    // MARK: - Editing

    /// Appends `element`, unless another element has its key: then returns that element's
    /// index and changes nothing. One probe of the index either way.
    @discardableResult
    public mutating func append(_ element: Element) -> Int? {
        let slot = slots.count
        if let key = element.key,
           let existing = index.findOrInsert(hash: NameHash.of(key), index: slot, where: { slots[$0].key == key }) {
            return existing - start
        }
        slots.append(element)
        return nil
    }

    /// Inserts `element` at `position` (0...count), unless another element has its key: then
    /// returns that element's index and changes nothing.
    @discardableResult
    public mutating func insert(_ element: Element, at position: Int) -> Int? {
        precondition(position >= 0 && position <= count, "KeyedList: position out of range")
        if position == count { return append(element) }
        if let key = element.key, let existing = index(ofKey: key) { return existing }
        let slot: Int
        if position == 0 && start > 0 {
            // Into the empty slot just before the first element: nothing moves.
            start -= 1
            slot = start
            slots[slot] = element
        } else {
            slot = start + position
            reindex(slot..<slots.count) { $0 + 1 }
            slots.insert(element, at: slot)
        }
        if let key = element.key { index.insert(hash: NameHash.of(key), index: slot) }
        return nil
    }

    /// Removes and returns the element at `position` (0..<count).
    @discardableResult
    public mutating func remove(at position: Int) -> Element {
        let slot = start + position
        let element = self[position]
        if let key = element.key { index.remove(hash: NameHash.of(key), index: slot) }
        if position < count / 2 {
            // Nearer the front: the elements before it move up one slot.
            reindex(start..<slot) { $0 + 1 }
            var moving = slot
            while moving > start {
                slots[moving] = slots[moving - 1]
                moving -= 1
            }
            slots[start] = slots[start + 1]  // dead: a copy of the new first element
            start += 1
            compactIfSparse()
        } else {
            reindex(slot + 1..<slots.count) { $0 - 1 }
            slots.remove(at: slot)
            if slots.count == start { removeAll() }
        }
        return element
    }

    /// Moves the element at `from` so that it ends up at `to` (both in 0..<count).
    public mutating func move(from: Int, to: Int) {
        guard from != to else { return }
        let source = start + from, target = start + to
        reindex(Swift.min(source, target)..<Swift.max(source, target) + 1) { slot in
            if slot == source { return target }
            return source < target ? slot - 1 : slot + 1
        }
        let moving = slots.remove(at: source)
        slots.insert(moving, at: target)
    }

    /// Replaces the element at `position` with `element`, whose key must be its own or one no
    /// other element has (the owner checks: see `index(ofKey:)`).
    public mutating func replace(at position: Int, with element: Element) {
        let slot = start + position
        let oldKey = self[position].key, newKey = element.key
        if oldKey != newKey {
            if let oldKey { index.remove(hash: NameHash.of(oldKey), index: slot) }
            if let newKey { index.insert(hash: NameHash.of(newKey), index: slot) }
        }
        slots[slot] = element
    }

    /// Runs `body` on the element at `position`, in place; `body` must not change its key.
    public mutating func modify<Result, Failure: Error>(
        at position: Int, _ body: (inout Element) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        precondition(position >= 0 && position < count, "KeyedList: index out of range")
        return try body(&slots[start + position])
    }

    /// Removes every element.
    public mutating func removeAll() {
        slots.removeAll()
        start = 0
        index.removeAll()
    }

    // MARK: - Re-indexing

    /// Gives the index entry of each element in `range` (slots) the slot `newSlot(slot)`;
    /// call it before the elements move. A short stretch re-hashes its keys (all taken out,
    /// then put back, so that no two entries ever share a slot); a long one remaps the whole
    /// table in one pass, without hashing.
    private mutating func reindex(_ range: Range<Int>, _ newSlot: (Int) -> Int) {
        guard !range.isEmpty else { return }
        // Re-hashing costs about as much as a pass over 16 slots; the table has 2 to 4 per key.
        guard range.count * 16 < index.capacity * 2 else {
            index.remapIndices { range.contains($0) ? newSlot($0) : $0 }
            return
        }
        let hashes = slots[range].map { $0.key.map(NameHash.of) }
        for (slot, hash) in zip(range, hashes) {
            if let hash { index.remove(hash: hash, index: slot) }
        }
        for (slot, hash) in zip(range, hashes) {
            if let hash { index.insert(hash: hash, index: newSlot(slot)) }
        }
    }

    /// Drops the dead slots at the front once they outnumber the elements, rebuilding the
    /// index at the live size: O(count), once per count/2 removals or more.
    private mutating func compactIfSparse() {
        guard start >= 16 && start > count else { return }
        slots.removeFirst(start)
        start = 0
        index = NameIndex(minimumCapacity: slots.count)
        for (slot, element) in slots.enumerated() {
            if let key = element.key { index.insert(hash: NameHash.of(key), index: slot) }
        }
    }
}

// MARK: - Collection

extension KeyedList: RandomAccessCollection {
    /// 0.
    public var startIndex: Int { 0 }
    /// The number of elements.
    public var endIndex: Int { slots.count - start }

    /// The element at 0-based `position`.
    public subscript(position: Int) -> Element {
        precondition(position >= 0, "KeyedList: index out of range")
        return slots[start + position]
    }
}

extension KeyedList: Equatable where Element: Equatable {
    /// Whether both lists hold equal elements in the same order.
    public static func == (lhs: KeyedList, rhs: KeyedList) -> Bool {
        lhs.elementsEqual(rhs)
    }
}

extension KeyedList: Hashable where Element: Hashable {
    /// Hashes the elements, in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

extension KeyedList: Sendable where Element: Sendable {}
