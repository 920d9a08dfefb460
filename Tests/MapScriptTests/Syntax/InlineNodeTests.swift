import Foundation
import MapCore
import Testing
@testable import MapScriptSyntax
import TextSupport

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

/// The lexer's buffered fast paths (short decimals, plain string bytes, word bytes) fall back
/// correctly wherever a chunk of the input ends.
@Suite struct FastPathChunkTests {
    static let script = """
        goto 1.5,-2.25
        goto 123456789012345.5,0.000000000000001 scale 1e3
        print 0.5 + 12 + 1234567890.12345 + 3.
        print 00012.50, 7ms, 2s, 1:24000
        print "a plain string of some length", "é", "tab\\tand ${1 + 2} here"
        basemap use dark-gray
        let identifier_with_many_letters = 9007199254740993
        """

    @Test(arguments: [1, 2, 3, 5, 8, 9, 13])
    func chunkedMatchesMemory(chunkSize: Int) throws {
        var memory = Parser(text: Self.script)
        let expected = StreamingTests.items(&memory)
        let actual = try StreamingTests.withFile(Self.script) { descriptor in
            var parser = Parser(fileDescriptor: descriptor, chunkSize: chunkSize)
            return StreamingTests.items(&parser)
        }
        #expect(actual == expected)
        #expect(expected.count == 7)
    }
}

/// Short decimals (the lexer's fast path) are exactly the nearest doubles.
@Suite struct ShortDecimalTests {
    @Test func shortDecimalsAreCorrectlyRounded() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let integer = String(state >> 40 % 1_000_000_000)
            let fraction = String((state >> 8) % 1_000_000)
            for text in [integer, "\(integer).\(fraction)", "0.\(fraction)", "\(state % 1000).5"] {
                #expect(ParseHelpers.item("print \(text)") == "(print \(NumberFormat.shortest(Double(text)!)))", "\(text)")
            }
        }
    }
}
