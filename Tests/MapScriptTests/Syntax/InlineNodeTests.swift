import Testing
@testable import MapScript

/// The allocation-free AST forms (`coordinateLiteral`, `gotoTarget`) are used exactly where they
/// can stand in for the general forms, and render like them.
@Suite struct InlineNodeTests {
    /// The first statement of `text`.
    static func statement(_ text: String) -> Stmt? {
        var parser = Parser(text: text)
        guard case .statement(let statement)? = parser.next() else { return nil }
        return statement
    }

    @Test func gotoWithoutClausesIsInline() {
        guard case .command(.gotoTarget(let target))? = Self.statement("goto 3")?.kind else {
            Issue.record("expected an inline goto")
            return
        }
        #expect(target.range == SourceRange(line: 1, column: 6, length: 1))
        #expect(Self.statement("goto 3").map(SExpression.of) == "(goto 3)")
        guard case .command(.goto)? = Self.statement("goto 3 scale 5")?.kind else {
            Issue.record("expected a goto with clauses")
            return
        }
    }

    @Test func inRangeNumberPairIsInline() {
        guard case .command(.gotoTarget(let target))? = Self.statement("goto -45.5,170")?.kind,
              case .coordinateLiteral(let latitude, let longitude) = target.kind else {
            Issue.record("expected an inline coordinate")
            return
        }
        #expect(latitude == -45.5 && longitude == 170)
        #expect(target.range == SourceRange(line: 1, column: 6, length: 9))
        #expect(Self.statement("let p = -45.5,170").map(SExpression.of) == "(let p (coord -45.5 170))")
        // Out of range: the general form, whose parts keep their ranges for the error.
        guard case .let(_, let far)? = Self.statement("let p = 91,0")?.kind, case .coordinate = far.kind else {
            Issue.record("expected a general coordinate")
            return
        }
    }
}
