import Testing
@testable import mapscript

/// The option tables: parsing, "did you mean" and the help's option lines all come from one
/// table, for the main command line and for `mapscript test`.
@Suite struct OptionTableTests {
    /// A mistyped option and the message it gets.
    @Test(arguments: [
        (["--chek"], "unknown option '--chek'; did you mean '--check'?"),
        (["--colr", "never"], "unknown option '--colr'; did you mean '--color'?"),
        (["--colur=never"], "unknown option '--colur'; did you mean '--color'?"),
        (["--interactiv"], "unknown option '--interactiv'; did you mean '--interactive'?"),
        (["--keepgoing"], "unknown option '--keepgoing'; did you mean '--keep-going'?"),
        (["--max-step=5"], "unknown option '--max-step'; did you mean '--max-steps'?"),
        (["--vresion"], "unknown option '--vresion'; did you mean '--version'?"),
        (["--sandbx"], "unknown option '--sandbx'; did you mean '--sandbox'?"),
        (["-x"], "unknown option '-x'; did you mean '-e' or '-i'?"),
        (["-v"], "unknown option '-v'; did you mean '-V' or '-e'?"),
        (["--bogus"], "unknown option '--bogus'"),
        (["--check=yes"], "option '--check' takes no value"),
        (["--format"], "option '--format' needs a value"),
        (["--colour"], "option '--colour' needs a value"),
        (["-i", "--check"], "'--check' and '-i' cannot be used together"),
    ])
    func mistypedOptions(arguments: [String], message: String) {
        #expect(throws: UsageError(message: message)) { try Invocation.parse(arguments) }
    }

