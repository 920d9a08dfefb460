import MapScriptSyntax

/// A number looked at where it is, without copying its value: a constant, or a variable whose
/// slot holds a number. Plain data, not a closure, so that the code that reads it switches on
/// where it is rather than calling out. Nil from `number(in:)` when the slot holds something
/// else (or is not declared): the caller then runs the general code, which reads the variable
/// again and reports what it finds (reading a variable has no effect, so reading it twice
/// changes nothing).
enum NumberPlace {
    /// A number literal (`2`, `-0.5`).
    case constant(Double)
    /// A local's slot.
    case local(Int)
    /// A global's index.
    case global(Int)

    /// The number here, when there is one.
    @inline(__always)
    func number(in interpreter: Interpreter) -> Double? {
        switch self {
        case .constant(let value): value
        case .local(let slot): interpreter.variables.number(local: slot)
        case .global(let index): interpreter.variables.number(global: index)
        }
    }

    /// The number here in a procedure's body called with the numbers `arguments`, which the
    /// local slots 0 and 1 (its parameters) stand for, without a frame: for a body whose locals
    /// are its parameters only (see `Interpreter.returnedNumber`).
    @inline(__always)
    func number(arguments: (Double, Double), in interpreter: Interpreter) -> Double? {
        switch self {
        case .constant(let value): value
        case .local(let slot): slot == 0 ? arguments.0 : arguments.1
        case .global(let index): interpreter.variables.number(global: index)
        }
    }
}

/// A small sum, difference or product of numbers looked at in place (`n - 1`, `x * y`), or
/// one such number alone: plain data, worked out where it is used without a closure call
/// (a procedure's argument or returned value). Nil from `number(in:)` when a place holds
/// no number: the caller then runs the general code, which reports what it finds.
enum NumberFormula {
    /// A number looked at in place.
    case place(NumberPlace)
    /// `left op right`, `op` one of `+`, `-` and `*`.
    case combined(BinaryOperator, NumberPlace, NumberPlace)

    /// The number the formula makes, when its places hold numbers.
    @inline(__always)
    func number(in interpreter: Interpreter) -> Double? {
        switch self {
        case .place(let place):
            return place.number(in: interpreter)
        case .combined(let op, let left, let right):
            guard let a = left.number(in: interpreter), let b = right.number(in: interpreter) else { return nil }
            return Self.combine(op, a, b)
        }
    }

    /// The number the formula makes in a procedure's body called with the numbers `arguments`
    /// (see `NumberPlace.number(arguments:in:)`), when its other places hold numbers.
    @inline(__always)
    func number(arguments: (Double, Double), in interpreter: Interpreter) -> Double? {
        switch self {
        case .place(let place):
            return place.number(arguments: arguments, in: interpreter)
        case .combined(let op, let left, let right):
            guard let a = left.number(arguments: arguments, in: interpreter),
                  let b = right.number(arguments: arguments, in: interpreter) else { return nil }
            return Self.combine(op, a, b)
        }
    }

    /// `a op b` for `+`, `-` and `*`.
    @inline(__always)
    private static func combine(_ op: BinaryOperator, _ a: Double, _ b: Double) -> Double {
        switch op {
        case .add: a + b
        case .subtract: a - b
        default: a * b
        }
    }
}

/// A value computed by compiled code: by a `NumberFormula` where the expression is one and
/// its places hold numbers, else by the general `Evaluation`, which gives the same value
/// (and reports the errors). Used where a closure call per value is a large share of the
/// work: the arguments of a procedure call and the value a `return` gives.
struct FormulaOrEvaluation {
    let formula: NumberFormula?
    let general: Evaluation

    /// The value, in `interpreter`.
    @inline(__always)
    func value(in interpreter: Interpreter) throws(ExecutionStop) -> Value {
        if let formula, let number = formula.number(in: interpreter) { return .number(number) }
        return try general(interpreter)
    }
}

extension Compiler {
    /// Where the number `expr` stands for is, when it is a number literal or a variable (a
    /// local or a global); nil for any other expression.
    mutating func numberPlace(_ expr: Expr) -> NumberPlace? {
        switch expr.kind {
        case .number(let value):
            return .constant(value)
        case .unary(.negate, let operand):
            guard case .number(let value) = operand.kind else { return nil }
            return .constant(-value)
        case .variable(let name):
            if let slot = slot(of: name) { return .local(slot) }
            guard !Builtins.isReservedName(name) else { return nil }
            return .global(interpreter.variables.globalIndex(of: name))
        default:
            return nil
        }
    }

    /// `expr` as a `NumberFormula`, when it is a number looked at in place or two of them
    /// joined by `+`, `-` or `*`; nil for any other expression.
    mutating func numberFormula(_ expr: Expr) -> NumberFormula? {
        if let place = numberPlace(expr) { return .place(place) }
        guard case .binary(let op, let leftExpr, let rightExpr) = expr.kind, op == .add || op == .subtract || op == .multiply,
              let left = numberPlace(leftExpr), let right = numberPlace(rightExpr) else { return nil }
        return .combined(op, left, right)
    }

    /// `expr` compiled to its formula where it has one, and its general code.
    mutating func formulaOrEvaluation(_ expr: Expr) -> FormulaOrEvaluation {
        FormulaOrEvaluation(formula: numberFormula(expr), general: compile(expr))
    }

