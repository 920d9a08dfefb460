import ExternalTools
import Foundation
import MapCore
import MapFiles
import MapFormats
import Testing

/// A GeometryCollection feature and how `export webmap` writes it.
struct GeometryCollectionCase: Sendable, CustomTestStringConvertible {
    /// What the case is.
    let name: String
    /// The feature's geometry.
    let geometry: FeatureGeometry
    /// The Esri geometry type it is written as.
    let esriType: String
    /// The member of the Esri geometry that holds its parts (`points`, `paths`, `rings`; `x` for a point).
    let member: String
    /// How many parts (points, paths or rings) it has; 1 for a point.
    let parts: Int
    /// The families the note says are left out, or nil when nothing is.
    let leftOut: String?

    var testDescription: String { name }
}

/// Positions the test knows are valid.
private func at(_ latitude: Double, _ longitude: Double) -> GeodesicPosition {
    (try? GeodesicPosition(latitude: latitude, longitude: longitude)) ?? GeodesicPosition.origin
}

private extension GeodesicPosition {
    static var origin: GeodesicPosition { (try? GeodesicPosition(latitude: 0, longitude: 0))! }
}

/// Issue 36, section 2: `export webmap` split a GeometryCollection feature into one feature per
/// member. The web map specification has no collection, so a feature stays one feature: the
/// multi geometry of its members when they are one family, else of the first member's family,
/// with a warning naming the feature; ids stay unique; Esri's model accepts it and `import
/// webmap` reads as many features back.
@Suite struct WebMapGeometryCollectionTests {
    let writer = WebMapWriter(appVersion: "0.1.0")

    static let square = [at(0, 0), at(0, 1), at(1, 1), at(1, 0), at(0, 0)]
    /// Computed, not stored: a `FeatureGeometry` is an indirect enum whose box pointers carry the
    /// case in their spare bits, so LeakSanitizer cannot follow them from a global that lives
    /// until exit and reports the boxes as leaked (a false report; the same values freed before
    /// exit are not reported).
    static var cases: [GeometryCollectionCase] { [
        GeometryCollectionCase(name: "two points", geometry: .collection([.point(at(50, 10)), .point(at(51, 11))]),
                               esriType: "esriGeometryMultipoint", member: "points", parts: 2, leftOut: nil),
        GeometryCollectionCase(name: "a point and a multipoint",
                               geometry: .collection([.point(at(50, 10)), .multiPoint([at(51, 11), at(52, 12)])]),
                               esriType: "esriGeometryMultipoint", member: "points", parts: 3, leftOut: nil),
        GeometryCollectionCase(name: "one point", geometry: .collection([.point(at(50, 10))]),
                               esriType: "esriGeometryPoint", member: "x", parts: 1, leftOut: nil),
        GeometryCollectionCase(name: "two lines, one nested",
                               geometry: .collection([.lineString([at(0, 0), at(1, 1)]),
                                                      .collection([.multiLineString([[at(2, 2), at(3, 3)]])])]),
                               esriType: "esriGeometryPolyline", member: "paths", parts: 2, leftOut: nil),
        GeometryCollectionCase(name: "a polygon and a multipolygon",
                               geometry: .collection([.polygon([square]), .multiPolygon([[square.map { at($0.latitude + 5, $0.longitude) }]])]),
                               esriType: "esriGeometryPolygon", member: "rings", parts: 2, leftOut: nil),
        GeometryCollectionCase(name: "a point then a line", geometry: .collection([.point(at(50, 10)), .lineString([at(50, 10), at(51, 11)])]),
                               esriType: "esriGeometryPoint", member: "x", parts: 1, leftOut: "lines"),
        GeometryCollectionCase(name: "a line, a polygon and a point",
                               geometry: .collection([.lineString([at(0, 0), at(1, 1)]), .polygon([square]), .point(at(5, 5))]),
                               esriType: "esriGeometryPolyline", member: "paths", parts: 1, leftOut: "points and polygons"),
    ] }