    /// `mapscript test`'s own table names itself in the message.
    @Test(arguments: [
        (["--updat"], "unknown option '--updat' for 'test'; did you mean '--update'?"),
        (["--hlep"], "unknown option '--hlep' for 'test'; did you mean '--help'?"),
        (["--update=all"], "option '--update' takes no value"),
    ])
    func mistypedTestOptions(arguments: [String], message: String) {
        var request = TestCommand.Request()
        #expect(throws: UsageError(message: message)) {
            try TestCommand.options.parse(arguments, into: &request) { _, _ in }
        }
    }

    /// Every spelling of every option, with and without `=`, reaches the same setting.
    @Test(arguments: [
        (["--color", "never"], Invocation(color: .never)),
        (["--colour=always"], Invocation(color: .always)),
        (["--format=json", "--keep-going"], Invocation(keepGoing: true, format: .json)),
        (["-k", "--realtime"], Invocation(keepGoing: true, realtime: true)),
        (["--max-steps", "0"], Invocation(maxSteps: nil)),
        (["--sandbox"], Invocation(sandbox: .folder)),
        (["--sandbox=read-only"], Invocation(sandbox: .readOnly)),
        (["-eprint 1", "-e", "x", "-", "--", "-", "-e"], Invocation(inputs: [.text(Array("print 1".utf8)), .text([120]), .standardInput],
                                                                    scriptArguments: ["-", "-e"])),
        (["a.mapscript", "--", "maps/", "--", "-k"], Invocation(inputs: [.file("a.mapscript")], scriptArguments: ["maps/", "--", "-k"])),
        (["-e", "--", "--"], Invocation(inputs: [.text(Array("--".utf8))])),
        (["-e=1"], Invocation(inputs: [.text(Array("=1".utf8))])),
        (["-V", "-h"], Invocation(action: .help)),
        (["--interactive"], Invocation(interactive: true)),
    ])
    func spellings(arguments: [String], expected: Invocation) throws {
        #expect(try Invocation.parse(arguments) == expected)
    }

    /// The help's option lines come from the table, in its order, aligned on one column.
    @Test func helpLinesComeFromTheTable() {
        let lines = Invocation.options.helpLines
        let rows = Invocation.options.options.reduce(0) { count, option in
            if case .optional = option.argument { count + 2 } else { count + 1 }
        }
        #expect(lines.count == rows)
        #expect(lines.first == "  -e TEXT            run TEXT (repeatable; runs in order with the files)")
        #expect(lines.contains("  --sandbox=read-only  the same, and no file is written"))
        #expect(lines.contains("  -h, --help         show this help"))
        for line in lines { #expect(Invocation.usage.contains(line + "\n")) }
    }

    /// A new option is one entry: it parses, is listed in the help and is suggested.
    @Test func aNewOptionIsOneEntry() throws {
        struct Settings: Equatable { var grammar = false; var width = 0; var files: [String] = [] }
        let table = OptionTable<Settings>(options: [
            .init(shown: ["--grammar"], help: "print the command grammar") { settings, _ in settings.grammar = true },
            .init(shown: ["-w", "--width"], argument: .required(placeholder: "COLUMNS"), help: "wrap at COLUMNS") {
                (settings, value) throws(UsageError) in
                guard let width = Int(value?.text ?? "") else { throw UsageError(message: "bad width") }
                settings.width = width
            },
        ])
        var settings = Settings()
        try table.parse(["--grammar", "a", "-w40", "--width=50", "b"], into: &settings) { settings, operand in
            if case .argument(let name) = operand { settings.files.append(name) }
        }
        #expect(settings == Settings(grammar: true, width: 50, files: ["a", "b"]))
        #expect(table.helpLines == ["  --grammar          print the command grammar",
                                    "  -w, --width COLUMNS  wrap at COLUMNS"])
        #expect(table.suggestions(for: "--gramar") == ["--grammar"])
        #expect(throws: UsageError(message: "bad width")) { try table.parse(["-w", "x"], into: &settings) { _, _ in } }
    }

    /// `--format`'s value is read leniently for reporting a usage error in that format.
    @Test(arguments: [
        (["--format", "json", "--bogus"], Invocation.DiagnosticFormat.json),
        (["--bogus", "--format=json"], .json),
        (["--format=xml"], .text),
        (["-e", "--format", "json"], .text),
        (["--", "--format=json"], .text),
    ])
    func requestedFormat(arguments: [String], format: Invocation.DiagnosticFormat) {
        #expect(Invocation.requestedFormat(arguments) == format)
    }

    /// `--help` prints the text it always has, byte for byte.
    @Test func usageText() {
        #expect(Invocation.usage == """
            usage: mapscript [options] [FILE | -]... [-- ARG...]
                   mapscript test [options] [PATH...]
                   mapscript fmt [--check] [FILE... | -]
                   mapscript lsp [--stdio]
                   mapscript diff [--format text|json] A B
                   mapscript lint [--format text|json] MAP...
                   mapscript completion bash|zsh|fish

            Runs MapScript files in order, in one map session. With no input, opens the REPL when
            standard input and output are terminals, and otherwise runs standard input.

              FILE               run a script file
              -                  run standard input
              -e TEXT            run TEXT (repeatable; runs in order with the files)
              -i                 enter the REPL after running the inputs
              --check            check the syntax only, reporting every error
              --keep-going       after a runtime error, report it and go on (next statement or loop turn)
              --realtime         waits and animated moves take real time
              --online           let pictures fetch tiles from the network
              --max-steps N      stop a run after N steps (default 1000000000; 0: no limit)
              --sandbox          file commands reach only the first script's folder
              --sandbox=read-only  the same, and no file is written
              --color WHEN       colour diagnostics: auto (default), always or never
              --format FORMAT    diagnostics as text (default) or json (one object per line)
              --grammar          print the command rules of grammar.ebnf (from the command table)
              --man              print the manual page (roff), made from this help and the command table
              --reference        print the command reference in Markdown (docs/reference.md), from the same tables
              -h, --help         show this help
              -V, --version      show the version and which sandbox --sandbox gets
              -- ARG...          end of the inputs: the arguments after it are the scripts' `args`
              test               run golden scenarios (see 'mapscript test --help')
              fmt                write scripts in the canonical layout (see 'mapscript fmt --help')
              lsp                serve the Language Server Protocol to an editor (see 'mapscript lsp --help')
              diff               compare two web maps or session files (see 'mapscript diff --help')
              lint               check web maps and session files (see 'mapscript lint --help')
              completion         print a shell completion script: bash, zsh or fish

            Exit status: 0 when nothing failed, 1 after a syntax or runtime error (a failed assert
            included), 2 for a usage error or a file that cannot be read.

            """)
    }
}
