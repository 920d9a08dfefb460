import Testing
@testable import MapCore

// MARK: - Helpers

/// Positions the test knows are valid, from (latitude, longitude) pairs.
private func ring(_ points: [(Double, Double)]) -> [GeodesicPosition] {
    points.map { point in
        do { return try GeodesicPosition(latitude: point.0, longitude: point.1) } catch {
            fatalError("invalid test position: \(error)")
        }
    }
}

/// Square metres agree to 1e-3 m² plus round-off in the sum of large edge terms.
private func closeArea(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-3 + 1e-14 * abs(b)
}

// MARK: - Perimeter and area

/// Rings (closed implicitly), their perimeters (m) and signed areas (m², counter-clockwise
/// positive). The first is the brief's GeographicLib reference; all were computed with Python's
/// geographiclib 2.0 (`p = Geodesic.WGS84.Polygon()`, `p.AddPoint(lat, lon)` for each vertex,
/// `p.Compute(False, True)`, printed with `repr`).
typealias GeodesicPolygonCase = (points: [(Double, Double)], perimeter: Double, signedArea: Double)

let geodesicPolygonCases: [GeodesicPolygonCase] = [
    ([(44.4, -110.9), (44.6, -110.9), (44.6, -110.6), (44.4, -110.6)], 92166.44021734527, -530248226.3482361),
    ([(0, 0), (0, 90), (90, 0)], 30022685.630020067, 63758202715511.055),  // an octant
    ([(10, 170), (10, -170), (-10, -170), (-10, 170)], 8808314.462270452, -4948480469169.516),  // antimeridian
    ([(80, 0), (80, 90), (80, 180), (80, -90)], 6301599.963614223, 2507270031169.875),  // around the north pole
    ([(-70, -120), (-70, 0), (-70, 120)], 11541930.092096802, -6713754694841.5),  // around the south pole
    ([(-1, -1), (1, -1), (1, 1), (-1, 1)], 887508.1464246658, -49238887518.55441),  // prime meridian, equator
    ([(51.5, -0.13), (51.51, -0.12), (51.5, -0.11)], 4011.7290684827626, -772547.8755531311),  // small
]

@Test(arguments: geodesicPolygonCases)
func geodesicPolygonMatchesGeographicLib(row: GeodesicPolygonCase) {
    let polygon = GeodesicPolygon(ring: ring(row.points))
    #expect(abs(polygon.perimeter - row.perimeter) <= 1e-6, "perimeter \(polygon.perimeter)")
    #expect(closeArea(polygon.signedArea, row.signedArea), "signed area \(polygon.signedArea)")
    #expect(polygon.area == abs(polygon.signedArea))
    #expect(polygon.orientation == (row.signedArea > 0 ? .counterClockwise : .clockwise))
    #expect(polygon.vertices.count == row.points.count)
}

@Test func geodesicPolygonBriefReference() {
    let polygon = GeodesicPolygon(ring: ring([(44.4, -110.9), (44.6, -110.9), (44.6, -110.6), (44.4, -110.6)]))
    #expect(abs(polygon.perimeter - 92166.44021734527) <= 1e-6)
    #expect(abs(polygon.area - 530248226.3482361) <= 1e-3)
    #expect(polygon.orientation == .clockwise)
}

@Test(arguments: geodesicPolygonCases)
func geodesicPolygonAreaIgnoresRingDirection(row: GeodesicPolygonCase) {
    let forward = GeodesicPolygon(ring: ring(row.points))
    let backward = GeodesicPolygon(ring: ring(row.points.reversed()))
    #expect(closeArea(backward.area, forward.area))
    #expect(closeArea(backward.signedArea, -forward.signedArea))
    #expect(backward.orientation != forward.orientation)
    #expect(abs(backward.perimeter - forward.perimeter) <= 1e-8)
}

