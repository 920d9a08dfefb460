import ExternalTools
import Foundation
import MapCore
import MapFiles
import MapFormats
import Testing

// MARK: - Shapes across the antimeridian and around the poles (issue 24, section 2)

/// One shape and what its exports must look like once cut at the antimeridian.
struct AntimeridianCase: Sendable, CustomTestStringConvertible {
    /// What the shape is.
    let name: String
    /// Whether it is a polygon (else a line).
    let isPolygon: Bool
    /// Its vertices as `[latitude, longitude]`.
    let vertices: [[Double]]
    /// The parts of the cut GeoJSON and KML geometry.
    let parts: Int
    /// The pole latitude a ring is closed along, if any.
    let pole: Double?
    /// The degrees of longitude the widest part spans.
    let widest: ClosedRange<Double>
    /// The area of a polygon's parts drawn flat in longitude and latitude, in square degrees.
    let area: ClosedRange<Double>?

    var testDescription: String { name }

    /// A session holding the shape as its only graphic.
    func session() throws -> Session {
        let points = try vertices.map { try GeodesicPosition(latitude: $0[0], longitude: $0[1]) }
        var session = Session()
        try session.addGraphic(isPolygon ? Graphic.polygon(points) : Graphic.line(points))
        return session
    }

    /// The GeoJSON geometry type.
    var geoJSONType: String {
        (parts > 1 ? "Multi" : "") + (isPolygon ? "Polygon" : "LineString")
    }
}

let antimeridianCases = [
    AntimeridianCase(name: "a box around Fiji", isPolygon: true,
                     vertices: [[-16, 177], [-19, 177], [-19, -178], [-16, -178]],
                     parts: 2, pole: nil, widest: 2.99...3.01, area: 14...16),
    AntimeridianCase(name: "a line from Tokyo to Anchorage", isPolygon: false,
                     vertices: [[35.68, 139.69], [61.22, -149.9]],
                     parts: 2, pole: nil, widest: 40...40.5, area: nil),
    AntimeridianCase(name: "a cap around the North Pole", isPolygon: true,
                     vertices: [[80, 0], [80, 90], [80, 180], [80, -90]],
                     parts: 1, pole: 90, widest: 360...360, area: 2500...3600),
    AntimeridianCase(name: "a cap around the South Pole", isPolygon: true,
                     vertices: [[-80, 0], [-80, 90], [-80, 180], [-80, -90]],
                     parts: 1, pole: -90, widest: 360...360, area: 2500...3600),
    AntimeridianCase(name: "a polygon that does not cross", isPolygon: true,
                     vertices: [[44.4, -110.9], [44.6, -110.9], [44.6, -110.6], [44.4, -110.6]],
                     parts: 1, pole: nil, widest: 0.29...0.31, area: 0.05...0.07),
]

/// The coordinate lists (each `[[x, y], ...]`) of a WKT geometry as `ogrinfo` prints it: the
/// innermost parenthesised lists, so a ring or a line each.
func wktParts(_ text: String) -> [[[Double]]] {
    text.matches(of: /\(([^()]+)\)/).map { match in
        match.output.1.split(separator: ",").map { $0.split(separator: " ").prefix(2).compactMap { Double($0) } }
    }
}

/// The line of `ogrinfo -al` output that holds the one feature's geometry.
func wktLine(_ output: String, _ types: [String]) -> String? {
    output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .first { line in types.contains { line.hasPrefix($0 + " (") || line.hasPrefix($0 + " Z (") } }
}

/// The degrees of longitude a part spans.
func longitudeSpan(_ part: [[Double]]) -> Double {
    let longitudes = part.map { $0[0] }
    return (longitudes.max() ?? 0) - (longitudes.min() ?? 0)
}

