import ExternalTools
import Foundation
import MapCore
import MapFiles
import MapFormats
import Testing

/// The visible layers' features in `export geojson` and `export kml`: each feature its filter
/// keeps, with its fields and the layer's title, read back by GDAL.
@Suite struct LayerExportTests {
    /// A session with three layers: `Towns` (two points, one filtered out), `Lake` (a polygon
    /// with a hole, whose fields clash with the names GeoJSON's export adds) and a hidden one.
    static func session() throws -> Session {
        func position(_ latitude: Double, _ longitude: Double) throws -> GeodesicPosition {
            try GeodesicPosition(latitude: latitude, longitude: longitude)
        }
        var session = Session()
        let towns = [
            Feature(geometry: .point(try position(44.5261, -109.0564)), fields: [("name", "Cody"), ("pop", 9161)]),
            Feature(geometry: .point(try position(45.6793, -111.0429)), fields: [("name", "Bozeman"), ("pop", 37280)]),
        ]
        let outer = try [(44.3, -110.6), (44.3, -110.2), (44.6, -110.2), (44.6, -110.6)].map(position)
        let hole = try [(44.35, -110.5), (44.35, -110.3), (44.55, -110.3), (44.55, -110.5)].map(position)
        let lake = Feature(geometry: .polygon([outer, hole]), fields: [("name", "Lake <&>"), ("kind", "water"), ("layer", .null)])
        try session.addLayer(try OperationalLayer(title: "Towns", source: "towns.geojson", content: .features(FeatureSet(features: towns))))
        try session.addLayer(try OperationalLayer(title: "Lake", source: "lake.geojson", content: .features(FeatureSet(features: [lake]))))
        try session.addLayer(try OperationalLayer(title: "Hidden", source: "h.geojson", content: .features(FeatureSet(features: towns))))
        try session.setLayerFilter(LayerFilter(expression: "pop > 10000", kept: [1]), at: 1)
        try session.setLayerVisible(false, at: 3)
        return session
    }

    @Test func geoJSONHasTheShownFeaturesWithTheirLayerAndEveryField() throws {
        let value = try JSONParser().parse(try GeoJSONWriter().bytes(of: try Self.session()))
        let features = value["features"]?.arrayValue ?? []
        let layers = features.compactMap { $0["properties"]?["layer"]?.stringValue }
        #expect(layers == ["Towns", "Lake"])
        #expect(features[0]["properties"]?["name"]?.stringValue == "Bozeman")
        let lake = features[1]["properties"]
        #expect(lake?["kind"]?.stringValue == "layer")
        #expect(lake?["_kind"]?.stringValue == "water")
        #expect(lake?["_layer"] == .null)
        #expect(features[1]["geometry"]?["coordinates"]?.arrayValue?.count == 2)
    }

    @Test(.needs(.gdal)) func gdalReadsTheGeoJSON() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/l.geojson"
            try GeoJSONWriter().save(try Self.session(), to: path)
            let all = try runTool("ogrinfo", ["-ro", "-al", path])
            #expect(all.status == 0, "\(all.errors)")
            #expect(all.output.contains("Feature Count: 2"))
            #expect(all.output.contains("POINT (-111.0429 45.6793)"))
            #expect(all.output.contains("POLYGON ((-110.6 44.3,-110.2 44.3,-110.2 44.6,-110.6 44.6),(-110.5 44.35,"))
        }
    }

    @Test(.needs(.xmllint, .gdal)) func kmlHasAFolderPerVisibleLayerThatGDALReads() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/l.kml"
            try KMLWriter().save(try Self.session(), to: path)
            let lint = try runTool("xmllint", ["--noout", path])
            #expect(lint.status == 0, "\(lint.errors)")
            let gdal = try runTool("ogrinfo", ["-ro", "-al", path])
            #expect(gdal.status == 0, "\(gdal.errors)")
            #expect(gdal.output.contains("Layer name: Towns"))
            #expect(gdal.output.contains("Layer name: Lake"))
            #expect(!gdal.output.contains("Layer name: Hidden"))
            #expect(gdal.output.contains("Name (String) = Bozeman"))
            #expect(!gdal.output.contains("Name (String) = Cody"))
            #expect(gdal.output.contains("Name (String) = Lake <&>"))
            #expect(gdal.output.contains("pop (String) = 37280") || gdal.output.contains("pop (Integer) = 37280"))
            #expect(gdal.output.contains("POLYGON Z ((-110.6 44.3 0,-110.2 44.3 0,-110.2 44.6 0,-110.6 44.6 0,-110.6 44.3 0),(-110.5 44.35 0,"))
        }
    }

    /// A number JSON cannot hold (a field made by hand: the readers give `null` for one) makes
    /// the GeoJSON and web map exports fail with the path of the number, and the file they would
    /// have replaced keeps its bytes (it was once replaced by an empty file).
    @Test(arguments: [(Double.infinity, "inf"), (-Double.infinity, "-inf"), (Double.nan, "nan")])
    func aNonFiniteFieldFailsTheExportAndKeepsTheOldFile(number: Double, text: String) throws {
        var session = try Self.session()
        let point = Feature(geometry: .point(try GeodesicPosition(latitude: 1, longitude: 2)), fields: [("v", .number(number))])
        try session.addLayer(try OperationalLayer(title: "Odd", source: "odd.gpkg", content: .features(FeatureSet(features: [point]))))
        try withTemporaryFolder { folder in
            let path = folder + "/out.json"
            try Data("old".utf8).write(to: URL(fileURLWithPath: path))
            #expect(throws: MapFileExportError.self) { try GeoJSONWriter().save(session, to: path) }
            #expect(throws: MapFileExportError.self) { try WebMapWriter(appVersion: "1").save(session, to: path) }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("old".utf8))
            let error = #expect(throws: MapFileExportError.self) { try GeoJSONWriter().bytes(of: session) }
            #expect(error?.description.hasSuffix(".properties.v: cannot write \(text) in JSON") == true, "\(String(describing: error))")
        }
    }
}
