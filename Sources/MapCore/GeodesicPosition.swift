/// A position on the ellipsoid: latitude and longitude in degrees.
///
/// The validating initialiser guarantees a latitude in [-90, 90] and a finite longitude; the
/// longitude is kept as given (370 and 10 name the same meridian). `check(latitude:)` and
/// `check(longitude:)` are the one home of the coordinate range checks: a latitude in
/// [-90, 90], a longitude as scripts and files give it in [-180, 180].
public struct GeodesicPosition: Hashable, Sendable {
    /// The latitude in degrees, in [-90, 90], north positive.
    public let latitude: Double
    /// The longitude in degrees, finite, east positive.
    public let longitude: Double

    /// The position at `latitude`, `longitude` (degrees); throws `latitudeOutOfRange` unless the
    /// latitude is in [-90, 90] and `longitudeOutOfRange` unless the longitude is finite.
    public init(latitude: Double, longitude: Double) throws(MapError) {
        try Self.check(latitude: latitude)
        guard longitude.isFinite else { throw .longitudeOutOfRange(longitude) }
        self.init(unchecked: latitude, longitude)
    }

    init(unchecked latitude: Double, _ longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    // MARK: - Ranges

    /// Throws `latitudeOutOfRange` unless `latitude` is in [-90, 90] (not-a-number is not).
    public static func check(latitude: Double) throws(MapError) {
        guard latitude >= -90 && latitude <= 90 else { throw .latitudeOutOfRange(latitude) }
    }

    /// Throws `longitudeOutOfRange` unless `longitude` is in [-180, 180] (not-a-number is not).
    public static func check(longitude: Double) throws(MapError) {
        guard longitude >= -180 && longitude <= 180 else { throw .longitudeOutOfRange(longitude) }
    }

    /// Whether `latitude` and `longitude` are in range (what `check(latitude:longitude:)`
    /// accepts), without an error.
    @inlinable
    public static func isInRange(latitude: Double, longitude: Double) -> Bool {
        latitude >= -90 && latitude <= 90 && longitude >= -180 && longitude <= 180
    }

    /// Throws as `check(latitude:)`, then as `check(longitude:)`.
    public static func check(latitude: Double, longitude: Double) throws(MapError) {
        try check(latitude: latitude)
        try check(longitude: longitude)
    }
}
