/// Receives the diagnostics the language emits, in order: the interpreter, `--check` and the
/// REPL loop hand every diagnostic to one. The executable's consumers render them (text with a
/// caret, or JSON lines); tests collect them.
public protocol DiagnosticConsumer: AnyObject {
    /// Takes one diagnostic about the script shown as `file` (nil for a REPL entry); `lines`
    /// gives the lines of its source, to fetch now (a streamed input's window moves on).
    func consume(_ diagnostic: Diagnostic, file: String?, lines: SourceLines)

    /// Writes out anything held back; called before the program reads input or exits.
    func flush()
}

extension DiagnosticConsumer {
    /// Takes a diagnostic whose source lines are not at hand (a command-line error).
    public func consume(_ diagnostic: Diagnostic, file: String?) {
        consume(diagnostic, file: file, lines: .none)
    }
}

/// A consumer that keeps every diagnostic it is given, with its file, in order.
public final class DiagnosticCollector: DiagnosticConsumer {
    /// A diagnostic and the script it is about.
    public struct Entry: Hashable, Sendable {
        /// The diagnostic.
        public var diagnostic: Diagnostic
        /// The script's name (nil for a REPL entry).
        public var file: String?
        /// The text of the line the diagnostic's range starts on, when at hand.
        public var sourceLine: String?
    }

    /// What was collected, in order.
    public private(set) var entries: [Entry] = []

    /// An empty collector.
    public init() {}

    /// Keeps `diagnostic`, and the line its range starts on.
    public func consume(_ diagnostic: Diagnostic, file: String?, lines: SourceLines) {
        let line = diagnostic.range.flatMap { lines.text(ofLine: $0.start.line) }
        entries.append(Entry(diagnostic: diagnostic, file: file, sourceLine: line))
    }

    /// Nothing to write.
    public func flush() {}
}