/// Checks what a planar reader needs of the parts of a cut geometry: longitudes in [-180,
/// 180], no step of 180 degrees or more (but along a pole, latitude ±90), rings closed, the
/// widest part as the case says.
func expectPlanar(_ parts: [[[Double]]], _ shape: AntimeridianCase, _ source: String) {
    #expect(parts.count == shape.parts, "\(source): \(parts.count) parts")
    for part in parts {
        #expect(part.allSatisfy { $0.count == 2 && abs($0[0]) <= 180 && abs($0[1]) <= 90 }, "\(source): out of range")
        #expect(zip(part, part.dropFirst()).allSatisfy { abs($0[0] - $1[0]) < 180 || abs($0[1]) == 90 && $0[1] == $1[1] }, "\(source): a step across the map")
        if shape.isPolygon { #expect(part.first == part.last, "\(source): a ring not closed") }
    }
    let widest = parts.map(longitudeSpan).max() ?? 0
    #expect(shape.widest.contains(widest), "\(source): the widest part spans \(widest) degrees")
}

@Suite struct AntimeridianExportTests {
    // Before the shared cut, every case but the last failed: Fiji was one 355-degree Polygon,
    // the caps a ring jumping from 180 to -180, and the web map's x jumped by a whole world.

    @Test(.needs(.gdal), arguments: antimeridianCases)
    func geoJSONIsCutAtTheAntimeridianAndClosedAlongThePoles(shape: AntimeridianCase) throws {
        try withTemporaryFolder { folder in
            let path = folder + "/a.geojson"
            let session = try shape.session()
            try GeoJSONWriter().save(session, to: path)
            let top = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
            let geometry = try #require((top["features"] as? [[String: Any]])?.first?["geometry"] as? [String: Any])
            #expect(geometry["type"] as? String == shape.geoJSONType)
            let parts: [[[Double]]] = switch (shape.isPolygon, shape.parts > 1) {
            case (false, false): [try #require(geometry["coordinates"] as? [[Double]])]
            case (false, true), (true, false): try #require(geometry["coordinates"] as? [[[Double]]])
            case (true, true): try #require(geometry["coordinates"] as? [[[[Double]]]]).flatMap { $0 }
            }
            expectPlanar(parts, shape, "GeoJSON")
            if let area = shape.area {
                #expect(parts.allSatisfy { shoelace($0) > 0 }, "exterior rings run counter-clockwise")
                let total = parts.reduce(0) { $0 + shoelace($1) }
                #expect(area.contains(total), "flat area \(total)")
            }
            let latitudes = parts.joined().map { $0[1] }
            #expect(latitudes.contains(90) == (shape.pole == 90) && latitudes.contains(-90) == (shape.pole == -90))
            if shape.parts == 1 && shape.pole == nil {
                // Unchanged: the plain densified outline.
                let outline = GraphicOutline.positions(of: session.graphics.graphics[0])
                #expect(parts[0] == outline.map { [$0.longitude, $0.latitude] })
            }

            let gdal = try runTool("ogrinfo", ["-ro", "-al", path])
            #expect(gdal.status == 0, "\(gdal.errors)")
            let line = try #require(wktLine(gdal.output, [shape.geoJSONType.uppercased()]), "\(gdal.output)")
            expectPlanar(wktParts(line), shape, "ogrinfo")
        }
    }

    @Test(.needs(.xmllint, .gdal), arguments: antimeridianCases)
    func kmlIsCutLikeGeoJSON(shape: AntimeridianCase) throws {
        try withTemporaryFolder { folder in
            let path = folder + "/a.kml"
            try KMLWriter().save(try shape.session(), to: path)
            let lint = try runTool("xmllint", ["--noout", path])
            #expect(lint.status == 0, "\(lint.errors)")
            let gdal = try runTool("ogrinfo", ["-ro", "-al", "-geom=YES", path, "Graphics"])
            #expect(gdal.status == 0, "\(gdal.errors)")
            let types = shape.isPolygon ? ["POLYGON", "MULTIPOLYGON"] : ["LINESTRING", "MULTILINESTRING"]
            let line = try #require(wktLine(gdal.output, types + ["GEOMETRYCOLLECTION"]), "\(gdal.output)")
            #expect(line.hasPrefix(shape.geoJSONType.uppercased() + " Z ("), "\(line.prefix(40))")
            expectPlanar(wktParts(line).map { $0 }, shape, "KML")
        }
    }

    @Test(arguments: antimeridianCases)
    func webMapPathsAndRingsNeverJumpHalfTheWorld(shape: AntimeridianCase) throws {
        let map = try WebMapWriter(appVersion: "0.1.0").webMap(of: try shape.session())
        let geometry = try #require(map[["operationalLayers", 0, "featureCollection", "layers", 0, "featureSet", "features", 0, "geometry"]])
        let parts = try #require(geometry[shape.isPolygon ? "rings" : "paths"]?.arrayValue)
        #expect(parts.count == 1)
        let half = 20037508.342789244
        for part in parts {
            let points = (part.arrayValue ?? []).map { point in (point.arrayValue ?? []).compactMap(\.doubleValue) }
            #expect(zip(points, points.dropFirst()).allSatisfy { abs($0[0] - $1[0]) < half })
            guard shape.isPolygon else { continue }
            #expect(points.first == points.last && shoelace(points) < 0, "a closed clockwise ring")
            let ys = points.map { $0[1] }
            if let pole = shape.pole {
                // Closed along the top (or bottom) of the square, from one edge of the world to the other.
                #expect(abs((pole > 0 ? ys.max() ?? 0 : -(ys.min() ?? 0)) - half) < 1e-4)
                let xs = points.map { $0[0] }
                #expect(abs((xs.max() ?? 0) - half) < 1e-4 && abs((xs.min() ?? 0) + half) < 1e-4)
            }
        }
    }

    @Test(.needs(.webMapModel)) func esrisWebmapModelAcceptsTheUnwrappedShapes() throws {
        try withTemporaryFolder { folder in
            var session = Session()
            for shape in antimeridianCases {
                for graphic in try shape.session().graphics.graphics { try session.addGraphic(graphic) }
            }
            let path = folder + "/map.json"
            try WebMapWriter(appVersion: "0.1.0").save(session, to: path)
            let run = try runTool("python3", [readersFolder + "/validate_webmap.py", path])
            #expect(run.status == 0 && run.output == "ok\n", "Webmap.model_validate: \(run.output) \(run.errors)")
        }
    }
}
