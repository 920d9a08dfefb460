/// A block `{ ... }`: the statements between the braces, which open a scope.
public struct Block: Hashable, Sendable {
    /// The statements, in order.
    public var statements: [Stmt]
    /// From the opening `{` to the closing `}` included.
    public var range: SourceRange

    /// A block of `statements` written at `range`.
    public init(_ statements: [Stmt], range: SourceRange) {
        self.statements = statements
        self.range = range
    }
}
