import ExternalTools
import Foundation
import MapFiles
import Testing

/// Points in NZTM (2193), UTM zone 11N (32611) and Washington State Plane South in US feet
/// (2927) transformed to WGS 84 agree within 1e-9 degrees with GDAL's `gdaltransform`, run
/// here on the same points.
@Test(.needs(.gdaltransform), arguments: [
    (2193, [(1748000.0, 5428000.0), (1570000.0, 5180000.0), (1200000.0, 4900000.0)]),
    (32611, [(500000.0, 4000000.0), (350000.0, 3700000.0), (700000.0, 5200000.0)]),
    (2927, [(1100000.0, 600000.0), (1250000.0, 700000.0), (900000.0, 450000.0)]),
])
func pointsAgreeWithGDALTransform(wkid: Int, points: [(Double, Double)]) throws {
    let transform = try CoordinateTransform.toWGS84(wkid: wkid)
    let ours = try transform.transform(points.map { (x: $0.0, y: $0.1) })
    let input = points.map { "\($0.0) \($0.1)" }.joined(separator: "\n") + "\n"
    let run = try runTool("sh", ["-c", "printf '%s' \"$0\" | gdaltransform -s_srs EPSG:$1 -t_srs EPSG:4326 -output_xy", input, String(wkid)])
    try #require(run.status == 0, "gdaltransform: \(run.errors)")
    let theirs = run.output.split(separator: "\n").map { $0.split(separator: " ").compactMap { Double($0) } }
    try #require(theirs.count == points.count && theirs.allSatisfy { $0.count == 2 }, "gdaltransform printed \(run.output)")
    for (point, reference) in zip(ours, theirs) {
        #expect(abs(point.longitude - reference[0]) <= 1e-9 && abs(point.latitude - reference[1]) <= 1e-9,
                "\(point) vs gdaltransform's \(reference)")
    }
}

/// Esri's 102100 (Web Mercator, as web maps write it) gives the position the brief's
/// reference point was projected from (computed with PROJ: 44.525, -110.838).
@Test(.needs(.gdaltransform))
func esriWebMercator() throws {
    let point = try CoordinateTransform.toWGS84(wkid: 102100).transform(x: -12338429.720544854, y: 5547049.878133247)
    #expect(abs(point.longitude - -110.838) <= 1e-9)
    #expect(abs(point.latitude - 44.525) <= 1e-9)
}

/// Ids PROJ does not know are `unknownSpatialReference` naming the id.
@Test(.needs(.gdaltransform), arguments: [0, -4326, 999_999, 4_000_000_000])
func unknownSpatialReferences(wkid: Int) {
    #expect {
        _ = try CoordinateTransform.toWGS84(wkid: wkid)
    } throws: { error in
        guard let error = error as? GDALError, case .unknownSpatialReference(let id, _) = error else { return false }
        return id == wkid && error.description.hasPrefix("unknown spatial reference \(wkid)")
    }
}
