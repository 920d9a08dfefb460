import MapCore

// MARK: - Statements

extension Parser {
    /// `statement ::= let-statement | assignment | if-statement | repeat-statement | for-statement
    ///   | def-statement | return-statement | call-statement | assert-statement | print-statement
    ///   | command`
    @inline(__always)
    mutating func parseStatement() throws(ParseFailure) -> Stmt {
        let first = token.range
        switch token.kind {
        case .word:
            switch token.word {
            case .let: return try parseLet()
            case .if: return try parseIf()
            case .repeat: return try parseRepeat()
            case .for: return try parseFor()
            case .def: return try parseDef()
            case .return: return try parseReturn()
            case .assert: return try parseAssert()
            case .print: return try parsePrint()
            case .else: throw fail(.misplacedElse, "'else' must follow the '}' of an 'if' on the same line")
            case .in, .true, .false, .and, .or, .not:
                throw fail(.expectedStatement, "expected a statement, found \(found)")
            default:
                if token.word.isCommand {
                    // A command word with `=` (not `==`) after it, only spaces or tabs between,
                    // is a variable's name (`zoom = 2`). The token after the command word is
                    // read once, for the assignment or for the command.
                    if peeked?.kind == .assign { return try parseAssignment() }
                    // The command word is `previous` from here (not copied: a token is 56 bytes).
                    advance()
                    if token.kind == .assign && token.followsBlanksOnly {
                        return try parseAssignment(named: previous)
                    }
                    clauseWords = WordSet()
                    let command = try parseCommand(startedBy: previous.word)
                    return Stmt(.command(command), range: range(from: first))
                }
                let next = peek()
                if next.kind == .assign { return try parseAssignment() }
                if next.kind == .leftParen { return try parseCallStatement() }
                let name = text(of: token)
                let fixIts = Parser.otherToolWords[name].map { [FixIt(range: token.range, replacement: $0)] }
                    ?? suggestion(among: CommandTable.statementSpellings)
                let message = "unknown command '\(Parser.shortened(name))'" + (fixIts.isEmpty ? "; 'help' lists the commands" : "")
                if next.kind == .leftBracket { try refuseIndexAssignment(orReport: message, fixIts: fixIts) }
                throw fail(.unknownCommand, message, fixIts: fixIts)
            }
        case .rightBrace:
            throw fail(.unmatchedBrace, "unexpected '}' with no open block")
        default:
            throw fail(.expectedStatement, "expected a statement, found \(found)")
        }
    }

    /// A statement that starts `name[`: `a[1] = 2` is `syntax.index-assignment`, an error that
    /// says what to write instead; anything else (`a[1]` alone) is the unknown command
    /// `message` about the name. Always throws.
    mutating func refuseIndexAssignment(orReport message: String, fixIts: [FixIt]) throws(ParseFailure) {
        let nameRange = token.range, name = Parser.shortened(text(of: token))
        let target = try parsePostfix("a variable name")
        guard token.kind == .assign, case .index = target.kind else {
            report(.unknownCommand, message, at: nameRange, fixIts: fixIts)
            throw .statement
        }
        report(.indexAssignment, "cannot assign to an item of a list ('\(name)[...] = ...'): lists are values and are not "
               + "changed in place; build a new list and assign it ('\(name) = [...]', or join lists with '+')",
               at: target.range)
        throw .statement
    }

    /// `let-statement ::= "let" name "=" value`
    mutating func parseLet() throws(ParseFailure) -> Stmt {
        let first = token.range
        advance()
        let name = try parseName("a variable name")
        try expect(.assign, "'='")
        let value = try parseValue("a value")
        return Stmt(.let(name, value), range: range(from: first))
    }

    /// `assignment ::= name "=" value`
    mutating func parseAssignment() throws(ParseFailure) -> Stmt {
        let first = token.range
        let name = try parseName("a variable name")
        try expect(.assign, "'='")
        let value = try parseValue("a value")
        return Stmt(.assign(name, value), range: range(from: first))
    }

