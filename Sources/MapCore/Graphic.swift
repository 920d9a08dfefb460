/// A graphic of the session's graphics overlay: a point, a line or a polygon on WGS 84, its
/// symbol and an optional label.
///
/// The factory methods check the geometry, so a `Graphic` is always valid: vertices with
/// latitudes in [-90, 90] and longitudes in [-180, 180] (`latitudeOutOfRange`,
/// `longitudeOutOfRange`); a line of 2 or more vertices; a polygon of 3 or more distinct
/// vertices (a closing repeat of the first is dropped: closing is implicit) whose ring does not
/// cross itself (see `RingCrossing` for the exact test and how it treats the antimeridian and
/// the poles). Lines and polygons follow geodesics between their vertices; `measure()` measures
/// them that way and `densified(maxSpacing:)` gives the points to draw.
public struct Graphic: Hashable, Sendable {
    /// What a graphic is.
    public enum Kind: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
        /// One position.
        case point
        /// An open path of 2 or more vertices.
        case line
        /// A closed ring of 3 or more distinct vertices.
        case polygon

        /// `point`, `line` or `polygon`.
        public var description: String { rawValue }
    }

    /// The geometry together with the symbol that suits it.
    public enum Shape: Hashable, Sendable {
        /// A point and its marker.
        case point(GeodesicPosition, GraphicSymbol.Point)
        /// A line's vertices and its line symbol.
        case line([GeodesicPosition], GraphicSymbol.Line)
        /// A polygon's vertices (ring not closed) and its fill.
        case polygon([GeodesicPosition], GraphicSymbol.Fill)
    }

    /// The geometry and symbol.
    public private(set) var shape: Shape
    /// The label, or nil; never empty (an empty or blank label is no label).
    public private(set) var label: String?

    // MARK: - Making graphics

    /// A point graphic at `position` drawn with `symbol`.
    public static func point(
        _ position: GeodesicPosition, symbol: GraphicSymbol.Point = .standard, label: String? = nil
    ) throws(MapError) -> Graphic {
        try checkRange(position)
        return Graphic(shape: .point(position, symbol), label: label)
    }

    /// A line graphic through `vertices`; throws `tooFewVertices` for fewer than 2.
    public static func line(
        _ vertices: [GeodesicPosition], symbol: GraphicSymbol.Line = .standard, label: String? = nil
    ) throws(MapError) -> Graphic {
        for vertex in vertices { try checkRange(vertex) }
        guard vertices.count >= 2 else { throw .graphic(.tooFewVertices(kind: .line, count: vertices.count)) }
        return Graphic(shape: .line(vertices, symbol), label: label)
    }

    /// A polygon graphic with the ring `vertices` (closing repeats of the first dropped);
    /// throws `tooFewVertices` for fewer than 3, `tooFewDistinctVertices` when repeats leave
    /// fewer than 3 different positions, `selfIntersecting` naming two edges that cross: the
    /// first edge, in drawing order, that crosses an earlier one, and the first edge it crosses.
    public static func polygon(
        _ vertices: [GeodesicPosition], symbol: GraphicSymbol.Fill = GraphicSymbol.Fill(), label: String? = nil
    ) throws(MapError) -> Graphic {
        for vertex in vertices { try checkRange(vertex) }
        var ring = vertices
        while ring.count > 1, let first = ring.first, let last = ring.last, GeodesicPolygon.samePoint(first, last) {
            ring.removeLast()
        }
        guard ring.count >= 3 else { throw .graphic(.tooFewVertices(kind: .polygon, count: ring.count)) }
        var distinct: [GeodesicPosition] = []
        for vertex in ring where !distinct.contains(where: { GeodesicPolygon.samePoint($0, vertex) }) {
            distinct.append(vertex)
            if distinct.count == 3 { break }
        }
        guard distinct.count >= 3 else { throw .graphic(.tooFewDistinctVertices(count: distinct.count)) }
        if let (first, second) = RingCrossing.firstCrossing(ring) {
            throw .graphic(.selfIntersecting(first.from, first.to, second.from, second.to))
        }
        return Graphic(shape: .polygon(ring, symbol), label: label)
    }

    private init(shape: Shape, label: String?) {
        self.shape = shape
        self.label = Self.normalized(label: label)
    }

    private static func checkRange(_ position: GeodesicPosition) throws(MapError) {
        try GeodesicPosition.check(longitude: position.longitude)
    }

    /// `label` trimmed of whitespace; nil when nothing is left.
    static func normalized(label: String?) -> String? {
        guard let trimmed = label?.trimmedOfWhitespace, !trimmed.isEmpty else { return nil }
        return trimmed
    }

    // MARK: - Parts

    /// Point, line or polygon.
    public var kind: Kind {
        switch shape {
        case .point: return .point
        case .line: return .line
        case .polygon: return .polygon
        }
    }

    /// The vertices as given (one for a point; a polygon's ring without the closing repeat).
    public var points: [GeodesicPosition] {
        switch shape {
        case .point(let position, _): return [position]
        case .line(let vertices, _), .polygon(let vertices, _): return vertices
        }
    }

    /// The main colour: the marker's, the line's or the polygon's fill.
    public var color: GraphicColor {
        switch shape {
        case .point(_, let symbol): return symbol.color
        case .line(_, let symbol): return symbol.color
        case .polygon(_, let symbol): return symbol.color
        }
    }

    /// This graphic with another label (trimmed; blank removes it).
    public func with(label: String?) -> Graphic {
        Graphic(shape: shape, label: label)
    }

    // MARK: - Measuring

    /// The geodesic measures of this graphic on `geodesic`'s ellipsoid (WGS 84 by default).
    public func measure(on geodesic: Geodesic = .wgs84) -> GraphicMeasurement {
        switch shape {
        case .point: return .point
        case .line(let vertices, _): return .line(length: geodesic.length(of: vertices))
        case .polygon(let vertices, _):
            let polygon = GeodesicPolygon(ring: vertices, on: geodesic)
            return .polygon(area: polygon.area, perimeter: polygon.perimeter)
        }
    }

    /// The points to draw the graphic by, following the geodesics: each edge split into
    /// equal parts no longer than `maxSpacing` metres (see `Geodesic.densify`); a polygon's ring
    /// comes back closed (its first point repeated at the end).
    public func densified(maxSpacing: Double, on geodesic: Geodesic = .wgs84) throws(MapError) -> [GeodesicPosition] {
        switch shape {
        case .point(let position, _): return [position]
        case .line(let vertices, _): return try geodesic.densify(vertices, maxSpacing: maxSpacing, closed: false)
        case .polygon(let vertices, _): return try geodesic.densify(vertices, maxSpacing: maxSpacing, closed: true)
        }
    }
}
