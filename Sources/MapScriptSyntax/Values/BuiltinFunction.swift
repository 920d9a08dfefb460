/// A built-in function (`coord`, `distance`, `round`...): one entry of `Builtins.functions`,
/// the one table that evaluation, "did you mean" and completion read. It holds the name, the
/// argument counts accepted, the texts that describe it (in messages now, on hover later) and
/// what it does.
package struct BuiltinFunction: Sendable {
    /// How many arguments a function accepts.
    package enum Arity: Sendable {
        /// Any count in the range.
        case range(ClosedRange<Int>)
        /// This many or more.
        case atLeast(Int)

        /// Whether a call with `count` arguments is accepted.
        package func accepts(_ count: Int) -> Bool {
            switch self {
            case .range(let counts): counts.contains(count)
            case .atLeast(let least): count >= least
            }
        }
    }

    /// A call of a built-in function, its argument count already checked.
    package struct Call {
        /// The function's name as written.
        package let name: Identifier
        /// The arguments, not yet evaluated.
        package let arguments: [Expr]
        /// The whole call.
        package let range: SourceRange

        /// The call of `name` with `arguments`, the whole of it at `range`.
        package init(name: Identifier, arguments: [Expr], range: SourceRange) {
            self.name = name
            self.arguments = arguments
            self.range = range
        }
    }

    /// The name scripts call it by.
    let name: String
    /// The argument counts it accepts.
    package let arity: Arity
    /// Its arguments as the wrong-count message describes them: `2 arguments (latitude,
    /// longitude)`, `at least 1 argument`.
    let arguments: String
    /// The call as the docs write it: `round(x[, places])`.
    let signature: String
    /// What it gives, in one line.
    let summary: String
    /// Evaluates a call whose argument count `arity` accepts.
    package let evaluate: @Sendable (any Evaluator, Call) throws(ExecutionStop) -> Value

    /// A function entry.
    init(_ name: String, _ arity: Arity, _ arguments: String, signature: String, summary: String,
         evaluate: @escaping @Sendable (any Evaluator, Call) throws(ExecutionStop) -> Value) {
        self.name = name
        self.arity = arity
        self.arguments = arguments
        self.signature = signature
        self.summary = summary
        self.evaluate = evaluate
    }

    /// The message for a call with `count` arguments that `arity` refuses: `'coord' takes 2
    /// arguments (latitude, longitude), but 1 was given`, `'min' needs at least 1 argument`.
    package func wrongCountMessage(_ count: Int) -> String {
        switch arity {
        case .range: "'\(name)' takes \(arguments), but \(count) \(count == 1 ? "was" : "were") given"
        case .atLeast: "'\(name)' needs \(arguments)"
        }
    }
}
