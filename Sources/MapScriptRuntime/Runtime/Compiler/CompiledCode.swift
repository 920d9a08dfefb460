import MapScriptSyntax

/// Compiled code: what the resolver (`Compiler`) makes of a statement or an expression, with
/// every variable bound to its slot, every procedure call to its entry in the procedure table
/// and the constant parts worked out; running it is calling it with the interpreter.
///
/// Closures rather than a bytecode: each node of the syntax tree becomes one closure that
/// calls its children's directly, and the common cases (a local read, arithmetic on two
/// numbers, a comparison) take the fast path inside one closure (see "Performance devices"
/// in docs/performance.md for what was measured).
typealias Evaluation = (Interpreter) throws(ExecutionStop) -> Value

/// A compiled statement (see `Evaluation`).
typealias Execution = (Interpreter) throws(ExecutionStop) -> Void

/// A compiled top-level statement: its code and the slots its frame needs.
struct CompiledUnit {
    /// The statement's code.
    let code: Execution
    /// The locals of its blocks.
    let slotCount: Int
}

/// An `Evaluation` to keep in an array, an optional or a tuple. A closure stored in a generic
/// container is kept at its most general abstraction and called through a reabstraction
/// thunk that copies every value through the value witnesses (a quarter of a counting loop's
/// time); in a struct of its own it keeps its own.
struct StoredEvaluation {
    let run: Evaluation
}

/// An `Execution` to keep in a collection (see `StoredEvaluation`).
struct StoredExecution {
    let run: Execution
}

/// The values a closure of compiled code runs with, in one object that the closure captures
/// alone (`Captured((variable: v, range: r, ...))`, read as `c.values.range`). A closure that
/// captures several values is entered through a thunk that loads every one of them, and copies
/// those that hold references through outlined code, on each run; one that captures a single
/// reference is given it as it is, and loads only what it uses. A closure among the values
/// goes in a `StoredEvaluation` or `StoredExecution`: in the generic tuple itself it would be
/// called through a reabstraction thunk (27 instructions a turn more). Worth it for the
/// counter `n = n + 1` (7 instructions a turn fewer) and the in-place statements of
/// `Compiler+Joins.swift` (7 to 10); not for a procedure's call, whose closure reads most of
/// its values on every run.
final class Captured<Values> {
    /// The values.
    let values: Values

    init(_ values: Values) {
        self.values = values
    }
}
