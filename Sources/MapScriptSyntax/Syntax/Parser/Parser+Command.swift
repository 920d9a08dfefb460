// MARK: - Map session commands, read from the command table

extension Parser {
    /// Any command, whose command word `command` has been read: the command rules of
    /// `grammar.ebnf` are printed from the command table (`CommandTable.grammar`), and this reads
    /// any of them from the compiled table. After the command word, the sub-words lead to a
    /// form; then its operands (each after its separator), then its clauses in any order, each
    /// at most once. Inlined, with `parseForm`, into `parseStatement`, and that into `step`: one
    /// frame for a whole command on the parsing thread ("Performance devices" in docs/performance.md).
    @inline(__always)
    mutating func parseCommand(startedBy command: Word) throws(ParseFailure) -> Command {
        let grammar = CommandGrammar.shared
        guard var node = grammar.root(command) else { throw expected("a command") }
        while true {
            note(grammar.nodes[node].childWords)
            if token.kind == .word, let next = grammar.nodes[node].child(token.word) {
                advance()
                node = next
                continue
            }
            guard let index = grammar.nodes[node].form else { throw expected(oneOf: grammar.nodes[node].childWords) }
            // The form lent while it is read, not retained and released (the grammar keeps it).
            let parsed = grammar.unretainedForms[index]._withUnsafeGuaranteedRef { form in
                Result { () throws(ParseFailure) in try parseForm(form, at: node, command: command, grammar: grammar) }
            }
            return try parsed.get()
        }
    }

    /// The operands and clauses of `form`, which ends at `node`, then its node from the builder.
    @inline(__always)
    private mutating func parseForm(_ form: CommandGrammar.Form, at node: Int, command: Word,
                                    grammar: CommandGrammar) throws(ParseFailure) -> Command {
        if !grammar.nodes[node].children.isEmpty && form.operands.isEmpty && form.clauseWords.isEmpty {
            // `basemap` alone, or `basemap use ...`: a bare form takes nothing.
            guard token.endsStatement else { throw expected(oneOf: grammar.nodes[node].childWords) }
            arguments.clear()
            arguments.start(command)
            return form.build(&arguments)
        }
        clauseWords = form.stopWords
        defer { clauseWords = WordSet() }
        arguments.clear()
        arguments.start(command)
        var trailingOpen = true
        for index in form.operands.indices {
            let operand = form.operands[index]
            if operand.optional {
                if operand.separator != nil { note(grammar.clausesExpected(in: form, seen: WordSet())) }
                else { note(.value(placeholder: form.operandPlaceholders[index])) }
                if token.endsStatement {
                    // `quit` alone: still a value, not a clause, is what may come here.
                    if operand.separator == nil && form.clauseWords.isEmpty { return form.build(&arguments) }
                    continue
                }
                if let separator = operand.separator {
                    guard token.isWord(separator) else { throw unknownClause(in: form, seen: WordSet()) }
                    advance()
                    trailingOpen = false
                }
            } else if let separator = operand.separator {
                note([separator])
                try expect(separator)
            }
            note(.value(placeholder: form.operandPlaceholders[index]))
            arguments.set(index, try parseSlot(operand.slot, in: form))
        }
        let first = form.operands.count
        var seen = WordSet()
        while true {
            note(grammar.clausesExpected(in: form, seen: seen, trailingOpen: trailingOpen))
            if token.endsStatement { break }
            guard token.kind == .word, let index = form.clauseWords.firstIndex(of: token.word) else {
                throw unknownClause(in: form, seen: seen, trailingOpen: trailingOpen)
            }
            try takeClause(&seen)
            if form.exclusive && form.clauseWords.contains(where: { seen.contains($0) && $0 != previous.word }) {
                let words = form.clauseWords.map { "'\($0.spelling)'" }
                report(.conflictingClauses, "\(words.dropLast().joined(separator: ", ")) and \(words[words.count - 1]) cannot both be given",
                       at: previous.range)
                throw .statement
            }
            if case .flag = form.clauseSlots[index] {
                arguments.set(first + index, .flag)
                continue
            }
            note(.value(placeholder: form.clausePlaceholders[index]))
            arguments.set(first + index, try parseSlot(form.clauseSlots[index], in: form))
        }
        if form.exclusive && !form.requiredClauses.isEmpty {
            // Exclusive required clauses are alternatives: one of them must be given.
            guard form.requiredClauses.contains(where: { arguments.isGiven(first + $0) }) else {
                let words = form.requiredClauses.map { "'\(form.clauseWords[$0].spelling)'" }
                report(.missingClause, "expected \(words.dropLast().joined(separator: ", ")) or \(words[words.count - 1]) in '\(form.name)'",
                       at: endRange)
                throw .statement
            }
        } else if !form.requiredClauses.isEmpty {
            for index in form.requiredClauses where !arguments.isGiven(first + index) {
                report(.missingClause, "missing '\(form.clauseWords[index].spelling)' clause in '\(form.name)'", at: endRange)
                throw .statement
            }
        }
        return form.build(&arguments)
    }

