import Foundation
import MapCore
import MapFiles
import Testing
import TextSupport

@Suite struct GeoJSONTests {
    @Test func gdalReadsItWithLongitudeFirst() throws {
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

    @Test func xmllintAndGDALAcceptItAndTheTourReplaysTheSession() throws {
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
