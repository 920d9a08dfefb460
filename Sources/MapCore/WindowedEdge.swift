#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One edge of a path densified for a view: the points of `Geodesic.points(from:to:maxSpacing:)`
/// that are needed, found by halving the edge and asking the caller of each stretch whether
/// to leave it out (it cannot show), draw it straight (the geodesic is close enough to the
/// straight line at the view's resolution) or split it, so that an edge thousands of
/// kilometres long costs a few steps plus the points in view, not a point every
/// `maxSpacing` metres of its length. The points kept are exactly those of the plain
/// densification (the same direct problems), fewer.
///
/// **Bounds of a stretch.** Longitude changes monotonically along a geodesic (sin α keeps its
/// sign, by Clairaut's relation), so a stretch lies between its ends' longitudes. Latitude
/// rises to the geodesic's northern vertex and falls to its southern one, half a turn apart
/// on the auxiliary sphere; a stretch shorter than that passes at most one vertex, and passes
/// one exactly when the azimuths at its ends head north then south (the northern vertex) or
/// south then north (the southern). So the stretch lies between its ends' latitudes, widened to
/// the vertex latitude when it passes one: cos β₀ = |sin α₁| cos β₁ in reduced latitude.
/// A stretch touching a pole, where longitude jumps by half a turn, takes all longitudes.
struct WindowedEdge {
    /// A point of the edge with the direction of travel there.
    struct Sample {
        /// The position.
        var position: GeodesicPosition
        /// The longitude run on from the edge's start (within half a turn of it).
        var unwrapped: Double
        /// The forward azimuth, degrees.
        var azimuth: Double
    }

    /// The ellipsoid.
    let geodesic: Geodesic
    /// The edge's start, as given.
    let start: GeodesicPosition
    /// The geodesic from start to end.
    let line: GeodesicInverse
    /// The number of equal parts: `ceil(distance / maxSpacing)`, at least 1.
    let parts: Int
    /// The latitude of the geodesic's vertices (north and south), degrees.
    let vertexLatitude: Double
    /// The start and end samples.
    let first: Sample, last: Sample

    /// The edge from `start` to `end` cut into parts no longer than `maxSpacing` metres (finite
    /// and > 0); throws `invalidSegmentCount` beyond `Geodesic.maximumSegments` parts.
    init(_ geodesic: Geodesic, from start: GeodesicPosition, to end: GeodesicPosition, maxSpacing: Double) throws(MapError) {
        self.geodesic = geodesic
        self.start = start
        line = geodesic.inverse(from: start, to: end)
        let parts = (line.distance / maxSpacing).rounded(.up)
        guard parts <= Double(Geodesic.maximumSegments) else {
            throw .graphic(.invalidSegmentCount(Int(min(parts, 1e18))))
        }
        self.parts = max(1, Int(parts))
        let reduced = geodesic.reducedLatitude(start.latitude)
        let (salp1, calp1) = GeodesicAngle.sinCos(line.azimuth1)
        let salp0 = salp1 * reduced.cos, calp0 = hypot(calp1, salp1 * reduced.sin)
        vertexLatitude = GeodesicAngle.atan2Degrees(calp0, geodesic.f1 * abs(salp0))
        first = Sample(position: start, unwrapped: start.longitude, azimuth: line.azimuth1)
        last = Sample(position: end, unwrapped: start.longitude + Self.shortStep(end.longitude - start.longitude),
                      azimuth: line.azimuth2)
    }

    /// Appends the edge's points after its start to `result`, as `choose` decides for each
    /// stretch; the end of each stretch left out is marked `afterGap`.
    func append(to result: inout [DensifiedPoint], choosing choose: (GeodesicStretch) -> GeodesicStretch.Choice) {
        visit(0, first, parts, last, into: &result, choosing: choose)
    }

