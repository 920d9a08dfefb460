#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MapScriptSyntax

extension Interpreter {
    /// Runs a whole script, statement by statement as the parser reads it, reporting every
    /// error to `diagnostics`; returns how it ended and how many errors it reported. Throws
    /// only when a script file cannot be opened.
    public func run(_ input: ScriptInput) throws(UnreadableFile) -> RunOutcome {
        if scriptStack.isEmpty {
            liveShow = nil  // the REPL's prompt and the line typed came after any picture
            stackFloor = .max  // measured again, on the thread running it
            if options.maxSteps != steps.limit { steps = StepBudget(limit: options.maxSteps) }
        }
        let (parser, descriptor) = try Self.open(input, lineLimit: options.lineLimit)
        defer { if descriptor >= 0 { close(descriptor) } }
        let frame = self.frame(displayName: input.displayName, folder: input.folder, canonicalPath: input.canonicalPath,
                               reader: reader(parser, descriptor: descriptor))
        let outer = tally
        tally = RunTally()
        defer { tally = outer }
        let ending: RunOutcome.Ending
        do {
            try runFrame(frame)
            ending = tally.unreadable ? .unreadable : .finished
        } catch {
            switch error {
            case .failed(let diagnostic, let origin):
                report(diagnostic, origin: origin)
                ending = stoppedEnding
            case .reported:
                ending = stoppedEnding
            case .quit(let status):
                ending = .quit(status)
            case .interrupted:
                ending = .interrupted
            }
        }
        return RunOutcome(ending, errors: tally.errors)
    }

    /// How a run that stopped at an error ended: past the step limit, at an input it could not
    /// read, or at another error.
    private var stoppedEnding: RunOutcome.Ending {
        if steps.isExhausted { return .stepLimitReached }
        return tally.unreadable ? .unreadable : .stopped
    }

    /// A parser for `input`, and the file descriptor to close afterwards (-1 for none).
    private static func open(_ input: ScriptInput, lineLimit: Int) throws(UnreadableFile) -> (Parser, Int32) {
        switch input {
        case .file(let path), .namedFile(let path, _):
            let descriptor = try ScriptFiles.open(path)
            return (Parser(fileDescriptor: descriptor, describedAs: input.readDescription, lineLimit: lineLimit), descriptor)
        case .text(let text, _):
            return (Parser(bytes: Array(text.utf8), lineLimit: lineLimit), -1)
        case .bytes(let bytes, _):
            return (Parser(bytes: bytes, lineLimit: lineLimit), -1)
        case .standardInput:
            return (Parser(fileDescriptor: STDIN_FILENO, describedAs: input.readDescription, lineLimit: lineLimit), -1)
        }
    }

    /// The reader of a script's statements: `parser` itself, or the parser running ahead on a
    /// second thread, as `options.parseAhead` says for the file open on `descriptor` (-1 for
    /// text). The parser guards its recursion by the real stack (`StackGuard`).
    func reader(_ parser: consuming Parser, descriptor: Int32) -> StatementReader {
        parser.stackGuardType = StackGuard.self
        let parseAhead: Bool, limits: ParseAhead.Limits
        switch options.parseAhead {
        case .never:
            parseAhead = false
            limits = ParseAhead.Limits()
        case .always(let batchSize):
            parseAhead = true
            limits = ParseAhead.Limits(items: batchSize)
        case .automatic:
            let large = descriptor >= 0 && ScriptFiles.regularFileSize(descriptor) >= Self.parseAheadMinimumSize
            parseAhead = large && ScriptFiles.usableCores >= 2
            limits = ParseAhead.Limits()
        }
        return StatementReader(parser, parseAhead: parseAhead, limits: limits)
    }

    /// The frame of a script about to run, its reader's window open in `sources`.
    private func frame(displayName: String?, folder: String, canonicalPath: String?, reader: StatementReader) -> ScriptFrame {
        ScriptFrame(displayName: displayName, folder: folder, canonicalPath: canonicalPath, source: reader,
                    sourceID: sources.open(window: reader.lineText))
    }

    /// Runs the statements of `frame`'s script: read, execute, report. A syntax error stops
    /// execution (unless `keepGoing`) but reading goes on, so that every syntax error of the
    /// script is reported.
    func runFrame(_ frame: ScriptFrame) throws(ExecutionStop) {
        scriptStack.append(frame)
        defer {
            scriptStack.removeLast()
            frame.source.finish()
            sources.close(frame.sourceID)
        }
        var stopped = false
        try frame.source.read { (statement) throws(ExecutionStop) in
            if !stopped { try executeReporting(statement) }
        } diagnostic: { (diagnostic) throws(ExecutionStop) in
            report(diagnostic, origin: .script(frame.displayName))
            if !options.keepGoing { stopped = true }
        }
        if stopped { throw .reported }
    }

    /// Runs a top-level statement, reporting a runtime error; the error stops the script
    /// unless `keepGoing`.
    private func executeReporting(_ statement: Stmt) throws(ExecutionStop) {
        do {
            try execute(statement)
        } catch {
            switch error {
            case .failed(let diagnostic, let origin):
                report(diagnostic, origin: origin)
                if !options.keepGoing || steps.isExhausted { throw .reported }
            case .reported:
                if !options.keepGoing || steps.isExhausted { throw .reported }
            case .quit, .interrupted:
                throw error
            }
        }
    }

