import MapCore
import MapFiles
import Testing

/// `map new wkid N` and `scene new wkid N`: maps in any spatial reference PROJ knows, through
/// GDAL where it is installed; without it, only Web Mercator and WGS 84, and a message that says
/// how to install it.
@Suite struct AnyCRSCommandTests {
    /// Whether GDAL (and so PROJ) can be loaded here.
    static let hasGDAL = (try? SpatialReferenceResolver.resolve(wkid: 27700, latestWkid: nil, wkt: nil)) != nil

    @Test(arguments: [
        ("map new wkid 3857\nprint map.wkid", "3857"),
        ("map new wkid 4326\ngoto 44.525,-110.838 scale 6000\nprint viewpoint.extent",
         "-110.84370430205415,44.52072177345938 to -110.83229569794584,44.52927822654062 in WGS 84 (4326)"),
    ])
    func webMercatorAndWGS84NeedNoGDAL(script: String, expected: String) {
        let result = run(script)
        #expect(result.err == "" && result.out == expected + "\n", "\(result.err)")
    }

    @Test func aMapInTheBritishNationalGrid() {
        let result = run("map new wkid 27700\ngoto 51.5,-0.12 scale 10000\nprint map.wkid\nprint viewpoint.extent")
        guard Self.hasGDAL else {
            #expect(result.firstError.contains("needs PROJ, through GDAL") && result.err.contains("apt-get install gdal-bin"))
            return
        }
        // The centre as gdaltransform puts it (530591.166403492 179571.0653766), 2116.67 m across.
        #expect(result.out == "27700\n529532.8330701583,178777.31537659967 to 531649.499736825,180364.81537659967 "
                + "in OSGB36 / British National Grid (27700)\n", "\(result.err)")
    }

    @Test func scenesTooAndTheirScaleIsInUSFeet() {
        let result = run("scene new wkid 2927\ngoto 47.6,-122.3 scale 24000\nprint map.kind\nprint viewpoint.extent.width")
        guard Self.hasGDAL else { return #expect(result.firstError.contains("needs PROJ")) }
        // 800 px at 1:24000: 800 * 6.35 m, in US survey feet (1200/3937 m).
        let width = Double(result.out.split(separator: "\n").last ?? "") ?? 0
        #expect(result.out.hasPrefix("scene\n") && abs(width - 800 * 6.35 / (1200.0 / 3937)) < 1e-6, "\(result.out)\(result.err)")
    }

    @Test func anUnknownWKIDIsFileUnknownCRSAndTheSessionStays() {
        let result = run("map new wkid 27700\nmap new wkid 999999\nprint map.wkid", keepGoing: true)
        guard Self.hasGDAL else { return }
        #expect(result.firstError.contains("2:14: error: PROJ knows no spatial reference wkid 999999"), "\(result.err)")
        #expect(result.out == "27700\n")
    }

    @Test func aCatalogBasemapOnAGridIsAMismatch() {
        let result = run("map new wkid 27700 basemap imagery\nprint map.wkid", keepGoing: true)
        guard Self.hasGDAL else { return }
        #expect(result.firstError.contains("spatial reference mismatch: basemap 'ArcGIS Imagery' is Web Mercator (3857) but the map is OSGB36 / British National Grid (27700)"))
        #expect(result.out == "3857\n")
    }

    /// The id of an unknown wkid's diagnostic: `file.unknown-crs` (`file.gdal-missing` without
    /// GDAL).
    @Test func theDiagnosticID() throws {
        let diagnostics = run("map new wkid 999999").interpreter.collectedDiagnostics
        #expect(diagnostics.map(\.id) == [Self.hasGDAL ? .unknownCRS : .gdalMissing])
    }
}
