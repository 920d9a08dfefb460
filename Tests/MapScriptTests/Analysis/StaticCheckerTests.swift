import Foundation
import MapFormats
import Testing
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// `StaticChecker` (through `ScriptAnalysis`): what a script's text says without running it,
/// and that it says nothing of scripts that run cleanly.
@Suite struct StaticCheckerTests {
    /// A script and what the checker must find: `id line:column-line:column severity` (byte
    /// columns, as the parser counts), with the fix-its' replacements.
    struct Case: Sendable, CustomStringConvertible {
        let script: String
        let expected: [String]
        var fixIts: [[String]] = []
        var description: String { script }
    }

    /// Scripts the `source` cases read: `lib.mapscript` defines `helper(a)` and `shared`.
    static func readFile(_ path: String) -> Result<String, FileError> {
        switch path {
        case "/s/lib.mapscript": .success("let shared = 1\ndef helper(a) {\n  print a\n}\nsource \"more.mapscript\"\n")
        case "/s/more.mapscript": .success("def more() {\n  print 1\n}\n")
        case "/s/loop.mapscript": .success("source \"loop.mapscript\"\n")
        default: .failure(FileError(.read, path: path, code: 2))
        }
    }

    static let cases: [Case] = [
        Case(script: "let count = 1\nprint count + cuont\n", expected: ["runtime.unknown-variable 2:15-2:20 error"], fixIts: [["count"]]),
        Case(script: "let home = 1\ngoto hom\n", expected: ["runtime.unknown-variable 2:6-2:9 error"], fixIts: [["home"]]),
        Case(script: "bookmark add Home\n", expected: ["runtime.unknown-variable 1:14-1:18 error"], fixIts: [["\"Home\""]]),
        Case(script: "if true {\n  let inner = 1\n}\nprint inner\n", expected: ["runtime.unknown-variable 4:7-4:12 error"]),
        Case(script: "count = 2\n", expected: ["runtime.undeclared-variable 1:1-1:6 error"]),
        Case(script: "for i in 1..2 {\n  print i\n}\nprint i\n", expected: ["runtime.unknown-variable 4:7-4:8 error"]),
        Case(script: "def f(a) {\n  print a, b\n}\nlet b = 2\nf(1)\n", expected: []),
        Case(script: "def greet(a) {\n  print a\n}\ngreet()\ngreet(1)\ngret(1)\n",
             expected: ["runtime.wrong-argument-count 4:1-4:8 error", "runtime.unknown-procedure 6:1-6:5 error"], fixIts: [[], ["greet"]]),
        Case(script: "print roud(1.5)\n", expected: ["runtime.unknown-function 1:7-1:11 error"], fixIts: [["round"]]),
        Case(script: "print distance(1)\nprint min()\nprint min(1, 2, 3)\n",
             expected: ["runtime.wrong-argument-count 1:7-1:18 error", "runtime.wrong-argument-count 2:7-2:12 error"]),
        Case(script: "basemap use imagry\nbasemap use \"Imagery\"\nbasemap use 2\nbasemap use dark-gray\n",
             expected: ["runtime.unknown-basemap 1:13-1:19 warning"], fixIts: [["imagery"]]),
        Case(script: "basemap use \"Topographic\"\nbasemap use \"Nowhere Map\"\n", expected: ["runtime.unknown-basemap 2:13-2:26 warning"]),
        Case(script: "gallery load \"items.json\"\nbasemap use anything\nmap new basemap nope\n",
             expected: ["runtime.unknown-basemap 3:17-3:21 warning"]),
        Case(script: "bookmark add \"A\"\nbookmark add \" A \"\n", expected: ["runtime.duplicate-bookmark 2:14-2:19 warning"]),
        Case(script: "bookmark add \"A\"\nbookmark remove \"A\"\nbookmark add \"A\"\n", expected: []),
        Case(script: "def f() {\n  bookmark add \"A\"\n}\nbookmark add \"A\"\nf()\nbookmark add \"A\"\n", expected: []),
        Case(script: "source \"lib.mapscript\"\nhelper(shared)\nmore()\nhelper()\n", expected: ["runtime.wrong-argument-count 4:1-4:9 error"]),
        Case(script: "source \"gone.mapscript\"\nprint whatever\n", expected: ["file.unreadable 1:8-1:24 error"]),
        Case(script: "source \"loop.mapscript\"\nprint whatever\n", expected: []),
        Case(script: "let name = \"lib.mapscript\"\nsource name\nprint whatever\nwhatever()\n", expected: []),
        Case(script: "print viewpoint.scale, bookmarks, clock, \"${nope}\"\n", expected: ["runtime.unknown-variable 1:45-1:49 error"]),
        Case(script: "graphic add point 1,2 label \"P\"\ngraphic remove \"P\"\nmeasure \"P\"\n", expected: []),
        // `layer set`: its value is checked as any command's; `on` and `off` are bare words (issue 33).
        Case(script: "layer set 1 url adress\nlayer set 1 popup off\nlayer set 1 labels (onn)\nlayer set 1 refresh mins * 2\n",
             expected: ["runtime.unknown-variable 1:17-1:23 error", "runtime.unknown-variable 3:20-3:25 error",
                        "runtime.unknown-variable 4:21-4:25 error"]),
        // A filter's bare names are fields, known only when it runs; its calls are still checked.
        Case(script: "layer filter 1 where pop_max > 1000 and name != \"x\"\nlayer filter 1 where roud(pop) > 1\nprint pop_max\n",
             expected: ["runtime.unknown-function 2:22-2:26 error", "runtime.unknown-variable 3:7-3:14 error"]),
    ]

