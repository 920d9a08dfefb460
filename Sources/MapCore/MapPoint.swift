/// A point in a spatial reference's own units: metres for Web Mercator, degrees
/// (x = longitude, y = latitude) for WGS 84.
public struct MapPoint: Hashable, Sendable {
    /// The easting (Web Mercator metres) or longitude (WGS 84 degrees).
    public var x: Double
    /// The northing (Web Mercator metres) or latitude (WGS 84 degrees).
    public var y: Double
    /// The spatial reference the coordinates are in.
    public var spatialReference: SpatialReference

    /// A point at `x`, `y` in `spatialReference`.
    public init(x: Double, y: Double, spatialReference: SpatialReference) {
        self.x = x
        self.y = y
        self.spatialReference = spatialReference
    }
}