    /// One operand or clause value of `form`.
    private mutating func parseSlot(_ slot: Slot, in form: CommandGrammar.Form) throws(ParseFailure) -> Argument {
        switch slot {
        case .expression(let what), .file(let what):
            return .expr(try parseExpression(what))
        case .value(let what):
            return .expr(try parseValue(what))
        case .scale:
            return .expr(try parseScale())
        case .name(let what):
            return .name(try parseNameRef(what))
        case .topic:
            return .name(try parseTopic())
        case .size:
            // `size-clause ::= "size" expression "x" expression`
            let stopWords = clauseWords
            let x = CommandGrammar.shared.x
            clauseWords.insert(x)
            let width = try parseExpression("a width")
            note([x])
            try expect(x)
            clauseWords = stopWords
            note(.value(placeholder: "H"))
            return .size(width, try parseExpression("a height"))
        case .scaleRange:
            // `scale-range ::= "range" scale "to" scale`
            let grammar = CommandGrammar.shared
            note([grammar.range])
            try expect(grammar.range)
            note(.value(placeholder: "S"))
            let stopWords = clauseWords
            clauseWords.insert(grammar.to)
            let largest = try parseScale()
            note([grammar.to])
            try expect(grammar.to)
            clauseWords = stopWords
            note(.value(placeholder: "S"))
            return .size(largest, try parseScale())
        case .member:
            // `member ::= primary expression`: a JSON path, then the value
            let path = try parsePrimary("a JSON path (a string)")
            note(.value(placeholder: "VALUE"))
            return .size(path, try parseExpression("a value"))
        case .points(let minimum):
            // `points ::= value ("to" value)*`, at least `minimum` of them, or one list of them
            let to = CommandGrammar.shared.to
            let first = token.range
            var points = [try parseValue("a coordinate")]
            while true {
                if points.count < minimum { note([to]) }
                guard token.isWord(to) else { break }
                advance()
                note(.value(placeholder: "LAT,LON"))
                points.append(try parseValue("a coordinate"))
            }
            // One expression that is not a coordinate may be a list of them (`polygon pts`),
            // counted when it runs.
            if points.count < minimum && !(points.count == 1 && !points[0].isCoordinate) {
                let kind = form.name.split(separator: " ").last.map(String.init) ?? form.name
                report(.tooFewPoints, "a \(kind) needs at least \(minimum) points, found \(points.count)", at: range(from: first))
                throw .statement
            }
            return .points(points)
        case .flag:
            return .flag
        }
    }

    /// Consumes the clause word at the current token, which must not be in `seen` already
    /// (optional clauses come in any order, each at most once: `'scale' given twice`).
    mutating func takeClause(_ seen: inout WordSet) throws(ParseFailure) {
        if seen.contains(token.word) { throw fail(.duplicateClause, "'\(token.word.spelling)' given twice") }
        seen.insert(token.word)
        advance()
    }

    /// The error for a token that is not a clause of `form` where a clause or the end of the
    /// statement is expected, given the clauses `seen` so far: the words that may come there.
    mutating func unknownClause(in form: CommandGrammar.Form, seen: WordSet, trailingOpen: Bool = true) -> ParseFailure {
        let spellings = CommandGrammar.shared.clausesExpected(in: form, seen: seen, trailingOpen: trailingOpen).map(\.spelling)
        guard !spellings.isEmpty else { return fail(.expectedEndOfStatement, "expected end of statement, found \(found)") }
        guard token.kind == .word else {
            let choices = spellings.map { "'\($0)'" }.joined(separator: ", ")
            return fail(.expected, "expected \(choices) or end of statement, found \(found)")
        }
        let hint = suggestion(among: spellings)
        return fail(.unknownClause, "unknown clause '\(Parser.shortened(text(of: token)))' in '\(form.name)'"
                    + (hint.isEmpty ? "; expected \(Parser.choice(spellings))" : ""), fixIts: hint)
    }
}
