import MapFiles
import Testing

/// `WhereClause`: the SQL-92 subset that definition expressions use, accepted and refused.
@Suite struct WhereClauseTests {
    @Test(arguments: [
        "", "  ", "1=1", "STATUS = 'open'", "status='it''s'", "pop > 1000 AND pop <= 2e6", "NOT (a = 1 OR b <> 2)",
        "a != 3", "name LIKE 'A%' ESCAPE '\\'", "name NOT LIKE '%x'", "type IN ('a', 'b', 'c')", "type NOT IN (1, 2)",
        "x BETWEEN 1 AND 10", "x NOT BETWEEN -1 AND +1", "x IS NULL", "x IS NOT NULL", "\"Field Name\" = 2",
        "UPPER(name) = 'X'", "CHAR_LENGTH(name) > 3", "d > DATE '2020-01-01'", "t < TIMESTAMP '2020-01-01 00:00:00'",
        "CAST(x AS INTEGER) = 1", "CAST(x AS VARCHAR(10)) = 'a'", "EXTRACT(YEAR FROM d) = 2020", "a || b = 'ab'",
        "(a + b) * c / 2 - 1 > .5", "flag = TRUE", "CURRENT_DATE > d", "f() = 1", "ZONEDESC <> 'Historical District'",
    ]) func accepts(_ clause: String) throws {
        try WhereClause.check(clause)
    }

    @Test(arguments: [
        ("STATUS =", "expected a value, found the end of the expression", 8),
        ("a = 1 b", "unexpected 'B' after the condition", 6),
        ("a = 'open", "unterminated string", 4),
        ("\"a = 1", "unterminated quoted name", 0),
        ("a IN (1, 2", "expected ')' to close the 'IN' list, found the end of the expression", 10),
        ("a BETWEEN 1", "expected 'AND' in 'BETWEEN', found the end of the expression", 11),
        ("a IS 1", "expected 'NULL' after 'IS', found a number", 5),
        ("a NOT 1", "expected 'BETWEEN', 'IN' or 'LIKE' after 'NOT', found a number", 6),
        ("[name] = 1", "unexpected character '['", 0),
        ("a = #2020-01-01#", "unexpected character '#'", 4),
        ("a == 1", "expected a value, found '='", 3),
        ("a = 12abc", "a number runs into letters", 4),
        ("a = 1e", "expected a digit in the exponent", 6),
        ("AND a = 1", "expected a value, found 'AND'", 0),
        ("(a = 1", "expected ')' to close '(', found the end of the expression", 6),
        ("EXISTS (SELECT 1)", "expected a value, found 'EXISTS'", 0),
        ("CAST(x INTEGER)", "expected 'AS' in 'CAST', found 'INTEGER'", 7),
        ("a LIKE 'x' ESCAPE 1", "expected a string after 'ESCAPE', found a number", 18),
        ("é = 'ü' and", "expected a value, found the end of the expression", 11),
    ]) func refuses(_ clause: String, message: String, offset: Int) {
        #expect(throws: WhereClause.SyntaxError(message: message, offset: offset)) { try WhereClause.check(clause) }
    }

    /// Deep nesting is an error, not a crash.
    @Test func deepNesting() {
        let clause = String(repeating: "(", count: 10_000) + "1=1" + String(repeating: ")", count: 10_000)
        #expect(throws: WhereClause.SyntaxError(message: "nested too deeply", offset: 199)) { try WhereClause.check(clause) }
    }
}
