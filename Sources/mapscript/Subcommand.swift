import MapScriptRuntime
import MapScriptSyntax

/// A request of a sub-command (`mapscript test`, `fmt`, `lsp`): what its options set, `--help`
/// among them, and where its operands go.
protocol SubcommandRequest {
    /// A request with nothing set.
    init()
    /// `--help`.
    var help: Bool { get }
    /// Takes an operand (a path, or `-` for standard input); a usage error when the
    /// sub-command takes none.
    mutating func take(_ operand: OptionTable<Self>.Operand) throws(UsageError)
}

/// What the sub-commands share at their start: their arguments read through their option table,
/// a usage error said one way, and `--help`.
enum Subcommand {
    /// How reading a sub-command's arguments ended.
    enum Start<Request> {
        /// Run with this request.
        case run(Request)
        /// Exit now with this status: 2 after a usage error, 0 after `--help`.
        case exit(Int32)
    }

    /// Reads `arguments` (those after `name`) by `options`: a usage error goes to `errors` with a
    /// pointer to the help (status 2); `--help` writes `usage` to `output` (status 0).
    static func start<Request: SubcommandRequest>(_ name: String, _ arguments: [String], options: OptionTable<Request>,
                                                  usage: @autoclosure () -> String, output: () -> TextOutput,
                                                  errors: TextOutput) -> Start<Request> {
        var request = Request()
        var refused: UsageError?
        do throws(UsageError) {
            try options.parse(arguments, into: &request) { request, operand in
                do throws(UsageError) { try request.take(operand) } catch { refused = refused ?? error }
            }
            if let refused { throw refused }
        } catch {
            errors.writeLine("mapscript: error: " + error.message)
            errors.writeLine("try 'mapscript \(name) --help' for more information")
            errors.flush()
            return .exit(2)
        }
        guard !request.help else {
            let out = output()
            out.write(usage())
            out.flush()
            return .exit(0)
        }
        return .run(request)
    }
}

extension Subcommand {
    /// A sub-command as the main help and shell completion list it.
    struct Entry: Sendable {
        /// Its name, the first argument (`test`).
        let name: String
        /// Its row in the main help.
        let summary: String
        /// Its options, from its option table.
        let options: [ShellCompletion.Option]
        /// What its operands are.
        let operands: ShellCompletion.Operands
    }

    /// The sub-commands, in the order the main help lists them.
    static var entries: [Entry] {
        [
            Entry(name: "test", summary: "run golden scenarios (see 'mapscript test --help')",
                  options: TestCommand.options.completionOptions, operands: .scripts),
            Entry(name: "fmt", summary: "write scripts in the canonical layout (see 'mapscript fmt --help')",
                  options: FormatCommand.options.completionOptions, operands: .scripts),
            Entry(name: "lsp", summary: "serve the Language Server Protocol to an editor (see 'mapscript lsp --help')",
                  options: LSPCommand.options.completionOptions, operands: .none),
            Entry(name: "diff", summary: "compare two web maps or session files (see 'mapscript diff --help')",
                  options: DiffCommand.options.completionOptions, operands: .files),
            Entry(name: "lint", summary: "check web maps and session files (see 'mapscript lint --help')",
                  options: LintCommand.options.completionOptions, operands: .files),
            Entry(name: "completion", summary: "print a shell completion script: bash, zsh or fish",
                  options: CompletionCommand.options.completionOptions,
                  operands: .words(ShellCompletion.Shell.allCases.map(\.rawValue))),
        ]
    }
}
