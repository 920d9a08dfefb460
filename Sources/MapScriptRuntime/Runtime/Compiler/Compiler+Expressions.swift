import MapCore
import MapScriptSyntax

extension Compiler {
    /// The compiled form of `expr`.
    mutating func compile(_ expr: Expr) -> Evaluation {
        switch expr.kind {
        case .number(let value):
            let constant = Value.number(value)
            return { _ in constant }
        case .string(let text):
            let constant = Value.string(text)
            return { _ in constant }
        case .bool(let value):
            let constant = Value.bool(value)
            return { _ in constant }
        case .coordinateLiteral(let latitude, let longitude):
            let constant = Value.coordinate(latitude: latitude, longitude: longitude)
            return { _ in constant }
        case .variable(let name):
            return variable(name, at: expr.range)
        case .binary:
            return chain(expr)
        case .unary(let op, let operand):
            let code = compile(operand)
            switch op {
            case .negate:
                return { (interpreter) throws(ExecutionStop) in
                    .number(-(try interpreter.number(of: try code(interpreter), operand, what: "operand of '-'")))
                }
            case .not:
                return { (interpreter) throws(ExecutionStop) in .bool(!(try interpreter.truth(try code(interpreter), of: operand))) }
            }
        case .property(let base, let name):
            let code = compile(base)
            return { (interpreter) throws(ExecutionStop) in try interpreter.property(name, of: try code(interpreter), base: base) }
        case .index(let base, let index):
            return element(base, index)
        case .call(let name, let arguments):
            return call(name, arguments, at: expr.range, needsValue: true)
        case .interpolated, .coordinate, .list:
            return composite(expr)
        }
    }

    /// A name: a local, a built-in value, or a global.
    private mutating func variable(_ name: String, at range: SourceRange) -> Evaluation {
        if let slot = slot(of: name) {
            return { interpreter in interpreter.variables.local(slot) }
        }
        let site = siteNames()
        if Builtins.isReservedName(name) {
            return { (interpreter) throws(ExecutionStop) in
                guard let value = interpreter.builtinValue(name) else { throw interpreter.unknownVariable(name, at: range, site: site) }
                return value
            }
        }
        let index = interpreter.variables.globalIndex(of: name)
        if !interpreter.variables.declared[index] { unresolvable { $0.unknownVariable(name, at: range, site: site) } }
        return { (interpreter) throws(ExecutionStop) in
            if interpreter.variables.declared[index] { return interpreter.variables.globals[index] }
            throw interpreter.unknownVariable(name, at: range, site: site)
        }
    }

    /// The variable `name` names where a list or a feature may be looked at in place: a
    /// local, or a global declared already; nil for a built-in value or a name not declared (the general
    /// way reports those).
    func variableInPlace(_ name: String) -> VariableReference? {
        if let slot = slot(of: name) { return .local(slot) }
        if Builtins.isReservedName(name) { return nil }
        return interpreter.variables.declaredGlobalIndex(of: name).map { .global($0) }
    }

