import MapCore
import MapFormats

/// Reads a GeoJSON file (RFC 7946) into the features of an operational layer: a
/// `FeatureCollection`, one `Feature`, or a bare geometry (a feature without fields); every
/// geometry type, `Multi*` and `GeometryCollection` included; properties of any JSON type, in
/// their order. A feature's `id` member becomes the field `id` unless its properties have one.
///
/// The text is read in one pass with `JSONCursor`, each feature made as it comes, without a
/// `JSONValue` tree of the whole file (only each feature's properties are JSON values), and as
/// strictly as every JSON file MapScript reads. Members come in any order (a geometry whose
/// `coordinates` come before its `type` is read whole, then looked at); members the format
/// does not use (`bbox`, foreign members) are read and left. Positions are `[longitude,
/// latitude]` or `[longitude, latitude, altitude]` (altitude dropped) in WGS 84: a latitude
/// outside [-90, 90] is an error, and so is a longitude outside [-180, 180] by more than
/// `longitudeSlack` (a longitude within it is clamped: Natural Earth writes
/// `180.00000000000014`). A `crs` member (GeoJSON 2008) naming anything but WGS 84 is an
/// error at the path `crs`: coordinates in another reference are not transformed here (`layer
/// add` reads such a file through `GDALLayerReader`, which transforms them).
///
/// Errors are `MapFileError`s with the line and column and the JSON path of the culprit
/// (`features[12].geometry.coordinates[0][3]: expected a position ...`).
public enum GeoJSONLayerReader {
    /// How far past ±180 a longitude may be and still be read (clamped to ±180).
    public static let longitudeSlack = 1e-6

    /// The features of the GeoJSON text `bytes`.
    public static func features(from bytes: [UInt8]) throws(MapFileError) -> [Feature] {
        try bytes.withUnsafeBufferPointer { (buffer) throws(MapFileError) -> [Feature] in
            var parser = GeoJSONLayerParser(bytes: buffer)
            return try parser.document()
        }
    }
}

/// The state of one read: the cursor over the text and the path of the feature being read
/// (for errors).
struct GeoJSONLayerParser {
    /// The types of a GeoJSON object.
    enum ObjectType: String {
        case featureCollection = "FeatureCollection", feature = "Feature", point = "Point", multiPoint = "MultiPoint"
        case lineString = "LineString", multiLineString = "MultiLineString", polygon = "Polygon"
        case multiPolygon = "MultiPolygon", geometryCollection = "GeometryCollection"

        /// The nesting of arrays of a geometry's `coordinates` (0 for a collection).
        var depth: Int {
            switch self {
            case .point: 1
            case .multiPoint, .lineString: 2
            case .multiLineString, .polygon: 3
            case .multiPolygon: 4
            case .featureCollection, .feature, .geometryCollection: 0
            }
        }

        /// The type names, for messages.
        static let names = ["FeatureCollection", "Feature", "Point", "MultiPoint", "LineString", "MultiLineString", "Polygon",
                            "MultiPolygon", "GeometryCollection"]
        /// The geometry type names, for messages.
        static let geometryNames = Array(names.dropFirst(2))
    }

