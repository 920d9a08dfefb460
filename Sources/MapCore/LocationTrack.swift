/// A recorded track for the simulated location data source: fixes in order, either all timed
/// or none.
///
/// Times are re-based so that the first fix is at 0 seconds (a track read with ISO 8601 times
/// or seconds from any origin plays the same); they must never go back (equal times are
/// allowed: the later fix wins when the clock reaches them).
public struct LocationTrack: Hashable, Sendable {
    /// The fixes, in order; never empty.
    public let fixes: [LocationFix]

    /// A track of `fixes`; throws `emptyTrack`, `partlyTimed` naming the first fix whose
    /// having a time differs from the first fix's, `timeGoesBack` naming a fix earlier than
    /// the one before it.
    public init(_ fixes: [LocationFix]) throws(MapError) {
        guard let first = fixes.first else { throw .location(.emptyTrack) }
        var rebased: [LocationFix] = []
        rebased.reserveCapacity(fixes.count)
        let origin = first.time
        var previous = -Double.infinity
        for (index, fix) in fixes.enumerated() {
            guard (fix.time == nil) == (origin == nil) else { throw .location(.partlyTimed(fix: index + 1)) }
            guard let time = fix.time, let origin else {
                rebased.append(fix)
                continue
            }
            guard time >= previous else { throw .location(.timeGoesBack(fix: index + 1)) }
            previous = time
            rebased.append(fix.with(time: time - origin))
        }
        self.fixes = rebased
    }

    /// The number of fixes.
    public var count: Int { fixes.count }

    /// Whether the fixes have times (then `wait` plays the track by the session clock).
    public var isTimed: Bool { fixes[0].time != nil }

    /// The seconds from the first fix to the last (0 for an untimed track).
    public var duration: Double { fixes[fixes.count - 1].time ?? 0 }

    /// The index of the last fix whose time is at most `elapsed` seconds (0 before the start,
    /// and for an untimed track).
    public func index(at elapsed: Double) -> Int {
        guard isTimed else { return 0 }
        // Binary search for the first fix later than `elapsed`.
        var low = 0, high = fixes.count
        while low < high {
            let middle = (low + high) / 2
            if let time = fixes[middle].time, time <= elapsed { low = middle + 1 } else { high = middle }
        }
        return max(0, low - 1)
    }
}
