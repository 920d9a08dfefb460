/// A box of longitudes and latitudes in WGS 84 degrees, as a layer's features give them (no
/// wrapping at the antimeridian: west is the smallest longitude, east the largest).
public struct FeatureBounds: Hashable, Sendable {
    /// The smallest longitude.
    public var west: Double
    /// The smallest latitude.
    public var south: Double
    /// The largest longitude.
    public var east: Double
    /// The largest latitude.
    public var north: Double

    /// The box with these edges.
    public init(west: Double, south: Double, east: Double, north: Double) {
        self.west = west
        self.south = south
        self.east = east
        self.north = north
    }

    /// The box of one position.
    public init(_ position: GeodesicPosition) {
        self.init(west: position.longitude, south: position.latitude, east: position.longitude, north: position.latitude)
    }

    /// Grows the box to hold `position`.
    public mutating func include(_ position: GeodesicPosition) {
        west = min(west, position.longitude)
        east = max(east, position.longitude)
        south = min(south, position.latitude)
        north = max(north, position.latitude)
    }

    /// Grows the box to hold `other`.
    public mutating func include(_ other: FeatureBounds) {
        west = min(west, other.west)
        east = max(east, other.east)
        south = min(south, other.south)
        north = max(north, other.north)
    }

    /// Whether the boxes share a point.
    public func intersects(_ other: FeatureBounds) -> Bool {
        west <= other.east && other.west <= east && south <= other.north && other.south <= north
    }

    /// The box as an extent in WGS 84 (x longitude, y latitude).
    public var extent: Extent {
        Extent(xmin: west, ymin: south, xmax: east, ymax: north, spatialReference: .wgs84)
    }
}
