import Foundation
import Testing
@testable import MapScriptSyntax

/// Operational layers run from scripts: every `layer` command, `goto layer`, `identify`, their
/// error messages and ids, on small GeoJSON files and on the demo's Natural Earth extracts.
@Suite struct LayerCommandTests {
    /// Two points and a square with a hole, with fields of several JSON types.
    static let shapes = #"""
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "properties": {"name": "Cody", "pop": 9161, "tags": ["a"]},
           "geometry": {"type": "Point", "coordinates": [-109.0564, 44.5261]}},
          {"type": "Feature", "properties": {"name": "Lake", "pop": null},
           "geometry": {"type": "Polygon", "coordinates": [[[-110.6, 44.3], [-110.2, 44.3], [-110.2, 44.6], [-110.6, 44.6], [-110.6, 44.3]],
                                                           [[-110.5, 44.35], [-110.3, 44.35], [-110.3, 44.55], [-110.5, 44.55], [-110.5, 44.35]]]}},
          {"type": "Feature", "properties": {"name": "Bozeman", "pop": 37280},
           "geometry": {"type": "Point", "coordinates": [-111.0429, 45.6793]}}
        ]}
        """#

    /// Runs `source` in a folder holding `shapes.geojson` and the files given.
    private func runInFolder(_ source: String, files: [(String, String)] = [], keepGoing: Bool = false,
                             inspect: (String) -> Void = { _ in }) -> (RunResult, String) {
        var result: RunResult?
        var folderPath = ""
        withFolder(["shapes.geojson": Self.shapes]) { folder in
            for (name, text) in files { writeFile(folder + "/" + name, text) }
            folderPath = folder
            writeFile(folder + "/t.mapscript", source)
            result = runFile(folder + "/t.mapscript", keepGoing: keepGoing)
            inspect(folder)
        }
        return (result!, folderPath)
    }

    @Test(arguments: [
        ("layer list", "no layers"),
        ("layer add \"shapes.geojson\"\nlayer list", """
            #  title   kind     content     visible  opacity  renderer
            1  shapes  feature  3 features  yes            1  simple
            """),
        ("""
         layer add "shapes.geojson" title "Shapes"
         layer add service "https://x.org/arcgis/rest/services/Roads/MapServer" title "Roads"
         layer add service "https://x.org/arcgis/rest/services/Trails/FeatureServer/0"
         layer move 3 to 1
         layer hide "Roads"
         layer opacity "Shapes" 0.25
         layer style "Shapes" by "name"
         layer list
         """, """
            #  title   kind     content                        visible  opacity  renderer
            1  Trails  service  service ArcGISFeatureLayer     yes            1  -
            2  Shapes  feature  3 features                     yes         0.25  unique value by "name"
            3  Roads   service  service ArcGISMapServiceLayer  no             1  -
            """),
        ("layer add \"shapes.geojson\"\nlayer add \"shapes.geojson\"\nlayer remove 1\nlayer show 1\nlayer list", """
            #  title   kind     content     visible  opacity  renderer
            1  shapes  feature  3 features  yes            1  simple
            """),
        ("layer add \"shapes.geojson\"\nlayer style 1 by \"pop\" color navy width 3\nlayer list", """
            #  title   kind     content     visible  opacity  renderer
            1  shapes  feature  3 features  yes            1  unique value by "pop"
            """),
        ("layer add \"shapes.geojson\"\ngoto 44.45,-110.3 scale 1:1000000\nidentify 44.32,-110.55\nidentify 44.5261,-109.0564",
         "shapes #2: name=\"Lake\", pop=null\nshapes #1: name=\"Cody\", pop=9161, tags=[\"a\"]"),
        // Inside the hole: nothing; far away: nothing; a tolerance wide enough: both points.
        ("layer add \"shapes.geojson\"\ngoto 0,0 scale 1:1000000\nidentify 44.45,-110.4\nidentify 0,0", "no features\nno features"),
        ("layer add \"shapes.geojson\"\ngoto 45,-110 scale 1:20000000\nidentify 45.1,-110.05 tolerance 300",
         "shapes #1: name=\"Cody\", pop=9161, tags=[\"a\"]\nshapes #2: name=\"Lake\", pop=null\nshapes #3: name=\"Bozeman\", pop=37280"),
        // Hidden layers and layers out of their scale are not identified.
        ("layer add \"shapes.geojson\"\nlayer hide 1\ngoto 44.5261,-109.0564 scale 1:100000\nidentify 44.5261,-109.0564", "no features"),
        ("layer add \"shapes.geojson\"\ngoto layer 1\nwhere", "44.993799,-110.04965 1:1,367,679 rotation 0"),
        ("layer add \"shapes.geojson\"\nmap new\nlayer list", "no layers"),
    ])
    func commands(source: String, expected: String) {
        let (result, _) = runInFolder(source)
        #expect(result.err == "")
        #expect(result.out == expected + "\n")
    }

    /// Values: `layers`, a layer's properties, its features, a feature's fields and measures.
    @Test(arguments: [
        ("print layers.count", "0"),
        ("layer add \"shapes.geojson\" title \"Shapes\"\nprint layers.count, layers[1].title, layers[\"Shapes\"].kind, layers[1].visible",
         "1 Shapes feature true"),
        ("layer add \"shapes.geojson\"\nlayer opacity 1 0.5\nprint layers[1].opacity, layers[1].renderer, layers[1].source",
         "0.5 simple FOLDER/shapes.geojson"),
        ("layer add \"shapes.geojson\"\nprint layers[1].extent", "-111.0429,44.3 to -109.0564,45.6793 in WGS 84 (4326)"),
        ("layer add \"shapes.geojson\"\nlet fs = layers[1].features\nprint fs.count, fs[1][\"name\"], fs[1][\"pop\"], fs[1][\"tags\"], fs[2][\"pop\"] == \"\"",
         "3 Cody 9161 [\"a\"] true"),
        ("layer add \"shapes.geojson\"\nfor f in layers[1].features { print f[\"name\"], f.geometry, f.fields.count }",
         "Cody Point 3\nLake Polygon 2\nBozeman Point 2"),
        ("layer add \"shapes.geojson\"\nprint layers[1].features[1]", "{name=\"Cody\", pop=9161, tags=[\"a\"]}"),
        ("layer add \"shapes.geojson\"\nlet f = layers[1].features[1]\nprint f.points, area(f), length(f), perimeter(f)", "[(44.5261, -109.0564)] 0 0 0"),
        ("layer add \"shapes.geojson\"\nprint layers", "[\"shapes\"]"),
        ("layer add service \"https://x.org/a/FeatureServer/0\"\nprint layers[1].kind, layers[1].renderer == \"\"", "service true"),
    ])
    func values(source: String, expected: String) {
        let (result, folder) = runInFolder(source)
        #expect(result.err == "")
        #expect(result.out.replacingOccurrences(of: folder, with: "FOLDER") == expected + "\n")
    }

    /// A feature's measures are those of a graphic of the same shape: the square with a hole
    /// measures as the square less the hole (each a polygon graphic of its ring).
    @Test func featureMeasuresAgreeWithGraphics() {
        let (result, _) = runInFolder("""
            layer add "shapes.geojson"
            graphic add polygon 44.3,-110.6 to 44.3,-110.2 to 44.6,-110.2 to 44.6,-110.6
            graphic add polygon 44.35,-110.5 to 44.35,-110.3 to 44.55,-110.3 to 44.55,-110.5
            let f = layers[1].features[2]
            print area(f) - (area(1) - area(2)), perimeter(f) - (perimeter(1) + perimeter(2))
            """)
        let numbers = result.out.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        #expect(numbers.count == 2)
        #expect(numbers.allSatisfy { abs($0) < 1e-3 })
    }

    @Test(arguments: [
        ("layer remove 1", "t.mapscript:1:14: error: no layers", DiagnosticID.noLayer),
        ("layer add \"shapes.geojson\" title \"Lakes\"\nlayer hide \"Lake\"",
         "t.mapscript:2:12: error: no layer titled 'Lake'; did you mean 'Lakes'?", .noLayer),
        ("layer add \"shapes.geojson\" title \"A\"\nlayer add \"shapes.geojson\" title \"A\"\nlayer hide \"A\"",
         "t.mapscript:3:12: error: layers 1 and 2 are all titled 'A': name one by its position", .ambiguousLayerTitle),
        ("layer add \"shapes.geojson\"\nlayer opacity 1 1.5",
         "t.mapscript:2:17: error: opacity must be a number in [0, 1], not 1.5", .invalidLayerValue),
        ("layer add \"shapes.geojson\"\nlayer move 1 to 2", "t.mapscript:2:17: error: layer position 2 is out of range [1, 1]",
         .positionOutOfRange),
        ("layer add service \"https://x.org/a/FeatureServer/0\"\nlayer style 1 color red",
         "t.mapscript:2:13: error: layer 'a' is a service layer: it has no features here", .notAFeatureLayer),
        ("layer add \"shapes.geojson\"\nlayer style 1 by \"nmae\"",
         "t.mapscript:2:18: error: layer 'shapes' has no field 'nmae'; did you mean 'name'?", .unknownField),
        ("layer add \"shapes.geojson\" title \" \"", "t.mapscript:1:34: error: layer titles cannot be empty", .emptyName),
        ("layer add \"bad.geojson\"",
         "t.mapscript:1:11: error: FOLDER/bad.geojson:1:31: coordinates: latitude 95 is out of range [-90, 90]", .invalidLayerFile),
        // A file for GDAL is looked for before GDAL is loaded: the same error with or without it.
        ("layer add \"missing.gpkg\"", "t.mapscript:1:11: error: cannot read 'FOLDER/missing.gpkg': No such file or directory",
         .unreadableFile),
        ("layer add \"missing.geojson\"", "t.mapscript:1:11: error: cannot read 'FOLDER/missing.geojson': No such file or directory",
         .unreadableFile),
        ("layer add \"shapes.geojson\"\nprint layers[1].features[1][\"nmae\"]",
         "t.mapscript:2:29: error: the feature has no field 'nmae'; did you mean 'name'?", .unknownField),
        ("layer add service \"https://x.org/a/FeatureServer/0\"\nprint layers[1].features",
         "t.mapscript:2:17: error: layer 'a' is a service layer: it has no features here", .notAFeatureLayer),
        ("print layers[\"x\"]", "t.mapscript:1:14: error: no layer titled 'x'", .noLayer),
        ("identify 1,2 tolerance -1", "t.mapscript:1:24: error: tolerance must be a number of pixels in [0, 1000], not -1",
         .valueOutOfRange),
    ])
    func errors(source: String, expected: String, id: DiagnosticID) {
        let (result, folder) = runInFolder(source, files: [("bad.geojson", #"{"type":"Point","coordinates":[10,95]}"#)])
        #expect(result.firstError.replacingOccurrences(of: folder + "/t.mapscript", with: "t.mapscript")
                    .replacingOccurrences(of: folder, with: "FOLDER") == expected)
        #expect(result.interpreter.collectedDiagnostics.first?.id == id)
    }

    /// `save` keeps file layers by their path relative to the session file, with their state,
    /// and service layers verbatim; `load` reads the layer files again.
    @Test func saveAndLoadKeepLayers() {
        let (result, folder) = runInFolder("""
            layer add "shapes.geojson" title "Shapes"
            layer add service "https://x.org/arcgis/rest/services/Roads/MapServer"
            layer opacity 1 0.25
            layer hide 2
            layer style 1 by "name"
            save "sub/s.json"
            map new
            load "sub/s.json"
            layer list
            print layers[1].source
            save "sub/t.json"
            """, files: [("sub/keep", "")]) { folder in
            #expect(readFile(folder + "/sub/s.json")?.contains(#""source":"../shapes.geojson""#) == true)
            #expect(readFile(folder + "/sub/s.json") == readFile(folder + "/sub/t.json"))
        }
        #expect(result.err == "")
        #expect(result.out.replacingOccurrences(of: folder, with: "FOLDER") == """
            #  title   kind     content                        visible  opacity  renderer
            1  Shapes  feature  3 features                     yes         0.25  unique value by "name"
            2  Roads   service  service ArcGISMapServiceLayer  no             1  -
            FOLDER/sub/../shapes.geojson

            """)
    }

    /// A session file whose layer file is gone is not loaded at all: the session stays.
    @Test func loadIsAllOrNothing() {
        withFolder(["shapes.geojson": Self.shapes, "other.geojson": #"{"type":"Point","coordinates":[1,2]}"#]) { folder in
            writeFile(folder + "/save.mapscript", "layer add \"other.geojson\"\nsave \"s.json\"\n")
            #expect(runFile(folder + "/save.mapscript").err == "")
            unlink(folder + "/other.geojson")
            writeFile(folder + "/t.mapscript", "layer add \"shapes.geojson\" title \"Kept\"\nload \"s.json\"\nlayer list\n")
            let result = runFile(folder + "/t.mapscript", keepGoing: true)
            #expect(result.firstError == folder + "/t.mapscript:2:6: error: cannot read '" + folder + "/other.geojson': No such file or directory")
            #expect(result.out.contains("1  Kept") && !result.out.contains("other"))
        }
    }

    /// A failed command leaves the layers as they were.
    @Test func failuresChangeNothing() {
        let (result, _) = runInFolder("""
            layer add "shapes.geojson" title "A"
            layer add "bad.geojson"
            layer opacity 1 7
            layer style 1 by "nope"
            layer list
            """, files: [("bad.geojson", "{")], keepGoing: true)
        #expect(result.errorHeaders.count == 3)
        #expect(result.out.hasSuffix("1  A      feature  3 features  yes            1  simple\n"))
    }
}