    /// Runs one turn of a loop under `keepGoing` (loops outside procedures): a runtime error
    /// is reported and the loop goes on with its next turn, as a top-level statement's error
    /// lets the script go on with the next statement; past the step limit it stops all the same.
    func keepGoing(_ body: Execution) throws(ExecutionStop) {
        do {
            try body(self)
        } catch {
            switch error {
            case .failed(let diagnostic, let origin):
                report(diagnostic, origin: origin)
                if steps.isExhausted { throw .reported }
            case .reported:
                if steps.isExhausted { throw .reported }
            case .quit, .interrupted:
                throw error
            }
        }
    }

    /// `source FILE`: runs another script in this session; `file` is found from the including
    /// script's folder (`resolvedFile`).
    func runSource(_ file: FileTarget, at range: SourceRange) throws(ExecutionStop) {
        guard scriptStack.count < Self.maximumSourceDepth else {
            throw .error(.sourceTooDeep, "too many nested 'source' commands (more than \(Self.maximumSourceDepth))", at: range)
        }
        let resolved = file.path
        let descriptor: Int32
        do { descriptor = try file.openScript() } catch { throw .error(.unreadableFile, error.message, at: range) }
        defer { close(descriptor) }
        let canonical = ScriptFiles.canonicalPath(resolved)
        if let canonical, let first = scriptStack.firstIndex(where: { $0.canonicalPath == canonical }) {
            let chain = scriptStack[first...].map { $0.displayName ?? "<input>" } + [resolved]
            throw .error(.sourceCycle, "'source' cycle: " + chain.joined(separator: " -> "), at: range)
        }
        // The script runs at the top level: it sees the globals, not the locals where `source` is.
        try atSite(nil) { () throws(ExecutionStop) in
            var sourced = frame(displayName: resolved, folder: ScriptPath.folder(of: resolved), canonicalPath: canonical,
                                reader: reader(Parser(fileDescriptor: descriptor, describedAs: "'\(resolved)'", lineLimit: options.lineLimit),
                                               descriptor: descriptor))
            sourced.sourcedAt = (scriptStack.last?.displayName, range)
            try runFrame(sourced)
        }
    }

    /// Checks the syntax of a script without running it, reporting every error; the outcome
    /// says how many there were (ending `finished`, or `unreadable` when the input could not be
    /// read to its end). Throws only when a file cannot be opened.
    public func check(_ input: ScriptInput) throws(UnreadableFile) -> RunOutcome {
        var (parser, descriptor) = try Self.open(input, lineLimit: options.lineLimit)
        parser.stackGuardType = StackGuard.self
        defer { if descriptor >= 0 { close(descriptor) } }
        let outer = tally
        tally = RunTally()
        defer { tally = outer }
        let reader = ParserBox(parser)
        let source = sources.open { reader.parser.lineText(line: $0) }
        defer { sources.close(source) }
        while let item = reader.parser.next() {
            guard case .diagnostic(var diagnostic) = item else { continue }
            // `--check` shows where it stopped at too many errors without the line (a run shows it).
            if diagnostic.id != .tooManyErrors { diagnostic.source = source }
            emit(diagnostic, file: input.displayName)
        }
        return RunOutcome(tally.unreadable ? .unreadable : .finished, errors: tally.errors)
    }

    // MARK: - Reporting

    /// Reports an error: places a pending one in the script running now (its name, and its
    /// source for the lines shown).
    func report(_ diagnostic: Diagnostic, origin: ExecutionStop.Origin) {
        liveShow = nil  // the message goes below the picture
        var diagnostic = diagnostic
        let file: String?
        switch origin {
        case .pending:
            file = scriptStack.last?.displayName
        case .script(let name):
            file = name
        }
        if diagnostic.source == nil, let current = scriptStack.last, current.displayName == file {
            diagnostic.source = current.sourceID
        }
        // The call chain: the calls that led here from this script's statement, then the
        // `source` commands that ran this script.
        diagnostic.placeCallSites(in: scriptStack.last?.displayName)
        for frame in scriptStack.reversed() {
            guard let (site, range) = frame.sourcedAt,
                  diagnostic.notes.count(where: { $0.callSite != nil }) < Diagnostic.callChainLimit else { continue }
            diagnostic.notes.append(Diagnostic.Note(callAt: range, "in source '\(frame.displayName ?? "<input>")'", file: site, isPlaced: true))
        }
        emit(diagnostic, file: file)
    }

    /// Hands one diagnostic to `diagnostics`, flushing results first so the two streams
    /// interleave in order on a terminal; counts it in the run's tally.
    func emit(_ diagnostic: Diagnostic, file: String?) {
        if diagnostic.id == .unreadableInput { tally.unreadable = true }
        if diagnostic.isError { tally.errors += 1 }
        output.flush()
        diagnostics.consume(diagnostic, file: file, lines: sources.lines(of: diagnostic.source))
    }
}
