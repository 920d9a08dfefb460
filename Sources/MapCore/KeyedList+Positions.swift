/// The errors a list addressed by 1-based position gives, in its elements' words (`no bookmark
/// 3 (there are 2)`, `layer position 5 is out of range [1, 3]`): bookmarks, gallery items,
/// graphics and operational layers share the position rules of `KeyedList` and differ only here.
public struct PositionErrors: Sendable {
    /// `position` names no element of the `count` there are.
    let missing: @Sendable (_ position: Int, _ count: Int) -> MapError
    /// A new element cannot go at `position` (it must be in 1...count+1).
    let insertion: @Sendable (_ position: Int, _ count: Int) -> MapError
    /// An element cannot move to `position` (it must be in 1...count).
    let destination: @Sendable (_ position: Int, _ count: Int) -> MapError

    /// The errors of a list; a list that never moves an element gives no `destination`.
    public init(missing: @escaping @Sendable (Int, Int) -> MapError, insertion: @escaping @Sendable (Int, Int) -> MapError,
                destination: (@Sendable (Int, Int) -> MapError)? = nil) {
        self.missing = missing
        self.insertion = insertion
        self.destination = destination ?? insertion
    }
}

/// Positions as users count them, from 1, checked with a list's own errors.
extension KeyedList {
    /// The 0-based index of the element at 1-based `position`; `errors.missing` when there is none.
    public func index(ofPosition position: Int, _ errors: PositionErrors) throws(MapError) -> Int {
        guard position >= 1 && position <= count else { throw errors.missing(position, count) }
        return position - 1
    }

    /// The 0-based index a new element takes at 1-based `position` (1...count+1), or at the end
    /// when nil; `errors.insertion` otherwise.
    public func insertionIndex(ofPosition position: Int?, _ errors: PositionErrors) throws(MapError) -> Int {
        let position = position ?? count + 1
        guard position >= 1 && position <= count + 1 else { throw errors.insertion(position, count) }
        return position - 1
    }

    /// Moves the element at 1-based `from` so that it ends up at 1-based `to` ("move 3 to 1"):
    /// `errors.missing` when `from` names no element, `errors.destination` when `to` is not in
    /// 1...count (the destination is a position, not an element).
    public mutating func move(fromPosition from: Int, toPosition to: Int, _ errors: PositionErrors) throws(MapError) {
        let source = try index(ofPosition: from, errors)
        guard to >= 1 && to <= count else { throw errors.destination(to, count) }
        move(from: source, to: to - 1)
    }
}
