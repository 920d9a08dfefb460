import ExternalTools
import Foundation
import MapCore
import MapFiles
import MapFormats
import Testing

// Files made by GDAL's ogr2ogr from Natural Earth's GeoJSON (small extracts committed in
// `Fixtures`, see its README) and read back with `GDALLayerReader`, compared with
// `GeoJSONLayerReader`'s read of the same GeoJSON.

/// The committed Natural Earth extracts.
private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

/// `name` (a GeoJSON of the fixtures) copied into `folder` as `source.geojson`.
private func unpacked(_ name: String, into folder: String) throws -> String {
    let target = folder + "/source.geojson"
    try FileManager.default.copyItem(atPath: fixtures + "/" + name, toPath: target)
    return target
}

/// Runs ogr2ogr with `arguments`, requiring success.
private func ogr2ogr(_ arguments: [String]) throws {
    let run = try runTool("ogr2ogr", arguments)
    try #require(run.status == 0, "ogr2ogr \(arguments.joined(separator: " ")): \(run.errors)")
}

/// Our GeoJSON reader's features of the file at `path`.
private func geoJSONFeatures(_ path: String) throws -> [Feature] {
    try GeoJSONLayerReader.features(from: [UInt8](Data(contentsOf: URL(fileURLWithPath: path))))
}

/// Every position of `feature`, in order.
private func positions(_ feature: Feature) -> [GeodesicPosition] {
    var all: [GeodesicPosition] = []
    feature.geometry?.forEachPosition { all.append($0) }
    return all
}

/// The largest difference in degrees between the positions of `a` and `b` (infinity when their
/// numbers of positions differ).
private func largestDifference(_ a: Feature, _ b: Feature) -> Double {
    let pa = positions(a), pb = positions(b)
    guard pa.count == pb.count else { return .infinity }
    return zip(pa, pb).map { max(abs($0.latitude - $1.latitude), abs($0.longitude - $1.longitude)) }.max() ?? 0
}

/// Whether GDAL's `value` stands for GeoJSON's `expected`: equal, or for `text` formats (CSV,
/// KML) the same number or boolean written as text; numbers within `relative` of each other.
private func agrees(_ value: JSONValue?, _ expected: JSONValue, relative: Double, text: Bool) -> Bool {
    guard let value else { return false }
    switch (value, expected) {
    case (.number(let a), .number(let b)): return abs(a - b) <= relative * max(1, abs(b))
    case (.string(let a), .number(let b)) where text: return Double(a).map { abs($0 - b) <= relative * max(1, abs(b)) } ?? false
    case (.string(let a), .null) where text: return a.isEmpty
    default: return value == expected
    }
}

/// How a format's read is compared with the GeoJSON's.
struct FormatCase: Sendable, CustomTestStringConvertible {
    /// The file's suffix.
    let suffix: String
    /// ogr2ogr's options (driver, layer creation options).
    let options: [String]
    /// The largest difference of coordinates, in degrees.
    let tolerance: Double
    /// The largest relative difference of numbers.
    let relative: Double
    /// Whether fields come back as text (CSV without a `.csvt`).
    let text: Bool
    /// A field's name in the format (shapefiles cut names to 10 characters).
    let renamed: @Sendable (String) -> String
    /// Whether ogr2ogr leaves out features without a geometry (FlatGeobuf's writer does).
    var dropsNullGeometry = false

    var testDescription: String { suffix }

    static let gpkg = all[0], csv = all[4]

    static let all: [FormatCase] = [
        FormatCase(suffix: "gpkg", options: ["-f", "GPKG"], tolerance: 0, relative: 0, text: false, renamed: { $0 }),
        // Without its spatial index, which would sort the features.
        FormatCase(suffix: "fgb", options: ["-f", "FlatGeobuf", "-lco", "SPATIAL_INDEX=NO"], tolerance: 0, relative: 0, text: false,
                   renamed: { $0 }, dropsNullGeometry: true),
        FormatCase(suffix: "shp", options: ["-f", "ESRI Shapefile", "-lco", "ENCODING=UTF-8"], tolerance: 0, relative: 1e-9, text: false,
                   renamed: { String($0.prefix(10)) }),
        FormatCase(suffix: "kml", options: ["-f", "KML"], tolerance: 1e-12, relative: 1e-12, text: true,
                   renamed: { $0 == "name" ? "Name" : $0 }),
        FormatCase(suffix: "csv", options: ["-f", "CSV", "-lco", "GEOMETRY=AS_WKT"], tolerance: 1e-12, relative: 1e-12, text: true,
                   renamed: { $0 }),
    ]
}

