import TextSupport

// MARK: - Expressions: names and calls

extension StaticChecker {
    /// Checks the names and calls in `expr`; `role` is what the command takes it as (a bare
    /// word where a name goes was meant as a string: the fix-it quotes it).
    mutating func check(_ expr: Expr, role: Command.Role = .value) {
        switch expr.kind {
        case .variable(let name):
            variable(name, at: expr.range, role: role)
        case .call(let name, let arguments):
            for argument in arguments { check(argument) }
            call(name, count: arguments.count, range: expr.range)
        case .binary:
            checkChain(expr)
        default:
            for child in expr.children { check(child) }
        }
    }

    /// A binary operator and its operands; a left-leaning chain (`1 + 2 + ... + n`, up to
    /// `Parser.maximumChainLength` deep) is walked down its left side in a loop, not by
    /// recursion, so that no chain the parser accepts can use up the stack.
    mutating func checkChain(_ expr: Expr) {
        var rights: [Expr] = []
        var node = expr
        while case .binary(_, let left, let right) = node.kind {
            rights.append(right)
            node = left
        }
        check(node)
        for right in rights.reversed() { check(right) }
    }

    /// A variable read at `range`.
    mutating func variable(_ name: String, at range: SourceRange, role: Command.Role) {
        if let symbol = lookup(name) {
            outline.references.append(.init(kind: .variable, name: name, range: range, definition: symbol))
            return
        }
        guard !namesAreFields, !Builtins.isReservedName(name), !mayExist(name) else { return }
        var fixIts = suggests
            ? FixIt.names(Suggestion.closest(to: name, among: visibleNames + Builtins.valueNames, limit: 2), at: range, bare: true) : []
        var message = "no variable named '\(name)'"
        if let what = Self.nameDescription(role) {
            message += "; a \(what) is a string: \(StringLiteral.quoted(name))"
            fixIts.append(FixIt(range: range, replacement: StringLiteral.quoted(name)))
        }
        report(.unknownVariable, message, at: range, fixIts: fixIts)
    }

    /// What a name in `role` is, when it is a name a bare word was likely meant as.
    static func nameDescription(_ role: Command.Role) -> String? {
        switch role {
        case .newBookmark: "bookmark name"
        case .newGraphicLabel: "graphic label"
        case .newGalleryItem: "gallery item name"
        case .newLayerTitle: "layer title"
        case .file, .sourcedFile, .webMap: "file name"
        case .bookmark, .graphic, .layer, .basemap, .style, .featureCondition, .value: nil
        }
    }

    /// A call of `name` with `count` arguments, written at `range`: a built-in function or a
    /// procedure of the script.
    mutating func call(_ name: Identifier, count: Int, range: SourceRange) {
        // A procedure may clear the bookmarks: after a call, the names added are not known.
        bookmarks = bookmarks.map { _ in [:] }
        if let function = Builtins.function(named: name.name) {
            if !function.arity.accepts(count) { report(.wrongArgumentCount, function.wrongCountMessage(count), at: range) }
            return
        }
        guard let definitions = procedures[name.name] else {
            guard !mayExist(name.name) else { return }
            let known = Array(procedures.keys) + Builtins.functionNames
            let suggestions = Suggestion.closest(to: name.name, among: known.sorted(), limit: 2)
            let fixIts = FixIt.names(suggestions, at: name.range, bare: true)
            if let closest = suggestions.first, Builtins.isFunction(closest), procedures[closest] == nil {
                report(.unknownFunction, "no function named '\(name.name)'", at: name.range, fixIts: fixIts)
            } else {
                report(.unknownProcedure, "no procedure named '\(name.name)'", at: name.range, fixIts: fixIts)
            }
            return
        }
        let definition = definitions.first { $0.parameterCount == count } ?? definitions[0]
        outline.references.append(.init(kind: .procedure, name: name.name, range: name.range, definition: definition.symbol))
        guard definition.parameterCount != count else { return }
        let expected = definition.parameterCount
        let notes = definition.symbol.file == nil ? [Diagnostic.Note("'\(name.name)' is defined here", at: definition.symbol.nameRange)] : []
        report(.wrongArgumentCount, "'\(name.name)' takes \(expected) argument\(expected == 1 ? "" : "s"), "
               + "but \(count) \(count == 1 ? "was" : "were") given", at: range, notes: notes)
    }
}
