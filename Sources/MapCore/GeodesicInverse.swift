/// The solution of the inverse problem: the shortest geodesic between two positions.
public struct GeodesicInverse: Hashable, Sendable {
    /// The length of the geodesic, in metres (0 for coincident positions).
    public let distance: Double
    /// The forward azimuth at the start, in degrees clockwise from north, in [-180, 180].
    public let azimuth1: Double
    /// The forward azimuth at the end (the direction of travel on arrival), in degrees
    /// clockwise from north, in [-180, 180].
    public let azimuth2: Double

    /// A solution with the given distance (metres) and azimuths (degrees).
    public init(distance: Double, azimuth1: Double, azimuth2: Double) {
        self.distance = distance
        self.azimuth1 = azimuth1
        self.azimuth2 = azimuth2
    }
}
