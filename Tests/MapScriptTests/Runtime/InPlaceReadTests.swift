import Testing
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// `l[i]` and `f["name"]` of a variable look at the list or feature where it is, and
/// `value > NUMBER` in a condition compares a number with the constant directly; whatever the
/// values are, a run says and does what the general forms do. The general form of each script
/// reads the variable through an expression that is not a variable (`[l][1][i]`), and compares
/// with a number that is not a literal (`o * 5`, `o` being 1), so the same output and errors
/// must come out of both.
@Suite struct InPlaceReadTests {
    @Test(arguments: [
        // Lists: global, local, a parameter; out of range, a fraction, not a list.
        "let l = [1, 2, 3]\nprint l[2], l[3]",
        "let l = [1, 2, 3]\nprint l[4]",
        "let l = [1, 2, 3]\nlet i = 1.5\nprint l[i]",
        "let l = \"abc\"\nprint l[2]",
        "let l = 7\nprint l[1]",
        "let l = [[1, 2], [3]]\nprint l[1], l[2]",
        "def f(l) { return l[2] }\nprint f([5, 6])",
        "for l in [[1], [2, 3]] { print l[1] }",
        "def f(l) { return l[2] }\nprint f(\"xy\")",
        // Features: global, a loop variable, a missing field, not a feature.
        "layer add \"shapes.geojson\"\nlet f = layers[1].features[1]\nprint f[\"name\"], f[\"pop\"]",
        "layer add \"shapes.geojson\"\nfor f in layers[1].features { print f[\"name\"], f[\"pop\"] }",
        "layer add \"shapes.geojson\"\nlet f = layers[1].features[1]\nprint f[\"nothing\"]",
        "let f = [1]\nprint f[\"name\"]",
        "let f = \"text\"\nprint f[\"name\"]",
    ])
    func anItemReadInPlaceIsTheGeneralRead(script: String) {
        let general = script.replacingOccurrences(of: "l[", with: "[l][1][").replacingOccurrences(of: "f[\"", with: "[f][1][\"")
        expectSameRun(script, general)
    }

    @Test(arguments: [
        // A field, a call (evaluated once), a property; strings, null and missing fields.
        "layer add \"shapes.geojson\"\nfor f in layers[1].features { if f[\"pop\"] > 10000 { print f[\"name\"] } }",
        "layer add \"shapes.geojson\"\nfor f in layers[1].features { if f[\"pop\"] <= 9161 { print f[\"name\"] } }",
        "layer add \"shapes.geojson\"\nfor f in layers[1].features { if f[\"name\"] > 5 { print f[\"name\"] } }",
        "def g() { print \"g\"\n return 3 }\nif g() > 2 { print \"yes\" }\nif g() >= 5 { print \"no\" }",
        "let l = [1, 2]\nif l.count < 5 { print \"short\" }",
        "let s = \"abc\"\nif s < 5 { print \"?\" }",
        "let b = true\nif b > 0 { print \"?\" }",
        "let l = [4, 5]\nlet n = 0\nfor i in 1..2 { if l[i] >= 5 { n = n + 1 } }\nprint n",
    ])
    func aComparisonWithAConstantIsTheGeneralComparison(script: String) {
        var general = script
        for constant in ["10000", "9161", "5", "2", "0"] {
            general = general.replacingOccurrences(of: " \(constant) {", with: " o * \(constant) {")
        }
        expectSameRun(script, "let o = 1\n" + general)
    }

    /// Runs both scripts beside `shapes.geojson` (see `expectSameRun`); the general form may
    /// also say `let o = 1` first, and must differ from the fast one in more than that.
    private func expectSameRun(_ fast: String, _ general: String) {
        #expect(fast != general.replacingOccurrences(of: "let o = 1\n", with: ""), "no general form made of \(fast)")
        MapScriptTests.expectSameRun(fast, general, files: ["shapes.geojson": LayerCommandTests.shapes])
    }
}
