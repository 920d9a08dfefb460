import Testing
@testable import MapScriptRuntime

/// Completion of a layer's field names from the live session: bare after `layer filter L
/// where`, quoted after `layer style L by` and after `feature[` or any feature's `[`.
@Suite struct CompleterFieldTests {
    /// Two towns with fields `name`, `pop`, `NAME EN` (not a word) and `and` (a keyword).
    static let towns = #"""
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "properties": {"name": "Cody", "pop": 9161, "NAME EN": "Cody", "and": 1},
           "geometry": {"type": "Point", "coordinates": [-109.0564, 44.5261]}},
          {"type": "Feature", "properties": {"name": "Bozeman", "zone_2": "b"},
           "geometry": {"type": "Point", "coordinates": [-111.0429, 45.6793]}}
        ]}
        """#
    /// A lake with one field, `kind`.
    static let lakes = #"""
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "properties": {"kind": "lake"}, "geometry": {"type": "Point", "coordinates": [-110.4, 44.4]}}
        ]}
        """#

    /// The candidates for `word` after `context` in a session holding the layers `Towns` (1)
    /// and `lakes` (2), a variable naming each, and `f`, the first town.
    static func complete(_ context: String, _ word: String) -> Completion {
        var completion: Completion?
        withFolder(["towns.geojson": towns, "lakes.geojson": lakes]) { folder in
            let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics())
            let result = run("""
                layer add "\(folder)/towns.geojson" title "Towns"
                layer add "\(folder)/lakes.geojson"
                let towns = "Towns"
                let second = 2
                let f = layers[1].features[1]
                """, interpreter: interpreter)
            #expect(result.err == "")
            completion = Completer(names: interpreter).complete(context: context, word: word)
        }
        return completion!
    }

    static let allFields = ["NAME EN", "and", "name", "pop", "zone_2"]

    @Test(arguments: [
        // Bare names after `where`: the fields that are words (not `NAME EN`, not `and`), and
        // `feature`, besides the variables.
        ("layer filter 1 where po", "po", ["pop"]),
        ("layer filter 1 where na", "na", ["name"]),
        ("layer filter 1 where z", "z", ["zone_2"]),
        ("layer filter 1 where N", "N", []),
        ("layer filter 1 where an", "an", []),
        ("layer filter 1 where fe", "fe", ["feature"]),
        ("layer filter 1 where pop > 1000 and na", "na", ["name"]),
        ("layer filter 1 where (pop > 1000 or na", "na", ["name"]),
        ("layer filter 1 where t", "t", ["tables", "towns"]),
        // The layer by position, title or variable; only that layer's fields.
        ("layer filter 2 where k", "k", ["keys(", "kind"]),
        ("layer filter 1 where k", "k", ["keys("]),
        ("layer filter \"Towns\" where na", "na", ["name"]),
        ("layer filter \"lakes\" where k", "k", ["keys(", "kind"]),
        ("layer filter towns where po", "po", ["pop"]),
        ("layer filter second where k", "k", ["keys(", "kind"]),
        // No such layer, or not yet at `where`: no fields.
        ("layer filter 9 where na", "na", []),
        ("layer filter \"Nowhere\" where na", "na", []),
        ("layer filter 1 ", "", ["off", "where"]),
        ("layer filter 1 where pop > 1 ", "", []),
        // Quoted: any field, after `feature[` in a filter and after `by`.
        ("layer filter 1 where feature[\"", "", allFields),
        ("layer filter 1 where feature[\"NA", "NA", ["NAME EN"]),
        ("layer filter 2 where feature[\"", "", ["kind"]),
        ("layer style 1 by \"", "", allFields),
        ("layer style \"Towns\" color red by \"p", "p", ["pop"]),
        ("layer style lakes by \"", "", []),
        ("layer style 2 width 2 by \"", "", ["kind"]),
        // A feature's keys, wherever the feature comes from.
        ("print f[\"", "", ["NAME EN", "and", "name", "pop"]),
        ("print f[\"p", "p", ["pop"]),
        ("print layers[1].features[2][\"", "", ["name", "zone_2"]),
        ("print layers[\"Towns\"].features[1][\"na", "na", ["name"]),
        ("if f[\"pop\"] > 1 and f[\"z", "z", []),
        // Not a feature, or not a plain read: what a quote offers elsewhere (layer titles).
        ("print towns[\"", "", []),
        ("layer hide \"", "", ["Towns", "lakes"]),
    ])
    func fields(context: String, word: String, expected: [String]) {
        #expect(Self.complete(context, word) == .words(expected))
    }

    @Test(arguments: [
        ("layer filter 1 where", "filter", Completer.LayerOperand.position(1), false),
        ("layer filter 1 where ", "filter", .position(1), true),
        ("layer  filter \"A \\\"b\\\"\" where x", "filter", .title("A \"b\""), true),
        ("layer style lakes by ", "style", .name("lakes"), false),
    ])
    func layerCommand(statement: String, command: String, operand: Completer.LayerOperand, afterWhere: Bool) throws {
        let found = try #require(Completer.layerCommand(statement))
        #expect(found.command == command && found.operand == operand && found.afterWhere == afterWhere)
    }

    @Test(arguments: ["layer hide 1 ", "layer filter", "layer filter 1", "layer filter \"A", "layer filter a.b where ", "goto 1"])
    func noLayerCommand(statement: String) {
        #expect(Completer.layerCommand(statement) == nil)
    }

    @Test(arguments: [
        ("print f", "f"), ("x + layers[1].features[2]", "layers[1].features[2]"),
        ("layers[\"a [b\"].features[1]", "layers[\"a [b\"].features[1]"), ("feature", "feature"), ("(", ""),
    ])
    func indexBase(text: String, base: String) {
        #expect(Completer.indexBase(text) == base)
    }
}
