/// Receives the diagnostics the language emits, in order: the interpreter, `--check` and the
/// REPL loop hand every diagnostic to one. The executable's consumers render them (text with a
/// caret, or JSON lines); tests collect them.
public protocol DiagnosticConsumer: AnyObject {
    /// Takes one diagnostic about the script shown as `file` (nil for a REPL entry).
    func consume(_ diagnostic: Diagnostic, file: String?)

    /// Writes out anything held back; called before the program reads input or exits.
    func flush()
}

/// A consumer that keeps every diagnostic it is given, with its file, in order.
public final class DiagnosticCollector: DiagnosticConsumer {
    /// A diagnostic and the script it is about.
    public struct Entry: Hashable, Sendable {
        /// The diagnostic.
        public var diagnostic: Diagnostic
        /// The script's name (nil for a REPL entry).
        public var file: String?
    }

    /// What was collected, in order.
    public private(set) var entries: [Entry] = []

    /// An empty collector.
    public init() {}

    /// Keeps `diagnostic`.
    public func consume(_ diagnostic: Diagnostic, file: String?) {
        entries.append(Entry(diagnostic: diagnostic, file: file))
    }

    /// Nothing to write.
    public func flush() {}
}
