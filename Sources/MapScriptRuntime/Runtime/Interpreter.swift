import MapCore
import MapScriptSyntax
import TextSupport

/// Runs MapScript statements over one map session.
///
/// The interpreter owns the `Session` and mutates it in place; it reads scripts statement by
/// statement from a streaming `Parser`, so a script of any length runs in constant memory.
/// Results go to `output`, diagnostics to `diagnostics`.
///
/// `session`, `variables` and `steps`, which the run loop touches for every statement, are
/// `@exclusivity(unchecked)`: a class property's run-time exclusivity check costs a call into
/// the runtime per access (a performance device: see "Performance devices" in docs/performance.md for
/// what it gains).
public final class Interpreter {
    /// How a run behaves.
    public struct Options: Sendable {
        /// Report a runtime error and go on with the next statement (default: stop).
        public var keepGoing = false
        /// Waits and animated moves take real time (default: only the session clock moves).
        public var realtime = false
        /// When script files are parsed on a second thread, ahead of running.
        public var parseAhead = ParseAheadPolicy.automatic
        /// The terminal `show` draws for: its size and colours (nil: plain characters, 80 x 24).
        public var terminal: PictureTerminal?
        /// The most steps (statements run, loop iterations and items of walks over values) a
        /// run may take before it stops with an error (nil: no limit, as at the REPL, where
        /// Ctrl-C stops a runaway loop).
        public var maxSteps: Int?
        /// The folder that file commands are confined to, and whether they may write (nil:
        /// no sandbox).
        public var sandbox: Sandbox?
        /// Under a `sandbox` without the kernel's sandbox (`KernelSandbox`), why: every file
        /// that GDAL would read is then refused (`file.sandbox-refuses-gdal`), since the path
        /// checks cannot see what GDAL opens. Nil once the kernel's sandbox is in force (the
        /// driver sets it from `KernelSandbox.confine`); until then, refused.
        public var gdalRefusal: String? = "the process did not apply it"
        /// The longest script line accepted, in bytes (`Parser.defaultLineLimit`, 64 MiB): a
        /// longer one ends its input with `syntax.line-too-long`.
        public var lineLimit = Parser.defaultLineLimit
        /// Whether tile services may be fetched from the network (`--online`): without it, a tile
        /// basemap draws from GDAL's disk cache alone and the named styles stay names.
        public var online = false
        /// Whether `save` and `export` say what they wrote (`wrote s.json (1,234 bytes)`): at the
        /// REPL, where nothing else confirms it; never in batch runs, whose output is golden.
        public var confirmsWrites = false
        /// The script's arguments, `args` (the command line's arguments after `--`).
        public var arguments: [String] = []

        /// The default options: stop at the first error, virtual time, parsing large files
        /// ahead.
        public init(keepGoing: Bool = false, realtime: Bool = false, parseAhead: ParseAheadPolicy = .automatic) {
            self.keepGoing = keepGoing
            self.realtime = realtime
            self.parseAhead = parseAhead
        }
    }

    /// When a script is parsed on a thread of its own, ahead of the statement running (which
    /// changes nothing in what a script does or prints, only how fast a large one runs).
    public enum ParseAheadPolicy: Sendable, Equatable {
        /// For regular files of at least `parseAheadMinimumSize` bytes, on a machine that
        /// lets this process use more than one core.
        case automatic
        /// Never: statements are parsed as they are run.
        case never
        /// Always, for every script (text and pipes too), `batchSize` statements at a time:
        /// for tests and benchmarks.
        case always(batchSize: Int)
    }

    /// The smallest script file that `ParseAheadPolicy.automatic` parses ahead: smaller ones
    /// do not repay starting a thread.
    public static let parseAheadMinimumSize = 128 * 1024
    /// The statements a parser running ahead hands over at a time, by default.
    public static var parseAheadBatchSize: Int { ParseAhead.Limits().items }

    /// The map session the script drives.
    @exclusivity(unchecked) public internal(set) var session = Session()
    /// Where `print`, tables and help go.
    public let output: TextOutput
    /// Where diagnostics go, as data (the executable renders them).
    public let diagnostics: any DiagnosticConsumer
    /// How runs behave.
    public var options: Options
    /// Raised (by a SIGINT handler) to stop a running command.
    public let interrupt: InterruptFlag?
    /// The text of the inputs read, for the lines diagnostics show (see `SourceStore`).
    public let sources = SourceStore()
    /// What the run going on has reported so far (see `RunOutcome`).
    var tally = RunTally()

    /// Called now and then while a long script runs, with the script's name and the line
    /// reached (the executable draws a progress line from it).
    public var progress: ((_ file: String?, _ line: Int) -> Void)?

