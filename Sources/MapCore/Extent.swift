/// An axis-aligned rectangle in a spatial reference's own units.
public struct Extent: Hashable, Sendable {
    /// The smallest x (west edge).
    public var xmin: Double
    /// The smallest y (south edge).
    public var ymin: Double
    /// The largest x (east edge).
    public var xmax: Double
    /// The largest y (north edge).
    public var ymax: Double
    /// The spatial reference the coordinates are in.
    public var spatialReference: SpatialReference

    /// An extent with these edges in `spatialReference`.
    public init(xmin: Double, ymin: Double, xmax: Double, ymax: Double, spatialReference: SpatialReference) {
        self.xmin = xmin
        self.ymin = ymin
        self.xmax = xmax
        self.ymax = ymax
        self.spatialReference = spatialReference
    }

    /// `xmax - xmin`.
    public var width: Double { xmax - xmin }
    /// `ymax - ymin`.
    public var height: Double { ymax - ymin }
    /// The extent with corners `a` and `b` (in any order) in `spatialReference`: the smallest
    /// rectangle holding both.
    public init(corner a: MapPoint, _ b: MapPoint) {
        self.init(xmin: min(a.x, b.x), ymin: min(a.y, b.y), xmax: max(a.x, b.x), ymax: max(a.y, b.y),
                  spatialReference: a.spatialReference)
    }

    /// The centre point.
    public var center: MapPoint {
        MapPoint(x: (xmin + xmax) / 2, y: (ymin + ymax) / 2, spatialReference: spatialReference)
    }
}
