/// The items of a list value, with what walks over it need to know kept up to date as the
/// list is built, so that no walk is needed to learn it.
///
/// A list may hold the same list many times without copying it (`a = [a, a]` shares `a`), so
/// a value built in a few steps may stand for a tree of billions of items. `size` counts that
/// tree (each item once, and a nested list's items as often as it appears), in O(1) per item
/// added, so that a list too large to walk is refused as it is built (see
/// `Interpreter.checkListSize`).
///
/// The items and measures live in one shared storage object, copied on the first change made
/// while another list shares it, so that a list value is one reference: every `Value` is then
/// as small as a string (17 bytes), and copying a number copies no more than that.
public struct ValueList: Equatable, Sendable, ExpressibleByArrayLiteral {
    /// The items and measures. A storage object is changed only when this list alone holds
    /// it (see `makeUnique`), so sharing it between threads is as safe as sharing an array.
    /// Its fields skip the dynamic exclusivity checks (a fifth of building a list): only
    /// the one list that holds a storage changes it. Usable from inline code, with the few
    /// members that reading an item and appending one need: the runtime, in another module,
    /// inlines those (a call each was a tenth of building and indexing a list).
    @usableFromInline
    final class Storage: @unchecked Sendable {
        @usableFromInline @exclusivity(unchecked) var items: [Value]
        @usableFromInline @exclusivity(unchecked) var size = 0
        @usableFromInline @exclusivity(unchecked) var holdsSessionObject = false
        @usableFromInline @exclusivity(unchecked) var depth = 1

        init(_ items: [Value]) {
            self.items = items
            for item in items { measure(item) }
        }

        @usableFromInline
        init(copying other: Storage) {
            items = other.items
            size = other.size
            holdsSessionObject = other.holdsSessionObject
            depth = other.depth
        }

        /// Makes room for more items, the array being full: twice the room, or four times
        /// once it holds 65,536 items (1.5 MiB). Each move of a large array fills pages the
        /// kernel must first supply, one fault each: building a list of 1M items took 12,400
        /// page faults when it doubled and 8,500 this way, and 15% less time (peak memory a
        /// little lower). The room not yet filled takes address space, not memory.
        @usableFromInline @inline(never)
        func grow() {
            let capacity = items.capacity
            items.reserveCapacity(capacity >= 1 << 16 ? capacity * 4 : Swift.max(16, capacity * 2))
        }

        /// What `item` adds to the measures.
        @inlinable
        func measure(_ item: Value) {
            add(ValueList.measures(of: item))
        }

        /// Adds the measures of an item (`ValueList.measures(of:)`).
        @inlinable @inline(__always)
        func add(_ measures: (size: Int, depth: Int, holdsSessionObject: Bool)) {
            size = ValueList.sum(size, measures.size)
            if measures.holdsSessionObject { holdsSessionObject = true }
            depth = max(depth, measures.depth)
        }
    }

    @usableFromInline var storage: Storage

    /// The items, indexed from 0.
    public var items: [Value] { storage.items }
    /// The items at every depth: one for each item, plus the size of each nested list
    /// (saturating at `Int.max`).
    @inlinable public var size: Int { storage.size }
    /// The number of items (`items.count`, read without copying the items out).
    @inlinable package var count: Int { storage.items.count }
    /// Whether a session object is among the items at any depth (see
    /// `Interpreter.materialize`).
    public var holdsSessionObject: Bool { storage.holdsSessionObject }
    /// How deeply lists nest in it: 1 for a list of no lists, one more than its deepest list
    /// item otherwise (see `Value.maximumListDepth`).
    public var depth: Int { storage.depth }

    /// A list of `items`, measured in O(items).
    public init(_ items: [Value]) {
        storage = Storage(items)
    }

    /// A list of the literal's items.
    public init(arrayLiteral items: Value...) {
        self.init(items)
    }

    /// The item at the 1-based `position` when it is a whole number from 1 to the count,
    /// else nil.
    @inlinable @inline(__always)
    package func item(atWhole position: Double) -> Value? {
        guard let index = index(atWhole: position) else { return nil }
        return storage.items[index]
    }

    /// The 0-based index of the 1-based `position` when it is a whole number from 1 to the
    /// count, else nil. (Whole when it survives a round trip through `Int`, which cannot trap
    /// once it is in range: a call of the C library's `trunc` was a tenth of reading an item.)
    @inlinable @inline(__always)
    func index(atWhole position: Double) -> Int? {
        guard position >= 1, position <= Double(storage.items.count) else { return nil }
        let whole = Int(position)
        return Double(whole) == position ? whole &- 1 : nil
    }

    /// The number at the 1-based `position`, looked at in place, when `item(atWhole:)` is a
    /// number, else nil.
    @inlinable @inline(__always)
    package func number(atWhole position: Double) -> Double? {
        guard let index = index(atWhole: position), case .number(let number) = storage.items[index] else { return nil }
        return number
    }

    /// Whether the list holds nested lists (its size is more than its count).
    var isNested: Bool { size != items.count }

    /// Gives this list a storage of its own before a change, when it shares one.
    @inlinable
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
    }

    /// Adds `item` at the end (amortised O(1)).
    @inlinable
    package mutating func append(_ item: Value) {
        makeUnique()
        if storage.items.count == storage.items.capacity { storage.grow() }
        storage.items.append(item)
        storage.measure(item)
    }

    /// Adds `item`, whose `measures(of:)` the caller has in hand, at the end (amortised O(1)).
    @inlinable @inline(__always)
    package mutating func append(_ item: Value, measured measures: (size: Int, depth: Int, holdsSessionObject: Bool)) {
        makeUnique()
        if storage.items.count == storage.items.capacity { storage.grow() }
        storage.items.append(item)
        storage.add(measures)
    }

    /// Adds the items of `other` at the end, in O(other's items).
    package mutating func append(contentsOf other: ValueList) {
        makeUnique()
        storage.items.append(contentsOf: other.items)
        storage.size = Self.sum(storage.size, other.size)
        storage.holdsSessionObject = storage.holdsSessionObject || other.holdsSessionObject
        storage.depth = max(storage.depth, other.depth)
    }

    /// Keeps only the first `count` items (the measures are worked out again for what is kept).
    package mutating func truncate(to count: Int) {
        guard count < items.count else { return }
        self = ValueList(Array(items[..<count]))
    }

    /// Reserves room for `count` items in all.
    package mutating func reserveCapacity(_ count: Int) {
        makeUnique()
        storage.items.reserveCapacity(count)
    }

    /// Two lists are equal when their items are, compared as `ValueEquality` does (storage
    /// that both share is equal without a walk).
    public static func == (left: ValueList, right: ValueList) -> Bool {
        var equality = ValueEquality<Never>(visit: { _ in })
        return equality.equal(left, right)
    }

    /// What `item` brings to a list that holds it: its size (1, and a nested list's size), the
    /// depth of a list holding it alone, and whether it is or holds a session object.
    @inlinable
    package static func measures(of item: Value) -> (size: Int, depth: Int, holdsSessionObject: Bool) {
        switch item {
        case .list(let list): (sum(1, list.size), list.depth + 1, list.holdsSessionObject)
        case .session: (1, 1, true)
        default: (1, 1, false)
        }
    }

    /// `a + b`, or `Int.max` when that overflows.
    @inlinable
    package static func sum(_ a: Int, _ b: Int) -> Int {
        let (total, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : total
    }
}