    /// The variables: globals, and the frames of the procedures and loops running. This and
    /// the other state that compiled code touches at every step are `@exclusivity(unchecked)`:
    /// only the thread running the script reaches them, and a dynamic check of each access
    /// was a tenth of a procedure call's time.
    @exclusivity(unchecked) var variables = Variables()
    /// The last `show` picture, while it may be redrawn in place (see `LiveShow`).
    var liveShow: LiveShow?
    /// The width set with `gallery style ... width W` (nil: the view's width).
    var galleryWidthSetting: Double?
    /// The rasters pictures draw, opened through GDAL on first use.
    lazy var rasters = SessionRasters(online: options.online)
    @exclusivity(unchecked) var procedures = ProcedureTable()
    /// The scripts being run, outermost first (for `source` nesting, cycles and relative paths).
    var scriptStack: [ScriptFrame] = []
    /// How many procedure calls are open.
    @exclusivity(unchecked) var callDepth = 0
    /// Set by `return` until the procedure's call takes it: the blocks and loops between
    /// stop running their statements.
    @exclusivity(unchecked) var returning = false
    /// The value `return` gave (nil for a bare `return`).
    @exclusivity(unchecked) var returnValue: Value?
    /// The ranges of literal empty `for` ranges (`4..1`) already warned about: once each.
    var emptyRangesWarned: Set<SourceRange> = []
    /// Steps taken (statements, loop iterations and the items of walks over values, see
    /// `walkSteps`) against `options.maxSteps`; each checkpoint (every 1,024 steps) looks at
    /// the interrupt flag, every 16th reports progress. `run(_:)` starts it afresh when no
    /// script is running.
    @exclusivity(unchecked) var steps = StepBudget()

    /// The lowest stack address blocks and calls may reach on the thread running scripts
    /// (`StackGuard.floor`): worked out when a block or call first needs it (reading the main
    /// thread's bounds costs a pass over `/proc/self/maps`, a fifth of start-up), and again for
    /// each run (see `run(_:)`); `UInt.max` until then, so that the first check measures it.
    @exclusivity(unchecked) var stackFloor = UInt.max

    /// The most nested procedure calls before an error (keeps the native stack safe).
    public static let maximumCallDepth = 100
    /// The most nested `source` commands before an error.
    public static let maximumSourceDepth = 64
    /// The steps a batch run may take by default (`--max-steps`): some minutes of work, far
    /// more than any script that ends needs.
    public static let defaultMaxSteps = 1_000_000_000

    /// An interpreter with a fresh default session.
    public init(output: TextOutput, diagnostics: any DiagnosticConsumer, options: Options = Options(),
                interrupt: InterruptFlag? = nil) {
        self.output = output
        self.diagnostics = diagnostics
        self.options = options
        self.interrupt = interrupt
    }

    /// The variables visible now, for completion.
    public var variableNames: [String] { variables.visibleNames }
    /// The procedures defined so far, for completion.
    public var procedureNames: [String] { procedures.names }

    // MARK: - Statements

    /// Runs one top-level statement: a command at once; any other statement compiled first
    /// (see `Compiler`), in a frame of its own for the locals of its blocks.
    @inline(__always)
    func execute(_ statement: Stmt) throws(ExecutionStop) {
        try execute(statement.kind, of: statement)
    }

    /// Runs `statement`, whose kind is `kind`. The kind is a parameter of its own, not read from
    /// the statement here: a `switch` on a parameter lends its payloads, while matching a
    /// field of the statement copies the whole statement first (a copy and a destroy through
    /// the value witnesses, 8% of the 100k workload's instructions).
    @inline(never)
    private func execute(_ kind: Stmt.Kind, of statement: Stmt) throws(ExecutionStop) {
        switch kind {
        case .command(let command):
            try step(at: statement.range)
            return try execute(command, at: statement.range)
        default:
            try compileAndRun(statement)
        }
    }

    /// Runs a top-level statement that is not a command: compiled, in a frame of its own.
    /// What the resolver finds wrong (unknown names, wrong argument counts) is reported before
    /// any of it runs, every error at once, when nothing the statement runs could make the
    /// names exist first (`NameEffects`).
    private func compileAndRun(_ statement: Stmt) throws(ExecutionStop) {
        let effects = NameEffects.of(statement)
        let final = !effects.runsScripts && !effects.defines && !(effects.callsProcedures && procedures.mayChangeNames)
        var compiler = Compiler(topLevelFor: self, namesAreFinal: final)
        let code = compiler.compile(statement)
        if let last = compiler.unresolved.last {
            for case .failed(let diagnostic, let origin) in compiler.unresolved.dropLast() { report(diagnostic, origin: origin) }
            throw last
        }
        let saved = variables.openFrame(slots: compiler.slotCount)
        defer { variables.closeFrame(restoring: saved) }
        try code(self)
    }

    /// Takes a step of the budget for the statement or loop turn at `range`, passing a
    /// checkpoint when one is due.
    @inline(__always)
    func step(at range: SourceRange) throws(ExecutionStop) {
        if steps.step() { try passCheckpoint(at: range) }
    }

    /// Runs `body`, which evaluates syntax trees written where the locals `site` are visible.
    @inline(__always)
    func atSite<T>(_ site: LocalNames?, _ body: () throws(ExecutionStop) -> T) throws(ExecutionStop) -> T {
        let saved = variables.site
        variables.site = site
        defer { variables.site = saved }
        return try body()
    }

