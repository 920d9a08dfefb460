import MapScript
import TextSupport

/// What the command line asked for: `mapscript [options] [FILE | - ]...`.
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
    enum ColorChoice: String, Equatable {
        case auto, always, never
    }

    /// How diagnostics are written (`--format`).
    enum DiagnosticFormat: String, Equatable {
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
        case run, help, version
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
    var color: ColorChoice = .auto
    /// `--format`: how diagnostics are written.
    var format: DiagnosticFormat = .text
    /// `--max-steps N`: the step budget of the batch run (nil, from `0`: no limit).
    var maxSteps: Int? = Interpreter.defaultMaxSteps
    /// `--sandbox[=read-only]`.
    var sandbox: SandboxMode = .off
}

/// A command line that cannot be understood; exit status 2.
struct UsageError: Error, Equatable {
    /// What is wrong, lowercase, no trailing period.
    let message: String
}

extension Invocation {
    /// The options that take no value, for "did you mean".
    static let flags = ["-e", "-i", "--check", "--keep-going", "--realtime", "--color", "--format", "--max-steps",
                        "--sandbox", "--help", "--version"]

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

    /// Reads the arguments after the program name; `bytes` are the same arguments as the
    /// system gave them (`-e` text keeps invalid UTF-8, which `arguments` has replaced).
    static func parse(_ arguments: [String], bytes: [[UInt8]]? = nil) throws(UsageError) -> Invocation {
        var invocation = Invocation()
        var index = 0
        var optionsEnded = false
        func value(for option: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count else { throw UsageError(message: "option '\(option)' needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                invocation.inputs.append(argument == "-" && !optionsEnded ? .standardInput : .file(argument))
                index += 1
                continue
            }
            switch argument {
            case "--": optionsEnded = true
            case "-e":
                let text = try value(for: "-e")
                invocation.inputs.append(.text(bytes.flatMap { index < $0.count ? $0[index] : nil } ?? Array(text.utf8)))
            case "-i", "--interactive": invocation.interactive = true
            case "--check": invocation.checkOnly = true
            case "--keep-going", "-k": invocation.keepGoing = true
            case "--realtime": invocation.realtime = true
            case "-h", "--help": invocation.action = .help
            case "-V", "--version": invocation.action = .version
            case "--color", "--colour":
                invocation.color = try colorChoice(try value(for: argument))
            case "--format":
                invocation.format = try format(try value(for: argument))
            case "--max-steps":
                invocation.maxSteps = try stepLimit(try value(for: argument))
            case "--sandbox":
                invocation.sandbox = .folder
            default:
                if argument.hasPrefix("--color=") || argument.hasPrefix("--colour=") {
                    invocation.color = try colorChoice(String(argument.split(separator: "=", maxSplits: 1)[1]))
                } else if argument.hasPrefix("--format=") {
                    invocation.format = try format(String(argument.dropFirst("--format=".count)))
                } else if argument.hasPrefix("--max-steps=") {
                    invocation.maxSteps = try stepLimit(String(argument.dropFirst("--max-steps=".count)))
                } else if argument.hasPrefix("--sandbox=") {
                    invocation.sandbox = try sandboxMode(String(argument.dropFirst("--sandbox=".count)))
                } else if argument.hasPrefix("-e"), argument.count > 2 {
                    let raw = bytes.flatMap { index < $0.count ? Array($0[index].dropFirst(2)) : nil }
                    invocation.inputs.append(.text(raw ?? Array(argument.utf8.dropFirst(2))))
                } else {
                    let name = String(argument.split(separator: "=", maxSplits: 1)[0])
                    throw UsageError(message: "unknown option '\(name)'" + Suggestion.didYouMean(name, among: flags))
                }
            }
            index += 1
        }
        if invocation.checkOnly && invocation.interactive {
            throw UsageError(message: "'--check' and '-i' cannot be used together")
        }
        return invocation
    }

    /// The diagnostic format `arguments` ask for, read leniently (for reporting a usage error in
    /// the format asked for, when the command line as a whole cannot be understood).
    static func requestedFormat(_ arguments: [String]) -> DiagnosticFormat {
        var format = DiagnosticFormat.text
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { break }
            if argument == "--format", index + 1 < arguments.count {
                format = DiagnosticFormat(rawValue: arguments[index + 1]) ?? format
            } else if argument.hasPrefix("--format=") {
                format = DiagnosticFormat(rawValue: String(argument.dropFirst("--format=".count))) ?? format
            }
        }
        return format
    }

    private static func format(_ text: String) throws(UsageError) -> DiagnosticFormat {
        guard let format = DiagnosticFormat(rawValue: text) else {
            throw UsageError(message: "'--format' takes 'text' or 'json', not '\(text)'")
        }
        return format
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
