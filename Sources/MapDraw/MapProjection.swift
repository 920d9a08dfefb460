import MapCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a picture lays the globe on the plane: Web Mercator for a map in Web Mercator (and by
/// default), plate carrée (equirectangular: longitude and latitude times the equatorial metres
/// per degree) for a map in WGS 84, as ArcGIS draws a geographic map. Both keep the order of
/// latitudes and of longitudes, and the world is `MapFrame.worldWidth` wide in both. A map in
/// any other spatial reference PROJ knows is drawn in it (`grid`: a national grid, UTM, a polar
/// stereographic...), where neither order holds and the world does not repeat.
public enum MapProjection: Sendable, Equatable {
    /// Web Mercator (EPSG:3857).
    case webMercator
    /// Plate carrée of WGS 84 (EPSG:4326 drawn in degrees).
    case plateCarree
    /// The map's own spatial reference, through its transformer.
    case grid(GridProjection)

    /// The projection a picture of a map in `spatialReference` uses: its own when it has a
    /// definition (a fresh vertex cache for each picture), else Web Mercator.
    public init(spatialReference: SpatialReference?) {
        if let spatialReference, let grid = GridProjection(spatialReference: spatialReference) {
            self = .grid(grid)
        } else {
            self = spatialReference?.kind == .wgs84 ? .plateCarree : .webMercator
        }
    }

    /// The projection into the map's own spatial reference, or nil for Web Mercator and plate
    /// carrée.
    public var grid: GridProjection? {
        if case .grid(let grid) = self { return grid }
        return nil
    }

    /// The plane point of `latitude`, `longitude`, in metres.
    public func project(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
        switch self {
        case .webMercator: Projection.webMercator(latitude: latitude, longitude: longitude)
        case .plateCarree: (longitude * Projection.metresPerDegree, latitude * Projection.metresPerDegree)
        case .grid(let grid): grid.project(latitude: latitude, longitude: longitude)
        }
    }

    /// The latitude at plane height `y` (for a grid: on the plane's y axis, x = 0; a grid
    /// picture asks its frame's `geographicBox` instead).
    public func latitude(atY y: Double) -> Double {
        switch self {
        case .webMercator: Projection.geographic(x: 0, y: y).latitude
        case .plateCarree: y / Projection.metresPerDegree
        case .grid(let grid): grid.unproject(x: 0, y: y)?.latitude ?? (y < 0 ? -90 : 90)
        }
    }

    /// The highest latitude drawn: Web Mercator's square stops at 85.05 degrees.
    public var maxLatitude: Double {
        switch self {
        case .webMercator: Projection.maxLatitude
        case .plateCarree, .grid: 90
        }
    }

    /// The ground metres one plane metre spans at height `y` along a meridian (what a scale
    /// bar measures): Web Mercator stretches both ways by 1 / cos(latitude); plate carrée keeps
    /// meridians true; a grid's scale factor is measured by its frame (`MapFrame.groundResolution`),
    /// 1 here.
    public func groundScale(atY y: Double) -> Double {
        switch self {
        case .webMercator: cos(latitude(atY: y) * Double.pi / 180)
        case .plateCarree, .grid: 1
        }
    }
}
