/// A stretch of a geodesic edge as `Geodesic.densify(_:maxSpacing:closed:choosing:)` shows it
/// to its caller, who chooses what becomes of it: bounds holding the geodesic, and bounds
/// of the straight join of its ends (both in the same unwrapped longitudes).
public struct GeodesicStretch: Hashable, Sendable {
    /// What becomes of a stretch.
    public enum Choice: Hashable, Sendable {
        /// Left out: it cannot show (its last point is kept, marked `afterGap`).
        case leaveOut
        /// Drawn straight from its start to its end: the geodesic is close enough to that.
        case straight
        /// Split in two, each half chosen for in turn (a stretch of one part is drawn straight).
        case split
    }

    /// Bounds holding the geodesic from the stretch's start to its end.
    public var bounds: GeodesicBounds
    /// The bounds of the straight join of its ends (inside `bounds`).
    public var chord: GeodesicBounds

    /// A stretch within `bounds` whose ends span `chord`.
    public init(bounds: GeodesicBounds, chord: GeodesicBounds) {
        self.bounds = bounds
        self.chord = chord
    }
}
