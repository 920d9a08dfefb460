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
}
