import MapScriptSyntax

/// The interactive loop: read an entry (one line, or several while a block, string or
/// parenthesis is open), run it, show its result or its error, and go on.
///
/// It talks to the terminal only through a `LineEditor`, so tests drive it with a
/// `ScriptedLineEditor` and the executable with GNU readline.
public struct Repl<Editor: LineEditor> {
    /// The prompt for a new entry.
    public static var prompt: String { "map> " }
    /// The prompt while an entry is still open.
    public static var continuationPrompt: String { "...> " }

    private let interpreter: Interpreter
    /// The line editor (public so tests can read what a scripted editor recorded).
    public private(set) var editor: Editor
    private let history: HistoryFile?
    private var lastEntry: String?
    /// Whether the history file has been found unwritable (and said so, once).
    private var historyFailed = false
    /// The lines of the entry typed so far, each followed by a newline, so that completion sees
    /// the whole open block (its variables, its command) and not just the current line.
    private let pendingLines = PendingLines()

    /// A loop running entries in `interpreter`, reading from `editor`, keeping history in
    /// `history` when given.
    public init(interpreter: Interpreter, editor: Editor, history: HistoryFile?) {
        self.interpreter = interpreter
        self.editor = editor
        self.history = history
        let completer = Completer(names: interpreter)
        let pending = pendingLines
        self.editor.setCompletion { line, word in completer.complete(context: pending.text + line, word: word) }
        if let history {
            for entry in history.load() {
                self.editor.remember(entry)
                lastEntry = entry
            }
        }
    }

    /// Runs entries until end of input (status 0) or `quit` (its status).
    public mutating func run() -> Int32 {
        while true {
            guard let entry = readEntry() else { return 0 }
            if entry.allSatisfy(\.isWhitespace) { continue }
            record(entry)
            let outcome: RunOutcome
            do {
                outcome = try interpreter.run(.text(entry, name: nil))
            } catch {
                interpreter.emit(.invocation(.unreadableFile, error.message), file: nil)
                continue
            }
            interpreter.output.flush()
            interpreter.diagnostics.flush()
            switch outcome.ending {
            case .quit(let status): return status
            case .interrupted:
                editor.commandWasInterrupted()
                interpreter.emit(Self.interrupted, file: nil)
            case .finished, .stopped, .stepLimitReached, .unreadable: break
            }
        }
    }

    /// Reads one complete entry; nil at end of input. Ctrl-C abandons what was typed and
    /// starts over with a fresh prompt.
    private mutating func readEntry() -> String? {
        var entry = ""
        defer { pendingLines.text = "" }
        while true {
            pendingLines.text = entry.isEmpty ? "" : entry + "\n"
            switch editor.read(prompt: entry.isEmpty ? Self.prompt : Self.continuationPrompt) {
            case .endOfInput:
                return nil
            case .interrupted:
                entry = ""
            case .line(let line):
                entry += entry.isEmpty ? line : "\n" + line
                if !Self.needsMoreInput(entry) { return entry }
            }
        }
    }

    /// The note shown when Ctrl-C stopped an entry.
    static var interrupted: Diagnostic {
        Diagnostic(.interrupted, .note, kind: .runtime, message: "interrupted", range: nil)
    }

    /// Whether the lines typed so far need another (see `Parser.needsMoreInput`); each line
    /// ended with Enter, so the text is checked with its final newline (`zoom to` then Enter is
    /// an error at once, not a continuation).
    public static func needsMoreInput(_ text: String) -> Bool { Parser.needsMoreInput(text + "\n", stackGuard: StackGuard.self) }

    /// Adds an entry to the history (in memory and in the file), unless it repeats the last.
    private mutating func record(_ entry: String) {
        guard entry != lastEntry else { return }
        lastEntry = entry
        editor.remember(entry)
        guard !historyFailed, let problem = history?.append(entry) else { return }
        historyFailed = true
        interpreter.diagnostics.consume(Diagnostic(.historyNotSaved, .warning, kind: .invocation, message: problem,
                                                   range: nil), file: nil)
        interpreter.diagnostics.flush()
    }
}

/// The text of an entry still being typed, shared with the completion function.
final class PendingLines {
    var text = ""
}
