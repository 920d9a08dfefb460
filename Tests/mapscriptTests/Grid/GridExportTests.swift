import ExternalTools
import Foundation
import Testing

/// GeoJSON and KML are WGS 84 by definition (RFC 7946, KML 2.2): a map in a grid (LKS94,
/// EPSG:3346) exports its bookmarks and graphics in longitude and latitude, with no `crs`
/// member, and GDAL reads them where they are.
@Suite struct GridExportTests {
    static let script = """
        map new wkid 3346
        goto 54.6872,25.2797 scale 50000
        bookmark add "Vilnius" at 54.6872,25.2797 scale 50000
        graphic add polygon 54.6,25.1 to 54.8,25.1 to 54.8,25.4 fill "#ff000080"
        export geojson "v.geojson"
        export kml "v.kml"
        """

    /// Runs the script in a new folder; the two files' text.
    func exported() throws -> (folder: URL, geojson: String, kml: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-grid-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let run = try BinaryRunner.run(["-e", Self.script], directory: folder)
        try #require(run.status == 0, "\(run.stderr)")
        let geojson = try String(contentsOf: folder.appendingPathComponent("v.geojson"), encoding: .utf8)
        let kml = try String(contentsOf: folder.appendingPathComponent("v.kml"), encoding: .utf8)
        return (folder, geojson, kml)
    }

    @Test(.needs(.gdal)) func geoJSONOfAGridMapIsWGS84() throws {
        let (folder, geojson, kml) = try exported()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(!geojson.contains("\"crs\""))
        // Longitude first, in degrees: the bookmark's centre as given, not LKS94's metres.
        #expect(geojson.contains("[\n          25.2797,\n          54.6872\n        ]"), "\(geojson)")
        #expect(kml.contains("<coordinates>25.2797,54.6872,0</coordinates>"), "\(kml)")
        #expect(kml.contains("<coordinates>25.1,54.6,0 25.4,54.8,0 25.1,54.8,0 25.1,54.6,0</coordinates>"), "\(kml)")
        let info = try BinaryRunner.run(["-c", "ogrinfo -al -so v.geojson"], directory: folder, shell: true)
        #expect(info.stdout.contains("Extent: (25.100000, 54.600000) - (25.400000, 54.800000)"), "\(info.stdout)")
        #expect(info.stdout.contains("GEOGCRS[\"WGS 84\""), "\(info.stdout)")
    }
}
