extension SpatialReference {
    /// Where a coordinate reference system is meant to be used, as its authority (EPSG, through
    /// PROJ) gives it: a box of WGS 84 longitudes and latitudes and the area's name. Outside it a
    /// projection still computes, with growing distortion, or folds.
    public struct AreaOfUse: Hashable, Sendable {
        /// The box's western edge, degrees east; greater than `east` when the box crosses the
        /// antimeridian.
        public var west: Double
        /// The box's southern edge, degrees north.
        public var south: Double
        /// The box's eastern edge, degrees east.
        public var east: Double
        /// The box's northern edge, degrees north.
        public var north: Double
        /// The area's name (`UK - Britain and UKCS 49°45'N to 61°N, 9°W to 2°E`).
        public var name: String

        /// An area of use.
        public init(west: Double, south: Double, east: Double, north: Double, name: String) {
            self.west = west
            self.south = south
            self.east = east
            self.north = north
            self.name = name
        }

        /// Whether the point at `latitude`, `longitude` lies in the box (edges included).
        public func contains(latitude: Double, longitude: Double) -> Bool {
            guard latitude >= south && latitude <= north else { return false }
            let lon = Projection.wrapLongitude(longitude)
            if west <= east { return (lon >= west && lon <= east) || (east >= 180 && lon == -180) }
            return lon >= west || lon <= east
        }
    }
}
