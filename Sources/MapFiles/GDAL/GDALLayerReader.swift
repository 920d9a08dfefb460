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
        /// The names of the dataset's other layers that have features, not read (empty layers,
        /// such as a GPX file's `routes` when it has none, are not named).
        public var otherLayers: [String]
        /// The columns a CSV file's points were made from, when it has no geometry column but a
        /// longitude and a latitude column (`lon` and `lat`, `x` and `y`...).
        public var pointColumns: PointColumns?
    }

    /// The two columns of a CSV file that give its points: longitude (x) and latitude (y).
    public struct PointColumns: Sendable, Equatable {
        /// The longitude (x) column's name, as the file writes it.
        public var x: String
        /// The latitude (y) column's name, as the file writes it.
        public var y: String
    }

    /// The features of the vector file at `path` (a path the system opens; a compressed file,
    /// `.gz`, `.zip` or `.kmz`, is read through GDAL's `/vsigzip/` or `/vsizip/`). Without
    /// `wanted`, the first layer, in the dataset's order, that has a feature with a geometry
    /// field (a FileGDB's tables without geometry come after its feature classes), else the first
    /// with features, else the first. Throws `missing` without GDAL, `unknownFormat` when no GDAL
    /// driver reads the file, `failed` with GDAL's message when it cannot be opened or read,
    /// `invalidFeature` for coordinates that are not WGS 84 once transformed.
    public static func read(path: String, layer wanted: String? = nil) throws(GDALError) -> Read {
        try read(path: path, layer: wanted, within: nil)
    }

    /// `read(path:layer:)` within `budget` (nil: `MemoryBudget.current()`, the process's).
    static func read(path: String, layer wanted: String?, within budget: MemoryBudget?) throws(GDALError) -> Read {
        let library = try GDALLibrary.shared()
        let dataset = try VectorDataset(path: path, library: library)
        defer { library.GDALClose(dataset.handle) }
        let layers = try dataset.layers()
        let index = try layerIndex(in: layers, wanted: wanted, path: path)
        var used = 0
        let features = try self.features(of: layers[index], in: path, library: library, budget: budget ?? .current(), used: &used)
        let others = layers.indices.filter { $0 != index && layers[$0].count != 0 }.map { layers[$0].name }
        return Read(features: features, layerName: layers[index].name, otherLayers: wanted == nil ? others : [],
                    pointColumns: dataset.pointColumns)
    }

    /// Every layer of the vector file at `path` that has features, in the dataset's order (the
    /// first layer when none has), each as `read(path:layer:)` gives it, with no other layers.
    public static func readAll(path: String) throws(GDALError) -> [Read] {
        let library = try GDALLibrary.shared()
        let dataset = try VectorDataset(path: path, library: library)
        defer { library.GDALClose(dataset.handle) }
        let layers = try dataset.layers()
        let kept = layers.filter { $0.count != 0 }
        var reads: [Read] = []
        let budget = MemoryBudget.current()
        var used = 0
        for layer in kept.isEmpty ? [layers[0]] : kept {
            let features = try self.features(of: layer, in: path, library: library, budget: budget, used: &used)
            reads.append(Read(features: features, layerName: layer.name, otherLayers: [], pointColumns: dataset.pointColumns))
        }
        return reads
    }
}

extension GDALLayerReader {
    /// The field names of the layer `read(path:layer:)` would read from the vector file at
    /// `path` (`wanted`, else the same first layer), from its definition alone: no feature is
    /// read. Throws as `read` does.
    public static func fieldNames(path: String, layer wanted: String? = nil) throws(GDALError) -> [String] {
        let library = try GDALLibrary.shared()
        let dataset = try VectorDataset(path: path, library: library)
        defer { library.GDALClose(dataset.handle) }
        let layers = try dataset.layers()
        let index = try layerIndex(in: layers, wanted: wanted, path: path)
        return LayerCursor.fields(of: layers[index].handle, library: library).map(\.name)
    }

    /// The index of the layer named `wanted` (`noSuchLayer` naming every layer when there is
    /// none), else of the first layer `read` takes.
    private static func layerIndex(in layers: [VectorDataset.Layer], wanted: String?, path: String) throws(GDALError) -> Int {
        guard let wanted else { return firstLayer(of: layers) }
        guard let found = layers.firstIndex(where: { $0.name == wanted }) else {
            throw .noSuchLayer(path: path, name: wanted, layers: layers.map(\.name))
        }
        return found
    }

    /// The layer read when none is named: the first, in the dataset's order, that has a feature
    /// with a geometry field, else the first with features, else the first.
    static func firstLayer(of layers: [VectorDataset.Layer]) -> Int {
        layers.firstIndex { $0.count != 0 && $0.hasGeometry } ?? layers.firstIndex { $0.count != 0 } ?? 0
    }

