#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A polygon on the ellipsoid, measured: a ring of vertices joined by geodesics (closed
/// implicitly), its perimeter and its area.
///
/// The area follows Karney (2013, "Algorithms for geodesics", J. Geodesy 87:43-55, sect. 6):
/// each edge contributes S12, the area between it and the equator; the sum, reduced modulo the
/// ellipsoid's area and corrected by half of it when the ring winds around a pole (an odd
/// number of crossings of the prime meridian), is the polygon's area. Sums are compensated,
/// so rings with many edges keep their accuracy.
public struct GeodesicPolygon: Hashable, Sendable {
    /// The direction in which a ring runs around its interior.
    public enum Orientation: Hashable, Sendable {
        /// Counter-clockwise seen from above: the interior on the left (RFC 7946 exteriors).
        case counterClockwise
        /// Clockwise seen from above: the interior on the right.
        case clockwise
        /// No area: fewer than 3 vertices, or all on one geodesic.
        case degenerate
    }

    /// The ring's vertices, without a closing repeat of the first.
    public let vertices: [GeodesicPosition]
    /// The length of the boundary, closing edge included, in metres.
    public let perimeter: Double
    /// The area in square metres, positive for a counter-clockwise ring and negative for a
    /// clockwise one, in (-A/2, A/2] where A is the ellipsoid's area.
    public let signedArea: Double

    /// The area in square metres, whichever way the ring runs.
    public var area: Double { abs(signedArea) }

    /// The direction in which the ring runs (the sign of `signedArea`).
    public var orientation: Orientation {
        signedArea > 0 ? .counterClockwise : signedArea < 0 ? .clockwise : .degenerate
    }

    /// The polygon with vertices `ring` on `geodesic`'s ellipsoid; closing repeats of the first
    /// vertex at the end of `ring` are dropped (they change nothing).
    public init(ring: [GeodesicPosition], on geodesic: Geodesic = .wgs84) {
        var vertices = ring
        while vertices.count > 1, let first = vertices.first, let last = vertices.last,
            Self.samePoint(first, last)
        {
            vertices.removeLast()
        }
        self.vertices = vertices

        var perimeter = CompensatedSum()
        var edgeAreas = CompensatedSum()
        var crossings = 0
        let count = vertices.count
        for index in vertices.indices {
            let start = vertices[index]
            let end = vertices[index + 1 == count ? 0 : index + 1]
            let edge = geodesic.solveInverse(
                start.latitude, start.longitude, end.latitude, end.longitude, wantArea: true)
            perimeter.add(edge.distance)
            edgeAreas.add(edge.area)
            crossings += Self.primeMeridianCrossing(from: start.longitude, to: end.longitude)
        }
        self.perimeter = perimeter.value
        signedArea = count < 3
            ? 0 : Self.reduce(edgeAreas, crossings: crossings, total: geodesic.surfaceArea)
    }

    // MARK: - Area reduction

    /// The signed area (counter-clockwise positive) from the sum of the edges' S12.
    private static func reduce(_ edgeAreas: CompensatedSum, crossings: Int, total: Double) -> Double {
        var area = edgeAreas.reduced(modulo: total)  // in [-total/2, total/2]
        if crossings % 2 != 0 {
            // The ring winds around a pole: the sum measured the other side of the equator.
            area += area < 0 ? total / 2 : -total / 2
        }
        // The edge sum is positive for a clockwise ring.
        area = -area + 0
        if area > total / 2 {
            area -= total
        } else if area <= -total / 2 {
            area += total
        }
        return area
    }

    /// +1 when the edge from `lon1` to `lon2` (the shorter way, as the geodesic goes) crosses the
    /// prime meridian eastwards, -1 westwards, 0 otherwise. Each vertex lies on one side: east
    /// for longitudes in [0, 180), west for [-180, 0), so crossings at vertices count once.
    static func primeMeridianCrossing(from lon1: Double, to lon2: Double) -> Int {
        let lon12 = GeodesicAngle.difference(from: lon1, to: lon2).difference
        let east1 = Projection.wrapLongitude(lon1) >= 0
        let east2 = Projection.wrapLongitude(lon2) >= 0
        if lon12 > 0 && !east1 && east2 { return 1 }
        if lon12 < 0 && east1 && !east2 { return -1 }
        return 0
    }

    /// Whether two vertices are the same point: equal latitudes and longitudes equal modulo
    /// 360 (any longitude at a pole).
    static func samePoint(_ p: GeodesicPosition, _ q: GeodesicPosition) -> Bool {
        p.latitude == q.latitude
            && (abs(p.latitude) == 90 || remainder(p.longitude - q.longitude, 360) == 0)
    }

    // MARK: - Compensated sum

    /// A sum carried with its rounding error (Knuth's two-sum), to twice double precision.
    struct CompensatedSum {
        private var sum = 0.0
        private var error = 0.0

        /// The sum, rounded.
        var value: Double { sum + error }

        /// Adds `x`.
        mutating func add(_ x: Double) {
            let high = GeodesicAngle.twoSum(sum, x)
            let low = GeodesicAngle.twoSum(error, high.error)
            let total = GeodesicAngle.twoSum(high.sum, low.sum)
            sum = total.sum
            error = total.error + low.error
        }

        /// The sum reduced modulo `modulus` into [-modulus/2, modulus/2].
        func reduced(modulo modulus: Double) -> Double {
            var reduced = remainder(sum, modulus) + error
            if reduced > modulus / 2 {
                reduced -= modulus
            } else if reduced < -modulus / 2 {
                reduced += modulus
            }
            return reduced
        }
    }
}
