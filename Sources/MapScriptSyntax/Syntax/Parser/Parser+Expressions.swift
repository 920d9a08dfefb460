// MARK: - Expressions

extension Parser {
    /// `expression ::= or-expression`; `what` names the expected thing in an error at the start
    /// (`expected a scale after 'scale', found 'at'`). An expression that starts with a
    /// literal (a number, a plain string, or `-` and a number: `goto 1`, `bookmark add "Spring"
    /// at 44.5,-110.8`) goes through `parseLiteralExpression`, which skips the operator levels
    /// when the literal is the whole expression ("Performance devices" in docs/performance.md).
    @inline(__always)
    mutating func parseExpression(_ what: StaticString) throws(ParseFailure) -> Expr {
        switch token.kind {
        case .number: return try parseLiteralExpression()
        case .string where token.isPlainString: return try parseLiteralExpression()
        case .minus where peeked == nil && depth < Parser.maximumDepth && token.isBeforeDigit:
            return try parseNegativeLiteralExpression()
        default: return try parseBinary(what, from: .or)
        }
    }

    /// An expression that starts with a number or a plain string literal: the literal alone
    /// when no postfix or binary operator follows it, else the same tree as `parseBinary(_:from:
    /// .or)` builds, continued from the literal.
    mutating func parseLiteralExpression() throws(ParseFailure) -> Expr {
        let first = token
        advance()
        let literal = first.kind == .number ? Expr(.number(first.value), range: first.range)
            : Expr(.string(lexer.plainText(of: first)), range: first.range)
        guard token.kind == .dot || token.kind == .leftBracket || Self.binaryOperator(token.kind, token.word) != nil else {
            return literal
        }
        return try parseBinary(continuing: parsePostfix(continuing: literal), from: .or)
    }

    /// An expression that starts with `-` right before a digit (checked by `parseExpression`,
    /// as `parseUnary` does): the negative number alone when no binary operator follows it,
    /// else the same tree as `parseBinary(_:from: .or)` builds.
    mutating func parseNegativeLiteralExpression() throws(ParseFailure) -> Expr {
        let first = token.range
        mark(.sign, token)
        advance()
        guard token.kind == .number else { return try parseBinary(continuing: parseNegation(of: first), from: .or) }
        let literal = Expr(.number(-token.value), range: first.union(token.range))
        advance()
        guard Self.binaryOperator(token.kind, token.word) != nil else { return literal }
        return try parseBinary(continuing: literal, from: .or)
    }

    /// The binary operators, by precedence climbing: operands joined by operators of level
    /// `minimum` or tighter, each operator's right operand parsed one level tighter (so all
    /// are left-associative). The levels, loosest first, are the rules
    ///
    /// `or-expression ::= and-expression ("or" and-expression)*`
    /// `and-expression ::= not-expression ("and" not-expression)*`
    /// `not-expression ::= "not" not-expression | comparison`
    /// `comparison ::= additive (("==" | "!=" | "<" | "<=" | ">" | ">=") additive)?`
    /// (comparisons do not chain)
    /// `additive ::= multiplicative (("+" | "-") multiplicative)*`
    /// `multiplicative ::= unary (("*" | "/" | "%") unary)*`
    ///
    /// A flat chain of `or`, `and` or arithmetic operators is not nesting: it counts towards
    /// `maximumChainLength` (`lengthen`), not `maximumDepth` (issue 11).
    mutating func parseBinary(_ what: StaticString, from minimum: Precedence) throws(ParseFailure) -> Expr {
        try parseBinary(continuing: parseOperand(what, from: minimum), from: minimum)
    }

    /// The rest of a chain from level `minimum` whose first operand is `first` (read already).
    @inline(__always)
    private mutating func parseBinary(continuing first: Expr, from minimum: Precedence) throws(ParseFailure) -> Expr {
        var left = first
        // The operators of the chain at `level` so far.
        var chain = 0
        var level = Precedence.multiplicative
        while let (op, precedence) = Self.binaryOperator(token.kind, token.word), precedence >= minimum {
            if precedence < level {
                // A looser rule takes over: the tighter chain has ended.
                chain = 0
                level = precedence
            }
            if precedence != .comparison { try lengthen(&chain) }
            advance()
            let right = try parseBinary("an operand", from: precedence.tighter)
            if precedence == .comparison, Self.binaryOperator(token.kind, token.word)?.1 == .comparison {
                throw fail(.chainedComparison, "comparison operators cannot be chained; combine comparisons with 'and'")
            }
            left = Expr(.binary(op, left, right), range: left.range.union(right.range))
        }
        return left
    }

    /// How tightly a binary operator binds (see `parseBinary`).
    enum Precedence: Int, Comparable {
        case or, and, comparison, additive, multiplicative, unary

