// The mapscript command: runs scripts in one map session, or opens the REPL.
import MapScript
#if canImport(Glibc)
import Glibc
#endif

/// The version `--version` prints and the REPL's banner shows (and web maps are signed with).
let version = Interpreter.version

let usage = """
    usage: mapscript [options] [FILE | -]...
           mapscript test [--update] [PATH...]

    Runs MapScript files in order, in one map session. With no input, opens the REPL when
    standard input and output are terminals, and otherwise runs standard input.

      FILE               run a script file
      -                  run standard input
      -e TEXT            run TEXT (repeatable; runs in order with the files)
      -i                 enter the REPL after running the inputs
      --check            check the syntax only, reporting every error
      --keep-going       after a runtime error, report it and go on
      --realtime         waits and animated moves take real time
      --max-steps N      stop a run after N steps (default 1000000000; 0: no limit)
      --sandbox          file commands reach only the first script's folder
      --sandbox=read-only  the same, and no file is written
      --color WHEN       colour diagnostics: auto (default), always or never
      --format FORMAT    diagnostics as text (default) or json (one object per line)
      -h, --help         show this help
      -V, --version      show the version
      --                 end of options: every argument after it is a file
      test               run golden scenarios (see 'mapscript test --help')

    Exit status: 0 when nothing failed, 1 after a syntax or runtime error (a failed assert
    included), 2 for a usage error or a file that cannot be read.

    """

let standardError = TextOutput(descriptor: STDERR_FILENO)

// `mapscript test ...`: the golden-scenario runner (a file named `test` runs as `./test`).
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "test" {
    exit(TestCommand.run(Array(CommandLine.arguments.dropFirst(2)), report: TextOutput(descriptor: STDOUT_FILENO),
                         errors: standardError))
}

let invocation: Invocation
do {
    invocation = try Invocation.parse(Array(CommandLine.arguments.dropFirst()), bytes: Invocation.systemArguments())
} catch {
    switch Invocation.requestedFormat(Array(CommandLine.arguments.dropFirst())) {
    case .text:
        DiagnosticPrinter(format: .text(useColor: false), output: standardError).consume(.invocation(.usage, error.message), file: nil)
        standardError.writeLine("try 'mapscript --help' for more information")
    case .json:
        DiagnosticPrinter(format: .json, output: standardError).consume(.invocation(.usage, error.message), file: nil)
    }
    standardError.flush()
    exit(2)
}

switch invocation.action {
case .help:
    print(usage, terminator: "")
    exit(0)
case .version:
    print("mapscript \(version)")
    exit(0)
case .run:
    break
}

let interactiveTerminal = Terminal.isTerminal(STDIN_FILENO) && Terminal.isTerminal(STDOUT_FILENO)
let diagnosticFormat: DiagnosticPrinter.Format = switch invocation.format {
case .text: .text(useColor: Terminal.useColor(invocation.color, fd: STDERR_FILENO))
case .json: .json
}
let driver = Driver(invocation: invocation, errors: standardError,
                    diagnostics: DiagnosticPrinter(format: diagnosticFormat, output: standardError),
                    interactiveTerminal: interactiveTerminal)
exit(driver.run())
