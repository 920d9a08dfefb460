/// The solution of the direct problem: where a geodesic from a start position along an azimuth
/// arrives after a distance.
public struct GeodesicDirect: Hashable, Sendable {
    /// The position reached; its longitude in [-180, 180).
    public let position: GeodesicPosition
    /// The forward azimuth on arrival, in degrees clockwise from north, in [-180, 180].
    public let azimuth: Double

    /// A solution arriving at `position` with forward azimuth `azimuth` (degrees).
    public init(position: GeodesicPosition, azimuth: Double) {
        self.position = position
        self.azimuth = azimuth
    }
}