    /// `base[index]`: a list or a string indexed here; anything else (bookmarks by name, a
    /// feature's field...) by the evaluator of the syntax tree, the index evaluated there.
    private mutating func element(_ base: Expr, _ index: Expr) -> Evaluation {
        let baseCode = compile(base)
        let indexCode = compile(index)
        let site = siteNames()
        let general: (Interpreter, Value) throws(ExecutionStop) -> Value = { (interpreter, value) throws(ExecutionStop) in
            switch value {
            case .list(let list):
                let position = try interpreter.wholeNumber(of: try indexCode(interpreter), index, what: "index")
                return try interpreter.item(of: list, at: position, range: index.range)
            case .string:
                return try interpreter.character(of: value, at: try indexCode(interpreter), index)
            case .feature(let feature):
                return try interpreter.field(of: feature, key: try indexCode(interpreter), index)
            default:
                return try interpreter.atSite(site) { () throws(ExecutionStop) in try interpreter.element(of: value, at: index, base: base) }
            }
        }
        if case .string(let key) = index.kind {
            // A feature's field by a literal name (`f["pop"]`), the usual form in a loop over
            // features: looked up with no index value made, in place when `f` is a variable.
            if case .variable(let name) = base.kind, let variable = variableInPlace(name) {
                return { (interpreter) throws(ExecutionStop) in
                    if let field = interpreter.variables.field(of: variable, key: key) { return Value.value(of: field) }
                    return try general(interpreter, try baseCode(interpreter))
                }
            }
            return { (interpreter) throws(ExecutionStop) in
                let value = try baseCode(interpreter)
                if case .feature(let feature) = value, let field = feature[key] { return Value.value(of: field) }
                return try general(interpreter, value)
            }
        }
        if let position = numberPlace(index), case .variable(let name) = base.kind, let variable = variableInPlace(name) {
            // An item of a list in a variable (`l[i]`), looked at where the list is: the list
            // is not copied out of its variable (which counts a reference to it and drops it).
            return { (interpreter) throws(ExecutionStop) in
                if let number = position.number(in: interpreter), let item = interpreter.variables.item(of: variable, atWhole: number) {
                    return item
                }
                return try general(interpreter, try baseCode(interpreter))
            }
        }
        if let position = numberPlace(index) {
            // A list's item by a number or a variable (`l[i]`): a whole number in range is
            // looked up at once; anything else takes the general way, which says what is wrong.
            return { (interpreter) throws(ExecutionStop) in
                let value = try baseCode(interpreter)
                if case .list(let list) = value, let number = position.number(in: interpreter),
                   let item = list.item(atWhole: number) {
                    return item
                }
                return try general(interpreter, value)
            }
        }
        return { (interpreter) throws(ExecutionStop) in try general(interpreter, try baseCode(interpreter)) }
    }

    /// A string with interpolations, a coordinate of expressions or a list literal: its parts
    /// compiled, put together as the evaluator does.
    private mutating func composite(_ expr: Expr) -> Evaluation {
        switch expr.kind {
        case .interpolated(let parts):
            let compiled: [(String?, StoredEvaluation?, Expr?)] = parts.map { part in
                switch part {
                case .text(let literal): return (literal, nil, nil)
                case .interpolation(let inner): return (nil, StoredEvaluation(run: compile(inner)), inner)
                }
            }
            return { (interpreter) throws(ExecutionStop) in
                var text = ""
                for (literal, code, inner) in compiled {
                    if let literal { text += literal } else if let code, let inner {
                        text += try interpreter.display(try code.run(interpreter), at: inner.range)
                    }
                    try interpreter.checkStringSize(text.utf8.count, at: expr.range)
                }
                return .string(text)
            }
        case .coordinate(let latitude, let longitude):
            let lat = compile(latitude), lon = compile(longitude)
            return { (interpreter) throws(ExecutionStop) in
                try interpreter.coordinate(latitude: try lat(interpreter), latitude, longitude: try lon(interpreter), longitude)
            }
        case .list(let items):
            let codes = items.map { StoredEvaluation(run: compile($0)) }
            return { (interpreter) throws(ExecutionStop) in
                try interpreter.checkListSize(codes.count, at: expr.range)
                var list = ValueList([])
                list.reserveCapacity(codes.count)
                for code in codes { list.append(try code.run(interpreter)) }
                return try interpreter.checkedList(list, at: expr.range)
            }
        default:
            return compile(expr)
        }
    }