    static func row(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.id.rawValue) \(diagnostic.range.map(\.description) ?? "-") \(diagnostic.severity.rawValue)"
    }

    @Test(arguments: cases)
    func findings(_ testCase: Case) {
        let analysis = ScriptAnalysis(text: testCase.script, folder: "/s", readFile: Self.readFile)
        #expect(analysis.diagnostics.map(Self.row) == testCase.expected)
        if !testCase.fixIts.isEmpty {
            #expect(analysis.diagnostics.map { $0.fixIts.map(\.replacement) } == testCase.fixIts)
        }
    }

    /// The outline: symbols in source order, references pointing at their definitions.
    @Test func outline() {
        let script = """
            let home = 44.5,-110.8
            def tour(stop) {
              goto stop
            }
            bookmark add "Falls" at home
            goto "Falls"
            tour(home)
            graphic add point 1,2 label "Pin"
            save "out.json"
            layer add "lakes.geojson" title "Lakes"
            layer hide "Lakes"
            """
        let outline = ScriptAnalysis(text: script, folder: "", readFile: Self.readFile).outline
        #expect(outline.symbols.map { "\($0.kind.rawValue) \($0.name) \($0.nameRange)" } == [
            "variable home 1:5-1:9", "procedure tour 2:5-2:9", "variable stop 2:10-2:14", "bookmark Falls 5:14-5:21",
            "graphic Pin 8:29-8:34", "layer Lakes 10:33-10:40",
        ])
        #expect(outline.reference(at: SourceLocation(line: 11, column: 13))?.definition?.nameRange.description == "10:33-10:40")
        #expect(ScriptNames(outline: outline, fresh: Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics())).layerTitles == ["Lakes"])
        #expect(outline.reference(at: SourceLocation(line: 7, column: 7))?.definition?.nameRange.description == "1:5-1:9")
        #expect(outline.reference(at: SourceLocation(line: 7, column: 2))?.definition?.detail == "def tour(stop)")
        #expect(outline.reference(at: SourceLocation(line: 6, column: 8))?.definition?.nameRange.description == "5:14-5:21")
        #expect(outline.reference(at: SourceLocation(line: 3, column: 8))?.definition?.detail == "parameter stop of tour")
        #expect(outline.files.map(\.path) == ["out.json", "lakes.geojson"])
        #expect(outline.names(of: .procedure) == ["tour"])
    }

    /// The demo scripts run without an error: the checker finds none in them either (each
    /// `source`d or data file read from its folder).
    @Test(arguments: ["basemap-gallery", "export-and-import", "manage-bookmarks", "show-views", "yellowstone-geo", "yellowstone-tour"])
    func demosCheckClean(_ name: String) throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/demo")
        let text = try String(contentsOf: folder.appendingPathComponent(name + ".mapscript"), encoding: .utf8)
        let analysis = ScriptAnalysis(text: text, folder: folder.path + "/")
        #expect(analysis.diagnostics.filter(\.isError).map(Self.row) == [])
    }

    /// Every help example checks without an error the checker makes up (the examples use
    /// names they do not define, which running would report too).
    @Test func helpExamplesHaveNoDuplicateOrBasemapFindings() {
        for topic in HelpCatalog.topics {
            let analysis = ScriptAnalysis(text: topic.example, folder: "/nowhere/", readFile: Self.readFile)
            let found = analysis.diagnostics.filter { [.unknownBasemap, .duplicateBookmark, .wrongArgumentCount].contains($0.id) }
            #expect(found.map(Self.row) == [], "help \(topic.name)")
        }
    }
}

extension StaticCheckerTests {
    /// A statement with a syntax error is not in the AST: the names it may declare are not
    /// reported unknown where they are used (no cascade of errors from one typo).
    @Test(arguments: [
        ("def visit(a) {\n  goto a scale\n}\nvisit(1)\nprint x\n", ["syntax.expected 2:15-2:16 error", "runtime.unknown-variable 5:7-5:8 error"]),
        ("let home = (1,\nprint home\n", ["syntax.expected 2:1-2:6 error"]),
    ])
    func namesOfBrokenStatementsAreNotUnknown(script: String, expected: [String]) {
        let analysis = ScriptAnalysis(text: script, folder: "", readFile: Self.readFile)
        #expect(analysis.diagnostics.map(Self.row) == expected)
    }
}

extension StaticCheckerTests {
    /// The longest flat chain the parser accepts (`a + a + ... + a`) and the deepest nesting
    /// are checked without using up the stack, and a name deep inside is still found.
    @Test func theLongestChainAndDeepestNesting() {
        // `maximumChainLength` operators: `a + ... + a + nope`, as long as the parser takes.
        let terms = Array(repeating: "a", count: Parser.maximumChainLength) + ["nope"]
        let chain = "let a = 1\nprint " + terms.joined(separator: " + ") + "\n"
        let column = 7 + 4 * Parser.maximumChainLength
        // A parenthesised expression's range holds its parentheses.
        let depth = Parser.maximumDepth - 10
        let nested = "print " + String(repeating: "(", count: depth) + "nope" + String(repeating: ")", count: depth) + "\n"
        let analysis = ScriptAnalysis(text: chain + nested, folder: "", readFile: Self.readFile)
        #expect(analysis.diagnostics.map(Self.row) == ["runtime.unknown-variable 2:\(column)-2:\(column + 4) error",
                                                       "runtime.unknown-variable 3:7-3:\(11 + 2 * depth) error"])
    }
}
