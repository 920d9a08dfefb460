// MARK: - Expressions

extension Parser {
    /// `expression ::= or-expression`; `what` names the expected thing in an error at the start
    /// (`expected a scale after 'scale', found 'at'`). Fast path: a lone number, plain string,
    /// name or negative number is taken at once; when an operator follows, it becomes the `seed`
    /// that `parsePrimary` hands out as the leftmost operand.
    mutating func parseExpression(_ what: StaticString) throws(ParseFailure) -> Expr {
        let operand: Expr
        switch token.kind {
        case .number:
            operand = Expr(.number(token.value), range: token.range)
            advance()
        case .string where token.flags == 0:
            operand = Expr(.string(lexer.source.text(from: token.start + 1, to: token.end - 1)), range: token.range)
            advance()
        case .word where token.word == .other:
            let name = token
            advance()
            if token.kind == .leftParen {
                let arguments = try parseArguments()
                operand = Expr(.call(Identifier(text(of: name), range: name.range), arguments: arguments), range: range(from: name.range))
            } else {
                operand = Expr(.variable(text(of: name)), range: name.range)
            }
        case .minus where peeked == nil && Lexer.isDigit(lexer.buffered(token.end)):
            // A minus sign directly before a digit: lex what follows; a plain number folds into
            // a negative literal, anything else (`-1:24000`) is left as if only peeked at.
            let minus = token, before = previous
            advance()
            guard token.kind == .number else {
                peeked = token
                token = minus
                previous = before
                return try parseOr(what)
            }
            operand = Expr(.number(-token.value), range: minus.range.union(token.range))
            advance()
        case .minus where peeked.map({ $0.kind == .number && $0.start == token.end }) == true:
            let first = token.range
            advance()
            operand = Expr(.number(-token.value), range: first.union(token.range))
            advance()
        default:
            return try parseOr(what)
        }
        if !continuesExpression { return operand }
        seed = operand
        return try parseOr(what)
    }

    /// Whether the current token continues an expression (a binary or postfix operator).
    private var continuesExpression: Bool {
        switch token.kind {
        case .plus, .minus, .star, .slash, .percent, .equal, .notEqual, .less, .lessOrEqual, .greater,
             .greaterOrEqual, .dot, .leftBracket:
            true
        case .word:
            token.word == .and || token.word == .or
        default:
            false
        }
    }

    /// `or-expression ::= and-expression ("or" and-expression)*`
    @inline(__always)
    mutating func parseOr(_ what: StaticString) throws(ParseFailure) -> Expr {
        var left = try parseAnd(what)
        var chain = 0  // a flat chain is not nesting: counted apart (issue 11)
        while token.isWord(.or) {
            try lengthen(&chain)
            advance()
            let right = try parseAnd("an operand")
            left = Expr(.binary(.or, left, right), range: left.range.union(right.range))
        }
        return left
    }

    /// `and-expression ::= not-expression ("and" not-expression)*`
    @inline(__always)
    mutating func parseAnd(_ what: StaticString) throws(ParseFailure) -> Expr {
        var left = try parseNot(what)
        var chain = 0  // a flat chain is not nesting: counted apart (issue 11)
        while token.isWord(.and) {
            try lengthen(&chain)
            advance()
            let right = try parseNot("an operand")
            left = Expr(.binary(.and, left, right), range: left.range.union(right.range))
        }
        return left
    }

    /// `not-expression ::= "not" not-expression | comparison`
    mutating func parseNot(_ what: StaticString) throws(ParseFailure) -> Expr {
        guard token.isWord(.not) else { return try parseComparison(what) }
        let first = token.range
        try enter()
        defer { depth -= 1 }
        advance()
        let operand = try parseNot("an operand")
        return Expr(.unary(.not, operand), range: first.union(operand.range))
    }

    /// `comparison ::= additive (("==" | "!=" | "<" | "<=" | ">" | ">=") additive)?`
    /// (comparisons do not chain)
    @inline(__always)
    mutating func parseComparison(_ what: StaticString) throws(ParseFailure) -> Expr {
        let left = try parseAdditive(what)
        guard let op = comparisonOperator else { return left }
        advance()
        let right = try parseAdditive("an operand")
        if comparisonOperator != nil {
            throw fail("comparison operators cannot be chained; combine comparisons with 'and'")
        }
        return Expr(.binary(op, left, right), range: left.range.union(right.range))
    }

    /// The comparison operator of the current token, if any.
    private var comparisonOperator: BinaryOperator? {
        switch token.kind {
        case .equal: .equal
        case .notEqual: .notEqual
        case .less: .less
        case .lessOrEqual: .lessOrEqual
        case .greater: .greater
        case .greaterOrEqual: .greaterOrEqual
        default: nil
        }
    }

    /// `additive ::= multiplicative (("+" | "-") multiplicative)*`
    @inline(__always)
    mutating func parseAdditive(_ what: StaticString) throws(ParseFailure) -> Expr {
        var left = try parseMultiplicative(what)
        var chain = 0  // a flat chain is not nesting: counted apart (issue 11)
        while token.kind == .plus || token.kind == .minus {
            let op: BinaryOperator = token.kind == .plus ? .add : .subtract
            try lengthen(&chain)
            advance()
            let right = try parseMultiplicative("an operand")
            left = Expr(.binary(op, left, right), range: left.range.union(right.range))
        }
        return left
    }

