/// A box of latitudes and longitudes holding a stretch of a geodesic (or of a path drawn
/// straight between two of its points): what a caller needs to tell whether the stretch can
/// show in a view.
///
/// Longitudes run on without wrapping (the box may pass 180 or -180); the stretch lies in
/// the box or in a copy of it shifted by whole turns of 360 degrees, so a view must test
/// every such copy. A box 360 degrees wide or more says nothing of the longitude.
public struct GeodesicBounds: Hashable, Sendable {
    /// The southernmost latitude, degrees.
    public var minLatitude: Double
    /// The northernmost latitude, degrees.
    public var maxLatitude: Double
    /// The westernmost longitude, degrees, not wrapped.
    public var minLongitude: Double
    /// The easternmost longitude, degrees, not wrapped (at least `minLongitude`).
    public var maxLongitude: Double

    /// The box from `minLatitude` to `maxLatitude` and `minLongitude` to `maxLongitude`.
    public init(minLatitude: Double, maxLatitude: Double, minLongitude: Double, maxLongitude: Double) {
        self.minLatitude = minLatitude
        self.maxLatitude = maxLatitude
        self.minLongitude = minLongitude
        self.maxLongitude = maxLongitude
    }
}
