@preconcurrency import CReadline
#if canImport(Glibc)
import Glibc
#endif
import MapScriptRuntime

// MARK: - State shared with readline's C callbacks

/// readline calls back through C function pointers that cannot capture context, so the state
/// they need lives here. Only the main thread touches it, and only inside `ReadlineEditor`.
private enum ReadlineState {
    nonisolated(unsafe) static var finishedLine: String?
    nonisolated(unsafe) static var finished = false
    nonisolated(unsafe) static var complete: ((String, String) -> Completion)?
    nonisolated(unsafe) static var candidates: [String] = []
    nonisolated(unsafe) static var nextCandidate = 0
    /// The flag the SIGINT handler raises.
    nonisolated(unsafe) static var interrupt: InterruptFlag?
    /// Whether the line being read was abandoned with Ctrl-C.
    nonisolated(unsafe) static var interrupted = false
    /// The terminal opened a second time, non-blocking: Ctrl-C flushes the terminal's input
    /// queue, so bytes that ppoll saw may be gone by the time they are read, and a blocking
    /// read would then wait for ever. Its own open file description leaves standard input's
    /// flags alone.
    nonisolated(unsafe) static var input: Int32 = STDIN_FILENO
}

/// The key that `interruptibleGetc` hands readline when Ctrl-C was pressed (Ctrl-C's own code;
/// the terminal turns the real key into SIGINT, so readline never sees it otherwise).
private let interruptKey: Int32 = 3

/// readline's source of keys: waits for a byte with ppoll, SIGINT and SIGTSTP unblocked only
/// inside it (so a Ctrl-C or Ctrl-Z arriving at any moment is seen at once), and answers Ctrl-C with
/// `interruptKey`, the line marked as abandoned whatever readline then does with the key.
/// Reading through ppoll also means readline never blocks in read(2) on typeahead that Ctrl-C
/// flushed from the terminal's queue.
private let interruptibleGetc: @convention(c) (UnsafeMutablePointer<FILE>?) -> Int32 = { _ in
    var blocked = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, SIGINT)
    sigaddset(&blocked, SIGTSTP)
    var previous = sigset_t()
    sigprocmask(SIG_BLOCK, &blocked, &previous)
    defer { sigprocmask(SIG_SETMASK, &previous, nil) }
    var waitMask = previous
    sigdelset(&waitMask, SIGINT)
    sigdelset(&waitMask, SIGTSTP)
    while true {
        // Ctrl-Z: stop, and on `fg` redraw (`LineEditingTerminal`); SIGTSTP is blocked again
        // when it returns.
        LineEditingTerminal.suspendIfAsked()
        sigprocmask(SIG_BLOCK, &blocked, nil)
        if ReadlineState.interrupt?.take() == true {
            ReadlineState.interrupted = true
            return interruptKey
        }
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        let ready = mapscript_ppoll(&descriptor, 1, &waitMask)
        if ready < 0 {
            if errno == EINTR { continue }
            return EOF
        }
        var byte: UInt8 = 0
        let count = Glibc.read(ReadlineState.input, &byte, 1)
        if count == 1 { return Int32(byte) }
        if count == 0 || (errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK) { return EOF }
    }
}

/// The command bound to `interruptKey`: ends the line, marked as abandoned.
private let abandonLine: @convention(c) (Int32, Int32) -> Int32 = { _, _ in
    ReadlineState.interrupted = true
    rl_done = 1
    return 0
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
        // `greet(` goes on with the arguments: no space after it.
        if words.count == 1 && words[0].hasSuffix("(") { rl_completion_append_character = 0 }
        return rl_completion_matches(text, candidateGenerator)
    }
}

// MARK: - The editor

/// GNU readline as the REPL's line editor. Ctrl-C abandons the line being typed, in every
/// editing mode and state: the SIGINT handler raises the interrupt flag, and readline's key
/// source turns it into a key that marks the line abandoned. That key is bound, in the Emacs
/// keymap and both vi keymaps, to a command that ends the line; where readline does not look
/// the key up (a quoted insert, a vi motion awaited after `d`), the read loop abandons the
/// line itself once readline has taken the key.
struct ReadlineEditor: LineEditor {
    private let interrupt: InterruptFlag

    /// Prepares readline; `interrupt` is raised by the SIGINT handler.
    init(interrupt: InterruptFlag) {
        self.interrupt = interrupt
        rl_readline_name = UnsafePointer(strdup("mapscript"))
        rl_catch_signals = 0
        ReadlineState.interrupt = interrupt
        rl_getc_function = interruptibleGetc
        let input = open("/proc/self/fd/\(STDIN_FILENO)", O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if input >= 0 { ReadlineState.input = input }
        // Reads the init file (`~/.inputrc`, `$INPUTRC`) first, so that neither
        // `set editing-mode vi` nor a binding of its own takes Ctrl-C from us.
        rl_initialize()
        // The history in memory keeps as many entries as the file does.
        stifle_history(Int32(HistoryFile.defaultLimit))
        for name in ["emacs-standard", "vi-insert", "vi-command"] {
            if let keymap = rl_get_keymap_by_name(name) { rl_bind_key_in_map(interruptKey, abandonLine, keymap) }
        }
        // Ctrl-\ (0x1C), which the terminal does not turn into SIGQUIT while a line is edited
        // (`LineEditingTerminal`), is a character of the line, pasted or typed.
        for name in ["emacs-standard", "vi-insert"] {
            if let keymap = rl_get_keymap_by_name(name) { rl_bind_key_in_map(0x1C, rl_insert, keymap) }
        }
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
        ReadlineState.interrupted = false
        LineEditingTerminal.enter()
        rl_callback_handler_install(prompt, lineHandler)
        while !ReadlineState.finished {
            rl_callback_read_char()
            if ReadlineState.interrupted && !ReadlineState.finished { abandonInPlace() }
        }
        LineEditingTerminal.leave()
        if ReadlineState.interrupted {
            fputs("\n", stdout)  // the abandoned line stays on screen; a fresh prompt follows
            fflush(stdout)
            return .interrupted
        }
        guard let line = ReadlineState.finishedLine else {
            fputs("\n", stdout)  // leave the shell's prompt on a line of its own
            fflush(stdout)
            return .endOfInput
        }
        return .line(line)
    }

    /// Abandons the line when Ctrl-C came while readline was in a state that does not look keys
    /// up (a quoted insert, a vi motion, a search): resets that state and the line's, and
    /// leaves readline as a finished line would.
    private func abandonInPlace() {
        rl_callback_sigcleanup()
        rl_free_line_state()
        rl_callback_handler_remove()
        ReadlineState.finished = true
    }

    mutating func remember(_ entry: String) { add_history(entry) }

    /// Ends the line the terminal echoed `^C` on (`^Cnote: interrupted` otherwise).
    mutating func commandWasInterrupted() {
        fputs("\n", stderr)
        fflush(stderr)
    }

    /// The entries readline keeps in memory, oldest first.
    var remembered: [String] {
        (0..<Int(history_length)).compactMap { offset in
            history_get(history_base + Int32(offset)).map { String(cString: $0.pointee.line) }
        }
    }

    mutating func setCompletion(_ complete: @escaping (String, String) -> Completion) {
        ReadlineState.complete = complete
    }
}
