/// Why running stopped before the end of a statement: an error, `quit`, or Ctrl-C.
///
/// The one error type the interpreter throws; runtime errors are `Diagnostic`s so that they
/// render exactly like syntax errors.
public enum ExecutionStop: Error, Sendable {
    /// A runtime error, and where it happened once known.
    case failed(Diagnostic, origin: Origin)
    /// An error that has already been reported (in a script run by `source`): stop quietly.
    case reported
    /// `quit [status]`.
    case quit(status: Int32)
    /// The user pressed Ctrl-C while this ran.
    case interrupted

    /// A runtime error saying `message` about `range`, not yet placed in a file.
    static func error(_ message: String, at range: SourceRange) -> ExecutionStop {
        .failed(.runtime(message, at: range), origin: .pending)
    }

    /// Where a runtime error happened.
    public enum Origin: Sendable {
        /// Not yet known: the innermost layer that knows (a procedure call or the script runner)
        /// fills it in.
        case pending
        /// In the script with this display name (nil for a REPL entry).
        case script(String?)
    }
}
