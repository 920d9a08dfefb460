import ExternalTools
import Foundation
import MapCore
import MapFiles
import MapFormats
import Testing

/// Feature collections, our graphics layer, other spatial references and item JSON, on small
/// web maps made here (the real ones are in `WebMapRoundTripTests`).
@Suite struct WebMapFeatureCollectionTests {
    let writer = WebMapWriter(appVersion: "0.1.0")

    /// A map-notes-like layer: a point sub-layer in Web Mercator with a unique value renderer on
    /// a numeric field, and a polygon sub-layer in WGS 84 with a hole.
    static let notes: JSONValue = [
        "id": "notes", "title": "Notes", "opacity": 0.5, "visibility": true, "minScale": 0, "maxScale": 0,
        "featureCollection": ["layers": [
            [
                "layerDefinition": ["geometryType": "esriGeometryPoint", "drawingInfo": ["renderer": [
                    "type": "uniqueValue", "field1": "kind",
                    "uniqueValueInfos": [["value": "1", "symbol": ["type": "esriSMS", "style": "esriSMSSquare", "color": [255, 0, 0, 255], "size": 12]]],
                    "defaultSymbol": ["type": "esriSMS", "style": "esriSMSCircle", "color": [0, 0, 255, 255], "size": 6],
                ]]],
                "featureSet": ["geometryType": "esriGeometryPoint", "spatialReference": ["wkid": 102100], "features": [
                    ["geometry": ["x": 1113194.9079327357, "y": 6446275.841017158], "attributes": ["kind": 1, "name": "A"]],
                    ["geometry": ["x": 0, "y": 0], "attributes": ["kind": 2, "name": "B"]],
                ]],
            ],
            [
                "layerDefinition": ["geometryType": "esriGeometryPolygon"],
                "featureSet": ["geometryType": "esriGeometryPolygon", "spatialReference": ["wkid": 4326], "features": [
                    ["geometry": ["rings": [[[0, 0], [0, 10], [10, 10], [10, 0], [0, 0]], [[2, 2], [4, 2], [4, 4], [2, 4], [2, 2]]]],
                     "attributes": ["name": "C"], "popupInfo": ["title": "kept"]],
                ]],
            ],
        ]],
    ]

    static func webMap(_ layers: [JSONValue], extra: [(String, JSONValue)] = []) -> [UInt8] {
        let value = JSONValue.object([("operationalLayers", .array(layers)), ("version", "2.30")] + extra)
        return Array((try? JSONWriter().bytes(value)) ?? [])
    }

    static func imported(_ bytes: [UInt8], projector: WebMapReader.Projector? = nil) throws -> Session {
        var session = Session()
        try WebMapReader(view: View(), projector: projector).read(bytes).apply(to: &session)
        return session
    }

    @Test func aFeatureCollectionComesInWithItsFeaturesAndRenderer() throws {
        let session = try Self.imported(Self.webMap([Self.notes]))
        let layer = try session.layers.layer(at: 1)
        #expect(layer.kind == .featureCollection && layer.title == "Notes" && layer.opacity == 0.5)
        let set = try #require(layer.featureSet)
        #expect(set.features.count == 3)
        guard case .point(let first)? = set.features[0].geometry else { Issue.record("not a point"); return }
        #expect(abs(first.longitude - 10) < 1e-9 && abs(first.latitude - 50) < 1e-9)
        guard case .polygon(let rings)? = set.features[2].geometry else { Issue.record("not a polygon"); return }
        #expect(rings.count == 2 && rings[0][1].latitude == 10)
        guard case .uniqueValue(let field, let values, let other) = set.renderer else { Issue.record("\(set.renderer)"); return }
        #expect(field == "kind" && values.first?.value == 1 && values.first?.symbol.marker.shape == .square)
        #expect(other.marker.size == 6)
        #expect(set.renderer.symbol(for: set.features[0]).marker.size == 12)
    }

    @Test func anUnchangedFeatureCollectionIsWrittenBackAsItCame() throws {
        let session = try Self.imported(Self.webMap([Self.notes]))
        #expect(try writer.webMap(of: session)[["operationalLayers", 0]] == Self.notes)
    }

    @Test func aChangedRendererIsWrittenIntoEachSubLayer() throws {
        var session = try Self.imported(Self.webMap([Self.notes]))
        try session.setLayerRenderer(.simple(LayerSymbol.standard.colored(.blue)), at: 1)
        try session.setLayerOpacity(1, at: 1)
        let layer = try #require(try writer.webMap(of: session)[["operationalLayers", 0]])
        #expect(layer["opacity"] == 1)
        #expect(layer[["featureCollection", "layers", 0, "layerDefinition", "drawingInfo", "renderer", "symbol", "type"]] == "esriSMS")
        #expect(layer[["featureCollection", "layers", 1, "layerDefinition", "drawingInfo", "renderer", "symbol", "type"]] == "esriSFS")
        #expect(layer[["featureCollection", "layers", 1, "featureSet", "features", 0, "popupInfo"]] == ["title": "kept"])
    }

