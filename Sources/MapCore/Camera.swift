#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A scene view's camera, as the SDK's `Camera`: a position (WGS 84 latitude and longitude,
/// altitude in metres above the ellipsoid), a heading (degrees clockwise from north, [0, 360)),
/// a pitch (0 looks straight down, 90 at the horizon, up to 180 straight up) and a roll
/// ([0, 360)).
///
/// **What it looks at** (`target`): the first point where the ray from the position along the
/// view direction meets the WGS 84 ellipsoid (height 0; there is no terrain). The direction in
/// the local east-north-up frame at the camera is `(sin p sin h, sin p cos h, −cos p)`; roll
/// turns the picture about that ray and does not move it. A ray at or above the horizon meets
/// nothing: `target` is nil.
///
/// **From a 2D viewpoint** (`init(above:in:)`): as the SDK does when a scene view is given a
/// viewpoint with a centre and a scale, the camera is placed straight above the centre, looking
/// down (pitch 0, roll 0), heading = the viewpoint's rotation, at the altitude where the view's
/// height shows the ground the scale shows: the ground height `G = H × scale × 0.0254 / 96`
/// metres (H the view's height in pixels at 96 DPI) fills the vertical field of view φ, so
/// `altitude = G / (2 tan(φ / 2))`. φ = `verticalFieldOfView` = 60° is an assumption of
/// MapCore (the SDK does not publish its default); with it `altitude = 0.866 × G`.
/// **Back to a viewpoint** (`viewpoint(in:)`) inverts that with the distance d to the target
/// in place of the altitude: centre = the target (the point straight below when the camera
/// sees no ground), `scale = 2 d tan(φ / 2) / (H × 0.0254 / 96)`, rotation = heading.
public struct Camera: Hashable, Sendable {
    /// The latitude in degrees, [-90, 90].
    public private(set) var latitude: Double
    /// The longitude in degrees, [-180, 180].
    public private(set) var longitude: Double
    /// The height above the ellipsoid in metres, in `altitudeRange`.
    public private(set) var altitude: Double
    /// Degrees clockwise from north, [0, 360).
    public private(set) var heading: Double
    /// 0 straight down ... 90 horizon ... 180 straight up.
    public private(set) var pitch: Double
    /// Degrees, [0, 360).
    public private(set) var roll: Double

    /// The altitudes accepted: from 11 km below the ellipsoid (the deepest ocean) to
    /// 100,000 km above it.
    public static let altitudeRange: ClosedRange<Double> = -11_000...100_000_000
    /// The vertical field of view assumed for scale and altitude, in degrees: 60.
    public static let verticalFieldOfView = 60.0

    /// A camera; throws `latitudeOutOfRange`, `longitudeOutOfRange`, `invalidAltitude`,
    /// `invalidPitch` (outside [0, 180]) or `invalidAngle` (heading or roll not finite;
    /// others are normalised into [0, 360)).
    public init(
        latitude: Double, longitude: Double, altitude: Double, heading: Double = 0, pitch: Double = 0, roll: Double = 0
    ) throws(MapError) {
        try GeodesicPosition.check(latitude: latitude, longitude: longitude)
        guard Self.altitudeRange.contains(altitude) else { throw .camera(.invalidAltitude(altitude)) }
        guard pitch >= 0 && pitch <= 180 else { throw .camera(.invalidPitch(pitch)) }
        self.latitude = latitude
        self.longitude = longitude
        self.altitude = altitude + 0
        self.heading = try Self.angle(heading)
        self.pitch = pitch + 0
        self.roll = try Self.angle(roll)
    }

    /// The camera straight above `viewpoint`'s centre at the altitude that shows its scale in
    /// `view` (see the type's notes).
    public init(above viewpoint: Viewpoint, in view: View) {
        latitude = viewpoint.latitude
        longitude = viewpoint.longitude
        altitude = min(Self.distance(showingScale: viewpoint.scale, in: view), Self.altitudeRange.upperBound)
        heading = viewpoint.rotation
        pitch = 0
        roll = 0
    }

    /// The position as a geodesic position.
    public var position: GeodesicPosition { GeodesicPosition(unchecked: latitude, longitude) }

    /// The viewpoint this camera shows in `view` (see the type's notes).
    public func viewpoint(in view: View) -> Viewpoint {
        let sight = self.sight
        let centre = sight?.target ?? position
        let distance = max(sight?.distance ?? altitude, 1e-3)
        let longitude = centre.longitude == 180 ? 180 : Projection.wrapLongitude(centre.longitude)
        return Viewpoint(unchecked: centre.latitude, longitude, Self.scale(atDistance: distance, in: view), heading)
    }

    /// The distance in metres at which the view's height shows the ground of `scale`.
    public static func distance(showingScale scale: Double, in view: View) -> Double {
        let ground = Double(view.height) * View.resolution(atScale: scale)
        return ground / (2 * tan(verticalFieldOfView / 2 * Double.pi / 180))
    }

    /// The scale the view shows from `distance` metres (the inverse of `distance(showingScale:in:)`).
    public static func scale(atDistance distance: Double, in view: View) -> Double {
        let ground = 2 * distance * tan(verticalFieldOfView / 2 * Double.pi / 180)
        return ground / Double(view.height) * View.dpi / View.metresPerInch
    }

    static func angle(_ degrees: Double) throws(MapError) -> Double {
        guard degrees.isFinite else { throw .camera(.invalidAngle(degrees)) }
        return try Viewpoint.normalized(rotation: degrees)
    }

    init(unchecked latitude: Double, _ longitude: Double, _ altitude: Double, _ heading: Double, _ pitch: Double, _ roll: Double) {
        self.latitude = latitude
        self.longitude = longitude
        self.altitude = altitude
        self.heading = heading
        self.pitch = pitch
        self.roll = roll
    }
}
