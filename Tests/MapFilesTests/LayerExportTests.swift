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
        let value = try JSONParser().parse(GeoJSONWriter().bytes(of: try Self.session()))
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
}
