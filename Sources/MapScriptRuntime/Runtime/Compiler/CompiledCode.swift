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
