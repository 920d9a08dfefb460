import MapCore

/// The points the exports draw a graphic by: its vertices with every edge longer than the
/// spacing split along the geodesic (`Geodesic.densify`), so that a reader drawing straight
/// segments (in degrees or in Web Mercator) still follows the shortest path on the ellipsoid;
/// a polygon's ring closed and turned counter-clockwise (RFC 7946 section 3.1.6) or clockwise
/// (Esri JSON) as asked.
///
/// **How much is written.** The spacing is `maxSpacing` (100 km) unless that would write more
/// positions for a session's lines and polygons than `positionBudget` (4 a vertex, and
/// 100,000 at least): then it grows, the same for every edge, until they fit
/// (`spacing(for:)`). So an export stays proportional to the session: a 100,000-vertex
/// zigzag of 13,300 km edges writes at most 400,000 positions, not 13 million.
public enum GraphicOutline {
    /// The longest segment the exports write for a session of ordinary size, in metres: 100 km.
    public static let maxSpacing = 100_000.0

    /// The most positions the exports write for the lines and polygons of a session with
    /// `vertices` vertices in them (the antimeridian cuts and pole closures of `AntimeridianCut`
    /// aside: a few positions per crossing): 4 a vertex,
    /// and 100,000 at least.
    public static func positionBudget(vertices: Int) -> Int {
        max(100_000, 4 * vertices)
    }

    /// The spacing for the graphics of one export: `maxSpacing`, or, when that would write
    /// more than `positionBudget` positions, the spacing that writes no more (each line or
    /// polygon writes 1 + the parts of its edges: with total length L over E edges of G
    /// graphics, L / (budget - G - E) metres keeps the parts, at most L / spacing + E, within
    /// the budget).
    public static func spacing(for graphics: some Collection<Graphic>) -> Double {
        var vertices = 0, edges = 0, paths = 0
        for graphic in graphics {
            switch graphic.shape {
            case .point: continue
            case .line(let points, _): edges += points.count - 1
            case .polygon(let points, _): edges += points.count
            }
            vertices += graphic.points.count
            paths += 1
        }
        let budget = Double(positionBudget(vertices: vertices))
        // No geodesic is longer than 20,004 km: 201 parts at most.
        guard Double(paths + 201 * edges) > budget else { return maxSpacing }
        var length = 0.0, positions = Double(paths)
        for graphic in graphics where graphic.kind != .point {
            let points = graphic.points
            let ends = graphic.kind == .polygon ? points + [points[0]] : points
            for (start, end) in zip(ends, ends.dropFirst()) {
                let distance = Geodesic.wgs84.distance(from: start, to: end)
                length += distance
                positions += max(1, (distance / maxSpacing).rounded(.up))
            }
        }
        guard positions > budget else { return maxSpacing }
        return max(maxSpacing, length / (budget - Double(paths + edges)) * (1 + 1e-9))
    }

    /// Which way a polygon's exterior ring runs in a format.
    public enum Winding: Sendable {
        /// Counter-clockwise seen from above (GeoJSON, KML).
        case counterClockwise
        /// Clockwise seen from above (Esri JSON rings).
        case clockwise
    }

    /// The positions of `graphic`: one for a point, the path of a line densified to
    /// `spacing` metres (`maxSpacing` unless told; see `spacing(for:)`), the ring of a polygon
    /// densified likewise, closed (first position repeated last) and running `winding`.
    public static func positions(of graphic: Graphic, winding: Winding = .counterClockwise,
                                 spacing: Double = maxSpacing) -> [GeodesicPosition] {
        // A graphic's geometry is valid and the spacing is finite and at least 100 km, so the
        // densification cannot fail; the vertices are the fallback all the same.
        let points = (try? graphic.densified(maxSpacing: spacing)) ?? graphic.points
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
