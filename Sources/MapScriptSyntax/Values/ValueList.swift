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
///
/// A list whose items are all numbers keeps them as `Double`s, 8 bytes each instead of a
/// `Value`'s 24 (its stride), until an item of another kind is added: a list of 1M numbers
/// then takes 8 MiB, not 24 (Lua's table takes 16). The items are read through the list,
/// a collection of `Value`s indexed from 0, whichever way they are kept.
public struct ValueList: Equatable, Sendable, ExpressibleByArrayLiteral, RandomAccessCollection {
    /// The items and measures. A storage object is changed only when this list alone holds
    /// it (see `makeUnique`), so sharing it between threads is as safe as sharing an array.
    /// Its fields skip the dynamic exclusivity checks (a fifth of building a list): only
    /// the one list that holds a storage changes it. Usable from inline code, with the few
    /// members that reading an item and appending one need: the runtime, in another module,
    /// inlines those (a call each was a tenth of building and indexing a list).
    @usableFromInline
    final class Storage: @unchecked Sendable {
        /// The items, when `isPacked` is false (empty otherwise).
        @usableFromInline @exclusivity(unchecked) var items: [Value] = []
        /// The items, all numbers, when `isPacked` is true (empty otherwise).
        @usableFromInline @exclusivity(unchecked) var numbers: [Double] = []
        /// Whether the items are all numbers, kept in `numbers`.
        @usableFromInline @exclusivity(unchecked) var isPacked = true
        @usableFromInline @exclusivity(unchecked) var size = 0
        @usableFromInline @exclusivity(unchecked) var holdsSessionObject = false
        @usableFromInline @exclusivity(unchecked) var depth = 1

        init(_ items: [Value]) {
            // Looked at first, so that a list of other values allocates no numbers.
            if items.allSatisfy({ if case .number = $0 { true } else { false } }) {
                numbers = items.map { if case .number(let number) = $0 { number } else { 0 } }
                size = items.count
            } else {
                isPacked = false
                self.items = items
                for item in items { measure(item) }
            }
        }

        @usableFromInline
        init(copying other: Storage) {
            items = other.items
            numbers = other.numbers
            isPacked = other.isPacked
            size = other.size
            holdsSessionObject = other.holdsSessionObject
            depth = other.depth
        }

        /// The number of items.
        @inlinable
        var count: Int { isPacked ? numbers.count : items.count }

        /// Keeps the numbers as `Value`s, an item of another kind coming.
        @usableFromInline @inline(never)
        func unpack() {
            items = numbers.map(Value.number)
            numbers = []
            isPacked = false
        }

        /// Makes room for more elements in `array` (`items` or `numbers`), which is full: twice
        /// the room, or four times once it holds 65,536 elements. Each move of a large array
        /// fills pages the kernel must first supply, one fault each: building a list of 1M
        /// items took 12,400 page faults when it doubled and 8,500 this way, and 15% less time
        /// (peak memory a little lower). The room not yet filled takes address space, not memory.
        @usableFromInline @inline(never)
        static func grow<Element>(_ array: inout [Element]) {
            let capacity = array.capacity
            array.reserveCapacity(capacity >= 1 << 16 ? capacity * 4 : Swift.max(16, capacity * 2))
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
            depth = Swift.max(depth, measures.depth)
        }
    }

    @usableFromInline var storage: Storage

    /// The items at every depth: one for each item, plus the size of each nested list
    /// (saturating at `Int.max`).
    @inlinable public var size: Int { storage.size }
    /// The number of items.
    @inlinable public var count: Int { storage.count }
    /// Whether a session object is among the items at any depth (see
    /// `Interpreter.materialize`).
    public var holdsSessionObject: Bool { storage.holdsSessionObject }
    /// How deeply lists nest in it: 1 for a list of no lists, one more than its deepest list
    /// item otherwise (see `Value.maximumListDepth`).
    public var depth: Int { storage.depth }
    /// The storage's identity: two lists with the same identity hold the same items (a copy
    /// not yet changed), and it stays the list's while the list lives unchanged.
    package var identity: ObjectIdentifier { ObjectIdentifier(storage) }

