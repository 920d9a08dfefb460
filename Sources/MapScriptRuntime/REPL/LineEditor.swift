import MapScriptSyntax

/// The result of asking a line editor for one line.
public enum LineRead: Equatable, Sendable {
    /// A line, without its newline.
    case line(String)
    /// The user pressed Ctrl-C: abandon the current input.
    case interrupted
    /// The user pressed Ctrl-D on an empty line, or input ended.
    case endOfInput
}

/// A line editor the REPL reads from: GNU readline in the executable, a scripted one in tests.
///
/// The REPL never touches the terminal itself; everything interactive goes through this protocol.
public protocol LineEditor {
    /// Shows `prompt` and reads one line.
    mutating func read(prompt: String) -> LineRead
    /// Records a complete entry (possibly several lines) in the in-memory history.
    mutating func remember(_ entry: String)
    /// Installs the function that answers tab completion: given the current line up to the
    /// cursor and the word being completed, it returns the candidates. (The REPL adds the
    /// earlier lines of an open entry itself.)
    mutating func setCompletion(_ complete: @escaping (_ context: String, _ word: String) -> Completion)
    /// Called when Ctrl-C stopped a running command, before the REPL says so: a terminal's
    /// editor ends the line where the terminal echoed `^C`, so that the note starts a line.
    mutating func commandWasInterrupted()
}

extension LineEditor {
    /// Nothing to do for an editor without a terminal.
    public mutating func commandWasInterrupted() {}
}

/// What tab completion offers for a word.
public enum Completion: Equatable, Sendable {
    /// These words (each a whole replacement for the word being completed).
    case words([String])
    /// File names, completed by the line editor from the file system.
    case fileNames
}

/// A line editor that replays prepared lines: for tests and for non-interactive use.
public struct ScriptedLineEditor: LineEditor {
    private var lines: [LineRead]
    /// The prompts shown, in order.
    public private(set) var prompts: [String] = []
    /// The history entries recorded, in order.
    public private(set) var history: [String] = []
    /// The completion function installed by the REPL.
    public private(set) var complete: ((String, String) -> Completion)?

    /// An editor that returns `lines` one by one, then end of input.
    public init(_ lines: [LineRead]) { self.lines = lines.reversed() }

    public mutating func read(prompt: String) -> LineRead {
        prompts.append(prompt)
        return lines.popLast() ?? .endOfInput
    }

    public mutating func remember(_ entry: String) { history.append(entry) }

    public mutating func setCompletion(_ complete: @escaping (String, String) -> Completion) {
        self.complete = complete
    }
}
