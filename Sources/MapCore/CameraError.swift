import TextSupport
/// What can go wrong with the scene camera (carried by `MapError.camera`).
public enum CameraError: Error, Hashable, Sendable {
    /// A camera operation on a 2D map.
    case notAScene
    /// An altitude outside `Camera.altitudeRange` (or not a number).
    case invalidAltitude(Double)
    /// A pitch outside [0, 180] (or not a number).
    case invalidPitch(Double)
    /// A tilt outside [0, 90): the camera must still see its target.
    case invalidTilt(Double)
    /// A heading, roll or orbit angle that is not a finite number.
    case invalidAngle(Double)
    /// A distance to the target that is not a finite number of metres greater than 0.
    case invalidDistance(Double)
    /// An orbit or tilt while the camera looks above the horizon, at no point of the ground.
    case noTarget

    /// The message shown to the user: lowercase, no trailing period.
    public var message: String {
        switch self {
        case .notAScene:
            return "the camera needs a scene: this is a map (use 'scene new')"
        case .invalidAltitude(let value):
            return "altitude \(NumberFormat.shortest(value)) is out of range "
                + "[\(NumberFormat.shortest(Camera.altitudeRange.lowerBound)), \(NumberFormat.shortest(Camera.altitudeRange.upperBound))]"
        case .invalidPitch(let value):
            return "pitch \(NumberFormat.shortest(value)) is out of range [0, 180]"
        case .invalidTilt(let value):
            return "tilt \(NumberFormat.shortest(value)) is out of range [0, 90)"
        case .invalidAngle(let value):
            return "angle must be a finite number of degrees, not \(NumberFormat.shortest(value))"
        case .invalidDistance(let value):
            return "distance must be a finite number of metres greater than 0, not \(NumberFormat.shortest(value))"
        case .noTarget:
            return "the camera looks above the horizon: there is no point to orbit or tilt about"
        }
    }
}