    /// The items as the list keeps them, for loops that run over them all with no copy.
    package enum Kept {
        /// A list of numbers.
        case numbers([Double])
        /// Any other list.
        case values([Value])
    }

    /// The items as the list keeps them.
    package var kept: Kept {
        storage.isPacked ? .numbers(storage.numbers) : .values(storage.items)
    }

    /// The first index, 0.
    @inlinable public var startIndex: Int { 0 }
    /// The count.
    @inlinable public var endIndex: Int { storage.count }

    /// The item at the 0-based `index`, which must be in range.
    @inlinable
    public subscript(index: Int) -> Value {
        storage.isPacked ? .number(storage.numbers[index]) : storage.items[index]
    }

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
        return self[index]
    }

    /// The 0-based index of the 1-based `position` when it is a whole number from 1 to the
    /// count, else nil. (Whole when it survives a round trip through `Int`, which cannot trap
    /// once it is in range: a call of the C library's `trunc` was a tenth of reading an item.)
    @inlinable @inline(__always)
    func index(atWhole position: Double) -> Int? {
        guard position >= 1, position <= Double(storage.count) else { return nil }
        let whole = Int(position)
        return Double(whole) == position ? whole &- 1 : nil
    }

    /// The number at the 1-based `position`, looked at in place, when `item(atWhole:)` is a
    /// number, else nil.
    @inlinable @inline(__always)
    package func number(atWhole position: Double) -> Double? {
        guard let index = index(atWhole: position) else { return nil }
        if storage.isPacked { return storage.numbers[index] }
        guard case .number(let number) = storage.items[index] else { return nil }
        return number
    }

    /// Whether the list holds nested lists (its size is more than its count).
    var isNested: Bool { size != count }

    /// Gives this list a storage of its own before a change, when it shares one.
    @inlinable
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
    }

    /// Adds `item` at the end (amortised O(1)).
    @inlinable
    package mutating func append(_ item: Value) {
        append(item, measured: Self.measures(of: item))
    }

    /// Adds `item`, whose `measures(of:)` the caller has in hand, at the end (amortised O(1)).
    @inlinable @inline(__always)
    package mutating func append(_ item: Value, measured measures: (size: Int, depth: Int, holdsSessionObject: Bool)) {
        makeUnique()
        if storage.isPacked {
            if case .number(let number) = item {
                if storage.numbers.count == storage.numbers.capacity { Storage.grow(&storage.numbers) }
                storage.numbers.append(number)
                storage.size &+= 1
                return
            }
            storage.unpack()
        }
        if storage.items.count == storage.items.capacity { Storage.grow(&storage.items) }
        storage.items.append(item)
        storage.add(measures)
    }

    /// Adds the items of `other` at the end, in O(other's items).
    package mutating func append(contentsOf other: ValueList) {
        makeUnique()
        if storage.isPacked && other.storage.isPacked {
            storage.numbers.append(contentsOf: other.storage.numbers)
        } else {
            if storage.isPacked { storage.unpack() }
            storage.items.append(contentsOf: other)
        }
        storage.size = Self.sum(storage.size, other.size)
        storage.holdsSessionObject = storage.holdsSessionObject || other.holdsSessionObject
        storage.depth = Swift.max(storage.depth, other.depth)
    }

    /// Keeps only the first `count` items (the measures are worked out again for what is kept).
    package mutating func truncate(to count: Int) {
        guard count < self.count else { return }
        self = ValueList(Array(self[..<count]))
    }

    /// Reserves room for `count` items in all.
    package mutating func reserveCapacity(_ count: Int) {
        makeUnique()
        if storage.isPacked { storage.numbers.reserveCapacity(count) } else { storage.items.reserveCapacity(count) }
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