    /// `name = value` to a variable that may not be declared (a global): the error then names
    /// the closest visible names (`site` gives the locals).
    func assign(_ value: Value, to variable: VariableReference, _ name: Identifier, site: LocalNames?) throws(ExecutionStop) {
        if case .global(let index) = variable, !variables.declared[index] { throw undeclared(name, site: site) }
        variables.put(value, in: variable)
    }

    /// The error for assigning to `name`, which no scope declares (`site` gives the locals).
    @inline(never)
    func undeclared(_ name: Identifier, site: LocalNames?) -> ExecutionStop {
        let visible = variables.visibleNames(at: site)
        return .error(.undeclaredVariable, "no variable named '\(name.name)'; declare it with 'let \(name.name) = ...'",
                      at: name.range, suggesting: Suggestion.closest(to: name.name, among: visible, limit: 2))
    }

    /// The error for reading `name`, which no scope declares (`site` gives the locals).
    func unknownVariable(_ name: String, at range: SourceRange, site: LocalNames?) -> ExecutionStop {
        let known = variables.visibleNames(at: site) + Builtins.valueNames
        return .error(.unknownVariable, "no variable named '\(name)'", at: range,
                      suggesting: Suggestion.closest(to: name, among: known, limit: 2))
    }

    /// The number of turns of `repeat`, from the value of `countExpr`.
    func repeatCount(_ value: Value, _ countExpr: Expr) throws(ExecutionStop) -> Int {
        let count = try wholeNumber(of: value, countExpr, what: "repeat count")
        guard count >= 0 else { throw .error(.valueOutOfRange, "repeat count must be at least 0, not \(count)", at: countExpr.range) }
        return count
    }

    /// The error of a failed `assert`, whose condition was written `source`, with the text
    /// of its message (if any).
    static func assertionFailure(_ source: String, message: String?, at range: SourceRange) -> ExecutionStop {
        var text = "assertion failed: \(oneLine(source))"
        if let message { text += ": " + message }
        return .error(.assertionFailed, text, at: range)
    }

    /// Throws a clear error instead of overflowing the stack when blocks and procedure calls
    /// nest too deeply.
    @inline(__always)
    func checkStack(at range: SourceRange) throws(ExecutionStop) {
        if StackGuard.frameAddress() <= stackFloor { try checkStackAfterMeasuring(at: range) }
    }

    /// `checkStack` when the floor was reached or is not measured yet.
    @inline(never)
    private func checkStackAfterMeasuring(at range: SourceRange) throws(ExecutionStop) {
        if stackFloor == .max { stackFloor = StackGuard().floor }
        guard StackGuard.frameAddress() > stackFloor else {
            throw .error(.stackExhausted, "nesting too deep to run: blocks and procedure calls have used up the stack", at: range)
        }
    }

    /// A checkpoint of the step budget, reached by the step at `range`: throws `interrupted`
    /// when the user has pressed Ctrl-C, and the step-limit error past `options.maxSteps`;
    /// reports progress now and then, whether a long run's time goes to statements or loops.
    func passCheckpoint(at range: SourceRange) throws(ExecutionStop) {
        guard steps.passCheckpoint() else {
            let limit = NumberFormat.grouped(steps.limit ?? 0)
            throw .error(.stepLimitReached, "the script ran more than \(limit) steps (statements and loop iterations); "
                         + "'--max-steps N' sets the limit", at: range)
        }
        if let interrupt, interrupt.take() { throw .interrupted }
        if steps.checkpoints & 15 == 0, let progress {
            progress(scriptStack.last?.displayName, range.start.line)
        }
    }

    /// A range written with two number literals that runs no turn (`for i in 4..1`): a
    /// warning, once for each place, since ranges count up (`1..n` with `n` 0 is the usual
    /// empty loop and says nothing).
    func warnIfWrittenEmpty(_ from: Expr, _ through: Expr, _ low: Int, _ high: Int) {
        guard case .number = from.kind, case .number = through.kind else { return }
        let range = SourceRange(start: from.range.start, end: through.range.end)
        guard emptyRangesWarned.insert(range).inserted else { return }
        report(.runtime(.emptyRange, "the range \(low)..\(high) is empty: a range counts up (\(high)..\(low) runs \(low - high + 1) times)",
                        at: range).with(severity: .warning), origin: .pending)
    }

    /// `text` on one line, for a message: each line trimmed, joined by single spaces (a
    /// condition written over several lines must not break the diagnostic's header line).
    static func oneLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return text.split(whereSeparator: \.isNewline).compactMap { String($0).trimmedOfWhitespace.nonEmpty }
            .joined(separator: " ")
    }

    /// The error for a variable named with a built-in name.
    static func reservedName(_ name: Identifier) -> ExecutionStop {
        .error(.reservedName, "'\(name.name)' is a built-in name and cannot be a variable", at: name.range)
    }
}
