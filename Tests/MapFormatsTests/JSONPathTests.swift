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
