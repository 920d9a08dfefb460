import Foundation
import MapFormats
import Testing
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// Issue 33, section 1: a web map layer's properties read from the language
/// (`layers[1].url`...), and `layer set L PROPERTY VALUE`, which changes that member of the
/// layer's JSON and nothing else in the exported web map.
@Suite struct LayerSetTests {
    /// A web map with a map image layer (members MapScript does not know, kept), a feature
    /// layer with a definition expression and pop-up, a group layer two deep, a feature
    /// collection, a table and a tiled basemap.
    static let webMap = #"""
        {"operationalLayers": [
          {"id": "roads_1", "title": "Roads", "url": "http://gis.example.com/arcgis/rest/services/Roads/MapServer",
           "layerType": "ArcGISMapServiceLayer", "itemId": "abc123", "visibility": true, "opacity": 1, "refreshInterval": 0.5,
           "custom": {"keep": [1, 2.5, "x"]}},
          {"id": "parcels_2", "title": "Parcels", "url": "http://gis.example.com/arcgis/rest/services/Parcels/FeatureServer/0",
           "layerType": "ArcGISFeatureLayer",
           "layerDefinition": {"definitionExpression": "STATUS = 'open'", "drawingInfo": {"renderer": {"type": "simple"}}},
           "popupEnabled": true, "showLabels": false, "popupInfo": {"title": "{NAME}"}},
          {"id": "group_3", "title": "Transit", "layerType": "GroupLayer", "layers": [
            {"id": "bus", "title": "Bus", "url": "http://gis.example.com/arcgis/rest/services/Bus/FeatureServer/0", "layerType": "ArcGISFeatureLayer"},
            {"id": "sub", "title": "Sub", "layerType": "GroupLayer", "layers": [
              {"id": "rail", "title": "Rail", "url": "http://gis.example.com/arcgis/rest/services/Rail/FeatureServer/1", "layerType": "ArcGISFeatureLayer"}]}]},
          {"id": "notes_4", "title": "Notes", "featureCollection": {"layers": [
            {"layerDefinition": {"geometryType": "esriGeometryPoint", "fields": []},
             "featureSet": {"geometryType": "esriGeometryPoint", "features": [
               {"geometry": {"x": 0, "y": 0, "spatialReference": {"wkid": 102100}}, "attributes": {"NAME": "a"}}]}}]}}
        ],
        "baseMap": {"title": "Topo", "baseMapLayers": [{"id": "base", "layerType": "ArcGISTiledMapServiceLayer",
          "url": "http://services.arcgisonline.com/ArcGIS/rest/services/World_Topo_Map/MapServer"}]},
        "tables": [{"id": "t1", "title": "Owners", "url": "http://gis.example.com/arcgis/rest/services/Parcels/FeatureServer/1"}],
        "spatialReference": {"wkid": 102100, "latestWkid": 3857},
        "version": "2.31"}
        """#

    /// Runs `source` after `import webmap "w.json"` in a folder holding the web map; `inspect`
    /// sees the folder before it is removed.
    static func runOnWebMap(_ source: String, inspect: (String) -> Void = { _ in }) -> (RunResult, String) {
        var result: RunResult?
        var path = ""
        withFolder(["w.json": webMap]) { folder in
            path = folder
            writeFile(folder + "/t.mapscript", "import webmap \"w.json\"\n" + source)
            result = runFile(folder + "/t.mapscript")
            inspect(folder)
        }
        return (result!, path)
    }

    @Test(arguments: [
        ("layers[1].url", "http://gis.example.com/arcgis/rest/services/Roads/MapServer"),
        ("layers[\"Roads\"].itemId", "abc123"),
        ("layers[1].layerType", "ArcGISMapServiceLayer"),
        ("layers[1].id", "roads_1"),
        ("layers[1].refreshInterval", "0.5"),
        ("layers[2].definitionExpression", "STATUS = 'open'"),
        ("layers[2].popupEnabled", "true"),
        ("layers[2].showLabels", "false"),
        ("layers[3].layerType", "GroupLayer"),
        ("layers[3].url == \"\"", "true"),
        ("layers[4].id", "notes_4"),
        // What the JSON lacks reads as a null field does: the empty string.
        ("layers[1].popupEnabled == \"\"", "true"),
        ("layers[1].definitionExpression == \"\"", "true"),
        ("layers[4].url == \"\"", "true"),
        ("layers[2].title + \" \" + layers[2].visible + \" \" + layers[2].opacity", "Parcels true 1"),
    ])
    func readsEveryWebMapProperty(expression: String, expected: String) {
        let (result, _) = Self.runOnWebMap("print \(expression)")
        #expect(result.err == "")
        #expect(result.out == expected + "\n")
    }

    /// Completion after a layer's dot offers the web map properties, from the same table;
    /// `layer set L ` offers the properties it sets.
    @Test(arguments: [
        ("print roads.", "roads.", ["roads.definitionExpression", "roads.extent", "roads.features", "roads.id", "roads.itemId",
                                    "roads.json", "roads.kind", "roads.layerType", "roads.layers", "roads.maxScale", "roads.minScale", "roads.opacity",
                                    "roads.popupEnabled", "roads.refreshInterval", "roads.renderer", "roads.showLabels",
                                    "roads.source", "roads.title", "roads.url", "roads.visible"]),
        ("print roads.re", "roads.re", ["roads.refreshInterval", "roads.renderer"]),
        ("layer set 1 ", "", ["definition", "json", "labels", "popup", "refresh", "scale", "title", "url"]),
        ("layer set 1 scale ", "", ["range"]),
        ("layer set 1 scale range 1:1000 ", "", ["to"]),
        ("layer set 1 popup on ", "", []),
    ])
    func completion(context: String, word: String, expected: [String]) {
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics())
        let result = run("layer add service \"https://x.org/arcgis/rest/services/Roads/MapServer\"\nlet roads = layers[1]",
                         interpreter: interpreter)
        #expect(result.err == "")
        #expect(Completer(names: interpreter).complete(context: context, word: word) == .words(expected))
    }

    @Test func aLayerFromAFileHasNoWebMapMembers() {
        let (result, _) = Self.runOnWebMap("""
            bookmark add "A"
            export geojson "a.geojson"
            layer add "a.geojson"
            print [layers[5].url, layers[5].itemId, layers[5].definitionExpression, layers[5].refreshInterval]
            """)
        #expect(result.err == "")
        #expect(result.out == "[\"\", \"\", \"\", \"\"]\n")
    }

    /// `layer set` and the one member it changes: (command, 0-based layer, path, new value).
    static let settings: [(String, Int, [String], JSONValue)] = [
        ("layer set \"Roads\" url \"https://gis.example.com/server/rest/services/Roads/MapServer\"", 0, ["url"],
         "https://gis.example.com/server/rest/services/Roads/MapServer"),
        ("layer set 2 definition \"STATUS = 'closed'\"", 1, ["layerDefinition", "definitionExpression"], "STATUS = 'closed'"),
        ("layer set 1 definition \"ROUTE = 5\"", 0, ["layerDefinition", "definitionExpression"], "ROUTE = 5"),
        ("layer set 2 popup off", 1, ["popupEnabled"], false),
        ("layer set 1 popup on", 0, ["popupEnabled"], true),
        ("layer set 1 popup (1 < 2)", 0, ["popupEnabled"], true),
        ("layer set 2 labels on", 1, ["showLabels"], true),
        ("layer set 1 refresh 5", 0, ["refreshInterval"], .integer(5)),
        ("layer set 1 refresh 0.25", 0, ["refreshInterval"], .number(0.25)),
        ("layer set 1 refresh 0", 0, ["refreshInterval"], .integer(0)),
        ("layer set 1 title \"Streets\"", 0, ["title"], "Streets"),
        ("layer set \"Notes\" popup off", 3, ["popupEnabled"], false),
        ("layer set 3 title \"Buses and trains\"", 2, ["title"], "Buses and trains"),
    ]

    @Test(arguments: settings)
    func setChangesOnlyThatMember(command: String, layer: Int, path: [String], value: JSONValue) throws {
        var exported: JSONValue?
        let (result, _) = Self.runOnWebMap(command + "\nexport webmap \"out.json\"") { folder in
            exported = try? JSONParser().parse(readFile(folder + "/out.json") ?? "")
        }
        #expect(result.err == "")
        let original = try JSONParser().parse(Self.webMap)
        var layers = try #require(original["operationalLayers"]?.arrayValue)
        layers[layer] = Self.setting(path[...], to: value, in: layers[layer])
        let export = try #require(exported)
        // The layers member for member, in their order; the other members as they were.
        #expect(export["operationalLayers"] == .array(layers))
        for member in original.objectValue ?? [] where member.key != "operationalLayers" {
            #expect(export[member.key] == member.value, "\(member.key)")
        }
    }

    /// `layer set L scale range S to S`: `minScale` then `maxScale` (0: no limit, not written
    /// where the JSON has none), the other members as they were.
    @Test(arguments: [
        ("layer set 1 scale range 1:100000 to 1:1000", [("minScale", JSONValue.number(100_000)), ("maxScale", .number(1000))]),
        ("layer set 2 scale range 0 to 5000", [("maxScale", .number(5000))]),
        ("layer set 2 scale range 250000 to 0", [("minScale", .number(250_000))]),
    ])
    func scaleRangeSetsMinScaleAndMaxScale(command: String, members: [(String, JSONValue)]) throws {
        var exported: JSONValue?
        let position = command.hasPrefix("layer set 1") ? 0 : 1
        let (result, _) = Self.runOnWebMap(command + "\nexport webmap \"out.json\"") { folder in
            exported = try? JSONParser().parse(readFile(folder + "/out.json") ?? "")
        }
        #expect(result.err == "")
        let original = try JSONParser().parse(Self.webMap)
        var layers = try #require(original["operationalLayers"]?.arrayValue)
        for (key, value) in members { layers[position][key] = value }
        #expect(exported?["operationalLayers"] == .array(layers))
    }

    /// `json` with the member at `path` set to `value` (objects made on the way).
    static func setting(_ path: ArraySlice<String>, to value: JSONValue, in json: JSONValue) -> JSONValue {
        var result = json
        guard let key = path.first else { return value }
        result[key] = path.count == 1 ? value : setting(path.dropFirst(), to: value, in: json[key] ?? .object([]))
        return result
    }

    /// The layer's state follows what the script set: its URL is its source, a layer read again
    /// from the export has the new values, and a session file keeps them.
    @Test func theSessionAndASavedSessionSeeTheNewValues() {
        let (result, _) = Self.runOnWebMap("""
            layer set 2 url "https://new.example.com/Parcels/FeatureServer/0"
            layer set 2 refresh 10
            print layers[2].source
            save "s.json"
            load "s.json"
            print layers[2].url + " " + layers[2].refreshInterval
            export webmap "out.json"
            import webmap "out.json"
            print layers[2].url + " " + layers[2].refreshInterval
            """)
        #expect(result.err == "")
        #expect(result.out == """
            https://new.example.com/Parcels/FeatureServer/0
            https://new.example.com/Parcels/FeatureServer/0 10
            https://new.example.com/Parcels/FeatureServer/0 10

