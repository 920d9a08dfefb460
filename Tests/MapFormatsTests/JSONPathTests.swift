import Testing
import MapFormats

@Suite struct JSONPathTests {
    @Test(arguments: [
        (JSONPath.root, ""),
        (["basemaps", 2, "title"], "basemaps[2].title"),
        ([0], "[0]"),
        ([0, 1, "a"], "[0][1].a"),
        (["two words"], #"["two words"]"#),
        (["a", "b\"c"], #"a["b\"c"]"#),
        (["9lives"], #"["9lives"]"#),
        (["$x_1", ""], #"$x_1[""]"#),
        (["é"], #"["é"]"#),
    ] as [(JSONPath, String)])
    func printsLikeJavaScript(_ path: JSONPath, _ text: String) {
        #expect(path.description == text)
    }

    @Test func appendsComponents() {
        let path = JSONPath.root.appending("basemaps").appending(1).appending("wkid")
        #expect(path == ["basemaps", 1, "wkid"])
        #expect(path.components == [.key("basemaps"), .index(1), .key("wkid")])
        #expect(JSONPath.root.isRoot && !path.isRoot)
        #expect(JSONPath([.key("a")]) == ["a"])
    }
}

/// `JSONPath(parsing:)`: the text `description` writes, read back; what is not a path.
@Suite struct JSONPathParsingTests {
    @Test(arguments: [
        ["basemaps", 2, "title"], [0], [0, 1, "a"], ["two words"], ["a", "b\"c"], ["9lives"], ["$x_1", ""], ["é"],
        ["popupInfo", "fieldInfos", 12, "label"], ["a", "back\\slash"], ["popup-info"],
    ] as [JSONPath])
    func readsWhatItPrints(_ path: JSONPath) throws {
        #expect(try JSONPath(parsing: path.description) == path)
    }

    @Test(arguments: [
        ("", 0, "a key"),
        ("a..b", 2, "a key after '.'"),
        ("a.", 2, "a key after '.'"),
        ("a[", 2, "an index or a quoted key after '['"),
        ("a[x]", 2, "an index (a whole number from 0) or a quoted key after '['"),
        ("a[-1]", 2, "an index (a whole number from 0) or a quoted key after '['"),
        ("a[12345678901]", 2, "an index (a whole number from 0) or a quoted key after '['"),
        ("a[1", 3, "']'"),
        ("a[1]b", 4, "'.' or '['"),
        (#"a["b"#, 2, "the closing '\"' of the key opened"),
        (#"a["b\n"]"#, 5, "\\\" or \\\\ after a backslash"),
    ])
    func refusesWhatIsNotAPath(text: String, offset: Int, expected: String) {
        let error = #expect(throws: JSONPath.SyntaxError.self) { try JSONPath(parsing: text) }
        #expect(error?.expected == expected)
        #expect(error?.offset == offset)
    }
}

/// `JSONValue.setting(_:at:)`: one member changed, the rest where it was.
@Suite struct JSONValueSettingTests {
    static let value: JSONValue = ["a": 1, "b": ["c": [10, 20]], "d": "x"]

    @Test(arguments: [
        (["a"] as JSONPath, JSONValue.string("one"), ["a": "one", "b": ["c": [10, 20]], "d": "x"] as JSONValue),
        (["b", "c", 1] as JSONPath, 21, ["a": 1, "b": ["c": [10, 21]], "d": "x"]),
        (["e", "f"] as JSONPath, true, ["a": 1, "b": ["c": [10, 20]], "d": "x", "e": ["f": true]]),
        (["b", "g"] as JSONPath, .null, ["a": 1, "b": ["c": [10, 20], "g": .null], "d": "x"]),
    ] as [(JSONPath, JSONValue, JSONValue)])
    func setsOneMember(path: JSONPath, member: JSONValue, expected: JSONValue) throws {
        #expect(try Self.value.setting(member, at: path) == expected)
    }

    @Test(arguments: [
        (["d", "e"] as JSONPath, JSONValue.PathSetError.notAContainer(path: ["d"], found: "a string")),
        (["b", "c", "x"] as JSONPath, .notAContainer(path: ["b", "c"], found: "an array")),
        (["a", 0] as JSONPath, .notAContainer(path: ["a"], found: "a number")),
        (["b", "c", 2] as JSONPath, .indexOutOfRange(path: ["b", "c"], index: 2, count: 2)),
    ] as [(JSONPath, JSONValue.PathSetError)])
    func saysWhichStepFailed(path: JSONPath, error: JSONValue.PathSetError) {
        #expect(throws: error) { try Self.value.setting(1, at: path) }
    }
}
