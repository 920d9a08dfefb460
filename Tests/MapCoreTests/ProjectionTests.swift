#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import MapCore

// MARK: - Projection

/// Points and their Web Mercator coordinates. The first is the brief's PROJ reference; the
/// others were computed independently with python3:
/// `R*radians(lon)`, `R*log(tan(pi/4 + radians(lat)/2))`, R = 6378137.
let projectionCases: [(lat: Double, lon: Double, x: Double, y: Double)] = [
    (44.525, -110.838, -12338429.720544854, 5547049.878133247),  // brief (PROJ)
    (-33.867, -63.985, -7122777.61840761, -4010957.3259306727),  // python3
    (27.380, 33.632, 3743897.114359376, 3171028.476026115),  // python3
    (0, 0, 0, 0),
    (0, 180, 20037508.342789244, 0),  // half the equator: pi * R
]

@Test(arguments: projectionCases)
func projectsToWebMercator(point: (lat: Double, lon: Double, x: Double, y: Double)) throws {
    let projected = try Projection.project(latitude: point.lat, longitude: point.lon, to: .webMercator)
    #expect(close(projected.x, point.x))
    #expect(close(projected.y, point.y))
    #expect(projected.spatialReference == .webMercator)
    let back = try Projection.unproject(projected)
    #expect(close(back.latitude, point.lat, 1e-9))
    #expect(close(back.longitude, point.lon, 1e-9))
}

@Test(arguments: [(89.0, 85.0511287798), (-90.0, -85.0511287798), (85.0511287798, 85.0511287798)])
func clampsLatitudeBeyondWebMercatorLimit(latitude: Double, clamped: Double) {
    let y = Projection.webMercator(latitude: latitude, longitude: 0).y
    #expect(y == Projection.webMercator(latitude: clamped, longitude: 0).y)
    #expect(close(abs(y), 20037508.342789244, 1e-3))  // the world is square at the limit
}

@Test func wgs84IsTheIdentity() throws {
    let point = try Projection.project(latitude: 44.525, longitude: -110.838, to: .wgs84)
    #expect(point == MapPoint(x: -110.838, y: 44.525, spatialReference: .wgs84))
    let back = try Projection.unproject(point)
    #expect(back.latitude == 44.525 && back.longitude == -110.838)
}

@Test func genericReferenceHasNoProjection() throws {
    let nztm = try SpatialReference(wkid: 2193)
    #expect(mapError { _ = try Projection.project(latitude: 0, longitude: 0, to: nztm) } == .noProjection(nztm))
    let point = MapPoint(x: 0, y: 0, spatialReference: nztm)
    #expect(mapError { _ = try Projection.unproject(point) } == .noProjection(nztm))
}

@Test(arguments: [
    (0.0, 0.0), (180.0, -180.0), (-180.0, -180.0), (190.0, -170.0), (-190.0, 170.0),
    (540.0, -180.0), (-725.0, -5.0), (179.5, 179.5),
])
func wrapsLongitude(longitude: Double, wrapped: Double) {
    #expect(close(Projection.wrapLongitude(longitude), wrapped, 1e-12))
}

// MARK: - Extent

/// Viewpoints, view sizes and their extents. The first is the brief's reference; the others
/// were computed with python3 (centre projected as above, plus or minus W/2*r and H/2*r with
/// r = scale * 0.0254 / 96; for WGS 84, r divided by 2*pi*6378137/360 metres per degree).
let extentCases: [(viewpoint: Viewpoint, width: Int, height: Int, wkid: Int, extent: [Double])] = [
    (vp(44.525, -110.838, 6000), 800, 600, 3857,  // brief
     [-12339064.720544854, 5546573.628133247, -12337794.720544854, 5547526.128133247]),
    (vp(-33.867, -63.985, 40000), 800, 600, 3857,  // python3
     [-7127010.951740943, -4014132.3259306727, -7118544.285074277, -4007782.3259306727]),
    (vp(27.380, 33.632, 6000, 45), 1024, 768, 102100,  // python3: the rotated view's envelope,
     // (W|cos a| + H|sin a|) x (W|sin a| + H|cos a|) pixels (1267.1 x 1267.1 at 45 degrees)
     [3742891.3256738163, 3170022.6873405552, 3744902.903044936, 3172034.264711675]),
    (vp(27.380, 33.632, 6000, 90), 1024, 768, 3857,  // at 90 degrees: H x W
     [3743084.314359376 + 128 * 1.5875, 3170418.876026115 - 128 * 1.5875,
      3744709.914359376 - 128 * 1.5875, 3171638.076026115 + 128 * 1.5875]),
    (vp(0, 0, 591657527.591555), 800, 600, 3857,  // python3: world scale
     [-62617088.336772904, -46962816.252579674, 62617088.336772904, 46962816.252579674]),
    (vp(44.525, -110.838, 6000), 800, 600, 4326,  // python3, degrees
     [-110.84370430205415, 44.52072177345938, -110.83229569794584, 44.52927822654062]),
    (vp(-33.867, -63.985, 40000), 1280, 720, 4326,  // python3, degrees
     [-64.0458458885777, -33.90122581232495, -63.924154111422304, -33.83277418767504]),
]

