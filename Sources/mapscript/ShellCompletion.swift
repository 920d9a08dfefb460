/// `mapscript completion bash|zsh|fish`: a shell completion script made from the option tables
/// and the sub-commands (`Subcommand.entries`), so that it cannot fall behind them: options
/// with their fixed values (`--format text|json`), sub-commands, and `.mapscript` files (and
/// folders) where a script goes.
enum ShellCompletion {
    /// The shells a script is made for.
    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    /// One option as completion sees it.
    struct Option: Sendable {
        /// Every spelling (`-k`, `--keep-going`).
        let spellings: [String]
        /// Whether it takes a value, and how.
        let value: Value
        /// The help line.
        let help: String
    }

    /// The value an option takes, as completion offers it.
    enum Value: Sendable, Equatable {
        /// None.
        case none
        /// One of these words, as the next argument or after `=`.
        case words([String])
        /// A file name, as the next argument or after `=`.
        case file
        /// Something completion cannot offer (`-e TEXT`, `--jobs N`).
        case other
        /// One of these words after `=` only (`--sandbox=read-only`).
        case optionalWords([String])
    }

    /// What a command's operands are.
    enum Operands: Sendable, Equatable {
        /// Script files (`.mapscript`) and folders.
        case scripts
        /// Any files (web maps, session files).
        case files
        /// One of these words, first.
        case words([String])
        /// None.
        case none
    }

    /// A command line: the main one (empty `name`) or a sub-command's.
    struct Command: Sendable {
        /// The sub-command's name, empty for `mapscript` itself.
        let name: String
        /// What the help says of it.
        let summary: String
        /// Its options.
        let options: [Option]
        /// Its operands.
        let operands: Operands
    }

    /// `mapscript` itself, then each sub-command, in the order the help lists them.
    static var commands: [Command] {
        [Command(name: "", summary: "run MapScript files", options: Invocation.options.completionOptions, operands: .scripts)]
            + Subcommand.entries.map { Command(name: $0.name, summary: $0.summary, options: $0.options, operands: $0.operands) }
    }

    /// The completion script for `shell`.
    static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: bashScript
        case .zsh: zshScript
        case .fish: fishScript
        }
    }

    /// `text` in single quotes for any of the three shells (a quote inside closes, escapes and
    /// reopens).
    static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: #"'\''"#) + "'"
    }
}

extension OptionTable {
    /// The options as shell completion offers them.
    var completionOptions: [ShellCompletion.Option] {
        options.map { option in
            let value: ShellCompletion.Value = switch option.argument {
            case .none: .none
            case .required(let placeholder): !option.values.isEmpty ? .words(option.values) : placeholder == "FILE" ? .file : .other
            case .optional(let shown, _): .optionalWords([shown])
            }
            return ShellCompletion.Option(spellings: option.spellings, value: value, help: option.help)
        }
    }
}
