import MapCore

/// Why running stopped before the end of a statement: an error, `quit`, or Ctrl-C.
///
/// The one error type the interpreter throws; runtime errors are `Diagnostic`s so that they
/// are reported exactly like syntax errors.
public enum ExecutionStop: Error, Sendable {
    /// A runtime error, and where it happened once known.
    case failed(Diagnostic, origin: Origin)
    /// An error that has already been reported (in a script run by `source`): stop quietly.
    case reported
    /// `quit [status]`.
    case quit(status: Int32)
    /// The user pressed Ctrl-C while this ran.
    case interrupted

    /// A runtime error `id` saying `message` about `range`, not yet placed in a file, with a
    /// fix-it writing each of `suggesting` there (bare words when `bare`, else string literals).
    package static func error(_ id: DiagnosticID, _ message: String, at range: SourceRange, suggesting names: [String] = [],
                      bare: Bool = true) -> ExecutionStop {
        .failed(.runtime(id, message, at: range, fixIts: FixIt.names(names, at: range, bare: bare)), origin: .pending)
    }

    /// A runtime error `id` saying `message` about `range`, with `fixIts` as they are (source
    /// text to put there, such as a coordinate).
    package static func error(_ id: DiagnosticID, _ message: String, at range: SourceRange, fixIts: [FixIt]) -> ExecutionStop {
        .failed(.runtime(id, message, at: range, fixIts: fixIts), origin: .pending)
    }

    /// The runtime error for a map domain error about the text at `range` (a bare word when
    /// `bare`): its message, its id, and its suggested names as fix-its.
    package static func map(_ error: MapError, at range: SourceRange, bare: Bool = false) -> ExecutionStop {
        .error(error.diagnosticID, error.message, at: range, suggesting: error.suggestions, bare: bare)
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
