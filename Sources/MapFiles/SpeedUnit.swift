/// A unit of speed a CSV track may give, on a value (`3.6 km/h`) or in a header name
/// (`Speed (km/h)`, `speed_kmh`).
enum SpeedUnit: Hashable, Sendable {
    /// Metres per second (`m/s`, `mps`): the unit of a value without one.
    case metresPerSecond
    /// Kilometres per hour (`km/h`, `kmh`, `kph`, `kmph`).
    case kilometresPerHour
    /// Miles per hour (`mph`).
    case milesPerHour
    /// Knots: nautical miles (1852 m) per hour (`kn`, `kt`, `kts`, `knot`, `knots`).
    case knots

    /// The unit `name` spells (any case), or nil.
    init?(_ name: some StringProtocol) {
        switch name.lowercased() {
        case "m/s", "mps": self = .metresPerSecond
        case "km/h", "kmh", "kph", "kmph": self = .kilometresPerHour
        case "mph": self = .milesPerHour
        case "kn", "kt", "kts", "knot", "knots": self = .knots
        default: return nil
        }
    }

    /// The units' names as messages list them.
    static let known = "m/s, km/h, mph or kn"

    /// `value` in this unit, in metres per second.
    func metresPerSecond(_ value: Double) -> Double {
        switch self {
        case .metresPerSecond: value
        case .kilometresPerHour: value / 3.6
        case .milesPerHour: value * 0.44704
        case .knots: value * 1852 / 3600
        }
    }
}
