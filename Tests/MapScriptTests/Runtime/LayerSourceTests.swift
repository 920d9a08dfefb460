import Foundation
import MapFormats
import Testing
@testable import MapScriptSyntax

/// Issue 33, section 1: `layer find source TEXT` and `layer replace source OLD with NEW` over
/// every URL the session keeps: operational layers, group members at any depth, tables and
/// basemap layers (`LayerSetTests.webMap`).
@Suite struct LayerSourceTests {
    @Test(arguments: [
        ("gis.example.com", """
            layers[1] "Roads": http://gis.example.com/arcgis/rest/services/Roads/MapServer
            layers[2] "Parcels": http://gis.example.com/arcgis/rest/services/Parcels/FeatureServer/0
            layers[3].layers[1] "Bus": http://gis.example.com/arcgis/rest/services/Bus/FeatureServer/0
            layers[3].layers[2].layers[1] "Rail": http://gis.example.com/arcgis/rest/services/Rail/FeatureServer/1
            tables[1] "Owners": http://gis.example.com/arcgis/rest/services/Parcels/FeatureServer/1
            """),
        ("FeatureServer/1", """
            layers[3].layers[2].layers[1] "Rail": http://gis.example.com/arcgis/rest/services/Rail/FeatureServer/1
            tables[1] "Owners": http://gis.example.com/arcgis/rest/services/Parcels/FeatureServer/1
            """),
        ("World_Topo", """
            basemap.layers[1] "base": http://services.arcgisonline.com/ArcGIS/rest/services/World_Topo_Map/MapServer
            """),
        ("nowhere", "no layer URL contains \"nowhere\""),
    ])
    func findListsEveryLayerWhoseURLContainsTheText(text: String, expected: String) {
        let (result, _) = LayerSetTests.runOnWebMap("layer find source \(StringLiteral.quoted(text))")
        #expect(result.err == "")
        #expect(result.out == expected + "\n")
    }

    /// A layer read from a file names no service: it is never listed.
    @Test func aFileLayerIsNotASource() {
        let (result, _) = LayerSetTests.runOnWebMap("""
            bookmark add "A"
            export geojson "a.geojson"
            layer add "a.geojson"
            layer find source "a.geojson"
            """)
        #expect(result.out == "no layer URL contains \"a.geojson\"\n")
    }