    /// `assignment ::= name "=" value` whose name, a command word, has been read already (the
    /// current token is the `=`).
    mutating func parseAssignment(named name: Token) throws(ParseFailure) -> Stmt {
        let target = Identifier(text(of: name), range: name.range)
        try expect(.assign, "'='")
        let value = try parseValue("a value")
        return Stmt(.assign(target, value), range: range(from: name.range))
    }

    /// `value ::= expression ("," expression)?`: a `lat,lon` pair is a coordinate.
    mutating func parseValue(_ what: StaticString) throws(ParseFailure) -> Expr {
        let start = token.start, startsWithNumber = token.kind == .number, startsWithAngle = token.isAngle
        let first = try parseExpression(what)
        // Two number tokens or more (`44°31'30" -110°50'17"`, or any `a - b`): the rare case
        // worth a look, found without inspecting the tree.
        if startsWithNumber && previous.kind == .number && previous.start != start {
            try checkAngleSubtraction(first, startsWithAngle: startsWithAngle)
        }
        guard token.kind == .comma else { return first }
        mark(.coordinateComma, token)
        advance()
        let second = try parseExpression("a longitude")
        if case .number(let latitude) = first.kind, case .number(let longitude) = second.kind,
           GeodesicPosition.isInRange(latitude: latitude, longitude: longitude) {
            return Expr(.coordinateLiteral(latitude: latitude, longitude: longitude), range: first.range.union(second.range))
        }
        return Expr(.coordinate(latitude: first, longitude: second), range: first.range.union(second.range))
    }

    /// `44°31'30" -110°50'17"` would subtract one angle from the other: an error saying how to
    /// write the coordinate (`expr` is the value just read, which started with a number token,
    /// an angle when `startsWithAngle`). The subtraction of two number literals is two number
    /// tokens (the right one maybe after a `-` of its own): the first and the last consumed.
    @inline(never)
    mutating func checkAngleSubtraction(_ expr: Expr, startsWithAngle: Bool) throws(ParseFailure) {
        guard case .binary(.subtract, let left, let right) = expr.kind, case .number = left.kind, case .number = right.kind,
              startsWithAngle || previous.isAngle else { return }
        report(.invalidAngle, "'-' between two angles subtracts them; write a coordinate with hemispheres "
               + "(44°31'30\"N 110°50'17\"W) or with a comma (44°31'30\", -110°50'17\")", at: expr.range)
        throw .statement
    }

    /// `name ::= word - keyword` (not a reserved keyword)
    mutating func parseName(_ what: StaticString) throws(ParseFailure) -> Identifier {
        guard token.kind == .word, !token.word.isReserved else { throw expected("\(what)") }
        let name = Identifier(text(of: token), range: token.range)
        advance()
        return name
    }

    /// `if-statement ::= "if" expression block ("else" "if" expression block)* ("else" block)?`
    mutating func parseIf() throws(ParseFailure) -> Stmt {
        let first = token.range
        var branches: [IfBranch] = []
        var otherwise: Block?
        advance()
        while true {
            let condition = try parseExpression("a condition")
            let body = try parseBlock()
            branches.append(IfBranch(condition: condition, body: body))
            guard token.isWord(.else) else { break }
            advance()
            if token.isWord(.if) {
                advance()
                continue
            }
            otherwise = try parseBlock()
            break
        }
        return Stmt(.if(branches, else: otherwise), range: range(from: first))
    }

    /// `repeat-statement ::= "repeat" expression block`
    mutating func parseRepeat() throws(ParseFailure) -> Stmt {
        let first = token.range
        advance()
        let count = try parseExpression("a count")
        let body = try parseBlock()
        return Stmt(.repeat(count: count, body: body), range: range(from: first))
    }

    /// `for-statement ::= "for" name "in" expression (".." expression)? block`
    mutating func parseFor() throws(ParseFailure) -> Stmt {
        let first = token.range
        advance()
        let name = try parseName("a variable name")
        try expect(.in)
        let start = try parseExpression("a list or a range")
        var sequence = ForSequence.value(start)
        if token.kind == .dotDot {
            advance()
            sequence = .range(from: start, through: try parseExpression("the end of the range"))
        }
        let body = try parseBlock()
        return Stmt(.for(name, in: sequence, body: body), range: range(from: first))
    }

