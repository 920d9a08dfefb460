import MapScript
#if canImport(Glibc)
import Glibc
#endif

/// `mapscript test [--update] [PATH...]`: the golden-scenario runner (see `GoldenRunner`).
enum TestCommand {
    /// What `mapscript test` was asked for.
    struct Request {
        /// `--update`: rewrite the expected files.
        var update = false
        /// `--help`.
        var help = false
        /// The folders and files given.
        var paths: [String] = []
    }

    /// The options of `mapscript test`, in the order its help lists them.
    static let options = OptionTable<Request>(options: [
        .init(shown: ["--update"], aliases: ["-u"], help: "rewrite the expected files from what the scenarios print") { request, _ in
            request.update = true
        },
        .init(shown: ["-h", "--help"], help: "show this help") { request, _ in request.help = true },
    ], context: " for 'test'")

    /// The help of `mapscript test`: the options' rows come from `options`.
    static var help: HelpText {
        HelpText(
            synopsis: ["mapscript test [--update] [PATH...]"],
            description: [
                "Runs golden scenarios: every NAME.mapscript beside a NAME.expected (in the folders",
                "given, default the current one; or the .mapscript files given), each in a fresh",
                "session, with the options of its '#!' line. Standard output must equal NAME.expected",
                "and standard error NAME.expected-stderr (none when absent), byte for byte; a failure",
                "shows a unified diff.",
            ],
            rows: options.helpRows,
            exitStatus: [
                "0 when every scenario passed, 1 when one failed, 2 for a usage error or",
                "a path that cannot be read.",
            ])
    }

    /// What `mapscript test --help` prints.
    static var usage: String { help.text }

    /// Runs `mapscript test ARGUMENTS` (the arguments after `test`); returns the exit status.
    static func run(_ arguments: [String], report: TextOutput, errors: TextOutput) -> Int32 {
        var request = Request()
        do {
            try options.parse(arguments, into: &request) { request, operand in
                switch operand {
                case .standardInput: request.paths.append("-")
                case .argument(let path): request.paths.append(path)
                }
            }
        } catch {
            errors.writeLine("mapscript: error: " + error.message)
            errors.writeLine("try 'mapscript test --help' for more information")
            errors.flush()
            return 2
        }
        if request.help {
            report.write(usage)
            report.flush()
            return 0
        }
        var paths = request.paths
        if paths.isEmpty { paths = ["."] }
        let (scenarios, problems) = GoldenScenario.discover(paths)
        for problem in problems { errors.writeLine("mapscript: error: \(problem)") }
        if scenarios.isEmpty && problems.isEmpty {
            errors.writeLine("mapscript: error: no golden scenarios (NAME.mapscript beside NAME.expected) in "
                             + paths.map { "'\($0)'" }.joined(separator: ", "))
        }
        errors.flush()
        // Nothing to run: the errors say why, and no `0 passed, 0 failed` follows them.
        if scenarios.isEmpty { return 2 }
        let summary = GoldenRunner(update: request.update, report: report) { diagnostic, file, lines in
            TextDiagnosticRenderer(useColor: false).render(diagnostic, file: file, lines: lines)
        }.run(scenarios)
        if !problems.isEmpty { return 2 }
        return summary.failed == 0 ? 0 : 1
    }
}
