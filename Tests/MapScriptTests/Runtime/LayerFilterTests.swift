import Foundation
import Testing
@testable import MapScriptSyntax

/// `layer filter L where EXPR | off`: which features a condition keeps, what it reads, its
/// errors, and that the filter is drawn, identified, exported, saved and loaded.
@Suite struct LayerFilterTests {
    /// Runs `source` in a folder holding `shapes.geojson` (LayerCommandTests' three features:
    /// Cody (pop 9161), a lake (pop null) and Bozeman (pop 37280)).
    private func run(_ source: String, keepGoing: Bool = false, inspect: (String) -> Void = { _ in }) -> RunResult {
        var result: RunResult?
        withFolder(["shapes.geojson": LayerCommandTests.shapes]) { folder in
            writeFile(folder + "/t.mapscript", source)
            result = runFile(folder + "/t.mapscript", keepGoing: keepGoing)
            inspect(folder)
        }
        return result!
    }

    /// The names of the features shown after `layer filter 1 where CONDITION`.
    @Test(arguments: [
        ("pop > 10000", "Bozeman"),
        ("pop > 1000 and pop < 10000", "Cody"),
        // The lake's pop is null: `pop > 1` is a type error there, so it is left out; `==` is not.
        ("pop > 1", "Cody Bozeman"),
        ("pop == \"\"", "Lake"),
        ("name != \"Lake\"", "Cody Bozeman"),
        ("not (name == \"Cody\")", "Lake Bozeman"),
        ("feature.geometry == \"Polygon\"", "Lake"),
        ("area(feature) > 0", "Lake"),
        ("feature[\"name\"] == limit", "Cody"),
        ("tags == [\"a\"]", "Cody"),
        ("true", "Cody Lake Bozeman"),
        ("false", ""),
    ])
    func keeps(condition: String, expected: String) {
        let result = run("""
            let limit = "Cody"
            layer add "shapes.geojson"
            layer filter 1 where \(condition)
            goto 45,-110 scale 1:20000000
            identify 45.1,-110.05 tolerance 300
            """)
        #expect(result.err == "")
        let shown = result.out.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "name=\"") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
        #expect(shown.sorted() == expected.split(separator: " ").map(String.init).sorted())
    }

    @Test(arguments: [
        ("layer filter 1 where nmae == 1", "t.mapscript:2:22: error: layer 'shapes' has no field 'nmae'; did you mean 'name'?",
         DiagnosticID.unknownField),
        ("layer filter 1 where name", "t.mapscript:2:22: error: a filter must be true or false, found a string for feature 1 of 'shapes'",
         .typeMismatch),
        ("layer filter 1 where name / 2 > 1", "t.mapscript:2:22: error: feature 1 of 'shapes': '/' needs numbers, found a string",
         .invalidOperands),
        ("layer filter 1", "t.mapscript:2:15: error: expected 'where' or 'off' in 'layer filter'", .missingClause),
        ("layer filter 1 where true off", "t.mapscript:2:27: error: 'where' and 'off' cannot both be given", .conflictingClauses),
        ("layer filter 2 off", "t.mapscript:2:14: error: no layer 2 (there is 1)", .noLayer),
    ])
    func errors(line: String, expected: String, id: DiagnosticID) {
        let result = run("layer add \"shapes.geojson\"\n" + line + "\nlayer list\n", keepGoing: true)
        #expect(result.firstError.replacingOccurrences(of: #"^.*/t\.mapscript"#, with: "t.mapscript", options: .regularExpression) == expected)
        #expect(result.interpreter.collectedDiagnostics.first?.id == id)
        // A failed filter changes nothing.
        #expect(result.out.contains("3 features  yes") && !result.out.contains("shown"))
    }

    /// `layer list` counts what shows; `off` shows all again; `save` keeps the condition as
    /// source and `load` evaluates it again; a file whose filter no longer fits fails whole.
    @Test func listSaveLoadAndOff() {
        let result = run("""
            layer add "shapes.geojson" title "Towns"
            layer filter "Towns" where pop > 10000 or name == "Cody"
            layer list
            save "s.json"
            layer filter 1 off
            layer list
            load "s.json"
            layer list
            save "t.json"
            """) { folder in
            let saved = (try? String(contentsOfFile: folder + "/s.json", encoding: .utf8)) ?? ""
            #expect(saved.contains(#""filter":"pop > 10000 or name == \"Cody\"""#))
            #expect(saved == (try? String(contentsOfFile: folder + "/t.json", encoding: .utf8)))
        }
        #expect(result.err == "")
        #expect(result.out.components(separatedBy: "3 features, 2 shown").count == 3)
        #expect(result.out.contains("3 features  yes"))
    }

    /// Issue 36, 3.7: a filter that reads script variables is saved with their values, so
    /// that `load` in a fresh session (where they do not exist) keeps the same features.
    @Test(arguments: [
        ("let limit = 10000", "pop > limit", #"pop > 10000"#),
        ("let limit = -1", "pop > limit", #"pop > -1"#),
        ("let who = \"Cody\"", "name == who or name == \"${who}x\"", "name == \"Cody\" or name == \"${\"Cody\"}x\""),
        ("let names = [\"Cody\", \"Bozeman\"]", "name == names[2]", "name == [\"Cody\", \"Bozeman\"][2]"),
        ("let pop = 5", "pop > 10000", #"pop > 10000"#),
    ])
    func aFilterSavesTheValuesOfItsVariables(declaration: String, condition: String, saved expected: String) {
        withFolder(["shapes.geojson": LayerCommandTests.shapes]) { folder in
            writeFile(folder + "/save.mapscript", """
                \(declaration)
                layer add "shapes.geojson"
                layer filter 1 where \(condition)
                save "s.json"
                layer list
                """)
            let saving = runFile(folder + "/save.mapscript")
            #expect(saving.err == "")
            let saved = (try? String(contentsOfFile: folder + "/s.json", encoding: .utf8)) ?? ""
            let json = #""filter":""# + expected.replacingOccurrences(of: "\"", with: "\\\"") + #"""#
            #expect(saved.contains(json), "\(saved)")
            writeFile(folder + "/load.mapscript", "load \"s.json\"\nlayer list\n")
            let loading = runFile(folder + "/load.mapscript")
            #expect(loading.err == "")
            #expect(loading.out == saving.out)
        }
    }

    @Test func aSavedFilterThatNoLongerFitsFailsTheWholeLoad() {
        withFolder(["shapes.geojson": LayerCommandTests.shapes]) { folder in
            writeFile(folder + "/save.mapscript", "layer add \"shapes.geojson\"\nlayer filter 1 where pop > 1\nsave \"s.json\"\n")
            #expect(runFile(folder + "/save.mapscript").err == "")
            writeFile(folder + "/shapes.geojson", #"{"type":"Point","coordinates":[1,2]}"#)
            writeFile(folder + "/t.mapscript", "bookmark add \"Kept\" at 1,2\nload \"s.json\"\nbookmark list\n")
            let result = runFile(folder + "/t.mapscript", keepGoing: true)
            #expect(result.firstError.hasSuffix("error: the filter of layer 'shapes' (pop > 1): layer 'shapes' has no field 'pop'"))
            #expect(result.out.contains("Kept"))
        }
    }

    /// A web map's feature collection keeps its filter through `save` and `load` too.
    @Test func aFeatureCollectionKeepsItsFilter() {
        let webMap = #"{"version":"2.30","baseMap":{"title":"Topographic","baseMapLayers":[]},"operationalLayers":[{"id":"n","title":"Notes","featureCollection":{"layers":[{"featureSet":{"#
            + #""spatialReference":{"wkid":4326},"features":[{"geometry":{"x":1,"y":2},"attributes":{"n":1}},"#
            + #"{"geometry":{"x":3,"y":4},"attributes":{"n":2}}]}}]}}]}"#
        var saved = ""
        withFolder(["map.json": webMap]) { folder in
            writeFile(folder + "/t.mapscript", """
                import webmap "map.json"
                layer filter "Notes" where n > 1
                save "s.json"
                load "s.json"
                layer list
                save "t.json"
                """)
            let result = runFile(folder + "/t.mapscript")
            #expect(result.err == "")
            #expect(result.out.contains("2 features, 1 shown"))
            saved = (try? String(contentsOfFile: folder + "/s.json", encoding: .utf8)) ?? ""
            #expect(saved == (try? String(contentsOfFile: folder + "/t.json", encoding: .utf8)))
        }
        #expect(saved.contains(#""filter":"n > 1""#))
    }

    /// The condition as saved parses back to the same tree, for expressions of every form.
    @Test(arguments: [
        "a + b * c", "(a + b) * c", "a - (b - c)", "a - b - c", "-x", "-(5)", "- -5", "-(-x)", "a * -5", "not a == b",
        "not (a and b)", "(not a) == b", "a or b and c", "(a or b) and c", "a == (b == c)", "(a < b) == c", "\"q\\\"${x + 1}\\$\"",
        "[1, \"two\", (3, 4)]", "f(1, g(x))", "xs[1].name", "(a + b).count", "(44.5, -110.8)", "1e-07 + 1e+21 + 0.1", "a % b / c",
        "\"tab\\tnew\\nline\"", "true and not false",
    ])
    func sourceTextParsesBack(text: String) throws {
        let parsed = try #require(Self.expression("print " + text))
        let again = try #require(Self.expression("print " + parsed.sourceText), "\(parsed.sourceText)")
        #expect(SExpression.of(again) == SExpression.of(parsed), "\(text) was written \(parsed.sourceText)")
    }

    /// A flat chain as long as the parser accepts is written without deep parentheses.
    @Test func aLongChainIsWrittenFlat() throws {
        let text = (1...5_000).map(String.init).joined(separator: " + ")
        let parsed = try #require(Self.expression("print " + text))
        #expect(parsed.sourceText == text)
    }

    /// The one expression of `print EXPR`, or nil on a syntax error.
    static func expression(_ source: String) -> Expr? {
        var parser = Parser(text: source)
        guard case .statement(let statement)? = parser.next(), case .print(let items) = statement.kind, items.count == 1 else { return nil }
        return items[0]
    }
}
