import ExternalTools
import Foundation
import MapFiles
import Testing

/// `LayerFile.fieldNames(path:member:)`, what an editor's completion reads of a layer file: the
/// fields `layer add` would give, cheaply, and nothing (never a hang or a crash) for what it
/// cannot read cheaply.
@Suite struct LayerFieldNamesTests {
    static let towns = #"""
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "properties": {"name": "Cody", "pop": 9161}, "geometry": null},
          {"type": "Feature", "properties": {"zone": "b", "name": "Bozeman"}, "geometry": null}
        ]}
        """#

    /// A file in a fresh folder (`setUp` makes it there from its path) and what it gives.
    @Test(arguments: [
        ("towns.geojson", ["name", "pop", "zone"] as [String]?),
        // GeoJSON told by its first byte, whatever the name.
        ("towns.txt", ["name", "pop", "zone"]),
        ("missing.geojson", nil),
        ("broken.geojson", nil),
        ("folder.geojson", nil),
        ("pipe.geojson", nil),
        ("large.geojson", nil),
    ])
    func fieldNames(name: String, expected: [String]?) throws {
        try withTemporaryFolder { folder in
            let path = folder + "/" + name
            switch name {
            case "towns.geojson", "towns.txt": try Self.towns.write(toFile: path, atomically: true, encoding: .utf8)
            case "broken.geojson": try "{\"type\": \"FeatureCollection\", \"features\": [".write(toFile: path, atomically: true, encoding: .utf8)
            case "folder.geojson": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            case "pipe.geojson": #expect(mkfifo(path, 0o600) == 0)
            case "large.geojson":
                // Well-formed, and one byte over the limit.
                var text = Self.towns
                text += String(repeating: " ", count: LayerFile.fieldNamesSizeLimit + 1 - text.utf8.count)
                try text.write(toFile: path, atomically: true, encoding: .utf8)
            default: break
            }
            #expect(LayerFile.fieldNames(path: path) == expected)
        }
    }

    /// At the size limit, a GeoJSON file is still read.
    @Test func geoJSONAtTheLimit() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/limit.geojson"
            let text = Self.towns + String(repeating: " ", count: LayerFile.fieldNamesSizeLimit - Self.towns.utf8.count)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            #expect(LayerFile.fieldNames(path: path) == ["name", "pop", "zone"])
        }
    }

    /// Other formats through GDAL's layer definition: a CSV's point columns are not fields (as
    /// `layer add` reads it), a GeoPackage's layer is picked by name as `layer "NAME"` does.
    @Test(.needs(.ogr2ogr)) func gdalFormats() throws {
        try withTemporaryFolder { folder in
            let csv = folder + "/places.csv"
            try "name,lat,lon,pop\nCody,44.53,-109.06,9161\n".write(toFile: csv, atomically: true, encoding: .utf8)
            #expect(LayerFile.fieldNames(path: csv) == ["name", "pop"])
            let source = folder + "/towns.geojson", gpkg = folder + "/both.gpkg"
            try #"{"type": "FeatureCollection", "features": [{"type": "Feature", "properties": {"name": "Cody", "pop": 9161}, "geometry": {"type": "Point", "coordinates": [-109.06, 44.53]}}]}"#
                .write(toFile: source, atomically: true, encoding: .utf8)
            for (layer, options) in [("towns", [] as [String]), ("lakes", ["-update", "-sql", "SELECT name AS lake FROM towns"])] {
                let run = try runTool("ogr2ogr", ["-f", "GPKG"] + options + ["-nln", layer, gpkg, source])
                try #require(run.status == 0, "\(run.errors)")
            }
            #expect(LayerFile.fieldNames(path: gpkg) == ["name", "pop"])
            #expect(LayerFile.fieldNames(path: gpkg, member: "lakes") == ["lake"])
            #expect(LayerFile.fieldNames(path: gpkg, member: "rivers") == nil)
        }
    }
}
