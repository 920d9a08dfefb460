import MapScriptSyntax

extension Compiler {
    /// The compiled form of `statement`; each takes a step of the budget first.
    mutating func compile(_ statement: Stmt) -> Execution {
        let range = statement.range
        switch statement.kind {
        case .command(let command):
            let site = siteNames()
            return { (interpreter) throws(ExecutionStop) in
                try interpreter.step(at: range)
                try interpreter.atSite(site) { () throws(ExecutionStop) in try interpreter.execute(command, at: range) }
            }
        case .let(let name, let value):
            if Builtins.isReservedName(name.name) { return Self.reserved(name, at: range) }
            let code = compile(value)
            if isTopLevel {
                let index = interpreter.variables.globalIndex(of: name.name)
                return { (interpreter) throws(ExecutionStop) in
                    try interpreter.step(at: range)
                    let value = try code(interpreter)
                    interpreter.variables.setGlobal(index, value)
                }
            }
            let slot = declare(name.name)
            return { (interpreter) throws(ExecutionStop) in
                try interpreter.step(at: range)
                let value = try code(interpreter)
                interpreter.variables.setLocal(slot, value)
            }
        case .assign(let name, let value):
            return assignment(name, value, at: range)
        case .if(let branches, let otherwise):
            let compiled = branches.map { branch in
                (condition(branch.condition), StoredExecution(run: block(branch.body)))
            }
            let otherwiseCode = otherwise.map { StoredExecution(run: block($0)) }
            // One branch, with or without `else`: no list of branches to walk.
            if compiled.count == 1 {
                let test = compiled[0].0, body = compiled[0].1.run
                guard let otherwiseCode = otherwiseCode?.run else {
                    return { (interpreter) throws(ExecutionStop) in
                        try interpreter.step(at: range)
                        if try test.holds(in: interpreter) { try body(interpreter) }
                    }
                }
                return { (interpreter) throws(ExecutionStop) in
                    try interpreter.step(at: range)
                    if try test.holds(in: interpreter) { try body(interpreter) } else { try otherwiseCode(interpreter) }
                }
            }
            return { (interpreter) throws(ExecutionStop) in
                try interpreter.step(at: range)
                for (test, body) in compiled where try test.holds(in: interpreter) {
                    return try body.run(interpreter)
                }
                if let otherwiseCode { try otherwiseCode.run(interpreter) }
            }
        case .repeat(let count, let body):
            return repetition(count, body, at: range)
        case .for(let name, let sequence, let body):
            return loop(name, sequence, body, at: range)
        case .def(let name, let parameters, let body):
            return { (interpreter) throws(ExecutionStop) in
                try interpreter.step(at: range)
                try interpreter.define(name, parameters: parameters, body: body, range: range)
            }
        case .return(let value):
            guard let value else {
                return { (interpreter) throws(ExecutionStop) in
                    try interpreter.step(at: range)
                    interpreter.returnValue = nil
                    interpreter.returning = true
                }
            }
            return returnStatement(formulaOrEvaluation(value), at: range)
        case .call(let name, let arguments):
            let call = self.call(name, arguments, at: range, needsValue: false)
            return { (interpreter) throws(ExecutionStop) in
                try interpreter.step(at: range)
                _ = try call(interpreter)
            }
        case .assert(let condition, let message, let source):
            let test = compile(condition)
            let messageCode = message.map { message in (StoredEvaluation(run: compile(message)), message.range) }
            return { (interpreter) throws(ExecutionStop) in
                try interpreter.step(at: range)
                guard try interpreter.truth(try test(interpreter), of: condition) else {
                    let text = try messageCode.map { (code, messageRange) throws(ExecutionStop) in
                        try interpreter.display(try code.run(interpreter), at: messageRange)
                    }
                    throw Interpreter.assertionFailure(source, message: text, at: range)
                }
            }
        case .print(let values):
            let codes = values.map { value in (StoredEvaluation(run: compile(value)), value.range) }
            return { (interpreter) throws(ExecutionStop) in
                try interpreter.step(at: range)
                var line = ""
                for (index, (code, valueRange)) in codes.enumerated() {
                    if index > 0 { line += " " }
                    line += try interpreter.display(try code.run(interpreter), at: valueRange)
                }
                interpreter.output.writeLine(line)
            }
        }
    }

    /// `return value` at `range`, its value compiled to `code`.
    func returnStatement(_ code: FormulaOrEvaluation, at range: SourceRange) -> Execution {
        { (interpreter) throws(ExecutionStop) in
            try interpreter.step(at: range)
            interpreter.returnValue = try code.value(in: interpreter)
            interpreter.returning = true
        }
    }

    /// A block's statements, in a scope of their own.
    mutating func block(_ block: Block, checksStack: Bool = true) -> Execution {
        inBlock { compiler in compiler.statements(of: block, checksStack: checksStack) }
    }

