// The mapscript command: runs scripts in one map session, or opens the REPL.
#if canImport(Glibc)
import Glibc
#endif
import MapScriptRuntime
import MapScriptSyntax

/// The version `--version` prints and the REPL's banner shows (and web maps are signed with).
let version = Interpreter.version

let standardError = TextOutput(descriptor: STDERR_FILENO)

// Ctrl-\ (SIGQUIT) quits at once and quietly, as in lua and sqlite3 (the default action): the
// Swift runtime's backtracer would otherwise catch it, print a backtrace and let a batch run
// go on. Crashes keep their backtraces. A parent may have blocked it (the mask survives exec).
signal(SIGQUIT, SIG_DFL)
var quitSignal = sigset_t()
sigemptyset(&quitSignal)
sigaddset(&quitSignal, SIGQUIT)
pthread_sigmask(SIG_UNBLOCK, &quitSignal, nil)

// `mapscript test ...`: the golden-scenario runner (a file named `test` runs as `./test`).
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "test" {
    exit(TestCommand.run(Array(CommandLine.arguments.dropFirst(2)), report: TextOutput(descriptor: STDOUT_FILENO),
                         errors: standardError))
}

// `mapscript lsp ...`: the language server on standard input and output.
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "lsp" {
    exit(LSPCommand.run(Array(CommandLine.arguments.dropFirst(2)), errors: standardError))
}

// `mapscript fmt ...`: the formatter (a file named `fmt` runs as `./fmt`).
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "fmt" {
    exit(FormatCommand.run(Array(CommandLine.arguments.dropFirst(2)), output: TextOutput(descriptor: STDOUT_FILENO),
                           errors: standardError, useColor: Terminal.useColor(.auto, fd: STDERR_FILENO)))
}

// `mapscript completion bash|zsh|fish`: the shell's completion script (a file named
// `completion` runs as `./completion`).
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "completion" {
    exit(CompletionCommand.run(Array(CommandLine.arguments.dropFirst(2)), output: TextOutput(descriptor: STDOUT_FILENO),
                               errors: standardError))
}

// `mapscript diff A B`: a semantic diff of two web maps or session files (a file named `diff`
// runs as `./diff`).
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "diff" {
    exit(DiffCommand.run(Array(CommandLine.arguments.dropFirst(2)), output: TextOutput(descriptor: STDOUT_FILENO),
                         errors: standardError, useColor: Terminal.useColor(.auto, fd: STDERR_FILENO)))
}

// `mapscript lint MAP...`: checks web maps and session files (a file named `lint` runs as
// `./lint`).
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "lint" {
    exit(LintCommand.run(Array(CommandLine.arguments.dropFirst(2)), errors: standardError,
                         useColor: Terminal.useColor(.auto, fd: STDERR_FILENO)))
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
    print(Invocation.usage, terminator: "")
    exit(0)
case .version:
    print("mapscript \(version)")
    print("sandbox: \(KernelSandbox.status().description)")
    exit(0)
case .grammar:
    print(CommandTable.grammar, terminator: "")
    exit(0)
case .manual:
    print(ManPage.page(version: version), terminator: "")
    exit(0)
case .reference:
    print(ReferencePage.page, terminator: "")
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
