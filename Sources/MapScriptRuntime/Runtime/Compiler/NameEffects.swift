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
        case .command(.source): runsScripts = true
        case .def: defines = true
        case .call(let name, _): called(name)
        default: break
        }
        for part in statement.parts {
            switch part {
            case .expr(let expr): visit(expr)
            case .block(let block): visit(block)
            }
        }
    }

    /// Visits `root` and its operands with a list of its own, not recursion: a flat chain of
    /// operators (`1 + 1 + ... + 1`, up to 10,000) is as deep as it is long.
    private mutating func visit(_ root: Expr) {
        var pending = [root]
        while let expr = pending.popLast() {
            if case .call(let name, _) = expr.kind { called(name) }
            pending.append(contentsOf: expr.children)
        }
    }

    private mutating func called(_ name: Identifier) {
        if !Builtins.isFunction(name.name) { callsProcedures = true }
    }
}
