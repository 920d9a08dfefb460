/// A box of longitudes and latitudes in degrees, for choosing the geography a picture shows.
/// Longitudes may run past ±180 (a view across the antimeridian): boxes meet when they do in
/// some copy of the world.
struct GeoBox: Hashable, Sendable {
    /// The western edge, degrees east.
    var west: Double
    /// The southern edge, degrees north.
    var south: Double
    /// The eastern edge, degrees east (at least `west`).
    var east: Double
    /// The northern edge, degrees north.
    var north: Double

    /// Whether the two boxes overlap in some copy of the world (every 360 degrees).
    func meets(_ other: GeoBox) -> Bool {
        guard south <= other.north && other.south <= north else { return false }
        if east - west >= 360 || other.east - other.west >= 360 { return true }
        // The whole numbers of worlds k with west + 360k <= other.east and east + 360k >= other.west.
        return ((other.west - east) / 360).rounded(.up) <= ((other.east - west) / 360).rounded(.down)
    }
}
