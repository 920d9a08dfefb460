import Foundation
import MapFormats
import Testing

/// Issue 33, section 1: every member of a web map from the language. A layer's `json` (and
/// `keys`), group members (`layers[3].layers[2]`, `layers.all`), `tables`, `basemap.layers`;
/// `layer set L json PATH VALUE` and `table set T ...` (on `LayerSetTests.webMap`).
@Suite struct WebMapJSONTests {
    @Test(arguments: [
        ("layers[2].json.popupInfo.title", "{NAME}"),
        ("layers[2].json[\"layerDefinition\"][\"definitionExpression\"]", "STATUS = 'open'"),
        ("keys(layers[1].json)", #"["id", "title", "url", "layerType", "itemId", "visibility", "opacity", "refreshInterval", "custom"]"#),
        ("layers[1].json.custom", #"{"keep":[1,2.5,"x"]}"#),
        ("layers[1].json.custom.keep", #"[1, 2.5, "x"]"#),
        ("layers[1].json.custom.keep[2] + 1", "3.5"),
        ("layers[3].json.layers[1].id", "bus"),
        ("layers[4].json.featureCollection.layers[1].featureSet.features[1].attributes.NAME", "a"),
        ("layers[\"Transit\"].layers[2].layers[1].url", "http://gis.example.com/arcgis/rest/services/Rail/FeatureServer/1"),
        ("layers[\"Transit\"].layers[2].title + \" \" + layers[3].layers[2].layerType", "Sub GroupLayer"),
        ("layers[1].layers", "[]"),
        ("layers.all", #"["Roads", "Parcels", "Transit", "Bus", "Sub", "Rail", "Notes"]"#),
        ("layers.all[6].id", "rail"),
        ("tables.count", "1"),
        ("tables", #"["Owners"]"#),
        ("tables[1].url", "http://gis.example.com/arcgis/rest/services/Parcels/FeatureServer/1"),
        ("tables[\"Owners\"].id", "t1"),
        ("tables[1].json.id", "t1"),
        ("basemap.layers[1].title", "base"),
        // A member's JSON is as the web map gave it (no title added for the one it is named by).
        ("keys(basemap.layers[1].json)", #"["id", "layerType", "url"]"#),
        ("keys(layers[3].layers[2].json)", #"["id", "title", "layerType", "layers"]"#),
        ("basemap.layers[1].layerType", "ArcGISTiledMapServiceLayer"),
        // The JSON as export webmap writes it: the session's state applied.
        ("layers[1].json == layers[1].json", "true"),
        ("layers[2].json == layers[1].json", "false"),
    ])
    func readsEveryMember(expression: String, expected: String) {
        let (result, _) = LayerSetTests.runOnWebMap("print \(expression)")
        #expect(result.err == "")
        #expect(result.out == expected + "\n")
    }

    /// A layer's `json` follows the session: what a command changed is in it.
    @Test func jsonIsTheExportedForm() {
        let (result, _) = LayerSetTests.runOnWebMap("""
            layer opacity 1 0.25
            layer title 1 "Streets"
            print layers[1].json.opacity + " " + layers[1].json.title
            bookmark add "A"
            export geojson "a.geojson"
            layer add "a.geojson"
            print layers[5].json.featureCollection.layers[1].featureSet.features[1].attributes.name
            """)
        #expect(result.err == "")
        #expect(result.out == "0.25 Streets\nA\n")
    }

    @Test(arguments: [
        ("print layers[1].json.custm", "t.mapscript:2:22: error: a JSON object has no property 'custm'; did you mean 'custom'?"),
        ("print layers[1].json[\"custm\"]", "t.mapscript:2:22: error: the JSON object has no member 'custm'; did you mean 'custom'?"),
        ("print layers[1].json[1]", "t.mapscript:2:22: error: expected a member name (a string) to index a JSON object"),
        ("print tables[2]", "t.mapscript:2:14: error: no table 2: the map has 1 table"),
        ("print tables[\"Ownrs\"]", "t.mapscript:2:14: error: no table titled 'Ownrs'; did you mean 'Owners'?"),
        ("print keys(1)", "t.mapscript:2:12: error: expected a JSON object (such as layers[1].json)"),
        ("layer set 1 json \"refreshInterval\" \"soon\"",
         "t.mapscript:2:36: error: 'Roads': 'refreshInterval' must be a number, not a string"),
        ("layer set 1 json \"custom.keep\" true", "t.mapscript:2:32: error: 'Roads': 'custom.keep' must be an array, not a boolean"),
        ("layer set 1 json \"popupInfo.title\" 5", "t.mapscript:2:36: error: 'Roads': 'popupInfo.title' must be a string, not a number"),
        ("layer set 1 json \"custom.keep.x\" 1",
         "t.mapscript:2:34: error: 'Roads': cannot set 'custom.keep.x': 'custom.keep' is an array, not an object"),
        ("layer set 1 json \"custom.keep[3]\" 1",
         "t.mapscript:2:35: error: 'Roads': cannot set 'custom.keep[3]': 'custom.keep' has 3 elements, so no index 3 (indices start at 0)"),
        ("layer set 1 json \"id.x\" 1", "t.mapscript:2:25: error: 'Roads': cannot set 'id.x': 'id' is a string, not an object"),
        ("layer set 1 json \"a..b\" 1",
         "t.mapscript:2:18: error: 'a..b' is not a JSON path (popupInfo.title, layers[0].url): expected a key after '.' at character 3"),
        ("layer set 1 json \"\" 1", "t.mapscript:2:18: error: '' is not a JSON path (popupInfo.title, layers[0].url): expected a key at character 1"),
        ("layer set 1 json \"opacity\" 2", "t.mapscript:2:28: error: opacity must be a number in [0, 1], not 2"),
        ("layer set 1 json \"title\" \" \"", "t.mapscript:2:26: error: layer titles cannot be empty"),
        ("layer set 1 json \"url\" \"\"", "t.mapscript:2:24: error: a layer's URL cannot be empty"),
        ("layer set 1 json \"custom\" (1, 2)",
         "t.mapscript:2:27: error: expected a number, a string, a boolean, a list or a JSON object for a JSON member, found a coordinate"),
        ("layer set 4 json \"featureCollection.layers\" []",
         "t.mapscript:2:45: error: 'Notes': cannot set 'featureCollection.layers': a feature collection's features change through the layer commands (filter, style)"),
        ("table set 1 title \" \"", "t.mapscript:2:19: error: layer titles cannot be empty"),
        ("table set 1 url \"\"", "t.mapscript:2:17: error: a layer's URL cannot be empty"),
        ("table set 1 refresh -1",
         "t.mapscript:2:21: error: refresh interval must be a number of minutes of at least 0 (0: no refresh), not -1"),
        ("table set 1 json \"id\" 3", "t.mapscript:2:23: error: 'Owners': 'id' must be a string, not a number"),
        ("table set 2 title \"x\"", "t.mapscript:2:11: error: no table 2: the map has 1 table"),
    ])
    func badEditsSayWhatIsWrongAndChangeNothing(command: String, expected: String) throws {
        var exported: JSONValue?
        let (result, _) = LayerSetTests.runOnWebMap(command + "\nexport webmap \"out.json\"") { folder in
            exported = try? JSONParser().parse(readFile(folder + "/out.json") ?? "")
        }
        let first = result.err.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasSuffix("/" + expected), "\(first)")
        #expect(exported == nil, "the script stops at the error")
    }

    /// Each edit changes its member alone: (command, where in the web map, the new value).
    static let edits: [(String, JSONPath, JSONValue)] = [
        ("layer set 2 json \"popupInfo.title\" \"Parcel {PIN}\"", ["operationalLayers", 1, "popupInfo", "title"], "Parcel {PIN}"),
        ("layer set 1 json \"custom.keep\" [3, \"y\"]", ["operationalLayers", 0, "custom", "keep"], [3, "y"]),
        ("layer set 1 json \"custom.new\" true", ["operationalLayers", 0, "custom", "new"], true),
        ("layer set 1 json \"custom\" layers[2].json.popupInfo", ["operationalLayers", 0, "custom"], ["title": "{NAME}"]),
        // Group members, by a 0-based path as the web map's errors print it.
        ("layer set \"Transit\" json \"layers[0].url\" \"https://x.org/Bus/FeatureServer/0\"",
         ["operationalLayers", 2, "layers", 0, "url"], "https://x.org/Bus/FeatureServer/0"),
        ("layer set 3 json \"layers[1].layers[0].visibility\" false", ["operationalLayers", 2, "layers", 1, "layers", 0, "visibility"], false),
        // What the session keeps apart goes through its setter, and is written the same.
        ("layer set 2 json \"opacity\" 0.5", ["operationalLayers", 1, "opacity"], 0.5),
        ("layer set 2 json \"visibility\" false", ["operationalLayers", 1, "visibility"], false),
        ("layer set 1 json \"title\" \"Streets\"", ["operationalLayers", 0, "title"], "Streets"),
        ("layer set 1 json \"minScale\" 50000", ["operationalLayers", 0, "minScale"], 50000),
        ("table set 1 title \"Owners 2026\"", ["tables", 0, "title"], "Owners 2026"),
        ("table set \"Owners\" url \"https://x.org/Parcels/FeatureServer/1\"", ["tables", 0, "url"], "https://x.org/Parcels/FeatureServer/1"),
        ("table set 1 definition \"YEAR >= 2020\"", ["tables", 0, "layerDefinition", "definitionExpression"], "YEAR >= 2020"),
        ("table set 1 popup off", ["tables", 0, "popupEnabled"], false),
        ("table set 1 refresh 2", ["tables", 0, "refreshInterval"], 2),
        ("table set 1 json \"popupInfo.title\" \"{OWNER}\"", ["tables", 0, "popupInfo", "title"], "{OWNER}"),
    ]

    @Test(arguments: edits)
    func anEditChangesItsMemberAlone(command: String, path: JSONPath, value: JSONValue) throws {
        var exported: JSONValue?
        let (result, _) = LayerSetTests.runOnWebMap(command + "\nexport webmap \"out.json\"") { folder in
            exported = try? JSONParser().parse(readFile(folder + "/out.json") ?? "")
        }
        #expect(result.err == "")
        let expected = try JSONParser().parse(LayerSetTests.webMap).setting(value, at: path)
        let export = try #require(exported)
        for member in expected.objectValue ?? [] {
            #expect(export[member.key] == member.value, "\(member.key)")
        }
    }

    /// The layer reads what was set, and a session file keeps table edits.
    @Test func editsAreReadBackAndSaved() {
        let (result, _) = LayerSetTests.runOnWebMap("""
            layer set 2 json "opacity" 0.5
            layer set 2 json "popupInfo.title" "Parcel {PIN}"
            table set 1 title "Owners 2026"
            print layers[2].opacity + " " + layers[2].json.popupInfo.title + " " + tables[1].title
            save "s.json"
            map new
            print tables.count
            load "s.json"
            print tables[1].title + " " + layers[2].json.popupInfo.title
            """)
        #expect(result.err == "")
        #expect(result.out.hasPrefix("0.5 Parcel {PIN} Owners 2026\n"))
        #expect(result.out.hasSuffix("0\nOwners 2026 Parcel {PIN}\n"))
    }

    /// `layer set L json` needs a layer that keeps web map JSON.
    @Test func aFileLayerHasNoJSONToSet() {
        let (result, _) = LayerSetTests.runOnWebMap("""
            bookmark add "A"
            export geojson "a.geojson"
            layer add "a.geojson"
            layer set 5 json "popupInfo.title" "x"
            """)
        #expect(result.err.contains("t.mapscript:5:36: error: layer 'a' was read from a file, not from a web map or a service: it has no 'popupInfo.title'"))
    }
}