            """)
    }

    @Test(arguments: [
        ("layer set 4 url \"http://x.org/a/FeatureServer/0\"",
         "t.mapscript:2:17: error: layer 'Notes' is a feature collection (its features are in the web map): it has no 'url'",
         DiagnosticID.notAWebMapLayer),
        ("layer set 4 definition \"A = 1\"",
         "t.mapscript:2:24: error: layer 'Notes' is a feature collection (its features are in the web map): it has no "
            + "'layerDefinition.definitionExpression'", .notAWebMapLayer),
        ("bookmark add \"A\"\nexport geojson \"a.geojson\"\nlayer add \"a.geojson\"\nlayer set 5 popup on",
         "t.mapscript:5:19: error: layer 'a' was read from a file, not from a web map or a service: it has no 'popupEnabled'",
         .notAWebMapLayer),
        ("layer set 1 refresh -1",
         "t.mapscript:2:21: error: refresh interval must be a number of minutes of at least 0 (0: no refresh), not -1",
         .invalidLayerValue),
        ("layer set 1 url \" \"", "t.mapscript:2:17: error: a layer's URL cannot be empty", .invalidLayerValue),
        ("layer set 1 url 3", "t.mapscript:2:17: error: expected a string for service URL, found a number", .typeMismatch),
        ("layer set 1 definition true", "t.mapscript:2:24: error: expected a string for definition expression, found a boolean",
         .typeMismatch),
        ("layer set 1 popup maybe", "t.mapscript:2:19: error: expected on or off for popup, found 'maybe'", .typeMismatch),
        ("layer set 1 labels 1", "t.mapscript:2:20: error: expected on or off for labels, found a number", .typeMismatch),
        ("layer set 1 refresh \"5\"", "t.mapscript:2:21: error: expected a number for refresh interval, found a string",
         .typeMismatch),
        ("layer set 9 title \"x\"", "t.mapscript:2:11: error: no layer 9 (there are 4)", .noLayer),
        ("layer set 1 titel \"x\"", "t.mapscript:2:13: error: unknown clause 'titel' in 'layer set'; did you mean 'title'?",
         .unknownClause),
        ("print layers[1].ur", "t.mapscript:2:17: error: a layer has no property 'ur'; did you mean 'url'?", .unknownProperty),
        ("layer set 1 scale range 1:1000 to 1:100000",
         "t.mapscript:2:25: error: invalid visible scale range: minScale 1000 and maxScale 100000 must be at least 0 (0: no limit), "
            + "maxScale not above minScale", .invalidLayerValue),
        ("layer set 1 scale 1:1000", "t.mapscript:2:19: error: expected 'range' after 'scale', found '1:1000'", .expected),
        ("layer set 1 scale range 1:1000", "t.mapscript:2:31: error: expected 'to' after '1:1000', found end of line", .expected),
        ("layer set 1 scale range \"a\" to 2", "t.mapscript:2:25: error: expected a number for scale, found a string", .typeMismatch),
    ])
    func errors(source: String, expected: String, id: DiagnosticID) {
        var unchanged = false
        let (result, folder) = Self.runOnWebMap(source + "\nexport webmap \"out.json\"") { folder in
            unchanged = readFile(folder + "/out.json") == nil
        }
        #expect(result.firstError.replacingOccurrences(of: folder + "/", with: "") == expected)
        #expect(result.interpreter.collectedDiagnostics.first?.id == id)
        #expect(unchanged)
    }

    /// A failed `layer set` leaves the layer as it was: the export that goes on is the original.
    @Test func aFailedSetChangesNothing() throws {
        var exported: JSONValue?
        withFolder(["w.json": Self.webMap]) { folder in
            writeFile(folder + "/t.mapscript", """
                import webmap "w.json"
                layer set 4 url "http://x.org/a/FeatureServer/0"
                layer set 1 refresh -1
                layer set 1 url ""
                export webmap "out.json"
                """)
            _ = runFile(folder + "/t.mapscript", keepGoing: true)
            exported = try? JSONParser().parse(readFile(folder + "/out.json") ?? "")
        }
        let original = try JSONParser().parse(Self.webMap)
        #expect(exported?["operationalLayers"] == original["operationalLayers"])
    }
}
