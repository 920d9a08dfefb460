import MapCore
import Synchronization

/// A picture's projection into a map's own spatial reference (a national grid, a state plane,
/// UTM, a polar stereographic...): each vertex through the spatial reference's
/// `CoordinateTransformer`, which the caller made (MapFiles, through PROJ), so MapDraw does no
/// I/O. The plane is in metres (the spatial reference's x and y times its unit's metres: US feet
/// become metres, degrees of a geographic one become metres at the equator), so a frame's
/// resolution is metres per pixel as in Web Mercator.
///
/// Every vertex a picture projects is kept (`Cache`), so a lake drawn and then labelled, or a
/// river drawn and then named, goes through PROJ once; many vertices go in one call
/// (`project(_:)`). A point PROJ cannot project is NaN, which the drawing leaves out.
public struct GridProjection: Sendable, Equatable {
    /// The spatial reference projected into.
    public let spatialReference: SpatialReference
    /// Metres per unit of the spatial reference's coordinates.
    public let metresPerUnit: Double
    /// The forward and inverse transform.
    let transformer: any CoordinateTransformer
    /// The vertices projected so far.
    private let cache: Cache

    /// The projection into `spatialReference` (one with a definition: not Web Mercator or WGS
    /// 84), or nil when it has none.
    public init?(spatialReference: SpatialReference) {
        guard spatialReference.kind == .other, let definition = spatialReference.definition else { return nil }
        self.init(spatialReference: spatialReference, transformer: definition.transformer, metresPerUnit: definition.unit.metres)
    }

    /// The projection into `spatialReference` through `transformer`, its coordinates
    /// `metresPerUnit` metres each.
    public init(spatialReference: SpatialReference, transformer: any CoordinateTransformer, metresPerUnit: Double) {
        self.spatialReference = spatialReference
        self.transformer = transformer
        self.metresPerUnit = metresPerUnit > 0 && metresPerUnit.isFinite ? metresPerUnit : 1
        cache = Cache()
    }

    /// Projections into the same spatial reference are equal.
    public static func == (a: GridProjection, b: GridProjection) -> Bool {
        a.spatialReference == b.spatialReference && a.metresPerUnit == b.metresPerUnit
    }

    /// The plane point of `latitude`, `longitude`, in metres; NaN when PROJ cannot project it.
    public func project(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
        let key = Key(latitude, longitude)
        if let known = cache.table.withLock({ $0[key] }) { return known }
        let point = (try? transformer.project(latitude: latitude, longitude: longitude))
            .map { (x: $0.x * metresPerUnit, y: $0.y * metresPerUnit) } ?? (x: .nan, y: .nan)
        cache.table.withLock { $0[key] = point }
        return point
    }

    /// The plane points of `points` (longitude first, as the geography stores them), in order;
    /// the ones not projected before go to PROJ in one call.
    func project(_ points: [(lon: Double, lat: Double)]) -> [(x: Double, y: Double)] {
        var result = [(x: Double, y: Double)](repeating: (.nan, .nan), count: points.count)
        var missing: [Int] = []
        cache.table.withLock { table in
            for (index, point) in points.enumerated() {
                if let known = table[Key(point.lat, point.lon)] { result[index] = known } else { missing.append(index) }
            }
        }
        guard !missing.isEmpty else { return result }
        let projected = transformer.project(missing.map { (latitude: points[$0].lat, longitude: points[$0].lon) })
        cache.table.withLock { table in
            for (index, point) in zip(missing, projected) {
                let plane = point.map { (x: $0.x * metresPerUnit, y: $0.y * metresPerUnit) } ?? (x: .nan, y: .nan)
                result[index] = plane
                table[Key(points[index].lat, points[index].lon)] = plane
            }
        }
        return result
    }

    /// The latitude and longitude of the plane point `x`, `y` (metres), or nil when PROJ cannot
    /// invert it.
    public func unproject(x: Double, y: Double) -> (latitude: Double, longitude: Double)? {
        guard x.isFinite, y.isFinite else { return nil }
        guard let point = try? transformer.unproject(x: x / metresPerUnit, y: y / metresPerUnit),
              point.latitude.isFinite, point.longitude.isFinite else { return nil }
        return point
    }

    /// A vertex as the cache knows it: its latitude's and longitude's bits.
    private struct Key: Hashable {
        let latitude: UInt64
        let longitude: UInt64

        init(_ latitude: Double, _ longitude: Double) {
            self.latitude = latitude.bitPattern
            self.longitude = longitude.bitPattern
        }
    }

    /// The vertices projected for one picture (a projection is made per picture).
    private final class Cache: Sendable {
        let table = Mutex<[Key: (x: Double, y: Double)]>([:])
    }
}