    /// The statements of `block`, compiled in the current scope, run until one of them
    /// returns, after a check of the stack unless `checksStack` is false (a loop's body, whose
    /// loop checks once for all its turns: each turn starts at the same depth).
    mutating func statements(of block: Block, checksStack: Bool = true) -> Execution {
        var codes: [StoredExecution] = []
        codes.reserveCapacity(block.statements.count)
        for statement in block.statements { codes.append(StoredExecution(run: compile(statement))) }
        let range = block.range
        // Blocks of one to three statements (most bodies) call each directly, with no list to
        // walk: taking a closure out of an array counts a reference to it.
        switch codes.count {
        case 1:
            let only = codes[0].run
            // A block of one statement that holds no block (`if n < 2 { return n }`) needs no
            // check of its own: what it runs nests no deeper than its expressions, and a call
            // in them checks the stack itself.
            guard checksStack, !block.statements[0].holdsNoBlock else { return only }
            return { (interpreter) throws(ExecutionStop) in
                try interpreter.checkStack(at: range)
                try only(interpreter)
            }
        case 2:
            let first = codes[0].run, second = codes[1].run
            return { (interpreter) throws(ExecutionStop) in
                if checksStack { try interpreter.checkStack(at: range) }
                try first(interpreter)
                if interpreter.returning { return }
                try second(interpreter)
            }
        case 3:
            let first = codes[0].run, second = codes[1].run, third = codes[2].run
            return { (interpreter) throws(ExecutionStop) in
                if checksStack { try interpreter.checkStack(at: range) }
                try first(interpreter)
                if interpreter.returning { return }
                try second(interpreter)
                if interpreter.returning { return }
                try third(interpreter)
            }
        default:
            break
        }
        // `codes` captured as a constant (a captured `var` is read through a dynamic
        // exclusivity check).
        return { [codes] (interpreter) throws(ExecutionStop) in
            if checksStack { try interpreter.checkStack(at: range) }
            for code in codes {
                try code.run(interpreter)
                if interpreter.returning { return }
            }
        }
    }

    /// A statement that declares or assigns a built-in name: the error, when it runs.
    private static func reserved(_ name: Identifier, at range: SourceRange) -> Execution {
        { (interpreter) throws(ExecutionStop) in
            try interpreter.step(at: range)
            throw Interpreter.reservedName(name)
        }
    }

    /// `name = value`: to a local or a global, joining in place where the form allows.
    private mutating func assignment(_ name: Identifier, _ value: Expr, at range: SourceRange) -> Execution {
        if Builtins.isReservedName(name.name) { return Self.reserved(name, at: range) }
        let variable: VariableReference
        if let slot = slot(of: name.name) {
            variable = .local(slot)
        } else {
            variable = .global(interpreter.variables.globalIndex(of: name.name))
        }
        let found = unresolved.count
        let code = compile(value)
        let site = siteNames()
        // Assigning to a global no scope declares fails after the value, unless the value failed first.
        if case .global(let index) = variable, !interpreter.variables.declared[index], unresolved.count == found {
            unresolvable { $0.undeclared(name, site: site) }
        }
        let assignment = assignment(to: variable, name, value, code: code, site: site, at: range)
        guard let amount = Self.counterStep(value, of: name.name) else { return assignment }
        // `n = n + 1`, `n = n - 0.5`: the number changed where it is; a variable holding anything
        // else (a string to join, an undeclared global) is assigned the general way, with its errors.
        switch variable {
        case .local(let slot):
            let c = Captured((slot: slot, amount: amount, range: range, general: StoredExecution(run: assignment)))
            return { (interpreter) throws(ExecutionStop) in
                guard let number = interpreter.variables.number(local: c.values.slot) else { return try c.values.general.run(interpreter) }
                try interpreter.step(at: c.values.range)
                interpreter.variables.setLocal(c.values.slot, number: number + c.values.amount)
            }
        case .global(let index):
            let c = Captured((index: index, amount: amount, range: range, general: StoredExecution(run: assignment)))
            return { (interpreter) throws(ExecutionStop) in
                guard let number = interpreter.variables.number(global: c.values.index) else { return try c.values.general.run(interpreter) }
                try interpreter.step(at: c.values.range)
                interpreter.variables.setGlobal(c.values.index, number: number + c.values.amount)
            }
        case .named:
            return assignment
        }
    }

    /// `name + NUMBER` or `name - NUMBER` (`n + 1`, `n - 0.5`) as the amount added to `name`, or
    /// nil for any other value.
    static func counterStep(_ value: Expr, of name: String) -> Double? {
        guard case .binary(let op, let left, let right) = value.kind, op == .add || op == .subtract,
              case .variable(let read) = left.kind, read == name, case .number(let amount) = right.kind else { return nil }
        return op == .add ? amount : -amount
    }

