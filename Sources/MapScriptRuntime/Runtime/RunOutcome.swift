import MapScriptSyntax

/// What running (or checking) one input came to: how it ended and how many errors were
/// reported on the way. The executable works out its exit status from it.
public struct RunOutcome: Equatable, Sendable {
    /// How a run ended.
    public enum Ending: Equatable, Sendable {
        /// It ran to its end (with `keepGoing`, errors may have been reported on the way).
        case finished
        /// It stopped at an error, which has been reported.
        case stopped
        /// It went past the step limit (`Options.maxSteps`, reported): the run is over, even
        /// with `keepGoing`.
        case stepLimitReached
        /// The input (or a script it sourced) could not be read to its end (reported): the
        /// executable's exit status is then 2, as for a file it cannot open.
        case unreadable
        /// `quit` ran, asking for this exit status.
        case quit(Int32)
        /// The user pressed Ctrl-C.
        case interrupted
    }

    /// How it ended.
    public var ending: Ending
    /// The errors reported (syntax and runtime; warnings and notes are not counted).
    public var errors: Int

    /// An outcome ending as `ending` after `errors` errors.
    public init(_ ending: Ending, errors: Int = 0) {
        self.ending = ending
        self.errors = errors
    }
}

/// What a run has reported so far, kept by the interpreter while it runs (see `RunOutcome`).
struct RunTally {
    /// The errors reported.
    var errors = 0
    /// Whether an input could not be read to its end.
    var unreadable = false
}
