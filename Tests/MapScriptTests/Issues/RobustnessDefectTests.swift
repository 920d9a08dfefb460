import Testing
@testable import MapScriptSyntax

/// The defects of issue 15 ("robustness"), each pinned by the diagnostic a script gets. Every
/// row failed before its fix.
@Suite struct RobustnessDefectTests {
    /// A script, and the id and message of its first diagnostic.
    struct Case: Sendable, CustomTestStringConvertible {
        let source: String
        let id: DiagnosticID
        let message: String
        init(_ source: String, _ id: DiagnosticID, _ message: String) {
            self.source = source
            self.id = id
            self.message = message
        }
        var testDescription: String { source }
    }

    /// 1: a NUL in a path is refused, whatever command takes the file, instead of the path
    /// being cut at the NUL.
    static let nulPaths: [Case] = [
        Case(#"source "a\u{0}b""#, .nulInPath, #"file name contains a NUL character: "a\u{0}b""#),
        Case(#"gallery load "a.json\u{0}x""#, .nulInPath, #"file name contains a NUL character: "a.json\u{0}x""#),
        Case(#"save "/tmp/s.json\u{0}x""#, .nulInPath, #"file name contains a NUL character: "/tmp/s.json\u{0}x""#),
        Case(#"load "s.json\u{0}""#, .nulInPath, #"file name contains a NUL character: "s.json\u{0}""#),
        Case(#"import webmap "m\u{0}.json""#, .nulInPath, #"file name contains a NUL character: "m\u{0}.json""#),
        Case(#"export webmap "/tmp/m.json\u{0}x""#, .nulInPath, #"file name contains a NUL character: "/tmp/m.json\u{0}x""#),
        Case(#"export geojson "/tmp/p.geojson\u{0}x""#, .nulInPath, #"file name contains a NUL character: "/tmp/p.geojson\u{0}x""#),
        Case(#"export kml "/tmp/t.kml\u{0}x""#, .nulInPath, #"file name contains a NUL character: "/tmp/t.kml\u{0}x""#),
        Case(#"export svg "/tmp/v.svg\u{0}x""#, .nulInPath, #"file name contains a NUL character: "/tmp/v.svg\u{0}x""#),
        Case(#"export svg "/tmp/v.svg\u{0}x" size 10 x 10"#, .nulInPath, #"file name contains a NUL character: "/tmp/v.svg\u{0}x""#),
        Case(#"location start track "t.csv\u{0}\n""#, .nulInPath, #"track file name contains a NUL character: "t.csv\u{0}\n""#),
    ]

    @Test(arguments: nulPaths)
    func nulInPath(_ testCase: Case) throws {
        let result = run(testCase.source)
        let diagnostic = try #require(result.interpreter.collectedDiagnostics.first)
        #expect(diagnostic.id == testCase.id)
        #expect(diagnostic.message == testCase.message)
    }

    /// 10: a flood of syntax errors stops after `Parser.errorLimit` errors with one note; fewer
    /// errors are all reported.
    @Test(arguments: [(98, 98, false), (99, 99, false), (100, 100, true), (10_000, 100, true)])
    func errorLimit(written: Int, reported: Int, stopped: Bool) {
        let diagnostics = Parser.check(text: String(repeating: "zoom sideways\n", count: written) + "pan nowhere\n")
        let errors = diagnostics.filter { $0.severity == .error }
        let notes = diagnostics.filter { $0.id == .tooManyErrors }
        #expect(errors.count == (stopped ? reported : reported + 1))
        #expect(notes.count == (stopped ? 1 : 0))
        if let note = notes.first {
            #expect(note.severity == .note)
            #expect(note.message == "too many errors; stopping")
            #expect(note.range?.start.line == 101)
            #expect(diagnostics.last == note)
        }
    }

    /// 8: a scale a script gives stays within the documented zoom range [1, world scale],
    /// clamped as `zoom to` clamps; zero, negative and non-finite scales stay errors.
    @Test(arguments: [
        ("goto 1,2 scale 1e-320\nprint viewpoint.scale", "1\n"),
        ("goto 1,2 scale 0.5\nprint viewpoint.scale", "1\n"),
        ("goto 1,2 scale 1e12\nprint viewpoint.scale", "591657527.591555\n"),
        ("goto 1,2 scale 6000\nprint viewpoint.scale", "6000\n"),
        ("bookmark add \"a\" at 1,2 scale 1e-320\nprint bookmarks[1].scale", "1\n"),
        ("bookmark add \"a\" at 1,2 scale 1e300\nprint bookmarks[1].scale", "591657527.591555\n"),
        ("bookmark add \"a\" scale 0.25\ngoto 1\nprint viewpoint.scale", "1\n"),
        ("bookmark add \"a\" at 1,2 scale 1e-320\ngoto 1 scale 1e-320\nprint viewpoint.scale", "1\n"),
        ("zoom to 1e-320\nprint viewpoint.scale", "1\n"),
        ("zoom to 1e12\nprint viewpoint.scale", "591657527.591555\n"),
    ])
    func scalesStayInTheZoomRange(source: String, output: String) {
        let result = run(source)
        #expect(result.out == output)
        #expect(result.err == "")
    }

    /// Scales that are no scale at all are still refused, wherever they are given.
    @Test(arguments: ["goto 1,2 scale 0", "goto 1,2 scale -1", "bookmark add \"a\" at 1,2 scale 0", "zoom to -5",
                      "bookmark add \"a\" scale 0"])
    func invalidScalesAreRefused(source: String) throws {
        let diagnostic = try #require(run(source).interpreter.collectedDiagnostics.first)
        #expect(diagnostic.id == .invalidViewpointValue)
    }
}
