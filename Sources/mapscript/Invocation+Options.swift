import MapScriptRuntime

extension Invocation {
    /// The options of `mapscript [options] [FILE | -]...`, in the order `--help` lists them.
    static let options = OptionTable<Invocation>(options: [
        .init(shown: ["-e"], argument: .required(placeholder: "TEXT"), help: "run TEXT (repeatable; runs in order with the files)") {
            $0.inputs.append(.text($1?.bytes ?? []))
        },
        .init(shown: ["-i"], aliases: ["--interactive"], help: "enter the REPL after running the inputs") { invocation, _ in
            invocation.interactive = true
        },
        .init(shown: ["--check"], help: "check the syntax only, reporting every error") { invocation, _ in
            invocation.checkOnly = true
        },
        .init(shown: ["--keep-going"], aliases: ["-k"], help: "after a runtime error, report it and go on (next statement or loop turn)") { invocation, _ in
            invocation.keepGoing = true
        },
        .init(shown: ["--realtime"], help: "waits and animated moves take real time") { invocation, _ in
            invocation.realtime = true
        },
        .init(shown: ["--online"], help: "let pictures fetch tiles from the network") { invocation, _ in
            invocation.online = true
        },
        .init(shown: ["--max-steps"], argument: .required(placeholder: "N"),
              help: "stop a run after N steps (default \(Interpreter.defaultMaxSteps); 0: no limit)") { (invocation, value) throws(UsageError) in
            invocation.maxSteps = try stepLimit(value?.text ?? "")
        },
        .init(shown: ["--sandbox"], argument: .optional(shown: "read-only", help: "the same, and no file is written"),
              help: "file commands reach only the first script's folder") { (invocation, value) throws(UsageError) in
            invocation.sandbox = try value.map { value throws(UsageError) in try sandboxMode(value.text) } ?? .folder
        },
        .init(shown: ["--color"], aliases: ["--colour"], argument: .required(placeholder: "WHEN"),
              values: ColorChoice.allCases.map(\.rawValue), help: "colour diagnostics: auto (default), always or never") { (invocation, value) throws(UsageError) in
            invocation.color = try colorChoice(value?.text ?? "")
        },
        .format(help: "diagnostics as text (default) or json (one object per line)") { invocation, format in invocation.format = format },
        .init(shown: ["--grammar"], help: "print the command rules of grammar.ebnf (from the command table)") { invocation, _ in
            invocation.action = .grammar
        },
        .init(shown: ["--man"], help: "print the manual page (roff), made from this help and the command table") { invocation, _ in
            invocation.action = .manual
        },
        .init(shown: ["--reference"], help: "print the command reference in Markdown (docs/reference.md), from the same tables") { invocation, _ in
            invocation.action = .reference
        },
        .init(shown: ["-h", "--help"], help: "show this help") { invocation, _ in invocation.action = .help },
        .init(shown: ["-V", "--version"], help: "show the version and which sandbox --sandbox gets") { invocation, _ in invocation.action = .version },
    ])

    /// The help: `--help` prints it as text and `--man` as a manual page; the options' rows
    /// come from `options`.
    static var help: HelpText {
        HelpText(
            synopsis: ["mapscript [options] [FILE | -]... [-- ARG...]", TestCommand.synopsis,
                       "mapscript fmt [--check] [FILE... | -]", "mapscript lsp [--stdio]",
                       DiffCommand.synopsis, LintCommand.synopsis, CompletionCommand.synopsis],
            description: [
                "Runs MapScript files in order, in one map session. With no input, opens the REPL when",
                "standard input and output are terminals, and otherwise runs standard input.",
            ],
            rows: [("FILE", "run a script file"), ("-", "run standard input")] + options.helpRows
                + [("-- ARG...", "end of the inputs: the arguments after it are the scripts' `args`")]
                + Subcommand.entries.map { ($0.name, $0.summary) },
            exitStatus: [
                "0 when nothing failed, 1 after a syntax or runtime error (a failed assert",
                "included), 2 for a usage error or a file that cannot be read.",
            ])
    }

    /// What `--help` prints.
    static var usage: String { help.text }

    /// The diagnostic format `arguments` ask for, read leniently (for reporting a usage error in
    /// the format asked for, when the command line as a whole cannot be understood).
    static func requestedFormat(_ arguments: [String]) -> DiagnosticFormat {
        options.values(of: "--format", in: arguments).reduce(DiagnosticFormat.text) { DiagnosticFormat(rawValue: $1) ?? $0 }
    }

    /// `--max-steps`' value: a whole number of steps, 0 for no limit.
    private static func stepLimit(_ text: String) throws(UsageError) -> Int? {
        guard let steps = Int(text), steps >= 0 else {
            throw UsageError(message: "'--max-steps' takes a whole number of steps (0 for no limit), not '\(text)'")
        }
        return steps == 0 ? nil : steps
    }

    private static func sandboxMode(_ text: String) throws(UsageError) -> SandboxMode {
        guard text == "read-only" else {
            throw UsageError(message: "'--sandbox' takes no value or '=read-only', not '\(text)'")
        }
        return .readOnly
    }

    private static func colorChoice(_ text: String) throws(UsageError) -> ColorChoice {
        guard let choice = ColorChoice(rawValue: text) else {
            throw UsageError(message: "'--color' takes 'auto', 'always' or 'never', not '\(text)'")
        }
        return choice
    }
}
