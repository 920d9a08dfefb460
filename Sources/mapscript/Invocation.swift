import MapScriptRuntime

/// What the command line asked for: `mapscript [options] [FILE | - ]... [-- ARG...]`.
struct Invocation: Equatable {
    /// One script to run, in command-line order.
    enum Input: Equatable {
        /// A script file.
        case file(String)
        /// Text given with `-e`, as the bytes of the argument (they may not be valid UTF-8).
        case text([UInt8])
        /// Standard input (`-`, or no input at all when stdin is not a terminal).
        case standardInput
    }

    /// When diagnostics use colour.
    enum ColorChoice: String, Equatable, CaseIterable {
        case auto, always, never
    }

    /// How diagnostics are written (`--format`).
    enum DiagnosticFormat: String, Equatable, CaseIterable {
        /// Text with the source line and a caret.
        case text
        /// JSON lines, one object per diagnostic.
        case json
    }

    /// Which file accesses `--sandbox` allows.
    enum SandboxMode: Equatable {
        /// No sandbox: scripts may read and write anywhere the user may.
        case off
        /// `--sandbox`: reads and writes inside the script's folder only.
        case folder
        /// `--sandbox=read-only`: reads inside the script's folder, no writes at all.
        case readOnly
    }

    /// What to do once the options are read.
    enum Action: Equatable {
        case run, help, version, grammar, manual, reference
    }

    var action: Action = .run
    var inputs: [Input] = []
    /// `-i`: enter the REPL after the inputs have run.
    var interactive = false
    /// `--check`: parse only and report every syntax error.
    var checkOnly = false
    /// `--keep-going`: in batch mode, report a runtime error and continue.
    var keepGoing = false
    /// `--realtime`: waits and animated moves take real time.
    var realtime = false
    /// `--online` (or `MAPSCRIPT_ONLINE=1`): tile services may be fetched from the network.
    var online = false
    var color: ColorChoice = .auto
    /// `--format`: how diagnostics are written.
    var format: DiagnosticFormat = .text
    /// `--max-steps N`: the step budget of the batch run (nil, from `0`: no limit).
    var maxSteps: Int? = Interpreter.defaultMaxSteps
    /// `--sandbox[=read-only]`.
    var sandbox: SandboxMode = .off
    /// The arguments after `--`: the scripts' `args`.
    var scriptArguments: [String] = []
}

/// A command line that cannot be understood; exit status 2.
struct UsageError: Error, Equatable {
    /// What is wrong, lowercase, no trailing period.
    let message: String
}

extension Invocation {
    /// The arguments after the program name as the system gave them, byte for byte.
    static func systemArguments() -> [[UInt8]] {
        (1..<max(1, Int(CommandLine.argc))).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return [] }
            var bytes: [UInt8] = []
            var offset = 0
            while argument[offset] != 0 {
                bytes.append(UInt8(bitPattern: argument[offset]))
                offset += 1
            }
            return bytes
        }
    }

    /// Reads the arguments after the program name by the option table (`options`); `bytes` are
    /// the same arguments as the system gave them (`-e` text keeps invalid UTF-8, which
    /// `arguments` has replaced).
    static func parse(_ arguments: [String], bytes: [[UInt8]]? = nil) throws(UsageError) -> Invocation {
        var invocation = Invocation()
        try options.parse(arguments, bytes: bytes, into: &invocation, afterEnd: { $0.scriptArguments = $1 }) { invocation, operand in
            switch operand {
            case .standardInput: invocation.inputs.append(.standardInput)
            case .argument(let path): invocation.inputs.append(.file(path))
            }
        }
        if invocation.checkOnly && invocation.interactive {
            throw UsageError(message: "'--check' and '-i' cannot be used together")
        }
        return invocation
    }
}
