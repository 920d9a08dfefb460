/// A checker of SQL where clauses, as web maps' `definitionExpression`s hold them: the SQL-92
/// subset that ArcGIS documents for "standardized queries", no more.
///
/// What it accepts: `OR`, `AND`, `NOT`; comparisons `=`, `<>`, `!=`, `<`, `<=`, `>`, `>=`;
/// `[NOT] BETWEEN a AND b`, `[NOT] IN (list)`, `[NOT] LIKE pattern [ESCAPE 'c']`,
/// `IS [NOT] NULL`; arithmetic `+ - * /` and `||`; column names bare or in double quotes;
/// `'strings'` (`''` for a quote), numbers, `NULL`, `TRUE`, `FALSE`, `DATE '...'`,
/// `TIMESTAMP '...'`; function calls `NAME(args)` (any name: `UPPER`, `CHAR_LENGTH`...),
/// `CAST(x AS type)` and `EXTRACT(field FROM x)`. Keywords in any case. It checks the form,
/// not the meaning: column and function names are not looked up, and types are not checked.
/// Subqueries, `EXISTS` and vendor syntax (`[names]`, `#dates#`) are refused.
public enum WhereClause {
    /// Why a where clause does not parse: the message and the 0-based character offset.
    public struct SyntaxError: Error, Equatable, Sendable {
        /// What is wrong, lowercase, no trailing period.
        public var message: String
        /// Where, in characters (Unicode scalars) from the start of the clause.
        public var offset: Int

        /// The error `message` at character `offset`.
        public init(message: String, offset: Int) {
            self.message = message
            self.offset = offset
        }
    }

    /// Checks `text`; an empty (or blank) clause is valid: no filter.
    public static func check(_ text: String) throws(SyntaxError) {
        var parser = Parser(tokens: try tokens(text))
        guard parser.current.kind != .end else { return }
        try parser.expression()
        guard parser.current.kind == .end else {
            throw SyntaxError(message: "unexpected \(parser.current.shown) after the condition", offset: parser.current.offset)
        }
    }

    /// A recursive-descent parser over the tokens.
    struct Parser {
        let tokens: [Token]
        var position = 0
        var depth = 0

        var current: Token { tokens[position] }

        mutating func advance() { if position < tokens.count - 1 { position += 1 } }

        /// Skips the keyword `word` when it is next.
        mutating func accept(_ word: String) -> Bool {
            guard current.isKeyword(word) else { return false }
            advance()
            return true
        }

        /// Skips the symbol `symbol` when it is next.
        mutating func accept(symbol: String) -> Bool {
            guard current.kind == .symbol(symbol) else { return false }
            advance()
            return true
        }

        mutating func expect(symbol: String, after what: String) throws(SyntaxError) {
            guard accept(symbol: symbol) else { throw expected("'\(symbol)' \(what)") }
        }

        mutating func expect(_ word: String, after what: String) throws(SyntaxError) {
            guard accept(word) else { throw expected("'\(word)' \(what)") }
        }

        func expected(_ what: String) -> SyntaxError {
            SyntaxError(message: "expected \(what), found \(current.shown)", offset: current.offset)
        }

        /// expression = and { "OR" and }
        mutating func expression() throws(SyntaxError) {
            depth += 1
            defer { depth -= 1 }
            guard depth < 200 else { throw SyntaxError(message: "nested too deeply", offset: current.offset) }
            try conjunction()
            while accept("OR") { try conjunction() }
        }

        /// and = not { "AND" not }
        mutating func conjunction() throws(SyntaxError) {
            try negation()
            while accept("AND") { try negation() }
        }

        /// not = "NOT" not | predicate
        mutating func negation() throws(SyntaxError) {
            if accept("NOT") { return try negation() }
            try predicate()
        }

