import Testing
@testable import MapCore

/// Issue 24, 6.13: a WGS 84 view's extent stops at the poles (`goto 90,0 scale 50000000` on a
/// WGS 84 map said ymax 125.65); Web Mercator extents are as they were.
struct PolarExtentTests {
    @Test(arguments: [
        (90.0, 0.0, 50_000_000.0, 54.3481121615065, 90.0),
        (-90, 0, 50_000_000, -90, -54.3481121615065),
        (0, 0, 50_000_000, -35.651887838493505, 35.651887838493505),
        (80, 10, 50_000_000, 44.3481121615065, 90),
    ])
    func latitudesStopAtThePoles(latitude: Double, longitude: Double, scale: Double, ymin: Double, ymax: Double) throws {
        let extent = try View().extent(of: Viewpoint(latitude: latitude, longitude: longitude, scale: scale), in: .wgs84)
        #expect(abs(extent.ymin - ymin) < 1e-9)
        #expect(abs(extent.ymax - ymax) < 1e-9)
    }

    @Test func webMercatorExtentsAreNotCut() throws {
        let extent = try View().extent(of: Viewpoint(latitude: 85, longitude: 0, scale: 50_000_000), in: .webMercator)
        #expect(extent.ymax > 20_037_508.342789244)  // past the top of the Web Mercator square: not cut
    }
}
