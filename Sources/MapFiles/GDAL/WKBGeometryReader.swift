import MapCore

/// Reads ISO well-known binary (OGC Simple Features, ISO 19125-1; what GDAL's
/// `OGR_G_ExportToIsoWkb` writes) into a `FeatureGeometry` in WGS 84 degrees (x the longitude,
/// y the latitude; z and m dropped).
///
/// Type codes are `base + 1000 * dims` (dims 0: XY, 1: XYZ, 2: XYM, 3: XYZM); the bases read are
/// 1 Point, 2 LineString, 3 Polygon, 4 MultiPoint, 5 MultiLineString, 6 MultiPolygon, 7
/// GeometryCollection, and 15 PolyhedralSurface, 16 TIN (as multipolygons) and 17 Triangle (a
/// polygon); curves are made linear by GDAL before. An empty point (NaN coordinates) is no
/// geometry. A longitude or latitude past its range by at most `slack` is clamped (rounding in
/// a transformation); by more, an error. Every read is bounds-checked: a short buffer is an
/// error, never a crash.
struct WKBGeometryReader {
    /// How far past ±180 (longitude) or ±90 (latitude) a coordinate may be and still be read.
    static let slack = GeoJSONLayerReader.longitudeSlack

    /// The buffer read.
    private let bytes: UnsafeRawBufferPointer
    /// Where the next read starts.
    private var offset = 0
    /// The nesting of collections, bounded so that a hostile buffer cannot exhaust the stack.
    private var depth = 0

    /// A reader of `bytes`.
    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The geometry of the whole buffer, or nil for an empty point; throws the reason (text)
    /// when the buffer is not WKB or a coordinate is out of range.
    static func geometry(of bytes: [UInt8]) throws(WKBError) -> FeatureGeometry? {
        let read = bytes.withUnsafeBytes { raw in
            var reader = WKBGeometryReader(bytes: raw)
            return Result { () throws(WKBError) in try reader.geometry() }
        }
        return try read.get()
    }

    /// Why a WKB buffer could not be read.
    struct WKBError: Error {
        /// The reason, for messages.
        let reason: String
    }

    /// The next geometry (nil for an empty point).
    mutating func geometry() throws(WKBError) -> FeatureGeometry? {
        let little = try byte() == 1
        let code = try uint32(little)
        let base = code % 1000, dimensions = code / 1000
        guard dimensions <= 3 else { throw WKBError(reason: "unknown WKB geometry type \(code)") }
        let width = dimensions == 0 ? 2 : dimensions == 3 ? 4 : 3
        switch base {
        case 1:
            let x = try double(little), y = try double(little)
            offset += (width - 2) * 8
            if x.isNaN && y.isNaN { return nil }
            return .point(try position(x, y))
        case 2: return .lineString(try positions(little, width: width))
        case 3, 17: return .polygon(try rings(little, width: width))
        case 4: return .multiPoint(try members(little).compactMap { $0?.points.first })
        case 5: return .multiLineString(try members(little).flatMap { $0?.lines ?? [] })
        case 6, 15, 16: return .multiPolygon(try members(little).flatMap { $0?.polygons ?? [] })
        case 7: return .collection(try members(little).compactMap { $0 })
        default: throw WKBError(reason: "unsupported WKB geometry type \(code)")
        }
    }

    /// The geometries of a multi-geometry or collection.
    private mutating func members(_ little: Bool) throws(WKBError) -> [FeatureGeometry?] {
        guard depth < 64 else { throw WKBError(reason: "geometry collections nested too deep") }
        depth += 1
        defer { depth -= 1 }
        let count = try count(little, minimumSize: 9)
        var members: [FeatureGeometry?] = []
        members.reserveCapacity(count)
        for _ in 0..<count { members.append(try geometry()) }
        return members
    }

    /// The rings of a polygon.
    private mutating func rings(_ little: Bool, width: Int) throws(WKBError) -> [[GeodesicPosition]] {
        let count = try count(little, minimumSize: 4)
        var rings: [[GeodesicPosition]] = []
        rings.reserveCapacity(count)
        for _ in 0..<count { rings.append(try positions(little, width: width)) }
        return rings
    }

    /// A count followed by that many points of `width` coordinates.
    private mutating func positions(_ little: Bool, width: Int) throws(WKBError) -> [GeodesicPosition] {
        let count = try count(little, minimumSize: width * 8)
        var positions: [GeodesicPosition] = []
        positions.reserveCapacity(count)
        for _ in 0..<count {
            let x = try double(little), y = try double(little)
            offset += (width - 2) * 8
            positions.append(try position(x, y))
        }
        return positions
    }

    /// The position at longitude `x`, latitude `y`, clamped within `slack`.
    private func position(_ x: Double, _ y: Double) throws(WKBError) -> GeodesicPosition {
        let longitude = Self.clamped(x, limit: 180), latitude = Self.clamped(y, limit: 90)
        do { return try GeodesicPosition(latitude: latitude, longitude: longitude) } catch {
            throw WKBError(reason: "coordinates (\(x), \(y)) are not a WGS 84 longitude and latitude: \(error)")
        }
    }

    /// `value` clamped to ±`limit` when past it by at most `slack`; else as it is.
    private static func clamped(_ value: Double, limit: Double) -> Double {
        if value > limit && value <= limit + slack { return limit }
        if value < -limit && value >= -limit - slack { return -limit }
        return value
    }

    /// A count of items of at least `minimumSize` bytes each, checked against the bytes left.
    private mutating func count(_ little: Bool, minimumSize: Int) throws(WKBError) -> Int {
        let count = Int(try uint32(little))
        guard count <= (bytes.count - offset) / minimumSize else { throw WKBError(reason: "truncated WKB") }
        return count
    }

    /// The next byte.
    private mutating func byte() throws(WKBError) -> UInt8 {
        guard offset < bytes.count else { throw WKBError(reason: "truncated WKB") }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// The next 32-bit unsigned integer, little-endian when `little`.
    private mutating func uint32(_ little: Bool) throws(WKBError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw WKBError(reason: "truncated WKB") }
        let raw = bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
        offset += 4
        return little ? UInt32(littleEndian: raw) : UInt32(bigEndian: raw)
    }

    /// The next IEEE 754 double, little-endian when `little`.
    private mutating func double(_ little: Bool) throws(WKBError) -> Double {
        guard offset + 8 <= bytes.count else { throw WKBError(reason: "truncated WKB") }
        let raw = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        offset += 8
        return Double(bitPattern: little ? UInt64(littleEndian: raw) : UInt64(bigEndian: raw))
    }
}
