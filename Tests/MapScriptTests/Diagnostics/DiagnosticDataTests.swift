import Testing
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// Diagnostics as data: each message family has its id, the message carries no suggestion,
/// and a close name is a fix-it (the replacement as the source would write it, at the range
/// of the text to replace).
@Suite struct DiagnosticDataTests {
    /// A script, and the id, message and fix-it replacements of its first diagnostic.
    struct Case: Sendable, CustomTestStringConvertible {
        let source: String
        let id: DiagnosticID
        let message: String
        let replacements: [String]
        init(_ source: String, _ id: DiagnosticID, _ message: String, _ replacements: [String] = []) {
            self.source = source
            self.id = id
            self.message = message
            self.replacements = replacements
        }
        var testDescription: String { source }
    }

    static let cases: [Case] = [
        // Syntax
        Case("zoom tp", .expected, "expected 'in', 'out' or 'to' after 'zoom', found 'tp'", ["to"]),
        Case("bokmark list", .unknownCommand, "unknown command 'bokmark'", ["bookmark"]),
        Case("if 1 = 2 { }", .expected, "expected '{' after '1', found '='", ["=="]),
        Case("print 1 && 2", .foreignOperator, "unexpected '&&'", ["and"]),
        Case("print 1 || 2", .foreignOperator, "unexpected '||'", ["or"]),
        Case("print !true", .foreignOperator, "unexpected '!'", ["not"]),
        Case("goto 1 sclae 3", .unknownClause, "unknown clause 'sclae' in 'goto'", ["scale"]),
        Case("goto 1 scale 2 scale 3", .duplicateClause, "'scale' given twice"),
        Case("}", .unmatchedBrace, "unexpected '}' with no open block"),
        Case("repeat 2 {", .unclosedBlock, "expected '}' to close the block, found end of input"),
        Case("print 2 < 3 < 4", .chainedComparison, "comparison operators cannot be chained; combine comparisons with 'and'"),
        Case("print 1:5", .misplacedScaleRatio, "a scale ratio like '1:5' is only allowed where a scale is expected"),
        // Issue 36, 3.5: index assignment says what to write instead; `a[1]` alone is still no command.
        Case("let a = [1]\na[1] = 2", .indexAssignment, "cannot assign to an item of a list ('a[...] = ...'): lists are values "
             + "and are not changed in place; build a new list and assign it ('a = [...]', or join lists with '+')"),
        Case("xs[1][2] = 3", .indexAssignment, "cannot assign to an item of a list ('xs[...] = ...'): lists are values "
             + "and are not changed in place; build a new list and assign it ('xs = [...]', or join lists with '+')"),
        Case("a[1]", .unknownCommand, "unknown command 'a'; 'help' lists the commands"),
        Case("a[1] == 2", .unknownCommand, "unknown command 'a'; 'help' lists the commands"),
        Case("else", .misplacedElse, "'else' must follow the '}' of an 'if' on the same line"),
        Case("print 1abc", .invalidNumber, "invalid number '1abc'"),
        Case("print \"abc", .unterminatedString, "unterminated string"),
        Case("wait 1 2", .expectedEndOfStatement, "expected end of statement, found '2'"),
        // Runtime
        Case("basemap use imagry", .unknownBasemap, "unknown basemap 'imagry'", ["imagery"]),
        Case("map new basemap imagry", .unknownBasemap, "unknown basemap 'imagry'", ["imagery"]),
        Case("basemap use \"ArcGIS Imagry\"", .unknownBasemap, "unknown basemap 'ArcGIS Imagry'", ["\"ArcGIS Imagery\""]),
        Case("bookmark add \"Place 1\"\ngoto \"Plce 1\"", .noBookmark, "no bookmark named 'Plce 1'", ["\"Place 1\""]),
        Case("goto 7", .noBookmark, "no bookmarks"),
        Case("let abc = 1\nprint abd", .unknownVariable, "no variable named 'abd'", ["abc"]),
        Case("let abc = 1\nabd = 2", .undeclaredVariable, "no variable named 'abd'; declare it with 'let abd = ...'", ["abc"]),
        Case("print viewpoint.scal", .unknownProperty, "'viewpoint' has no property 'scal'", ["scale"]),
        Case("def tour() { zoom in }\ntuor()", .unknownProcedure, "no procedure named 'tuor'", ["tour"]),
        Case("print roud(1.5)", .unknownFunction, "no function named 'roud'", ["round"]),
        Case("help bokmark", .unknownHelpTopic, "no help for 'bokmark'", ["bookmark"]),
        Case("print 1 / 0", .divisionByZero, "division by zero"),
        Case("assert 1 == 2", .assertionFailed, "assertion failed: 1 == 2"),
        Case("zoom to 0", .invalidViewpointValue, "scale must be a finite number greater than 0, not 0"),
        Case("print [1] + 2", .invalidOperands, "cannot add a list and a number"),
        Case("print 1 - \"a\"", .invalidOperands, "'-' needs numbers, found a string"),
        Case("graphic add point 1,2 color gren", .invalidGraphic, "unknown colour 'gren'", ["green", "grey"]),
        Case("graphic add point 1,2 color \"gren\"", .invalidGraphic, "unknown colour 'gren'", ["\"green\"", "\"grey\""]),
        Case("graphic add point 1,2 shape diamnd", .invalidGraphic, "unknown marker shape 'diamnd'", ["diamond"]),
        Case("graphic add line 1,2 to 3,4 style dahs", .invalidGraphic, "unknown line style 'dahs'", ["dash"]),
        Case("graphic add point 1,2 label \"Lake\"\nmeasure \"Lak\"", .noGraphic, "no graphic labelled 'Lak'", ["\"Lake\""]),
        Case("graphic remove 1", .noGraphic, "no graphics"),
        Case("location step", .locationDisplay, "the location display is not started"),
        Case("camera", .sceneCamera, "the camera needs a scene: this is a map (use 'scene new')"),
        Case("location start track \"/nonexistent/t.csv\"", .unreadableFile, "cannot read '/nonexistent/t.csv': No such file or directory"),
        Case("source \"/nonexistent/x.mapscript\"", .unreadableFile,
             "cannot read '/nonexistent/x.mapscript': No such file or directory"),
        Case("load \"/nonexistent/s.json\"", .unreadableFile, "cannot read '/nonexistent/s.json': No such file or directory"),
        Case("load \"/proc/self/status\"", .invalidSessionFile, "/proc/self/status:1:1: expected a value, found 'Name'"),
        Case("import webmap \"/proc/self/status\"", .invalidWebMap, "/proc/self/status:1:1: expected a value, found 'Name'"),
        Case("save \"/nonexistent/s.json\"", .writeFailed, "cannot write '/nonexistent/s.json': No such file or directory"),
        Case("export kml \"/nonexistent/t.kml\"", .writeFailed, "cannot write '/nonexistent/t.kml': No such file or directory"),
        Case("export svg \"/nonexistent/v.svg\"", .writeFailed, "cannot write '/nonexistent/v.svg': No such file or directory"),
        Case("show size 0 x 1", .valueOutOfRange, "show columns must be in [1, 1000], not 0"),
    ]

