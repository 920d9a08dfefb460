import MapScriptSyntax

// The statements `name = name + a [+ b ...]` compiled to grow the variable's value where it is
// (see `InPlaceJoin` and "Performance devices" in docs/performance.md).

extension Compiler {
    /// `name = value` to `variable`, `code` computing the value: joined in place where the
    /// form allows (see `InPlaceJoin`).
    mutating func assignment(to variable: VariableReference, _ name: Identifier, _ value: Expr, code: @escaping Evaluation,
                             site: LocalNames?, at range: SourceRange) -> Execution {
        guard let links = InPlaceJoin.links(assigning: value, to: name.name) else {
            if case .local(let slot) = variable {
                return { (interpreter) throws(ExecutionStop) in
                    try interpreter.step(at: range)
                    let value = try code(interpreter)
                    interpreter.variables.setLocal(slot, value)
                }
            }
            guard case .global(let index) = variable else { preconditionFailure("a local is assigned above") }
            return { (interpreter) throws(ExecutionStop) in
                try interpreter.step(at: range)
                let value = try code(interpreter)
                guard interpreter.variables.declared[index] else { throw interpreter.undeclared(name, site: site) }
                // (Declared already: its flag is not written again.)
                interpreter.variables.replaceGlobal(index, value)
            }
        }
        let operands = links.map { StoredEvaluation(run: recompile($0.right)) }
        let general = joining(variable, name, links, operands, code: code, site: site, at: range)
        guard links.count == 1 else { return general }
        let plus = links[0].range
        if case .list(let items) = links[0].right.kind, items.count == 1 {
            return Self.appending(recompile(items[0]), numberPlace(items[0]), literal: links[0].right.range, plus: plus,
                                  to: variable, else: general, at: range)
        }
        if case .string(let text) = links[0].right.kind {
            return Self.appending(text: text, plus: plus, to: variable, else: general, at: range)
        }
        let adding = Self.adding(operands[0].run, plus: plus, to: variable, else: general, at: range)
        if case .index(let base, let index) = links[0].right.kind, case .variable(let listName) = base.kind,
           let list = variableInPlace(listName), let position = numberPlace(index) {
            return Self.adding(list, position, to: variable, else: adding, at: range)
        }
        return adding
    }

    /// `name = name + list[position]` (a dedicated statement, so that a loop of
    /// `t = t + l[i]` makes no value of the item nor calls out to read it): when the variable
    /// holds a number and the item is one, looked at where they are, the sum replaces the
    /// number; anything else runs as `general`, which reads them again (reads change nothing).
    private static func adding(_ list: VariableReference, _ position: NumberPlace, to variable: VariableReference,
                               else general: @escaping Execution, at range: SourceRange) -> Execution {
        let c = Captured((list: list, position: position, variable: variable, general: StoredExecution(run: general), range: range))
        return { (interpreter) throws(ExecutionStop) in
            guard let number = interpreter.variables.number(of: c.values.variable), let at = c.values.position.number(in: interpreter),
                  let addend = interpreter.variables.numberItem(of: c.values.list, atWhole: at) else { return try c.values.general.run(interpreter) }
            try interpreter.step(at: c.values.range)
            interpreter.variables.replaceNumber(in: c.values.variable, with: number + addend)
        }
    }

    /// `name = name + "text"` (a dedicated statement, so that a loop of `s = s + "x"` makes
    /// no value of the literal and measures it once): the text appended to the string in the
    /// variable where it is (see `Interpreter.appendString`); the variable holding anything
    /// else runs as `general`.
    private static func appending(text: String, plus: SourceRange, to variable: VariableReference,
                                  else general: @escaping Execution, at range: SourceRange) -> Execution {
        let c = Captured((text: text, bytes: text.utf8.count, plus: plus, variable: variable, general: StoredExecution(run: general), range: range))
        return { (interpreter) throws(ExecutionStop) in
            guard let bytes = interpreter.variables.stringBytes(of: c.values.variable) else { return try c.values.general.run(interpreter) }
            try interpreter.step(at: c.values.range)
            try interpreter.checkStringSize(bytes + c.values.bytes, at: c.values.plus)
            interpreter.variables.append(c.values.text, toStringIn: c.values.variable)
        }
    }

