/// One step of a session's navigation, as a tour replays it: a move to a viewpoint taking
/// `duration` seconds (a `goto`), or a pause (a `wait`).
public enum TourStep: Hashable, Sendable {
    /// A move to `Viewpoint` that takes `duration` seconds (0: a jump).
    case flyTo(Viewpoint, duration: Double)
    /// A pause of this many seconds.
    case wait(Double)
}
