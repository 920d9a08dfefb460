import ExternalTools
import Foundation
import MapCore
import MapFiles
import Testing

/// A WKT-only map, as ArcGIS writes one (Esri's WKT): a transverse Mercator on WGS 84 that no
/// authority names, and the box it is used in (west, south, east, north).
let customTMWKT = #"PROJCS["Custom_TM",GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Transverse_Mercator"],PARAMETER["False_Easting",500000.0],PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",24.0],PARAMETER["Scale_Factor",0.9998],PARAMETER["Latitude_Of_Origin",0.0],UNIT["Meter",1.0]]"#

/// pyproj's numbers for `crs` (an EPSG code or WKT): its area of use's four corners and centre
/// (WGS 84 longitude, latitude), each projected (`always_xy`, easting first) and the projected
/// point inverted again. PROJ's data folder of the system is added, so that pyproj's PROJ finds
/// the grids the system's (which GDAL uses) finds. Web Mercator's box stops at 85.05 degrees,
/// where MapScript clamps (the brief's limit), not at PROJ's 85.06.
let pyprojScript = #"""
import json, os, sys, pyproj
from pyproj import CRS, Transformer
if os.path.isdir("/usr/share/proj"): pyproj.datadir.append_data_dir("/usr/share/proj")
spec = json.loads(sys.argv[1])
print(pyproj.proj_version_str)
crs = CRS.from_wkt(spec["wkt"]) if "wkt" in spec else CRS.from_epsg(spec["epsg"])
w, s, e, n = spec["box"] if "box" in spec else crs.area_of_use.bounds
if spec.get("epsg") == 3857: s, n = max(s, -85.05), min(n, 85.05)
forward = Transformer.from_crs(4326, crs, always_xy=True)
inverse = Transformer.from_crs(crs, 4326, always_xy=True)
for lon, lat in [(w, s), (w, n), (e, s), (e, n), ((w + e) / 2, (s + n) / 2)]:
    x, y = forward.transform(lon, lat)
    lon2, lat2 = inverse.transform(x, y)
    print(json.dumps([lon, lat, x, y, lon2, lat2]))
"""#

/// The spatial references of issue 32, each given as it is to `map new wkid N`, and a WKT-only
/// one.
let anyCRSCases: [(name: String, spec: String)] = [
    3857, 4326, 2193, 2927, 3346, 2600, 32187, 27700, 28992, 32618, 3035, 3413, 2056,
].map { (String($0), #"{"epsg": \#($0)}"#) } + [
    ("WKT", #"{"wkt": \#(String(decoding: try! JSONSerialization.data(withJSONObject: customTMWKT, options: .fragmentsAllowed), as: UTF8.self)), "box": [20, 53, 28, 57]}"#),
]

/// Whether `a` and `b` differ by at most `metres` (in a unit of `metresPerUnit`), or by two
/// units in the last place of the larger (1e-9 m is below a double's resolution past 4.5e6 m).
func agrees(_ a: Double, _ b: Double, metresPerUnit: Double, metres: Double = 1e-9) -> Bool {
    abs(a - b) * metresPerUnit <= metres || abs(a - b) <= 2 * max(abs(a), abs(b)).ulp
}

/// Every CRS of issue 32 projects and inverts as pyproj does, to 1e-9 m (or the last bits of a
/// double), at its area of use's corners and centre: Web Mercator and WGS 84 natively, the
/// others through GDAL's OSR.
@Test(.needs(.pyproj), .needs(.gdaltransform), arguments: anyCRSCases)
func transformsAgreeWithPyproj(name: String, spec: String) throws {
    let run = try runTool("python3", ["-c", pyprojScript, spec])
    try #require(run.status == 0, "pyproj: \(run.errors)")
    var lines = run.output.split(separator: "\n")
    let pyprojPROJ = String(lines.removeFirst())
    let rows = lines.map { try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [Double] }
    try #require(rows.count == 5)
    // 1e-9 m against the same PROJ as GDAL's; pyproj's wheel may bring another release, whose
    // arithmetic differs in the last digits (9.1 and 9.5: up to 1.4e-6 m in Lambert conformal
    // conic): then 1e-5 m, and the test says so.
    let systemPROJ = (try? runTool("projinfo", []))?.errors.split(separator: "\n").first.map { String($0) } ?? ""
    let samePROJ = systemPROJ.contains("Rel. \(pyprojPROJ),")
    let tolerance = samePROJ ? 1e-9 : 1e-5
    if !samePROJ { print("pyproj's PROJ \(pyprojPROJ) is not the system's (\(systemPROJ)): comparing to \(tolerance) m") }
    let reference: SpatialReference
    if name == "WKT" {
        reference = try SpatialReferenceResolver.resolve(wkid: nil, latestWkid: nil, wkt: customTMWKT)
        #expect(reference.wkid == nil && reference.wkt == customTMWKT && reference.kind == .other)
    } else {
        reference = try SpatialReferenceResolver.resolve(wkid: Int(name)!, latestWkid: nil, wkt: nil)
        #expect(reference.code == Int(name)! || (name == "3857" && reference == .webMercator))
    }
    let metresPerUnit = try #require(reference.unit).metres
    for row in rows {
        let (lon, lat, x, y, lon2, lat2) = (row[0], row[1], row[2], row[3], row[4], row[5])
        let ours = try Projection.project(latitude: lat, longitude: lon, to: reference)
        #expect(agrees(ours.x, x, metresPerUnit: metresPerUnit, metres: tolerance)
                && agrees(ours.y, y, metresPerUnit: metresPerUnit, metres: tolerance),
                "\(name) at \(lat), \(lon): ours \(ours.x), \(ours.y), pyproj's \(x), \(y)")
        let back = try Projection.unproject(MapPoint(x: x, y: y, spatialReference: reference))
        let degree = 2 * Double.pi * 6378137 / 360
        #expect(agrees(back.longitude, lon2, metresPerUnit: degree, metres: tolerance)
                && agrees(back.latitude, lat2, metresPerUnit: degree, metres: tolerance),
                "\(name) at \(x), \(y): ours \(back.latitude), \(back.longitude), pyproj's \(lat2), \(lon2)")
    }
}

/// Units: metres, US survey feet for Washington South, degrees (at the equator) for 4326.
@Test(.needs(.gdaltransform), arguments: [(27700, 1.0), (2927, 1200.0 / 3937), (3346, 1.0)])
func linearUnits(wkid: Int, metres: Double) throws {
    let reference = try SpatialReferenceResolver.resolve(wkid: wkid, latestWkid: nil, wkt: nil)
    #expect(abs((reference.unit?.metres ?? 0) - metres) <= 1e-15 && !reference.isGeographic)
}

/// Ids PROJ does not know name what was written, the latest id beside the id.
@Test(.needs(.gdaltransform))
func unknownCRSNamesWhatWasWritten() {
    #expect(throws: GDALError.self) { try SpatialReferenceResolver.resolve(wkid: 999_999, latestWkid: 999_998, wkt: nil) }
    do { _ = try SpatialReferenceResolver.resolve(wkid: 999_999, latestWkid: 999_998, wkt: nil) } catch {
        #expect(error.description.hasPrefix("PROJ knows no spatial reference wkid 999999, latestWkid 999998"), "\(error)")
    }
}