    /// The stretch from part boundary `low` (at `a`) to `high` (at `b`).
    private func visit(_ low: Int, _ a: Sample, _ high: Int, _ b: Sample, into result: inout [DensifiedPoint],
                       choosing choose: (GeodesicStretch) -> GeodesicStretch.Choice) {
        let chord = straightBounds(a, b)
        // One part is drawn straight: its ends bound it.
        let bounds = high - low == 1 ? chord : arcBounds(a, b, whole: low == 0 && high == parts)
        switch choose(GeodesicStretch(bounds: bounds, chord: chord)) {
        case .leaveOut:
            result.append(DensifiedPoint(b.position, afterGap: true))
        case .straight:
            result.append(DensifiedPoint(b.position, afterGap: false))
        case .split where high - low == 1:
            result.append(DensifiedPoint(b.position, afterGap: false))
        case .split:
            let middle = low + (high - low) / 2
            let c = sample(middle)
            visit(low, a, middle, c, into: &result, choosing: choose)
            visit(middle, c, high, b, into: &result, choosing: choose)
        }
    }

    /// The point at part boundary `step` (0 < step < parts), computed exactly as
    /// `Geodesic.points(from:to:segments:)` does.
    private func sample(_ step: Int) -> Sample {
        let distance = line.distance * Double(step) / Double(parts)
        let solution = geodesic.solveDirect(start.latitude, start.longitude, line.azimuth1, distance)
        return Sample(position: GeodesicPosition(unchecked: solution.latitude, solution.longitude),
                      unwrapped: start.longitude + Self.shortStep(solution.longitude - start.longitude),
                      azimuth: solution.azimuth)
    }

    // MARK: - Bounds

    /// The bounds of the straight join of `a` and `b`.
    private func straightBounds(_ a: Sample, _ b: Sample) -> GeodesicBounds {
        let (west, east) = Self.longitudes(a, b, acrossAPole: false)
        return GeodesicBounds(minLatitude: min(a.position.latitude, b.position.latitude),
                              maxLatitude: max(a.position.latitude, b.position.latitude), minLongitude: west, maxLongitude: east)
    }

    /// The bounds of the geodesic from `a` to `b`; `whole` when it is the whole edge.
    private func arcBounds(_ a: Sample, _ b: Sample, whole: Bool) -> GeodesicBounds {
        var south = min(a.position.latitude, b.position.latitude)
        var north = max(a.position.latitude, b.position.latitude)
        if whole && line.distance > Self.nearlyHalfTurn {
            // Nearly antipodal ends: the edge may be long enough to pass both vertices.
            south = min(south, -vertexLatitude)
            north = max(north, vertexLatitude)
        } else {
            let headingA = GeodesicAngle.sinCos(a.azimuth).cos, headingB = GeodesicAngle.sinCos(b.azimuth).cos
            let level = 1e-9
            if headingA >= -level && headingB <= level { north = max(north, vertexLatitude) }
            if headingA <= level && headingB >= -level { south = min(south, -vertexLatitude) }
        }
        let (west, east) = Self.longitudes(a, b, acrossAPole: north >= 90 - 1e-9 || south <= -90 + 1e-9)
        return GeodesicBounds(minLatitude: south, maxLatitude: north, minLongitude: west, maxLongitude: east)
    }

    /// The longitudes between `a` and `b`; all of them (a whole turn) across a pole or for a
    /// step of half a turn, where the way round is not known.
    private static func longitudes(_ a: Sample, _ b: Sample, acrossAPole: Bool) -> (Double, Double) {
        if acrossAPole || abs(b.unwrapped - a.unwrapped) >= 180 - 1e-6 {
            return (a.unwrapped - 180, a.unwrapped + 180)
        }
        return (min(a.unwrapped, b.unwrapped), max(a.unwrapped, b.unwrapped))
    }

    /// A distance beyond which an edge's ends are nearly antipodal: 19,000 km (half a meridian
    /// is 20,004 km).
    static let nearlyHalfTurn = 19_000_000.0

    /// A longitude difference brought into [-180, 180).
    static func shortStep(_ delta: Double) -> Double {
        Projection.wrapLongitude(delta)
    }
}
