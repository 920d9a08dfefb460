import MapScriptSyntax

/// The resolver: turns statements into compiled code (`Execution`, `Evaluation`) with every
/// name resolved before the code runs.
///
/// A name is resolved by where it is written, as the scopes of blocks nest: to a local slot
/// of the frame when a `let`, a `for` or a parameter before it in an enclosing block of the
/// same procedure (or top-level statement) declares it; else to a built-in value; else to a
/// global, by index (a global may be declared later, or not at all: reading it then is the
/// usual `unknown variable` error, at run time). Procedures are bound to their index in the
/// procedure table. The language is the same as the tree-walking evaluator's: a `let` in a
/// block is seen by the statements after it in that block, and a procedure sees its own
/// locals and the globals.
struct Compiler {
    /// The interpreter the code is for (its globals and procedures get the indices).
    unowned let interpreter: Interpreter
    /// The blocks open, innermost last: each name declared there and its slot.
    private var blocks: [[String: Int]] = []
    /// The next free slot.
    private var nextSlot = 0
    /// The most slots used at once: the size of the frame.
    private(set) var slotCount = 0
    /// The visible locals, as last handed out (see `siteNames`); nil when they changed since.
    private var cachedSite: LocalNames?
    /// Whether this is a procedure's body, whose loops never keep going after an error (the
    /// error leaves the procedure, to the loop or statement that called it).
    private(set) var isProcedureBody = false
    /// Whether the globals and procedures known now are all there will be while the code runs
    /// (a top-level statement that runs no script, defines nothing and calls no procedure that
    /// could; see `NameEffects`): a name resolved to none of them is then an error found before
    /// the run (`unresolved`).
    private(set) var namesAreFinal = false
    /// The errors found while resolving (an unknown variable, an assignment to an undeclared
    /// one, an unknown procedure, a call with the wrong number of arguments), in the order they
    /// are written, when `namesAreFinal`; the code must not run when there are any.
    private(set) var unresolved: [ExecutionStop] = []

    /// A compiler for the body of a procedure with `parameters` (slots 0 up).
    init(for interpreter: Interpreter, parameters: [String]) {
        self.interpreter = interpreter
        blocks = [[:]]
        isProcedureBody = true
        for parameter in parameters { _ = declare(parameter) }
    }

    /// A compiler for a top-level statement: outside its blocks, a `let` declares a global.
    /// With `namesAreFinal`, names that resolve to nothing are errors before the run.
    init(topLevelFor interpreter: Interpreter, namesAreFinal: Bool = false) {
        self.interpreter = interpreter
        self.namesAreFinal = namesAreFinal
    }

    /// Notes the error `error` makes from the interpreter, found while resolving, when names
    /// are final.
    mutating func unresolvable(_ error: (Interpreter) -> ExecutionStop) {
        if namesAreFinal { unresolved.append(error(interpreter)) }
    }

    /// `expr`, a part of an expression compiled already, compiled again for a second form of
    /// the statement (see `assignment(to:_:_:code:site:at:)`): the errors its names have were
    /// noted the first time, and are not noted twice.
    mutating func recompile(_ expr: Expr) -> Evaluation {
        let found = unresolved.count
        let code = compile(expr)
        unresolved.removeSubrange(found...)
        return code
    }

    /// A compiler for code run in the frame running now, where the locals `site` are visible,
    /// its own locals from slot `first` on (a layer filter's condition, see `keptFeatures`).
    init(for interpreter: Interpreter, extending site: LocalNames?, from first: Int) {
        self.interpreter = interpreter
        blocks = [site?.slots ?? [:]]
        nextSlot = first
        slotCount = first
    }

    /// Whether code compiled now is outside any block of a top-level statement, where a
    /// `let` declares a global.
    var isTopLevel: Bool { blocks.isEmpty }

    /// The slot of the local `name` visible here, if any.
    func slot(of name: String) -> Int? {
        for block in blocks.reversed() {
            if let slot = block[name] { return slot }
        }
        return nil
    }

    /// Declares `name` in the innermost block (the same slot when it is declared there
    /// already) and returns its slot.
    mutating func declare(_ name: String) -> Int {
        precondition(!blocks.isEmpty, "a top-level variable is a global")
        if let slot = blocks[blocks.count - 1][name] { return slot }
        let slot = nextSlot
        nextSlot += 1
        slotCount = max(slotCount, nextSlot)
        blocks[blocks.count - 1][name] = slot
        cachedSite = nil
        return slot
    }

    /// Compiles `body` in a block of its own, after `prepare` (which may declare in it);
    /// the block's slots are free again afterwards.
    mutating func inBlock<T>(_ body: (inout Compiler) -> T) -> T {
        let saved = nextSlot
        blocks.append([:])
        cachedSite = nil
        defer {
            blocks.removeLast()
            nextSlot = saved
            cachedSite = nil
        }
        return body(&self)
    }

    /// The locals visible here by name, for code evaluated from the syntax tree (command
    /// operands, built-in calls), nil when there are none.
    mutating func siteNames() -> LocalNames? {
        if let cachedSite { return cachedSite }
        var slots: [String: Int] = [:]
        for block in blocks {
            for (name, slot) in block { slots[name] = slot }
        }
        guard !slots.isEmpty else { return nil }
        cachedSite = LocalNames(slots)
        return cachedSite
    }
}
