/// One option of a command line, as one entry of an `OptionTable`: how it is spelled, whether it
/// takes a value, its help line, and what it does to what the command line builds (`Target`).
struct CommandLineOption<Target>: Sendable {
    /// The value an option takes.
    enum Argument: Sendable {
        /// None (`--check`).
        case none
        /// One, as the next argument or after `=` (`--format json`, `--format=json`); a one-letter
        /// option takes it attached too (`-eTEXT`). The placeholder names it in the help.
        case required(placeholder: String)
        /// Maybe one, after `=` only; `shown` is the value the help's own line for it shows
        /// (`--sandbox=read-only`), with `help`.
        case optional(shown: String, help: String)
    }

    /// A value as given: its text, and its bytes as the system gave them (which may not be
    /// valid UTF-8, which `text` has replaced).
    struct Value: Sendable {
        /// The value as text.
        let text: String
        /// The value's bytes.
        let bytes: [UInt8]
    }

    /// The spellings the help shows, in order (`-h`, `--help`); the last one is the option's
    /// name in messages of its own and in "did you mean".
    let shown: [String]
    /// Spellings accepted but not shown (`--colour`).
    var aliases: [String] = []
    /// Whether the option takes a value.
    var argument: Argument = .none
    /// The values it takes, when they are a fixed few (`auto`, `always`, `never`): shell
    /// completion offers them.
    var values: [String] = []
    /// The help line, lowercase, no trailing period.
    let help: String
    /// What the option does, given its value (nil when none was given).
    let apply: @Sendable (inout Target, Value?) throws(UsageError) -> Void

    /// Every spelling, shown ones first.
    var spellings: [String] { shown + aliases }

    /// The option's rows in the help: its spellings and placeholder, and its help line; an
    /// optional value has a row of its own.
    var helpRows: [(left: String, help: String)] {
        let names = shown.joined(separator: ", ")
        switch argument {
        case .none: return [(names, help)]
        case .required(let placeholder): return [(names + " " + placeholder, help)]
        case .optional(let value, let valueHelp): return [(names, help), ((shown.last ?? "") + "=" + value, valueHelp)]
        }
    }
}

extension CommandLineOption {
    /// `--format text|json`, as the main command line, `diff` and `lint` take it: `set` is given
    /// the format asked for; any other value is a usage error.
    static func format(help: String, _ set: @escaping @Sendable (inout Target, Invocation.DiagnosticFormat) -> Void) -> CommandLineOption {
        CommandLineOption(shown: ["--format"], argument: .required(placeholder: "FORMAT"),
                          values: Invocation.DiagnosticFormat.allCases.map(\.rawValue), help: help) { (target, value) throws(UsageError) in
            let text = value?.text ?? ""
            guard let format = Invocation.DiagnosticFormat(rawValue: text) else {
                throw UsageError(message: "'--format' takes 'text' or 'json', not '\(text)'")
            }
            set(&target, format)
        }
    }
}
