import Foundation
import Testing
@testable import MapScriptSyntax
@testable import mapscript
import TextSupport

/// The defects of issue 36, section 3 ("defects and frictions"), each pinned by what a script
/// prints or the error it gets. Every row failed before its fix.
@Suite struct Issue36DefectTests {
    // MARK: - 3.4: one way to write a scale

    /// A scale shown to people is `1:` and a whole number with grouped thousands (two decimals
    /// at most below 1:10); what a script reads and what files keep stay exact.
    @Test(arguments: [
        (1026514.2871496597, "1:1,026,514"), (40000, "1:40,000"), (2710110.4, "1:2,710,110"), (6000, "1:6,000"),
        (999.5, "1:1,000"), (591657527.591555, "1:591,657,528"), (10, "1:10"), (9.996, "1:10"), (2.5, "1:2.5"),
        (1, "1:1"), (1.25, "1:1.25"), (3779.527559055118, "1:3,780"),
    ])
    func scaleText(value: Double, text: String) {
        #expect(NumberFormat.scale(value) == text)
    }

    static let scaleOutputs: [(String, String)] = [
        ("goto 44.525,-110.838 scale 1026514.2871496597\nwhere", "44.525,-110.838 1:1,026,514 rotation 0\n"),
        ("goto 44.525,-110.838 scale 40000\nprint viewpoint", "44.525,-110.838 1:40,000 rotation 0\n"),
        ("goto 44.525,-110.838 scale 40000\nprint \"${viewpoint}\"", "44.525,-110.838 1:40,000 rotation 0\n"),
        ("goto 1,2 scale 2710110.4\nbookmark add \"A\"\nbookmark list",
         "#  name  latitude  longitude        scale  rotation\n1  A            1          2  1:2,710,110         0\n"),
        ("goto 1,2 scale 6000.4\nprint viewpoint.scale", "6000.4\n"),
    ]

    @Test(arguments: scaleOutputs)
    func scalesInText(source: String, expected: String) {
        let result = run(source)
        #expect(result.err == "")
        #expect(result.out == expected)
    }

    @Test func viewpointTableShowsTheScaleOneWay() {
        let result = run("goto 1,2 scale 1026514.2871496597\nviewpoint")
        #expect(result.out.contains("scale     1:1,026,514\n"))
    }

    // MARK: - 3.6: the call chain of a runtime error

