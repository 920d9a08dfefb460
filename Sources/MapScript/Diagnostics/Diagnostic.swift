/// An error (or warning) about the source, at a range of it: a syntax error from the parser or
/// a runtime error from the interpreter. `DiagnosticRenderer` formats all of them the same way.
///
/// Messages are lowercase with no trailing period, name tokens in quotes and say what was
/// expected and what was found: `expected a scale after 'scale', found 'at'`.
public struct Diagnostic: Error, Hashable, Sendable {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        /// Something is wrong; the script fails.
        case error
        /// Worth telling; the script goes on.
        case warning
    }

    /// Where a diagnostic comes from; `incompleteInput` is the REPL's "needs more input" signal.
    public enum Kind: Hashable, Sendable {
        /// A syntax error in the middle of the input.
        case syntax
        /// The input ended inside an open block, string, parenthesis or list: more text could
        /// complete it. In a file it is an error like any other.
        case incompleteInput
        /// An error found while running.
        case runtime
    }

    /// A secondary message pointing at another place, such as `note: block opened here`.
    public struct Note: Hashable, Sendable {
        /// The note's message (lowercase, no trailing period).
        public var message: String
        /// Where the note points.
        public var range: SourceRange
        /// The text of the line `range` starts on, when known (without its newline).
        public var sourceLine: String?

        /// A note saying `message` about `range`, whose first line reads `sourceLine`.
        public init(_ message: String, at range: SourceRange, sourceLine: String? = nil) {
            self.message = message
            self.range = range
            self.sourceLine = sourceLine
        }
    }

    /// How serious it is.
    public var severity: Severity
    /// Syntax, incomplete input or runtime.
    public var kind: Kind
    /// The message (lowercase, no trailing period).
    public var message: String
    /// The offending source range.
    public var range: SourceRange
    /// Notes pointing at related places, in order.
    public var notes: [Note]
    /// The text of the line `range` starts on, when known (without its newline). The parser
    /// fills it in; the interpreter can take it from `Parser.lineText(line:)`.
    public var sourceLine: String?

    /// A diagnostic of `severity` and `kind` saying `message` about `range`.
    public init(
        _ severity: Severity = .error, kind: Kind, message: String, range: SourceRange,
        notes: [Note] = [], sourceLine: String? = nil
    ) {
        self.severity = severity
        self.kind = kind
        self.message = message
        self.range = range
        self.notes = notes
        self.sourceLine = sourceLine
    }

    /// A syntax error.
    public static func syntax(_ message: String, at range: SourceRange, notes: [Note] = []) -> Diagnostic {
        Diagnostic(kind: .syntax, message: message, range: range, notes: notes)
    }

    /// A runtime error: the message and the range of the statement or expression at fault.
    public static func runtime(_ message: String, at range: SourceRange, sourceLine: String? = nil) -> Diagnostic {
        Diagnostic(kind: .runtime, message: message, range: range, sourceLine: sourceLine)
    }

    /// Whether the input ended too early (an open block, string, parenthesis or list): the REPL
    /// shows its continuation prompt and reads another line instead of reporting the error.
    public var isIncompleteInput: Bool { kind == .incompleteInput }

    /// Whether this is an error (rather than a warning).
    public var isError: Bool { severity == .error }
}
