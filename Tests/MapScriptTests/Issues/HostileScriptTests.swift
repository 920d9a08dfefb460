import MapCore
import Testing
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// Hostile scripts (issue 15): each gives the one error it must, and leaves the session as it
/// was. A session is set up first (bookmarks, a basemap, a graphic, a view); then the hostile
/// input runs in the same interpreter, and the session must be equal to the one before.
@Suite struct HostileScriptTests {
    /// One hostile input and the diagnostic it must give first.
    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        let id: DiagnosticID
        /// Options for the run (the step budget).
        var maxSteps: Int? = nil

        init(_ name: String, _ text: String, _ id: DiagnosticID, maxSteps: Int? = nil) {
            self.init(name, bytes: Array(text.utf8), id, maxSteps: maxSteps)
        }

        init(_ name: String, bytes: [UInt8], _ id: DiagnosticID, maxSteps: Int? = nil) {
            self.name = name
            self.bytes = bytes
            self.id = id
            self.maxSteps = maxSteps
        }

        var description: String { name }
    }

    static let setup = """
        bookmark add "Old Faithful" at 44.4605,-110.8281 scale 10000
        bookmark add "Grand Prismatic Spring" at 44.525,-110.838 scale 6000
        basemap use imagery
        gallery add "World Imagery (WGS 84)" style imagery wkid 4326
        graphic add point 44.46,-110.83 label "P"
        view size 640 x 480
        goto 2
        let n = 3
        def twice(x) { return 2 * x }
        """

    static let cases: [Case] = [
        // Characters and tokens.
        Case("stray character", "goto 1 @", .unexpectedCharacter),
        Case("NUL byte", "zoom in\u{0}\n", .nulByte),
        Case("NUL bytes only", String(repeating: "\u{0}", count: 10_000), .nulByte),
        Case("invalid UTF-8", bytes: Array("zoom in # ".utf8) + [0xFF, 0x0A], .invalidUTF8),
        Case("0xFF flood", bytes: [UInt8](repeating: 0xFF, count: 10_000), .invalidUTF8),
        Case("truncated UTF-8", bytes: Array("print \"".utf8) + [0xE2, 0x82, 0x22, 0x0A], .invalidUTF8),
        Case("overlong UTF-8", bytes: Array("print \"".utf8) + [0xC0, 0xAF, 0x22, 0x0A], .invalidUTF8),
        Case("UTF-16 surrogate in UTF-8", bytes: Array("print \"".utf8) + [0xED, 0xA0, 0x80, 0x22, 0x0A], .invalidUTF8),
        Case("unterminated string", "print \"abc", .unterminatedString),
        Case("unknown escape", #"print "a\qb""#, .invalidEscape),
        Case("escape past Unicode", #"print "\u{110000}""#, .invalidEscape),
        Case("surrogate escape", #"print "\u{D800}""#, .invalidEscape),
        Case("number run into letters", "zoom to 12abc", .invalidNumber),
        Case("number too large", "zoom to 1e999", .numberOutOfRange),
        Case("sixty minutes", "goto 44°60'N 110°W", .invalidAngle),
        Case("C operator", "if n > 1 && n < 5 { zoom in }", .foreignOperator),
        Case("ESC sequence in a comment", "zoom sideways # \u{1B}]0;pwned\u{07}\u{1B}[2J", .expected),
        // Nesting and size.
        Case("deep parentheses", "print " + String(repeating: "(", count: 100_000) + "1", .nestingTooDeep),
        Case("deep blocks", String(repeating: "repeat 1 { ", count: 100_000), .nestingTooDeep),
        Case("deep lists", "print " + String(repeating: "[", count: 100_000), .nestingTooDeep),
        Case("deep interpolation", "print " + String(repeating: "\"${", count: 20_000), .nestingTooDeep),
        Case("deep unary minus", "print " + String(repeating: "-", count: 100_000) + "1", .nestingTooDeep),
        Case("deep not", "print " + String(repeating: "not ", count: 100_000) + "true", .nestingTooDeep),
        Case("long operator chain", "print 1" + String(repeating: " + 1", count: 20_000), .expressionTooLong),
        Case("error flood", String(repeating: "zoom sideways\n", count: 5_000), .expected),
        // Statements.
        Case("bad clause value", "zoom sideways", .expected),
        Case("text after statement", "print 1 2", .expectedEndOfStatement),
        Case("no statement", ") zoom in", .expectedStatement),
        Case("unknown command", "bokmark list", .unknownCommand),
        Case("unknown clause", "goto 1 speed 3", .unknownClause),
        Case("clause twice", "goto 1 scale 5000 scale 6000", .duplicateClause),
        Case("clause missing", "bookmark move 1", .expected),
        Case("too few points", "graphic add polygon 44.4,-110.9 to 44.6,-110.9", .tooFewPoints),
        Case("stray brace", "}", .unmatchedBrace),
        Case("unclosed block", "repeat 2 {\n  zoom in\n", .unclosedBlock),
        Case("else on its own line", "if n > 5 { zoom in }\nelse { zoom out }", .misplacedElse),
        Case("command as procedure", "def goto() { zoom in }", .commandAsProcedureName),
        Case("parameter twice", "def f(a, a) { zoom in }", .duplicateParameter),
        Case("return outside def", "return 1", .misplacedReturn),
        Case("chained comparison", "print 1 < 2 < 3", .chainedComparison),
        Case("scale ratio as a value", "print 1:24000", .misplacedScaleRatio),
        // Values and names at run time.
        Case("adding a boolean and a number", "print true + 1", .invalidOperands),
        Case("subtracting from a list", "print [1] - 1", .invalidOperands),
        Case("division by zero", "print n / 0", .divisionByZero),
        Case("square root of negative", "print sqrt(-1)", .squareRootOfNegative),
        Case("unknown variable", "print m", .unknownVariable),
        Case("undeclared assignment", "m = 1", .undeclaredVariable),
        Case("unknown property", "print viewpoint.colour", .unknownProperty),
        Case("index past the end", "print [1, 2][5]", .indexOutOfRange),
        Case("built-in as variable", "let viewpoint = 1", .reservedName),
        Case("unknown procedure", "tuor()", .unknownProcedure),
        Case("unknown function", "print lenght(1)", .unknownFunction),
        Case("procedure as a value", "def p() { let x = 1 }\nprint p()", .noValue),
        Case("wrong argument count", "print twice(1, 2)", .wrongArgumentCount),
        Case("runaway recursion", "def f(x) { return f(x + 1) }\nprint f(1)", .callDepthExceeded),
        Case("failed assert", "assert n == 4, \"n\"", .assertionFailed),
        Case("unknown help topic", "help bokmark", .unknownHelpTopic),
        Case("fraction as a position", "goto 1.5", .notAWholeNumber),
        Case("negative repeat", "repeat -1 { zoom in }", .valueOutOfRange),
        Case("range past 2^53", "for i in 9007199254740990..9007199254740994 { zoom in }", .valueOutOfRange),
        Case("count past 2^53", "repeat 1e17 { }", .valueOutOfRange),
        Case("runaway loop", "repeat 1e15 { n = n }", .stepLimitReached, maxSteps: 10_000),
        Case("runaway range", "for i in 1..1e15 { }", .stepLimitReached, maxSteps: 10_000),
        Case("runaway procedure loop", "def spin() { repeat 1e15 { } }\nspin()", .stepLimitReached, maxSteps: 10_000),
        // Lists that share their storage (issue 23, item 5): measured as they are built, walked
        // within the step budget.
        Case("doubling a shared list", "let a = []\nrepeat 34 { a = [a, a] }", .valueTooLarge),
        Case("joining a list with itself", "let l = [1]\nrepeat 40 { l = l + [l] }", .valueTooLarge),
        Case("printing a shared list", "let a = [1]\nrepeat 20 { a = [a, a] }\nprint a", .stepLimitReached, maxSteps: 10_000),
        Case("comparing long lists", "let a = []\nfor i in 1..5000 { a = a + [i] }\nlet b = []\nfor i in 1..5000 { b = b + [i] }\n"
             + "print a == b", .stepLimitReached, maxSteps: 22_000),
        // The map session.
        Case("latitude past the pole", "goto 95,0", .coordinateOutOfRange),
        Case("longitude out of range", "bookmark add \"X\" at 0,200", .coordinateOutOfRange),
        Case("no such bookmark", "goto 9", .noBookmark),
        Case("no bookmark of that name", "goto \"Old Faithfull\"", .noBookmark),
        Case("bookmark twice", "bookmark add \"Old Faithful\" at 1,2", .duplicateBookmark),
        Case("empty bookmark name", "bookmark add \"\" at 1,2", .emptyName),
        Case("unknown basemap", "basemap use imagry", .unknownBasemap),
        // (`basemap use` of an item of another spatial reference is left out: the gallery
        // records the mismatch in the item's status by design, as the SDK's gallery does.)
        Case("gallery name as a style", "scene new basemap \"World Imagery (WGS 84)\"", .unknownBasemap),
        Case("no gallery item", "basemap use 99", .noGalleryItem),
        Case("negative scale", "zoom to -5", .invalidViewpointValue),
        Case("view too small", "view size 0 x 480", .viewSizeOutOfRange),
        Case("no such graphic", "graphic remove 7", .noGraphic),
        Case("graphic without label", "graphic remove \"Q\"", .noGraphic),
        Case("camera in a map", "camera orbit 90", .sceneCamera),
        Case("NUL in a path", "load \"a\\u{0}b.json\"", .nulInPath),
        Case("missing script", "source \"no-such-file.mapscript\"", .unreadableFile),
        Case("missing session file", "load \"no-such-file.json\"", .unreadableFile),
    ]

    @Test(arguments: cases)
    func hostileInputIsRefusedAndChangesNothing(_ testCase: Case) {
        var options = Interpreter.Options()
        options.maxSteps = testCase.maxSteps
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics(), options: options)
        let prepared = run(Self.setup, interpreter: interpreter)
        #expect(prepared.err == "", "setup: \(prepared.err)")
        let before = interpreter.session

        let outcome = try? interpreter.run(.bytes(testCase.bytes, name: "hostile.mapscript"))
        #expect(outcome?.ending == (testCase.id == .stepLimitReached ? .stepLimitReached : .stopped))
        let errors = interpreter.collectedDiagnostics.filter(\.isError)
        #expect(errors.first?.id == testCase.id, "\(interpreter.renderedDiagnostics.prefix(600))")
        #expect(interpreter.session == before)
    }

    @Test func thereAreAtLeastSeventyCases() {
        #expect(Self.cases.count >= 70)
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
    }
}
