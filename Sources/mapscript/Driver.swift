import MapScriptRuntime
import MapScriptSyntax
import TextSupport
#if canImport(Glibc)
import Glibc
#endif

/// Runs what the command line asked for and works out the exit status.
struct Driver {
    let invocation: Invocation
    /// Standard error, for the progress line.
    let errors: TextOutput
    /// Where every diagnostic goes, the interpreter's and the driver's own.
    let diagnostics: DiagnosticPrinter
    /// Whether standard input and output are both terminals.
    let interactiveTerminal: Bool

    /// The exit status: 0 when nothing failed, 1 after any syntax or runtime error, 2 when a
    /// file could not be read; a failed write to standard output is an error too (status 1 at
    /// least), reported once at the end.
    func run() -> Int32 {
        let output = TextOutput(descriptor: STDOUT_FILENO)
        // At a terminal, results show as each statement prints them (during a `--realtime`
        // wait too); to a file or a pipe, they are written in large blocks.
        output.flushesEachWrite = Terminal.isTerminal(STDOUT_FILENO)
        let status = run(output: output)
        output.flush()
        guard let code = output.writeError else { return status }
        complain(.outputWriteFailed, "cannot write to standard output: " + String(cString: strerror(code)))
        return max(status, 1)
    }

    /// `run()` writing results to `output`.
    private func run(output: TextOutput) -> Int32 {
        var inputs = Self.scriptInputs(invocation.inputs)
        let wantsRepl = invocation.interactive || (inputs.isEmpty && interactiveTerminal)
        if inputs.isEmpty && !wantsRepl { inputs = [.standardInput] }
        if invocation.checkOnly { return check(inputs, output: output) }
        // `-i` needs a terminal: say so before running anything (issue 11).
        if invocation.interactive && !Terminal.isTerminal(STDIN_FILENO) {
            complain(.noTerminal, "'-i' needs a terminal on standard input")
            return 2
        }

        var options = Interpreter.Options(keepGoing: invocation.keepGoing, realtime: invocation.realtime,
                                          parseAhead: Self.parseAheadPolicy)
        options.terminal = CellPainter.terminal(color: invocation.color)
        options.maxSteps = invocation.maxSteps
        options.arguments = invocation.scriptArguments
        options.online = invocation.online || Terminal.environment("MAPSCRIPT_ONLINE") == "1"
        if invocation.sandbox != .off {
            guard let sandbox = Sandbox(folder: sandboxFolder(inputs), readOnly: invocation.sandbox == .readOnly) else {
                complain(.usage, "cannot use the sandbox: the script's folder cannot be resolved")
                return 2
            }
            options.sandbox = sandbox
            options.gdalRefusal = confine(sandbox, inputs: inputs, online: options.online, repl: wantsRepl)
        }
        let interpreter = Interpreter(output: output, diagnostics: diagnostics,
                                      options: options, interrupt: sharedInterrupt)
        var progress = ProgressLine(enabled: Terminal.isTerminal(STDERR_FILENO) && !wantsRepl, errors: errors)
        interpreter.progress = { file, line in progress.update(file: file, line: line) }
        // Results go below the progress line's place, never after it (issue 11).
        interpreter.output.willFlush = { progress.erase() }
        defer { progress.erase() }

        var unreadable = false
        var failed = false
        for input in inputs {
            let outcome: RunOutcome
            do {
                outcome = try interpreter.run(input)
            } catch {
                interpreter.output.flush()
                progress.erase()
                complain(.unreadableFile, error.message + Self.commandHint(for: input), file: input.displayName)
                unreadable = true
                if invocation.keepGoing { continue } else { break }
            }
            interpreter.output.flush()
            if outcome.errors > 0 { failed = true }
            switch outcome.ending {
            case .finished: continue
            case .stopped: if invocation.keepGoing { continue }
            case .unreadable:
                unreadable = true
                if invocation.keepGoing { continue }
            case .stepLimitReached: break
            case .quit(let status): return status
            case .interrupted: return 130
            }
            break
        }
        interpreter.output.flush()
        progress.erase()
        // As `python -i`: after an error in a file, the REPL still opens on the session as it
        // stands; only a file that cannot be read keeps it closed.
        if wantsRepl && !unreadable {
            return repl(interpreter)
        }
        if unreadable { return 2 }
        return failed ? 1 : 0
    }

    /// `--check`: every syntax error of every input.
    private func check(_ inputs: [ScriptInput], output: TextOutput) -> Int32 {
        let interpreter = Interpreter(output: output, diagnostics: diagnostics)
        var status: Int32 = 0
        for input in inputs {
            do {
                let outcome = try interpreter.check(input)
                if outcome.ending == .unreadable {
                    status = 2
                } else if outcome.errors > 0 {
                    status = max(status, 1)
                }
            } catch {
                complain(.unreadableFile, error.message, file: input.displayName)
                status = 2
            }
        }
        return status
    }