        /// The next tighter level.
        var tighter: Precedence { Precedence(rawValue: rawValue + 1) ?? .unary }

        static func < (a: Precedence, b: Precedence) -> Bool { a.rawValue < b.rawValue }
    }

    /// The binary operator a token of `kind` (a word: `word`) stands for, and its level. (A
    /// static function of the token's parts: a getter on the parser would copy the parser.)
    @inline(__always)
    private static func binaryOperator(_ kind: TokenKind, _ word: Word) -> (BinaryOperator, Precedence)? {
        switch kind {
        case .plus: (.add, .additive)
        case .minus: (.subtract, .additive)
        case .star: (.multiply, .multiplicative)
        case .slash: (.divide, .multiplicative)
        case .percent: (.remainder, .multiplicative)
        case .equal: (.equal, .comparison)
        case .notEqual: (.notEqual, .comparison)
        case .less: (.less, .comparison)
        case .lessOrEqual: (.lessOrEqual, .comparison)
        case .greater: (.greater, .comparison)
        case .greaterOrEqual: (.greaterOrEqual, .comparison)
        case .word where word == .and: (.and, .and)
        case .word where word == .or: (.or, .or)
        default: nil
        }
    }

    /// The first operand of a chain from level `minimum`: `not-expression` where an `and` or
    /// `or` operand is expected, else `unary`.
    @inline(__always)
    private mutating func parseOperand(_ what: StaticString, from minimum: Precedence) throws(ParseFailure) -> Expr {
        guard minimum <= .comparison && token.isWord(.not) else { return try parseUnary(what) }
        // `not-expression ::= "not" not-expression | comparison`
        let first = token.range
        try enter()
        defer { depth -= 1 }
        advance()
        let operand = try parseBinary("an operand", from: .comparison)
        return Expr(.unary(.not, operand), range: first.union(operand.range))
    }

    /// `unary ::= "-" unary | postfix` (a `-` directly before a number literal is folded into it)
    @inline(__always)
    mutating func parseUnary(_ what: StaticString) throws(ParseFailure) -> Expr {
        guard token.kind == .minus else { return try parsePostfix(what) }
        guard peeked == nil && depth < Parser.maximumDepth && token.isBeforeDigit else {
            return try parseNegation()
        }
        // A digit right after the `-` (`-110.8`, the common case): lex on without peeking.
        let first = token.range
        mark(.sign, token)
        advance()
        guard token.kind == .number else { return try parseNegation(of: first) }
        let number = token.value, range = first.union(token.range)
        advance()
        return Expr(.number(-number), range: range)
    }

    /// `"-" unary`, the current token being the `-`.
    @inline(never)
    private mutating func parseNegation() throws(ParseFailure) -> Expr {
        let first = token.range
        mark(.sign, token)
        let next = peek()
        if next.kind == .number && next.start == token.end {
            advance()
            advance()
            return Expr(.number(-next.value), range: first.union(next.range))
        }
        try enter()
        defer { depth -= 1 }
        advance()
        let operand = try parseUnary("an operand")
        return Expr(.unary(.negate, operand), range: first.union(operand.range))
    }

    /// `"-" unary` when the `-` at `first` has been consumed and no number literal follows
    /// (`-1:24000`): one level deeper, which `parseUnary` has checked there is room for.
    @inline(never)
    private mutating func parseNegation(of first: SourceRange) throws(ParseFailure) -> Expr {
        depth += 1
        defer { depth -= 1 }
        let operand = try parseUnary("an operand")
        return Expr(.unary(.negate, operand), range: first.union(operand.range))
    }

    /// `postfix ::= primary ("." word | "[" expression "]")*`
    @inline(__always)
    mutating func parsePostfix(_ what: StaticString) throws(ParseFailure) -> Expr {
        try parsePostfix(continuing: parsePrimary(what))
    }

    /// The postfix operators after `primary` (read already).
    @inline(__always)
    private mutating func parsePostfix(continuing primary: Expr) throws(ParseFailure) -> Expr {
        var base = primary
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
                mark(.index, token)
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
    @inline(__always)
    mutating func parsePrimary(_ what: StaticString) throws(ParseFailure) -> Expr {
        let first = token
        switch token.kind {
        case .number:
            advance()
            return Expr(.number(first.value), range: first.range)
        case .string where first.isPlainString:
            // Plain text (no escapes, no interpolation), the common case, without the call.
            advance()
            return Expr(.string(lexer.plainText(of: first)), range: first.range)
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
            throw fail(.misplacedScaleRatio, "a scale ratio like '\(Parser.shortened(text(of: token)))' is only allowed where a scale is expected")
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
        mark(.call, token)
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
