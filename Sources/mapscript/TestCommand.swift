import MapScript
import TextSupport
#if canImport(Glibc)
import Glibc
#endif

/// `mapscript test [--update] [PATH...]`: the golden-scenario runner (see `GoldenRunner`).
enum TestCommand {
    static let usage = """
        usage: mapscript test [--update] [PATH...]

        Runs golden scenarios: every NAME.mapscript beside a NAME.expected (in the folders
        given, default the current one; or the .mapscript files given), each in a fresh
        session, with the options of its '#!' line. Standard output must equal NAME.expected
        and standard error NAME.expected-stderr (none when absent), byte for byte; a failure
        shows a unified diff.

          --update           rewrite the expected files from what the scenarios print
          -h, --help         show this help

        Exit status: 0 when every scenario passed, 1 when one failed, 2 for a usage error or
        a path that cannot be read.

        """

    /// Runs `mapscript test ARGUMENTS` (the arguments after `test`); returns the exit status.
    static func run(_ arguments: [String], report: TextOutput, errors: TextOutput) -> Int32 {
        var update = false
        var paths: [String] = []
        var optionsEnded = false
        for argument in arguments {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                paths.append(argument)
                continue
            }
            switch argument {
            case "--": optionsEnded = true
            case "--update", "-u": update = true
            case "-h", "--help":
                report.write(usage)
                report.flush()
                return 0
            default:
                errors.writeLine("mapscript: error: unknown option '\(argument)' for 'test'"
                                 + Suggestion.didYouMean(argument, among: ["--update", "--help"]))
                errors.writeLine("try 'mapscript test --help' for more information")
                errors.flush()
                return 2
            }
        }
        if paths.isEmpty { paths = ["."] }
        let (scenarios, problems) = GoldenScenario.discover(paths)
        for problem in problems { errors.writeLine("mapscript: error: \(problem)") }
        if scenarios.isEmpty && problems.isEmpty {
            errors.writeLine("mapscript: error: no golden scenarios (NAME.mapscript beside NAME.expected) in "
                             + paths.map { "'\($0)'" }.joined(separator: ", "))
        }
        errors.flush()
        let summary = GoldenRunner(update: update, report: report) { diagnostic, file in
            TextDiagnosticRenderer(useColor: false).render(diagnostic, file: file)
        }.run(scenarios)
        if !problems.isEmpty || scenarios.isEmpty { return 2 }
        return summary.failed == 0 ? 0 : 1
    }
}
