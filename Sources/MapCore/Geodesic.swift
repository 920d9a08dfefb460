#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Geodesics on an ellipsoid of revolution (WGS 84 unless told otherwise): the shortest path
/// between two positions (`inverse`), the position reached along an azimuth (`direct`), and the
/// lengths and areas built on them (`length(of:)`, `GeodesicPolygon`).
///
/// The method is Karney's (2013, "Algorithms for geodesics", J. Geodesy 87:43-55): the geodesic
/// is mapped to a great circle on an auxiliary sphere, distance and longitude come from Fourier
/// series in ε truncated at order 6, and the inverse problem is solved by Newton's method on the
/// azimuth, started from a spherical estimate or, for nearly antipodal points, from the
/// astroid solution. For WGS 84 the distances are accurate to about 15 nanometres. The code
/// follows GeographicLib 2.0 (2022), with the bisection tolerance of 2.1.1 (see `tolb`).
///
/// Angles are in degrees (latitude north, longitude east, azimuth clockwise from north);
/// lengths in metres, areas in square metres.
public struct Geodesic: Hashable, Sendable {
    /// The equatorial radius a, in metres.
    public let equatorialRadius: Double
    /// The flattening f = (a - b) / a; negative for a prolate ellipsoid.
    public let flattening: Double

    /// The WGS 84 ellipsoid: a = 6378137 m, f = 1 / 298.257223563.
    public static let wgs84 = Geodesic(checkedRadius: 6378137, flattening: 1 / 298.257223563)

    /// The flattenings accepted: the series are accurate to round-off for |f| <= 1/100 and still
    /// to a few micrometres at |f| = 1/50.
    public static let flatteningRange: ClosedRange<Double> = -1.0 / 50 ... 1.0 / 50

    /// A geodesic calculator for the ellipsoid with equatorial radius `equatorialRadius` (metres,
    /// finite and greater than 0) and flattening `flattening` (in `flatteningRange`; 0 for a
    /// sphere), or nil when either is out of range.
    public init?(equatorialRadius: Double, flattening: Double) {
        guard equatorialRadius.isFinite && equatorialRadius > 0,
            Self.flatteningRange.contains(flattening)
        else { return nil }
        self.init(checkedRadius: equatorialRadius, flattening: flattening)
    }

    // MARK: - Derived constants

    /// The polar radius b = a (1 - f), in metres.
    public var polarRadius: Double { b }

    /// The area of the whole ellipsoid, 4π c², in square metres.
    public var surfaceArea: Double { 4 * Double.pi * c2 }

    /// a, the equatorial radius in the paper's notation.
    var a: Double { equatorialRadius }
    /// f, the flattening in the paper's notation.
    var f: Double { flattening }
    /// 1 - f.
    let f1: Double
    /// The eccentricity squared, e² = f (2 - f).
    let e2: Double
    /// The second eccentricity squared, e'² = e² / (1 - e²).
    let ep2: Double
    /// The third flattening, n = f / (2 - f).
    let n: Double
    /// The polar radius b.
    let b: Double
    /// The authalic radius squared, c² = a²/2 + b²/2 · atanh(e)/e: the ellipsoid's area / 4π.
    let c2: Double
    /// Below this σ12 a short line is solved on the sphere outright (Karney 2013, sect. 5).
    let shortLineLimit: Double
    /// The series whose coefficients depend on n.
    let series: GeodesicEllipsoidSeries

    private init(checkedRadius a: Double, flattening f: Double) {
        equatorialRadius = a
        flattening = f
        f1 = 1 - f
        e2 = f * (2 - f)
        ep2 = e2 / (f1 * f1)
        n = f / (2 - f)
        b = a * f1
        let e = abs(e2).squareRoot()
        let atanhOverE: Double = e2 > 0 ? atanh(e) / e : e2 < 0 ? atan(e) / e : 1
        c2 = (a * a + b * b * atanhOverE) / 2
        shortLineLimit = 0.1 * Self.tol2
            / (max(0.001, abs(f)) * min(1, 1 - f / 2) / 2).squareRoot()
        series = GeodesicEllipsoidSeries(n: n)
    }

    // MARK: - Tolerances

    /// The smallest number whose square is still normal; keeps cosines away from 0.
    static let tiny = Double.leastNormalMagnitude.squareRoot()
    /// The unit round-off, 2^-52.
    static let tol0 = Double.ulpOfOne
    /// A loose tolerance, 200 ulp.
    static let tol1 = 200 * tol0
    /// √tol0.
    static let tol2 = tol0.squareRoot()
    /// The tolerance of the bisection's bracket: tol0, as in GeographicLib since 2.1.1
    /// (2022-07-25: "Relax overly strict convergence test for inverse problem"). This port
    /// follows GeographicLib 2.0 (2022: remainder-based angle differences, the sign rules at
    /// 0 and 180 degrees, sincosde), which had tol0 * tol2 here.
    static let tolb = tol0
    /// How far below x = -1 the astroid's starting guess is still taken from the boundary.
    static let xthresh = 1000 * tol2
    /// Newton steps before falling back on bisection.
    static let newtonIterations = 20
    /// All iterations, bisection included.
    static let maxIterations = newtonIterations + Double.significandBitCount + 11

    // MARK: - Equality

    /// Whether two calculators are for the same ellipsoid.
    public static func == (lhs: Geodesic, rhs: Geodesic) -> Bool {
        lhs.equatorialRadius == rhs.equatorialRadius && lhs.flattening == rhs.flattening
    }

    /// Hashes the ellipsoid's radius and flattening.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(equatorialRadius)
        hasher.combine(flattening)
    }
}
