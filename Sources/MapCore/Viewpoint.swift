#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a map view looks: a centre (WGS 84 degrees), a scale (the N of 1:N) and a rotation
/// (degrees clockwise, normalised to [0, 360)).
///
/// The validating initialiser guarantees the invariants, so a `Viewpoint` value is always valid.
public struct Viewpoint: Hashable, Sendable {
    /// The centre's latitude, in [-90, 90].
    public internal(set) var latitude: Double
    /// The centre's longitude, in [-180, 180].
    public private(set) var longitude: Double
    /// The scale: the N of 1:N, finite and greater than 0.
    public private(set) var scale: Double
    /// The rotation in degrees clockwise, in [0, 360).
    public private(set) var rotation: Double

    /// World scale: Web Mercator level 0 with 256-pixel tiles at 96 DPI (591657527.591555).
    public static let worldScale = 591657527.591555

    /// The whole world: centre 0,0 at world scale, rotation 0.
    public static let world = Viewpoint(unchecked: 0, 0, worldScale, 0)

    /// A viewpoint centred on `latitude`, `longitude` at `scale`, rotated by `rotation` degrees
    /// (normalised: -90 becomes 270, 360 becomes 0, 725 becomes 5).
    public init(latitude: Double, longitude: Double, scale: Double, rotation: Double = 0) throws(MapError) {
        try GeodesicPosition.check(latitude: latitude, longitude: longitude)
        try Self.check(scale: scale)
        self.init(unchecked: latitude, longitude, scale, try Self.normalized(rotation: rotation))
    }

    init(unchecked latitude: Double, _ longitude: Double, _ scale: Double, _ rotation: Double) {
        self.latitude = latitude
        self.longitude = longitude
        self.scale = scale
        self.rotation = rotation
    }

    // MARK: - Changing one part

    /// This viewpoint with another scale.
    public func with(scale: Double) throws(MapError) -> Viewpoint {
        try Self.check(scale: scale)
        return Viewpoint(unchecked: latitude, longitude, scale, rotation)
    }

    /// This viewpoint with another rotation (normalised).
    public func with(rotation: Double) throws(MapError) -> Viewpoint {
        Viewpoint(unchecked: latitude, longitude, scale, try Self.normalized(rotation: rotation))
    }

    /// This viewpoint with another centre, keeping scale and rotation.
    public func with(latitude: Double, longitude: Double) throws(MapError) -> Viewpoint {
        try GeodesicPosition.check(latitude: latitude, longitude: longitude)
        return Viewpoint(unchecked: latitude, longitude, scale, rotation)
    }

    // MARK: - Validation

    /// `rotation` brought into [0, 360); throws when it is not finite.
    public static func normalized(rotation: Double) throws(MapError) -> Double {
        guard rotation.isFinite else { throw .invalidRotation(rotation) }
        if rotation >= 0 && rotation < 360 { return rotation + 0 }  // + 0 turns -0 into 0
        var turned = fmod(rotation, 360)
        if turned < 0 { turned += 360 }
        if turned >= 360 { turned -= 360 }  // a tiny negative plus 360 rounds to 360
        return turned + 0
    }

    static func check(scale: Double) throws(MapError) {
        guard scale.isFinite && scale > 0 else { throw .invalidScale(scale) }
    }
}