    var cursor: JSONCursor
    let bytes: UnsafeBufferPointer<UInt8>
    /// The indices of the arrays of `coordinates` being read, outermost first (for errors).
    var indices: [Int] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        cursor = JSONCursor(bytes: bytes)
    }

    // MARK: - Objects

    /// The whole document: its features.
    mutating func document() throws(MapFileError) -> [Feature] {
        try expectObject(at: .root)
        let start = cursor.offset
        var type: ObjectType?
        var features: [Feature]?
        var geometry: FeatureGeometry??
        var pendingCoordinates: (JSONValue, Int)?
        var properties: [(key: String, value: JSONValue)]?
        var id: JSONValue?
        var members: [(key: String, value: JSONValue)] = []  // of a top-level geometry, read out of order
        try Self.call { () throws(JSONError) in try cursor.beginObject() }
        while let key = try Self.call({ () throws(JSONError) in try cursor.nextKey() }) {
            switch key {
            case "type": type = try objectType(at: ["type"])
            case "features": features = try featureArray()
            case "geometry": geometry = .some(try geometryOrNull(at: ["geometry"]))
            case "properties": properties = try propertiesOrNull(at: ["properties"])
            case "id": id = try value()
            case "crs": try checkCRS(at: ["crs"])
            case "coordinates" where type != nil && type!.depth > 0:
                geometry = .some(try coordinates(of: type!, at: ["coordinates"]))
            case "coordinates", "geometries":
                cursor.skipWhitespace()
                let offset = cursor.offset
                let whole = try value()
                if key == "coordinates" { pendingCoordinates = (whole, offset) } else { members.append((key, whole)) }
            default: _ = try value()
            }
        }
        try Self.call { () throws(JSONError) in try cursor.end() }
        guard let type else { throw fail(.missingKey("type"), at: .root, offset: start) }
        switch type {
        case .featureCollection:
            guard let features else { throw fail(.missingKey("features"), at: .root, offset: start) }
            return features
        case .feature:
            guard let geometry else { throw fail(.missingKey("geometry"), at: .root, offset: start) }
            return [Self.feature(geometry: geometry, properties: properties ?? [], id: id)]
        default:
            if let (whole, offset) = pendingCoordinates {
                return [Feature(geometry: try Self.geometry(type, coordinates: whole, at: ["coordinates"], offset: offset, in: bytes))]
            }
            if type == .geometryCollection, let member = members.first(where: { $0.key == "geometries" }) {
                return [Feature(geometry: try Self.collection(member.value, at: ["geometries"], offset: start, in: bytes))]
            }
            if let geometry, let geometry { return [Feature(geometry: geometry)] }
            throw fail(.missingKey(type == .geometryCollection ? "geometries" : "coordinates"), at: .root, offset: start)
        }
    }

    /// `features`: an array of Feature objects.
    mutating func featureArray() throws(MapFileError) -> [Feature] {
        try expectArray(at: ["features"])
        var features: [Feature] = []
        try Self.call { () throws(JSONError) in try cursor.beginArray() }
        while try Self.call({ () throws(JSONError) in try cursor.nextElement() }) {
            features.append(try feature(at: JSONPath(["features", .index(features.count)])))
        }
        return features
    }

    /// A Feature object.
    mutating func feature(at path: JSONPath) throws(MapFileError) -> Feature {
        try expectObject(at: path)
        let start = cursor.offset
        var type: ObjectType?
        var typeOffset = start
        var geometry: FeatureGeometry??
        var properties: [(key: String, value: JSONValue)]?
        var id: JSONValue?
        try Self.call { () throws(JSONError) in try cursor.beginObject() }
        while let key = try Self.call({ () throws(JSONError) in try cursor.nextKey() }) {
            switch key {
            case "type":
                cursor.skipWhitespace()
                typeOffset = cursor.offset
                type = try objectType(at: path.appending("type"))
            case "geometry": geometry = .some(try geometryOrNull(at: path.appending("geometry")))
            case "properties": properties = try propertiesOrNull(at: path.appending("properties"))
            case "id": id = try value()
            default: _ = try value()
            }
        }
        guard let type else { throw fail(.missingKey("type"), at: path, offset: start) }
        guard type == .feature else {
            throw fail(.invalidValue("expected a 'Feature' in a FeatureCollection, found '\(type.rawValue)'"), at: path.appending("type"),
                       offset: typeOffset)
        }
        guard let geometry else { throw fail(.missingKey("geometry"), at: path, offset: start) }
        return Self.feature(geometry: geometry, properties: properties ?? [], id: id)
    }

    /// A feature with `id` as its field `id` when its properties have none.
    static func feature(geometry: FeatureGeometry?, properties: [(key: String, value: JSONValue)], id: JSONValue?) -> Feature {
        var fields = properties
        if let id, !fields.contains(where: { $0.key == "id" }) { fields.insert(("id", id), at: 0) }
        return Feature(geometry: geometry, fields: fields)
    }

    /// `properties`: an object (its members) or null (none).
    mutating func propertiesOrNull(at path: JSONPath) throws(MapFileError) -> [(key: String, value: JSONValue)] {
        cursor.skipWhitespace()
        let offset = cursor.offset
        let properties = try value()
        switch properties {
        case .null: return []
        case .object(let members): return members
        default: throw fail(.expectedType(expected: "an object or null", found: properties.kindDescription), at: path, offset: offset)
        }
    }

    /// `crs`: accepted when it names WGS 84 (CRS84 or EPSG 4326), else an error.
    mutating func checkCRS(at path: JSONPath) throws(MapFileError) {
        cursor.skipWhitespace()
        let offset = cursor.offset
        let crs = try value()
        guard let name = crs["properties"]?["name"]?.stringValue else { return }
        let upper = name.uppercased()
        guard !(upper.hasSuffix("CRS84") || upper.hasSuffix("EPSG::4326") || upper.hasSuffix("EPSG:4326")) else { return }
        throw fail(.invalidValue("coordinates in '\(name)' are not read in this version: only WGS 84 (CRS84) GeoJSON layers are"),
                   at: path, offset: offset)
    }

    /// `type`: one of the GeoJSON type names.
    mutating func objectType(at path: JSONPath) throws(MapFileError) -> ObjectType {
        cursor.skipWhitespace()
        let offset = cursor.offset
        let name = try value()
        guard let text = name.stringValue else {
            throw fail(.expectedType(expected: "a string", found: name.kindDescription), at: path, offset: offset)
        }
        guard let type = ObjectType(rawValue: text) else { throw fail(.unknownWord(text, allowed: ObjectType.names), at: path, offset: offset) }
        return type
    }

    // MARK: - Cursor steps

    /// The next value, whole.
    mutating func value() throws(MapFileError) -> JSONValue {
        try Self.call { () throws(JSONError) in try cursor.readValue() }
    }

    /// Fails unless the next value is an object.
    mutating func expectObject(at path: JSONPath) throws(MapFileError) {
        try expect(.object, "an object", at: path)
    }

    /// Fails unless the next value is an array.
    mutating func expectArray(at path: JSONPath) throws(MapFileError) {
        try expect(.array, "an array", at: path)
    }

    private mutating func expect(_ kind: JSONCursor.Kind, _ name: String, at path: JSONPath) throws(MapFileError) {
        let found = try Self.call { () throws(JSONError) in try cursor.peek() }
        guard found != kind else { return }
        let offset = cursor.offset
        let value = try self.value()
        throw fail(.expectedType(expected: name, found: value.kindDescription), at: path, offset: offset)
    }

    /// `body`'s result; a JSON syntax error becomes a `MapFileError`.
    static func call<T>(_ body: () throws(JSONError) -> T) throws(MapFileError) -> T {
        do { return try body() } catch { throw MapFileError(error) }
    }

    /// The error `kind` about the value at `path`, which starts at byte `offset`.
    func fail(_ kind: MapFileError.Kind, at path: JSONPath, offset: Int) -> MapFileError {
        MapFileError(kind, path: path, at: TextPosition(offset: offset, in: bytes))
    }
}
