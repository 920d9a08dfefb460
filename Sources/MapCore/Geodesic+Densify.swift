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
}