    /// An error in a procedure names each call that led there, innermost first, in the script
    /// each call is in; a sourced file's error names the `source` that ran it.
    @Test func anErrorInAProcedureNamesItsCallChain() {
        let result = run("def leg(n) {\n  goto n\n}\ndef tour(k) {\n  leg(k + 5)\n}\ntour(2)\n")
        #expect(result.err == """
            t.mapscript:2:8: error: no bookmarks
              goto n
                   ^
            note: in leg(7) at t.mapscript:5:3
            note: in tour(2) at t.mapscript:7:1

            """)
        let notes = result.interpreter.collectedDiagnostics.first?.notes ?? []
        #expect(notes.map(\.callSite?.file) == ["t.mapscript", "t.mapscript"])
        #expect(notes.map(\.range.start.line) == [5, 7])
    }

    /// `--format json` gives each call its file and position.
    @Test func theCallChainInJSON() {
        let result = run("def leg(n) {\n  goto n\n}\nleg(3)\n")
        guard let diagnostic = result.interpreter.collectedDiagnostics.first else { Issue.record("no diagnostic"); return }
        let json = JSONDiagnosticRenderer().render(diagnostic, file: "t.mapscript")
        #expect(json.contains(#""notes":[{"file":"t.mapscript","line":4,"column":1,"endLine":4,"endColumn":7,"message":"in leg(3)"}]"#),
                "\(json)")
    }

    @Test func anErrorAtTheTopLevelHasNoChain() {
        let result = run("goto 3\n")
        #expect(result.interpreter.collectedDiagnostics.first?.notes.isEmpty == true)
    }

    @Test func anErrorInASourcedFileNamesTheSourceAndTheCalls() {
        withFolder([:]) { folder in
            writeFile(folder + "/lib.mapscript", "def inlib(s) {\n  zoom to s\n}\nprint \"lib\"\ninlib(0)\n")
            writeFile(folder + "/demo.mapscript", "print 1\nsource \"lib.mapscript\"\n")
            let result = runFile(folder + "/demo.mapscript")
            #expect(result.err.hasSuffix("""
                note: in inlib(0) at \(folder)/lib.mapscript:5:1
                note: in source '\(folder)/lib.mapscript' at \(folder)/demo.mapscript:2:1

                """), "\(result.err)")
            // A procedure defined in the sourced file, called from the including script: the
            // error is in the library, the call in the including script.
            writeFile(folder + "/lib.mapscript", "def inlib(s) {\n  zoom to s\n}\n")
            writeFile(folder + "/main.mapscript", "source \"lib.mapscript\"\ninlib(-1)\n")
            let called = runFile(folder + "/main.mapscript")
            #expect(called.err.hasPrefix("\(folder)/lib.mapscript:2:11: error: "), "\(called.err)")
            #expect(called.err.hasSuffix("note: in inlib(-1) at \(folder)/main.mapscript:2:1\n"), "\(called.err)")
        }
    }

    @Test func aRunawayRecursionNamesOnlyItsInnermostCalls() {
        let result = onLargeStack { run("def r(n) { r(n + 1) }\nr(1)\n") }
        let notes = result.interpreter.collectedDiagnostics.first?.notes ?? []
        #expect(notes.count == Diagnostic.callChainLimit)
        #expect(notes.first?.message.hasPrefix("in r(") == true)
    }

    // MARK: - 3.8: a layer's title and scale range

    @Test func titleAndScaleRangeAreSetSavedAndExported() throws {
        try withFolder([:]) { folder in
            writeFile(folder + "/t.mapscript", """
                layer add service "https://example.org/arcgis/rest/services/Parcels/FeatureServer/0"
                layer title "Parcels" "Tax parcels"
                layer scale "Tax parcels" min 1:100000 max 1:1000
                print layers[1].title, layers[1].minScale, layers[1].maxScale
                save "s.json"
                export webmap "w.json"
                layer scale 1 max 500
                print layers[1].minScale, layers[1].maxScale
                layer scale 1
                print layers[1].minScale, layers[1].maxScale
                load "s.json"
                print layers[1].title, layers[1].minScale, layers[1].maxScale
                """)
            let result = runFile(folder + "/t.mapscript")
            #expect(result.err == "")
            #expect(result.out.hasPrefix("Tax parcels 100000 1000\n"))
            #expect(result.out.contains("0 500\n0 0\nTax parcels 100000 1000\n"))
            let webMap = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/w.json"))) as? [String: Any]
            let layer = (webMap?["operationalLayers"] as? [[String: Any]])?.first
            #expect(layer?["title"] as? String == "Tax parcels")
            #expect(layer?["minScale"] as? Double == 100000)
            #expect(layer?["maxScale"] as? Double == 1000)
        }
    }

    @Test(arguments: [
        ("layer title 1 \"\"", "t.mapscript:2:15: error: "),
        ("layer scale 1 min 1000 max 5000", "t.mapscript:2:"),
        ("layer scale 2 min 1000", "t.mapscript:2:13: error: no layer 2 (there is 1)"),
        ("layer title 1", "t.mapscript:2:14: error: expected a layer title after '1', found end of input"),
    ])
    func titleAndScaleErrors(line: String, prefix: String) {
        let result = run("layer add service \"https://example.org/arcgis/rest/services/Parcels/FeatureServer/0\"\n" + line)
        #expect(result.firstError.hasPrefix(prefix), "\(result.firstError)")
    }
}
