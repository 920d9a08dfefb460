import ExternalTools
import Foundation
import MapCore
import MapFiles
import MapFormats
import Testing

// MARK: - Polar caps through a web map and back (issue 36, item 11)

/// A map with one ring around a pole among other graphics: the spatial reference and the ring.
struct PolarCapRoundTrip: Sendable, CustomTestStringConvertible {
    /// What the case is.
    let name: String
    /// The map's spatial reference.
    let reference: SpatialReference
    /// The ring around a pole, as `(latitude, longitude)` vertices.
    let ring: [(Double, Double)]

    var testDescription: String { name }

    /// A session in `reference` with a point, the cap, a small triangle and a line.
    func session() throws -> Session {
        var session = Session()
        try session.newGeoModel(.map, basemap: nil, spatialReference: reference)
        func at(_ vertices: [(Double, Double)]) throws -> [GeodesicPosition] {
            try vertices.map { try GeodesicPosition(latitude: $0.0, longitude: $0.1) }
        }
        try session.addGraphic(.point(at([(60, 0)])[0], label: "point"))
        try session.addGraphic(.polygon(at(ring), label: "cap"))
        try session.addGraphic(.polygon(at([(70, 10), (70, 20), (65, 20)]), label: "triangle"))
        try session.addGraphic(.line(at([(50, -10), (55, 10)]), label: "line"))
        return session
    }
}

/// Issue 36, item 11: one graphic around a pole made `export webmap` then `import webmap` keep
/// every graphic as a feature collection: the ring written closed along the top of the Web
/// Mercator square (up the meridian 180 and back along the pole) read back as a ring whose
/// edges overlap, which is no graphic, so the whole graphics layer stayed features. The
/// reader now takes that closure out again: every graphic comes back a graphic, the cap with
/// the area it had.
@Suite struct PolarCapRoundTripTests {
    static let cases = [
        PolarCapRoundTrip(name: "north cap, Web Mercator", reference: .webMercator,
                          ring: [(80, -180), (80, -90), (80, 0), (80, 90)]),
        PolarCapRoundTrip(name: "north cap running west, Web Mercator", reference: .webMercator,
                          ring: [(80, 90), (80, 0), (80, -90), (80, 180)]),
        PolarCapRoundTrip(name: "south cap, Web Mercator", reference: .webMercator,
                          ring: [(-75, 90), (-75, 0), (-75, -90), (-75, 180)]),
        PolarCapRoundTrip(name: "a circle of 24 vertices from 10 degrees east", reference: .webMercator,
                          ring: (0..<24).map { (78, -170 + 15 * Double($0)) }),
        PolarCapRoundTrip(name: "north cap, WGS 84", reference: .wgs84,
                          ring: [(80, 0), (80, 90), (80, 180), (80, -90)]),
        PolarCapRoundTrip(name: "south cap, WGS 84", reference: .wgs84,
                          ring: [(-75, 90), (-75, 0), (-75, -90), (-75, 180)]),
    ]

    @Test(arguments: cases)
    func everyGraphicComesBackAGraphic(_ test: PolarCapRoundTrip) throws {
        let session = try test.session()
        let imported = try WebMapReader(view: session.view).read(try WebMapWriter(appVersion: "0.1.0").bytes(of: session))
        #expect(imported.layers.isEmpty && imported.notes.isEmpty, "\(test.name): \(imported.notes)")
        let written = session.graphics.graphics
        #expect(imported.graphics.count == written.count)
        for graphic in written {
            let back = try #require(imported.graphics.first { $0.label == graphic.label }, "\(test.name): \(graphic.label ?? "")")
            #expect(back.kind == graphic.kind)
            guard graphic.kind == .polygon else { continue }
            let area = GeodesicPolygon(ring: graphic.points).area, backArea = GeodesicPolygon(ring: back.points).area
            #expect(abs(backArea - area) < area * 1e-3, "\(test.name): \(graphic.label ?? "") \(area) m² came back \(backArea) m²")
        }
    }

    /// The closure is taken out only where the writer put it: a ring with no whole turn along
    /// a pole latitude comes back as it is, and so does one whose run along the edge of the Web
    /// Mercator square does not go round (a polygon with a side on that edge).
    @Test func onlyAWholeTurnAlongThePoleIsTakenOut() throws {
        let edge = Projection.maxLatitude
        let rings: [[(Double, Double)]] = [
            [(10, 10), (20, 10), (20, 20), (10, 10)],
            [(80, 10), (edge, 10), (edge, 50), (80, 50), (80, 10)],
            [(80, 170), (edge, 180), (edge, -170), (80, -170), (80, 170)],
        ]
        for vertices in rings {
            let ring = try vertices.map { try GeodesicPosition(latitude: $0.0, longitude: $0.1) }
            #expect(AntimeridianCut.withoutPoleClosure(ring) == ring)
        }
    }

    @Test(.needs(.webMapModel)) func esrisWebmapModelAcceptsTheMapsWithCaps() throws {
        try withTemporaryFolder { folder in
            for (index, test) in Self.cases.enumerated() {
                let path = folder + "/map\(index).json"
                try WebMapWriter(appVersion: "0.1.0").save(try test.session(), to: path)
                let run = try runTool("python3", [readersFolder + "/validate_webmap.py", path])
                #expect(run.status == 0 && run.output == "ok\n", "\(test.name): \(run.output) \(run.errors)")
            }
        }
    }
}
