import Foundation
import Testing

/// `mapscript lsp` end to end through pipes: diagnostics and each request of the features,
/// table-driven over documents and positions.
@Suite(.serialized)
struct LanguageServerFeatureTests {
    /// A folder with files the documents name: `lib.mapscript` (defines `helper()` and `shared`)
    /// and a `data/` folder holding `towns.geojson` (fields `population` and `NAME EN`);
    /// documents live beside them.
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-lsp-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder.appendingPathComponent("data"), withIntermediateDirectories: true)
        try! Data("let shared = 1\ndef helper() {\n  print shared\n}\n".utf8).write(to: folder.appendingPathComponent("lib.mapscript"))
        try! Data(#"{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": null, "properties": {"population": 9161, "NAME EN": "Cody"}}]}"#.utf8)
            .write(to: folder.appendingPathComponent("data/towns.geojson"))
        return folder
    }()

    /// The URI of a document in `folder`.
    static func uri(_ name: String) -> String { folder.appendingPathComponent(name).absoluteString }

    // MARK: - Diagnostics

    /// A document and the diagnostics it must get: `code line:char-line:char severity`, in order.
    struct DiagnosticCase: Sendable, CustomStringConvertible {
        let text: String
        let expected: [String]
        var encodings: [String]? = nil
        var related: [String] = []
        var description: String { text }
    }

    static let diagnosticCases: [DiagnosticCase] = [
        DiagnosticCase(text: "let x = 1\ndef f(a) {\n  print a + x + later\n}\nlet later = 2\nf(2)\nfor i in 1..3 { print i }\n", expected: []),
        DiagnosticCase(text: "zoom in by\n", expected: ["syntax.expected 0:10-0:10 1"]),
        DiagnosticCase(text: "let home = 44.5,-110.8\ngoto hom\n", expected: ["runtime.unknown-variable 1:5-1:8 1"]),
        DiagnosticCase(text: "basemap use imagry\n", expected: ["runtime.unknown-basemap 0:12-0:18 2"]),
        DiagnosticCase(text: "gallery add \"Mine\" style streets\nbasemap use mine\nmap new basemap nowhere\n",
                       expected: ["runtime.unknown-basemap 2:16-2:23 2"]),
        DiagnosticCase(text: "bookmark add \"A\"\nbookmark add \"B\"\nbookmark add \"A\"\n",
                       expected: ["runtime.duplicate-bookmark 2:13-2:16 2"], related: ["0:13-0:16 'A' was added here"]),
        DiagnosticCase(text: "bookmark add \"A\"\nbookmark clear\nbookmark add \"A\"\n", expected: []),
        DiagnosticCase(text: "print round()\n", expected: ["runtime.wrong-argument-count 0:6-0:13 1"]),
        DiagnosticCase(text: "def greet(n) {\n  print n\n}\ngreet(1, 2)\ngret(1)\n",
                       expected: ["runtime.wrong-argument-count 3:0-3:11 1", "runtime.unknown-procedure 4:0-4:4 1"],
                       related: ["0:4-0:9 'greet' is defined here"]),
        DiagnosticCase(text: "source \"missing.mapscript\"\nprint anything\n", expected: ["file.unreadable 0:7-0:26 1"]),
        DiagnosticCase(text: "source \"lib.mapscript\"\nhelper()\nprint shared\nprint other\n",
                       expected: ["runtime.unknown-variable 3:6-3:11 1"]),
        DiagnosticCase(text: "let f = \"lib.mapscript\"\nsource f\nprint anything\n", expected: []),
        DiagnosticCase(text: "n = 1\n", expected: ["runtime.undeclared-variable 0:0-0:1 1"]),
        DiagnosticCase(text: "bookmark add Home\n", expected: ["runtime.unknown-variable 0:13-0:17 1"]),
        // Columns count UTF-16 code units by default (the emoji is two), UTF-8 bytes when offered.
        DiagnosticCase(text: "print \"😀é\", nope\n", expected: ["runtime.unknown-variable 0:13-0:17 1"]),
        DiagnosticCase(text: "print \"😀é\", nope\n", expected: ["runtime.unknown-variable 0:16-0:20 1"], encodings: ["utf-8", "utf-16"]),
        DiagnosticCase(text: "print \"😀é\", nope\n", expected: ["runtime.unknown-variable 0:13-0:17 1"], encodings: ["utf-32", "utf-16"]),
        DiagnosticCase(text: "if true {\n  zoom in\n", expected: ["syntax.unclosed-block 1:9-1:9 1"], related: ["0:8-0:9 block opened here"]),
    ]

    /// `code line:char-line:char severity` of an LSP diagnostic.
    static func row(_ diagnostic: [String: Any]) -> String {
        let range = diagnostic["range"] as? [String: Any] ?? [:]
        return "\(diagnostic["code"] ?? "?") \(span(range)) \(diagnostic["severity"] ?? "?")"
    }

    /// `line:char-line:char` of an LSP range.
    static func span(_ range: [String: Any]) -> String {
        let start = range["start"] as? [String: Any] ?? [:], end = range["end"] as? [String: Any] ?? [:]
        return "\(start["line"] ?? "?"):\(start["character"] ?? "?")-\(end["line"] ?? "?"):\(end["character"] ?? "?")"
    }

    @Test(arguments: diagnosticCases)
    func diagnostics(_ testCase: DiagnosticCase) throws {
        let client = try LSPClient(directory: Self.folder)
        let result = try client.initialize(encodings: testCase.encodings)
        let capabilities = result["capabilities"] as? [String: Any]
        #expect(capabilities?["positionEncoding"] as? String == (testCase.encodings?.first == "utf-8" ? "utf-8" : "utf-16"))
        let published = try client.open(Self.uri("doc.mapscript"), testCase.text)
        let diagnostics = published["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.map(Self.row) == testCase.expected)
        #expect(diagnostics.allSatisfy { $0["source"] as? String == "mapscript" })
        let related = diagnostics.flatMap { $0["relatedInformation"] as? [[String: Any]] ?? [] }.map { info in
            "\(Self.span((info["location"] as? [String: Any])?["range"] as? [String: Any] ?? [:])) \(info["message"] ?? "")"
        }
        #expect(related == testCase.related)
        #expect(try client.shutDown() == 0)
        #expect(!client.sawGarbage)
    }

    // MARK: - Requests

    /// A request at a position of a document, and fragments its result's JSON (keys sorted,
    /// no spaces) must and must not hold.
    struct RequestCase: Sendable, CustomStringConvertible {
        let method: String
        let text: String
        let line: Int
        let character: Int
        let contains: [String]
        var excludes: [String] = []
        var description: String { "\(method) at \(line):\(character) of \(text.debugDescription)" }
    }

    static let requestCases: [RequestCase] = [
        // Completion: what the parser expects at the cursor, and the script's names.
        RequestCase(method: "textDocument/completion", text: "zo", line: 0, character: 2, contains: [#""label":"zoom""#]),
        RequestCase(method: "textDocument/completion", text: "zoom in ", line: 0, character: 8, contains: [#""label":"by""#],
                    excludes: [#""label":"zoom""#]),
        RequestCase(method: "textDocument/completion", text: "basemap use ima", line: 0, character: 15,
                    contains: [#""label":"imagery""#, #""newText":"imagery""#, #""range":{"end":{"character":15,"line":0},"start":{"character":12,"line":0}}"#]),
        RequestCase(method: "textDocument/completion", text: "graphic add point 1,2 color re", line: 0, character: 30, contains: [#""label":"red""#]),
        RequestCase(method: "textDocument/completion", text: "graphic add point 1,2 shape squ", line: 0, character: 31, contains: [#""label":"square""#]),
        RequestCase(method: "textDocument/completion", text: "bookmark add \"Old Faithful\"\ngoto \"Ol", line: 1, character: 8,
                    contains: [#""label":"Old Faithful""#]),
        RequestCase(method: "textDocument/completion", text: "def greet(n) {\n  print n\n}\nlet home = 1\ngr", line: 4, character: 2,
                    contains: [#""label":"greet(""#]),
        RequestCase(method: "textDocument/completion", text: "let home = 1\nprint ho", line: 1, character: 8, contains: [#""label":"home""#]),
        RequestCase(method: "textDocument/completion", text: "print viewpoint.sc", line: 0, character: 18, contains: [#""label":"viewpoint.scale""#]),
        RequestCase(method: "textDocument/completion", text: "source \"li", line: 0, character: 10, contains: [#""label":"lib.mapscript""#]),
        RequestCase(method: "textDocument/completion", text: "load \"da", line: 0, character: 8, contains: [#""label":"data/""#]),
        // A layer's fields, read from the file an earlier `layer add` names (by title or position).
        RequestCase(method: "textDocument/completion", text: "layer add \"data/towns.geojson\"\nlayer filter 1 where pop",
                    line: 1, character: 24, contains: [#""label":"population""#], excludes: [#""label":"NAME EN""#]),
        RequestCase(method: "textDocument/completion", text: "layer add \"data/towns.geojson\" title \"Towns\"\nlayer filter \"Towns\" where feature[\"N",
                    line: 1, character: 37, contains: [#""label":"NAME EN""#, #""newText":"NAME EN""#]),
        RequestCase(method: "textDocument/completion", text: "layer add \"data/towns.geojson\"\nlayer style \"towns\" by \"",
                    line: 1, character: 24, contains: [#""label":"NAME EN""#, #""label":"population""#]),
        RequestCase(method: "textDocument/completion",
                    text: "layer add service \"https://x.org/a/FeatureServer/0\"\nlayer add \"data/towns.geojson\"\nlayer filter 2 where pop\nlayer filter 1 where pop",
                    line: 2, character: 24, contains: [#""label":"population""#]),
        RequestCase(method: "textDocument/completion",
                    text: "layer add service \"https://x.org/a/FeatureServer/0\"\nlayer add \"data/towns.geojson\"\nlayer filter 1 where pop",
                    line: 2, character: 24, contains: [#""items":[]"#], excludes: [#""label":"population""#]),
        // Not known: the file is missing, the layer is added below, or by a variable.
        RequestCase(method: "textDocument/completion", text: "layer add \"data/missing.geojson\"\nlayer filter 1 where pop",
                    line: 1, character: 24, contains: [#""items":[]"#]),
        RequestCase(method: "textDocument/completion", text: "layer filter 1 where pop\nlayer add \"data/towns.geojson\"",
                    line: 0, character: 24, contains: [#""items":[]"#]),
        RequestCase(method: "textDocument/completion", text: "let f = \"data/towns.geojson\"\nlayer add f\nlayer filter 1 where pop",
                    line: 2, character: 24, contains: [#""items":[]"#]),
        // Hover: help text, signatures, properties, the script's definitions.
        RequestCase(method: "textDocument/hover", text: "zoom in", line: 0, character: 1, contains: ["zoom: change the scale"]),
        RequestCase(method: "textDocument/hover", text: "print round(1.5)", line: 0, character: 7, contains: ["round(x"]),
        RequestCase(method: "textDocument/hover", text: "def greet(n) {\n  print n\n}\ngreet(1)", line: 3, character: 1,
                    contains: ["def greet(n)", "defined at line 1"]),
        RequestCase(method: "textDocument/hover", text: "print viewpoint.scale", line: 0, character: 17, contains: ["**viewpoint.scale**"]),
        RequestCase(method: "textDocument/hover", text: "print 1", line: 0, character: 6, contains: [], excludes: ["contents"]),
        RequestCase(method: "textDocument/hover", text: "print layers[1].definitionExpression", line: 0, character: 20,
                    contains: ["definitionExpression", "SQL where clause"]),
        // Go to definition.
        RequestCase(method: "textDocument/definition", text: "let home = 1\nprint home", line: 1, character: 7,
                    contains: [#""range":{"end":{"character":8,"line":0},"start":{"character":4,"line":0}}"#, "doc.mapscript"]),
        RequestCase(method: "textDocument/definition", text: "bookmark add \"Home\"\ngoto \"Home\"", line: 1, character: 6,
                    contains: [#""start":{"character":13,"line":0}"#]),
        RequestCase(method: "textDocument/definition", text: "source \"lib.mapscript\"", line: 0, character: 10, contains: ["lib.mapscript\""]),
        RequestCase(method: "textDocument/definition", text: "source \"lib.mapscript\"\nhelper()", line: 1, character: 2,
                    contains: ["lib.mapscript\"", #""start":{"character":4,"line":1}"#]),
        RequestCase(method: "textDocument/definition", text: "def f() {\n  let x = 1\n  print x\n}", line: 2, character: 8,
                    contains: [#""start":{"character":6,"line":1}"#]),
        // Document symbols: procedures, top-level variables, bookmarks, graphics, gallery items.
        RequestCase(method: "textDocument/documentSymbol",
                    text: "let home = 1\ndef tour(a) {\n  let inner = a\n}\nbookmark add \"Falls\"\ngraphic add point 1,2 label \"Pin\"\ngallery add \"Mine\" style streets",
                    line: 0, character: 0,
                    contains: [#""name":"home""#, #""detail":"def tour(a)""#, #""name":"Falls""#, #""name":"Pin""#, #""name":"Mine""#],
                    excludes: [#""name":"inner""#, #""name":"a""#]),
    ]

    @Test(arguments: requestCases)
    func request(_ testCase: RequestCase) throws {
        let client = try LSPClient(directory: Self.folder)
        try client.initialize()
        let uri = Self.uri("doc.mapscript")
        try client.open(uri, testCase.text)
        let response = try client.call(testCase.method, ["textDocument": ["uri": uri],
                                                         "position": lspPosition(testCase.line, testCase.character)])
        #expect(response["error"] == nil)
        let result = response["result"] ?? NSNull()
        let data = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed])
        let json = String(decoding: data, as: UTF8.self)
        for fragment in testCase.contains { #expect(json.contains(fragment), "\(fragment) in \(json)") }
        for fragment in testCase.excludes { #expect(!json.contains(fragment), "\(fragment) in \(json)") }
        #expect(try client.shutDown() == 0)
        #expect(!client.sawGarbage)
    }

    /// Each fix-it of a diagnostic in the range is a quick fix; the best one is preferred.
    @Test func codeActionsAreTheFixIts() throws {
        let client = try LSPClient(directory: Self.folder)
        try client.initialize()
        let uri = Self.uri("doc.mapscript")
        let diagnostics = try client.open(uri, "zoom in\nbasemap use imagry\n")["diagnostics"] as? [[String: Any]] ?? []
        let response = try client.call("textDocument/codeAction", ["textDocument": ["uri": uri], "range": lspRange(1, 14, 1, 14),
                                                                   "context": ["diagnostics": diagnostics]])
        let actions = response["result"] as? [[String: Any]] ?? []
        #expect(actions.map { $0["title"] as? String } == ["Replace with imagery"])
        #expect(actions.first?["isPreferred"] as? Bool == true)
        #expect(actions.first?["kind"] as? String == "quickfix")
        let edits = ((actions.first?["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]]
        #expect(edits?.first.map { Self.span($0["range"] as? [String: Any] ?? [:]) } == "1:12-1:18")
        #expect(edits?.first?["newText"] as? String == "imagery")
        let none = try client.call("textDocument/codeAction", ["textDocument": ["uri": uri], "range": lspRange(0, 0, 0, 2),
                                                               "context": ["diagnostics": []]])
        #expect((none["result"] as? [Any])?.isEmpty == true)
        #expect(try client.shutDown() == 0)
    }
}
