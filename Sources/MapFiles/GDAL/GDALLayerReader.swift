import MapCore
import MapFormats
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a vector file through GDAL (GeoPackage, Shapefile, FlatGeobuf, KML, GML, CSV with
/// geometry, GPX and every other vector format the installed GDAL reads) into the features of
/// an operational layer, as `GeoJSONLayerReader` gives them for GeoJSON.
///
/// - **Which layer**: a dataset may hold several layers (a GeoPackage's tables, a GPX file's
///   waypoints, routes and tracks). The first layer, in the dataset's order, that has a feature
///   is read (the first layer when none has); `GDALLayerRead.otherLayers` names the rest, so
///   that the caller can say they were left.
/// - **Geometry**: the first geometry field, every type (curves made linear by GDAL, surfaces as
///   multipolygons; z and m dropped), transformed to WGS 84 longitude and latitude with OSR
///   (PROJ, traditional GIS axis order) when the layer is in another spatial reference; a layer
///   without one is taken as WGS 84. Read through ISO WKB (`WKBGeometryReader`).
/// - **Fields**: in the layer's order, every field on every feature (`null` when unset or null):
///   integers and reals as numbers, booleans as booleans, strings as strings (a JSON field, as
///   GeoPackage writes arrays, as its JSON value), dates and times as ISO 8601 text
///   (`2024-05-01`, `13:45:00`, `2024-05-01T13:45:00.250Z`, `...+02:00`), lists as arrays,
///   binary as its hexadecimal text.
public enum GDALLayerReader {
    /// What a read gives: the features and which layer of the dataset they came from.
    public struct Read: Sendable {
        /// The features, in the layer's order.
        public var features: [Feature]
        /// The name of the layer read.
        public var layerName: String
        /// The names of the dataset's other layers, not read.
        public var otherLayers: [String]
    }

    /// The features of the vector file at `path` (a path the system opens). Throws `missing`
    /// without GDAL, `unknownFormat` when no GDAL driver reads the file, `failed` with GDAL's
    /// message when it cannot be opened or read, `invalidFeature` for coordinates that are not
    /// WGS 84 once transformed.
    public static func read(path: String, layer wanted: String? = nil) throws(GDALError) -> Read {
        let library = try GDALLibrary.shared()
        library.CPLErrorReset()
        guard library.GDALIdentifyDriverEx(path, 0x04, nil, nil) != nil else {
            throw .unknownFormat(path: path, message: library.lastError)
        }
        let opened = library.open(path, flags: GDALLibrary.openVectorReadOnly)
        guard let dataset = opened else { throw library.failure("GDAL cannot open '\(path)'") }
        defer { library.GDALClose(dataset) }
        let count = library.GDALDatasetGetLayerCount(dataset)
        guard count > 0 else { throw .failed("'\(path)' has no vector layer") }
        var names: [String] = []
        var chosen: (index: Int, features: [Feature])?
        for index in 0..<count {
            // A failure from here on is this layer's (a VRT's source that cannot be opened).
            library.CPLErrorReset()
            guard let layer = library.GDALDatasetGetLayer(dataset, index) else { throw library.failure("GDAL cannot read layer \(index + 1) of '\(path)'") }
            let name = library.OGR_L_GetName(layer).map { String(cString: $0) } ?? "layer \(index + 1)"
            names.append(name)
            if let wanted {
                if name == wanted && chosen == nil { chosen = (Int(index), try features(of: layer, named: name, in: path, library: library)) }
                continue
            }
            guard chosen == nil || chosen!.features.isEmpty else { continue }
            let features = try features(of: layer, named: name, in: path, library: library)
            if chosen == nil || !features.isEmpty { chosen = (Int(index), features) }
        }
        guard let picked = chosen else { throw .noSuchLayer(path: path, name: wanted ?? "", layers: names) }
        var others = names
        let layerName = others.remove(at: picked.index)
        return Read(features: picked.features, layerName: layerName, otherLayers: others)
    }
}

extension GDALLayerReader {
    /// The features of the layer `name` of the file at `path`; a layer GDAL cannot set up or
    /// read (a CRS PROJ cannot transform, a VRT's missing source) is `failed` naming the file and
    /// the layer, as the other layer errors do.
    static func features(of layer: GDALLibrary.Handle, named name: String, in path: String,
                         library: GDALLibrary) throws(GDALError) -> [Feature] {
        do { return try LayerCursor(library: library, layer: layer, name: name).features() } catch {
            guard case .failed(let message) = error else { throw error }
            throw .failed("'\(path)', layer '\(name)': \(message)")
        }
    }
}

/// One layer being read: its fields' definitions and the transformation to WGS 84.
struct LayerCursor {
    /// A field's definition: name, `OGRFieldType` and `OGRFieldSubType` (ogr_core.h).
    struct Field {
        /// The field's name.
        let name: String
        /// Its `OGRFieldType` (`FieldType`).
        let type: Int32
        /// Its `OGRFieldSubType` (`FieldSubtype`).
        let subtype: Int32
    }

    /// The loaded library.
    let library: GDALLibrary
    /// The layer (owned by its dataset, which the caller keeps open).
    let layer: GDALLibrary.Handle
    /// The layer's name, for messages.
    let name: String
    /// The layer's fields, in order.
    let fields: [Field]
    /// The transformation of its coordinates to WGS 84, or nil when they are in WGS 84 (or
    /// the layer has no spatial reference).
    let transform: CoordinateTransform?

    /// The cursor over `layer` (named `name`), its fields read from its definition.
    init(library: GDALLibrary, layer: GDALLibrary.Handle, name: String) throws(GDALError) {
        self.library = library
        self.layer = layer
        self.name = name
        let definition = library.OGR_L_GetLayerDefn(layer)
        fields = (0..<max(0, library.OGR_FD_GetFieldCount(definition))).map { index in
            let field = library.OGR_FD_GetFieldDefn(definition, index)
            return Field(name: library.OGR_Fld_GetNameRef(field).map { String(cString: $0) } ?? "field\(index + 1)",
                         type: library.OGR_Fld_GetType(field), subtype: library.OGR_Fld_GetSubType(field))
        }
        transform = try library.OGR_L_GetSpatialRef(layer).flatMap { (reference) throws(GDALError) in
            try CoordinateTransform.make(from: reference, library: library)
        }
        // A layer GDAL could not set up (a VRT whose source is missing, unreadable or itself)
        // would read as empty: it is GDAL's failure, with its message.
        if library.hasFailed { throw library.failure("GDAL cannot open it") }
    }

    /// Every feature of the layer, from the first.
    func features() throws(GDALError) -> [Feature] {
        library.OGR_L_ResetReading(layer)
        var features: [Feature] = []
        library.CPLErrorReset()
        while let feature = library.OGR_L_GetNextFeature(layer) {
            defer { library.OGR_F_Destroy(feature) }
            let geometry = try self.geometry(of: feature, number: features.count + 1)
            features.append(Feature(geometry: geometry, fields: values(of: feature)))
        }
        // The end of the features, or a failure that ended them early.
        if library.hasFailed { throw library.failure("GDAL cannot read past feature \(features.count)") }
        return features
    }

    /// The geometry of `feature` (the `number`th) in WGS 84, or nil when it has none.
    private func geometry(of feature: GDALLibrary.Handle, number: Int) throws(GDALError) -> FeatureGeometry? {
        guard var geometry = library.OGR_F_GetGeometryRef(feature) else { return nil }
        var linear: GDALLibrary.Handle?
        defer { if let linear { library.OGR_G_DestroyGeometry(linear) } }
        if library.OGR_GT_IsNonLinear(library.OGR_G_GetGeometryType(geometry)) != 0 {
            guard let made = library.OGR_G_GetLinearGeometry(geometry, 0, nil) else {
                throw .invalidFeature(layer: name, feature: number, reason: "GDAL cannot make its curves linear: \(library.lastError)")
            }
            linear = made
            geometry = made
        }
        if let transform, library.OGR_G_Transform(geometry, transform.transformation) != 0 {
            throw .invalidFeature(layer: name, feature: number, reason: "cannot transform it to WGS 84: \(library.lastError)")
        }
        let size = Int(library.OGR_G_WkbSize(geometry))
        var bytes = [UInt8](repeating: 0, count: max(size, 0))
        guard size > 0, library.OGR_G_ExportToIsoWkb(geometry, GDALLibrary.littleEndian, &bytes) == 0 else {
            throw .invalidFeature(layer: name, feature: number, reason: "GDAL cannot write its geometry as WKB: \(library.lastError)")
        }
        do { return try WKBGeometryReader.geometry(of: bytes) } catch {
            throw .invalidFeature(layer: name, feature: number, reason: error.reason)
        }
    }
}
