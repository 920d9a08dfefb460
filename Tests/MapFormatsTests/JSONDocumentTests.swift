import Testing
import MapFormats

@Suite struct JSONDocumentTests {
    static let text = """
        {
          "portal": "https://www.arcgis.com",
          "basemaps": [
            { "title": "Streets", "style": "streets" },
            {"title": "Ünïcödé 😀", "wkid": -3}
          ]
        }
        """

    @Test(arguments: [
        (JSONPath.root, 1, 1),
        (["portal"], 2, 13),
        (["basemaps"], 3, 15),
        (["basemaps", 0], 4, 5),
        (["basemaps", 0, "style"], 4, 36),
        (["basemaps", 1], 5, 5),
        (["basemaps", 1, "wkid"], 5, 36),
    ] as [(JSONPath, Int, Int)])
    func recordsWhereValuesStart(_ path: JSONPath, _ line: Int, _ column: Int) throws {
        let document = try JSONParser().parseDocument(Array(Self.text.utf8))
        let position = try #require(document.position(of: path))
        #expect(position.line == line)
        #expect(position.column == column)
        #expect(document.value[path] != nil)
    }

    @Test(arguments: [
        (["portal"], 2, 3),
        (["basemaps", 0, "title"], 4, 7),
        (["basemaps", 1, "wkid"], 5, 28),
    ] as [(JSONPath, Int, Int)])
    func recordsWhereKeysStart(_ path: JSONPath, _ line: Int, _ column: Int) throws {
        let document = try JSONParser().parseDocument(Array(Self.text.utf8))
        let position = try #require(document.keyPosition(of: path))
        #expect(position.line == line)
        #expect(position.column == column)
    }

    @Test func hasNoPositionForMissingParts() throws {
        let document = try JSONParser().parseDocument(Array(Self.text.utf8))
        #expect(document.position(of: ["basemaps", 2]) == nil)
        #expect(document.keyPosition(of: ["basemaps"]) != nil)
        #expect(document.keyPosition(of: ["basemaps", 0]) == nil)
        #expect(document.keyPosition(of: .root) == nil)
    }

    @Test func valueMatchesPlainParsing() throws {
        let bytes = Array(Self.text.utf8)
        #expect(try JSONParser().parseDocument(bytes).value == JSONParser.parse(bytes))
    }
}
