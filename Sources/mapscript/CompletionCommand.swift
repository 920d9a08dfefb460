import MapScriptRuntime
import MapScriptSyntax
import TextSupport
#if canImport(Glibc)
import Glibc
#endif

/// `mapscript completion bash|zsh|fish`: prints the shell's completion script
/// (`ShellCompletion`).
enum CompletionCommand {
    /// What `mapscript completion` was asked for.
    struct Request: SubcommandRequest {
        /// `--help`.
        var help = false
        /// The shell named.
        var shell: ShellCompletion.Shell?

        /// The shell's name; one only.
        mutating func take(_ operand: OptionTable<Request>.Operand) throws(UsageError) {
            let text = switch operand {
            case .standardInput: "-"
            case .argument(let text): text
            }
            guard shell == nil else { throw UsageError(message: "'completion' takes one shell, found '\(text)' after it") }
            guard let named = ShellCompletion.Shell(rawValue: text) else {
                let names = ShellCompletion.Shell.allCases.map(\.rawValue)
                throw UsageError(message: "'completion' takes bash, zsh or fish, not '\(text)'"
                                 + Suggestion.didYouMean(Suggestion.closest(to: text, among: names, limit: 1)))
            }
            shell = named
        }
    }

    /// The options of `mapscript completion`.
    static let options = OptionTable<Request>(options: [
        .init(shown: ["-h", "--help"], help: "show this help") { request, _ in request.help = true },
    ], context: " for 'completion'")

    /// The synopsis, as the help, the manual page and the main help show it.
    static let synopsis = "mapscript completion bash|zsh|fish"

    /// The help of `mapscript completion`.
    static var help: HelpText {
        HelpText(
            synopsis: [synopsis],
            description: [
                "Prints a completion script for the shell, made from the option tables: options, their",
                "values (--format text|json, --color auto|always|never), sub-commands and .mapscript",
                "files. Load it with 'source <(mapscript completion bash)' (bash), 'source",
                "<(mapscript completion zsh)' (zsh) or 'mapscript completion fish | source' (fish), or",
                "install it where the shell looks (scripts/install does).",
            ],
            rows: [("bash, zsh, fish", "the shell to complete for")] + options.helpRows,
            exitStatus: ["0 when the script was written, 2 for a usage error."])
    }

    /// Runs `mapscript completion ARGUMENTS`; returns the exit status.
    static func run(_ arguments: [String], output: TextOutput, errors: TextOutput) -> Int32 {
        let start = Subcommand.start("completion", arguments, options: options, usage: help.text, output: { output }, errors: errors)
        if case .exit(let status) = start { return status }
        guard case .run(let request) = start else { return 2 }
        guard let shell = request.shell else {
            errors.writeLine("mapscript: error: 'completion' needs a shell: bash, zsh or fish")
            errors.writeLine("try 'mapscript completion --help' for more information")
            errors.flush()
            return 2
        }
        output.write(ShellCompletion.script(for: shell))
        output.flush()
        return 0
    }
}
