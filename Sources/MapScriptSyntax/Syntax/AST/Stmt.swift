/// A statement, with the source range it was written at (from its first token to its last,
/// terminator excluded).
public struct Stmt: Hashable, Sendable {
    /// What the statement is.
    public var kind: Kind
    /// Where the statement was written.
    public var range: SourceRange

    /// A statement of `kind` written at `range`.
    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// The forms of statement. Cases with large payloads are `indirect`, so a `Stmt` stays
    /// small to move around.
    public enum Kind: Hashable, Sendable {
        /// A map session command such as `bookmark add ...`, `goto 1`, `zoom in`.
        case command(Command)
        /// `let name = value`: declares a variable in the current scope. The value is a
        /// coordinate when written `lat,lon` (`let home = 44.5,-110.8`).
        indirect case `let`(Identifier, Expr)
        /// `name = value`: assigns to an existing variable (`n = n + 1`); same value rules as `let`.
        indirect case assign(Identifier, Expr)
        /// `if c { } else if d { } else { }`: the branches in order, then the optional `else`.
        case `if`([IfBranch], else: Block?)
        /// `repeat count { }`.
        indirect case `repeat`(count: Expr, body: Block)
        /// `for name in sequence { }`.
        indirect case `for`(Identifier, in: ForSequence, body: Block)
        /// `def name(parameters) { }`: defines a procedure.
        indirect case def(Identifier, parameters: [Identifier], body: Block)
        /// `return [value]`: ends the procedure running, giving `value` (or none); only inside
        /// a `def`'s body.
        indirect case `return`(Expr?)
        /// `name(arguments)`: calls a procedure (or a built-in function) for its effect.
        case call(Identifier, arguments: [Expr])
        /// `assert condition[, message]`; `source` is the condition's source text as written,
        /// for the failure message.
        indirect case assert(Expr, message: Expr?, source: String)
        /// `print a, b`: the values separated by single spaces, then a newline.
        case print([Expr])
    }
}
