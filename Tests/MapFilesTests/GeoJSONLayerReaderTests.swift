import Foundation
import MapCore
import MapFiles
import MapFormats
import Testing

// MARK: - Helpers

private func read(_ text: String) throws(MapFileError) -> [Feature] {
    try GeoJSONLayerReader.features(from: Array(text.utf8))
}

private func errorText(_ text: String) -> String? {
    do { _ = try read(text) } catch { return error.description }
    return nil
}

private func at(_ latitude: Double, _ longitude: Double) -> GeodesicPosition {
    try! GeodesicPosition(latitude: latitude, longitude: longitude)
}

// MARK: - What is read

@Test(arguments: [
    (#"{"type":"Point","coordinates":[10,20]}"#, FeatureGeometry.point(at(20, 10))),
    (#"{"coordinates":[10,20,300],"type":"Point"}"#, .point(at(20, 10))),
    (#"{"type":"MultiPoint","coordinates":[[1,2],[3,4]]}"#, .multiPoint([at(2, 1), at(4, 3)])),
    (#"{"type":"LineString","coordinates":[[1,2],[3,4]]}"#, .lineString([at(2, 1), at(4, 3)])),
    (#"{"type":"MultiLineString","coordinates":[[[1,2],[3,4]],[[5,6],[7,8]]]}"#,
     .multiLineString([[at(2, 1), at(4, 3)], [at(6, 5), at(8, 7)]])),
    (#"{"type":"Polygon","coordinates":[[[0,0],[10,0],[10,10],[0,0]],[[1,1],[2,1],[2,2],[1,1]]]}"#,
     .polygon([[at(0, 0), at(0, 10), at(10, 10), at(0, 0)], [at(1, 1), at(1, 2), at(2, 2), at(1, 1)]])),
    (#"{"type":"MultiPolygon","coordinates":[[[[0,0],[1,0],[1,1],[0,0]]]]}"#,
     .multiPolygon([[[at(0, 0), at(0, 1), at(1, 1), at(0, 0)]]])),
    (#"{"type":"GeometryCollection","geometries":[{"type":"Point","coordinates":[1,2]},{"type":"GeometryCollection","geometries":[]}]}"#,
     .collection([.point(at(2, 1)), .collection([])])),
    (#"{"geometries":[{"coordinates":[1,2],"type":"Point"}],"type":"GeometryCollection"}"#, .collection([.point(at(2, 1))])),
    (#"{"type":"Point","coordinates":[180.00000000000014,-90]}"#, .point(at(-90, 180))),
])
func bareGeometries(text: String, expected: FeatureGeometry) throws {
    #expect(try read(text) == [Feature(geometry: expected)])
}

@Test func featureCollectionKeepsPropertiesOfAnyType() throws {
    let text = #"""
    {"type": "FeatureCollection", "name": "x", "features": [
      {"type": "Feature", "id": 7, "properties": {"name": "Cody", "pop": 9520, "tags": ["a", 1], "m": {"k": null}, "ok": true},
       "geometry": {"type": "Point", "coordinates": [-109.05, 44.52]}},
      {"properties": null, "geometry": null, "type": "Feature"},
      {"type": "Feature", "id": "x", "properties": {"id": 3}, "geometry": {"type": "LineString", "coordinates": [[0, 0], [1, 1]]}}
    ]}
    """#
    let features = try read(text)
    #expect(features.count == 3)
    #expect(features[0].fields.map(\.key) == ["id", "name", "pop", "tags", "m", "ok"])
    #expect(features[0]["tags"] == ["a", 1] && features[0]["m"] == ["k": .null] && features[0]["ok"] == true)
    #expect(features[0].geometry == .point(at(44.52, -109.05)))
    #expect(features[1] == Feature(geometry: nil))
    #expect(features[2]["id"] == 3)  // the properties' own id wins
    #expect(try read(#"{"type":"Feature","geometry":null,"properties":{"a":1}}"#) == [Feature(geometry: nil, fields: [("a", 1)])])
}

// MARK: - Errors

@Test(arguments: [
    (#"{"type":"Point","coordinates":[10,91]}"#, "1:31: coordinates: latitude 91 is out of range [-90, 90]"),
    (#"{"type":"Point","coordinates":[190,0]}"#, "1:31: coordinates: longitude 190 is out of range [-180, 180]"),
    ("{\"type\":\"FeatureCollection\",\"features\":[\n{\"type\":\"Feature\",\"properties\":{},\n \"geometry\":{\"type\":\"LineString\",\"coordinates\":[[0,0],[1,\"a\"]]}}]}",
     "3:58: features[0].geometry.coordinates[1][1]: expected a number, found a string"),
    (#"{"type":"MultiPolygon","coordinates":[[[[0,0],[1,0],[0,0]]]]}"#,
     "1:40: coordinates[0][0]: expected at least 4 positions, found 3"),
    (#"{"type":"Point","coordinates":[1]}"#, "1:31: coordinates: expected a position [longitude, latitude], found 1 number"),
    (#"{"type":"Poly","coordinates":[]}"#, "1:9: type: unknown value 'Poly': expected 'FeatureCollection', 'Feature', 'Point', "
        + "'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon' or 'GeometryCollection'"),
    (#"{"type":"FeatureCollection"}"#, "1:1: missing required key 'features'"),
    (#"{"type":"FeatureCollection","features":[{"type":"Point","coordinates":[0,0]}]}"#,
     "1:49: features[0].type: expected a 'Feature' in a FeatureCollection, found 'Point'"),
    (#"{"type":"Feature","properties":[],"geometry":null}"#, "1:32: properties: expected an object or null, found an array"),
    (#"{"type":"FeatureCollection","features":{}}"#, "1:40: features: expected an array, found an object"),
    (#"{"type":"FeatureCollection","features":[],}"#, "1:42: trailing comma before '}'"),
    (#"[1, 2]"#, "1:1: expected an object at the top level, found an array"),
    (#"{"type":"Point","coordinates":[1,2],"crs":{"type":"name","properties":{"name":"EPSG:2193"}}}"#,
     "1:43: crs: coordinates in 'EPSG:2193' are not read in this version: only WGS 84 (CRS84) GeoJSON layers are"),
])
func malformed(text: String, expected: String) {
    #expect(errorText(text) == expected)
}

@Test(arguments: [
    ("lakes.geojson", "[", LayerFile.Format.geoJSON),
    ("LAKES.JSON", "", .geoJSON),
    ("lakes.txt", "\u{FEFF}  {\"type\"", .geoJSON),
    ("roads.shp", "\0\0\u{27}\n", .other("shp")),
    ("places.gpkg", "SQLite format 3", .other("gpkg")),
    ("doc.kml", "{", .other("kml")),
    ("data", "xyz", .other("unknown")),
])
func layerFileFormat(path: String, head: String, expected: LayerFile.Format) {
    #expect(LayerFile.format(path: path, head: Array(head.utf8)) == expected)
}

// MARK: - Real data

/// The shared Natural Earth data beside the package (`../shared/data`), which a fresh clone has not.
private let sharedData = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/data").path

/// The committed extracts of it (`Fixtures`, see its README), read whole.
@Test(arguments: [
    ("land.geojson", 12, "Polygon"),
    ("lakes.geojson", 36, "Polygon"),
    ("rivers.geojson", 25, "MultiLineString"),
    ("places.geojson", 60, "Point"),
])
func naturalEarthExtracts(file: String, count: Int, someType: String) throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/" + file)
    try checkNaturalEarth(bytes: [UInt8](Data(contentsOf: path)), count: count, someType: someType)
}

/// Natural Earth's 1:110m land (127 polygons, one hole) and 1:10m populated places, read whole:
/// skipped, saying why, where the shared data is absent.
@Test(.enabled(if: FileManager.default.fileExists(atPath: sharedData + "/ne_110m_land.geojson"),
               "the shared Natural Earth data (../shared/data beside the package) is not here; the extracts in Fixtures are read instead"),
      arguments: [
    ("ne_110m_land.geojson", 127, "Polygon"),
    ("ne_10m_populated_places_simple.geojson.gz", 7343, "Point"),
    ("ne_10m_rivers_lake_centerlines.geojson.gz", 1455, "MultiLineString"),
])
func naturalEarth(file: String, count: Int, someType: String) throws {
    let path = sharedData + "/" + file
    var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    if file.hasSuffix(".gz") {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-dc", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        bytes = [UInt8](pipe.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
    }
    try checkNaturalEarth(bytes: bytes, count: count, someType: someType)
}

/// `bytes` read as `count` features, some of type `someType`, inside the world's bounds.
private func checkNaturalEarth(bytes: [UInt8], count: Int, someType: String) throws {
    let features = try GeoJSONLayerReader.features(from: bytes)
    #expect(features.count == count)
    #expect(features.contains { $0.geometry?.typeName == someType })
    let set = FeatureSet(features: features)
    #expect(set.bounds.map { $0.west >= -180 && $0.east <= 180 && $0.south >= -90 && $0.north <= 90 } == true)
}
