#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Projection between WGS 84 latitude/longitude and a spatial reference: Web Mercator and WGS 84
/// natively, any other through its definition's `CoordinateTransformer` (PROJ, from MapFiles).
///
/// Web Mercator uses the sphere of radius 6378137 m (EPSG:3857):
/// `x = R * lon_rad`, `y = R * ln(tan(pi/4 + lat_rad/2))` (computed as `R * asinh(tan(lat_rad))`),
/// and back `lon = x / R`, `lat = atan(sinh(y / R))`.
/// Latitudes beyond `maxLatitude` are clamped to it before projecting (the poles are at
/// infinity; web maps stop at +-85.0511287798, where the world is a square). WGS 84 is the
/// identity: x is the longitude, y the latitude.
public enum Projection {
    /// The Web Mercator sphere's radius, in metres (the WGS 84 semi-major axis).
    public static let radius = 6378137.0
    /// The latitude where Web Mercator's world becomes square: +-85.0511287798 degrees.
    public static let maxLatitude = 85.0511287798
    /// Metres per degree of longitude along the equator: 2 * pi * 6378137 / 360.
    public static let metresPerDegree = 2 * Double.pi * radius / 360

    private static let radiansPerDegree = Double.pi / 180

    /// The point at `latitude`, `longitude` (degrees) in `spatialReference`; latitude clamped to
    /// +-`maxLatitude` for Web Mercator. Throws `noProjection` for a generic reference without a
    /// definition, and the transformer's `transformFailed` when it cannot project the point.
    public static func project(
        latitude: Double, longitude: Double, to spatialReference: SpatialReference
    ) throws(MapError) -> MapPoint {
        switch spatialReference.kind {
        case .webMercator:
            let (x, y) = webMercator(latitude: latitude, longitude: longitude)
            return MapPoint(x: x, y: y, spatialReference: spatialReference)
        case .wgs84:
            return MapPoint(x: longitude, y: latitude, spatialReference: spatialReference)
        case .other:
            guard let definition = spatialReference.definition else { throw .noProjection(spatialReference) }
            do {
                let (x, y) = try definition.transformer.project(latitude: latitude, longitude: longitude)
                return MapPoint(x: x, y: y, spatialReference: spatialReference)
            } catch {
                throw error.naming(spatialReference)
            }
        }
    }

    /// The latitude and longitude (degrees) of `point`; longitude not wrapped (see
    /// `wrapLongitude`). Throws `noProjection` for a generic reference without a definition.
    public static func unproject(_ point: MapPoint) throws(MapError) -> (latitude: Double, longitude: Double) {
        switch point.spatialReference.kind {
        case .webMercator: return geographic(x: point.x, y: point.y)
        case .wgs84: return (point.y, point.x)
        case .other:
            guard let definition = point.spatialReference.definition else { throw .noProjection(point.spatialReference) }
            do { return try definition.transformer.unproject(x: point.x, y: point.y) } catch {
                throw error.naming(point.spatialReference)
            }
        }
    }

    /// Web Mercator x and y (metres) of a latitude/longitude, latitude clamped to +-`maxLatitude`.
    public static func webMercator(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
        let lat = clampLatitude(latitude) * radiansPerDegree
        // y = R ln(tan(pi/4 + lat/2)) written as R asinh(tan(lat)), and x as R (lon pi/180) in
        // this order: the forms PROJ's spherical Mercator uses, so results match it to the last
        // digit (the brief's reference values), not just to 1e-9 m.
        return (radius * (longitude * radiansPerDegree), radius * asinh(tan(lat)))
    }

    /// The latitude and longitude (degrees) of Web Mercator x and y (metres); longitude not wrapped.
    public static func geographic(x: Double, y: Double) -> (latitude: Double, longitude: Double) {
        let lat = atan(sinh(y / radius))  // = 2 atan(exp(y/R)) - pi/2, as PROJ inverts it
        return (lat / radiansPerDegree, x / radius / radiansPerDegree)
    }

    /// `latitude` limited to [-`maxLatitude`, `maxLatitude`].
    public static func clampLatitude(_ latitude: Double) -> Double {
        min(max(latitude, -maxLatitude), maxLatitude)
    }

    /// `longitude` brought into [-180, 180) by whole turns; 180 becomes -180. Non-finite values
    /// are returned as they are.
    public static func wrapLongitude(_ longitude: Double) -> Double {
        guard longitude.isFinite else { return longitude }
        if longitude >= -180 && longitude < 180 { return longitude }
        var wrapped = fmod(longitude + 180, 360)
        if wrapped < 0 { wrapped += 360 }
        return wrapped - 180
    }
}

extension MapError {
    /// A transformer's `transformFailed` without its spatial reference given `reference`.
    func naming(_ reference: SpatialReference) -> MapError {
        if case .transformFailed(nil, let reason) = self { return .transformFailed(reference, reason: reason) }
        return self
    }
}
