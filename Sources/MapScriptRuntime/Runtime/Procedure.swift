import MapCore
import MapScriptSyntax
import TextSupport

/// A procedure defined with `def`: its compiled body, and what it needs to report errors in
/// its body later: the script it was written in and its source (whose lines the
/// `SourceStore` keeps). A class, so that a call takes it from the table without copying.
final class Procedure {
    /// The procedure's name.
    let name: Identifier
    /// Its parameters, in order: the first slots of its frame.
    let parameters: [Identifier]
    /// Its body, compiled.
    let body: ProcedureBody
    /// The number formula of the `return` that is the whole body, when it is one
    /// (`def double(x) { return x * 2 }`): a call given numbers works it out directly, without
    /// a frame and the body's closure (`returnedNumber`); plain data, so that reading it counts
    /// no reference.
    let returnedFormula: NumberFormula?
    /// The slots of its frame: the parameters, then the locals of its body.
    let slotCount: Int
    /// The display name of the script it was defined in (nil at the REPL).
    let file: String?
    /// Its input in the interpreter's `SourceStore`, which keeps its lines (nil when defined
    /// outside any script).
    let source: SourceID?

    init(name: Identifier, parameters: [Identifier], body: @escaping ProcedureBody, returnedFormula: NumberFormula?,
         slotCount: Int, file: String?, source: SourceID?) {
        self.name = name
        self.parameters = parameters
        self.body = body
        self.returnedFormula = returnedFormula
        self.slotCount = slotCount
        self.file = file
        self.source = source
    }
}

/// A procedure taken from the procedure table for one call. While no procedure defined so far
/// can change the table (`ProcedureTable.mayChangeNames` is false), the table keeps the
/// procedure alive until the call ends, and the call counts no reference to it: that count
/// (two locked instructions) was the largest single cost of a call. Otherwise the call holds
/// it (`holder`), since the call may redefine it.
struct CalledProcedure {
    /// The procedure, unretained.
    let reference: Unmanaged<Procedure>
    /// The procedure, held for a call that may change the table; nil otherwise.
    let holder: Procedure?
}

extension Unmanaged {
    /// The value of `body` given the object, which is not retained for it: the caller keeps
    /// the object alive until `body` returns. (The standard library's `_withUnsafeGuaranteedRef`
    /// rethrows untyped; `body` throws only an `ExecutionStop`.)
    @inline(__always)
    func borrowing<Result>(_ body: (Instance) throws(ExecutionStop) -> Result) throws(ExecutionStop) -> Result {
        do {
            return try _withUnsafeGuaranteedRef(body)
        } catch let stop as ExecutionStop {
            throw stop
        } catch {
            preconditionFailure("a procedure call threw \(error), which is no ExecutionStop")
        }
    }
}

