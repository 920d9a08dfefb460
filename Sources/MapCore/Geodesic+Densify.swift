#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Geodesic {
    // MARK: - Densification

    /// The largest number of parts one edge is split into: 1,000,000.
    public static let maximumSegments = 1_000_000

    /// `segments` + 1 points evenly spaced along the shortest geodesic from `start` to `end`,
    /// both ends included exactly as given (the points between come from the direct problem
    /// along the start's azimuth, longitudes in [-180, 180)). Throws `invalidSegmentCount`
    /// unless `segments` is in 1...`maximumSegments`.
    public func points(from start: GeodesicPosition, to end: GeodesicPosition, segments: Int) throws(MapError) -> [GeodesicPosition] {
        guard segments >= 1 && segments <= Self.maximumSegments else { throw .graphic(.invalidSegmentCount(segments)) }
        let line = inverse(from: start, to: end)
        var result = [start]
        result.reserveCapacity(segments + 1)
        if segments > 1 {
            for step in 1..<segments {
                let distance = line.distance * Double(step) / Double(segments)
                let solution = solveDirect(start.latitude, start.longitude, line.azimuth1, distance)
                result.append(GeodesicPosition(unchecked: solution.latitude, solution.longitude))
            }
        }
        result.append(end)
        return result
    }

    /// Points along the geodesic from `start` to `end` no more than `maxSpacing` metres apart
    /// (finite, > 0): the fewest equal parts, `ceil(distance / maxSpacing)`, at least 1. Throws
    /// `invalidSpacing` for a bad spacing, `invalidSegmentCount` when it asks for more than
    /// `maximumSegments` parts.
    public func points(from start: GeodesicPosition, to end: GeodesicPosition, maxSpacing: Double) throws(MapError) -> [GeodesicPosition] {
        guard maxSpacing.isFinite && maxSpacing > 0 else { throw .graphic(.invalidSpacing(maxSpacing)) }
        let parts = (distance(from: start, to: end) / maxSpacing).rounded(.up)
        guard parts <= Double(Self.maximumSegments) else { throw .graphic(.invalidSegmentCount(Int(min(parts, 1e18)))) }
        return try points(from: start, to: end, segments: max(1, Int(parts)))
    }

    /// The path through `vertices` with each edge densified by `points(from:to:maxSpacing:)`
    /// (shared vertices once); when `closed`, the closing edge back to the first vertex is
    /// added and the first vertex repeated at the end. Fewer than 2 vertices come back as
    /// they are.
    public func densify(_ vertices: [GeodesicPosition], maxSpacing: Double, closed: Bool) throws(MapError) -> [GeodesicPosition] {
        guard maxSpacing.isFinite && maxSpacing > 0 else { throw .graphic(.invalidSpacing(maxSpacing)) }
        guard vertices.count >= 2, let first = vertices.first else { return vertices }
        var result = [first]
        let ends = closed ? vertices + [first] : vertices
        for (start, end) in zip(ends, ends.dropFirst()) {
            result += try points(from: start, to: end, maxSpacing: maxSpacing).dropFirst()
        }
        return result
    }

    // MARK: - Densification for a view

    /// The points of `densify(_:maxSpacing:closed:)` that a view needs, with what is left out
    /// marked. Each edge is shown to `choose` as a stretch (`GeodesicStretch`): an edge surely
    /// shorter than `maxSpacing` (one part) as its straight join, unsolved; another first by
    /// its longitudes alone (all latitudes: then only `leaveOut` counts), then whole and, while
    /// `choose` says `split`, by halves: a stretch left out keeps only its last point, marked
    /// `afterGap`; a stretch drawn straight keeps only its last point. The vertices are always
    /// there; the points kept are points of the plain densification. An edge left out costs
    /// one call, or one inverse problem; one that shows costs about 2 log2(parts) direct
    /// problems plus the points kept (see `WindowedEdge`). Throws as
    /// `densify(_:maxSpacing:closed:)`.
    public func densify(_ vertices: [GeodesicPosition], maxSpacing: Double, closed: Bool,
                        choosing choose: (GeodesicStretch) -> GeodesicStretch.Choice) throws(MapError) -> [DensifiedPoint] {
        guard maxSpacing.isFinite && maxSpacing > 0 else { throw .graphic(.invalidSpacing(maxSpacing)) }
        guard vertices.count >= 2, let first = vertices.first else {
            return vertices.map { DensifiedPoint($0, afterGap: false) }
        }
        // Whether an edge may need more parts than allowed (no geodesic is longer than 20,004
        // km): then every edge is solved, to throw as the plain densification does.
        let solveAll = maxSpacing * Double(Self.maximumSegments) < 20_100_000
        var result = [DensifiedPoint(first, afterGap: false)]
        let ends = closed ? vertices + [first] : vertices
        for (start, end) in zip(ends, ends.dropFirst()) {
            let known = Self.longitudeStretch(from: start, to: end)
            if !solveAll && lengthBound(from: start, to: end) < maxSpacing * (1 - 1e-9) {
                // One part, drawn straight, without solving the geodesic.
                let choice = choose(GeodesicStretch(bounds: known.chord, chord: known.chord))
                result.append(DensifiedPoint(end, afterGap: choice == .leaveOut))
                continue
            }
            if !solveAll, case .leaveOut = choose(known) {
                result.append(DensifiedPoint(end, afterGap: true))
                continue
            }
            try WindowedEdge(self, from: start, to: end, maxSpacing: maxSpacing).append(to: &result, choosing: choose)
        }
        return result
    }

    /// A length in metres no shorter than the geodesic from `start` to `end`: the shorter of
    /// the two paths along a meridian and a parallel between them (a meridian's radius of
    /// curvature is at most a / √(1 - e²), a parallel's length N cos φ per radian).
    func lengthBound(from start: GeodesicPosition, to end: GeodesicPosition) -> Double {
        let radians = Double.pi / 180
        let meridian = abs(end.latitude - start.latitude) * radians * max(a * (1 - e2), a / (1 - e2).squareRoot())
        let turn = abs(WindowedEdge.shortStep(end.longitude - start.longitude)) * radians
        func parallel(_ latitude: Double) -> Double {
            let sine = sin(latitude * radians)
            return a / (1 - e2 * sine * sine).squareRoot() * abs(cos(latitude * radians)) * turn
        }
        return (meridian + min(parallel(start.latitude), parallel(end.latitude))) * (1 + 1e-12)
    }

    /// The geodesic from `start` to `end` as far as it is known without solving it: all
    /// latitudes, and the longitudes between the ends the short way round (all of them for
    /// half a turn or from a pole).
    static func longitudeStretch(from start: GeodesicPosition, to end: GeodesicPosition) -> GeodesicStretch {
        let step = WindowedEdge.shortStep(end.longitude - start.longitude)
        let wide = abs(step) >= 180 - 1e-6 || abs(start.latitude) == 90 || abs(end.latitude) == 90
        let west = wide ? start.longitude - 180 : min(start.longitude, start.longitude + step)
        let east = wide ? start.longitude + 180 : max(start.longitude, start.longitude + step)
        return GeodesicStretch(
            bounds: GeodesicBounds(minLatitude: -90, maxLatitude: 90, minLongitude: west, maxLongitude: east),
            chord: GeodesicBounds(minLatitude: min(start.latitude, end.latitude), maxLatitude: max(start.latitude, end.latitude),
                                  minLongitude: west, maxLongitude: east))
    }
}
