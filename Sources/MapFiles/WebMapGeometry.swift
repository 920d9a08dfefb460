import MapCore
import MapFormats

/// Esri JSON geometries (the Web Map Specification's `geometry` objects) both ways: read into
/// WGS 84 `FeatureGeometry` from the spatial reference they are in, and written in Web
/// Mercator.
///
/// - Points `{x, y}`, multipoints `{points}`, polylines `{paths}`, polygons `{rings}` and
///   envelopes `{xmin, ymin, xmax, ymax}`; a `z` or `m` after x and y is ignored. A point whose
///   x is null or `"NaN"` is an empty geometry (nil), and so is a curve (`curvePaths`,
///   `curveRings`), which stays only in the layer's JSON.
/// - Rings: the specification's exterior rings run clockwise, holes anticlockwise; each
///   clockwise ring starts a polygon and the anticlockwise ones after it are its holes (a hole
///   before any exterior ring is taken as an exterior ring).
/// - Web Mercator (102100, 3857, and the older 102113) and WGS 84 (4326) are converted here;
///   any other WKID goes through the import's `projection`, or is an
///   `unsupportedSpatialReference` error.
enum WebMapGeometry {
    typealias Failure = JSONChecker.Failure
    typealias Check = JSONChecker

    // MARK: - Reading

    /// The geometry `value` at `path`, in `reference` unless it names its own
    /// `spatialReference`; nil for an empty or curved geometry.
    static func geometry(_ value: JSONValue, at path: JSONPath, in reference: SpatialReference,
                         projection: WebMapReader.Projection?) throws(Failure) -> FeatureGeometry? {
        let members = try Check.object(value, at: path)
        let reference = try members.present("spatialReference").map { (v) throws(Failure) in
            try WebMapReader.spatialReference(v, at: members.path("spatialReference"))
        } ?? reference
        let convert = { (xy: [(Double, Double)], at: JSONPath) throws(Failure) -> [GeodesicPosition] in
            try positions(xy, in: reference, projection: projection, at: at)
        }
        if let x = members.optional("x") {
            guard case .number(let xValue) = x, let y = members.present("y") else { return nil }
            let yValue = try Check.number(y, at: members.path("y"))
            return .point(try convert([(xValue, yValue)], members.path("x"))[0])
        }
        if let points = members.present("points") {
            return .multiPoint(try convert(try coordinates(points, at: members.path("points")), members.path("points")))
        }
        if let paths = members.present("paths") {
            var lines: [[GeodesicPosition]] = []
            for (index, path) in try Check.array(paths, at: members.path("paths")).enumerated() {
                let at = members.path("paths").appending(index)
                lines.append(try convert(try coordinates(path, at: at), at))
            }
            return lines.count == 1 ? .lineString(lines[0]) : .multiLineString(lines)
        }
        if let rings = members.present("rings") {
            var polygons: [[[GeodesicPosition]]] = []
            for (index, ring) in try Check.array(rings, at: members.path("rings")).enumerated() {
                let at = members.path("rings").appending(index)
                let xy = try coordinates(ring, at: at)
                let positions = try convert(xy, at)
                if polygons.isEmpty || isClockwise(xy) { polygons.append([positions]) } else { polygons[polygons.count - 1].append(positions) }
            }
            return polygons.count == 1 ? .polygon(polygons[0]) : .multiPolygon(polygons)
        }
        if members.present("xmin") != nil {
            var edges: [Double] = []
            for key in ["xmin", "ymin", "xmax", "ymax"] {
                edges.append(try Check.number(try members.required(key), at: members.path(key)))
            }
            let ring = [(edges[0], edges[1]), (edges[0], edges[3]), (edges[2], edges[3]), (edges[2], edges[1]), (edges[0], edges[1])]
            return .polygon([try convert(ring, path)])
        }
        return nil
    }

