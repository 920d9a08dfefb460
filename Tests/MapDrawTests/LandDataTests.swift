import MapCore
import Testing
@testable import MapDraw

/// The bundled Natural Earth land: every ring decoded, the Caspian Sea a hole, the antimeridian
/// cuts known as seams, and a few places on the right side of the coast.
@Suite struct LandDataTests {
    @Test func allRingsAndVerticesAreThere() {
        #expect(LandData.encodedRings.count == 128)
        let vertices = LandData.encodedRings.reduce(0) { $0 + LandData.decodeRing($1).degrees.count }
        #expect(vertices == 5015)  // 5,143 with each ring's closing repeat
        #expect(LandData.polygons.count == 127)
        #expect(LandData.polygons.filter { $0.rings.count == 2 }.count == 1)  // Eurasia and the Caspian
    }

    @Test func coordinatesAreInRange() {
        for encoded in LandData.encodedRings {
            for point in LandData.decodeRing(encoded).degrees {
                #expect(point.lon >= -180 && point.lon <= 180 && point.lat >= -90 && point.lat <= 84)
            }
        }
    }

    /// Chukotka and Fiji come cut at ±180; the cut edges are seams, not coast.
    @Test func antimeridianCutsAreSeams() {
        let seams = LandData.polygons.flatMap { $0.seams.flatMap { $0 } }.filter { $0 }.count
        #expect(seams >= 4)
    }

    /// Points inside a land ring (even-odd) or not.
    @Test(arguments: [
        (20.0, 10.0, true),     // Sahara
        (45.0, -100.0, true),   // North Dakota
        (-25.0, 135.0, true),   // Australia
        (41.9, 12.5, true),     // Rome
        (42.0, 50.5, false),    // the Caspian Sea (a hole)
        (0.0, -30.0, false),    // Atlantic
        (35.0, 18.0, false),    // Ionian Sea
        (-17.8, 178.0, true),   // Viti Levu, Fiji
    ])
    func landIsWhereItShouldBe(latitude: Double, longitude: Double, land: Bool) {
        let point = Projection.webMercator(latitude: latitude, longitude: longitude)
        var inside = false
        for polygon in LandData.polygons {
            for ring in polygon.rings {
                for (index, a) in ring.enumerated() {
                    let b = ring[(index + 1) % ring.count]
                    if (a.y > point.y) != (b.y > point.y),
                       point.x < a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x) {
                        inside.toggle()
                    }
                }
            }
        }
        #expect(inside == land)
    }
}
