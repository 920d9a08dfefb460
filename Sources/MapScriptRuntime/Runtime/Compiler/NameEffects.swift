import MapScriptSyntax

/// What running a statement may do to the names the resolver sees: run another script
/// (`source`, whose top-level `let`s declare globals and whose `def`s define procedures), define
/// a procedure (`def`), or call a procedure (whose body may do either). The resolver reports an
/// unknown name before a top-level statement runs only when nothing the statement runs can make
/// the name exist first.
struct NameEffects: Equatable {
    /// Whether it contains a `source` command.
    var runsScripts = false
    /// Whether it contains a `def`.
    var defines = false
    /// Whether it calls a procedure (a call that is no built-in function).
    var callsProcedures = false

    /// What `statement` may do, from its syntax tree (nested blocks and expressions included).
    static func of(_ statement: Stmt) -> NameEffects {
        var effects = NameEffects()
        effects.visit(statement)
        return effects
    }

    /// What the statements of `block` may do.
    static func of(_ block: Block) -> NameEffects {
        var effects = NameEffects()
        effects.visit(block)
        return effects
    }

    private mutating func visit(_ block: Block) {
        for statement in block.statements { visit(statement) }
    }

    private mutating func visit(_ statement: Stmt) {
        switch statement.kind {
        case .command(let command):
            if case .source = command { runsScripts = true }
            for operand in command.operands {
                switch operand {
                case .expr(let expr, _), .name(.expr(let expr), _): visit(expr)
                case .name(.name, _): break
                }
            }
        case .let(_, let value), .assign(_, let value):
            visit(value)
        case .if(let branches, let otherwise):
            for branch in branches {
                visit(branch.condition)
                visit(branch.body)
            }
            if let otherwise { visit(otherwise) }
        case .repeat(let count, let body):
            visit(count)
            visit(body)
        case .for(_, let sequence, let body):
            switch sequence {
            case .range(let from, let through):
                visit(from)
                visit(through)
            case .value(let value):
                visit(value)
            }
            visit(body)
        case .def(_, _, let body):
            defines = true
            visit(body)
        case .return(let value):
            if let value { visit(value) }
        case .call(let name, let arguments):
            called(name)
            arguments.forEach { visit($0) }
        case .assert(let condition, let message, _):
            visit(condition)
            if let message { visit(message) }
        case .print(let values):
            values.forEach { visit($0) }
        }
    }

    /// Visits `root` and its operands with a list of its own, not recursion: a flat chain of
    /// operators (`1 + 1 + ... + 1`, up to 10,000) is as deep as it is long.
    private mutating func visit(_ root: Expr) {
        var pending = [root]
        while let expr = pending.popLast() {
            switch expr.kind {
            case .number, .string, .bool, .coordinateLiteral, .variable:
                break
            case .interpolated(let parts):
                for case .interpolation(let inner) in parts { pending.append(inner) }
            case .coordinate(let latitude, let longitude):
                pending.append(latitude)
                pending.append(longitude)
            case .list(let items):
                pending.append(contentsOf: items)
            case .property(let base, _):
                pending.append(base)
            case .index(let base, let index):
                pending.append(base)
                pending.append(index)
            case .call(let name, let arguments):
                called(name)
                pending.append(contentsOf: arguments)
            case .unary(_, let operand):
                pending.append(operand)
            case .binary(_, let left, let right):
                pending.append(left)
                pending.append(right)
            }
        }
    }

    private mutating func called(_ name: Identifier) {
        if !Builtins.isFunction(name.name) { callsProcedures = true }
    }
}
