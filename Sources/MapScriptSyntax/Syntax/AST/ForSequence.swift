/// What a `for` loop iterates over.
public enum ForSequence: Hashable, Sendable {
    /// An inclusive range of whole numbers `from..through` (`1..4` is 1, 2, 3, 4).
    case range(from: Expr, through: Expr)
    /// A value: a list, `bookmarks`, `graphics`, `gallery`...
    case value(Expr)
}
