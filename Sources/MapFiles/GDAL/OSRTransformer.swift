import MapCore
import Synchronization

/// MapCore's `CoordinateTransformer` through GDAL's OSR (PROJ): two OSR transformations, WGS 84
/// to the spatial reference and back, both in the traditional GIS axis order
/// (`OAMS_TRADITIONAL_GIS_ORDER`: longitude or easting first). GDAL's transformations are for one
/// thread at a time, so calls are serialised by a lock; the handles are freed with the object.
///
/// The transformations are made at the first call, not with the transformer: PROJ's search of
/// its database for the operation (`OCTNewCoordinateTransformation`, 140 million instructions for
/// WGS 84 to British National Grid, more than a third of a map's start in its grid) is then paid
/// only by a session that projects a point; `map new wkid 27700` followed by bookmarks, `goto`
/// and `zoom` never does. A spatial reference that is neither projected nor geographic (a local
/// one), which PROJ cannot transform to WGS 84, is refused at once.
final class OSRTransformer: CoordinateTransformer, @unchecked Sendable {
    /// The two ways, once made.
    private struct Transforms {
        /// WGS 84 to the spatial reference.
        let forward: CoordinateTransform
        /// The spatial reference to WGS 84.
        let inverse: CoordinateTransform
    }

    /// The spatial reference (a clone of the caller's, released with the transformer).
    private let source: GDALLibrary.Handle
    private let library: GDALLibrary
    /// The transformations (nil until the first call), or why PROJ could not make them; read
    /// and made under `lock` only.
    private var transforms: Result<Transforms, GDALError>?
    /// Serialises the calls into OSR.
    private let lock = Mutex(())

    /// The transformer of the OSR spatial reference `source` (a handle the caller keeps).
    init(_ source: GDALLibrary.Handle, library: GDALLibrary) throws(GDALError) {
        guard library.OSRIsProjected(source) != 0 || library.OSRIsGeographic(source) != 0 else {
            throw .failed("the spatial reference is neither projected nor geographic: PROJ cannot transform it to WGS 84")
        }
        guard let clone = library.OSRClone(source) else { throw library.failure("cannot make a spatial reference") }
        self.source = clone
        self.library = library
    }

    deinit { library.OSRRelease(source) }

    /// The transformations, made first if need be (or why they could not be); call it under
    /// the lock.
    private func madeTransforms() -> Result<Transforms, GDALError> {
        if let transforms { return transforms }
        let made = Result { () throws(GDALError) in try makeTransforms() }
        transforms = made
        return made
    }

    private func makeTransforms() throws(GDALError) -> Transforms {
        guard let wgs84 = library.OSRNewSpatialReference(nil) else { throw library.failure("cannot make a spatial reference") }
        defer { library.OSRRelease(wgs84) }
        guard library.OSRImportFromEPSG(wgs84, 4326) == 0 else { throw library.failure("cannot make WGS 84 (EPSG:4326)") }
        let forward = try CoordinateTransform.make(from: wgs84, to: source, library: library)
        if let inverse = forward.inverse { return Transforms(forward: forward, inverse: inverse) }
        return Transforms(forward: forward, inverse: try CoordinateTransform.make(from: source, to: wgs84, library: library))
    }

    func project(latitude: Double, longitude: Double) throws(MapError) -> (x: Double, y: Double) {
        let result = lock.withLock { _ in madeTransforms().map { made in try? made.forward.transform(x: longitude, y: latitude) } }
        guard case .success(let point?) = result else {
            throw .transformFailed(nil, reason: "PROJ cannot transform latitude \(latitude), longitude \(longitude)" + Self.why(result))
        }
        return (point.longitude, point.latitude)
    }

    func unproject(x: Double, y: Double) throws(MapError) -> (latitude: Double, longitude: Double) {
        let result = lock.withLock { _ in madeTransforms().map { made in try? made.inverse.transform(x: x, y: y) } }
        guard case .success(let point?) = result else {
            throw .transformFailed(nil, reason: "PROJ cannot transform x \(x), y \(y)" + Self.why(result))
        }
        return (point.latitude, point.longitude)
    }

    func project(_ points: [(latitude: Double, longitude: Double)]) -> [(x: Double, y: Double)?] {
        let lonLat = points.map { (x: $0.longitude, y: $0.latitude) }
        return lock.withLock { _ in
            guard case .success(let made) = madeTransforms() else { return points.map { _ in nil } }
            return made.forward.transformEach(lonLat)
        }
    }

    /// `: why` when the transformations could not be made; nothing for a point PROJ could not
    /// transform.
    private static func why<T>(_ result: Result<T, GDALError>) -> String {
        if case .failure(let error) = result { return ": \(error)" }
        return ""
    }
}