    /// `multiplicative ::= unary (("*" | "/" | "%") unary)*`
    @inline(__always)
    mutating func parseMultiplicative(_ what: StaticString) throws(ParseFailure) -> Expr {
        var left = try parseUnary(what)
        var chain = 0  // a flat chain is not nesting: counted apart (issue 11)
        while true {
            let op: BinaryOperator
            switch token.kind {
            case .star: op = .multiply
            case .slash: op = .divide
            case .percent: op = .remainder
            default: return left
            }
            try lengthen(&chain)
            advance()
            let right = try parseUnary("an operand")
            left = Expr(.binary(op, left, right), range: left.range.union(right.range))
        }
    }

    /// `unary ::= "-" unary | postfix` (a `-` directly before a number literal is folded into it)
    mutating func parseUnary(_ what: StaticString) throws(ParseFailure) -> Expr {
        guard token.kind == .minus && seed == nil else { return try parsePostfix(what) }
        let first = token.range
        if peek().kind == .number && peek().start == token.end {
            advance()
            let number = token
            advance()
            return Expr(.number(-number.value), range: first.union(number.range))
        }
        try enter()
        defer { depth -= 1 }
        advance()
        let operand = try parseUnary("an operand")
        return Expr(.unary(.negate, operand), range: first.union(operand.range))
    }

    /// `postfix ::= primary ("." word | "[" expression "]")*`
    @inline(__always)
    mutating func parsePostfix(_ what: StaticString) throws(ParseFailure) -> Expr {
        var base = try parsePrimary(what)
        var chain = 0
        defer { depth -= chain }
        while true {
            switch token.kind {
            case .dot:
                advance()
                guard token.kind == .word else { throw expected("a property name") }
                let name = Identifier(text(of: token), range: token.range)
                advance()
                base = Expr(.property(base, name: name), range: base.range.union(name.range))
            case .leftBracket:
                chain += 1
                try enter()
                advance()
                let index = try parseExpression("an index")
                try expect(.rightBracket, "']'")
                base = Expr(.index(base, index), range: range(from: base.range))
            default:
                return base
            }
        }
    }

    /// `primary ::= number | string | "true" | "false" | dms-coordinate | name arguments? | "("
    ///   expression ("," expression)? ")" | list`
    mutating func parsePrimary(_ what: StaticString) throws(ParseFailure) -> Expr {
        if let operand = seed {
            seed = nil
            return operand
        }
        let first = token
        switch token.kind {
        case .number:
            advance()
            return Expr(.number(first.value), range: first.range)
        case .string:
            return try parseString()
        case .coordinate:
            advance()
            let latitude = Expr(.number(first.value), range: first.range)
            let longitude = Expr(.number(first.value2), range: first.range)
            return Expr(.coordinate(latitude: latitude, longitude: longitude), range: first.range)
        case .word:
            switch token.word {
            case .true, .false:
                advance()
                return Expr(.bool(first.word == .true), range: first.range)
            case .let, .if, .else, .repeat, .for, .in, .def, .return, .assert, .print, .and, .or, .not:
                throw expected("\(what)")
            default:
                if clauseWords.contains(token.word) { throw expected("\(what)") }
                let name = text(of: first)
                advance()
                guard token.kind == .leftParen else { return Expr(.variable(name), range: first.range) }
                let arguments = try parseArguments()
                return Expr(.call(Identifier(name, range: first.range), arguments: arguments), range: range(from: first.range))
            }
        case .leftParen:
            try enter()
            defer { depth -= 1 }
            advance()
            var inner = try parseExpression("an expression")
            if token.kind == .comma {
                advance()
                let longitude = try parseExpression("a longitude")
                inner = Expr(.coordinate(latitude: inner, longitude: longitude), range: inner.range)
            }
            try expect(.rightParen, "')'")
            inner.range = range(from: first.range)
            return inner
        case .leftBracket:
            return try parseList()
        case .scaleRatio:
            throw fail("a scale ratio like '\(Parser.shortened(text(of: token)))' is only allowed where a scale is expected")
        default:
            throw expected("\(what)")
        }
    }

    /// `list ::= "[" (expression ("," expression)* ","?)? "]"`
    mutating func parseList() throws(ParseFailure) -> Expr {
        let first = token.range
        try enter()
        defer { depth -= 1 }
        advance()
        var elements: [Expr] = []
        while token.kind != .rightBracket {
            elements.append(try parseExpression("a list element"))
            guard token.kind == .comma else {
                guard token.kind == .rightBracket else { throw expected("',' or ']'") }
                break
            }
            advance()
        }
        advance()
        return Expr(.list(elements), range: range(from: first))
    }

    /// `arguments ::= "(" (expression ("," expression)*)? ")"`
    mutating func parseArguments() throws(ParseFailure) -> [Expr] {
        guard token.kind == .leftParen else { throw expected("'('") }
        try enter()
        defer { depth -= 1 }
        advance()
        var arguments: [Expr] = []
        if token.kind != .rightParen {
            while true {
                arguments.append(try parseExpression("an argument"))
                guard token.kind == .comma else { break }
                advance()
            }
        }
        try expect(.rightParen, "',' or ')'")
        return arguments
    }

    /// `scale ::= scale-ratio | expression`: where a scale is expected, `1:24000` is 24000.
    mutating func parseScale() throws(ParseFailure) -> Expr {
        guard token.kind == .scaleRatio else { return try parseExpression("a scale") }
        let ratio = token
        advance()
        return Expr(.number(ratio.value), range: ratio.range)
    }
}