    @Test(arguments: cases)
    func firstDiagnostic(_ testCase: Case) throws {
        let result = run(testCase.source)
        let diagnostic = try #require(result.interpreter.collectedDiagnostics.first)
        #expect(diagnostic.id == testCase.id)
        #expect(diagnostic.message == testCase.message)
        #expect(diagnostic.fixIts.map(\.replacement) == testCase.replacements)
        #expect(!diagnostic.message.contains("did you mean"))
        // Every fix-it replaces the diagnostic's own range.
        for fixIt in diagnostic.fixIts { #expect(fixIt.range == diagnostic.range) }
    }

    /// Suggested names are written as the source would: bare words stay bare where a bare
    /// word was written, anything else becomes a string literal, escaped; the text shown to
    /// the user is the name itself.
    @Test(arguments: [
        ("imagery", true, "imagery", "imagery"),
        ("dark-gray", true, "dark-gray", "dark-gray"),
        ("ArcGIS Imagery", true, "\"ArcGIS Imagery\"", "ArcGIS Imagery"),
        ("Place 1", false, "\"Place 1\"", "Place 1"),
        ("imagery", false, "\"imagery\"", "imagery"),
        ("Say \"hi\" \\ $5", false, #""Say \"hi\" \\ \$5""#, "Say \"hi\" \\ $5"),
        ("two\nlines", false, #""two\nlines""#, "two\nlines"),
        ("-x", true, "\"-x\"", "-x"),
    ])
    func fixItNames(name: String, bare: Bool, replacement: String, shown: String) {
        let fixIt = FixIt.name(name, at: SourceRange(line: 1, column: 1), bare: bare)
        #expect(fixIt.replacement == replacement)
        #expect(fixIt.suggestedText == shown)
    }

    /// The collector keeps what it is given, in order, with the file.
    @Test func collector() throws {
        let collector = DiagnosticCollector()
        let interpreter = Interpreter(output: TextOutput(), diagnostics: collector, options: .init(keepGoing: true))
        #expect(try interpreter.run(.text("goto 1\nzoom tp\nprint 1 / 0", name: "c.mapscript")) == RunOutcome(.finished, errors: 3))
        #expect(collector.entries.map(\.diagnostic.id) == [.noBookmark, .expected, .divisionByZero])
        #expect(collector.entries.allSatisfy { $0.file == "c.mapscript" })
        #expect(collector.entries[1].sourceLine == "zoom tp")
    }
}
