import MapScriptSyntax

/// A procedure's body compiled to what its call runs: the value its `return` gave, or nil
/// when it ran to its end or ended with a bare `return`. One closure for every body, so that a
/// call makes one closure call whatever the body's form (a choice of two made it count a
/// reference to the one it took).
typealias ProcedureBody = (Interpreter) throws(ExecutionStop) -> Value?

extension Compiler {
    /// The body of a procedure, compiled: as returns only where it has that form (see
    /// `returnsOnly`), else as its statements run until one returns, which leaves its value in
    /// the interpreter (`returnValue`) and sets `returning`. The statements of a body of one to
    /// three are called directly, as `statements(of:)` calls a block's, by the body's own
    /// closure (a closure around that block's would cost a call more: 35 instructions a call).
    mutating func procedureBody(_ body: Block) -> ProcedureBody {
        if let returns = returnsOnly(body) { return returns }
        let codes = body.statements.map { StoredExecution(run: compile($0)) }
        switch codes.count {
        case 0:
            return { _ in nil }
        case 1:
            let only = codes[0].run
            return { (interpreter) throws(ExecutionStop) in
                try only(interpreter)
                return interpreter.takeReturnValue()
            }
        case 2:
            let first = codes[0].run, second = codes[1].run
            return { (interpreter) throws(ExecutionStop) in
                try first(interpreter)
                if !interpreter.returning { try second(interpreter) }
                return interpreter.takeReturnValue()
            }
        case 3:
            let first = codes[0].run, second = codes[1].run, third = codes[2].run
            return { (interpreter) throws(ExecutionStop) in
                try first(interpreter)
                if !interpreter.returning { try second(interpreter) }
                if !interpreter.returning { try third(interpreter) }
                return interpreter.takeReturnValue()
            }
        default:
            return { [codes] (interpreter) throws(ExecutionStop) in
                for code in codes {
                    try code.run(interpreter)
                    if interpreter.returning { break }
                }
                return interpreter.takeReturnValue()
            }
        }
    }

    /// A procedure's body that is returns only, compiled to one evaluation that gives the
    /// value: any number of guards `if COND { return VALUE }` (one branch, no `else`, the
    /// return alone in it), then `return VALUE`; nil for any other body.
    ///
    /// `def fib(n) { if n < 2 { return n } return fib(n - 1) + fib(n - 2) }` is one. It runs
    /// what the statements would, in the same order: the `if`'s step, its condition, then the
    /// taken `return`'s step and value (see "Performance devices" in docs/performance.md).
    private mutating func returnsOnly(_ body: Block) -> ProcedureBody? {
        // The shape is checked before anything is compiled: compiling records unresolved names.
        guard let last = body.statements.last, case .return(let finalValue?) = last.kind else { return nil }
        let shapes = body.statements.dropLast().compactMap(Self.guardedReturn)
        guard shapes.count == body.statements.count - 1 else { return nil }
        let guards = shapes.map { shape in
            GuardedReturn(test: condition(shape.condition), range: shape.range,
                          value: formulaOrEvaluation(shape.value), returnRange: shape.returnRange)
        }
        let final = formulaOrEvaluation(finalValue), finalRange = last.range
        switch guards.count {
        case 0:
            return { (interpreter) throws(ExecutionStop) in
                try interpreter.step(at: finalRange)
                return try final.value(in: interpreter)
            }
        case 1:
            let only = guards[0]
            return { (interpreter) throws(ExecutionStop) in
                if let value = try only.run(in: interpreter) { return value }
                try interpreter.step(at: finalRange)
                return try final.value(in: interpreter)
            }
        default:
            return { (interpreter) throws(ExecutionStop) in
                for guarded in guards {
                    if let value = try guarded.run(in: interpreter) { return value }
                }
                try interpreter.step(at: finalRange)
                return try final.value(in: interpreter)
            }
        }
    }

    /// The parts of `if COND { return VALUE }` (one branch, no `else`, the return alone in
    /// it); nil for any other statement.
    private static func guardedReturn(_ statement: Stmt) -> (condition: Expr, value: Expr, range: SourceRange, returnRange: SourceRange)? {
        guard case .if(let branches, nil) = statement.kind, branches.count == 1,
              branches[0].body.statements.count == 1,
              case .return(let value?) = branches[0].body.statements[0].kind else { return nil }
        return (branches[0].condition, value, statement.range, branches[0].body.statements[0].range)
    }
}

/// `if COND { return VALUE }` in a body of returns only, compiled.
private struct GuardedReturn {
    let test: StoredCondition
    /// The `if` statement's range, whose step it takes.
    let range: SourceRange
    let value: FormulaOrEvaluation
    /// The `return`'s range, whose step it takes when the condition holds.
    let returnRange: SourceRange

    /// The `if`'s step and condition, then, when it holds, the `return`'s step and value; nil
    /// when it does not hold.
    @inline(__always)
    func run(in interpreter: Interpreter) throws(ExecutionStop) -> Value? {
        try interpreter.step(at: range)
        guard try test.holds(in: interpreter) else { return nil }
        try interpreter.step(at: returnRange)
        return try value.value(in: interpreter)
    }
}
