/// A transformation of coordinates from a spatial reference to WGS 84 longitude and latitude,
/// through GDAL's OSR (PROJ), which is loaded on first use (see `GDALLibrary`).
///
/// Both ends use the traditional GIS axis order (`OAMS_TRADITIONAL_GIS_ORDER`): x is the
/// easting or longitude, y the northing or latitude, whatever order the authority gives the
/// axes. A transform is for one thread at a time (GDAL's transformations are not thread safe):
/// make one for each thread that needs one.
///
/// ```
/// let nztm = try CoordinateTransform.toWGS84(wkid: 2193)
/// let points = try nztm.transform([(x: 1748000, y: 5428000)])   // [(174.767..., -41.285...)]
/// ```
public struct CoordinateTransform {
    /// The spatial reference transformed from: its well-known id (an EPSG code, or one of
    /// Esri's, such as 102100), or nil for one a file gave.
    public let wkid: Int?
    /// The OSR transformation, freed with the last copy.
    private let handle: Handle

    /// The transformation from the spatial reference `wkid` to WGS 84: an EPSG code (4326,
    /// 3857, 32611, 2193, 2927...) or, when EPSG has none, Esri's (`ESRI:102100`...). Loads GDAL
    /// on first use; throws `missing` without it and `unknownSpatialReference` for an id PROJ
    /// does not know.
    public static func toWGS84(wkid: Int) throws(GDALError) -> CoordinateTransform {
        let library = try GDALLibrary.shared()
        guard let source = library.OSRNewSpatialReference(nil) else { throw library.failure("cannot make a spatial reference") }
        defer { library.OSRRelease(source) }
        library.CPLErrorReset()
        guard let code = Int32(exactly: wkid), code > 0,
              library.OSRImportFromEPSG(source, code) == 0 || library.OSRSetFromUserInput(source, "ESRI:\(wkid)") == 0 else {
            throw .unknownSpatialReference(wkid: wkid, message: library.lastError)
        }
        guard let transform = try make(from: source, library: library, wkid: wkid) else {
            throw .unknownSpatialReference(wkid: wkid, message: library.lastError)
        }
        return transform
    }

    /// The transformation from the spatial reference `source` (a handle the caller keeps) to
    /// WGS 84, or nil when `source` is WGS 84 already (longitude first).
    static func make(from source: GDALLibrary.Handle, library: GDALLibrary, wkid: Int? = nil) throws(GDALError) -> CoordinateTransform? {
        guard let from = library.OSRClone(source), let to = library.OSRNewSpatialReference(nil) else {
            throw library.failure("cannot make a spatial reference")
        }
        defer { library.OSRRelease(from); library.OSRRelease(to) }
        guard library.OSRImportFromEPSG(to, 4326) == 0 else { throw library.failure("cannot make WGS 84 (EPSG:4326)") }
        library.OSRSetAxisMappingStrategy(from, GDALLibrary.traditionalGISOrder)
        library.OSRSetAxisMappingStrategy(to, GDALLibrary.traditionalGISOrder)
        if wkid == nil && library.OSRIsSame(from, to) != 0 { return nil }
        library.CPLErrorReset()
        guard let transform = library.OCTNewCoordinateTransformation(from, to) else {
            throw library.failure("PROJ has no transformation to WGS 84")
        }
        return CoordinateTransform(wkid: wkid, handle: Handle(transform, library: library))
    }

