import ExternalTools
import Foundation
import MapCore
import MapFiles
import Testing
import TextSupport

@Suite struct GeoJSONTests {
    @Test(.needs(.gdal)) func gdalReadsItWithLongitudeFirst() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/b.geojson"
            try GeoJSONWriter().save(try sampleSession(), to: path)
            let text = try readFile(path)
            #expect(!text.contains("\"crs\""))
            #expect(text.contains("\"type\": \"FeatureCollection\""))
            let summary = try runTool("ogrinfo", ["-ro", "-al", "-so", path])
            #expect(summary.status == 0, "\(summary.errors)")
            #expect(summary.output.contains("Geometry: Point"))
            #expect(summary.output.contains("Feature Count: 3"))
            #expect(summary.output.contains("Extent: (-116.867808, -33.867000) - (-63.985000, 44.525000)"))
            let all = try runTool("ogrinfo", ["-ro", "-al", path])
            #expect(all.output.contains("POINT (-110.838 44.525)"))
            #expect(all.output.contains("name (String) = Grand Prismatic Spring"))
            #expect(all.output.contains("scale (Integer) = 6000") || all.output.contains("scale (Real) = 6000"))
            #expect(all.output.contains("rotation (Integer) = 45") || all.output.contains("rotation (Real) = 45"))
        }
    }
}

@Suite struct KMLTests {
    @Test func rangeFollowsTheDocumentedFormula() throws {
        let viewpoint = try Viewpoint(latitude: 44.525, longitude: -110.838, scale: 6000)
        let range = KMLWriter.range(for: viewpoint, in: View())
        let expected = 600 * 6000 * 0.0254 / 96 * cos(44.525 * Double.pi / 180) / (2 * tan(Double.pi / 6))
        #expect(abs(range - expected) < 1e-9)
        #expect(abs(range - 588.1) < 0.01)
    }

    @Test(.needs(.xmllint, .gdal)) func xmllintAndGDALAcceptItAndTheTourReplaysTheSession() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/tour.kml"
            let session = try sampleSession()
            try KMLWriter().save(session, to: path)
            let lint = try runTool("xmllint", ["--noout", path])
            #expect(lint.status == 0, "\(lint.errors)")
            let gdal = try runTool("ogrinfo", ["-ro", "-al", path])
            #expect(gdal.status == 0, "\(gdal.errors)")
            #expect(gdal.output.contains("Layer name: Bookmarks") && gdal.output.contains("Feature Count: 3"))
            #expect(gdal.output.contains("POINT Z (-110.838 44.525 0)"))
            #expect(gdal.output.contains("Name (String) = Strange Symbol <&> \"quoted\""))

            func xpath(_ expression: String) throws -> String {
                let run = try runTool("xmllint", ["--xpath", expression, path])
                return run.output.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            let gotos = session.tour.compactMap { step -> Double? in
                if case .flyTo(_, let duration) = step { return duration } else { return nil }
            }
            let waits = session.tour.compactMap { step -> Double? in
                if case .wait(let seconds) = step { return seconds } else { return nil }
            }
            #expect(try xpath("count(//*[local-name()='FlyTo'])") == "\(gotos.count)")
            #expect(try xpath("count(//*[local-name()='Wait'])") == "\(waits.count)")
            for (index, duration) in gotos.enumerated() {
                let flyTo = "(//*[local-name()='FlyTo'])[\(index + 1)]"
                #expect(try xpath("number(\(flyTo)/*[local-name()='duration'])") == NumberFormat.shortest(duration))
                #expect(try xpath("string(\(flyTo)/*[local-name()='flyToMode'])") == (index == 0 ? "bounce" : "smooth"))
            }
            for (index, seconds) in waits.enumerated() {
                #expect(try xpath("number((//*[local-name()='Wait'])[\(index + 1)]/*[local-name()='duration'])") == NumberFormat.shortest(seconds))
            }
            #expect(try xpath("string((//*[local-name()='FlyTo'])[3]//*[local-name()='heading'])") == "45")
            #expect(try xpath("namespace-uri(//*[local-name()='Tour'])") == "http://www.google.com/kml/ext/2.2")
        }
    }
}

/// The signed area of a ring of `[x, y]` positions by the shoelace formula: positive when it
/// runs counter-clockwise in the plane (x east, y north).
func shoelace(_ ring: [[Double]]) -> Double {
    zip(ring, ring.dropFirst()).reduce(0) { $0 + ($1.0[0] * $1.1[1] - $1.1[0] * $1.0[1]) } / 2
}

@Suite struct GraphicsExportTests {
    /// The features of the GeoJSON file at `path`, decoded by Foundation.
    func features(_ path: String) throws -> [[String: Any]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let top = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(top["features"] as? [[String: Any]])
    }