    /// Applies the kernel's sandbox (`KernelSandbox.confine`): the script files named on the
    /// command line stay readable (the user's own choice, wherever they are), the REPL's
    /// history folder writable; why GDAL is refused when the kernel's sandbox cannot be had.
    private func confine(_ sandbox: Sandbox, inputs: [ScriptInput], online: Bool, repl: Bool) -> String? {
        let scripts = inputs.compactMap { input -> String? in if case .file(let path) = input { path } else { nil } }
        var writable: [String] = []
        if repl, let history = HistoryFile.defaultPath(environment: Terminal.environment), let slash = history.lastIndex(of: "/") {
            writable.append(String(history[..<slash]))
        }
        return KernelSandbox.confine(sandbox, online: online, readable: scripts, writable: writable)
    }

    /// The folder `--sandbox` confines file commands to: the first script file's, or the
    /// working directory when no script is a file.
    private func sandboxFolder(_ inputs: [ScriptInput]) -> String {
        inputs.first { if case .file = $0 { true } else { false } }?.folder ?? ""
    }

    /// The interactive session, on readline when the terminal allows it; with no step limit,
    /// since Ctrl-C stops a runaway loop there.
    private func repl(_ interpreter: Interpreter) -> Int32 {
        interpreter.options.maxSteps = nil
        interpreter.options.confirmsWrites = true
        guard Terminal.isTerminal(STDIN_FILENO) else {
            complain(.noTerminal, "'-i' needs a terminal on standard input")
            return 2
        }
        installInterruptHandler()
        interpreter.output.writeLine("MapScript \(version). Type 'help' for the commands, Ctrl-D to quit.")
        interpreter.output.flush()
        let history = HistoryFile.defaultPath(environment: Terminal.environment).map { HistoryFile(path: $0) }
        var loop = Repl(interpreter: interpreter, editor: ReadlineEditor(interrupt: sharedInterrupt), history: history)
        return loop.run()
    }

    /// Reports an unreadable file or a misuse (`mapscript: error: ...` as text), through the
    /// same printer as the interpreter's diagnostics.
    private func complain(_ id: DiagnosticID, _ message: String, file: String? = nil) {
        diagnostics.consume(.invocation(id, message), file: file)
    }

    /// What a file operand that does not exist may have meant (`mapscript tset`: `; did you mean
    /// 'test'?`, `mapscript help`: `; did you mean '--help'?`), or "". Only a bare word (no
    /// `/`, no `.mapscript`) that names no file gets one: a script's path is never second-guessed.
    static func commandHint(for input: ScriptInput) -> String {
        guard case .file(let path) = input, !path.isEmpty, !path.contains("/"), !path.hasSuffix(".mapscript"),
              access(path, F_OK) != 0 else { return "" }
        return Suggestion.didYouMean(Suggestion.closest(to: path, among: commandWords.map(\.word), limit: 2)
            .compactMap { word in commandWords.first { $0.word == word }?.meaning })
    }

    /// The words a user types for a sub-command or an action, and what mapscript takes for it.
    private static let commandWords: [(word: String, meaning: String)] = [
        ("test", "test"), ("fmt", "fmt"), ("lsp", "lsp"), ("diff", "diff"), ("lint", "lint"), ("help", "--help"), ("version", "--version"),
        ("grammar", "--grammar"), ("man", "--man"), ("reference", "--reference"), ("check", "--check"),
    ]

    /// `$MAPSCRIPT_PARSE_AHEAD`: `never`, `always` (default batch sizes) or unset
    /// (automatic), for benchmarks and tests.
    private static var parseAheadPolicy: Interpreter.ParseAheadPolicy {
        switch Terminal.environment("MAPSCRIPT_PARSE_AHEAD") {
        case "never": .never
        case "always": .always(batchSize: Interpreter.parseAheadBatchSize)
        default: .automatic
        }
    }

    /// The inputs to run: each `-e` text after the first is named by its place among them
    /// (`<command line 2>`), so that `mapscript -e 'print 1' -e 'goto 99'` says which failed.
    static func scriptInputs(_ inputs: [Invocation.Input]) -> [ScriptInput] {
        var texts = 0
        return inputs.map { input in
            switch input {
            case .file(let path): return .file(path)
            case .text(let bytes):
                texts += 1
                return .bytes(bytes, name: texts == 1 ? "<command line>" : "<command line \(texts)>")
            case .standardInput: return .standardInput
            }
        }
    }
}

/// The flag that SIGINT raises while the REPL runs; created before the handler is installed.
let sharedInterrupt = InterruptFlag()

/// At the REPL, Ctrl-C raises `sharedInterrupt` instead of ending the process. No SA_RESTART,
/// so a blocked `poll` or `nanosleep` returns at once.
func installInterruptHandler() {
    _ = sharedInterrupt.isRaised
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in sharedInterrupt.raise() }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGINT, &action, nil)
    // A parent may have blocked SIGINT (the mask survives exec): unblock it.
    var mask = sigset_t()
    sigemptyset(&mask)
    sigaddset(&mask, SIGINT)
    sigprocmask(SIG_UNBLOCK, &mask, nil)
}
