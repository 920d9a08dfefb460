import Testing
@testable import MapCore

// MARK: - Ellipsoids

@Test func geodesicWGS84Constants() {
    let wgs84 = Geodesic.wgs84
    #expect(wgs84.equatorialRadius == 6378137 && wgs84.flattening == 1 / 298.257223563)
    #expect(abs(wgs84.polarRadius - 6356752.314245179) <= 1e-9)
    // 4 pi c^2, from Python's geographiclib 2.0: 4 * pi * Geodesic.WGS84._c2.
    #expect(abs(wgs84.surfaceArea - 510065621724088.44) <= 0.1)
    #expect(Geodesic(equatorialRadius: 6378137, flattening: 1 / 298.257223563) == wgs84)
}

@Test(arguments: [
    (0.0, 0.0), (-1, 0), (.nan, 0), (.infinity, 0), (6378137, 0.021), (6378137, -0.021), (6378137, .nan),
    (6378137, 1), (6378137, .infinity),
])
func geodesicRejectsEllipsoid(radius: Double, flattening: Double) {
    #expect(Geodesic(equatorialRadius: radius, flattening: flattening) == nil)
}

@Test(arguments: [(6378137.0, 0.02), (6378137, -0.02), (1, 0), (6371000, 0)])
func geodesicAcceptsEllipsoid(radius: Double, flattening: Double) throws {
    let geodesic = try #require(Geodesic(equatorialRadius: radius, flattening: flattening))
    #expect(geodesic.equatorialRadius == radius && geodesic.flattening == flattening)
}

/// A distance on another ellipsoid: radius (m), flattening, the two points and the distance (m).
typealias GeodesicEllipsoidCase = (
    a: Double, f: Double, lat1: Double, lon1: Double, lat2: Double, lon2: Double, s12: Double
)

/// Other ellipsoids against Python's geographiclib 2.0 (`Geodesic(a, f).Inverse(...)`, printed
/// with `repr`): a sphere of radius 6371 km and a prolate ellipsoid (f = -1/150).
let geodesicEllipsoidCases: [GeodesicEllipsoidCase] = [
    (6371000, 0, 10, 20, -35, 120, 11549580.84706686),
    (6378137, -1.0 / 150, 10, 20, -10.5, 199.7, 19997061.23068784),  // nearly antipodal, prolate
    (6378137, -1.0 / 150, 0, 0, 0, 179.9, 20026376.393709917),  // the prolate equator is shortest
]

@Test(arguments: geodesicEllipsoidCases)
func geodesicOtherEllipsoids(row: GeodesicEllipsoidCase) throws {
    let geodesic = try #require(Geodesic(equatorialRadius: row.a, flattening: row.f))
    let start = try GeodesicPosition(latitude: row.lat1, longitude: row.lon1)
    let end = try GeodesicPosition(latitude: row.lat2, longitude: row.lon2)
    #expect(abs(geodesic.distance(from: start, to: end) - row.s12) <= 1e-6)
}

@Test func geodesicOnASphereIsAGreatCircle() throws {
    let radius = 6371000.0
    let sphere = try #require(Geodesic(equatorialRadius: radius, flattening: 0))
    let quarter = sphere.inverse(
        from: try GeodesicPosition(latitude: 0, longitude: 0), to: try GeodesicPosition(latitude: 0, longitude: 90))
    #expect(abs(quarter.distance - Double.pi / 2 * radius) <= 1e-8)
    #expect(abs(sphere.surfaceArea - 4 * Double.pi * radius * radius) <= 1)
    let octant = GeodesicPolygon(
        ring: [
            try GeodesicPosition(latitude: 0, longitude: 0), try GeodesicPosition(latitude: 0, longitude: 90),
            try GeodesicPosition(latitude: 90, longitude: 0),
        ], on: sphere)
    #expect(abs(octant.area - sphere.surfaceArea / 8) <= 1e-2)
    #expect(abs(octant.perimeter - 3 * Double.pi / 2 * radius) <= 1e-8)
}

// MARK: - Astroid

/// Points (x, y) of the scaled neighbourhood of the antipode; `astroid` must return the positive
/// root of k⁴ + 2k³ - (x² + y² - 1)k² - 2y²k - y² = 0 (Karney 2013, eq. 55).
@Test(arguments: [
    (-0.5, 0.3), (-1.5, 0.01), (-3.0, 2.0), (0.2, -4.0), (-0.99, 1e-9), (-1.0, 0.5), (-10, 10), (-0.001, -0.001),
])
func geodesicAstroidSolvesItsQuartic(x: Double, y: Double) {
    let k = Geodesic.astroid(x, y)
    #expect(k > 0)
    let residual = k * k * k * k + 2 * k * k * k - (x * x + y * y - 1) * k * k - 2 * y * y * k - y * y
    let scale = max(1, k * k * k * k, x * x * k * k, y * y)
    #expect(abs(residual) <= 1e-13 * scale, "k \(k), residual \(residual)")
}

@Test(arguments: [0.0, 0.5, -1.0, 1.0])
func geodesicAstroidIsZeroOnTheAxisInsideTheCircle(x: Double) {
    #expect(Geodesic.astroid(x, 0) == 0)
}