        /// predicate = value [ comparison value | ["NOT"] ("BETWEEN" value "AND" value
        ///   | "IN" "(" value {"," value} ")" | "LIKE" value ["ESCAPE" string]) | "IS" ["NOT"] "NULL" ]
        mutating func predicate() throws(SyntaxError) {
            try value()
            if case .symbol(let symbol) = current.kind, ["=", "<>", "!=", "<", "<=", ">", ">="].contains(symbol) {
                advance()
                return try value()
            }
            if accept("IS") {
                _ = accept("NOT")
                return try expect("NULL", after: "after 'IS'")
            }
            let negated = accept("NOT")
            if accept("BETWEEN") {
                try value()
                try expect("AND", after: "in 'BETWEEN'")
                return try value()
            }
            if accept("IN") {
                try expect(symbol: "(", after: "after 'IN'")
                repeat { try value() } while accept(symbol: ",")
                return try expect(symbol: ")", after: "to close the 'IN' list")
            }
            if accept("LIKE") {
                try value()
                if accept("ESCAPE") {
                    guard current.kind == .string else { throw expected("a string after 'ESCAPE'") }
                    advance()
                }
                return
            }
            if negated { throw expected("'BETWEEN', 'IN' or 'LIKE' after 'NOT'") }
        }

        /// value = term { ("+" | "-" | "||") term }
        mutating func value() throws(SyntaxError) {
            try term()
            while accept(symbol: "+") || accept(symbol: "-") || accept(symbol: "||") { try term() }
        }

        /// term = factor { ("*" | "/") factor }
        mutating func term() throws(SyntaxError) {
            try factor()
            while accept(symbol: "*") || accept(symbol: "/") { try factor() }
        }

        /// factor = ("-" | "+") factor | primary
        mutating func factor() throws(SyntaxError) {
            if accept(symbol: "-") || accept(symbol: "+") { return try factor() }
            try primary()
        }

        /// primary = number | string | "NULL" | "TRUE" | "FALSE" | ("DATE" | "TIMESTAMP") string
        ///   | "CAST" "(" expression "AS" name ")" | "EXTRACT" "(" name "FROM" value ")"
        ///   | name [ "(" [ expression { "," expression } ] ")" ] | "(" expression ")"
        mutating func primary() throws(SyntaxError) {
            switch current.kind {
            case .number, .string:
                advance()
            case .symbol("("):
                advance()
                try expression()
                try expect(symbol: ")", after: "to close '('")
            case .name(let name, let quoted):
                if !quoted, ["AND", "OR", "NOT", "IS", "IN", "BETWEEN", "LIKE", "ESCAPE", "AS", "FROM", "SELECT", "EXISTS"].contains(name) {
                    throw expected("a value")
                }
                advance()
                guard !quoted else { return }
                switch name {
                case "NULL", "TRUE", "FALSE":
                    return
                case "DATE" where current.kind == .string, "TIMESTAMP" where current.kind == .string:
                    advance()
                case "CAST" where current.kind == .symbol("("):
                    advance()
                    try expression()
                    try expect("AS", after: "in 'CAST'")
                    guard case .name = current.kind else { throw expected("a type name after 'AS'") }
                    advance()
                    if accept(symbol: "(") {
                        repeat { guard current.kind == .number else { throw expected("a number") }; advance() } while accept(symbol: ",")
                        try expect(symbol: ")", after: "to close the type's size")
                    }
                    try expect(symbol: ")", after: "to close 'CAST'")
                case "EXTRACT" where current.kind == .symbol("("):
                    advance()
                    guard case .name = current.kind else { throw expected("a field name after 'EXTRACT('") }
                    advance()
                    try expect("FROM", after: "in 'EXTRACT'")
                    try value()
                    try expect(symbol: ")", after: "to close 'EXTRACT'")
                default:
                    guard accept(symbol: "(") else { return }
                    if accept(symbol: ")") { return }
                    repeat { try expression() } while accept(symbol: ",")
                    try expect(symbol: ")", after: "to close the call of '\(name)'")
                }
            default:
                throw expected("a value")
            }
        }
    }
}
