import LanguageServer
import MapScriptRuntime
import MapScriptSyntax
#if canImport(Glibc)
import Glibc
#endif

/// `mapscript lsp [--stdio]`: the Language Server Protocol server on standard input and output
/// (see `LanguageServer`).
enum LSPCommand {
    /// What `mapscript lsp` was asked for.
    struct Request: SubcommandRequest {
        /// `--help`.
        var help = false

        /// `lsp` takes no operands.
        func take(_ operand: OptionTable<Request>.Operand) throws(UsageError) {
            let text = switch operand {
            case .standardInput: "-"
            case .argument(let text): text
            }
            throw UsageError(message: "'lsp' takes no operands, found '\(text)'")
        }
    }

    /// The options of `mapscript lsp`, in the order its help lists them.
    static let options = OptionTable<Request>(options: [
        .init(shown: ["--stdio"], help: "talk over standard input and output (the default and only way; clients pass it)") { _, _ in },
        .init(shown: ["-h", "--help"], help: "show this help") { request, _ in request.help = true },
    ], context: " for 'lsp'")

    /// The help of `mapscript lsp`: the options' rows come from `options`.
    static var help: HelpText {
        HelpText(
            synopsis: ["mapscript lsp [--stdio]"],
            description: [
                "Serves the Language Server Protocol (3.17) to an editor over standard input and",
                "output: diagnostics as you type (syntax errors, unknown names, argument counts,",
                "unknown basemaps, duplicate bookmarks, unreadable sources), quick fixes, completion,",
                "hover, go to definition, document symbols and formatting (as 'mapscript fmt').",
                "Writes nothing but protocol messages to standard output.",
            ],
            rows: options.helpRows,
            exitStatus: [
                "0 after the client's 'shutdown' and 'exit', 1 when the input ends or 'exit' comes",
                "without 'shutdown', 2 for a usage error.",
            ])
    }

    /// Runs `mapscript lsp ARGUMENTS` (the arguments after `lsp`); returns the exit status.
    static func run(_ arguments: [String], errors: TextOutput) -> Int32 {
        let start = Subcommand.start("lsp", arguments, options: options, usage: help.text,
                                     output: { TextOutput(descriptor: STDOUT_FILENO) }, errors: errors)
        if case .exit(let status) = start { return status }
        return LanguageServer(input: STDIN_FILENO, output: STDOUT_FILENO).run()
    }
}