@Test(arguments: extentCases)
func visibleExtent(testCase: (viewpoint: Viewpoint, width: Int, height: Int, wkid: Int, extent: [Double])) throws {
    let reference = try SpatialReference(wkid: testCase.wkid)
    let view = try View(width: testCase.width, height: testCase.height)
    let extent = try view.extent(of: testCase.viewpoint, in: reference)
    let tolerance = reference.kind == .wgs84 ? 1e-11 : 1e-6
    #expect(close(extent.xmin, testCase.extent[0], tolerance))
    #expect(close(extent.ymin, testCase.extent[1], tolerance))
    #expect(close(extent.xmax, testCase.extent[2], tolerance))
    #expect(close(extent.ymax, testCase.extent[3], tolerance))
    #expect(extent.spatialReference == reference)
}

@Test func resolutionIsAt96DPI() {
    #expect(close(View.resolution(atScale: 6000), 1.5875, 1e-12))
    #expect(close(View.resolution(atScale: 96 / 0.0254), 1, 1e-12))
}

@Test(arguments: [(44.525, -110.838, 6000.0), (-33.867, -63.985, 40000), (0, 0, 591657527.591555)])
func viewpointFittingAnExtentRoundTrips(latitude: Double, longitude: Double, scale: Double) throws {
    let view = View()
    for reference in [SpatialReference.webMercator, .wgs84] {
        let extent = try view.extent(of: vp(latitude, longitude, scale), in: reference)
        let fitted = try view.viewpoint(fitting: extent)
        #expect(close(fitted.latitude, latitude, 1e-9))
        #expect(close(fitted.longitude, longitude, 1e-9))
        #expect(close(fitted.scale, scale, scale * 1e-12))
        #expect(fitted.rotation == 0)
    }
}

/// A rotated view's envelope: exact at the right angles, symmetric, and never smaller than the
/// view.
@Test(arguments: [0.0, 30, 45, 90, 135, 180, 225, 270, 359])
func rotatedEnvelope(rotation: Double) throws {
    let view = try View(width: 800, height: 600)
    let (w, h) = view.envelope(rotation: rotation)
    let a = rotation * Double.pi / 180
    #expect(close(w, 800 * abs(cos(a)) + 600 * abs(sin(a)), 1e-9))
    #expect(close(h, 800 * abs(sin(a)) + 600 * abs(cos(a)), 1e-9))
    #expect(w >= 600 && h >= 600)
    if rotation.truncatingRemainder(dividingBy: 180) == 0 { #expect(w == 800 && h == 600) }
    if rotation == 90 || rotation == 270 { #expect(w == 600 && h == 800) }
}

@Test func extentMeasures() {
    let extent = Extent(xmin: -2, ymin: 1, xmax: 4, ymax: 9, spatialReference: .webMercator)
    #expect(extent.width == 6 && extent.height == 8)
    #expect(extent.center == MapPoint(x: 1, y: 5, spatialReference: .webMercator))
}

/// The brief's PROJ reference values, to the last digit: the projection uses PROJ's own forms.
@Test func webMercatorMatchesPROJExactly() throws {
    let point = try Projection.project(latitude: 44.525, longitude: -110.838, to: .webMercator)
    #expect(point.x == -12338429.720544854)
    #expect(point.y == 5547049.878133247)
    let extent = try View().extent(of: Viewpoint(latitude: 44.525, longitude: -110.838, scale: 6000), in: .webMercator)
    #expect([extent.xmin, extent.ymin, extent.xmax, extent.ymax]
            == [-12339064.720544854, 5546573.628133247, -12337794.720544854, 5547526.128133247])
}