    /// A session with one layer `L`: a plain point, the case's feature, another point.
    static func session(_ test: GeometryCollectionCase) throws -> Session {
        var session = Session()
        let features = [
            Feature(geometry: .point(at(40, 0)), fields: [("name", "before")]),
            Feature(geometry: test.geometry, fields: [("name", "collection")]),
            Feature(geometry: .point(at(41, 1)), fields: [("name", "after")]),
        ]
        try session.addLayer(try OperationalLayer(title: "L", source: "l.geojson", content: .features(FeatureSet(features: features))))
        return session
    }

    @Test(arguments: cases)
    func aCollectionStaysOneFeature(_ test: GeometryCollectionCase) throws {
        let session = try Self.session(test)
        let map = try writer.webMap(of: session)
        let sublayers = map[["operationalLayers", 0, "featureCollection", "layers"]]?.arrayValue ?? []
        let features = sublayers.flatMap { $0[["featureSet", "features"]]?.arrayValue ?? [] }
        #expect(features.count == 3, "\(test.name): \(features.count) features written")
        let ids = features.compactMap { $0[["attributes", "OBJECTID"]]?.doubleValue }
        #expect(Set(ids).count == 3, "\(test.name): ids \(ids)")
        let sublayer = try #require(sublayers.first { layer in
            (layer[["featureSet", "features"]]?.arrayValue ?? []).contains { $0[["attributes", "name"]]?.stringValue == "collection" }
        })
        #expect(sublayer[["layerDefinition", "geometryType"]]?.stringValue == test.esriType)
        let feature = try #require((sublayer[["featureSet", "features"]]?.arrayValue ?? []).first {
            $0[["attributes", "name"]]?.stringValue == "collection"
        })
        let geometry = try #require(feature["geometry"])
        let parts = test.member == "x" ? (geometry["x"] == nil ? 0 : 1) : geometry[test.member]?.arrayValue?.count
        #expect(parts == test.parts, "\(test.name): \(feature)")
        let notes = WebMapWriter.notes(for: session)
        if let leftOut = test.leftOut {
            #expect(notes.count == 1 && notes[0].hasPrefix("layer 'L': feature 2 is a GeometryCollection of ")
                    && notes[0].contains("and \(leftOut),"), "\(notes)")
        } else {
            #expect(notes.isEmpty, "\(notes)")
        }
        var back = Session()
        try WebMapReader(view: View()).read(try writer.bytes(of: session)).apply(to: &back)
        #expect(try back.layers.layer(at: 1).featureSet?.features.count == 3)
    }

    /// The warning names at most 5 features of a layer, then says how many more.
    @Test func manyMixedCollectionsAreCountedAfterTheFirstFive() throws {
        var session = Session()
        let mixed = FeatureGeometry.collection([.point(at(50, 10)), .lineString([at(50, 10), at(51, 11)])])
        let features = (0..<8).map { _ in Feature(geometry: mixed) }
        try session.addLayer(try OperationalLayer(title: "M", source: "m.geojson", content: .features(FeatureSet(features: features))))
        let notes = WebMapWriter.notes(for: session)
        #expect(notes.count == 6)
        #expect(notes.first?.hasPrefix("layer 'M': feature 1 is") == true && notes[4].hasPrefix("layer 'M': feature 5 is"))
        #expect(notes.last == "layer 'M': 3 more GeometryCollection feature(s) written likewise")
    }

    @Test(.needs(.webMapModel)) func esrisModelAcceptsTheCollectionsWritten() throws {
        try withTemporaryFolder { folder in
            for (index, test) in Self.cases.enumerated() {
                let path = folder + "/map\(index).json"
                try writer.save(try Self.session(test), to: path)
                let run = try runTool("python3", [readersFolder + "/validate_webmap.py", path])
                #expect(run.status == 0 && run.output == "ok\n", "\(test.name): \(run.output) \(run.errors)")
            }
        }
    }
}