/// Natural Earth lakes (polygons, some with holes), rivers (lines, multilines) and
/// populated places (points) in each format: the same number of features, in the same order,
/// with the same coordinates and fields as our GeoJSON reader reads from the source.
@Test(.needs(.ogr2ogr),
      arguments: FormatCase.all.map { ("lakes.geojson", $0) } + FormatCase.all.map { ("rivers.geojson", $0) }
        + [FormatCase.gpkg, FormatCase.csv].map { ("places.geojson", $0) })
func formatsReadAsGeoJSON(data: String, format: FormatCase) throws {
    try withTemporaryFolder { folder in
        let source = try unpacked(data, into: folder)
        let target = folder + "/layer." + format.suffix
        try ogr2ogr(format.options + [target, source])
        let expected = try geoJSONFeatures(source).filter { !format.dropsNullGeometry || $0.geometry != nil }
        let read = try GDALLayerReader.read(path: target)
        #expect(read.otherLayers.isEmpty)
        try #require(read.features.count == expected.count)
        var worst = 0.0, mismatches: [String] = []
        for (index, (feature, original)) in zip(read.features, expected).enumerated() {
            worst = max(worst, largestDifference(feature, original))
            for field in original.fields where !agrees(feature[format.renamed(field.key)], field.value, relative: format.relative, text: format.text) {
                mismatches.append("feature \(index + 1) \(field.key): \(String(describing: feature[format.renamed(field.key)])) != \(field.value)")
            }
        }
        #expect(worst <= format.tolerance, "coordinates differ by up to \(worst) degrees")
        #expect(mismatches.count == 0, "fields differ, first: \(mismatches.prefix(3))")
    }
}

/// A shapefile in UTM zone 12N (EPSG:32612) of the places and lakes around the zone comes back
/// in WGS 84 within 1e-7 degrees of the GeoJSON it was made from.
@Test(.needs(.ogr2ogr),
      arguments: ["places.geojson", "lakes.geojson"])
func projectedShapefileComesBackInWGS84(data: String) throws {
    try withTemporaryFolder { folder in
        let source = try unpacked(data, into: folder)
        let subset = folder + "/subset.geojson", target = folder + "/utm.shp"
        try ogr2ogr(["-f", "GeoJSON", "-spat", "-125", "25", "-100", "55", subset, source])
        try ogr2ogr(["-f", "ESRI Shapefile", "-lco", "ENCODING=UTF-8", "-t_srs", "EPSG:32612", target, subset])
        let expected = try geoJSONFeatures(subset)
        let read = try GDALLayerReader.read(path: target)
        try #require(read.features.count == expected.count)
        #expect(expected.count > 10)
        let worst = zip(read.features, expected).map { largestDifference($0, $1) }.max() ?? .infinity
        #expect(worst <= 1e-7, "coordinates differ by up to \(worst) degrees")
        #expect(zip(read.features, expected).allSatisfy { $0["name"] == $1["name"] })
    }
}

/// A GeoPackage of three layers, the first empty: the first with features is read, and the
/// others with features are named (the empty one is not: issue 36).
@Test(.needs(.ogr2ogr))
func severalLayersGiveTheFirstWithFeatures() throws {
    try withTemporaryFolder { folder in
        let source = try unpacked("lakes.geojson", into: folder)
        let target = folder + "/several.gpkg"
        try ogr2ogr(["-f", "GPKG", "-nln", "nothing", "-where", "scalerank > 1000", target, source])
        try ogr2ogr(["-update", "-nln", "lakes", target, source])
        try ogr2ogr(["-update", "-nln", "big_lakes", "-where", "scalerank = 0", target, source])
        let read = try GDALLayerReader.read(path: target)
        #expect(read.layerName == "lakes")
        #expect(read.otherLayers == ["big_lakes"])
        #expect(read.features == (try geoJSONFeatures(source)))
    }
}

