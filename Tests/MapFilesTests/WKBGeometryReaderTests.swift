import MapCore
@testable import MapFiles
import Testing

// ISO WKB built here by hand (OGC Simple Features / ISO 19125-1 layout), read with no GDAL.

/// A little- or big-endian WKB writer, for the tests.
private struct WKB {
    var bytes: [UInt8] = []
    let little: Bool

    init(little: Bool = true) { self.little = little }

    mutating func header(_ code: UInt32) {
        bytes.append(little ? 1 : 0)
        uint32(code)
    }

    mutating func uint32(_ value: UInt32) {
        let raw = little ? value.littleEndian : value.bigEndian
        withUnsafeBytes(of: raw) { bytes += $0 }
    }

    mutating func doubles(_ values: Double...) {
        for value in values {
            let raw = little ? value.bitPattern.littleEndian : value.bitPattern.bigEndian
            withUnsafeBytes(of: raw) { bytes += $0 }
        }
    }
}

private func at(_ latitude: Double, _ longitude: Double) -> GeodesicPosition {
    try! GeodesicPosition(latitude: latitude, longitude: longitude)
}

private func point(_ x: Double, _ y: Double, code: UInt32 = 1, little: Bool = true) -> [UInt8] {
    var wkb = WKB(little: little)
    wkb.header(code)
    wkb.doubles(x, y)
    if code >= 1000 { wkb.doubles(7) }
    if code >= 3000 { wkb.doubles(8) }
    return wkb.bytes
}

private func ring(_ wkb: inout WKB, _ points: [(Double, Double)], width: Int = 2) {
    wkb.uint32(UInt32(points.count))
    for (x, y) in points {
        wkb.doubles(x, y)
        for _ in 2..<width { wkb.doubles(0) }
    }
}

/// Every kind of geometry, in both byte orders and with z and m, reads as GeoJSON's reader
/// reads the same shape.
@Test(arguments: [
    (point(10, 20), FeatureGeometry.point(at(20, 10))),
    (point(10, 20, little: false), .point(at(20, 10))),
    (point(10, 20, code: 1001), .point(at(20, 10))),
    (point(10, 20, code: 3001), .point(at(20, 10))),
    (point(180.0000001, -90.0000001), .point(at(-90, 180))),
    ({ var w = WKB(); w.header(2); ring(&w, [(1, 2), (3, 4)]); return w.bytes }(), .lineString([at(2, 1), at(4, 3)])),
    ({ var w = WKB(little: false); w.header(1002); ring(&w, [(1, 2), (3, 4)], width: 3); return w.bytes }(), .lineString([at(2, 1), at(4, 3)])),
    ({ var w = WKB(); w.header(3); w.uint32(2); ring(&w, [(0, 0), (10, 0), (10, 10), (0, 0)]); ring(&w, [(1, 1), (2, 1), (2, 2), (1, 1)])
        return w.bytes }(),
     .polygon([[at(0, 0), at(0, 10), at(10, 10), at(0, 0)], [at(1, 1), at(1, 2), at(2, 2), at(1, 1)]])),
    ({ var w = WKB(); w.header(4); w.uint32(2); w.bytes += point(1, 2) + point(3, 4); return w.bytes }(), .multiPoint([at(2, 1), at(4, 3)])),
    ({ var w = WKB(); w.header(5); w.uint32(1); w.header(2); ring(&w, [(1, 2), (3, 4)]); return w.bytes }(), .multiLineString([[at(2, 1), at(4, 3)]])),
    ({ var w = WKB(); w.header(6); w.uint32(1); w.header(3); w.uint32(1); ring(&w, [(0, 0), (1, 0), (1, 1), (0, 0)]); return w.bytes }(),
     .multiPolygon([[[at(0, 0), at(0, 1), at(1, 1), at(0, 0)]]])),
    // A TIN of one triangle is a multipolygon.
    ({ var w = WKB(); w.header(16); w.uint32(1); w.header(17); w.uint32(1); ring(&w, [(0, 0), (1, 0), (1, 1), (0, 0)]); return w.bytes }(),
     .multiPolygon([[[at(0, 0), at(0, 1), at(1, 1), at(0, 0)]]])),
    ({ var w = WKB(); w.header(7); w.uint32(2); w.bytes += point(1, 2); w.header(7); w.uint32(0); return w.bytes }(),
     .collection([.point(at(2, 1)), .collection([])])),
])
func geometries(bytes: [UInt8], expected: FeatureGeometry) throws {
    #expect(try WKBGeometryReader.geometry(of: bytes) == expected)
}

/// An empty point (NaN, NaN) is no geometry.
@Test func anEmptyPointIsNoGeometry() throws {
    #expect(try WKBGeometryReader.geometry(of: point(.nan, .nan)) == nil)
}

/// Cut or hostile buffers and coordinates off WGS 84 are errors that say why, never a crash.
@Test(arguments: [
    ([], "truncated WKB"),
    (Array(point(1, 2).prefix(12)), "truncated WKB"),
    ({ var w = WKB(); w.header(2); w.uint32(UInt32.max); return w.bytes }(), "truncated WKB"),
    ({ var w = WKB(); w.header(7); w.uint32(1_000_000); return w.bytes }(), "truncated WKB"),
    ({ var w = WKB(); w.header(8); w.uint32(0); return w.bytes }(), "unsupported WKB geometry type 8"),
    ({ var w = WKB(); w.header(5001); return w.bytes }(), "unknown WKB geometry type 5001"),
    ({ var w = WKB(); for _ in 0..<100 { w.header(7); w.uint32(1) }; w.bytes += point(1, 2); return w.bytes }(),
     "geometry collections nested too deep"),
    (point(500000, 4000000), "coordinates (500000.0, 4000000.0) are not a WGS 84 longitude and latitude"),
])
func badBuffers(bytes: [UInt8], reason: String) {
    #expect {
        _ = try WKBGeometryReader.geometry(of: bytes)
    } throws: { error in
        (error as? WKBGeometryReader.WKBError)?.reason.hasPrefix(reason) == true
    }
}

/// Dates as ISO text need their leading zeros.
@Test(arguments: [(5, 2, "05"), (2024, 4, "2024"), (7, 3, "007"), (-5, 4, "-0005")])
func digits(value: Int, width: Int, expected: String) {
    #expect(LayerCursor.digits(value, width) == expected)
}
