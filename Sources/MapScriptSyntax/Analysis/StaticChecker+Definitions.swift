// MARK: - Names defined anywhere: procedures, top-level variables, sourced scripts

extension StaticChecker {
    /// Before the walk: every procedure of the script (at any depth: `def` defines globally),
    /// its top-level variables (what procedure bodies read) and the names of the scripts it
    /// sources at the top level.
    mutating func collectDefinitions(_ statements: [Stmt]) {
        forEachDefinition(in: statements, topLevel: true) { checker, statement, topLevel in
            switch statement.kind {
            case .def(let name, let parameters, _):
                let symbol = ScriptOutline.Symbol(kind: .procedure, name: name.name, range: statement.range, nameRange: name.range,
                                                  detail: Self.signature(name, parameters), isTopLevel: true)
                checker.procedures[name.name, default: []].append(ProcedureDefinition(symbol: symbol, parameterCount: parameters.count))
            case .let(let name, _) where topLevel:
                if checker.globals[name.name] == nil {
                    checker.globals[name.name] = Self.variable(name, statement: statement, topLevel: true)
                }
            case .command(.source(let path)) where topLevel:
                guard let names = checker.sourcedNames(path) else {
                    checker.globalsAreOpaque = true
                    return
                }
                checker.merge(names)
            default:
                break
            }
        }
    }

    /// Calls `body` for every statement of `statements` and the blocks in them, saying whether
    /// it is at the top level.
    mutating func forEachDefinition(in statements: [Stmt], topLevel: Bool, _ body: (inout StaticChecker, Stmt, Bool) -> Void) {
        var checker = self
        Self.visit(statements, topLevel: topLevel, checker: &checker, body)
        self = checker
    }

    private static func visit(_ statements: [Stmt], topLevel: Bool, checker: inout StaticChecker,
                              _ body: (inout StaticChecker, Stmt, Bool) -> Void) {
        for statement in statements {
            body(&checker, statement, topLevel)
            for block in blocks(of: statement) { visit(block.statements, topLevel: false, checker: &checker, body) }
        }
    }

    /// The blocks a statement holds.
    static func blocks(of statement: Stmt) -> [Block] {
        switch statement.kind {
        case .if(let branches, let otherwise): branches.map(\.body) + (otherwise.map { [$0] } ?? [])
        case .repeat(_, let body), .for(_, _, let body), .def(_, _, let body): [body]
        default: []
        }
    }

    /// The symbol of a variable `name` declared by `statement`.
    static func variable(_ name: Identifier, statement: Stmt, topLevel: Bool) -> ScriptOutline.Symbol {
        ScriptOutline.Symbol(kind: .variable, name: name.name, range: statement.range, nameRange: name.range,
                             detail: "let \(name.name)", isTopLevel: topLevel)
    }

    /// Adds a sourced script's names to the procedures and globals.
    mutating func merge(_ names: SourcedNames) {
        for (name, definitions) in names.procedures where procedures[name] == nil { procedures[name] = definitions }
        for (name, symbol) in names.variables where globals[name] == nil { globals[name] = symbol }
        if names.isOpaque { globalsAreOpaque = true }
    }

    /// The path `source PATH` runs, resolved from the script's folder, when written literally.
    func sourcedPath(_ path: Expr) -> String? {
        guard let text = Self.literal(path), !text.isEmpty, !text.utf8.contains(0) else { return nil }
        return text.hasPrefix("/") ? text : folder + text
    }

    /// The names the script `source PATH` runs makes, or nil when the path is not literal or
    /// the script cannot be read.
    mutating func sourcedNames(_ path: Expr) -> SourcedNames? {
        guard let resolved = sourcedPath(path) else { return nil }
        if let known = sourced[resolved] { return known }
        var visiting: Set<String> = []
        let names = Self.names(sourcedFrom: resolved, readFile: readFile, stackGuard: stackGuard, depth: 0, visiting: &visiting)
        sourced[resolved] = names
        return names
    }

    /// The names the script at `path` makes (its procedures, its top-level variables, and the
    /// same of the scripts it sources), nil when it cannot be read.
    static func names(sourcedFrom path: String, readFile: @escaping ReadFile, stackGuard: (any ParserStackGuard.Type)?, depth: Int,
                      visiting: inout Set<String>) -> SourcedNames? {
        guard case .success(let text) = readFile(path) else { return nil }
        var result = SourcedNames()
        guard depth < maximumSourceDepth, visiting.insert(path).inserted else {
            result.isOpaque = true
            return result
        }
        var checker = StaticChecker(folder: ScriptPath.folder(of: path), readFile: readFile, stackGuard: stackGuard)
        var parser = Parser(text: text)
        parser.stackGuardType = stackGuard
        var statements: [Stmt] = []
        while let step = parser.next() {
            if case .statement(let statement) = step { statements.append(statement) }
        }
        checker.forEachDefinition(in: statements, topLevel: true) { checker, statement, topLevel in
            switch statement.kind {
            case .def(let name, let parameters, _):
                var symbol = ScriptOutline.Symbol(kind: .procedure, name: name.name, range: statement.range, nameRange: name.range,
                                                  detail: signature(name, parameters), isTopLevel: true)
                symbol.file = path
                checker.procedures[name.name, default: []].append(ProcedureDefinition(symbol: symbol, parameterCount: parameters.count))
            case .let(let name, _) where topLevel:
                var symbol = variable(name, statement: statement, topLevel: true)
                symbol.file = path
                checker.globals[name.name] = symbol
            case .command(.source(let inner)) where topLevel:
                guard let innerPath = checker.sourcedPath(inner),
                      let innerNames = names(sourcedFrom: innerPath, readFile: readFile, stackGuard: stackGuard, depth: depth + 1, visiting: &visiting) else {
                    checker.globalsAreOpaque = true
                    return
                }
                checker.merge(innerNames)
            default:
                break
            }
        }
        result.procedures = checker.procedures
        result.variables = checker.globals
        result.isOpaque = checker.globalsAreOpaque
        return result
    }
}
