import TextSupport

// MARK: - Statements, in the order they run

extension StaticChecker {
    /// Checks `statement` and what it holds.
    mutating func check(_ statement: Stmt) {
        switch statement.kind {
        case .command(let command):
            check(command, range: statement.range)
        case .let(let name, let value):
            check(value)
            let symbol = Self.variable(name, statement: statement, topLevel: atTopLevel)
            outline.symbols.append(symbol)
            scopes[scopes.count - 1][name.name] = symbol
        case .assign(let name, let value):
            check(value)
            if let symbol = lookup(name.name) {
                outline.references.append(.init(kind: .variable, name: name.name, range: name.range, definition: symbol))
            } else if !mayExist(name.name) {
                report(.undeclaredVariable, "no variable named '\(name.name)'; declare it with 'let \(name.name) = ...'", at: name.range,
                       fixIts: suggests ? FixIt.names(Suggestion.closest(to: name.name, among: visibleNames, limit: 2), at: name.range, bare: true) : [])
            }
        case .for(let name, let sequence, let body):
            switch sequence {
            case .range(let from, let through):
                check(from)
                check(through)
            case .value(let value):
                check(value)
            }
            check(body, declaring: Self.variable(name, statement: statement, topLevel: false))
        case .def(let name, let parameters, let body):
            checkProcedure(name, parameters: parameters, body: body, statement: statement)
        case .call(let name, let arguments):
            for argument in arguments { check(argument) }
            call(name, count: arguments.count, range: statement.range)
        case .if, .repeat, .return, .assert, .print:
            for part in statement.parts {
                switch part {
                case .expr(let expr): check(expr)
                case .block(let block): check(block)
                }
            }
        }
    }

    /// Checks a block in a scope of its own, with `variable` declared in it (a `for` variable).
    mutating func check(_ block: Block, declaring variable: ScriptOutline.Symbol? = nil) {
        let wasTopLevel = atTopLevel
        atTopLevel = false
        scopes.append([:])
        if let variable {
            outline.symbols.append(variable)
            scopes[scopes.count - 1][variable.name] = variable
        }
        for statement in block.statements { check(statement) }
        scopes.removeLast()
        atTopLevel = wasTopLevel
    }

    /// `def`: the body sees the top-level variables and its parameters, whenever it is called.
    mutating func checkProcedure(_ name: Identifier, parameters: [Identifier], body: Block, statement: Stmt) {
        outline.symbols.append(ScriptOutline.Symbol(kind: .procedure, name: name.name, range: statement.range, nameRange: name.range,
                                                    detail: Self.signature(name, parameters), isTopLevel: true))
        let saved = (scopes, isOpaque, bookmarks, atTopLevel)
        var parameterScope: [String: ScriptOutline.Symbol] = [:]
        for parameter in parameters {
            let symbol = ScriptOutline.Symbol(kind: .variable, name: parameter.name, range: parameter.range, nameRange: parameter.range,
                                              detail: "parameter \(parameter.name) of \(name.name)", isTopLevel: false)
            outline.symbols.append(symbol)
            parameterScope[parameter.name] = symbol
        }
        scopes = [globals, parameterScope]
        isOpaque = isOpaque || globalsAreOpaque
        bookmarks = nil
        atTopLevel = false
        for statement in body.statements { check(statement) }
        (scopes, isOpaque, bookmarks, atTopLevel) = saved
    }

    /// The innermost variable called `name`.
    func lookup(_ name: String) -> ScriptOutline.Symbol? {
        for scope in scopes.reversed() {
            if let symbol = scope[name] { return symbol }
        }
        return nil
    }

    /// The variables in scope, for "did you mean".
    var visibleNames: [String] { Array(Set(scopes.flatMap(\.keys))).sorted() }
}
