/// The items of a list value, with what walks over it need to know kept up to date as the
/// list is built, so that no walk is needed to learn it.
///
/// A list may hold the same list many times without copying it (`a = [a, a]` shares `a`), so
/// a value built in a few steps may stand for a tree of billions of items. `size` counts that
/// tree (each item once, and a nested list's items as often as it appears), in O(1) per item
/// added, so that a list too large to walk is refused as it is built (see
/// `Interpreter.checkListSize`).
public struct ValueList: Equatable, Sendable, ExpressibleByArrayLiteral {
    /// The items, indexed from 0.
    public private(set) var items: [Value]
    /// The items at every depth: one for each item, plus the size of each nested list
    /// (saturating at `Int.max`).
    public private(set) var size: Int
    /// Whether a session object is among the items at any depth (see
    /// `Interpreter.materialize`).
    public private(set) var holdsSessionObject: Bool
    /// How deeply lists nest in it: 1 for a list of no lists, one more than its deepest list
    /// item otherwise (see `Value.maximumListDepth`).
    public private(set) var depth: Int

    /// A list of `items`, measured in O(items).
    public init(_ items: [Value]) {
        self.items = items
        size = 0
        holdsSessionObject = false
        depth = 1
        for item in items { measure(item) }
    }

    /// A list of the literal's items.
    public init(arrayLiteral items: Value...) {
        self.init(items)
    }

    /// Whether the list holds nested lists (its size is more than its count).
    var isNested: Bool { size != items.count }

    /// Adds `item` at the end (amortised O(1)).
    mutating func append(_ item: Value) {
        items.append(item)
        measure(item)
    }

    /// Adds the items of `other` at the end, in O(other's items).
    mutating func append(contentsOf other: ValueList) {
        items.append(contentsOf: other.items)
        size = Self.sum(size, other.size)
        holdsSessionObject = holdsSessionObject || other.holdsSessionObject
        depth = max(depth, other.depth)
    }

    /// Keeps only the first `count` items (the measures are worked out again for what is kept).
    mutating func truncate(to count: Int) {
        guard count < items.count else { return }
        items.removeSubrange(count...)
        self = ValueList(items)
    }

    /// Reserves room for `count` items in all.
    mutating func reserveCapacity(_ count: Int) {
        items.reserveCapacity(count)
    }

    /// Two lists are equal when their items are, compared as `ValueEquality` does (storage
    /// that both share is equal without a walk).
    public static func == (left: ValueList, right: ValueList) -> Bool {
        var equality = ValueEquality<Never>(visit: { _ in })
        return equality.equal(left, right)
    }

    /// What `item` adds to the measures.
    private mutating func measure(_ item: Value) {
        switch item {
        case .list(let list):
            size = Self.sum(size, Self.sum(1, list.size))
            if list.holdsSessionObject { holdsSessionObject = true }
            depth = max(depth, list.depth + 1)
        case .session:
            size = Self.sum(size, 1)
            holdsSessionObject = true
        default:
            size = Self.sum(size, 1)
        }
    }

    /// `a + b`, or `Int.max` when that overflows.
    static func sum(_ a: Int, _ b: Int) -> Int {
        let (total, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : total
    }
}
