import MapCore
import TextSupport

/// A procedure defined with `def`, with what it needs to report errors in its body later:
/// the script it was written in and its source (whose lines the `SourceStore` keeps).
struct Procedure {
    /// The procedure's name.
    let name: Identifier
    /// Its parameters, in order.
    let parameters: [Identifier]
    /// Its body.
    let body: Block
    /// The display name of the script it was defined in (nil at the REPL).
    let file: String?
    /// Its input in the interpreter's `SourceStore`, which keeps its lines (nil when defined
    /// outside any script).
    let source: SourceID?
}

extension Interpreter {
    /// `def name(parameters) { body }`: defines (or redefines) a procedure.
    func define(_ name: Identifier, parameters: [Identifier], body: Block, range: SourceRange) throws(ExecutionStop) {
        if Builtins.isFunction(name.name) || Builtins.isReservedName(name.name) {
            throw .error(.reservedName, "'\(name.name)' is a built-in name and cannot be a procedure", at: name.range)
        }
        // (A parameter given twice is the parser's `syntax.duplicate-parameter`.)
        for parameter in parameters where Builtins.isReservedName(parameter.name) {
            throw .error(.reservedName, "'\(parameter.name)' is a built-in name and cannot be a parameter", at: parameter.range)
        }
        let source = scriptStack.last?.sourceID
        if let source { sources.pin(range, in: source) }
        procedures[name.name] = Procedure(name: name, parameters: parameters, body: body,
                                          file: scriptStack.last?.displayName, source: source)
    }

    /// Calls the built-in function or procedure `name`; a procedure gives the value of the
    /// `return` that ended it, or none (nil) when it ran to its end or ended with a bare
    /// `return`.
    func call(_ name: Identifier, arguments: [Expr], range: SourceRange) throws(ExecutionStop) -> Value? {
        if Builtins.isFunction(name.name) {
            return try callBuiltin(name, arguments: arguments, range: range)
        }
        guard let procedure = procedures[name.name] else {
            let known = Array(procedures.keys) + Builtins.functionNames
            let suggestions = Suggestion.closest(to: name.name, among: known.sorted(), limit: 2)
            // A near miss of a built-in function (`roud(1.5)`) is a misspelled function.
            if let closest = suggestions.first, Builtins.isFunction(closest), procedures[closest] == nil {
                throw .error(.unknownFunction, "no function named '\(name.name)'", at: name.range, suggesting: suggestions)
            }
            throw .error(.unknownProcedure, "no procedure named '\(name.name)'", at: name.range, suggesting: suggestions)
        }
        guard arguments.count == procedure.parameters.count else {
            let expected = procedure.parameters.count
            throw .error(.wrongArgumentCount, "'\(name.name)' takes \(expected) argument\(expected == 1 ? "" : "s"), "
                         + "but \(arguments.count) \(arguments.count == 1 ? "was" : "were") given", at: range)
        }
        try checkStack(at: range)
        guard callDepth < Self.maximumCallDepth else {
            throw .error(.callDepthExceeded, "too many nested calls (more than \(Self.maximumCallDepth)) in '\(name.name)'", at: range)
        }
        var values: [Value] = []
        values.reserveCapacity(arguments.count)
        for argument in arguments { values.append(try evaluate(argument)) }

        callDepth += 1
        let saved = scopes.enterProcedure()
        defer {
            scopes.leaveProcedure(restoring: saved)
            callDepth -= 1
            returning = false
            returnValue = nil
        }
        for (parameter, value) in zip(procedure.parameters, values) { scopes.declare(parameter.name, value) }
        do {
            for statement in procedure.body.statements {
                try execute(statement)
                if returning { return returnValue }
            }
        } catch {
            throw locate(error, in: procedure)
        }
        return nil
    }

    /// Places an error raised in a procedure's body in the procedure's script and lines.
    private func locate(_ stop: ExecutionStop, in procedure: Procedure) -> ExecutionStop {
        guard case .failed(var diagnostic, .pending) = stop else { return stop }
        diagnostic.source = procedure.source
        return .failed(diagnostic, origin: .script(procedure.file))
    }
}
