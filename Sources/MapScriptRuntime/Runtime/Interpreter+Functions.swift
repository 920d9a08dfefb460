import MapCore
import MapScriptSyntax

extension Interpreter {
    /// Calls the built-in function `name` (see `Builtins.functions`): its argument count is
    /// checked first, then it evaluates its arguments as it needs them.
    func callBuiltin(_ name: Identifier, arguments: [Expr], range: SourceRange) throws(ExecutionStop) -> Value {
        // Callers ask `Builtins.isFunction` first, so the error below is a safeguard.
        guard let function = Builtins.function(named: name.name) else {
            throw .error(.unknownFunction, "no function named '\(name.name)'", at: name.range)
        }
        guard function.arity.accepts(arguments.count) else {
            throw .error(.wrongArgumentCount, function.wrongCountMessage(arguments.count), at: range)
        }
        return try function.evaluate(self, BuiltinFunction.Call(name: name, arguments: arguments, range: range))
    }

    /// Argument `index` of a built-in call as a number (`argument 1 of 'abs'` in messages).
    package func numberArgument(_ index: Int, of call: BuiltinFunction.Call) throws(ExecutionStop) -> Double {
        try number(call.arguments[index], what: "argument \(index + 1) of '\(call.name.name)'")
    }

    /// `min` and `max`: the arguments, as numbers, combined by `pick` from the first on.
    package func fold(_ call: BuiltinFunction.Call, _ pick: (Double, Double) -> Double) throws(ExecutionStop) -> Value {
        var best = try numberArgument(0, of: call)
        for index in 1..<call.arguments.count { best = pick(best, try numberArgument(index, of: call)) }
        return .number(best)
    }
}
