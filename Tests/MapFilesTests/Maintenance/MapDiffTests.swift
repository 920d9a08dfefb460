import Foundation
import MapFiles
import MapFormats
import Testing

/// `MapDiff`: what each kind of edit reports, table-driven, and the text and JSON reports.
@Suite struct MapDiffTests {
    /// A small web map: three layers with ids, one without, a bookmark, a basemap.
    static let base = """
        {"version":"2.1","operationalLayers":[
          {"id":"a","title":"Roads","url":"https://h/a","opacity":1},
          {"id":"b","title":"Parks","url":"https://h/b","popupInfo":{"title":"{NAME}"}},
          {"id":"c","title":"Lakes","url":"https://h/c"},
          {"title":"Wells","url":"https://h/w"}],
         "baseMap":{"title":"Topographic","baseMapLayers":[{"id":"t","url":"https://h/t"}]},
         "bookmarks":[{"name":"Home","extent":{"xmin":0,"ymin":0,"xmax":1,"ymax":1}}]}
        """

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let new: String
        let text: String
        var testDescription: String { name }
    }

    static func edited(_ replacements: [(String, String)]) -> String {
        replacements.reduce(base) { text, pair in
            precondition(text.contains(pair.0), "no '\(pair.0)' in the base map")
            return text.replacingOccurrences(of: pair.0, with: pair.1)
        }
    }

    static let cases: [Case] = [
        Case(name: "same", new: base, text: ""),
        Case(name: "members reordered and numbers respelled", new: edited([
            (#"{"id":"a","title":"Roads","url":"https://h/a","opacity":1}"#, #"{"opacity":1.0,"url":"https://h/a","title":"Roads","id":"a"}"#),
        ]), text: ""),
        Case(name: "title changed", new: edited([(#""title":"Parks""#, #""title":"Parks 2026""#)]),
             text: "changed  operationalLayers[1].title: \"Parks\" -> \"Parks 2026\"\n"),
        Case(name: "opacity changed", new: edited([(#""opacity":1"#, #""opacity":0.5"#)]),
             text: "changed  operationalLayers[0].opacity: 1 -> 0.5\n"),
        Case(name: "member added in depth", new: edited([(#"{"title":"{NAME}"}"#, #"{"title":"{NAME}","description":"d"}"#)]),
             text: "added    operationalLayers[1].popupInfo.description: \"d\"\n"),
        Case(name: "member removed", new: edited([(#","popupInfo":{"title":"{NAME}"}"#, "")]),
             text: "removed  operationalLayers[1].popupInfo: {\"title\":\"{NAME}\"}\n"),
        Case(name: "layer removed", new: edited([(#"{"id":"b","title":"Parks","url":"https://h/b","popupInfo":{"title":"{NAME}"}},"#, "")]),
             text: "removed  operationalLayers[1]: layer \"Parks\" (id b)\n"),
        Case(name: "layer added", new: edited([(#"{"title":"Wells""#, #"{"id":"d","title":"Dams"},{"title":"Wells""#)]),
             text: "added    operationalLayers[3]: layer \"Dams\" (id d)\n"),
        Case(name: "layer moved", new: edited([
            (#"{"id":"a","title":"Roads","url":"https://h/a","opacity":1},"#, ""),
            (#"{"id":"c","title":"Lakes","url":"https://h/c"},"#, #"{"id":"c","title":"Lakes","url":"https://h/c"},{"id":"a","title":"Roads","url":"https://h/a","opacity":1},"#),
        ]), text: "moved    operationalLayers[0] -> [2]: layer \"Roads\" (id a)\n"),
        Case(name: "layer without id matched by url and title", new: edited([
            (#"{"title":"Wells","url":"https://h/w"}"#, #"{"title":"Wells","url":"https://h/w","visibility":false}"#),
        ]), text: "added    operationalLayers[3].visibility: false\n"),
        Case(name: "layer without id renamed is removed and added", new: edited([(#""title":"Wells""#, #""title":"Wells 2""#)]),
             text: "removed  operationalLayers[3]: layer \"Wells\"\nadded    operationalLayers[3]: layer \"Wells 2\"\n"),
        Case(name: "id changed, matched by url and title", new: edited([(#""id":"c""#, #""id":"c2""#)]),
             text: "changed  operationalLayers[2].id: \"c\" -> \"c2\"\n"),
        Case(name: "id and title changed is removed and added", new: edited([(#""id":"c","title":"Lakes""#, #""id":"c2","title":"Ponds""#)]),
             text: "removed  operationalLayers[2]: layer \"Lakes\" (id c)\nadded    operationalLayers[2]: layer \"Ponds\" (id c2)\n"),
        Case(name: "basemap title", new: edited([(#""title":"Topographic""#, #""title":"Streets""#)]),
             text: "changed  baseMap.title: \"Topographic\" -> \"Streets\"\n"),
        Case(name: "basemap layer replaced", new: edited([(#"{"id":"t","url":"https://h/t"}"#, #"{"id":"s","url":"https://h/s"}"#)]),
             text: "removed  baseMap.baseMapLayers[0]: basemap layer (id t)\nadded    baseMap.baseMapLayers[0]: basemap layer (id s)\n"),
        Case(name: "bookmark renamed", new: edited([(#""name":"Home""#, #""name":"Office""#)]),
             text: "removed  bookmarks[0]: bookmark \"Home\"\nadded    bookmarks[0]: bookmark \"Office\"\n"),
        Case(name: "bookmark extent", new: edited([(#""xmax":1"#, #""xmax":2"#)]),
             text: "changed  bookmarks[0].extent.xmax: 1 -> 2\n"),
        Case(name: "top-level member", new: edited([(#""version":"2.1""#, #""version":"2.2","authoringApp":"x""#)]),
             text: "changed  version: \"2.1\" -> \"2.2\"\nadded    authoringApp: \"x\"\n"),
        Case(name: "type changed", new: edited([(#""opacity":1"#, #""opacity":"1""#)]),
             text: "changed  operationalLayers[0].opacity: 1 -> \"1\"\n"),
    ]

    static func document(_ text: String) throws -> MapDocument {
        try MapDocument(bytes: Array(text.utf8))
    }

    @Test(arguments: cases) func reports(_ test: Case) throws {
        let diff = MapDiff(old: try Self.document(Self.base), new: try Self.document(test.new))
        #expect(diff.text == test.text)
        #expect(diff.isEqual == test.text.isEmpty)
    }

    /// A group layer's layers are matched as layers, at any depth.
    @Test func groupLayersAreListsOfLayers() throws {
        let old = #"{"operationalLayers":[{"id":"g","layerType":"GroupLayer","layers":[{"id":"x","title":"X"},{"id":"y","title":"Y"},{"id":"z","title":"Z"}]}]}"#
        let new = #"{"operationalLayers":[{"id":"g","layerType":"GroupLayer","layers":[{"id":"y","title":"Y"},{"id":"z","title":"Z"},{"id":"x","title":"X"}]}]}"#
        let diff = MapDiff(old: try Self.document(old), new: try Self.document(new))
        #expect(diff.text == "moved    operationalLayers[0].layers[0] -> [2]: layer \"X\" (id x)\n")
    }

    /// Session files: layers by source and title, bookmarks by name.
    @Test func sessionFiles() throws {
        let old = #"{"format":"mapscript-session","clock":0,"layers":[{"title":"L","source":"l.geojson","opacity":1}],"bookmarks":[{"name":"A","scale":6000},{"name":"B","scale":1}]}"#
        let new = #"{"format":"mapscript-session","clock":2,"layers":[{"title":"L","source":"l.geojson","opacity":0.5}],"bookmarks":[{"name":"B","scale":1},{"name":"A","scale":7000}]}"#
        let diff = MapDiff(old: try Self.document(old), new: try Self.document(new))
        #expect(diff.text == """
            changed  clock: 0 -> 2
            changed  layers[0].opacity: 1 -> 0.5
            moved    bookmarks[1] -> [0]: bookmark "B"
            changed  bookmarks[1].scale: 6000 -> 7000

            """)
    }

    /// Item JSON (`{"item", "itemData"}`): its web map's layers are matched as layers, under
    /// `itemData`; against a bare web map, the web maps alone are compared.
    @Test func itemJSON() throws {
        let item = #"{"item":{"title":"City"},"itemData":\#(Self.base)}"#
        let moved = Self.edited([(#"{"id":"a","title":"Roads","url":"https://h/a","opacity":1},"#, ""),
                                 (#"{"title":"Wells""#, #"{"id":"a","title":"Roads","url":"https://h/a","opacity":1},{"title":"Wells""#)])
        let newItem = #"{"item":{"title":"City 2"},"itemData":\#(moved)}"#
        #expect(MapDiff(old: try Self.document(item), new: try Self.document(newItem)).text == """
            changed  item.title: "City" -> "City 2"
            moved    itemData.operationalLayers[0] -> [2]: layer "Roads" (id a)

            """)
        #expect(MapDiff(old: try Self.document(item), new: try Self.document(moved)).text == "moved    operationalLayers[0] -> [2]: layer \"Roads\" (id a)\n")
        #expect(MapDiff(old: try Self.document(item), new: try Self.document(Self.base)).isEqual)
    }

    /// A web map against a session file: the kinds, nothing else.
    @Test func kindsDiffer() throws {
        let diff = MapDiff(old: try Self.document(Self.base), new: try Self.document(#"{"format":"mapscript-session"}"#))
        #expect(diff.changes == [.kind(old: .webMap, new: .session)])
        #expect(diff.text == "kind     the first file is a web map, the second a session file: not compared\n")
    }

    /// The JSON report: every change with its path and values.
    @Test func jsonReport() throws {
        let diff = MapDiff(old: try Self.document(Self.base), new: try Self.document(Self.edited([(#""opacity":1"#, #""opacity":0.5"#)])))
        let json = diff.json(oldFile: "a.json", newFile: "b.json")
        #expect(json == [
            "old": ["file": "a.json", "kind": "web map"], "new": ["file": "b.json", "kind": "web map"], "equal": false,
            "changes": [["change": "changed", "path": "operationalLayers[0].opacity", "old": 1, "new": 0.5]],
        ])
    }

    /// Long values are cut in the text report, whole in the JSON one.
    @Test func longValuesAreCutInText() throws {
        let long = String(repeating: "x", count: 300)
        let diff = MapDiff(old: try Self.document(Self.base), new: try Self.document(Self.edited([(#""version":"2.1""#, #""version":"\#(long)""#)])))
        #expect(diff.text == "changed  version: \"2.1\" -> \"" + String(repeating: "x", count: 119) + "...\n")
        #expect(diff.json(oldFile: "a", newFile: "b")["changes"]?[0]?["new"] == .string(long))
    }

    /// Files that are not web maps or session files are refused with a position.
    @Test(arguments: [
        ("{\"a\":", "2:1: unexpected end of input"),
        ("[1]", "1:1: expected an object at the top level, found an array"),
        ("{\"basemaps\":[]}", "1:1: a portal file, not a web map or a session file"),
        ("{\"x\":1}", "1:1: neither a web map (no 'baseMap' or 'operationalLayers') nor a session file (no \"format\": \"mapscript-session\")"),
    ]) func refusesOtherFiles(text: String, message: String) {
        #expect(throws: (any Error).self) { try MapDocument(bytes: Array((text + "\n").utf8)) }
        do {
            _ = try MapDocument(bytes: Array((text + "\n").utf8))
        } catch {
            #expect(error.description == message)
        }
    }
}