    /// `repeat count { }`.
    private mutating func repetition(_ countExpr: Expr, _ body: Block, at range: SourceRange) -> Execution {
        let count = compile(countExpr)
        let bodyCode = block(body, checksStack: false)
        let bodyRange = body.range
        let mayKeepGoing = !isProcedureBody
        return { (interpreter) throws(ExecutionStop) in
            try interpreter.step(at: range)
            let turns = try interpreter.repeatCount(try count(interpreter), countExpr)
            try interpreter.checkStack(at: bodyRange)
            let interrupt = InterruptProbe(interpreter.interrupt)
            let keepGoing = mayKeepGoing && interpreter.options.keepGoing
            for _ in 0..<turns {
                try interrupt.check()
                try interpreter.step(at: countExpr.range)
                if keepGoing { try interpreter.keepGoing(bodyCode) } else { try bodyCode(interpreter) }
                if interpreter.returning { return }
            }
        }
    }

    /// `for name in sequence { }`: the loop variable is the first local of the body's block.
    private mutating func loop(_ name: Identifier, _ sequence: ForSequence, _ body: Block, at range: SourceRange) -> Execution {
        if Builtins.isReservedName(name.name) { return Self.reserved(name, at: range) }
        let (slot, bodyCode) = inBlock { compiler in (compiler.declare(name.name), compiler.statements(of: body, checksStack: false)) }
        let bodyRange = body.range
        let mayKeepGoing = !isProcedureBody
        // `keepGoing` is looked up once a loop, as `repeat` does: reading the interpreter's
        // options at every turn is a dynamic exclusivity check each time. A turn is a local
        // function inlined into each loop (a closure was one more indirect call a turn).
        @inline(__always)
        func turn(_ interpreter: Interpreter, _ value: consuming Value, _ interrupt: InterruptProbe, _ keepGoing: Bool) throws(ExecutionStop) {
            try interrupt.check()
            try interpreter.step(at: name.range)
            interpreter.variables.setLocal(slot, consume value)
            if keepGoing { try interpreter.keepGoing(bodyCode) } else { try bodyCode(interpreter) }
        }
        switch sequence {
        case .range(let from, let through):
            let low = compile(from), high = compile(through)
            return { (interpreter) throws(ExecutionStop) in
                try interpreter.step(at: range)
                let first = try interpreter.wholeNumber(of: try low(interpreter), from, what: "range start")
                let last = try interpreter.wholeNumber(of: try high(interpreter), through, what: "range end")
                guard first <= last else { return interpreter.warnIfWrittenEmpty(from, through, first, last) }
                try interpreter.checkStack(at: bodyRange)
                let interrupt = InterruptProbe(interpreter.interrupt)
                let keepGoing = mayKeepGoing && interpreter.options.keepGoing
                // The turn written out, not `turn`: the loop variable is set to a number where
                // it is, with no value passed in and none of the old one's to release.
                for index in first...last {
                    try interrupt.check()
                    try interpreter.step(at: name.range)
                    interpreter.variables.setLocal(slot, number: Double(index))
                    if keepGoing { try interpreter.keepGoing(bodyCode) } else { try bodyCode(interpreter) }
                    if interpreter.returning { return }
                }
            }
        case .value(let expr):
            let code = compile(expr)
            return { (interpreter) throws(ExecutionStop) in
                try interpreter.step(at: range)
                let items = try interpreter.elements(of: try code(interpreter), at: expr.range)
                try interpreter.checkStack(at: bodyRange)
                let interrupt = InterruptProbe(interpreter.interrupt)
                let keepGoing = mayKeepGoing && interpreter.options.keepGoing
                // Each item is lent from where it is in the array and copied once, into the
                // loop variable (an array's iterator copied it out first: a reference counted
                // and dropped more each turn); a list of numbers gives its numbers as they are.
                switch items.kept {
                case .numbers(let numbers):
                    for number in numbers {
                        try turn(interpreter, .number(number), interrupt, keepGoing)
                        if interpreter.returning { return }
                    }
                case .values(let values):
                    try values.withUnsafeBufferPointer { (items) throws(ExecutionStop) in
                        for index in items.indices {
                            try turn(interpreter, items[index], interrupt, keepGoing)
                            if interpreter.returning { return }
                        }
                    }
                }
            }
        }
    }
}

extension Stmt {
    /// Whether the statement is one of those that hold no block and run no other script (a
    /// declaration, an assignment, a `return`, a `print`, an `assert` or a procedure call).
    var holdsNoBlock: Bool {
        switch kind {
        case .let, .assign, .return, .print, .assert, .call: true
        case .command, .if, .repeat, .for, .def: false
        }
    }
}
