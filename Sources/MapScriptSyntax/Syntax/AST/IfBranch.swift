/// One `if` or `else if` branch: a condition and the block run when it holds.
public struct IfBranch: Hashable, Sendable {
    /// The condition.
    public var condition: Expr
    /// The block run when the condition is true.
    public var body: Block

    /// A branch running `body` when `condition` holds.
    public init(condition: Expr, body: Block) {
        self.condition = condition
        self.body = body
    }
}
