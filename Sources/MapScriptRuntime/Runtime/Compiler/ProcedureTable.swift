import MapScriptSyntax

/// The procedures defined with `def`, each name at a fixed index so that compiled calls find
/// their procedure by index (a procedure defined later, or again, is found there too).
struct ProcedureTable {
    /// The procedures by index; nil until defined.
    private(set) var entries: ContiguousArray<Procedure?> = []
    /// The same procedures, unretained (kept alive by `entries`), for the calls that need not
    /// hold the procedure they run (`Interpreter.procedure(at:)`).
    private(set) var references: ContiguousArray<Unmanaged<Procedure>?> = []
    /// By the same index, the number formula a procedure's body returns and its parameter
    /// count, when its body is `return FORMULA` (`Procedure.returnedFormula`): plain data, so
    /// that a call that works the formula out (`Interpreter.returnedNumber(at:)`) counts no
    /// reference to the procedure.
    private(set) var returnedFormulas: ContiguousArray<ReturnedFormula?> = []
    private var indices: [String: Int] = [:]
    /// Whether a procedure defined so far runs a script or defines a procedure: a call may then
    /// make globals and procedures the resolver cannot see (`NameEffects`). While it is false,
    /// no call can change the table: only the top level can, and it does not run during a call.
    var mayChangeNames = false

    /// The index of the procedure `name`, made on first use.
    mutating func index(of name: String) -> Int {
        if let index = indices[name] { return index }
        entries.append(nil)
        references.append(nil)
        returnedFormulas.append(nil)
        indices[name] = entries.count - 1
        return entries.count - 1
    }

    /// The procedure called `name`, when defined.
    subscript(name: String) -> Procedure? {
        guard let index = indices[name] else { return nil }
        return entries[index]
    }

    /// Defines (or redefines) `procedure`.
    mutating func define(_ procedure: Procedure) {
        let index = index(of: procedure.name.name)
        entries[index] = procedure
        references[index] = Unmanaged.passUnretained(procedure)
        returnedFormulas[index] = procedure.returnedFormula.map { ReturnedFormula(parameterCount: procedure.parameters.count, formula: $0) }
    }

    /// The names of the procedures defined, sorted.
    var names: [String] { indices.filter { entries[$0.value] != nil }.keys.sorted() }
}

/// A procedure's returned number formula and how many parameters it takes (see
/// `ProcedureTable.returnedFormulas`).
struct ReturnedFormula {
    let parameterCount: Int
    let formula: NumberFormula
}
