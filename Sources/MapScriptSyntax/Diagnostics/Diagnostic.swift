import TextSupport

/// A problem to report, as data: a syntax error from the parser, a runtime error from the
/// interpreter, or an error of the command line. The language hands diagnostics to a
/// `DiagnosticConsumer`; the executable renders them (text with a caret, or JSON lines),
/// fetching the source lines they show from the `SourceStore` by `source`: a diagnostic
/// carries no text of the script.
///
/// Messages are lowercase with no trailing period, name tokens in quotes and say what was
/// expected and what was found: `expected a scale after 'scale', found 'at'`. A suggestion
/// ("did you mean 'imagery'?") is not part of the message but a fix-it.
public struct Diagnostic: Error, Hashable, Sendable {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        /// Something is wrong; the script fails.
        case error
        /// Worth telling; the script goes on.
        case warning
        /// Information attached to another diagnostic (see `Note`).
        case note
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
        /// An error of the command line or its files, outside any script's text (no range).
        case invocation
    }

    /// A secondary message pointing at another place, such as `note: block opened here`.
    public struct Note: Hashable, Sendable {
        /// The note's message (lowercase, no trailing period).
        public var message: String
        /// Where the note points (in the diagnostic's source, unless `callSite` says otherwise).
        public var range: SourceRange
        /// For a note of the call chain that led to a runtime error (`in tour(2)`), the script
        /// the call is in, which may not be the diagnostic's: `range` is in that script.
        public var callSite: CallSite?

        /// A note saying `message` about `range`.
        public init(_ message: String, at range: SourceRange) {
            self.message = message.boundedForMessage
            self.range = range
        }

        /// A note of the call chain: `message` (`in tour(2)`, `in source 'lib.mapscript'`) about
        /// the call at `range` in the script `file` (nil: a REPL entry), when `isPlaced`.
        package init(callAt range: SourceRange, _ message: String, file: String?, isPlaced: Bool) {
            self.init(message, at: range)
            callSite = CallSite(file: file, isPlaced: isPlaced)
        }

        /// `message`, then where the call is: `in tour(2) at demo.mapscript:12:1` (the column
        /// in bytes); the message alone for a note that is no call site.
        public var located: String {
            guard let callSite else { return message }
            return message + " at " + (callSite.file ?? "<input>") + ":\(range.start.line):\(range.start.column)"
        }
    }

    /// The script a call-chain note's call is in.
    public struct CallSite: Hashable, Sendable {
        /// The script's display name (nil: a REPL entry).
        public var file: String?
        /// Whether `file` is known yet: a call made in a procedure's body is placed as the error
        /// leaves that procedure, one made at a script's top level when the error is reported.
        var isPlaced: Bool
    }

    /// The most call-chain notes a diagnostic carries, the innermost calls first: a runaway
    /// recursion names its first calls, not hundreds.
    package static let callChainLimit = 16

    /// The message family's stable identifier.
    public var id: DiagnosticID
    /// How serious it is.
    public var severity: Severity
    /// Syntax, incomplete input, runtime or invocation.
    public var kind: Kind
    /// The message (lowercase, no trailing period, no suggestion: see `fixIts`).
    public var message: String
    /// The offending source range; nil for an error of the command line or a file as a whole.
    public var range: SourceRange?
    /// Notes pointing at related places, in order.
    public var notes: [Note]
    /// Suggested edits, best first (alternatives: apply one).
    public var fixIts: [FixIt]
    /// The input `range` is in, in the interpreter's `SourceStore` (nil when not known, as for
    /// a parser used on its own, or for no range at all); the interpreter sets it.
    public var source: SourceID?

    /// A diagnostic `id` of `severity` and `kind` saying `message` about `range`; quoted text in
    /// the message is cut past `String.messageQuoteLimit` characters (`boundedForMessage`).
    public init(
        _ id: DiagnosticID, _ severity: Severity = .error, kind: Kind, message: String, range: SourceRange?,
        notes: [Note] = [], fixIts: [FixIt] = []
    ) {
        self.id = id
        self.severity = severity
        self.kind = kind
        self.message = message.boundedForMessage
        self.range = range
        self.notes = notes
        self.fixIts = fixIts
    }

    /// A syntax error.
    public static func syntax(_ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [Note] = [],
                              fixIts: [FixIt] = []) -> Diagnostic {
        Diagnostic(id, kind: .syntax, message: message, range: range, notes: notes, fixIts: fixIts)
    }

    /// A runtime error: the message and the range of the statement or expression at fault.
    public static func runtime(_ id: DiagnosticID, _ message: String, at range: SourceRange, fixIts: [FixIt] = []) -> Diagnostic {
        Diagnostic(id, kind: .runtime, message: message, range: range, fixIts: fixIts)
    }

    /// An error of the command line or of a file as a whole (no source range).
    public static func invocation(_ id: DiagnosticID, _ message: String) -> Diagnostic {
        Diagnostic(id, kind: .invocation, message: message, range: nil)
    }

    /// Whether the input ended too early (an open block, string, parenthesis or list): the REPL
    /// shows its continuation prompt and reads another line instead of reporting the error.
    public var isIncompleteInput: Bool { kind == .incompleteInput }

    /// Places the call-chain notes whose script is not known yet in `file`.
    package mutating func placeCallSites(in file: String?) {
        for index in notes.indices where notes[index].callSite?.isPlaced == false {
            notes[index].callSite = CallSite(file: file, isPlaced: true)
        }
    }

    /// Whether this is an error (rather than a warning or a note).
    public var isError: Bool { severity == .error }
}

extension Diagnostic {
    /// This diagnostic with another severity.
    package func with(severity: Severity) -> Diagnostic {
        var copy = self
        copy.severity = severity
        return copy
    }
}
