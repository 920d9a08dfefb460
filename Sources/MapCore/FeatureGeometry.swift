/// The geometry of a layer's feature, in WGS 84 degrees, as GeoJSON (RFC 7946 section 3.1)
/// and the SDK's geometry types give it: points, lines and polygons, each alone or many, and
/// collections of them.
///
/// A polygon is its rings, the exterior first and then its holes, each as written (closed or
/// not; a closing repeat of the first position is kept as it came). Geometries of a layer are
/// data as they came: nothing here checks that rings do not cross, as `Graphic` does.
public indirect enum FeatureGeometry: Hashable, Sendable {
    /// One position.
    case point(GeodesicPosition)
    /// Several positions.
    case multiPoint([GeodesicPosition])
    /// A path of positions.
    case lineString([GeodesicPosition])
    /// Several paths.
    case multiLineString([[GeodesicPosition]])
    /// Rings: the exterior, then its holes.
    case polygon([[GeodesicPosition]])
    /// Several polygons, each its rings.
    case multiPolygon([[[GeodesicPosition]]])
    /// Geometries of any of these kinds, collections included.
    case collection([FeatureGeometry])

    /// The GeoJSON type name: `Point`, `MultiPoint`, `LineString`, `MultiLineString`,
    /// `Polygon`, `MultiPolygon` or `GeometryCollection`.
    public var typeName: String {
        switch self {
        case .point: "Point"
        case .multiPoint: "MultiPoint"
        case .lineString: "LineString"
        case .multiLineString: "MultiLineString"
        case .polygon: "Polygon"
        case .multiPolygon: "MultiPolygon"
        case .collection: "GeometryCollection"
        }
    }

    /// Every position, in order (each ring's as written).
    public func forEachPosition(_ body: (GeodesicPosition) -> Void) {
        switch self {
        case .point(let position): body(position)
        case .multiPoint(let positions), .lineString(let positions): positions.forEach(body)
        case .multiLineString(let paths), .polygon(let paths): for path in paths { path.forEach(body) }
        case .multiPolygon(let polygons): for rings in polygons { for ring in rings { ring.forEach(body) } }
        case .collection(let members): for member in members { member.forEachPosition(body) }
        }
    }

    /// The box of longitudes and latitudes holding every position, or nil for an empty geometry.
    public var bounds: FeatureBounds? {
        var bounds: FeatureBounds?
        forEachPosition { position in
            if bounds == nil {
                bounds = FeatureBounds(position)
            } else {
                bounds!.include(position)
            }
        }
        return bounds
    }

    /// The paths a picture strokes: lines as they are, each ring of a polygon closed.
    public var paths: [[GeodesicPosition]] {
        switch self {
        case .point, .multiPoint: []
        case .lineString(let positions): [positions]
        case .multiLineString(let paths): paths
        case .polygon(let rings): rings.map(Self.closed)
        case .multiPolygon(let polygons): polygons.flatMap { $0.map(Self.closed) }
        case .collection(let members): members.flatMap(\.paths)
        }
    }

    /// The polygons (each its rings, not closed again), collections' included.
    public var polygons: [[[GeodesicPosition]]] {
        switch self {
        case .point, .multiPoint, .lineString, .multiLineString: []
        case .polygon(let rings): [rings]
        case .multiPolygon(let polygons): polygons
        case .collection(let members): members.flatMap(\.polygons)
        }
    }

    /// The lines (paths not part of a polygon), collections' included.
    public var lines: [[GeodesicPosition]] {
        switch self {
        case .point, .multiPoint, .polygon, .multiPolygon: []
        case .lineString(let positions): [positions]
        case .multiLineString(let paths): paths
        case .collection(let members): members.flatMap(\.lines)
        }
    }

    /// The points (alone or many), collections' included.
    public var points: [GeodesicPosition] {
        switch self {
        case .point(let position): [position]
        case .multiPoint(let positions): positions
        case .lineString, .multiLineString, .polygon, .multiPolygon: []
        case .collection(let members): members.flatMap(\.points)
        }
    }

    /// `ring` with its first position repeated at the end, unless it already ends there.
    static func closed(_ ring: [GeodesicPosition]) -> [GeodesicPosition] {
        guard let first = ring.first, let last = ring.last, first != last else { return ring }
        return ring + [first]
    }
}