    /// The transformation from the spatial reference `source` to `target` (handles the caller
    /// keeps), both in the traditional GIS axis order.
    static func make(from source: GDALLibrary.Handle, to target: GDALLibrary.Handle, library: GDALLibrary,
                     wkid: Int? = nil) throws(GDALError) -> CoordinateTransform {
        guard let from = library.OSRClone(source), let to = library.OSRClone(target) else {
            throw library.failure("cannot make a spatial reference")
        }
        defer { library.OSRRelease(from); library.OSRRelease(to) }
        library.OSRSetAxisMappingStrategy(from, GDALLibrary.traditionalGISOrder)
        library.OSRSetAxisMappingStrategy(to, GDALLibrary.traditionalGISOrder)
        library.CPLErrorReset()
        guard let transform = library.OCTNewCoordinateTransformation(from, to) else {
            throw library.failure("PROJ has no transformation between the spatial references")
        }
        return CoordinateTransform(wkid: wkid, handle: Handle(transform, library: library))
    }

    /// The transformation the other way, from the operation this one chose (`OCTGetInverse`,
    /// GDAL 3.3 and later), or nil where GDAL cannot give it: PROJ's search of its database for
    /// an operation, 120 million instructions for WGS 84 to British National Grid, is then made
    /// once for both directions.
    var inverse: CoordinateTransform? {
        guard let getInverse = handle.library.OCTGetInverse, let pointer = getInverse(handle.pointer) else { return nil }
        return CoordinateTransform(wkid: nil, handle: Handle(pointer, library: handle.library))
    }

    /// The OSR handle of the transformation, for `OGR_G_Transform`.
    var transformation: GDALLibrary.Handle { handle.pointer }

    /// `points` (x, y in the source's units, easting first) as WGS 84 longitudes and latitudes
    /// in degrees, in order; throws `failed` naming the first point PROJ cannot transform.
    public func transform(_ points: [(x: Double, y: Double)]) throws(GDALError) -> [(longitude: Double, latitude: Double)] {
        guard !points.isEmpty else { return [] }
        guard let count = Int32(exactly: points.count) else { throw .failed("too many points to transform at once: \(points.count)") }
        var xs = points.map(\.x), ys = points.map(\.y)
        var zs = [Double](repeating: 0, count: points.count)
        var succeeded = [Int32](repeating: 0, count: points.count)
        let library = handle.library
        library.CPLErrorReset()
        _ = library.OCTTransformEx(handle.pointer, count, &xs, &ys, &zs, &succeeded)
        if let bad = succeeded.firstIndex(of: 0) {
            let message = library.lastError
            throw .failed("cannot transform point \(bad + 1) (\(points[bad].x), \(points[bad].y)) to WGS 84"
                          + (message.isEmpty ? "" : ": \(message)"))
        }
        return (0..<points.count).map { (longitude: xs[$0], latitude: ys[$0]) }
    }

    /// `points` transformed in one call, each nil where PROJ cannot transform it (and every one
    /// nil when there are more than OSR takes at once).
    func transformEach(_ points: [(x: Double, y: Double)]) -> [(x: Double, y: Double)?] {
        guard !points.isEmpty else { return [] }
        guard let count = Int32(exactly: points.count) else { return points.map { _ in nil } }
        var xs = points.map(\.x), ys = points.map(\.y)
        var zs = [Double](repeating: 0, count: points.count)
        var succeeded = [Int32](repeating: 0, count: points.count)
        _ = handle.library.OCTTransformEx(handle.pointer, count, &xs, &ys, &zs, &succeeded)
        return (0..<points.count).map { index in
            succeeded[index] != 0 && xs[index].isFinite && ys[index].isFinite ? (x: xs[index], y: ys[index]) : nil
        }
    }

    /// One point `(x, y)` as a WGS 84 longitude and latitude.
    public func transform(x: Double, y: Double) throws(GDALError) -> (longitude: Double, latitude: Double) {
        try transform([(x: x, y: y)])[0]
    }

    /// An OSR transformation handle, destroyed when the last transform holding it goes.
    private final class Handle {
        let pointer: GDALLibrary.Handle
        let library: GDALLibrary

        init(_ pointer: GDALLibrary.Handle, library: GDALLibrary) {
            self.pointer = pointer
            self.library = library
        }

        deinit { library.OCTDestroyCoordinateTransformation(pointer) }
    }
}
