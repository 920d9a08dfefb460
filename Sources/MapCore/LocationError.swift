import TextSupport
/// What can go wrong with the location display and its tracks (carried by `MapError.location`).
public enum LocationError: Error, Hashable, Sendable {
    /// A fix fed or a step asked for while the data source is stopped.
    case notStarted
    /// `step` on a display that follows no track.
    case noTrack
    /// `step` past the track's last fix, with the number of fixes.
    case trackEnded(count: Int)
    /// A track with no fixes.
    case emptyTrack
    /// A course or heading that is not a finite number of degrees.
    case invalidDirection(Double)
    /// A speed that is not a finite number of metres per second, at least 0.
    case invalidSpeed(Double)
    /// A fix time that is not a finite number of seconds.
    case invalidTime(Double)
    /// Fix `fix` (1-based) is earlier than the fix before it.
    case timeGoesBack(fix: Int)
    /// Fix `fix` (1-based) has a time but another fix has none (or the other way round).
    case partlyTimed(fix: Int)
    /// A name that is no auto-pan mode, with the closest names.
    case unknownAutoPanMode(String, suggestions: [String])

    /// The message shown to the user: lowercase, names in quotes, no trailing period.
    public var message: String {
        switch self {
        case .notStarted:
            return "the location display is not started"
        case .noTrack:
            return "the location display follows no track"
        case .trackEnded(let count):
            return "the track has no more fixes (it has \(count))"
        case .emptyTrack:
            return "the track has no fixes"
        case .invalidDirection(let value):
            return "course and heading must be finite numbers of degrees, not \(NumberFormat.shortest(value))"
        case .invalidSpeed(let value):
            return "speed must be a finite number of metres per second, at least 0, not \(NumberFormat.shortest(value))"
        case .invalidTime(let value):
            return "a fix time must be a finite number of seconds, not \(NumberFormat.shortest(value))"
        case .timeGoesBack(let fix):
            return "fix \(fix) is earlier than the fix before it"
        case .partlyTimed(let fix):
            return "fix \(fix) breaks the rule that either every fix has a time or none has"
        case .unknownAutoPanMode(let name, let suggestions):
            return "unknown auto-pan mode '\(name)'" + Suggestion.didYouMean(suggestions)
        }
    }
}
