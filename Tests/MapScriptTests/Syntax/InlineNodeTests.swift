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

/// The string scanner's 8-bytes-at-a-time fast path stops at every special byte wherever it is.
@Suite struct StringScanTests {
    @Test func specialBytesAtEveryPosition() {
        for length in 0..<20 {
            let plain = String(repeating: "a", count: length)
            #expect(ParseHelpers.item("print \"\(plain)\"") == "(print \"\(plain)\")")
            for position in 0...length {
                let before = String(plain.prefix(position))
                let after = String(plain.dropFirst(position))
                #expect(ParseHelpers.item("print \"\(before)é\(after)\"") == "(print \"\(before)é\(after)\")")
                #expect(ParseHelpers.item("print \"\(before)\\\"\(after)\"") == "(print \"\(before)\\\"\(after)\")")
                #expect(ParseHelpers.item("print \"\(before)\n\(after)\"") == "(print \"\(before)\\n\(after)\")")
                #expect(ParseHelpers.item("print \"\(before)$\(after)\"") == "(print \"\(before)$\(after)\")")
                let interpolated = ParseHelpers.item("print \"\(before)${1}\(after)\"")
                #expect(interpolated.contains("(str") && interpolated.contains(" 1"))
                #expect(ParseHelpers.item("print \"\(before)\u{0}\(after)\"").hasPrefix("1:\(8 + position): "))
            }
        }
    }
}
