import Foundation
import Testing
@testable import MapScriptRuntime

/// `layer legend L` (issue 36, 3.9): a row per symbol of the layer's renderer in its order, the
/// default's `others` row when some feature falls to it, text or JSON, swatches only when the
/// terminal shows colour; and `print layers[1].renderer` saying by what and how many classes.
@Suite struct LayerLegendTests {
    /// Four points (one without `type`) and, for class breaks, twelve distinct `pop` values.
    static let towns = #"""
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "properties": {"type": "city", "pop": 100}, "geometry": {"type": "Point", "coordinates": [-110.8, 44.5]}},
          {"type": "Feature", "properties": {"type": "town", "pop": 20}, "geometry": {"type": "Point", "coordinates": [-110.7, 44.6]}},
          {"type": "Feature", "properties": {"type": "village", "pop": 5}, "geometry": {"type": "Point", "coordinates": [-110.9, 44.4]}},
          {"type": "Feature", "properties": {"pop": 1}, "geometry": {"type": "Point", "coordinates": [-110.85, 44.45]}}
        ]}
        """#

    static var counts: String {
        let features = (1...12).map { n in
            #"{"type": "Feature", "properties": {"n": \#(n * 10)}, "geometry": {"type": "Point", "coordinates": [\#(n), 0]}}"#
        }
        return #"{"type": "FeatureCollection", "features": ["# + features.joined(separator: ",\n") + "]}"
    }

    static let roads = #"""
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "properties": {"k": "a"}, "geometry": {"type": "LineString", "coordinates": [[0, 0], [1, 1]]}},
          {"type": "Feature", "properties": {"k": "b"}, "geometry": {"type": "LineString", "coordinates": [[0, 1], [1, 0]]}},
          {"type": "Feature", "properties": {"k": "c"}, "geometry": {"type": "Point", "coordinates": [0, 0]}}
        ]}
        """#

    static let lakes = #"""
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "properties": {}, "geometry": {"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [1, 1], [0, 0]]]}}
        ]}
        """#

    /// A web map with labels of its own: a unique value renderer (one value labelled, one not)
    /// and class breaks from `minValue` 0, the second class labelled, a feature above the last.
    static let webMap = #"""
        {"version":"2.31","spatialReference":{"wkid":102100,"latestWkid":3857},
         "baseMap":{"title":"Topographic","baseMapLayers":[]},
         "operationalLayers":[
          {"id":"fc","title":"Wells","featureCollection":{"layers":[{"layerDefinition":{"geometryType":"esriGeometryPoint",
            "fields":[{"name":"kind","type":"esriFieldTypeString"},{"name":"depth","type":"esriFieldTypeDouble"}],
            "drawingInfo":{"renderer":{"type":"uniqueValue","field1":"kind","uniqueValueInfos":[
              {"value":"oil","label":"Oil well <deep>","symbol":{"type":"esriSMS","style":"esriSMSSquare","color":[0,0,0,255],"size":10}},
              {"value":"gas","symbol":{"type":"esriSMS","style":"esriSMSCircle","color":[255,165,0,255],"size":6}}]}}},
           "featureSet":{"geometryType":"esriGeometryPoint","features":[
            {"geometry":{"x":-12338429.72,"y":5547049.88,"spatialReference":{"wkid":102100}},"attributes":{"kind":"oil","depth":120}},
            {"geometry":{"x":-12337429.72,"y":5546049.88,"spatialReference":{"wkid":102100}},"attributes":{"kind":"gas","depth":40}}]}}]}},
          {"id":"fc2","title":"Depths","featureCollection":{"layers":[{"layerDefinition":{"geometryType":"esriGeometryPoint",
            "fields":[{"name":"depth","type":"esriFieldTypeDouble"}],
            "drawingInfo":{"renderer":{"type":"classBreaks","field":"depth","minValue":0,"classBreakInfos":[
              {"classMaxValue":50,"symbol":{"type":"esriSMS","style":"esriSMSCircle","color":[0,0,255,255],"size":6}},
              {"classMaxValue":150,"label":"Deep","symbol":{"type":"esriSMS","style":"esriSMSCircle","color":[255,0,0,255],"size":6}}]}}},
           "featureSet":{"geometryType":"esriGeometryPoint","features":[
            {"geometry":{"x":-12338429.72,"y":5547049.88,"spatialReference":{"wkid":102100}},"attributes":{"depth":120}},
            {"geometry":{"x":-12337429.72,"y":5546049.88,"spatialReference":{"wkid":102100}},"attributes":{"depth":400}}]}}]}}
         ]}
        """#

    private func runInFolder(_ source: String) -> RunResult {
        var result: RunResult?
        withFolder(["towns.geojson": Self.towns, "counts.geojson": Self.counts, "roads.geojson": Self.roads,
                    "lakes.geojson": Self.lakes, "wm.json": Self.webMap]) { folder in
            writeFile(folder + "/t.mapscript", source)
            result = runFile(folder + "/t.mapscript")
        }
        return result!
    }

    @Test(arguments: [
        // A simple renderer: one row, the layer's title.
        ("layer add \"towns.geojson\" title \"Towns\"\nlayer legend 1", "Towns  red circle, size 8"),
        // Unique values in the renderer's order, then `others` (the town without `type`).
        ("layer add \"towns.geojson\"\nlayer style 1 by \"type\"\nlayer legend \"towns\"", """
            city     #1f77b4 circle, size 8
            town     #ff7f0e circle, size 8
            village  #2ca02c circle, size 8
            others   #9e9e9e circle, size 8
            """),
        // No feature falls to the default: no `others` row.
        ("layer add \"towns.geojson\"\nlayer filter 1 where pop > 1\nlayer style 1 by \"type\"\nlayer legend 1", """
            city     #1f77b4 circle, size 8
            town     #ff7f0e circle, size 8
            village  #2ca02c circle, size 8
            """),
        // Class breaks (quantiles of 10...120): each class from the previous bound, the first
        // from the smallest value.
        ("layer add \"counts.geojson\"\nlayer style 1 by \"n\"\nlayer legend 1", """
            10 – 30    #ffe08a circle, size 8
            30 – 50    #e6a86b circle, size 8
            50 – 80    #cc704c circle, size 8
            80 – 100   #b3382c circle, size 8
            100 – 120  #99000d circle, size 8
            """),
        // Lines (most features are lines) and polygons describe their part of the symbol.
        ("layer add \"roads.geojson\"\nlayer style 1 color navy width 3 by \"k\"\nlayer legend 1", """
            a  #1f77b4 solid line, width 3
            b  #ff7f0e solid line, width 3
            c  #2ca02c solid line, width 3
            """),
        ("layer add \"lakes.geojson\"\nlayer style 1 fill \"#2e86ab80\" color navy\nlayer legend 1",
         "lakes  #2e86ab80 fill, navy outline width 1"),
        // A web map's own labels and minimum; the unlabelled value is itself; kept by save/load.
        ("import webmap \"wm.json\"\nlayer legend 1\nlayer legend 2", """
            Oil well <deep>  black square, size 10
            gas              orange circle, size 6
            0 – 50  blue circle, size 6
            Deep    red circle, size 6
            others  red circle, size 8
            """),
        ("import webmap \"wm.json\"\nsave \"s.json\"\nmap new\nload \"s.json\"\nexport webmap \"o.json\"\nimport webmap \"o.json\"\nlayer legend 1\nlayer legend 2", """
            Oil well <deep>  black square, size 10
            gas              orange circle, size 6
            0 – 50  blue circle, size 6
            Deep    red circle, size 6
            others  red circle, size 8
            """),
        ("layer add service \"https://x.org/a/FeatureServer/0\"\nlayer legend 1", "service ArcGISFeatureLayer: not drawn, no legend"),
        // The renderer's value says by what and how many classes.
        ("layer add \"towns.geojson\"\nprint layers[1].renderer\nlayer style 1 by \"type\"\nprint layers[1].renderer",
         "simple\nunique value by \"type\", 3 classes"),
        ("layer add \"counts.geojson\"\nlayer style 1 by \"n\"\nprint layers[1].renderer", "class breaks by \"n\", 5 classes"),
        ("import webmap \"wm.json\"\nprint layers[2].renderer", "class breaks by \"depth\", 2 classes"),
    ])
    func text(source: String, expected: String) {
        let result = runInFolder(source)
        #expect(result.err == "")
        #expect(result.out == expected + "\n")
    }

    /// `json`: an array of rows, each with its label, symbol part and look; `others` marked.
    @Test func json() throws {
        let result = runInFolder("layer add \"towns.geojson\"\nlayer style 1 by \"type\" shape square size 6\nlayer legend 1 json")
        #expect(result.err == "")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
        #expect(rows.map { $0["label"] as? String } == ["city", "town", "village", "others"])
        #expect(rows[0]["symbol"] as? String == "marker")
        #expect(rows[0]["color"] as? String == "#1f77b4")
        #expect(rows[0]["size"] as? Double == 6)
        #expect(rows[0]["shape"] as? String == "square")
        #expect(rows.map { $0["others"] as? Bool } == [nil, nil, nil, true])
        let lakes = runInFolder("layer add \"lakes.geojson\"\nlayer legend 1 json").out
        let fill = try #require(try JSONSerialization.jsonObject(with: Data(lakes.utf8)) as? [[String: Any]])
        #expect(fill.count == 1 && fill[0]["symbol"] as? String == "fill")
        #expect((fill[0]["outline"] as? [String: Any])?["width"] as? Double == 1)
    }

    /// Swatches come from the terminal (the executable's `CellPainter`), one before each row;
    /// without a terminal that shows colour there are none (the `text` cases above).
    @Test func swatches() {
        var options = Interpreter.Options(keepGoing: false, realtime: false)
        options.terminal = PictureTerminal(size: { nil }, render: nil, swatch: { "[" + $0.hexString + "]" })
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics(), options: options)
        withFolder(["towns.geojson": Self.towns]) { folder in
            let result = run("layer add \"\(folder)/towns.geojson\"\nlayer style 1 by \"type\"\nlayer legend 1", interpreter: interpreter)
            #expect(result.err == "")
            #expect(result.out == """
                [#1f77b4] city     #1f77b4 circle, size 8
                [#ff7f0e] town     #ff7f0e circle, size 8
                [#2ca02c] village  #2ca02c circle, size 8
                [#9e9e9e] others   #9e9e9e circle, size 8

                """)
        }
    }

    /// `export svg` and `export html` draw the legend unless `legend off`.
    @Test(arguments: [("svg", "id=\"legend\""), ("html", "data-legend")])
    func exportsHaveALegendUnlessOff(format: String, marker: String) {
        withFolder(["towns.geojson": Self.towns]) { folder in
            writeFile(folder + "/t.mapscript", """
                layer add "towns.geojson"
                goto layer 1
                export \(format) "a.\(format)"
                export \(format) "b.\(format)" legend off
                export \(format) "c.\(format)" legend ON
                """)
            let result = runFile(folder + "/t.mapscript")
            #expect(result.err == "")
            #expect(readFile(folder + "/a.\(format)")?.contains(marker) == true)
            #expect(readFile(folder + "/b.\(format)")?.contains(marker) == false)
            #expect(readFile(folder + "/c.\(format)")?.contains(marker) == true)
        }
    }

    @Test(arguments: [
        ("layer legend 1", "t.mapscript:1:14: error: no layers"),
        ("layer add \"towns.geojson\"\nlayer legend 2", "t.mapscript:2:14: error: no layer 2 (there is 1)"),
        ("layer add \"towns.geojson\"\nlayer legend \"town\"", "t.mapscript:2:14: error: no layer titled 'town'; did you mean 'towns'?"),
        ("layer legend", "t.mapscript:1:13: error: expected a layer position or title after 'legend', found end of input"),
        ("export svg \"m.svg\" legend maybe", "t.mapscript:1:27: error: unknown legend choice 'maybe'; expected on, off"),
        ("export html \"m.html\" legend \"of\"", "t.mapscript:1:29: error: unknown legend choice 'of'; did you mean 'on' or 'off'?"),
    ])
    func errors(source: String, expected: String) {
        let error = runInFolder(source).firstError
        #expect(error.hasSuffix("/" + expected), "\(error)")
    }
}