extension Interpreter {
    /// `def name(parameters) { body }`: defines (or redefines) a procedure, its body compiled.
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
        var compiler = Compiler(for: self, parameters: parameters.map(\.name))
        // Each call checks the stack before it runs the body (`prepareCall`).
        let compiled = compiler.procedureBody(body)
        var returnedFormula: NumberFormula?
        if body.statements.count == 1, case .return(let value?) = body.statements[0].kind {
            returnedFormula = compiler.numberFormula(value)
        }
        let effects = NameEffects.of(body)
        if effects.runsScripts || effects.defines { procedures.mayChangeNames = true }
        procedures.define(Procedure(name: name, parameters: parameters, body: compiled, returnedFormula: returnedFormula, slotCount: compiler.slotCount,
                                    file: scriptStack.last?.displayName, source: source))
    }

    /// Calls the built-in function or procedure `name` with arguments evaluated from the syntax
    /// tree; a procedure gives the value of the `return` that ended it, or none (nil) when it
    /// ran to its end or ended with a bare `return`.
    func call(_ name: Identifier, arguments: [Expr], range: SourceRange) throws(ExecutionStop) -> Value? {
        if Builtins.isFunction(name.name) {
            return try callBuiltin(name, arguments: arguments, range: range)
        }
        guard let procedure = procedures[name.name] else { throw unknownProcedure(name) }
        try prepareCall(procedure, argumentCount: arguments.count, range: range)
        let start = try pushArguments(arguments.count) { (index) throws(ExecutionStop) in try evaluate(arguments[index]) }
        return try invoke(procedure, argumentsFrom: start, range: range)
    }

    /// The error for a call of `procedure` with `argumentCount` arguments at `range`, which is not
    /// the number it takes (made only then: a call that takes the right number makes nothing).
    @inline(never)
    static func wrongArgumentCount(_ procedure: Procedure, argumentCount: Int, range: SourceRange) -> ExecutionStop {
        let expected = procedure.parameters.count
        return .error(.wrongArgumentCount, "'\(procedure.name.name)' takes \(expected) argument\(expected == 1 ? "" : "s"), "
                      + "but \(argumentCount) \(argumentCount == 1 ? "was" : "were") given", at: range)
    }

    /// The error for a call of `name`, which is no procedure (nor built-in function).
    func unknownProcedure(_ name: Identifier) -> ExecutionStop {
        let known = procedures.names + Builtins.functionNames
        let suggestions = Suggestion.closest(to: name.name, among: known.sorted(), limit: 2)
        // A near miss of a built-in function (`roud(1.5)`) is a misspelled function.
        if let closest = suggestions.first, Builtins.isFunction(closest), procedures[closest] == nil {
            return .error(.unknownFunction, "no function named '\(name.name)'", at: name.range, suggesting: suggestions)
        }
        return .error(.unknownProcedure, "no procedure named '\(name.name)'", at: name.range, suggesting: suggestions)
    }

    /// Checks, before the arguments are evaluated, that `procedure` takes `argumentCount`
    /// arguments and that the stack and the call depth have room for one more call.
    @inline(__always)
    func prepareCall(_ procedure: Procedure, argumentCount: Int, range: SourceRange) throws(ExecutionStop) {
        guard argumentCount == procedure.parameters.count else {
            throw Self.wrongArgumentCount(procedure, argumentCount: argumentCount, range: range)
        }
        try checkStack(at: range)
        guard callDepth < Self.maximumCallDepth else { throw Self.callDepthExceeded(procedure, at: range) }
    }

    /// The error for a call of `procedure` at `range` past the call depth limit.
    @inline(never)
    static func callDepthExceeded(_ procedure: Procedure, at range: SourceRange) -> ExecutionStop {
        .error(.callDepthExceeded, "too many nested calls (more than \(maximumCallDepth)) in '\(procedure.name.name)'", at: range)
    }

    /// The procedure at `index` of the table, checked by `prepareCall` for a call of
    /// `argumentCount` arguments at `range`; the unknown-procedure error when none is defined
    /// there. Held for the call only when the call may change the table (see `CalledProcedure`).
    @inline(__always)
    func procedure(at index: Int, called name: Identifier, argumentCount: Int, range: SourceRange) throws(ExecutionStop) -> CalledProcedure {
        guard let reference = procedures.references[index] else { throw unknownProcedure(name) }
        let called = CalledProcedure(reference: reference, holder: procedures.mayChangeNames ? reference.takeUnretainedValue() : nil)
        try reference.borrowing { (procedure) throws(ExecutionStop) in
            try prepareCall(procedure, argumentCount: argumentCount, range: range)
        }
        return called
    }

    /// The number a call of the procedure at `index` of the table with the `argumentCount`
    /// numbers `arguments` gives, worked out without a frame when its body is `return FORMULA`
    /// (the table's `returnedFormulas`: plain data, so no reference to the procedure is
    /// counted), the formula's other places hold numbers, and the return's step (taken here)
    /// reaches no checkpoint. Nil, taking no step, otherwise, and when the procedure takes
    /// another number of arguments or the call could not be made (the stack or the call depth
    /// at its limit): the general call (`invoke`) then does what it does, with the arguments
    /// already made.
    @inline(__always)
    func returnedNumber(at index: Int, argumentCount: Int, arguments: (Double, Double)) -> Double? {
        guard let returned = procedures.returnedFormulas[index], returned.parameterCount == argumentCount,
              StackGuard.frameAddress() > stackFloor, callDepth < Self.maximumCallDepth,
              let number = returned.formula.number(arguments: arguments, in: self), steps.stepShortOfCheckpoint() else { return nil }
        return number
    }

    /// `returnedNumber(at:argumentCount:arguments:)` for arguments that are the number formulas
    /// `first` and `second` (nil for a call of one): worked out only when the procedure there
    /// returns a formula, so that no code of the user's runs between the look-up and the value.
    @inline(__always)
    func returnedNumber(at index: Int, arguments first: NumberFormula, _ second: NumberFormula?) -> Double? {
        guard procedures.returnedFormulas[index] != nil, let a = first.number(in: self) else { return nil }
        var b = 0.0
        if let second {
            guard let number = second.number(in: self) else { return nil }
            b = number
        }
        return returnedNumber(at: index, argumentCount: second == nil ? 1 : 2, arguments: (a, b))
    }

    /// Evaluates `count` arguments with `argument(k)`, in order, onto the stack, where they
    /// become the first slots of the frame of the call (see `invoke`); returns where they
    /// begin. On an error the stack is as it was.
    func pushArguments(_ count: Int, _ argument: (Int) throws(ExecutionStop) -> Value) throws(ExecutionStop) -> Int {
        let start = variables.stack.count
        do throws(ExecutionStop) {
            for index in 0..<count {
                let value = try argument(index)
                variables.stack.push(value)
            }
        } catch {
            variables.truncateStack(to: start)
            throw error
        }
        return start
    }

    /// `invoke(_:argumentsFrom:range:)` for a procedure taken from the table: run from the
    /// table's reference unless the call holds it.
    @inline(__always)
    func invoke(_ called: CalledProcedure, argumentsFrom start: Int, range: SourceRange) throws(ExecutionStop) -> Value? {
        if let holder = called.holder { return try invoke(holder, argumentsFrom: start, range: range) }
        return try called.reference.borrowing { (procedure) throws(ExecutionStop) in
            try invoke(procedure, argumentsFrom: start, range: range)
        }
    }

    /// Runs `procedure` (checked by `prepareCall`) on the arguments on the stack from `start`,
    /// which become the first slots of its frame; the frame is gone afterwards.
    @inline(__always)
    func invoke(_ procedure: Procedure, argumentsFrom start: Int, range: SourceRange) throws(ExecutionStop) -> Value? {
        callDepth += 1
        let savedBase = variables.base
        // Moved out and back, not copied: the caller's site is not counted again.
        let savedSite = variables.site.take()
        variables.base = start
        variables.stack.push(.bool(false), times: procedure.slotCount - procedure.parameters.count)
        // The frame is left on both ways out by `leave`, not a `defer`: a deferred block
        // borrows the saved site and copies it back (a reference counted and dropped a call).
        let result: Value?
        do throws(ExecutionStop) {
            result = try procedure.body(self)
        } catch {
            returnValue = nil
            let stop = traced(locate(error, in: procedure), call: procedure, argumentsFrom: start, at: range)
            leave(frameFrom: start, base: savedBase, site: savedSite)
            throw stop
        }
        leave(frameFrom: start, base: savedBase, site: savedSite)
        return result
    }

    /// The value the `return` that ended a procedure's body gave, taken out of the interpreter;
    /// nil when the body ran to its end or ended with a bare `return`.
    @inline(__always)
    func takeReturnValue() -> Value? {
        returning ? returnValue.take() : nil
    }

    /// Drops the frame of the call that began at `start`, and goes back to the caller's
    /// `base` and `site`.
    @inline(__always)
    private func leave(frameFrom start: Int, base: Int, site: consuming LocalNames?) {
        variables.truncateStack(to: start)
        variables.base = base
        variables.site = site
        callDepth -= 1
        returning = false
    }

    /// A runtime error leaving `procedure` with the call chain as notes: the calls made in its
    /// body (noted by the calls inside, their script unknown there) are in its script, and
    /// this call, `in tour(2)` at `range`, is in the caller's, which the next layer out knows.
    private func traced(_ stop: ExecutionStop, call procedure: Procedure, argumentsFrom start: Int,
                        at range: SourceRange) -> ExecutionStop {
        guard case .failed(var diagnostic, let origin) = stop else { return stop }
        diagnostic.placeCallSites(in: procedure.file)
        if diagnostic.notes.count(where: { $0.callSite != nil }) < Diagnostic.callChainLimit {
            let arguments = variables.stack.values(in: start..<start + procedure.parameters.count)
            let text = procedure.name.name + "(" + arguments.map(Self.callText).joined(separator: ", ") + ")"
            diagnostic.notes.append(Diagnostic.Note(callAt: range, "in " + text, file: nil, isPlaced: false))
        }
        return .failed(diagnostic, origin: origin)
    }

    /// An argument as a call-chain note shows it: numbers, booleans and coordinates as written,
    /// strings quoted (long ones cut), other values by their kind (`a list of 3`).
    private static func callText(_ value: Value) -> String {
        switch value {
        case .number(let number): return NumberFormat.shortest(number)
        case .integer(let integer): return String(integer)
        case .bool(let flag): return flag ? "true" : "false"
        case .coordinate(let latitude, let longitude): return NumberFormat.shortest(latitude) + "," + NumberFormat.shortest(longitude)
        case .string(let text):
            return StringLiteral.quoted(text.count > 24 ? String(text.prefix(21)) + "..." : text)
        case .list(let list): return "a list of \(list.count)"
        default: return value.typeName
        }
    }

    /// Places an error raised in a procedure's body in the procedure's script and lines.
    private func locate(_ stop: ExecutionStop, in procedure: Procedure) -> ExecutionStop {
        guard case .failed(var diagnostic, .pending) = stop else { return stop }
        diagnostic.source = procedure.source
        return .failed(diagnostic, origin: .script(procedure.file))
    }
}
