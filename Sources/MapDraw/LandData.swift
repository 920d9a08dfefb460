import MapCore

/// The world's land from Natural Earth's 1:110m land polygons (public domain), bundled as
/// string literals by `scripts/gen-land` and decoded on first use, so that start-up never pays.
///
/// Polygons that cross the antimeridian come cut at ±180 (Chukotka, Fiji), and Antarctica is
/// closed along latitude -90: `seamEdges` tells which edges are such cuts, so that outlines
/// leave them out.
enum LandData {
    /// A polygon: its rings in projected metres (the first the outside, the rest holes),
    /// and its longitude span in metres.
    struct Polygon: Sendable {
        /// The rings, each closed implicitly (the first point is not repeated).
        var rings: [[(x: Double, y: Double)]]
        /// Whether each ring's edge i (from point i to i + 1, wrapping) is a cut, not a coast.
        var seams: [[Bool]]
        /// The smallest x of the outside ring.
        var minX: Double
        /// The largest x of the outside ring.
        var maxX: Double

        /// The polygon of `rings` in degrees (the first the outside, the rest holes) in `projection`.
        /// In a grid, the points PROJ cannot project are left out, with their edges' seams.
        init(rings degrees: [[(lon: Double, lat: Double)]], in projection: MapProjection) {
            if let grid = projection.grid {
                rings = []
                seams = []
                for ring in degrees {
                    let plane = grid.project(ring), ringSeams = LandData.seams(of: ring)
                    let kept = plane.indices.filter { plane[$0].x.isFinite && plane[$0].y.isFinite }
                    rings.append(kept.map { plane[$0] })
                    seams.append(kept.map { ringSeams[$0] })
                }
            } else {
                rings = degrees.map { ring in ring.map { projection.project(latitude: $0.lat, longitude: $0.lon) } }
                seams = degrees.map(LandData.seams(of:))
            }
            let xs = rings.first?.map(\.x) ?? []
            minX = xs.min() ?? 0
            maxX = xs.max() ?? 0
        }
    }

    /// The land polygons in Web Mercator, decoded and projected on first use.
    static let polygons: [Polygon] = decode(.webMercator)
    /// The land polygons in plate carrée (a WGS 84 map), decoded and projected on first use.
    static let plateCarreePolygons: [Polygon] = decode(.plateCarree)

    /// The land polygons in `projection` (a grid's, cut to its picture's `box`, are projected
    /// for each picture).
    static func polygons(in projection: MapProjection, box: GeoBox) -> [Polygon] {
        switch projection {
        case .webMercator: polygons
        case .plateCarree: plateCarreePolygons
        case .grid: degreePolygons.compactMap { rings in
            let cut = GridCut(box: box).rings(rings)
            return cut.isEmpty ? nil : Polygon(rings: cut, in: projection)
        }
        }
    }

    /// The land polygons in degrees, each its rings (the first the outside), decoded on first use.
    static let degreePolygons: [[[(lon: Double, lat: Double)]]] = {
        var polygons: [[[(lon: Double, lat: Double)]]] = []
        for encoded in encodedRings {
            let ring = decodeRing(encoded)
            guard ring.degrees.count >= 3 else { continue }
            if ring.isHole, !polygons.isEmpty { polygons[polygons.count - 1].append(ring.degrees) } else { polygons.append([ring.degrees]) }
        }
        return polygons
    }()

    private static func decode(_ projection: MapProjection) -> [Polygon] {
        var polygons: [Polygon] = []
        for encoded in encodedRings {
            let ring = decodeRing(encoded)
            guard ring.degrees.count >= 3 else { continue }
            if ring.isHole, !polygons.isEmpty {
                polygons[polygons.count - 1].rings.append(ring.degrees.map { projection.project(latitude: $0.lat, longitude: $0.lon) })
                polygons[polygons.count - 1].seams.append(seams(of: ring.degrees))
            } else {
                polygons.append(Polygon(rings: [ring.degrees], in: projection))
            }
        }
        return polygons
    }

    /// Whether each edge of a ring in degrees (from point i to i + 1, wrapping) is a cut along
    /// the antimeridian or the south pole rather than a coast.
    static func seams(of ring: [(lon: Double, lat: Double)]) -> [Bool] {
        var seams: [Bool] = []
        seams.reserveCapacity(ring.count)
        for (index, start) in ring.enumerated() {
            let end = ring[(index + 1) % ring.count]
            let onMeridian = abs(start.lon) >= 179.99 && abs(end.lon) >= 179.99 && (start.lon > 0) == (end.lon > 0)
            let onPole = start.lat <= -89.99 && end.lat <= -89.99
            seams.append(onMeridian || onPole)
        }
        return seams
    }

    /// One ring of `encodedRings` in degrees, and whether it is a hole.
    static func decodeRing(_ encoded: StaticString) -> (degrees: [(lon: Double, lat: Double)], isHole: Bool) {
        var points: [(lon: Double, lat: Double)] = []
        var isHole = false
        encoded.withUTF8Buffer { bytes in
            var index = 0
            if bytes.first == UInt8(ascii: "-") {
                isHole = true
                index = 1
            }
            var lon = 0, lat = 0
            func next() -> Int { EncodedNumber.next(in: bytes, at: &index) }
            while index < bytes.count {
                lon += next()
                lat += next()
                points.append((Double(lon) / 100, Double(lat) / 100))
            }
        }
        return (points, isHole)
    }
}
