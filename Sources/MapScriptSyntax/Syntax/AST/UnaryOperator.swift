/// The prefix operators of MapScript expressions, a closed set.
public enum UnaryOperator: String, Hashable, Sendable, CaseIterable {
    /// `-x`: arithmetic negation (binds tighter than `*`).
    case negate = "-"
    /// `not x`: logical negation (binds looser than comparisons: `not a == b` is `not (a == b)`).
    case not = "not"

    /// The operator as written in the source.
    public var spelling: String { rawValue }
}
