import MapCore
import MapFormats

// MARK: - Geometries, read as they come

extension GeoJSONLayerParser {
    /// `geometry`: a geometry object, or null (a feature without one).
    mutating func geometryOrNull(at path: JSONPath) throws(MapFileError) -> FeatureGeometry? {
        if try Self.call({ () throws(JSONError) in try cursor.peek() }) == .literal {
            let offset = cursor.offset
            let literal = try value()
            guard literal.isNull else {
                throw fail(.expectedType(expected: "an object or null", found: literal.kindDescription), at: path, offset: offset)
            }
            return nil
        }
        return try geometry(at: path)
    }

    /// A geometry object (not null).
    mutating func geometry(at path: JSONPath) throws(MapFileError) -> FeatureGeometry {
        try expectObject(at: path)
        let start = cursor.offset
        var type: ObjectType?
        var geometry: FeatureGeometry?
        var pending: (key: String, value: JSONValue, offset: Int)?
        try Self.call { () throws(JSONError) in try cursor.beginObject() }
        while let key = try Self.call({ () throws(JSONError) in try cursor.nextKey() }) {
            switch key {
            case "type":
                type = try objectType(at: path.appending("type"))
            case "coordinates" where type != nil && type!.depth > 0:
                geometry = try coordinates(of: type!, at: path.appending("coordinates"))
            case "geometries" where type == .geometryCollection:
                geometry = try geometries(at: path.appending("geometries"))
            case "coordinates", "geometries":
                cursor.skipWhitespace()
                let offset = cursor.offset
                pending = (key, try value(), offset)
            default:
                _ = try value()
            }
        }
        guard let type else { throw fail(.missingKey("type"), at: path, offset: start) }
        guard type.depth > 0 || type == .geometryCollection else {
            throw fail(.unknownWord(type.rawValue, allowed: ObjectType.geometryNames), at: path.appending("type"), offset: start)
        }
        if let geometry { return geometry }
        let wanted = type == .geometryCollection ? "geometries" : "coordinates"
        guard let pending, pending.key == wanted else { throw fail(.missingKey(wanted), at: path, offset: start) }
        if type == .geometryCollection { return try Self.collection(pending.value, at: path.appending(wanted), offset: pending.offset, in: bytes) }
        return try Self.geometry(type, coordinates: pending.value, at: path.appending(wanted), offset: pending.offset, in: bytes)
    }

    /// `geometries`: an array of geometry objects.
    mutating func geometries(at path: JSONPath) throws(MapFileError) -> FeatureGeometry {
        try expectArray(at: path)
        var members: [FeatureGeometry] = []
        try Self.call { () throws(JSONError) in try cursor.beginArray() }
        while try Self.call({ () throws(JSONError) in try cursor.nextElement() }) {
            members.append(try geometry(at: path.appending(members.count)))
        }
        return .collection(members)
    }

    /// `coordinates` of a geometry of `type`, nested as deep as the type says.
    mutating func coordinates(of type: ObjectType, at path: JSONPath) throws(MapFileError) -> FeatureGeometry {
        indices.removeAll(keepingCapacity: true)
        switch type {
        case .point: return .point(try position(at: path))
        case .multiPoint: return .multiPoint(try positions(at: path, minimum: 0))
        case .lineString: return .lineString(try positions(at: path, minimum: 2))
        case .multiLineString: return .multiLineString(try lists(at: path, minimum: 2))
        case .polygon: return .polygon(try lists(at: path, minimum: 4))
        case .multiPolygon:
            var polygons: [[[GeodesicPosition]]] = []
            try open(at: path)
            while try nextElement() {
                polygons.append(try lists(at: path, minimum: 4))
            }
            indices.removeLast()
            return .multiPolygon(polygons)
        case .featureCollection, .feature, .geometryCollection: return .collection([])
        }
    }

    /// An array of arrays of positions (lines or rings), each of at least `minimum`.
    private mutating func lists(at path: JSONPath, minimum: Int) throws(MapFileError) -> [[GeodesicPosition]] {
        var lists: [[GeodesicPosition]] = []
        try open(at: path)
        while try nextElement() { lists.append(try positions(at: path, minimum: minimum)) }
        indices.removeLast()
        return lists
    }

    /// An array of at least `minimum` positions.
    private mutating func positions(at path: JSONPath, minimum: Int) throws(MapFileError) -> [GeodesicPosition] {
        cursor.skipWhitespace()
        let start = cursor.offset
        var positions: [GeodesicPosition] = []
        try open(at: path)
        while try nextElement() { positions.append(try position(at: path)) }
        indices.removeLast()
        guard positions.count >= minimum else {
            throw fail(.invalidValue("expected at least \(minimum) positions, found \(positions.count)"), at: here(path), offset: start)
        }
        return positions
    }

    /// A position: `[longitude, latitude]`, more numbers (altitude) dropped.
    private mutating func position(at path: JSONPath) throws(MapFileError) -> GeodesicPosition {
        cursor.skipWhitespace()
        let start = cursor.offset
        try open(at: path)
        var numbers = (0.0, 0.0)
        var count = 0
        while try nextElement() {
            if try Self.call({ () throws(JSONError) in try cursor.peek() }) != .number {
                let offset = cursor.offset
                let found = try value()
                throw fail(.expectedType(expected: "a number", found: found.kindDescription), at: here(path), offset: offset)
            }
            let number = try Self.call { () throws(JSONError) in try cursor.readNumber() }
            if count == 0 { numbers.0 = number } else if count == 1 { numbers.1 = number }
            count += 1
        }
        indices.removeLast()
        guard count >= 2 else {
            throw fail(.invalidValue("expected a position [longitude, latitude], found \(count) number\(count == 1 ? "" : "s")"),
                       at: here(path), offset: start)
        }
        do { return try Self.position(longitude: numbers.0, latitude: numbers.1) } catch {
            throw fail(.invalid(error), at: here(path), offset: start)
        }
    }

    /// Opens an array of coordinates (a `[` must come), pushing its index.
    private mutating func open(at path: JSONPath) throws(MapFileError) {
        if try Self.call({ () throws(JSONError) in try cursor.peek() }) != .array {
            let offset = cursor.offset
            let found = try value()
            throw fail(.expectedType(expected: "an array", found: found.kindDescription), at: here(path), offset: offset)
        }
        try Self.call { () throws(JSONError) in try cursor.beginArray() }
        indices.append(-1)
    }

    /// Whether the innermost open array has another element, counting it.
    private mutating func nextElement() throws(MapFileError) -> Bool {
        guard try Self.call({ () throws(JSONError) in try cursor.nextElement() }) else { return false }
        indices[indices.count - 1] += 1
        return true
    }

    /// `path` followed by the indices of the arrays open now.
    private func here(_ path: JSONPath) -> JSONPath {
        JSONPath(path.components + indices.map { .index(max($0, 0)) })
    }

    /// The position at `longitude`, `latitude`: a latitude in [-90, 90], a longitude in
    /// [-180, 180] or within `longitudeSlack` of it (clamped).
    static func position(longitude: Double, latitude: Double) throws(MapError) -> GeodesicPosition {
        var longitude = longitude
        let slack = GeoJSONLayerReader.longitudeSlack
        if longitude > 180 && longitude <= 180 + slack { longitude = 180 }
        if longitude < -180 && longitude >= -180 - slack { longitude = -180 }
        try GeodesicPosition.check(longitude: longitude)
        return try GeodesicPosition(latitude: latitude, longitude: longitude)
    }
}
