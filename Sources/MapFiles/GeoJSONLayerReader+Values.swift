import MapCore
import MapFormats

// MARK: - Geometries from JSON values (members out of the usual order)

extension GeoJSONLayerParser {
    /// The geometry of `type` whose `coordinates` are `value` (at `path`, written at byte
    /// `offset`, where errors point).
    static func geometry(_ type: ObjectType, coordinates value: JSONValue, at path: JSONPath, offset: Int,
                         in bytes: UnsafeBufferPointer<UInt8>) throws(MapFileError) -> FeatureGeometry {
        let reader = ValueReader(bytes: bytes, offset: offset)
        switch type {
        case .point: return .point(try reader.position(value, at: path))
        case .multiPoint: return .multiPoint(try reader.positions(value, at: path, minimum: 0))
        case .lineString: return .lineString(try reader.positions(value, at: path, minimum: 2))
        case .multiLineString: return .multiLineString(try reader.lists(value, at: path, minimum: 2))
        case .polygon: return .polygon(try reader.lists(value, at: path, minimum: 4))
        case .multiPolygon:
            let polygons = try reader.array(value, at: path)
            var result: [[[GeodesicPosition]]] = []
            for (index, polygon) in polygons.enumerated() { result.append(try reader.lists(polygon, at: path.appending(index), minimum: 4)) }
            return .multiPolygon(result)
        case .featureCollection, .feature, .geometryCollection: return .collection([])
        }
    }

    /// The collection whose `geometries` are `value`.
    static func collection(_ value: JSONValue, at path: JSONPath, offset: Int,
                           in bytes: UnsafeBufferPointer<UInt8>) throws(MapFileError) -> FeatureGeometry {
        let reader = ValueReader(bytes: bytes, offset: offset)
        var members: [FeatureGeometry] = []
        for (index, member) in try reader.array(value, at: path).enumerated() {
            let memberPath = path.appending(index)
            guard case .object = member else { throw reader.fail(.expectedType(expected: "an object", found: member.kindDescription), memberPath) }
            guard let type = member["type"]?.stringValue.flatMap(ObjectType.init(rawValue:)),
                  type.depth > 0 || type == .geometryCollection else {
                throw reader.fail(.unknownWord(member["type"]?.stringValue ?? "", allowed: ObjectType.geometryNames), memberPath.appending("type"))
            }
            let key = type == .geometryCollection ? "geometries" : "coordinates"
            guard let inner = member[key] else { throw reader.fail(.missingKey(key), memberPath) }
            members.append(type == .geometryCollection
                ? try collection(inner, at: memberPath.appending(key), offset: offset, in: bytes)
                : try geometry(type, coordinates: inner, at: memberPath.appending(key), offset: offset, in: bytes))
        }
        return .collection(members)
    }

    /// Reads coordinates from values; every error points at one place in the text.
    struct ValueReader {
        let bytes: UnsafeBufferPointer<UInt8>
        let offset: Int

        func fail(_ kind: MapFileError.Kind, _ path: JSONPath) -> MapFileError {
            MapFileError(kind, path: path, at: TextPosition(offset: offset, in: bytes))
        }

        func array(_ value: JSONValue, at path: JSONPath) throws(MapFileError) -> [JSONValue] {
            guard let elements = value.arrayValue else { throw fail(.expectedType(expected: "an array", found: value.kindDescription), path) }
            return elements
        }

        func lists(_ value: JSONValue, at path: JSONPath, minimum: Int) throws(MapFileError) -> [[GeodesicPosition]] {
            var lists: [[GeodesicPosition]] = []
            for (index, list) in try array(value, at: path).enumerated() {
                lists.append(try positions(list, at: path.appending(index), minimum: minimum))
            }
            return lists
        }

        func positions(_ value: JSONValue, at path: JSONPath, minimum: Int) throws(MapFileError) -> [GeodesicPosition] {
            var positions: [GeodesicPosition] = []
            for (index, element) in try array(value, at: path).enumerated() { positions.append(try position(element, at: path.appending(index))) }
            guard positions.count >= minimum else {
                throw fail(.invalidValue("expected at least \(minimum) positions, found \(positions.count)"), path)
            }
            return positions
        }

        func position(_ value: JSONValue, at path: JSONPath) throws(MapFileError) -> GeodesicPosition {
            let numbers = try array(value, at: path)
            for (index, number) in numbers.enumerated() where number.doubleValue == nil {
                throw fail(.expectedType(expected: "a number", found: number.kindDescription), path.appending(index))
            }
            guard numbers.count >= 2, let longitude = numbers[0].doubleValue, let latitude = numbers[1].doubleValue else {
                throw fail(.invalidValue("expected a position [longitude, latitude], found \(numbers.count) number\(numbers.count == 1 ? "" : "s")"),
                           path)
            }
            do { return try GeoJSONLayerParser.position(longitude: longitude, latitude: latitude) } catch { throw fail(.invalid(error), path) }
        }
    }
}
