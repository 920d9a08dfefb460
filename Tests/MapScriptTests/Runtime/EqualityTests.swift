import Testing
@testable import MapScriptRuntime

/// `==` and `!=` compare two numbers or two strings as they are, without making either side
/// plain first; every other pair goes the general way. Each script marks the operands `«...»`;
/// the general form puts each in a list (`[a] == [b]`), which compares item by item the same
/// way and takes no fast path, so both must print and report the same.
@Suite struct EqualityTests {
    @Test(arguments: [
        // Numbers and strings, equal or not, and across kinds.
        "print «1» == «1», «1» == «2», «1» != «1», «0.1 + 0.2» == «0.3»",
        "print «\"a\"» == «\"a\"», «\"a\"» != «\"b\"», «\"é\"» == «\"e\\u{301}\"»",
        "print «1» == «\"1\"», «\"1\"» != «1», «true» == «1», «1» == «true»",
        // Lists, coordinates, session objects, NaN.
        "let p = 44.5,-110.8\nprint «[1, 2]» == «[1, 2]», «p» == «p», «bookmarks» == «bookmarks»",
        "bookmark add \"A\"\nprint «bookmarks» == «[]», «bookmarks[1]» == «bookmarks[1]»",
        "let n = 0 / 0\nprint «n» == «n», «n» != «n»",
        // A right side that fails, and one that calls.
        "print «1» == «nothing»",
        "def f(x) { return x * 2 }\nprint «f(2)» == «4», «\"x\"» == «f(1)»",
        // A filter by a string field, and fields that are numbers, null or missing.
        "layer add \"p.geojson\"\nlayer filter 1 where «name» == «\"b\"»\ngoto 45,-110 scale 1:20000000\nidentify 45,-110 tolerance 10",
        "layer add \"p.geojson\"\nlayer filter 1 where «name» != «\"b\"»\ngoto 45,-110 scale 1:20000000\nidentify 45,-110 tolerance 10",
        "layer add \"p.geojson\"\nlayer filter 1 where «pop» == «7»\ngoto 45,-110 scale 1:20000000\nidentify 45,-110 tolerance 10",
    ])
    func equalityIsTheGeneralEquality(script: String) {
        let fast = script.replacingOccurrences(of: "«", with: "").replacingOccurrences(of: "»", with: "")
        let general = script.replacingOccurrences(of: "«", with: "[").replacingOccurrences(of: "»", with: "]")
        expectSameRun(fast, general, files: ["p.geojson": Self.layer])
    }

    /// Features at one place, so that `identify` there lists those a filter keeps: names,
    /// numbers, a null and a missing field.
    static let layer = """
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "properties": {"name": "a", "pop": 7}, "geometry": {"type": "Point", "coordinates": [-110, 45]}},
          {"type": "Feature", "properties": {"name": "b", "pop": "7"}, "geometry": {"type": "Point", "coordinates": [-110, 45]}},
          {"type": "Feature", "properties": {"name": null, "pop": 8}, "geometry": {"type": "Point", "coordinates": [-110, 45]}},
          {"type": "Feature", "properties": {"pop": 7}, "geometry": {"type": "Point", "coordinates": [-110, 45]}}
        ]}
        """

    /// Strings compare as `String` does, alone and in lists alike (canonically equivalent
    /// spellings are equal; in a list they were once compared by their UTF-8 lengths first).
    @Test func equivalentSpellingsAreEqualAloneAndInLists() {
        var result: RunResult?
        withFolder(["t.mapscript": "print \"é\" == \"e\\u{301}\", [\"é\"] == [\"e\\u{301}\"], \"a\" == \"b\", [\"a\"] == [\"ab\"]"]) {
            result = runFile($0 + "/t.mapscript")
        }
        #expect(result?.out == "true true false false\n", "\(result?.err ?? "")")
    }
}
