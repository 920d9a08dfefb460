import MapCore
import Synchronization

/// MapCore's `CoordinateTransformer` through GDAL's OSR (PROJ): two OSR transformations, WGS 84
/// to the spatial reference and back, both in the traditional GIS axis order
/// (`OAMS_TRADITIONAL_GIS_ORDER`: longitude or easting first). GDAL's transformations are for one
/// thread at a time, so calls are serialised by a lock; the handles are freed with the object.
final class OSRTransformer: CoordinateTransformer, @unchecked Sendable {
    /// WGS 84 to the spatial reference.
    private let forward: CoordinateTransform
    /// The spatial reference to WGS 84.
    private let inverse: CoordinateTransform
    /// Serialises the calls into OSR.
    private let lock = Mutex(())

    /// The transformer of the OSR spatial reference `source` (a handle the caller keeps).
    init(_ source: GDALLibrary.Handle, library: GDALLibrary) throws(GDALError) {
        guard let wgs84 = library.OSRNewSpatialReference(nil) else { throw library.failure("cannot make a spatial reference") }
        defer { library.OSRRelease(wgs84) }
        guard library.OSRImportFromEPSG(wgs84, 4326) == 0 else { throw library.failure("cannot make WGS 84 (EPSG:4326)") }
        forward = try CoordinateTransform.make(from: wgs84, to: source, library: library)
        if let inverse = forward.inverse {
            self.inverse = inverse
        } else {
            inverse = try CoordinateTransform.make(from: source, to: wgs84, library: library)
        }
    }

    func project(latitude: Double, longitude: Double) throws(MapError) -> (x: Double, y: Double) {
        let result = lock.withLock { _ in Result { () throws(GDALError) in try forward.transform(x: longitude, y: latitude) } }
        switch result {
        case .success(let point): return (point.longitude, point.latitude)
        case .failure: throw .transformFailed(nil, reason: "PROJ cannot transform latitude \(latitude), longitude \(longitude)")
        }
    }

    func unproject(x: Double, y: Double) throws(MapError) -> (latitude: Double, longitude: Double) {
        let result = lock.withLock { _ in Result { () throws(GDALError) in try inverse.transform(x: x, y: y) } }
        switch result {
        case .success(let point): return (point.latitude, point.longitude)
        case .failure: throw .transformFailed(nil, reason: "PROJ cannot transform x \(x), y \(y)")
        }
    }

    func project(_ points: [(latitude: Double, longitude: Double)]) -> [(x: Double, y: Double)?] {
        let lonLat = points.map { (x: $0.longitude, y: $0.latitude) }
        return lock.withLock { _ in forward.transformEach(lonLat) }
    }
}
