import Testing
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// A field compared with a number, `f["pop"] > 500000` in a condition and `pop > 500000` in a
/// `layer filter`, is worked out where the field is when it is a number; whatever the fields
/// hold (missing, null, strings, Booleans, exact integers past 2^53, fields in another order),
/// a run says and does what the general forms do. The general form of each script reads the
/// field through an expression that is not a variable (`[f][1]["pop"]`) and compares with a
/// number that is not a literal nor a variable (`[500000][1]`).
@Suite struct FieldComparisonTests {
    /// Where every feature is, so that `identify` there lists the features a filter keeps.
    static let point = #"{"type": "Point", "coordinates": [-110, 45]}"#

    /// Numbers, a null, a missing field, exact integers (2^53 + 1 and its negative), fields
    /// listed in another order.
    static let odd = """
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "properties": {"name": "a", "pop": 600000}, "geometry": \(point)},
          {"type": "Feature", "properties": {"name": "b", "pop": 100}, "geometry": \(point)},
          {"type": "Feature", "properties": {"pop": null, "name": "c"}, "geometry": \(point)},
          {"type": "Feature", "properties": {"name": "d"}, "geometry": \(point)},
          {"type": "Feature", "properties": {"name": "e", "pop": 9007199254740993}, "geometry": \(point)},
          {"type": "Feature", "properties": {"pop": -9007199254740993, "name": "f"}, "geometry": \(point)},
          {"type": "Feature", "properties": {"name": "g", "pop": 500000}, "geometry": \(point)}
        ]}
        """

    /// A number, then a string and a Boolean, which no comparison with a number takes.
    static let bad = """
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "properties": {"name": "a", "pop": 7}, "geometry": \(point)},
          {"type": "Feature", "properties": {"name": "b", "pop": "many"}, "geometry": \(point)},
          {"type": "Feature", "properties": {"name": "c", "pop": true}, "geometry": \(point)}
        ]}
        """

    static let comparisons = [
        "> 500000", ">= 500000", "< 100", "<= 100", "== 100", "!= 100", "> -1",
        ">= 9007199254740992", "> 9007199254740992", "< -9007199254740992", "== 9007199254740993", "> limit", "< text",
    ]

    @Test(arguments: ["odd.geojson", "bad.geojson"], comparisons)
    func aFilterComparingAFieldIsTheGeneralFilter(file: String, comparison: String) {
        let script = """
            let limit = 500000
            let text = "x"
            layer add "\(file)"
            layer filter 1 where pop \(comparison)
            goto 45,-110 scale 1:20000000
            identify 45,-110 tolerance 10
            """
        expectSameRun(script, Self.general(script, "pop \(comparison)"))
    }

    @Test(arguments: ["odd.geojson", "bad.geojson"], comparisons)
    func aConditionComparingAFieldIsTheGeneralCondition(file: String, comparison: String) {
        let script = """
            let limit = 500000
            let text = "x"
            layer add "\(file)"
            for f in layers[1].features { if f["pop"] \(comparison) { print f["name"] } else { print "-" } }
            """
        expectSameRun(script, Self.general(script, "f[\"pop\"] \(comparison)"))
    }

    @Test(arguments: [
        // A global feature, a parameter, and variables holding no feature.
        "layer add \"odd.geojson\"\nlet f = layers[1].features[5]\nif f[\"pop\"] >= 9007199254740993 { print \"exact\" }",
        "layer add \"odd.geojson\"\ndef big(f) {\n if f[\"pop\"] > 500000 { return f[\"name\"] }\n return \"-\"\n}\nfor g in layers[1].features { print big(g) }",
        "let f = [1]\nif f[\"pop\"] > 5 { print \"?\" }",
        "let f = \"text\"\nif f[\"pop\"] > 5 { print \"?\" }",
        "let f = 3\nif f[\"pop\"] > 5 { print \"?\" }",
    ])
    func aFieldOfAVariableComparedIsTheGeneralComparison(script: String) {
        let general = script.replacingOccurrences(of: "f[\"pop\"]", with: "[f][1][\"pop\"]")
            .replacingOccurrences(of: "> 500000", with: "> [500000][1]").replacingOccurrences(of: "> 5 ", with: "> [5][1] ")
            .replacingOccurrences(of: ">= 9007199254740993", with: ">= [9007199254740993][1]")
        expectSameRun(script, general)
    }

    /// `script` with `comparison` (`LEFT OP RIGHT`) written the general way.
    private static func general(_ script: String, _ comparison: String) -> String {
        let parts = comparison.split(separator: " ", maxSplits: 2).map(String.init)
        let left = parts[0] == "f[\"pop\"]" ? "[f][1][\"pop\"]" : parts[0]
        return script.replacingOccurrences(of: comparison, with: "\(left) \(parts[1]) [\(parts[2])][1]")
    }

    /// Runs both scripts beside `odd.geojson` and `bad.geojson`, going on after an error so
    /// that a loop meets every feature (see `expectSameRun`).
    private func expectSameRun(_ fast: String, _ general: String) {
        MapScriptTests.expectSameRun(fast, general, files: ["odd.geojson": Self.odd, "bad.geojson": Self.bad], keepGoing: true)
    }
}
