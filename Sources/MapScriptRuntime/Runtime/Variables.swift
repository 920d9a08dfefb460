import MapScriptSyntax

/// Where the values of variables live while a script runs.
///
/// - **Globals**, the script's top-level variables (those of every script `source` runs and of
///   the REPL), live as long as the session. Each name has a fixed index, given the first time
///   any code names it (`globalIndex(of:)`), so compiled code reads a global by index; a slot
///   holds nil until its variable is declared.
/// - **Locals**, those of a procedure's body and of a top-level loop or `if`, live in a frame
///   on `stack` from `base` on, one slot per variable: the resolver (`Compiler`) gave each
///   its slot before the code ran, so a read is an array access, not a name lookup.
///
/// The tree-walking evaluator (`evaluate(_:)`, used for command operands) finds locals through
/// `site`, the names visible where the command was written.
struct Variables: ~Copyable {
    /// The globals' values, by index; a slot not `declared` holds a placeholder.
    private(set) var globals = ValueSlots()
    /// Whether each global is declared (a flag of its own, so that a read copies no optional).
    private(set) var declared: ContiguousArray<Bool> = []
    private var globalIndices: [String: Int] = [:]
    /// The frames of the procedures and loops running, innermost last.
    var stack = ValueSlots()
    /// Where the innermost frame begins in `stack`.
    var base = 0
    /// The locals visible where the syntax tree being evaluated was written (nil at the top
    /// level).
    var site: LocalNames?

    /// The index of the global `name`, made on first use.
    mutating func globalIndex(of name: String) -> Int {
        if let index = globalIndices[name] { return index }
        globals.push(.bool(false))
        declared.append(false)
        globalIndices[name] = globals.count - 1
        return globals.count - 1
    }

    /// The index of the global `name`, when it is declared.
    func declaredGlobalIndex(of name: String) -> Int? {
        guard let index = globalIndices[name], declared[index] else { return nil }
        return index
    }

    /// The global at `index`, when declared.
    @inline(__always)
    func global(_ index: Int) -> Value? {
        declared[index] ? globals[index] : nil
    }

    /// Declares (or sets) the global at `index`.
    @inline(__always)
    mutating func setGlobal(_ index: Int, _ value: Value) {
        globals[index] = value
        declared[index] = true
    }

    /// Takes the value of the global at `index` out of its slot (see `take(_:leaving:)`).
    mutating func takeGlobal(_ index: Int, leaving placeholder: Value) -> Value? {
        guard declared[index] else { return nil }
        return globals.exchange(at: index, with: placeholder)
    }

    /// The number in the local slot `slot`, looked at in place; nil when it holds another kind.
    @inline(__always)
    func number(local slot: Int) -> Double? {
        stack.number(at: base &+ slot)
    }

    /// The number in the global at `index`, looked at in place; nil when it holds another
    /// kind or is not declared.
    @inline(__always)
    func number(global index: Int) -> Double? {
        guard declared[index] else { return nil }
        return globals.number(at: index)
    }

    /// Replaces the value of the global at `index`, which is declared.
    @inline(__always)
    mutating func replaceGlobal(_ index: Int, _ value: Value) {
        globals[index] = value
    }

    /// Puts `number` in the global at `index`, which is declared: over a number in place,
    /// with nothing of the old value to destroy (see `ValueSlots.set(_:at:)`).
    @inline(__always)
    func setGlobal(_ index: Int, number: Double) { globals.set(number, at: index) }

    /// The local in slot `slot` of the innermost frame.
    @inline(__always)
    func local(_ slot: Int) -> Value { stack[base &+ slot] }

    /// Sets the local in slot `slot` of the innermost frame.
    @inline(__always)
    func setLocal(_ slot: Int, _ value: consuming Value) { stack[base &+ slot] = value }

    /// Sets the local in slot `slot` of the innermost frame to `number`.
    @inline(__always)
    func setLocal(_ slot: Int, number: Double) { stack.set(number, at: base &+ slot) }

