// MARK: - What a node holds: one definition for every walk over the tree

/// An expression or a block that a statement holds directly (`Stmt.parts`).
package enum StatementPart {
    case expr(Expr)
    case block(Block)
}

extension Stmt {
    /// The expressions and blocks the statement holds directly, in the order they run: a
    /// command's operand values (`Command.operands`; a bare name holds none), a `let`'s or an
    /// assignment's value, each `if` condition before its block, a `for`'s sequence before its
    /// body, a call's arguments, an `assert`'s condition and message. The walks that treat
    /// most statements alike (`NameEffects`, `StaticChecker`) take their parts from here and
    /// handle only the statements that mean something to them.
    package var parts: [StatementPart] {
        switch kind {
        case .command(let command):
            return command.operands.compactMap { operand in
                switch operand {
                case .expr(let expr, _), .name(.expr(let expr), _): .expr(expr)
                case .name(.name, _): nil
                }
            }
        case .let(_, let value), .assign(_, let value):
            return [.expr(value)]
        case .if(let branches, let otherwise):
            return branches.flatMap { [StatementPart.expr($0.condition), .block($0.body)] } + (otherwise.map { [.block($0)] } ?? [])
        case .repeat(let count, let body):
            return [.expr(count), .block(body)]
        case .for(_, .range(let from, let through), let body):
            return [.expr(from), .expr(through), .block(body)]
        case .for(_, .value(let value), let body):
            return [.expr(value), .block(body)]
        case .def(_, _, let body):
            return [.block(body)]
        case .return(let value):
            return value.map { [.expr($0)] } ?? []
        case .call(_, let arguments), .print(let arguments):
            return arguments.map(StatementPart.expr)
        case .assert(let condition, let message, _):
            return [.expr(condition)] + (message.map { [.expr($0)] } ?? [])
        }
    }
}

extension Expr {
    /// The expressions directly inside this one, in the order they are evaluated (a string's
    /// interpolations, a coordinate's latitude and longitude, a list's items, a property's
    /// base, an index's base and index, a call's arguments, an operator's operands).
    package var children: [Expr] {
        switch kind {
        case .number, .string, .bool, .coordinateLiteral, .variable:
            []
        case .interpolated(let parts):
            parts.compactMap { part in
                if case .interpolation(let inner) = part { inner } else { nil }
            }
        case .coordinate(let latitude, let longitude):
            [latitude, longitude]
        case .list(let items):
            items
        case .property(let base, _), .unary(_, let base):
            [base]
        case .index(let base, let index):
            [base, index]
        case .call(_, let arguments):
            arguments
        case .binary(_, let left, let right):
            [left, right]
        }
    }
}