    /// The features of the layer `name` of the file at `path`; a layer GDAL cannot set up or
    /// read (a CRS PROJ cannot transform, a VRT's missing source) is `failed` naming the file and
    /// the layer, as the other layer errors do. The features must fit in `budget` with the
    /// `used` bytes of the layers read before (`tooLargeForMemory`, from their count before
    /// any is read, else as soon as those read pass it); `used` grows by what they take.
    static func features(of layer: VectorDataset.Layer, in path: String, library: GDALLibrary,
                         budget: MemoryBudget, used: inout Int) throws(GDALError) -> [Feature] {
        let name = layer.name
        if let failure = layer.failure { throw .failed("'\(path)', layer '\(name)': GDAL cannot open it" + (failure.isEmpty ? "" : ": \(failure)")) }
        do throws(GDALError) {
            let cursor = try LayerCursor(library: library, layer: layer.handle, name: name)
            let expected = MemoryBudget.estimate(features: layer.count, fields: cursor.fields.count)
            if layer.count > 0, expected > budget.bytes - used {
                throw .tooLargeForMemory(path: path, features: layer.count, needed: used + expected, budget: budget.description)
            }
            let read = try cursor.features(count: layer.count, allowance: budget.bytes - used)
            used += read.bytes
            return read.features
        } catch {
            switch error {
            case .failed(let message): throw .failed("'\(path)', layer '\(name)': \(message)")
            case .tooLargeForMemory(let named, let features, let needed, _) where named.isEmpty:
                throw .tooLargeForMemory(path: path, features: features, needed: used + needed, budget: budget.description)
            default: throw error
            }
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
        fields = Self.fields(of: layer, library: library)
        transform = try library.OGR_L_GetSpatialRef(layer).flatMap { (reference) throws(GDALError) in
            try CoordinateTransform.make(from: reference, library: library)
        }
        // A layer GDAL could not set up (a VRT whose source is missing, unreadable or itself)
        // would read as empty: it is GDAL's failure, with its message.
        if library.hasFailed { throw library.failure("GDAL cannot open it") }
    }

    /// The fields of `layer`'s definition, in order (no feature is read).
    static func fields(of layer: GDALLibrary.Handle, library: GDALLibrary) -> [Field] {
        let definition = library.OGR_L_GetLayerDefn(layer)
        return (0..<max(0, library.OGR_FD_GetFieldCount(definition))).map { index in
            let field = library.OGR_FD_GetFieldDefn(definition, index)
            return Field(name: library.OGR_Fld_GetNameRef(field).map { String(cString: $0) } ?? "field\(index + 1)",
                         type: library.OGR_Fld_GetType(field), subtype: library.OGR_Fld_GetSubType(field))
        }
    }

    /// Every feature of the layer, from the first, and the bytes they take by estimate
    /// (`MemoryBudget`). `count` is the layer's count (-1 when unknown), room is made for that
    /// many; once the features read take more than `allowance` bytes, the read stops with
    /// `tooLargeForMemory` (its path and budget for the caller to fill), the bytes needed
    /// extrapolated from those read to `count`.
    func features(count: Int64, allowance: Int) throws(GDALError) -> (features: [Feature], bytes: Int) {
        library.OGR_L_ResetReading(layer)
        var features: [Feature] = []
        // (The caller has checked that `count` features fit in the budget.)
        if count > 0 { features.reserveCapacity(Int(clamping: count)) }
        var bytes = 0
        library.CPLErrorReset()
        while let feature = library.OGR_L_GetNextFeature(layer) {
            defer { library.OGR_F_Destroy(feature) }
            var geometryBytes = 0
            let geometry = try self.geometry(of: feature, number: features.count + 1, bytes: &geometryBytes)
            let fields = values(of: feature)
            bytes += MemoryBudget.estimate(fields: fields.count, textBytes: Self.textBytes(of: fields), geometryBytes: geometryBytes)
            if bytes > allowance {
                let read = Int64(features.count + 1), total = max(count, read)
                let needed = Int((Double(bytes) / Double(read) * Double(total)).rounded(.up))
                throw .tooLargeForMemory(path: "", features: total, needed: needed, budget: "")
            }
            features.append(Feature(geometry: geometry, fields: fields))
        }
        // The end of the features, or a failure that ended them early.
        if library.hasFailed { throw library.failure("GDAL cannot read past feature \(features.count)") }
        return (features, bytes)
    }

    /// The UTF-8 bytes of the text values among `fields` (not of their names, which every
    /// feature shares).
    private static func textBytes(of fields: [(key: String, value: JSONValue)]) -> Int {
        var bytes = 0
        for field in fields { if case .string(let text) = field.value { bytes += text.utf8.count } }
        return bytes
    }

    /// The geometry of `feature` (the `number`th) in WGS 84, or nil when it has none; `bytes`
    /// is set to its size as WKB.
    private func geometry(of feature: GDALLibrary.Handle, number: Int, bytes wkbSize: inout Int) throws(GDALError) -> FeatureGeometry? {
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
        wkbSize = max(size, 0)
        var bytes = [UInt8](repeating: 0, count: max(size, 0))
        guard size > 0, library.OGR_G_ExportToIsoWkb(geometry, GDALLibrary.littleEndian, &bytes) == 0 else {
            throw .invalidFeature(layer: name, feature: number, reason: "GDAL cannot write its geometry as WKB: \(library.lastError)")
        }
        do { return try WKBGeometryReader.geometry(of: bytes) } catch {
            throw .invalidFeature(layer: name, feature: number, reason: error.reason)
        }
    }
}