    @Test(.needs(.gdal)) func geoJSONHasGraphicsGDALReadsWithCounterClockwiseClosedRings() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/g.geojson"
            try GeoJSONWriter().save(try sessionWithGraphics(), to: path)
            let all = try runTool("ogrinfo", ["-ro", "-al", path])
            #expect(all.status == 0, "\(all.errors)")
            #expect(all.output.contains("Feature Count: 6"))
            #expect(all.output.contains("POINT (-110.8281 44.4605)"))
            #expect(all.output.contains("LINESTRING (-110.838 44.525,"))
            #expect(all.output.contains("POLYGON ((-110.9 44.4,"))
            #expect(all.output.contains("label (String) = Basin <&>"))
            #expect(all.output.contains("shape (String) = diamond"))
            #expect(all.output.contains("fill (String) = #2e86ab80"))

            let graphics = try features(path).filter { ($0["properties"] as? [String: Any])?["kind"] as? String == "graphic" }
            #expect(graphics.count == 3)
            let geometries = graphics.compactMap { $0["geometry"] as? [String: Any] }
            #expect(geometries.map { $0["type"] as? String } == ["Point", "LineString", "Polygon"])
            // [longitude, latitude] order.
            #expect(geometries[0]["coordinates"] as? [Double] == [-110.8281, 44.4605])
            // The long line follows the geodesic: split into parts of at most 100 km.
            let line = try #require(geometries[1]["coordinates"] as? [[Double]])
            #expect(line.count > 90 && line.first == [-110.838, 44.525] && line.last == [-63.985, -33.867])
            // The polygon was given clockwise: its ring is closed and counter-clockwise.
            let ring = try #require((geometries[2]["coordinates"] as? [[[Double]]])?.first)
            #expect(ring.first == ring.last && ring.count == 5)
            #expect(shoelace(ring) > 0)
            #expect(GeodesicPolygon(ring: ring.map { try! GeodesicPosition(latitude: $0[1], longitude: $0[0]) }).orientation
                    == .counterClockwise)
        }
    }

    @Test(.needs(.gdal)) func aLineAcrossTheAntimeridianIsCutThere() throws {
        try withTemporaryFolder { folder in
            var session = Session()
            try session.addGraphic(Graphic.line([GeodesicPosition(latitude: 10, longitude: 170),
                                                 GeodesicPosition(latitude: 20, longitude: -170)]))
            let path = folder + "/a.geojson"
            try GeoJSONWriter().save(session, to: path)
            let all = try runTool("ogrinfo", ["-ro", "-al", path])
            #expect(all.status == 0, "\(all.errors)")
            #expect(all.output.contains("MULTILINESTRING ((170 10,"))
            let geometry = try #require(try features(path).first?["geometry"] as? [String: Any])
            let parts = try #require(geometry["coordinates"] as? [[[Double]]])
            #expect(parts.count == 2)
            #expect(parts[0].last?[0] == 180 && parts[1].first?[0] == -180 && parts[0].last?[1] == parts[1].first?[1])
            for part in parts {
                for (a, b) in zip(part, part.dropFirst()) { #expect(abs(a[0] - b[0]) <= 180) }
            }
            #expect(parts[1].last == [-170, 20])
        }
    }

    @Test(.needs(.xmllint, .gdal)) func kmlHasStyledGraphicPlacemarksXmllintAndGDALAccept() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/t.kml"
            try KMLWriter().save(try sessionWithGraphics(), to: path)
            let lint = try runTool("xmllint", ["--noout", path])
            #expect(lint.status == 0, "\(lint.errors)")
            let gdal = try runTool("ogrinfo", ["-ro", "-al", path])
            #expect(gdal.status == 0, "\(gdal.errors)")
            #expect(gdal.output.contains("Layer name: Graphics"))
            #expect(gdal.output.contains("Name (String) = Basin <&>"))
            #expect(gdal.output.contains("POLYGON Z ((-110.9 44.4 0,"))
            #expect(gdal.output.contains("LINESTRING Z (-110.838 44.525 0,"))
            func xpath(_ expression: String) throws -> String {
                try runTool("xmllint", ["--xpath", expression, path]).output.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            #expect(try xpath("count(//*[local-name()='Placemark']/*[local-name()='Style'])") == "3")
            #expect(try xpath("string(//*[local-name()='PolyStyle']/*[local-name()='color'])") == "80ab862e")
            #expect(try xpath("string(//*[local-name()='IconStyle']/*[local-name()='color'])") == "ff2e57e4")
            let ring = try xpath("string(//*[local-name()='LinearRing']/*[local-name()='coordinates'])")
                .split(separator: " ").map { $0.split(separator: ",").prefix(2).compactMap { Double($0) } }
            #expect(ring.first == ring.last && shoelace(ring) > 0)
        }
    }
}