    @Test func replaceChangesThosePrefixesAndNothingElse() throws {
        var exported: JSONValue?
        let (result, _) = LayerSetTests.runOnWebMap("""
            layer replace source "http://gis.example.com/arcgis" with "https://gis.example.com/server"
            layer replace source "http://services.arcgisonline.com" with "https://services.arcgisonline.com"
            layer replace source "ftp://" with "x"
            print layers[1].url
            print layers[1].source
            export webmap "out.json"
            """) { folder in
            exported = try? JSONParser().parse(readFile(folder + "/out.json") ?? "")
        }
        #expect(result.err == "")
        #expect(result.out == """
            layers[1] "Roads": http://gis.example.com/arcgis/rest/services/Roads/MapServer -> https://gis.example.com/server/rest/services/Roads/MapServer
            layers[2] "Parcels": http://gis.example.com/arcgis/rest/services/Parcels/FeatureServer/0 -> https://gis.example.com/server/rest/services/Parcels/FeatureServer/0
            layers[3].layers[1] "Bus": http://gis.example.com/arcgis/rest/services/Bus/FeatureServer/0 -> https://gis.example.com/server/rest/services/Bus/FeatureServer/0
            layers[3].layers[2].layers[1] "Rail": http://gis.example.com/arcgis/rest/services/Rail/FeatureServer/1 -> https://gis.example.com/server/rest/services/Rail/FeatureServer/1
            tables[1] "Owners": http://gis.example.com/arcgis/rest/services/Parcels/FeatureServer/1 -> https://gis.example.com/server/rest/services/Parcels/FeatureServer/1
            basemap.layers[1] "base": http://services.arcgisonline.com/ArcGIS/rest/services/World_Topo_Map/MapServer -> https://services.arcgisonline.com/ArcGIS/rest/services/World_Topo_Map/MapServer
            no layer URL starts with "ftp://"
            https://gis.example.com/server/rest/services/Roads/MapServer
            https://gis.example.com/server/rest/services/Roads/MapServer

            """)
        // The web map's text names those prefixes in URLs only: replacing them in the text
        // gives the expected map.
        let expected = try JSONParser().parse(LayerSetTests.webMap
            .replacingOccurrences(of: "http://gis.example.com/arcgis", with: "https://gis.example.com/server")
            .replacingOccurrences(of: "http://services.arcgisonline.com", with: "https://services.arcgisonline.com"))
        let export = try #require(exported)
        for member in expected.objectValue ?? [] {
            #expect(export[member.key] == member.value, "\(member.key)")
        }
    }

    /// A session file keeps the replaced URLs of layers, group members, tables and basemap layers.
    @Test func aSavedSessionKeepsTheReplacedURLs() {
        let (result, _) = LayerSetTests.runOnWebMap("""
            layer replace source "http://" with "https://"
            save "s.json"
            map new
            load "s.json"
            layer find source "http://"
            layer find source "FeatureServer/1"
            layer find source "World_Topo"
            """)
        #expect(result.err == "")
        #expect(result.out.hasSuffix("""
            no layer URL contains "http://"
            layers[3].layers[2].layers[1] "Rail": https://gis.example.com/arcgis/rest/services/Rail/FeatureServer/1
            tables[1] "Owners": https://gis.example.com/arcgis/rest/services/Parcels/FeatureServer/1
            basemap.layers[1] "base": https://services.arcgisonline.com/ArcGIS/rest/services/World_Topo_Map/MapServer

            """))
    }

    @Test(arguments: [
        ("layer replace source \"\" with \"https://\"",
         "t.mapscript:2:22: error: the text to replace cannot be empty: every URL starts with it", DiagnosticID.invalidLayerValue),
        ("layer replace source \"http://\" with 1", "t.mapscript:2:37: error: expected a string for URL prefix, found a number",
         .typeMismatch),
        ("layer find source 3", "t.mapscript:2:19: error: expected a string for text to look for, found a number", .typeMismatch),
        ("layer replace source \"http://\" \"https://\"",
         "t.mapscript:2:32: error: expected 'with', found a string", .expected),
    ])
    func errors(source: String, expected: String, id: DiagnosticID) {
        let (result, folder) = LayerSetTests.runOnWebMap(source)
        #expect(result.firstError.replacingOccurrences(of: folder + "/", with: "") == expected)
        #expect(result.interpreter.collectedDiagnostics.first?.id == id)
    }
}

extension LayerSourceTests {
    /// A layer whose JSON has no title is named after its URL; a new URL (`layer set L url`,
    /// `layer replace source`) names it anew, and the export still has no `title`. A vector
    /// tile layer's source is its `styleUrl`, which `layer replace source` changes.
    @Test func aLayerNamedAfterItsURLFollowsIt() throws {
        let map = #"""
            {"operationalLayers": [
              {"id": "a", "url": "http://x.org/arcgis/rest/services/Roads/MapServer", "layerType": "ArcGISMapServiceLayer"},
              {"id": "v", "title": "Tiles", "styleUrl": "http://x.org/styles/root.json", "layerType": "VectorTileLayer"}],
             "baseMap": {"title": "Topo", "baseMapLayers": [{"id": "base", "layerType": "ArcGISTiledMapServiceLayer",
               "url": "http://services.arcgisonline.com/ArcGIS/rest/services/World_Topo_Map/MapServer"}]},
             "spatialReference": {"wkid": 102100, "latestWkid": 3857}, "version": "2.31"}
            """#
        var result: RunResult?
        var exported: JSONValue?
        withFolder(["m.json": map]) { folder in
            writeFile(folder + "/t.mapscript", """
                import webmap "m.json"
                print layers[1].title
                layer set 1 url "https://x.org/arcgis/rest/services/Streets/MapServer"
                print layers[1].title + " " + layers[1].source
                layer replace source "https://x.org/arcgis/rest/services/Streets" with "https://x.org/arcgis/rest/services/Lanes"
                layer replace source "http://x.org/styles" with "https://y.org/styles"
                print layers[1].title + " " + layers[2].title + " " + layers[2].source
                export webmap "out.json"
                """)
            result = runFile(folder + "/t.mapscript")
            exported = try? JSONParser().parse(readFile(folder + "/out.json") ?? "")
        }
        #expect(result?.err == "")
        #expect(result?.out.split(separator: "\n").filter { !$0.contains(" -> ") } == [
            "Roads", "Streets https://x.org/arcgis/rest/services/Streets/MapServer", "Lanes Tiles https://y.org/styles/root.json",
        ])
        let layers = try #require(exported?["operationalLayers"]?.arrayValue)
        #expect(layers[0]["title"] == nil)
        #expect(layers[0]["url"] == "https://x.org/arcgis/rest/services/Lanes/MapServer")
        #expect(layers[1]["styleUrl"] == "https://y.org/styles/root.json")
    }
}

/// Pop-ups name URLs too (media, links, HTML): `layer find source` lists each text that holds
/// one, and `layer replace source` rewrites the prefix inside it, wherever it is in the text.
@Suite struct PopupSourceTests {
    static let webMap = #"""
        {"operationalLayers": [
          {"id": "p", "title": "Parcels", "url": "http://gis.example.com/arcgis/rest/services/Parcels/FeatureServer/0",
           "layerType": "ArcGISFeatureLayer", "popupInfo": {"title": "{PIN}",
             "description": "<a href=\"http://gis.example.com/arcgis/docs/{PIN}.pdf\">deed</a>\nsee http://other.org/x",
             "mediaInfos": [{"type": "image", "value": {"sourceURL": "http://gis.example.com/arcgis/img/{PIN}.png",
                                                         "linkURL": "https://keep.org/{PIN}"}}]}},
          {"id": "m", "title": "Roads", "url": "http://gis.example.com/arcgis/rest/services/Roads/MapServer",
           "layerType": "ArcGISMapServiceLayer", "layers": [{"id": 2, "popupInfo": {"title": "{NAME}",
             "mediaInfos": [{"type": "image", "value": {"sourceURL": "http://gis.example.com/arcgis/img/road.png"}}]}}]}
        ],
        "baseMap": {"title": "Topographic", "baseMapLayers": []},
        "version": "2.31"}
        """#

    @Test func findListsPopupURLs() {
        var result: RunResult?
        withFolder(["w.json": Self.webMap]) { folder in
            writeFile(folder + "/t.mapscript", "import webmap \"w.json\"\nlayer find source \"gis.example.com\"")
            result = runFile(folder + "/t.mapscript")
        }
        #expect(result?.out == #"""
            layers[1] "Parcels": http://gis.example.com/arcgis/rest/services/Parcels/FeatureServer/0
            layers[1] "Parcels" popupInfo.description: <a href="http://gis.example.com/arcgis/docs/{PIN}.pdf">deed</a>\nsee http://other.org/x
            layers[1] "Parcels" popupInfo.mediaInfos[0].value.sourceURL: http://gis.example.com/arcgis/img/{PIN}.png
            layers[2] "Roads": http://gis.example.com/arcgis/rest/services/Roads/MapServer
            layers[2] "Roads" layers[0].popupInfo.mediaInfos[0].value.sourceURL: http://gis.example.com/arcgis/img/road.png

            """#)
    }

    @Test func replaceRewritesThePrefixInPopupsAndNothingElse() throws {
        var exported: JSONValue?
        var result: RunResult?
        withFolder(["w.json": Self.webMap]) { folder in
            writeFile(folder + "/t.mapscript", """
                import webmap "w.json"
                layer replace source "http://gis.example.com/arcgis" with "https://gis.example.com/server"
                export webmap "out.json"
                """)
            result = runFile(folder + "/t.mapscript")
            exported = try? JSONParser().parse(readFile(folder + "/out.json") ?? "")
        }
        #expect(result?.err == "")
        #expect(result?.out.split(separator: "\n").count == 5)
        let expected = try JSONParser().parse(Self.webMap.replacingOccurrences(of: "http://gis.example.com/arcgis",
                                                                               with: "https://gis.example.com/server"))
        let export = try #require(exported)
        #expect(export["operationalLayers"] == expected["operationalLayers"])
    }
}
