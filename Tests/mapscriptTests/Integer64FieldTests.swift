import ExternalTools
import Foundation
import Testing

/// 64-bit integer fields (GeoPackage INTEGER, shapefile N(19,0), FlatGeobuf int64) and GeoJSON
/// integers past ±2^53 stay exact: in values, `identify`, every export and a saved session
/// (issue 35: they became doubles, 9007199254740993 printed as 9007199254740992 and
/// 1234567890123456789 as 1.2345678901234568e+18).
@Suite struct Integer64FieldTests {
    /// The values of the `id` field, one a feature, in order.
    static let ids = ["9007199254740993", "-9223372036854775808", "9223372036854775807", "1234567890123456789"]

    /// A folder holding `ids.EXTENSION`: four points whose `id` fields are `ids`, made from a
    /// CSV with a `.csvt` (Integer64) by ogr2ogr, or written as GeoJSON; removed after `body`.
    private func withFile(_ extension: String, _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-int64-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        if `extension` == "geojson" {
            let features = Self.ids.enumerated().map { index, id in
                #"{"type":"Feature","geometry":{"type":"Point","coordinates":[\#(index + 1),\#(index + 1)]},"properties":{"id":\#(id)}}"#
            }
            try #"{"type":"FeatureCollection","features":[\#(features.joined(separator: ","))]}"#
                .write(to: folder.appendingPathComponent("ids.geojson"), atomically: true, encoding: .utf8)
        } else {
            let rows = Self.ids.enumerated().map { index, id in "\(id),POINT(\(index + 1) \(index + 1))" }
            try (["id,WKT"] + rows).joined(separator: "\n").write(to: folder.appendingPathComponent("ids.csv"), atomically: true, encoding: .utf8)
            try "\"Integer64\",\"String\"\n".write(to: folder.appendingPathComponent("ids.csvt"), atomically: true, encoding: .utf8)
            // (FlatGeobuf's spatial index would sort the features.)
            let driver = ["gpkg": "GPKG", "shp": "'ESRI Shapefile'", "fgb": "FlatGeobuf -lco SPATIAL_INDEX=NO"][`extension`] ?? ""
            let made = try BinaryRunner.run(["-c", "ogr2ogr -q -f \(driver) ids.\(`extension`) ids.csv -nln ids -oo GEOM_POSSIBLE_NAMES=WKT -a_srs EPSG:4326"],
                                            directory: folder, shell: true)
            try #require(made.status == 0, "ogr2ogr: \(made.stderr)")
        }
        try body(folder)
    }

    /// `print`, `identify`, `export geojson` (read back by ogrinfo as Integer64 with the same
    /// values), `export webmap` (an `esriFieldTypeBigInteger` field), `export kml`, the
    /// SVG legend of a unique value renderer on the field, and `save` then `load`.
    /// (A shapefile's 64-bit field is N(19,0), which GDAL reads as a rounded Real unless it is
    /// told to type it from its values, `ADJUST_TYPE=YES`.)
    @Test(.needs(.ogr2ogr), arguments: ["gpkg", "shp", "fgb", "geojson"])
    func integersStayExact(extension: String) throws {
        try withFile(`extension`) { folder in
            let script = """
                layer add "ids.\(`extension`)"
                for f in layers[1].features { print f["id"] }
                print [layers[1].features[1]["id"]], layers[1].features[1]["id"] == layers[1].features[1]["id"]
                identify 1,1
                export geojson "out.geojson"
                export webmap "out.json"
                export kml "out.kml"
                layer style 1 by "id"
                export svg "out.svg"
                save "s.json"
                map new
                load "s.json"
                print layers[1].features[4]["id"]
                """
            let run = try BinaryRunner.run(["-e", script], directory: folder)
            #expect(run.stderr == "")
            #expect(run.status == 0)
            let lines = run.stdout.split(separator: "\n").map(String.init)
            try #require(lines.count >= 7, "\(run.stdout)")
            #expect(Array(lines[0..<4]) == Self.ids)
            #expect(lines[4] == "[9007199254740993] true")
            #expect(lines[5].contains("id=9007199254740993"), "\(lines[5])")
            #expect(lines.last == "1234567890123456789")
            let geoJSON = try String(contentsOf: folder.appendingPathComponent("out.geojson"), encoding: .utf8)
            let webMap = try String(contentsOf: folder.appendingPathComponent("out.json"), encoding: .utf8)
            for id in Self.ids {
                #expect(geoJSON.contains(#""id":\#(id)"#) || geoJSON.contains(#""id": \#(id)"#), "\(id) in \(geoJSON)")
                #expect(webMap.contains(#""id":\#(id)"#) || webMap.contains(#""id": \#(id)"#), "\(id) in the web map")
            }
            #expect(webMap.contains("esriFieldTypeBigInteger"))
            let kml = try String(contentsOf: folder.appendingPathComponent("out.kml"), encoding: .utf8)
            for id in Self.ids { #expect(kml.contains("<value>\(id)</value>"), "\(id) in the KML") }
            // The legend of a unique value renderer on the field labels each value.
            let svg = try String(contentsOf: folder.appendingPathComponent("out.svg"), encoding: .utf8)
            for id in Self.ids { #expect(svg.contains(">\(id)<"), "\(id) in the SVG's legend") }
            let read = try BinaryRunner.run(["-c", "ogrinfo -al -q out.geojson"], directory: folder, shell: true)
            for id in Self.ids { #expect(read.stdout.contains("id (Integer64) = \(id)"), "\(read.stdout)") }
        }
    }

    /// Arithmetic on such a value is a `Double`'s; comparing it with a number literal (a
    /// `Double`) is exact: 9007199254740993 is not the literal, which reads as 9007199254740992.
    @Test func arithmeticIsDouble() throws {
        try withFile("geojson") { folder in
            let script = """
                layer add "ids.geojson"
                let i = layers[1].features[1]["id"]
                print i + 1, i - 1, i > 0, i == 9007199254740993, "${i}", i + ""
                """
            let run = try BinaryRunner.run(["-e", script], directory: folder)
            #expect(run.stderr == "")
            // 9007199254740993 as a Double is 9007199254740992.
            #expect(run.stdout == "9007199254740992 9007199254740991 true false 9007199254740993 9007199254740993\n")
        }
    }
}
