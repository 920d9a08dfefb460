/// A vector dataset GDAL has open for `GDALLayerReader`: the path it was opened by (a compressed
/// file through `/vsigzip/` or `/vsizip/`), its layers, and the columns a CSV file's points were
/// made from.
struct VectorDataset {
    /// One layer of the dataset, as the reader chooses among them.
    struct Layer {
        /// The layer (owned by the dataset).
        let handle: GDALLibrary.Handle
        /// Its name.
        let name: String
        /// Its number of features; -1 when GDAL could not count them (a VRT whose source is
        /// missing: reading it says why).
        let count: Int64
        /// Whether it has a geometry field (a FileGDB table or a CSV without one has none).
        let hasGeometry: Bool
        /// GDAL's message when it could not set the layer up, or nil.
        let failure: String?
    }

    /// The dataset, closed by the caller (`GDALClose`).
    let handle: GDALLibrary.Handle
    /// The columns its points were made from (a CSV file with longitude and latitude columns).
    let pointColumns: GDALLayerReader.PointColumns?
    /// The loaded library.
    let library: GDALLibrary

    /// GDAL's `wkbNone`: a layer without geometry.
    static let noGeometry: UInt32 = 100

    /// The names, lower-cased, of a CSV file's longitude and latitude columns, and of its x and
    /// y columns, in the order they are looked for.
    static let longitudeNames = ["longitude", "lon", "lng", "long"], latitudeNames = ["latitude", "lat"]

    /// Opens the vector file at `path`. Throws `unknownFormat` when no GDAL driver reads it,
    /// `failed` with GDAL's message when it cannot be opened, or has no vector layer.
    init(path: String, library: GDALLibrary) throws(GDALError) {
        self.library = library
        library.CPLErrorReset()
        let readable = library.readablePath(path, flags: GDALLibrary.openVectorReadOnly)
        guard library.GDALIdentifyDriverEx(readable, 0x04, nil, nil) != nil else {
            throw .unknownFormat(path: path, message: library.lastError)
        }
        guard var dataset = library.open(readable, flags: GDALLibrary.openVectorReadOnly) else {
            throw Self.scarce(library.failure("GDAL cannot open '\(path)'"))
        }
        // A driver may open a file it then failed to read (a GML file whose DTD expands its
        // entities a billion times: "million laugh pattern"): its layers would read as empty,
        // and the failure is cleared before they are counted, so it is said here.
        if library.hasFailed {
            let failure = library.failure("GDAL cannot read '\(path)'")
            library.GDALClose(dataset)
            throw failure
        }
        guard library.GDALDatasetGetLayerCount(dataset) > 0 else {
            library.GDALClose(dataset)
            throw Self.scarce(.failed("'\(path)' has no vector layer"))
        }
        var columns: GDALLayerReader.PointColumns?
        if let found = Self.pointColumns(of: dataset, library: library) {
            // Opened again with the columns as the points' coordinates (and not also fields).
            let options = ["X_POSSIBLE_NAMES=\(found.x)", "Y_POSSIBLE_NAMES=\(found.y)"]
            if let reopened = library.open(readable, flags: GDALLibrary.openVectorReadOnly, extraOptions: options) {
                library.GDALClose(dataset)
                dataset = reopened
                columns = found
            }
        }
        handle = dataset
        pointColumns = columns
    }

    /// `error`, with a note when little memory is left (under `ulimit -v`, GDAL fails to open a
    /// compressed file for want of it, and says only that it has no layer).
    private static func scarce(_ error: GDALError) -> GDALError {
        let budget = MemoryBudget.current()
        guard budget.bytes < MemoryBudget.scarce, case .failed(let message) = error else { return error }
        return .failed("\(message) (GDAL may have run out of memory: \(budget.description))")
    }

    /// The longitude and latitude (else x and y) columns of a CSV dataset without a geometry
    /// column, or nil.
    private static func pointColumns(of dataset: GDALLibrary.Handle, library: GDALLibrary) -> GDALLayerReader.PointColumns? {
        guard let driver = library.GDALGetDatasetDriver(dataset).flatMap(library.GDALGetDriverShortName),
              String(cString: driver) == "CSV",
              let layer = library.GDALDatasetGetLayer(dataset, 0), library.OGR_L_GetGeomType(layer) == noGeometry
        else { return nil }
        let definition = library.OGR_L_GetLayerDefn(layer)
        let names = (0..<max(0, library.OGR_FD_GetFieldCount(definition))).compactMap { index in
            library.OGR_Fld_GetNameRef(library.OGR_FD_GetFieldDefn(definition, index)).map { String(cString: $0) }
        }
        func column(_ candidates: [String]) -> String? {
            for candidate in candidates { if let name = names.first(where: { $0.lowercased() == candidate }) { return name } }
            return nil
        }
        if let x = column(longitudeNames), let y = column(latitudeNames) { return .init(x: x, y: y) }
        if let x = column(["x"]), let y = column(["y"]) { return .init(x: x, y: y) }
        return nil
    }

    /// Its layers, in order, each counted (GDAL counts a format's features as fast as it can).
    func layers() throws(GDALError) -> [Layer] {
        var layers: [Layer] = []
        for index in 0..<library.GDALDatasetGetLayerCount(handle) {
            library.CPLErrorReset()
            guard let layer = library.GDALDatasetGetLayer(handle, index) else {
                throw library.failure("GDAL cannot read layer \(index + 1)")
            }
            let name = library.OGR_L_GetName(layer).map { String(cString: $0) } ?? "layer \(index + 1)"
            let count = library.OGR_L_GetFeatureCount(layer, 1)
            let hasGeometry = library.OGR_L_GetGeomType(layer) != Self.noGeometry
            let failure = library.hasFailed ? library.lastError : nil
            layers.append(Layer(handle: layer, name: name, count: failure == nil ? count : -1, hasGeometry: hasGeometry, failure: failure))
        }
        library.CPLErrorReset()
        return layers
    }
}