    /// `name = name + right`, one `+` (a dedicated statement, so that a loop of `s = s + "x"`
    /// or `t = t + l[i]` goes through no list of links and reads the variable in place): a
    /// number in the variable is added to, a string appended to where it is (see
    /// `Interpreter.appendString`); the variable holding anything else runs as `general`.
    private static func adding(_ right: @escaping Evaluation, plus: SourceRange, to variable: VariableReference,
                               else general: @escaping Execution, at range: SourceRange) -> Execution {
        let c = Captured((right: StoredEvaluation(run: right), plus: plus, variable: variable, general: StoredExecution(run: general), range: range))
        return { (interpreter) throws(ExecutionStop) in
            if let number = interpreter.variables.number(of: c.values.variable) {
                try interpreter.step(at: c.values.range)
                let other = try c.values.right.run(interpreter)
                if case .number(let addend) = other {
                    interpreter.variables.replaceNumber(in: c.values.variable, with: number + addend)
                    return
                }
                // `1 + "x"` and the errors, as `+` makes them (the number was read first, as it is there).
                var sum = Value.number(number)
                try interpreter.add(&sum, other, range: c.values.plus)
                interpreter.variables.put(sum, in: c.values.variable)
                return
            }
            guard let bytes = interpreter.variables.stringBytes(of: c.values.variable) else { return try c.values.general.run(interpreter) }
            try interpreter.step(at: c.values.range)
            try interpreter.appendString(try c.values.right.run(interpreter), to: c.values.variable, bytes: bytes, plus: c.values.plus)
        }
    }

    /// `name = name + [item]` (a dedicated statement, so that a loop of `l = l + [i]` goes
    /// through no list of links, makes no list for the literal, and reads the list's measures
    /// in place): the item appended to the list in the variable where it is (see
    /// `Interpreter.appendItem`); the variable holding anything else runs as `general`. An
    /// item that is a number literal or variable (`place`) is read where it is when it holds
    /// a number, with no call of `item`.
    private static func appending(_ item: @escaping Evaluation, _ place: NumberPlace?, literal: SourceRange, plus: SourceRange,
                                  to variable: VariableReference, else general: @escaping Execution, at range: SourceRange) -> Execution {
        let c = Captured((item: StoredEvaluation(run: item), place: place, literal: literal, plus: plus, variable: variable,
                           general: StoredExecution(run: general), range: range))
        return { (interpreter) throws(ExecutionStop) in
            guard let (count, size) = interpreter.variables.listMeasures(of: c.values.variable) else { return try c.values.general.run(interpreter) }
            try interpreter.step(at: c.values.range)
            let value = if let number = c.values.place?.number(in: interpreter) { Value.number(number) } else { try c.values.item.run(interpreter) }
            try interpreter.appendItem(value, to: c.values.variable, count: count, size: size, literal: c.values.literal, plus: c.values.plus)
        }
    }

    /// `name = name + a [+ b ...]` (see `Interpreter.joinInPlace`), run as any assignment when
    /// the variable holds neither a string nor a list.
    private func joining(_ variable: VariableReference, _ name: Identifier, _ links: [InPlaceJoin.Link],
                         _ operands: [StoredEvaluation], code: @escaping Evaluation, site: LocalNames?,
                         at range: SourceRange) -> Execution {
        if case .global(let index) = variable {
            return { (interpreter) throws(ExecutionStop) in
                try interpreter.step(at: range)
                if interpreter.variables.holdsGrowable(global: index),
                   try interpreter.joinInPlace(variable, links, operand: { (index) throws(ExecutionStop) in try operands[index].run(interpreter) }) {
                    return
                }
                let value = try code(interpreter)
                guard interpreter.variables.declared[index] else { throw interpreter.undeclared(name, site: site) }
                // (Declared already: its flag is not written again.)
                interpreter.variables.replaceGlobal(index, value)
            }
        }
        return { (interpreter) throws(ExecutionStop) in
            try interpreter.step(at: range)
            if interpreter.variables.holdsGrowable(variable),
               try interpreter.joinInPlace(variable, links, operand: { (index) throws(ExecutionStop) in try operands[index].run(interpreter) }) {
                return
            }
            try interpreter.assign(try code(interpreter), to: variable, name, site: site)
        }
    }
}