/// Every geometry type and field type of a GeoJSON file, through a GeoPackage and a
/// FlatGeobuf: the geometries as our reader reads the GeoJSON; dates and times as ISO text,
/// booleans and nulls (FlatGeobuf has no date type: a date is a date and time there).
@Test(.needs(.ogr2ogr), arguments: [("gpkg", ["-f", "GPKG"], "2024-05-01"),
                                    ("fgb", ["-f", "FlatGeobuf", "-lco", "SPATIAL_INDEX=NO"], "2024-05-01T00:00:00")])
func everyGeometryAndFieldType(suffix: String, options: [String], day: String) throws {
    let geometries = [
        #"{"type":"Point","coordinates":[10,20]}"#,
        #"{"type":"MultiPoint","coordinates":[[1,2],[3,4]]}"#,
        #"{"type":"LineString","coordinates":[[1,2],[3,4],[5,6]]}"#,
        #"{"type":"MultiLineString","coordinates":[[[1,2],[3,4]],[[5,6],[7,8]]]}"#,
        #"{"type":"Polygon","coordinates":[[[0,0],[10,0],[10,10],[0,0]],[[1,1],[2,1],[2,2],[1,1]]]}"#,
        #"{"type":"MultiPolygon","coordinates":[[[[0,0],[1,0],[1,1],[0,0]]],[[[5,5],[6,5],[6,6],[5,5]]]]}"#,
        #"{"type":"GeometryCollection","geometries":[{"type":"Point","coordinates":[1,2]},{"type":"LineString","coordinates":[[1,2],[3,4]]}]}"#,
    ]
    let features = geometries.enumerated().map { index, geometry in
        let fields = index == 0
            ? #""n":1,"x":2.5,"ok":true,"day":"2024-05-01","at":"2024-05-01T13:45:00.250Z","there":"2024-05-01T13:45:00+02:00","s":"é","none":null"#
            : #""n":\#(index + 1),"x":0.125,"ok":false,"day":"2023-12-31","at":"2023-12-31T23:59:59Z","there":"2023-12-31T23:59:59-05:30","s":"b","none":null"#
        return #"{"type":"Feature","properties":{\#(fields)},"geometry":\#(geometry)}"#
    }
    let text = #"{"type":"FeatureCollection","features":[\#(features.joined(separator: ","))]}"#
    try withTemporaryFolder { folder in
        let source = folder + "/types.geojson", target = folder + "/types." + suffix
        try Data(text.utf8).write(to: URL(fileURLWithPath: source))
        try ogr2ogr(options + [target, source])
        let expected = try geoJSONFeatures(source)
        let read = try GDALLayerReader.read(path: target).features
        try #require(read.count == expected.count)
        #expect(read.map(\.geometry) == expected.map(\.geometry))
        let first = read[0]
        #expect(first["n"] == .number(1))
        #expect(first["x"] == .number(2.5))
        #expect(first["ok"] == .bool(true))
        #expect(first["day"] == .string(day))
        #expect(first["at"] == .string("2024-05-01T13:45:00.250Z"))
        #expect(first["there"] == .string("2024-05-01T13:45:00+02:00"))
        #expect(read[1]["there"] == .string("2023-12-31T23:59:59-05:30"))
        #expect(first["s"] == .string("é"))
        #expect(first["none"] == .null)
        #expect(read[1]["ok"] == .bool(false))
    }
}

