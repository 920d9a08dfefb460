import MapFormats
import MapScriptRuntime
import MapScriptSyntax
import MapScriptTesting
#if canImport(Glibc)
import Glibc
#endif

/// `mapscript test [options] [PATH...]`: the golden-scenario runner (see `GoldenRunner`), in
/// parallel, with a JUnit XML report and sharding for CI.
enum TestCommand {
    /// What `mapscript test` was asked for.
    struct Request: SubcommandRequest {
        /// `--update`: rewrite the expected files.
        var update = false
        /// `--help`.
        var help = false
        /// `--jobs N`: how many scenarios run at once (nil: the cores the process may use).
        var jobs: Int?
        /// `--filter PATTERN`: only the scenarios whose path contains it.
        var filter: String?
        /// `--shard K/N`: only the K-th of N parts.
        var shard: GoldenShard?
        /// `--junit FILE`: where to write the JUnit XML report.
        var junit: String?
        /// The folders and files given.
        var paths: [String] = []

        /// A path operand (`-`: standard input).
        mutating func take(_ operand: OptionTable<Request>.Operand) throws(UsageError) {
            switch operand {
            case .standardInput: paths.append("-")
            case .argument(let path): paths.append(path)
            }
        }
    }

    /// The options of `mapscript test`, in the order its help lists them.
    static let options = OptionTable<Request>(options: [
        .init(shown: ["--update"], aliases: ["-u"], help: "rewrite the expected files from what the scenarios print") { request, _ in
            request.update = true
        },
        .init(shown: ["-j", "--jobs"], argument: .required(placeholder: "N"),
              help: "run N scenarios at once (default: the cores this process may use)") { (request, value) throws(UsageError) in
            let text = value?.text ?? ""
            guard let jobs = Int(text), jobs >= 1 else {
                throw UsageError(message: "'--jobs' takes a whole number of scenarios to run at once (1 or more), not '\(text)'")
            }
            request.jobs = jobs
        },
        .init(shown: ["--filter"], argument: .required(placeholder: "PATTERN"),
              help: "run only the scenarios whose path contains PATTERN") { (request, value) throws(UsageError) in
            guard let text = value?.text, !text.isEmpty else { throw UsageError(message: "'--filter' takes a non-empty part of a path") }
            request.filter = text
        },
        .init(shown: ["--shard"], argument: .required(placeholder: "K/N"),
              help: "run only the K-th of N parts, split by path (for N CI machines)") { (request, value) throws(UsageError) in
            let text = value?.text ?? ""
            guard let shard = GoldenShard(text) else {
                throw UsageError(message: "'--shard' takes K/N, the K-th of N parts with 1 <= K <= N (as 1/2 or 2/2), not '\(text)'")
            }
            request.shard = shard
        },
        .init(shown: ["--junit"], argument: .required(placeholder: "FILE"),
              help: "also write the results to FILE as JUnit XML") { (request, value) throws(UsageError) in
            guard let text = value?.text, !text.isEmpty else { throw UsageError(message: "'--junit' takes a file name") }
            request.junit = text
        },
        .init(shown: ["-h", "--help"], help: "show this help") { request, _ in request.help = true },
    ], context: " for 'test'")

    /// The synopsis of `mapscript test`, as the help, the manual page and the main help show it.
    static let synopsis = "mapscript test [options] [PATH...]"

    /// The help of `mapscript test`: the options' rows come from `options`.
    static var help: HelpText {
        HelpText(
            synopsis: [synopsis],
            description: [
                "Runs golden scenarios: every NAME.mapscript beside a NAME.expected (in the folders",
                "given and their subfolders, default the current one, hidden folders left out; or the",
                ".mapscript files given), each in a fresh session, with the options of its '#!' line.",
                "Standard output must equal NAME.expected and standard error NAME.expected-stderr",
                "(none when absent), byte for byte; a failure shows a unified diff, with control",
                "characters written as escapes (\\u{1b}). A '# skip: REASON' line among a script's",
                "opening comments skips it. Scenarios run at once on N threads, and the report lists",
                "them in path order whatever N is. --filter picks before --shard splits.",
            ],
            rows: options.helpRows,
            exitStatus: [
                "0 when every scenario passed or was skipped, 1 when one failed, 2 for a usage",
                "error, a path that cannot be read, no scenario to run, or an unwritable report.",
            ])
    }

    /// What `mapscript test --help` prints.
    static var usage: String { help.text }

    /// Runs `mapscript test ARGUMENTS` (the arguments after `test`); returns the exit status.
    static func run(_ arguments: [String], report: TextOutput, errors: TextOutput) -> Int32 {
        let request: Request
        switch Subcommand.start("test", arguments, options: options, usage: usage, output: { report }, errors: errors) {
        case .run(let read): request = read
        case .exit(let status): return status
        }
        // The runner's threads start now and wait, so that their start overlaps finding the
        // scenarios.
        let runner = GoldenRunner(update: request.update, jobs: request.jobs ?? GoldenRunner.defaultJobs, report: report) {
            diagnostic, file, lines in TextDiagnosticRenderer(useColor: false).render(diagnostic, file: file, lines: lines)
        }
        var paths = request.paths
        if paths.isEmpty { paths = ["."] }
        var (scenarios, problems) = GoldenScenario.discover(paths)
        for problem in problems { errors.writeLine("mapscript: error: \(problem)") }
        let found = !scenarios.isEmpty
        if let filter = request.filter { scenarios = scenarios.filter { $0.pathContains(filter) } }
        if !found && problems.isEmpty {
            errors.writeLine("mapscript: error: no golden scenarios (NAME.mapscript beside NAME.expected) in "
                             + paths.map { "'\($0)'" }.joined(separator: ", "))
        } else if found && scenarios.isEmpty, let filter = request.filter {
            errors.writeLine("mapscript: error: no scenario's path contains '\(filter)'")
        }
        errors.flush()
        // Nothing to run: the errors say why, and no `0 passed, 0 failed` follows them. (An
        // empty shard is no error: a CI matrix may have more machines than scenarios.)
        if scenarios.isEmpty { return 2 }
        if let shard = request.shard { scenarios = shard.select(scenarios) }
        let run = runner.run(scenarios)
        if let junit = request.junit {
            do { try AtomicFile.write(JUnitReport.xml(for: run), to: junit) } catch {
                errors.writeLine("mapscript: error: cannot write the JUnit report: \(error.message)")
                errors.flush()
                return 2
            }
        }
        if !problems.isEmpty { return 2 }
        return run.summary.failed == 0 ? 0 : 1
    }
}
