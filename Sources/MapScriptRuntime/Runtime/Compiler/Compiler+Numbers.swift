import MapScriptSyntax

/// A number looked at where it is, without copying its value: a constant, or a variable whose
/// slot holds a number. Nil when it holds something else (or is not declared): the caller then
/// runs the general code, which reads the variable again and reports what it finds (reading a
/// variable has no effect, so reading it twice changes nothing).
typealias NumberPeek = (Interpreter) -> Double?

/// A `NumberPeek` to keep in a tuple or an optional (see `StoredEvaluation`).
struct StoredNumberPeek {
    let run: NumberPeek
}

extension Compiler {
    /// How to look at the number `expr` stands for in place, when it is a number literal or a
    /// variable (a local or a global); nil for any other expression.
    mutating func numberPeek(_ expr: Expr) -> StoredNumberPeek? {
        switch expr.kind {
        case .number(let value):
            return StoredNumberPeek { _ in value }
        case .unary(.negate, let operand):
            guard case .number(let value) = operand.kind else { return nil }
            return StoredNumberPeek { _ in -value }
        case .variable(let name):
            if let slot = slot(of: name) {
                return StoredNumberPeek { interpreter in interpreter.variables.number(local: slot) }
            }
            guard !Builtins.isReservedName(name) else { return nil }
            let index = interpreter.variables.globalIndex(of: name)
            return StoredNumberPeek { interpreter in interpreter.variables.number(global: index) }
        default:
            return nil
        }
    }

    /// `left op right` for an arithmetic or comparison operator whose operands are both
    /// numbers looked at in place: the value made from the two numbers, else `general`.
    static func peeked(_ op: BinaryOperator, _ left: StoredNumberPeek, _ right: StoredNumberPeek, else general: @escaping Evaluation) -> Evaluation? {
        let left = left.run, right = right.run
        func make(_ combine: @escaping (Double, Double) -> Value) -> Evaluation {
            { (interpreter) throws(ExecutionStop) in
                if let a = left(interpreter), let b = right(interpreter) { return combine(a, b) }
                return try general(interpreter)
            }
        }
        switch op {
        case .add: return make { .number($0 + $1) }
        case .subtract: return make { .number($0 - $1) }
        case .multiply: return make { .number($0 * $1) }
        case .less: return make { .bool($0 < $1) }
        case .lessOrEqual: return make { .bool($0 <= $1) }
        case .greater: return make { .bool($0 > $1) }
        case .greaterOrEqual: return make { .bool($0 >= $1) }
        case .equal: return make { .bool($0 == $1) }
        case .notEqual: return make { .bool($0 != $1) }
        case .divide, .remainder, .and, .or: return nil
        }
    }
}

/// A condition compiled to its truth (an `if`'s).
typealias Condition = (Interpreter) throws(ExecutionStop) -> Bool

/// A `Condition` to keep in an array (see `StoredEvaluation`).
struct StoredCondition {
    let run: Condition
}

extension Compiler {
    /// The truth of `expr`: a comparison of two numbers looked at in place makes no value;
    /// anything else is evaluated and its truth taken as the evaluator does.
    mutating func condition(_ expr: Expr) -> StoredCondition {
        let code = compile(expr)
        let general: Condition = { (interpreter) throws(ExecutionStop) in try interpreter.truth(try code(interpreter), of: expr) }
        guard case .binary(let op, let leftExpr, let rightExpr) = expr.kind,
              let left = numberPeek(leftExpr)?.run, let right = numberPeek(rightExpr)?.run else {
            return StoredCondition(run: general)
        }
        func make(_ compare: @escaping (Double, Double) -> Bool) -> StoredCondition {
            StoredCondition { (interpreter) throws(ExecutionStop) in
                if let a = left(interpreter), let b = right(interpreter) { return compare(a, b) }
                return try general(interpreter)
            }
        }
        switch op {
        case .less: return make(<)
        case .lessOrEqual: return make(<=)
        case .greater: return make(>)
        case .greaterOrEqual: return make(>=)
        case .equal: return make(==)
        case .notEqual: return make(!=)
        default: return StoredCondition(run: general)
        }
    }
}
