import MapCore

/// The points the exports draw a graphic by: its vertices with every edge longer than
/// `maxSpacing` split along the geodesic (`Geodesic.densify`), so that a reader drawing straight
/// segments (in degrees or in Web Mercator) still follows the shortest path on the ellipsoid;
/// a polygon's ring closed and turned counter-clockwise (RFC 7946 section 3.1.6) or clockwise
/// (Esri JSON) as asked.
public enum GraphicOutline {
    /// The longest segment the exports write, in metres: 100 km.
    public static let maxSpacing = 100_000.0

    /// Which way a polygon's exterior ring runs in a format.
    public enum Winding: Sendable {
        /// Counter-clockwise seen from above (GeoJSON, KML).
        case counterClockwise
        /// Clockwise seen from above (Esri JSON rings).
        case clockwise
    }

    /// The positions of `graphic`: one for a point, the densified path of a line, the
    /// densified ring of a polygon, closed (first position repeated last) and running `winding`.
    public static func positions(of graphic: Graphic, winding: Winding = .counterClockwise) -> [GeodesicPosition] {
        // A graphic's geometry is valid and the spacing is a finite positive constant, so the
        // densification cannot fail; the vertices are the fallback all the same.
        let points = (try? graphic.densified(maxSpacing: maxSpacing)) ?? graphic.points
        guard graphic.kind == .polygon else { return points }
        var ring = points
        if let first = ring.first, ring.last != first { ring.append(first) }
        let orientation = GeodesicPolygon(ring: ring).orientation
        switch (winding, orientation) {
        case (.counterClockwise, .clockwise), (.clockwise, .counterClockwise): ring.reverse()
        case (.counterClockwise, .counterClockwise), (.clockwise, .clockwise), (_, .degenerate): break
        }
        return ring
    }

    /// `path` cut where it crosses the antimeridian (a step of more than 180 degrees of
    /// longitude between neighbours), as RFC 7946 section 3.1.9 asks: each part ends at
    /// longitude 180 (or -180) and the next starts on the other side, at the latitude
    /// interpolated along the step (short: the path is densified). A path that does not cross
    /// comes back as one part.
    public static func partsSplitAtAntimeridian(_ path: [GeodesicPosition]) -> [[GeodesicPosition]] {
        var parts: [[GeodesicPosition]] = []
        var current: [GeodesicPosition] = []
        for position in path {
            if let previous = current.last, abs(position.longitude - previous.longitude) > 180 {
                let eastward = position.longitude < previous.longitude
                let edge = eastward ? 180.0 : -180.0
                let unwrapped = position.longitude + (eastward ? 360 : -360)
                let t = (edge - previous.longitude) / (unwrapped - previous.longitude)
                let latitude = previous.latitude + t * (position.latitude - previous.latitude)
                if let end = try? GeodesicPosition(latitude: latitude, longitude: edge),
                   let start = try? GeodesicPosition(latitude: latitude, longitude: -edge) {
                    if previous != end { current.append(end) }
                    parts.append(current)
                    current = position == start ? [] : [start]
                }
            }
            current.append(position)
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }
}
