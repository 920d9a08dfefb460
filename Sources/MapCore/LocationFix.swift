/// One position report of the location data source: where (WGS 84), which way it moves
/// (course) and points (heading), how fast, and when.
///
/// Directions are degrees clockwise from north, normalised to [0, 360); speed is metres per
/// second; time is seconds from the start of the track it belongs to (nil for a fix fed by
/// hand or a track without times). Any of them may be unknown (nil).
public struct LocationFix: Hashable, Sendable {
    /// The position; longitude in [-180, 180].
    public let position: GeodesicPosition
    /// The direction of travel, in [0, 360), or nil.
    public let course: Double?
    /// The direction the device points (its compass heading), in [0, 360), or nil.
    public let heading: Double?
    /// The speed in metres per second (>= 0), or nil.
    public let speed: Double?
    /// Seconds since the track's first fix, or nil.
    public let time: Double?

    /// A fix; throws `latitudeOutOfRange`/`longitudeOutOfRange` (longitude must be in
    /// [-180, 180]), `invalidDirection` for a non-finite course or heading (others are
    /// normalised: -90 is 270), `invalidSpeed` for a negative or non-finite speed,
    /// `invalidTime` for a non-finite time.
    public init(
        latitude: Double, longitude: Double, course: Double? = nil, heading: Double? = nil,
        speed: Double? = nil, time: Double? = nil
    ) throws(MapError) {
        try GeodesicPosition.check(longitude: longitude)
        position = try GeodesicPosition(latitude: latitude, longitude: longitude)
        self.course = try Self.direction(course)
        self.heading = try Self.direction(heading)
        if let speed, !(speed.isFinite && speed >= 0) { throw .location(.invalidSpeed(speed)) }
        self.speed = speed.map { $0 + 0 }
        if let time, !time.isFinite { throw .location(.invalidTime(time)) }
        self.time = time
    }

    init(position: GeodesicPosition, course: Double?, heading: Double?, speed: Double?, time: Double?) {
        self.position = position
        self.course = course
        self.heading = heading
        self.speed = speed
        self.time = time
    }

    /// The latitude in degrees.
    public var latitude: Double { position.latitude }
    /// The longitude in degrees.
    public var longitude: Double { position.longitude }

    /// This fix with another time (seconds), as a track re-bases its times.
    func with(time: Double?) -> LocationFix {
        LocationFix(position: position, course: course, heading: heading, speed: speed, time: time)
    }

    /// This fix with course and heading filled in where unknown (see `LocationDisplay`).
    func with(course: Double?, heading: Double?) -> LocationFix {
        LocationFix(position: position, course: course, heading: heading, speed: speed, time: time)
    }

    private static func direction(_ degrees: Double?) throws(MapError) -> Double? {
        guard let degrees else { return nil }
        guard degrees.isFinite else { throw .location(.invalidDirection(degrees)) }
        return try Viewpoint.normalized(rotation: degrees)
    }
}