    /// Takes the local in `slot` out of its slot, leaving `placeholder` there, so that the
    /// caller holds the only reference to its storage (put it back with `setLocal`).
    func takeLocal(_ slot: Int, leaving placeholder: Value) -> Value {
        stack.exchange(at: base &+ slot, with: placeholder)
    }

    /// Opens a frame of `count` slots (the first ones given by `arguments`); returns the base
    /// to restore with `closeFrame`.
    mutating func openFrame(slots count: Int, arguments: some Collection<Value> = EmptyCollection()) -> Int {
        let saved = base
        base = stack.count
        for argument in arguments { stack.push(argument) }
        stack.push(.bool(false), times: count - arguments.count)
        return saved
    }

    /// Closes the innermost frame, going back to the one that began at `savedBase`.
    mutating func closeFrame(restoring savedBase: Int) {
        truncateStack(to: base)
        base = savedBase
    }

    /// Drops the slots of the stack from `count` on.
    @inline(__always)
    mutating func truncateStack(to count: Int) {
        stack.truncate(to: count)
    }

    // MARK: - By name

    /// The value of the variable called `name`: a local visible at `site`, or a global.
    func lookup(_ name: String) -> Value? {
        if let site, let slot = site.slots[name] { return local(slot) }
        guard let index = globalIndices[name] else { return nil }
        return global(index)
    }

    /// Assigns to the innermost existing variable `name` (a local visible at `site`, or a
    /// global); false when there is none.
    mutating func assign(_ name: String, _ value: Value) -> Bool {
        if let site, let slot = site.slots[name] {
            setLocal(slot, value)
            return true
        }
        guard let index = globalIndices[name], declared[index] else { return false }
        globals[index] = value
        return true
    }

    /// Takes the value of the innermost variable `name` out of its slot, leaving `placeholder`
    /// there (put it back with `assign`); nil when there is none.
    mutating func take(_ name: String, leaving placeholder: Value) -> Value? {
        if let site, let slot = site.slots[name] { return takeLocal(slot, leaving: placeholder) }
        guard let index = globalIndices[name] else { return nil }
        return takeGlobal(index, leaving: placeholder)
    }

    /// The global variables declared, sorted (for completion).
    var globalNames: [String] { globalIndices.filter { declared[$0.value] }.keys.sorted() }

    /// Every variable name visible where the locals `site` are, sorted.
    func visibleNames(at site: LocalNames?) -> [String] {
        var names = Set(site?.slots.keys.map { $0 } ?? [])
        names.formUnion(globalNames)
        return names.sorted()
    }

    /// Every variable name visible now, sorted, for completion and "did you mean".
    var visibleNames: [String] { visibleNames(at: site) }
}

/// The locals visible at one place in compiled code, by name, and their slots: what the
/// tree-walking evaluator needs to read them (see `Variables.site`).
final class LocalNames: Sendable {
    let slots: [String: Int]

    init(_ slots: [String: Int]) { self.slots = slots }
}

/// A variable as compiled code or the evaluator names it.
enum VariableReference {
    /// By name: a local visible at `Variables.site`, or a global.
    case named(String)
    /// A slot of the innermost frame.
    case local(Int)
    /// A global, by index.
    case global(Int)
}

extension Variables {
    /// The value of `variable`; nil when it is not declared.
    func value(of variable: VariableReference) -> Value? {
        switch variable {
        case .named(let name): lookup(name)
        case .local(let slot): local(slot)
        case .global(let index): global(index)
        }
    }

    /// Takes the value of `variable` out, leaving `placeholder` (see `take(_:leaving:)`).
    mutating func take(_ variable: VariableReference, leaving placeholder: Value) -> Value? {
        switch variable {
        case .named(let name): take(name, leaving: placeholder)
        case .local(let slot): takeLocal(slot, leaving: placeholder)
        case .global(let index): takeGlobal(index, leaving: placeholder)
        }
    }

    /// Puts `value` in `variable` (declared).
    mutating func put(_ value: Value, in variable: VariableReference) {
        switch variable {
        case .named(let name): _ = assign(name, value)
        case .local(let slot): setLocal(slot, value)
        case .global(let index): setGlobal(index, value)
        }
    }
}
