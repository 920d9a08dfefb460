import MapCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a picture lays the globe on the plane: Web Mercator for a map in Web Mercator (and by
/// default), plate carrée (equirectangular: longitude and latitude times the equatorial metres
/// per degree) for a map in WGS 84, as ArcGIS draws a geographic map. Both keep the order of
/// latitudes and of longitudes, and the world is `MapFrame.worldWidth` wide in both.
public enum MapProjection: Sendable, Equatable {
    /// Web Mercator (EPSG:3857).
    case webMercator
    /// Plate carrée of WGS 84 (EPSG:4326 drawn in degrees).
    case plateCarree

    /// The projection a picture of a map in `spatialReference` uses.
    public init(spatialReference: SpatialReference?) {
        self = spatialReference?.kind == .wgs84 ? .plateCarree : .webMercator
    }

    /// The plane point of `latitude`, `longitude`, in metres.
    public func project(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
        switch self {
        case .webMercator: Projection.webMercator(latitude: latitude, longitude: longitude)
        case .plateCarree: (longitude * Projection.metresPerDegree, latitude * Projection.metresPerDegree)
        }
    }

    /// The latitude at plane height `y`.
    public func latitude(atY y: Double) -> Double {
        switch self {
        case .webMercator: Projection.geographic(x: 0, y: y).latitude
        case .plateCarree: y / Projection.metresPerDegree
        }
    }

    /// The highest latitude drawn: Web Mercator's square stops at 85.05 degrees.
    public var maxLatitude: Double {
        switch self {
        case .webMercator: Projection.maxLatitude
        case .plateCarree: 90
        }
    }

    /// The ground metres one plane metre spans at height `y` along a meridian (what a scale
    /// bar measures): Web Mercator stretches both ways by 1 / cos(latitude); plate carrée keeps
    /// meridians true.
    public func groundScale(atY y: Double) -> Double {
        switch self {
        case .webMercator: cos(latitude(atY: y) * Double.pi / 180)
        case .plateCarree: 1
        }
    }
}
