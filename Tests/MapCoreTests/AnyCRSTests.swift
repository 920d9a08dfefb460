#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import MapCore

// MARK: - A spatial reference MapCore does not compute: through its transformer

/// A transformer the tests can check by hand: x = `scale` * longitude + `x0`, y = `scale` *
/// latitude + `y0`; it refuses latitudes beyond `limit` (as PROJ refuses what it cannot invert).
struct LinearTransformer: CoordinateTransformer {
    var scale: Double
    var x0 = 0.0
    var y0 = 0.0
    var limit = 90.0

    func project(latitude: Double, longitude: Double) throws(MapError) -> (x: Double, y: Double) {
        guard abs(latitude) <= limit else {
            throw .transformFailed(nil, reason: "latitude \(latitude) beyond \(limit)")
        }
        return (scale * longitude + x0, scale * latitude + y0)
    }

    func unproject(x: Double, y: Double) throws(MapError) -> (latitude: Double, longitude: Double) {
        ((y - y0) / scale, (x - x0) / scale)
    }
}

/// The US survey foot in metres.
let usFoot = 1200.0 / 3937

/// A spatial reference of `wkid` (and `latest`) projected by `transformer` in `unit`.
func defined(_ wkid: Int?, latest: Int? = nil, unit: SpatialReference.Unit = .linear(metresPerUnit: 1, name: "metre"),
             wkt: String? = nil, transformer: LinearTransformer = LinearTransformer(scale: 1000, x0: 500000)) -> SpatialReference {
    SpatialReference(wkid: wkid, latestWkid: latest,
                     definition: .init(name: "Test grid", wkt: wkt, unit: unit, transformer: transformer))
}

@Test func projectsThroughTheDefinitionsTransformer() throws {
    let grid = defined(2600, latest: 3346)
    let point = try Projection.project(latitude: 55, longitude: 24, to: grid)
    #expect(point.x == 524000 && point.y == 55000 && point.spatialReference == grid)
    let back = try Projection.unproject(MapPoint(x: 526000, y: 54000, spatialReference: grid))
    #expect(back.latitude == 54 && back.longitude == 26)
    #expect(grid.hasProjection && grid.code == 3346 && grid.description == "Test grid (3346)")
}

@Test func aTransformFailureIsTheTransformersError() {
    let grid = defined(3413, transformer: LinearTransformer(scale: 1, limit: 80))
    #expect(message { try Projection.project(latitude: 85, longitude: 0, to: grid) }
        == "cannot transform to or from Test grid (3413): latitude 85.0 beyond 80.0")
}

/// The extent of an 800 x 600 view at 1:6000 in each unit: 1.5875 m per pixel, over the unit's
/// metres; a geographic definition's degrees stop at the poles.
@Test(arguments: [
    (SpatialReference.Unit.linear(metresPerUnit: 1, name: "metre"), 44.0, 1.5875),
    (.linear(metresPerUnit: usFoot, name: "US survey foot"), 44.0, 1.5875 / usFoot),
    (.degrees(metresPerDegree: 2 * Double.pi * 6378137 / 360), 44.0, 1.5875 / (2 * Double.pi * 6378137 / 360)),
])
func extentIsInTheUnitOfTheSpatialReference(unit: SpatialReference.Unit, latitude: Double, resolution: Double) throws {
    let degrees = if case .degrees = unit { true } else { false }
    let grid = defined(2927, unit: unit, transformer: degrees ? LinearTransformer(scale: 1) : LinearTransformer(scale: 1000, x0: 500000))
    let extent = try View().extent(of: vp(latitude, -122, 6000), in: grid)
    let centre = try Projection.project(latitude: latitude, longitude: -122, to: grid)
    #expect(close(extent.xmin, centre.x - 400 * resolution, 1e-9) && close(extent.xmax, centre.x + 400 * resolution, 1e-9))
    #expect(close(extent.ymin, centre.y - 300 * resolution, 1e-9) && close(extent.ymax, centre.y + 300 * resolution, 1e-9))
    let fitted = try View().viewpoint(fitting: extent)
    #expect(close(fitted.scale, 6000, 1e-6) && close(fitted.latitude, latitude, 1e-9) && close(fitted.longitude, -122, 1e-9))
}

@Test func aGeographicDefinitionStopsAtThePoles() throws {
    let geographic = defined(4269, unit: .degrees(metresPerDegree: 111319.49079327357), transformer: LinearTransformer(scale: 1))
    let extent = try View().extent(of: vp(90, 0, 50_000_000), in: geographic)
    #expect(extent.ymax == 90 && extent.ymin < 90)
}

/// Equality: the same coordinate system whatever the ids as written (2600 with latest 3346 is
/// 3346); WKT-only references by their text; a transformer is never compared.
@Test(arguments: [
    (defined(2600, latest: 3346), defined(3346), true),
    (defined(3346), try! SpatialReference(wkid: 3346), true),
    (defined(2600), defined(3346), false),
    (defined(nil, wkt: "PROJCS[\"A\"]"), defined(nil, wkt: "PROJCS[\"A\"]"), true),
    (defined(nil, wkt: "PROJCS[\"A\"]"), defined(nil, wkt: "PROJCS[\"B\"]"), false),
    (defined(nil, wkt: "PROJCS[\"A\"]"), defined(3346), false),
    (defined(3857), SpatialReference.webMercator, false),
])
func spatialReferenceEquality(a: SpatialReference, b: SpatialReference, equal: Bool) {
    #expect((a == b) == equal)
    if equal { #expect(a.hashValue == b.hashValue) }
}

@Test func aNewMapInASpatialReference() throws {
    var session = Session()
    let grid = defined(27700)
    try session.newGeoModel(.map, basemap: nil, spatialReference: grid)
    #expect(session.geoModel.spatialReference == grid && session.geoModel.basemap == nil)
    session.go(to: vp(51.5, -0.12, 10000))
    let extent = try session.extent(of: session.viewpoint)
    #expect(extent.spatialReference == grid && close(extent.center.x, 500000 - 120, 1e-9) && close(extent.center.y, 51500, 1e-9))
    let corners = try session.extent(corner: (51, -1), (52, 0))
    #expect(corners.xmin == 499000 && corners.ymax == 52000)
}

@Test func aNewMapWhoseBasemapIsInAnotherSpatialReferenceChangesNothing() throws {
    var session = Session()
    _ = try session.addBookmark(named: "Here")
    let before = session
    #expect(message { try session.newGeoModel(.map, basemap: .arcGISImagery, spatialReference: defined(27700)) }
        == "spatial reference mismatch: basemap 'ArcGIS Imagery' is Web Mercator (3857) but the map is Test grid (27700)")
    #expect(session == before)
}
