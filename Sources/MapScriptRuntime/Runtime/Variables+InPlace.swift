import MapFormats
import MapScriptSyntax

// Variables looked at and changed where their values are (performance devices: see "Performance
// devices" in docs/performance.md): compiled code reads an item, a field or a number, measures a
// string or list, and grows or replaces a value in its slot, without copying the value out.

extension Variables {
    /// `read` of the slots that hold `variable` and its place in them: a local's in the frame,
    /// a declared global's; nil for a global not declared or a variable by name (compiled
    /// code that reads in place never has one). The one switch of the reads below.
    @inline(__always)
    func inPlace<T>(_ variable: VariableReference, _ read: (borrowing ValueSlots, Int) -> T?) -> T? {
        switch variable {
        case .local(let slot): read(stack, base &+ slot)
        case .global(let index): declared[index] ? read(globals, index) : nil
        case .named: nil
        }
    }

    /// The item at the whole position `number` of the list in `variable`, looked at in place;
    /// nil when the variable holds no list, is not declared, or the position is not in it.
    @inline(__always)
    func item(of variable: VariableReference, atWhole number: Double) -> Value? {
        inPlace(variable) { $0.item(at: $1, atWhole: number) }
    }

    /// The number at the whole position `number` of the list in `variable`, looked at in
    /// place; nil as `item(of:atWhole:)` is, or when the item there is no number.
    @inline(__always)
    func numberItem(of variable: VariableReference, atWhole number: Double) -> Double? {
        inPlace(variable) { $0.numberItem(at: $1, atWhole: number) }
    }

    /// The field `key` of the feature in `variable`, looked at in place; nil when the variable
    /// holds no feature, is not declared, or the feature has no such field.
    @inline(__always)
    func field(of variable: VariableReference, key: String) -> JSONValue? {
        inPlace(variable) { $0.field(at: $1, key: key) }
    }

    /// The field `key` of the feature in `variable` when it is a number, looked at in place;
    /// nil when the variable holds no feature, is not declared, or the field is missing or
    /// not a number (an exact integer included).
    @inline(__always)
    func number(ofField key: String, in variable: VariableReference) -> Double? {
        inPlace(variable) { $0.number(ofField: key, at: $1) }
    }

    /// Whether the global at `index` holds a string or a list (a value that `+` may grow in
    /// place), looked at where it is.
    @inline(__always)
    func holdsGrowable(global index: Int) -> Bool {
        guard declared[index] else { return false }
        switch globals[index] {
        case .string, .list: return true
        default: return false
        }
    }

    /// Whether `variable` holds a string or a list (see `holdsGrowable(global:)`).
    func holdsGrowable(_ variable: VariableReference) -> Bool {
        switch variable {
        case .local(let slot): Self.isGrowable(stack[base &+ slot])
        case .global(let index): declared[index] && Self.isGrowable(globals[index])
        case .named(let name): lookup(name).map(Self.isGrowable) ?? false
        }
    }

    /// The number in `variable`, looked at in place; nil when it holds another kind or is not
    /// declared (or is named, which compiled code that uses this never is).
    @inline(__always)
    func number(of variable: VariableReference) -> Double? {
        inPlace(variable) { $0.number(at: $1) }
    }

    /// The bytes of UTF-8 of the string in `variable`, looked at in place; nil as for
    /// `number(of:)`.
    @inline(__always)
    func stringBytes(of variable: VariableReference) -> Int? {
        inPlace(variable) { $0.stringBytes(at: $1) }
    }

    /// The count and size of the list in `variable`, looked at in place; nil as for
    /// `number(of:)`.
    @inline(__always)
    func listMeasures(of variable: VariableReference) -> (count: Int, size: Int)? {
        inPlace(variable) { $0.listMeasures(at: $1) }
    }

    /// Runs `write` on the slot of `variable`, a local or a global that a read in place found
    /// (a variable by name there is a broken caller, not a value missing). The one switch of
    /// the writes below.
    @inline(__always)
    private func writeInPlace(_ variable: VariableReference, _ write: (borrowing ValueSlots, Int) -> Void) {
        switch variable {
        case .local(let slot): write(stack, base &+ slot)
        case .global(let index): write(globals, index)
        case .named: preconditionFailure("a value is written in place in a local or a global only")
        }
    }

    /// Appends `suffix` to the string in `variable`, a local or global that holds one (see
    /// `stringBytes(of:)`), in its own storage when the variable alone holds it.
    @inline(__always)
    func append(_ suffix: String, toStringIn variable: VariableReference) {
        writeInPlace(variable) { $0.append(suffix, toStringAt: $1) }
    }

    /// Appends `item`, of `measures`, to the list in `variable`, a local or global that holds
    /// one (see `listMeasures(of:)`), in its own storage when the variable alone holds it.
    @inline(__always)
    func append(_ item: Value, measured measures: (size: Int, depth: Int, holdsSessionObject: Bool),
                toListIn variable: VariableReference) {
        writeInPlace(variable) { $0.append(item, measured: measures, toListAt: $1) }
    }

    /// Replaces the number in `variable`, a local or global that holds one (see `number(of:)`).
    @inline(__always)
    func replaceNumber(in variable: VariableReference, with number: Double) {
        writeInPlace(variable) { $0.set(number, at: $1) }
    }

    @inline(__always)
    private static func isGrowable(_ value: borrowing Value) -> Bool {
        switch value {
        case .string, .list: true
        default: false
        }
    }
}