    @Test func ourGraphicsComeBackAsGraphics() throws {
        let original = try sessionWithGraphics()
        let session = try Self.imported(try writer.bytes(of: original))
        #expect(session.layers.isEmpty)
        #expect(session.graphics.graphics.map(\.kind) == original.graphics.graphics.map(\.kind))
        #expect(session.graphics.graphics.map(\.label) == original.graphics.graphics.map(\.label))
        #expect(session.graphics.graphics.map(\.color) == original.graphics.graphics.map(\.color))
    }

    @Test func aFileLayerIsExportedAsAFeatureCollectionThatComesBack() throws {
        var session = Session()
        let features = [
            Feature(geometry: .point(try GeodesicPosition(latitude: 50, longitude: 10)), fields: [("name", "A"), ("pop", 5), ("ok", true)]),
            Feature(geometry: .lineString([try GeodesicPosition(latitude: 0, longitude: 0), try GeodesicPosition(latitude: 1, longitude: 1)]),
                    fields: [("name", "B"), ("tags", [1, 2])]),
        ]
        try session.addLayer(try OperationalLayer(title: "Places", source: "places.geojson",
                                                  content: .features(FeatureSet(features: features))))
        try session.setLayerRenderer(.uniqueValue(field: "name", values: [.init(value: "A", symbol: .standard)], other: .standard), at: 1)
        let layer = try #require(try writer.webMap(of: session)[["operationalLayers", 0]])
        #expect(layer["layerType"] == "ArcGISFeatureLayer" && layer["title"] == "Places")
        #expect(layer[["featureCollection", "layers", 0, "layerDefinition", "drawingInfo", "renderer", "field1"]] == "name")
        #expect(layer[["featureCollection", "layers", 0, "featureSet", "features", 0, "attributes", "ok"]] == 1)
        #expect(layer[["featureCollection", "layers", 1, "featureSet", "features", 0, "attributes", "tags"]] == "[1,2]")
        // Each feature carries its own fields only (with every field of the set on every
        // feature, the file grew as features x fields); the definition lists them all, typed.
        #expect(layer[["featureCollection", "layers", 0, "featureSet", "features", 0, "attributes"]]?.objectValue?.map(\.key)
                == ["OBJECTID", "name", "pop", "ok"])
        #expect(layer[["featureCollection", "layers", 1, "featureSet", "features", 0, "attributes"]]?.objectValue?.map(\.key)
                == ["OBJECTID", "name", "tags"])
        let fields = layer[["featureCollection", "layers", 0, "layerDefinition", "fields"]]?.arrayValue ?? []
        #expect(fields.map { $0["name"]?.stringValue ?? "" } == ["OBJECTID", "name", "pop", "ok", "tags"])
        #expect(fields.map { $0["type"]?.stringValue ?? "" }
                == ["esriFieldTypeOID", "esriFieldTypeString", "esriFieldTypeInteger", "esriFieldTypeSmallInteger", "esriFieldTypeString"])
        let back = try Self.imported(try writer.bytes(of: session))
        let set = try #require(try back.layers.layer(at: 1).featureSet)
        #expect(set.features.count == 2 && set.renderer.field == "name")
    }

    /// A file layer's features without geometry are kept with their attributes (2 features
    /// were 1), whole-number fields are `esriFieldTypeInteger` (a field with a fraction stays
    /// double), ISO 8601 dates `esriFieldTypeDate` as epoch milliseconds; Esri's model accepts it
    /// and `import webmap` reads every feature back.
    @Test func nullGeometriesIntegersAndDatesAreKept() throws {
        var session = Session()
        let features = [
            Feature(geometry: .point(try GeodesicPosition(latitude: 50, longitude: 10)),
                    fields: [("n", 5), ("x", 1.5), ("day", "2024-05-01"), ("at", "2024-05-01T13:45:00Z")]),
            Feature(geometry: nil, fields: [("n", 7), ("x", 2), ("day", "2024-05-02"), ("at", .null)]),
        ]
        try session.addLayer(try OperationalLayer(title: "T", source: "t.gpkg", content: .features(FeatureSet(features: features))))
        let layer = try #require(try writer.webMap(of: session)[["operationalLayers", 0]])
        let sublayer = try #require(layer[["featureCollection", "layers", 0]])
        let written = sublayer[["featureSet", "features"]]?.arrayValue ?? []
        #expect(written.count == 2)
        #expect(written.last?["geometry"] == nil && written.last?[["attributes", "n"]] == 7)
        let types = (sublayer[["layerDefinition", "fields"]]?.arrayValue ?? []).map { $0["type"]?.stringValue ?? "" }
        #expect(types == ["esriFieldTypeOID", "esriFieldTypeInteger", "esriFieldTypeDouble", "esriFieldTypeDate", "esriFieldTypeDate"])
        #expect(written.first?[["attributes", "day"]] == 1714521600000)
        #expect(written.first?[["attributes", "at"]] == 1714571100000)
        let back = try Self.imported(try writer.bytes(of: session))
        #expect(try back.layers.layer(at: 1).featureSet?.features.count == 2)
    }

    /// Esri's model accepts a feature collection with a feature without geometry and dates.
    @Test(.needs(.webMapModel)) func esrisModelAcceptsNullGeometriesAndDates() throws {
        var session = Session()
        let features = [
            Feature(geometry: .point(try GeodesicPosition(latitude: 50, longitude: 10)), fields: [("n", 5), ("day", "2024-05-01")]),
            Feature(geometry: nil, fields: [("n", 7), ("day", "2024-05-02")]),
        ]
        try session.addLayer(try OperationalLayer(title: "T", source: "t.gpkg", content: .features(FeatureSet(features: features))))
        try withTemporaryFolder { folder in
            try writer.save(session, to: folder + "/map.json")
            let run = try runTool("python3", [readersFolder + "/validate_webmap.py", folder + "/map.json"])
            #expect(run.status == 0 && run.output == "ok\n", "\(run.output)")
        }
    }

    @Test(.needs(.webMapModel)) func esrisModelAcceptsServiceFileAndCollectionLayers() throws {
        // Esri's model requires a top-level spatial reference, which a web map without one does
        // not get on export (it goes back as it came).
        var session = try Self.imported(Self.webMap([Self.notes], extra: [("spatialReference", ["wkid": 102100, "latestWkid": 3857])]))
        let url = "https://services.arcgis.com/x/arcgis/rest/services/Parks/FeatureServer/0"
        try session.addLayer(try OperationalLayer(title: "Parks", source: url, content: .service(ServiceLayer(url: url, title: "Parks"))))
        let point = Feature(geometry: .point(try GeodesicPosition(latitude: 50, longitude: 10)), fields: [("name", "A")])
        try session.addLayer(try OperationalLayer(title: "Places", source: "p.geojson", content: .features(FeatureSet(features: [point]))))
        try withTemporaryFolder { folder in
            try writer.save(session, to: folder + "/map.json")
            let run = try runTool("python3", [readersFolder + "/validate_webmap.py", folder + "/map.json"])
            #expect(run.status == 0 && run.output == "ok\n", "\(run.output)")
        }
    }

    @Test func anotherSpatialReferenceGoesThroughTheProjectorOrIsAnError() throws {
        let layer: JSONValue = ["id": "nz", "featureCollection": ["layers": [["featureSet": ["spatialReference": ["wkid": 2193], "features": [
            ["geometry": ["x": 1_750_000, "y": 5_900_000], "attributes": [:]],
        ]]]]]]
        let bytes = Self.webMap([layer])
        do {
            _ = try Self.imported(bytes)
            Issue.record("read without a projector")
        } catch let error as MapFileError {
            #expect(error.description.contains("spatial reference WKID 2193 needs PROJ"), "\(error.description)")
        }
        let session = try Self.imported(bytes) {
            { wkid, points in
                #expect(wkid == 2193)
                return points.map { _ in (174.78, -41.29) }
            }
        }
        guard case .point(let position)? = try session.layers.layer(at: 1).featureSet?.features[0].geometry else {
            Issue.record("no point")
            return
        }
        #expect(position.longitude == 174.78 && position.latitude == -41.29)
    }

    @Test func aWGS84ExtentIsFittedInWebMercator() throws {
        let state: JSONValue = ["viewpoint": ["targetGeometry": ["xmin": -10, "ymin": 40, "xmax": 10, "ymax": 60, "spatialReference": ["wkid": 4326]]]]
        let session = try Self.imported(Self.webMap([], extra: [("initialState", state)]))
        let south = Projection.webMercator(latitude: 40, longitude: 0).y, north = Projection.webMercator(latitude: 60, longitude: 0).y
        let centre = Projection.geographic(x: 0, y: (south + north) / 2)
        #expect(abs(session.viewpoint.latitude - centre.latitude) < 1e-9)
        #expect(session.viewpoint.latitude > 50.5)  // averaging degrees would give 50
        let scale = max(20 * Projection.metresPerDegree / 800, (north - south) / 600) * 96 / 0.0254
        #expect(abs(session.viewpoint.scale - scale) < 1e-6 * scale)
    }

    @Test func itemJSONIsReadAndItsExtentFittedWithoutAnInitialState() throws {
        let data = JSONValue.object([("operationalLayers", .array([Self.notes]))])
        let wrapped: JSONValue = ["item": ["title": "x", "extent": [[-10, 40], [10, 60]]], "itemData": data]
        var session = Session()
        try WebMapReader(view: View()).read(try JSONWriter().bytes(wrapped)).apply(to: &session)
        #expect(session.layers.count == 1)
        #expect(session.viewpoint.latitude > 50.5 && abs(session.viewpoint.longitude) < 1e-9)
        #expect(try writer.webMap(of: session)["item"] == nil)
    }
}
