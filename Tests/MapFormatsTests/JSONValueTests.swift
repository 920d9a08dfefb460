import Testing
import MapFormats

@Suite struct JSONValueTests {
    static let value: JSONValue = [
        "name": "Old Faithful", "scale": 6000, "rotation": 12.5, "visible": true, "note": .null,
        "center": [44.4605, -110.8281], "extra": [:],
    ]

    @Test func readsMembersAndElements() {
        let value = Self.value
        #expect(value["name"]?.stringValue == "Old Faithful")
        #expect(value["scale"]?.doubleValue == 6000)
        #expect(value["scale"]?.intValue == 6000)
        #expect(value["rotation"]?.intValue == nil)
        #expect(value["visible"]?.boolValue == true)
        #expect(value["note"]?.isNull == true)
        #expect(value["missing"] == nil)
        #expect(value["center"]?[1]?.doubleValue == -110.8281)
        #expect(value["center"]?[2] == nil)
        #expect(value["center"]?[-1] == nil)
        #expect(value["center"]?.arrayValue?.count == 2)
        #expect(value["extra"]?.objectValue?.isEmpty == true)
        #expect(value.objectValue?.map(\.key) == ["name", "scale", "rotation", "visible", "note", "center", "extra"])
        #expect(value[["center", 0]] == 44.4605)
        #expect(value[.root] == value)
        #expect(value[["center", "x"]] == nil)
    }

    @Test(arguments: [
        (JSONValue.null, "null"), (true, "a boolean"), (1, "a number"), ("s", "a string"), ([], "an array"),
        ([:], "an object"),
    ] as [(JSONValue, String)])
    func describesKinds(_ value: JSONValue, _ kind: String) {
        #expect(value.kindDescription == kind)
        // Accessors of other kinds give nil.
        #expect((value.stringValue != nil) == (kind == "a string"))
        #expect((value.doubleValue != nil) == (kind == "a number"))
        #expect((value.boolValue != nil) == (kind == "a boolean"))
        #expect((value.arrayValue != nil) == (kind == "an array"))
        #expect((value.objectValue != nil) == (kind == "an object"))
        #expect(value["key"] == nil && value[0] == nil)
    }

    @Test(arguments: [
        (3.0, 3), (-3.0, -3), (0.5, nil), (1e300, nil), (-0x1p63, Int.min), (0x1p63, nil), (.nan, nil),
        (.infinity, nil),
    ] as [(Double, Int?)])
    func convertsExactIntegers(_ number: Double, _ integer: Int?) {
        #expect(JSONValue.number(number).intValue == integer)
    }

    @Test func setsAndRemovesMembersInPlace() {
        var value: JSONValue = ["a": 1, "b": 2]
        value["a"] = "one"
        value["c"] = [3]
        #expect(value == ["a": "one", "b": 2, "c": [3]])
        value["b"] = nil
        #expect(value == ["a": "one", "c": [3]])
        value["missing"] = nil
        #expect(value == ["a": "one", "c": [3]])
    }

    @Test func comparesObjectsInOrder() {
        #expect(JSONValue(dictionaryLiteral: ("a", 1), ("b", 2)) != ["b": 2, "a": 1])
        #expect(JSONValue.number(0) == .number(-0.0))
        #expect(JSONValue.number(.nan) != .number(.nan))
        #expect(JSONValue.string("1") != .number(1))
        #expect(JSONValue.array([1, 2]) != [1, 2, 3])
        #expect(JSONValue.object([("a", 1)]) != ["a": 2])
        #expect(JSONValue.object([("a", 1)]) != ["b": 1])
    }

    @Test func buildsFromLiterals() {
        let value: JSONValue = ["int": 1, "double": 2.5, "bool": false, "string": "s", "array": [1], "null": .null]
        #expect(value.objectValue?.map(\.key) == ["int", "double", "bool", "string", "array", "null"])
        #expect(value["double"] == .number(2.5))
        #expect(value["int"] == .number(1))
    }
}
