import MapScriptSyntax

/// Counts the steps a run takes (statements run, loop iterations, and the items of walks over
/// values) and says when a checkpoint is reached: every `interval` steps, and at the step past
/// the limit.
///
/// The run loop pays one add and one compare per step; everything else (the interrupt flag,
/// progress, the limit) happens at a checkpoint, out of line.
struct StepBudget {
    /// Steps between two checkpoints.
    static let interval = 1024

    /// The steps taken since the budget was last reset.
    private(set) var taken = 0
    /// The step at which the next checkpoint falls.
    private(set) var checkpoint = StepBudget.interval
    /// The most steps allowed (nil: no limit).
    private(set) var limit: Int?
    /// Checkpoints passed, for work done every so many of them.
    private(set) var checkpoints = 0

    /// A budget of `limit` steps (nil: no limit).
    init(limit: Int? = nil) {
        self.limit = limit
        checkpoint = Self.nextCheckpoint(after: 0, limit: limit)
    }

    /// Takes a step; true when a checkpoint is reached (see `passCheckpoint`).
    mutating func step() -> Bool {
        taken &+= 1
        return taken >= checkpoint
    }

    /// Takes a step when it does not reach a checkpoint; false, taking none, when it would
    /// (the caller then goes the general way, whose step passes the checkpoint).
    @inline(__always)
    mutating func stepShortOfCheckpoint() -> Bool {
        guard taken &+ 1 < checkpoint else { return false }
        taken &+= 1
        return true
    }

    /// Takes `count` steps at once (a walk over a value's items); true when a checkpoint is
    /// reached or passed.
    mutating func step(_ count: Int) -> Bool {
        taken &+= count
        return taken >= checkpoint
    }

    /// Whether the steps taken are past the limit: the run is over (even with `keepGoing`).
    var isExhausted: Bool {
        guard let limit else { return false }
        return taken > limit
    }

    /// Sets the next checkpoint; false when the step just taken is past the limit.
    mutating func passCheckpoint() -> Bool {
        checkpoints &+= 1
        if let limit, taken > limit { return false }
        checkpoint = Self.nextCheckpoint(after: taken, limit: limit)
        return true
    }

    private static func nextCheckpoint(after taken: Int, limit: Int?) -> Int {
        let regular = taken + interval
        guard let limit, limit < Int.max else { return regular }
        return min(regular, limit + 1)
    }
}