    /// `def-statement ::= "def" name "(" (name ("," name)*)? ")" block`
    mutating func parseDef() throws(ParseFailure) -> Stmt {
        let first = token.range
        advance()
        if token.kind == .word && token.word.isCommand {
            throw fail(.commandAsProcedureName, "'\(token.word.spelling)' is a command and cannot name a procedure")
        }
        let name = try parseName("a procedure name")
        mark(.call, token)
        try expect(.leftParen, "'('")
        var parameters: [Identifier] = []
        if token.kind != .rightParen {
            while true {
                let parameter = try parseName("a parameter name")
                if parameters.contains(where: { $0.name == parameter.name }) {
                    report(.duplicateParameter, "duplicate parameter '\(parameter.name)'", at: parameter.range)
                    throw .statement
                }
                parameters.append(parameter)
                guard token.kind == .comma else { break }
                advance()
            }
        }
        try expect(.rightParen, "',' or ')'")
        procedureDepth += 1
        defer { procedureDepth -= 1 }
        let body = try parseBlock()
        return Stmt(.def(name, parameters: parameters, body: body), range: range(from: first))
    }

    /// `return-statement ::= "return" expression?` (only inside a `def`'s body)
    mutating func parseReturn() throws(ParseFailure) -> Stmt {
        let first = token.range
        guard procedureDepth > 0 else { throw fail(.misplacedReturn, "'return' outside a procedure; it can only end a 'def'") }
        advance()
        let value = token.endsStatement ? nil : try parseExpression("a value")
        return Stmt(.return(value), range: range(from: first))
    }

    /// `call-statement ::= name arguments`
    mutating func parseCallStatement() throws(ParseFailure) -> Stmt {
        let first = token.range
        let name = try parseName("a procedure name")
        let arguments = try parseArguments()
        return Stmt(.call(name, arguments: arguments), range: range(from: first))
    }

    /// `assert-statement ::= "assert" expression ("," expression)?`
    mutating func parseAssert() throws(ParseFailure) -> Stmt {
        let first = token.range
        advance()
        let start = token
        mark(.keptStart, start)
        let condition = try parseExpression("a condition")
        mark(.keptEnd, previous)
        let source = textThroughPrevious(from: start)
        var message: Expr?
        if token.kind == .comma {
            advance()
            message = try parseExpression("a message")
        }
        return Stmt(.assert(condition, message: message, source: source), range: range(from: first))
    }

    /// `print-statement ::= "print" (expression ("," expression)*)?`
    mutating func parsePrint() throws(ParseFailure) -> Stmt {
        let first = token.range
        advance()
        var values: [Expr] = []
        if !token.endsStatement {
            while true {
                values.append(try parseExpression("a value"))
                guard token.kind == .comma else { break }
                advance()
            }
        }
        return Stmt(.print(values), range: range(from: first))
    }

    /// `block ::= "{" terminator* (statement (terminator+ statement)*)? terminator* "}"`
    mutating func parseBlock() throws(ParseFailure) -> Block {
        guard token.kind == .leftBrace else {
            throw expected("'{'", fixIts: token.kind == .assign ? [FixIt(range: token.range, replacement: "==")] : [])
        }
        let open = token.range
        try enter()
        openBraces += 1
        defer {
            depth -= 1
            openBraces -= 1
        }
        advance()
        var statements: [Stmt] = []
        while true {
            while token.kind == .newline || token.kind == .semicolon { advance() }
            if token.kind == .rightBrace { break }
            if token.kind == .end {
                throw fail(.unclosedBlock, "expected '}' to close the block, found end of input", notes: [Diagnostic.Note("block opened here", at: open)])
            }
            do throws(ParseFailure) {
                let statement = try parseStatement()
                try expectEndOfStatement(inBlock: true)
                statements.append(statement)
            } catch {
                if error == .abort { throw .abort }
                synchronize(inBlock: true, aborted: false)
            }
        }
        advance()
        return Block(statements, range: range(from: open))
    }
}