    /// `left op right` for an arithmetic or comparison operator whose operands are both
    /// numbers looked at in place: the value made from the two numbers, else `general`.
    static func peeked(_ op: BinaryOperator, _ left: NumberPlace, _ right: NumberPlace, else general: @escaping Evaluation) -> Evaluation? {
        switch op {
        case .add, .subtract, .multiply, .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual:
            return { (interpreter) throws(ExecutionStop) in
                if let a = left.number(in: interpreter), let b = right.number(in: interpreter) { return combine(op, a, b) }
                return try general(interpreter)
            }
        case .divide, .remainder, .and, .or:
            return nil
        }
    }

    /// `a op b` for the operators `peeked` takes.
    @inline(__always)
    private static func combine(_ op: BinaryOperator, _ a: Double, _ b: Double) -> Value {
        switch op {
        case .add: .number(a + b)
        case .subtract: .number(a - b)
        case .multiply: .number(a * b)
        default: .bool(compare(op, a, b))
        }
    }

    /// `a op b` for a comparison operator (`equal` and `notEqual` too).
    @inline(__always)
    static func compare(_ op: BinaryOperator, _ a: Double, _ b: Double) -> Bool {
        switch op {
        case .less: a < b
        case .lessOrEqual: a <= b
        case .greater: a > b
        case .greaterOrEqual: a >= b
        case .equal: a == b
        default: a != b
        }
    }
}

/// A condition compiled to its truth (an `if`'s).
typealias Condition = (Interpreter) throws(ExecutionStop) -> Bool

/// A `Condition` to keep in an array (see `StoredEvaluation`), with, for a local compared with
/// a constant (`n < 2`), that comparison as plain data, which `holds(in:)` works out without
/// the closure call.
struct StoredCondition {
    let run: Condition
    /// `local OP constant`, when the condition is one.
    var localComparison: LocalComparison?

    /// Whether the condition holds: a local comparison worked out directly when the slot holds
    /// a number, anything else by `run`.
    @inline(__always)
    func holds(in interpreter: Interpreter) throws(ExecutionStop) -> Bool {
        if let comparison = localComparison, let a = interpreter.variables.number(local: comparison.slot) {
            return Compiler.compare(comparison.op, a, comparison.constant)
        }
        return try run(interpreter)
    }
}

/// A local's number compared with a constant (`n < 2`): plain data.
struct LocalComparison {
    let slot: Int
    let op: BinaryOperator
    let constant: Double
}

extension Compiler {
    /// The truth of `expr`: a comparison of two numbers looked at in place makes no value;
    /// anything else is evaluated and its truth taken as the evaluator does.
    mutating func condition(_ expr: Expr) -> StoredCondition {
        if let compared = comparisonWithConstant(expr) { return compared }
        let code = compile(expr)
        let general: Condition = { (interpreter) throws(ExecutionStop) in try interpreter.truth(try code(interpreter), of: expr) }
        guard case .binary(let op, let leftExpr, let rightExpr) = expr.kind, op.isComparison,
              let left = numberPlace(leftExpr), let right = numberPlace(rightExpr) else {
            return StoredCondition(run: general)
        }
        // A local against a constant (`n < 2`, the commonest test in a procedure) reads the
        // slot directly, without switching on where each number is.
        if case .local(let slot) = left, case .constant(let b) = right {
            let run: Condition = { (interpreter) throws(ExecutionStop) in
                if let a = interpreter.variables.number(local: slot) { return Self.compare(op, a, b) }
                return try general(interpreter)
            }
            return StoredCondition(run: run, localComparison: LocalComparison(slot: slot, op: op, constant: b))
        }
        return StoredCondition { (interpreter) throws(ExecutionStop) in
            if let a = left.number(in: interpreter), let b = right.number(in: interpreter) { return Self.compare(op, a, b) }
            return try general(interpreter)
        }
    }

    /// `value < NUMBER` (or `<=`, `>`, `>=`) where `value` is no number looked at in place (a
    /// field, a property, a call): a number from it is compared with the constant directly;
    /// anything else goes the general way, with the value already made. Nil for other forms.
    private mutating func comparisonWithConstant(_ expr: Expr) -> StoredCondition? {
        guard case .binary(let op, let leftExpr, let rightExpr) = expr.kind, case .number(let constant) = rightExpr.kind,
              numberPlace(leftExpr) == nil else { return nil }
        switch op {
        case .less, .lessOrEqual, .greater, .greaterOrEqual: break
        default: return nil
        }
        let left = compile(leftExpr)
        let range = expr.range
        let general: Condition = { (interpreter) throws(ExecutionStop) in
            let value = try left(interpreter)
            if case .number(let number) = value { return Self.compare(op, number, constant) }
            let result = try interpreter.arithmetic(op, value, leftExpr, .number(constant), rightExpr, range: range)
            return try interpreter.truth(result, of: expr)
        }
        // A feature's field by a literal name in a variable (`f["pop"] > 500000`, the usual
        // test in a loop over features): a number field is compared where it is, with no
        // value made; anything else is read again the general way (reading has no effect).
        if case .index(let base, let index) = leftExpr.kind, case .variable(let name) = base.kind,
           case .string(let key) = index.kind, let variable = variableInPlace(name) {
            return StoredCondition { (interpreter) throws(ExecutionStop) in
                if let number = interpreter.variables.number(ofField: key, in: variable) { return Self.compare(op, number, constant) }
                return try general(interpreter)
            }
        }
        return StoredCondition(run: general)
    }
}