    /// The `[x, y, ...]` pairs of the array `value` (each at least x and y).
    static func coordinates(_ value: JSONValue, at path: JSONPath) throws(Failure) -> [(Double, Double)] {
        var result: [(Double, Double)] = []
        let elements = try Check.array(value, at: path)
        result.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let at = path.appending(index)
            let pair = try Check.array(element, at: at)
            guard pair.count >= 2 else {
                throw Failure(kind: .invalidValue("a coordinate needs x and y, found \(pair.count) number(s)"), path: at)
            }
            result.append((try Check.number(pair[0], at: at.appending(0)), try Check.number(pair[1], at: at.appending(1))))
        }
        return result
    }

    /// Whether the ring `xy` runs clockwise (x east, y north): the shoelace sum is negative.
    static func isClockwise(_ xy: [(Double, Double)]) -> Bool {
        var sum = 0.0
        for index in xy.indices {
            let (x1, y1) = xy[index]
            let (x2, y2) = xy[(index + 1) % xy.count]
            sum += x1 * y2 - x2 * y1
        }
        return sum < 0
    }

    /// The WGS 84 positions of `xy` in `reference`; longitudes wrapped into [-180, 180),
    /// latitudes limited to ±90.
    static func positions(_ xy: [(Double, Double)], in reference: SpatialReference,
                          projection: WebMapReader.Projection?, at path: JSONPath) throws(Failure) -> [GeodesicPosition] {
        var lonLat: [(Double, Double)]
        switch reference.kind {
        case .webMercator:
            lonLat = xy.map { let geo = Projection.geographic(x: $0.0, y: $0.1); return (geo.longitude, geo.latitude) }
        case .wgs84:
            lonLat = xy
        case .other:
            if reference.hasProjection {
                lonLat = []
                lonLat.reserveCapacity(xy.count)
                for (x, y) in xy {
                    let point = try Check.domain(at: path) { () throws(MapError) in
                        try Projection.unproject(MapPoint(x: x, y: y, spatialReference: reference))
                    }
                    lonLat.append((point.longitude, point.latitude))
                }
            } else {
                guard let projection, let code = reference.code else {
                    throw Failure(kind: .unsupportedSpatialReference(reference.description), path: path)
                }
                do { lonLat = try projection(code, xy) } catch {
                    throw Failure(kind: .invalidValue("cannot project from WKID \(code): \(error)"), path: path)
                }
            }
        }
        var result: [GeodesicPosition] = []
        result.reserveCapacity(lonLat.count)
        for (index, (longitude, latitude)) in lonLat.enumerated() {
            guard longitude.isFinite, latitude.isFinite else {
                throw Failure(kind: .invalidValue("a coordinate is not a finite number"), path: path.appending(index))
            }
            let position = try Check.domain(at: path.appending(index)) { () throws(MapError) in
                try GeodesicPosition(latitude: min(max(latitude, -90), 90), longitude: Projection.wrapLongitude(longitude))
            }
            result.append(position)
        }
        return result
    }

    // MARK: - Writing

    /// The Esri geometry types a feature layer can hold, in the order an export writes them.
    enum Kind: CaseIterable {
        /// Single points.
        case point
        /// Several points as one geometry.
        case multipoint
        /// Paths.
        case polyline
        /// Rings.
        case polygon

        /// `esriGeometryPoint` and the like.
        var esriType: String {
            switch self {
            case .point: "esriGeometryPoint"
            case .multipoint: "esriGeometryMultipoint"
            case .polyline: "esriGeometryPolyline"
            case .polygon: "esriGeometryPolygon"
            }
        }

        /// The name of the sub-layer of this kind.
        var layerName: String {
            switch self {
            case .point: "Points"
            case .multipoint: "Multipoints"
            case .polyline: "Lines"
            case .polygon: "Polygons"
            }
        }
    }

    /// The Web Mercator Esri geometry of `geometry` with its kind; nil for a collection with
    /// nothing in it. A collection (the web map specification has none) is written as one
    /// geometry, `single(_:)`: a feature stays one feature.
    static func json(of geometry: FeatureGeometry) -> (kind: Kind, value: JSONValue)? {
        let reference = WebMapWriter.spatialReference(.webMercator)
        switch geometry {
        case .point(let position):
            let (x, y) = xy(position)
            return (.point, ["x": .number(x), "y": .number(y), "spatialReference": reference])
        case .multiPoint(let positions):
            return (.multipoint, ["points": .array(positions.map(pair)), "spatialReference": reference])
        case .lineString(let path):
            return (.polyline, ["paths": [.array(path.map(pair))], "spatialReference": reference])
        case .multiLineString(let paths):
            return (.polyline, ["paths": .array(paths.map { .array($0.map(pair)) }), "spatialReference": reference])
        case .polygon(let rings):
            return (.polygon, ["rings": .array(esriRings([rings])), "spatialReference": reference])
        case .multiPolygon(let polygons):
            return (.polygon, ["rings": .array(esriRings(polygons)), "spatialReference": reference])
        case .collection:
            // `single` gives no collection back, so this recursion ends there.
            return single(geometry).geometry.flatMap(json(of:))
        }
    }

    /// The families of geometry a web map feature may hold one of.
    enum Family: CaseIterable {
        case points, lines, polygons

        /// The family's name in messages.
        var name: String {
            switch self {
            case .points: "points"
            case .lines: "lines"
            case .polygons: "polygons"
            }
        }
    }

    /// `geometry` as one geometry of one family, for a format without collections: a
    /// collection (nested ones flattened) becomes the multi geometry of its members of the
    /// first member's family (points: a point when it is the only one, else a multipoint;
    /// lines: a multi-line; polygons: a multi-polygon), and the families of the members left
    /// out are named; nil for a collection with nothing in it. Any other geometry comes back
    /// as it is.
    static func single(_ geometry: FeatureGeometry) -> (geometry: FeatureGeometry?, leftOut: [Family]) {
        guard case .collection = geometry else { return (geometry, []) }
        var members: [FeatureGeometry] = []
        func flatten(_ geometry: FeatureGeometry) {
            if case .collection(let inner) = geometry { inner.forEach(flatten) } else { members.append(geometry) }
        }
        flatten(geometry)
        guard let first = members.first else { return (nil, []) }
        let family = Self.family(of: first)
        let kept = members.filter { Self.family(of: $0) == family }
        let leftOut = Family.allCases.filter { other in other != family && members.contains { Self.family(of: $0) == other } }
        switch family {
        case .points:
            var positions: [GeodesicPosition] = []
            for member in kept { member.forEachPosition { positions.append($0) } }
            if kept.count == 1, case .point = first { return (first, leftOut) }
            return (.multiPoint(positions), leftOut)
        case .lines:
            return (.multiLineString(kept.flatMap(\.paths)), leftOut)
        case .polygons:
            return (.multiPolygon(kept.flatMap(\.polygons)), leftOut)
        }
    }

    /// The family of a geometry (never asked of a collection, which `single` flattens).
    static func family(of geometry: FeatureGeometry) -> Family {
        switch geometry {
        case .point, .multiPoint, .collection: .points
        case .lineString, .multiLineString: .lines
        case .polygon, .multiPolygon: .polygons
        }
    }

    /// The rings of `polygons` closed, each polygon's first ring clockwise and the rest
    /// anticlockwise, in Web Mercator.
    static func esriRings(_ polygons: [[[GeodesicPosition]]]) -> [JSONValue] {
        var result: [JSONValue] = []
        for polygon in polygons {
            for (index, ring) in polygon.enumerated() where !ring.isEmpty {
                var points = ring.map(xy)
                if let first = points.first, let last = points.last, first != last { points.append(first) }
                if isClockwise(points) != (index == 0) { points.reverse() }
                result.append(.array(points.map { [.number($0.0), .number($0.1)] }))
            }
        }
        return result
    }

    /// The Web Mercator x and y of `position`.
    static func xy(_ position: GeodesicPosition) -> (Double, Double) {
        let point = Projection.webMercator(latitude: position.latitude, longitude: position.longitude)
        return (point.x, point.y)
    }

    /// `[x, y]` of `position` in Web Mercator.
    static func pair(_ position: GeodesicPosition) -> JSONValue {
        let (x, y) = xy(position)
        return [.number(x), .number(y)]
    }
}