/// A curve (a CSV's WKT `CIRCULARSTRING`) comes back as a line GDAL made linear, through the
/// curve's points; the CSV's WKT column is the geometry, not also a field.
@Test(.needs(.ogr2ogr))
func curvesAreMadeLinear() throws {
    try withTemporaryFolder { folder in
        let path = folder + "/curve.csv"
        try Data("WKT,name\n\"CIRCULARSTRING (0 0,1 1,2 0)\",arc\n".utf8).write(to: URL(fileURLWithPath: path))
        let read = try GDALLayerReader.read(path: path).features
        try #require(read.count == 1)
        guard case .lineString(let points) = read[0].geometry else { Issue.record("not a line: \(String(describing: read[0].geometry))"); return }
        #expect(points.count > 10)
        #expect(points.first == (try GeodesicPosition(latitude: 0, longitude: 0)))
        #expect(points.last == (try GeodesicPosition(latitude: 0, longitude: 2)))
        #expect(points.allSatisfy { abs(($0.longitude - 1) * ($0.longitude - 1) + $0.latitude * $0.latitude - 1) < 1e-9 })
        #expect(read[0].fields.map(\.key) == ["name"])
    }
}

/// Files GDAL cannot read: the error says which and why.
@Test(.needs(.ogr2ogr))
func unreadableFiles() throws {
    try withTemporaryFolder { folder in
        let source = try unpacked("lakes.geojson", into: folder)
        try ogr2ogr(["-f", "GPKG", folder + "/good.gpkg", source])
        try ogr2ogr(["-f", "ESRI Shapefile", folder + "/roads.shp", source])
        // The first 4 KiB of a GeoPackage: SQLite's header, then nothing.
        let good = try Data(contentsOf: URL(fileURLWithPath: folder + "/good.gpkg"))
        try good.prefix(4096).write(to: URL(fileURLWithPath: folder + "/corrupt.gpkg"))
        try Data("just some text\n".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
        try FileManager.default.removeItem(atPath: folder + "/roads.shx")
        let cases: [(String, (GDALError) -> Bool)] = [
            ("notes.txt", { if case .unknownFormat = $0 { true } else { false } }),
            ("corrupt.gpkg", { if case .failed(let message) = $0 { message.contains("corrupt.gpkg") } else { false } }),
            ("roads.shp", { if case .failed(let message) = $0 { message.contains("roads.shx") } else { false } }),
        ]
        for (name, matches) in cases {
            #expect("\(name)") {
                _ = try GDALLayerReader.read(path: folder + "/" + name)
            } throws: { error in
                (error as? GDALError).map(matches) ?? false
            }
        }
    }
}

/// Lists and times, which GML keeps (GeoPackage and FlatGeobuf do not): lists as arrays, a
/// time as ISO text (milliseconds when it has them).
@Test(.needs(.ogr2ogr))
func listsAndTimesThroughGML() throws {
    let text = #"""
        {"type":"FeatureCollection","features":[
        {"type":"Feature","properties":{"n":1,"list":[1,2,3],"r":[1.5,2],"ss":["a","b"],"t":"13:45:00"},"geometry":{"type":"Point","coordinates":[1,2]}},
        {"type":"Feature","properties":{"n":2,"list":[4],"r":[3.5],"ss":["c"],"t":"01:02:03.5"},"geometry":{"type":"Point","coordinates":[3,4]}}]}
        """#
    try withTemporaryFolder { folder in
        let source = folder + "/lists.geojson", target = folder + "/lists.gml"
        try Data(text.utf8).write(to: URL(fileURLWithPath: source))
        try ogr2ogr(["-f", "GML", target, source])
        let read = try GDALLayerReader.read(path: target).features
        try #require(read.count == 2)
        #expect(read[0]["list"] == .array([.number(1), .number(2), .number(3)]))
        #expect(read[0]["r"] == .array([.number(1.5), .number(2)]))
        #expect(read[0]["ss"] == .array([.string("a"), .string("b")]))
        #expect(read[0]["t"] == .string("13:45:00"))
        #expect(read[1]["t"] == .string("01:02:03.500"))
        #expect(read[1]["list"] == .array([.number(4)]))
        #expect(read.map(\.geometry) == [.point(try GeodesicPosition(latitude: 2, longitude: 1)), .point(try GeodesicPosition(latitude: 4, longitude: 3))])
    }
}
