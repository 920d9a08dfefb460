import Foundation
import MapCore
import Testing
import TextSupport
@testable import MapDraw

/// A plane a test can follow by hand: `metres` per degree of longitude (x) and of latitude (y),
/// its origin at 0,0; exact both ways.
struct DegreePlane: CoordinateTransformer {
    var metres = 100_000.0

    func project(latitude: Double, longitude: Double) throws(MapError) -> (x: Double, y: Double) {
        (metres * longitude, metres * latitude)
    }

    func unproject(x: Double, y: Double) throws(MapError) -> (latitude: Double, longitude: Double) {
        (y / metres, x / metres)
    }
}

/// `HTMLPage` of a map in its own spatial reference, without a browser (HTMLGridBrowserTests
/// opens one in Chromium): what Swift projects for the script, and that pages in Web Mercator
/// and WGS 84 keep the script they had before grids had pages.
struct HTMLGridPageTests {
    /// A map in `DegreePlane` looking at 45,5 at 1:2,000,000, with a bookmark at 50,10.
    static func gridSession() throws -> Session {
        var session = Session()
        let reference = SpatialReference(wkid: 990_001, latestWkid: nil, definition: .init(
            name: "Degree plane", unit: .linear(metresPerUnit: 1, name: "metre"), transformer: DegreePlane()))
        try session.newGeoModel(.map, basemap: nil, spatialReference: reference)
        _ = try session.addBookmark(named: "North", viewpoint: viewpoint(50, 10, 1_000_000))
        session.restore(viewpoint: viewpoint(45, 5, 2_000_000))
        return session
    }

    /// The page's JSON data.
    static func data(of page: String) throws -> [String: Any] {
        let start = try #require(page.range(of: #"<script type="application/json" id="mapscript-data">"#))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let object = try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8))
        return try #require(object as? [String: Any])
    }

    /// The places in the grid's plane with their latitude and longitude; one level 0, not
    /// repeated; a lattice of the transformer's inverse for each level; no tiles; the script
    /// of the plane.
    @Test func aGridPageGivesTheScriptThePlane() throws {
        let page = HTMLPage.html(of: try Self.gridSession())
        let data = try Self.data(of: page)
        #expect(data["projection"] as? String == "grid")
        #expect(data["tiles"] is NSNull)
        #expect(data["start"] as? [Double] == [500_000, 4_500_000, 2_000_000, 0])
        let bookmarks = try #require(data["bookmarks"] as? [[String: Any]])
        #expect(bookmarks.first?["at"] as? [Double] == [1_000_000, 5_000_000, 1_000_000, 0])
        #expect(data["places"] as? [[Double]] == [[500_000, 4_500_000, 45, 5], [1_000_000, 5_000_000, 50, 10]])
        #expect(page.contains(#"<p class="viewpoint" data-viewpoint>45,5 1:2,000,000 rotation 0</p>"#))

        let levels = try #require(data["levels"] as? [[Double]])
        let lattices = try #require(data["lattice"] as? [[String: Any]])
        #expect(levels.count > 10 && lattices.count == levels.count)
        #expect(levels[0][3] == 1024 && levels[0][4] == 1024 && !page.contains("level0-copy"))
        for (level, lattice) in zip(levels, lattices) {
            let (x, y, resolution, width, height) = (level[0], level[1], level[2], level[3], level[4])
            let step = try #require(lattice["step"] as? Double), columns = try #require(lattice["columns"] as? Int)
            let points = try #require(lattice["points"] as? [Double])
            #expect(abs(step - min(100, 1_000_000 / resolution)) <= 1e-12 * step)
            #expect(columns == Int((width / step).rounded(.up)) + 3)
            #expect(points.count == 2 * columns * (Int((height / step).rounded(.up)) + 3))
            // The first point is a step left of and above the level's top-left corner; the last
            // is past its bottom-right corner.
            let left = x - width / 2 * resolution - step * resolution, top = y + height / 2 * resolution + step * resolution
            #expect(abs(points[0] - top / 100_000) <= 1e-9 && abs(points[1] - left / 100_000) <= 1e-9)
            #expect(points[points.count - 2] * 100_000 < y - height / 2 * resolution)
            #expect(points[points.count - 1] * 100_000 > x + width / 2 * resolution)
        }
        let script = HTMLScript.script(for: MapProjection(spatialReference: try Self.gridSession().geoModel.spatialReference))
        #expect(page.contains(script))
        #expect(script.contains("function project(x, y) { return [x, y]; }") && script.contains("WORLD = Number.MAX_VALUE"))
        #expect(!script.contains("Math.asinh") && !script.contains("D.projection"))
    }

    /// A Web Mercator or WGS 84 page's script is the one pages had before grids had theirs
    /// (16,612 bytes, by its FNV-1a hash), so those pages keep their bytes.
    @Test(arguments: [MapProjection.webMercator, .plateCarree])
    func theScriptOfWebMercatorAndWGS84PagesIsUnchanged(projection: MapProjection) {
        let script = HTMLScript.script(for: projection)
        #expect(script.utf8.count == 16_612)
        #expect(FNV1a.hash(script) == 0xA4EA_D7E6_C93E_D9A4)
    }
}