@Test(arguments: geodesicPolygonCases)
func geodesicPolygonIgnoresAClosingPoint(row: GeodesicPolygonCase) throws {
    let open = GeodesicPolygon(ring: ring(row.points))
    let first = try #require(row.points.first)
    #expect(GeodesicPolygon(ring: ring(row.points + [first])) == open)
    #expect(GeodesicPolygon(ring: ring(row.points + [first, first])) == open)
    // The same point a turn away closes the ring too.
    #expect(GeodesicPolygon(ring: ring(row.points + [(first.0, first.1 + 360)])) == open)
}

@Test(arguments: geodesicPolygonCases)
func geodesicPolygonIgnoresTheStartingVertex(row: GeodesicPolygonCase) {
    let polygon = GeodesicPolygon(ring: ring(row.points))
    let rotated = GeodesicPolygon(ring: ring(Array(row.points.dropFirst()) + [row.points[0]]))
    #expect(closeArea(rotated.signedArea, polygon.signedArea))
    #expect(abs(rotated.perimeter - polygon.perimeter) <= 1e-8)
}

@Test func geodesicPolygonIgnoresWholeTurnsOfLongitude() {
    let plain = GeodesicPolygon(ring: ring([(44.4, -110.9), (44.6, -110.9), (44.6, -110.6), (44.4, -110.6)]))
    let turned = GeodesicPolygon(ring: ring([(44.4, 249.1), (44.6, -470.9), (44.6, 609.4), (44.4, -110.6)]))
    #expect(abs(turned.perimeter - plain.perimeter) <= 1e-8)
    #expect(closeArea(turned.signedArea, plain.signedArea))
}

// MARK: - Degenerate rings

/// Rings without area and their perimeters (m), from Python's geographiclib 2.0 as above.
let geodesicDegenerateCases: [(points: [(Double, Double)], perimeter: Double)] = [
    ([], 0),
    ([(10, 20)], 0),
    ([(10, 20), (10, 20)], 0),  // one point and its closing repeat
    ([(0, 0), (0, 90)], 20037508.342789244),  // there and back
    ([(0, 0), (0, 10), (0, 20)], 4452779.631730943),  // all on the equator
]

@Test(arguments: geodesicDegenerateCases)
func geodesicDegenerateRingHasNoArea(row: (points: [(Double, Double)], perimeter: Double)) {
    let (points, perimeter) = row
    let polygon = GeodesicPolygon(ring: ring(points))
    #expect(polygon.signedArea == 0 && polygon.area == 0)
    #expect(polygon.orientation == .degenerate)
    #expect(abs(polygon.perimeter - perimeter) <= 1e-6)
}

// MARK: - Polylines

/// Paths and their lengths (m), computed with Python's geographiclib 2.0
/// (`Geodesic.WGS84.Polygon(True)`, `AddPoint` for each, `Compute()[1]`).
let geodesicPolylineCases: [(points: [(Double, Double)], length: Double)] = [
    ([(44.525, -110.838), (44.46, -110.83), (44.41, -110.57), (44.60, -110.50)], 50518.88218066207),
    ([(44.525, -110.838), (-33.867, -63.985)], 9890063.041640516),  // the brief's reference
    ([], 0),
    ([(44.525, -110.838)], 0),
]

@Test(arguments: geodesicPolylineCases)
func geodesicPolylineLength(row: (points: [(Double, Double)], length: Double)) {
    #expect(abs(Geodesic.wgs84.length(of: ring(row.points)) - row.length) <= 1e-6)
}

@Test func geodesicPolylineIsNotClosed() {
    let square = ring([(44.4, -110.9), (44.6, -110.9), (44.6, -110.6), (44.4, -110.6)])
    let polygon = GeodesicPolygon(ring: square)
    let closingEdge = Geodesic.wgs84.distance(from: square[3], to: square[0])
    #expect(abs(Geodesic.wgs84.length(of: square) + closingEdge - polygon.perimeter) <= 1e-8)
    #expect(abs(Geodesic.wgs84.length(of: square + [square[0]]) - polygon.perimeter) <= 1e-8)
}
