import Testing
@testable import MapCore

private let yellowstone = positions([(44.525, -110.838)])[0]
private let buenosAires = positions([(-33.867, -63.985)])[0]

@Test(arguments: [1, 2, 7, 100])
func segmentsAreEvenAndOnTheGeodesic(segments: Int) throws {
    let points = try Geodesic.wgs84.points(from: yellowstone, to: buenosAires, segments: segments)
    #expect(points.count == segments + 1)
    #expect(points.first == yellowstone && points.last == buenosAires)
    let total = Geodesic.wgs84.distance(from: yellowstone, to: buenosAires)
    for (a, b) in zip(points, points.dropFirst()) {
        #expect(close(Geodesic.wgs84.distance(from: a, to: b), total / Double(segments), 1e-6))
    }
    // The pieces add up to the whole: they lie on the geodesic.
    #expect(close(Geodesic.wgs84.length(of: points), total, 1e-6))
}

@Test func spacingChoosesTheFewestParts() throws {
    let total = Geodesic.wgs84.distance(from: yellowstone, to: buenosAires)  // 9890.063 km
    #expect(try Geodesic.wgs84.points(from: yellowstone, to: buenosAires, maxSpacing: 1_000_000).count == 11)
    #expect(try Geodesic.wgs84.points(from: yellowstone, to: buenosAires, maxSpacing: total).count == 2)
    #expect(try Geodesic.wgs84.points(from: yellowstone, to: yellowstone, maxSpacing: 10).count == 2)
}

@Test func densifiedGraphicsFollowGeodesics() throws {
    let line = try Graphic.line([yellowstone, buenosAires])
    let points = try line.densified(maxSpacing: 500_000)
    #expect(points.count == 21)
    let square = try Graphic.polygon(positions([(10, 170), (10, -170), (-10, -170), (-10, 170)]))
    let ring = try square.densified(maxSpacing: 100_000)
    #expect(ring.first == ring.last)
    #expect(close(Geodesic.wgs84.length(of: ring), square.measure().length, 1e-5))
    #expect(close(GeodesicPolygon(ring: ring).area, square.measure().area, 1))
    #expect(ring.allSatisfy { $0.longitude >= -180 && $0.longitude <= 180 })
    #expect(try Graphic.point(yellowstone).densified(maxSpacing: 1) == [yellowstone])
}

@Test(arguments: [
    (0, 1.0, "segment count 0 is out of range [1, 1000000]"),
    (1_000_001, 1, "segment count 1000001 is out of range [1, 1000000]"),
    (1, 0, "spacing must be a finite number of metres greater than 0, not 0"),
    (1, -5, "spacing must be a finite number of metres greater than 0, not -5"),
    (1, .nan, "spacing must be a finite number of metres greater than 0, not nan"),
    (1, 0.001, "segment count 9890063042 is out of range [1, 1000000]"),
] as [(Int, Double, String)])
func densifyErrors(segments: Int, spacing: Double, expected: String) {
    let message = message {
        if spacing != 1 { _ = try Geodesic.wgs84.points(from: yellowstone, to: buenosAires, maxSpacing: spacing) }
        _ = try Geodesic.wgs84.points(from: yellowstone, to: buenosAires, segments: segments)
    }
    #expect(message == expected)
}