    /// A call of a built-in function (evaluated from the syntax tree) or of a procedure (by
    /// its index, the arguments pushed on the stack as its first slots). A procedure that gives
    /// no value is an error where `needsValue` (a call in an expression); a call statement's
    /// value is dropped.
    mutating func call(_ name: Identifier, _ arguments: [Expr], at range: SourceRange, needsValue: Bool) -> Evaluation {
        if Builtins.isFunction(name.name) {
            let site = siteNames()
            return { (interpreter) throws(ExecutionStop) in
                try interpreter.atSite(site) { () throws(ExecutionStop) in
                    try interpreter.callBuiltin(name, arguments: arguments, range: range)
                }
            }
        }
        let index = interpreter.procedures.index(of: name.name)
        if let procedure = interpreter.procedures.entries[index] {
            if arguments.count != procedure.parameters.count {
                unresolvable { _ in Interpreter.wrongArgumentCount(procedure, argumentCount: arguments.count, range: range) }
            }
        } else {
            unresolvable { $0.unknownProcedure(name) }
        }
        // Calls of one or two arguments (most) evaluate each directly, a number formula
        // (`n - 1`) without a closure call; numbers given to a procedure that returns a
        // formula of them (`def f(x) { return x + 1 }`) make its value without a frame.
        // When the arguments are number formulas as well, the formula procedure's value is made
        // from the table's plain data first, with no reference to the procedure counted.
        switch arguments.count {
        case 1:
            let first = formulaOrEvaluation(arguments[0])
            if let formula = first.formula {
                return { (interpreter) throws(ExecutionStop) in
                    if let number = interpreter.returnedNumber(at: index, arguments: formula, nil) { return .number(number) }
                    let procedure = try interpreter.procedure(at: index, called: name, argumentCount: 1, range: range)
                    let start = interpreter.variables.stack.count
                    interpreter.variables.stack.push(try first.value(in: interpreter))
                    return try Self.given(try interpreter.invoke(procedure, argumentsFrom: start, range: range), needed: needsValue, by: name, at: range)
                }
            }
            return { (interpreter) throws(ExecutionStop) in
                let procedure = try interpreter.procedure(at: index, called: name, argumentCount: 1, range: range)
                let argument = try first.value(in: interpreter)
                if case .number(let a) = argument, let number = interpreter.returnedNumber(at: index, argumentCount: 1, arguments: (a, 0)) {
                    return .number(number)
                }
                let start = interpreter.variables.stack.count
                interpreter.variables.stack.push(argument)
                return try Self.given(try interpreter.invoke(procedure, argumentsFrom: start, range: range), needed: needsValue, by: name, at: range)
            }
        case 2:
            let first = formulaOrEvaluation(arguments[0]), second = formulaOrEvaluation(arguments[1])
            if let firstFormula = first.formula, let secondFormula = second.formula {
                return { (interpreter) throws(ExecutionStop) in
                    if let number = interpreter.returnedNumber(at: index, arguments: firstFormula, secondFormula) { return .number(number) }
                    let procedure = try interpreter.procedure(at: index, called: name, argumentCount: 2, range: range)
                    let start = interpreter.variables.stack.count
                    interpreter.variables.stack.push(try first.value(in: interpreter))
                    do throws(ExecutionStop) {
                        interpreter.variables.stack.push(try second.value(in: interpreter))
                    } catch {
                        interpreter.variables.truncateStack(to: start)
                        throw error
                    }
                    return try Self.given(try interpreter.invoke(procedure, argumentsFrom: start, range: range), needed: needsValue, by: name, at: range)
                }
            }
            return { (interpreter) throws(ExecutionStop) in
                let procedure = try interpreter.procedure(at: index, called: name, argumentCount: 2, range: range)
                let firstArgument = try first.value(in: interpreter)
                let secondArgument = try second.value(in: interpreter)
                if case .number(let a) = firstArgument, case .number(let b) = secondArgument,
                   let number = interpreter.returnedNumber(at: index, argumentCount: 2, arguments: (a, b)) {
                    return .number(number)
                }
                let start = interpreter.variables.stack.count
                interpreter.variables.stack.push(firstArgument)
                interpreter.variables.stack.push(secondArgument)
                return try Self.given(try interpreter.invoke(procedure, argumentsFrom: start, range: range), needed: needsValue, by: name, at: range)
            }
        default:
            let codes = arguments.map { StoredEvaluation(run: compile($0)) }
            return { (interpreter) throws(ExecutionStop) in
                let procedure = try interpreter.procedure(at: index, called: name, argumentCount: codes.count, range: range)
                let start = try interpreter.pushArguments(codes.count) { (index) throws(ExecutionStop) in try codes[index].run(interpreter) }
                return try Self.given(try interpreter.invoke(procedure, argumentsFrom: start, range: range), needed: needsValue, by: name, at: range)
            }
        }
    }

    /// The value a call of the procedure `name` at `range` gave; when it gave none, the
    /// no-value error if one is `needed`, else a placeholder the call statement drops.
    @inline(__always)
    private static func given(_ result: Value?, needed: Bool, by name: Identifier, at range: SourceRange) throws(ExecutionStop) -> Value {
        if let result { return result }
        if needed { throw .error(.noValue, "procedure '\(name.name)' gives no value", at: range) }
        return .bool(false)
    }
}
