@preconcurrency import CReadline
import MapScript
#if canImport(Glibc)
import Glibc
#endif

// MARK: - State shared with readline's C callbacks

/// readline calls back through C function pointers that cannot capture context, so the state
/// they need lives here. Only the main thread touches it, and only inside `ReadlineEditor`.
private enum ReadlineState {
    nonisolated(unsafe) static var finishedLine: String?
    nonisolated(unsafe) static var finished = false
    nonisolated(unsafe) static var complete: ((String, String) -> Completion)?
    nonisolated(unsafe) static var candidates: [String] = []
    nonisolated(unsafe) static var nextCandidate = 0
}

/// The line handler of readline's callback interface: receives a finished line, or nil at EOF.
private let lineHandler: @convention(c) (UnsafeMutablePointer<CChar>?) -> Void = { line in
    ReadlineState.finished = true
    if let line {
        ReadlineState.finishedLine = String(cString: line)
        free(line)
    } else {
        ReadlineState.finishedLine = nil
    }
    rl_callback_handler_remove()
}

/// Hands readline one candidate per call (state 0 starts a new completion).
private let candidateGenerator: @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>? = { _, state in
    if state == 0 { ReadlineState.nextCandidate = 0 }
    guard ReadlineState.nextCandidate < ReadlineState.candidates.count else { return nil }
    defer { ReadlineState.nextCandidate += 1 }
    return strdup(ReadlineState.candidates[ReadlineState.nextCandidate])
}

/// readline's attempted-completion hook: asks the REPL's completer, never falls back to file
/// names unless the completer says so.
private let attemptCompletion: @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = { text, _, end in
    rl_attempted_completion_over = 1
    let word = text.map { String(cString: $0) } ?? ""
    var before = ""
    if let buffer = rl_line_buffer {
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: Int(end))
        before = String(decoding: bytes, as: UTF8.self)
    }
    guard let complete = ReadlineState.complete else { return nil }
    switch complete(before, word) {
    case .fileNames:
        return rl_completion_matches(text, rl_filename_completion_function)
    case .words(let words):
        ReadlineState.candidates = words
        return rl_completion_matches(text, candidateGenerator)
    }
}

// MARK: - The editor

/// GNU readline as the REPL's line editor, through its callback interface so that Ctrl-C can
/// abandon the line being typed without leaving the process.
struct ReadlineEditor: LineEditor {
    private let interrupt: InterruptFlag

    /// Prepares readline; `interrupt` is raised by the SIGINT handler.
    init(interrupt: InterruptFlag) {
        self.interrupt = interrupt
        rl_readline_name = UnsafePointer(strdup("mapscript"))
        rl_catch_signals = 0
        rl_attempted_completion_function = attemptCompletion
        // Bookmark and basemap names are completed inside double quotes, and kebab-case
        // names contain '-', so only these characters separate words.
        rl_basic_word_break_characters = UnsafePointer(strdup(" \t\n\"(),;{}[]=+*/<>"))
        rl_completer_quote_characters = UnsafePointer(strdup("\""))
    }

    mutating func read(prompt: String) -> LineRead {
        _ = interrupt.take()
        ReadlineState.finished = false
        ReadlineState.finishedLine = nil
        rl_callback_handler_install(prompt, lineHandler)
        while !ReadlineState.finished {
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, -1)
            if interrupt.take() {
                abandonLine()
                return .interrupted
            }
            if ready > 0 { rl_callback_read_char() }
            else if ready < 0 && errno != EINTR { rl_callback_handler_remove(); return .endOfInput }
        }
        guard let line = ReadlineState.finishedLine else {
            fputs("\n", stdout)  // leave the shell's prompt on a line of its own
            fflush(stdout)
            return .endOfInput
        }
        return .line(line)
    }

    /// Drops the half-typed line and leaves the cursor on a fresh line (as Python does).
    private func abandonLine() {
        rl_free_line_state()
        rl_callback_sigcleanup()
        rl_cleanup_after_signal()
        rl_callback_handler_remove()
        fputs("\n", stdout)
        fflush(stdout)
    }

    mutating func remember(_ entry: String) { add_history(entry) }

    mutating func setCompletion(_ complete: @escaping (String, String) -> Completion) {
        ReadlineState.complete = complete
    }
}
