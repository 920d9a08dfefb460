import MapFormats
import MapScriptRuntime
import MapScriptSyntax
import TextSupport
#if canImport(Glibc)
import Glibc
#endif

/// `mapscript fmt [--check] [FILE... | -]`: writes scripts in the canonical layout
/// (`SourceFormatter`).
enum FormatCommand {
    /// What `mapscript fmt` was asked for.
    struct Request: SubcommandRequest {
        /// `--check`: change nothing, list the files that are not formatted.
        var check = false
        /// `--help`.
        var help = false
        /// The files given, `-` for standard input.
        var paths: [String] = []

        /// A path operand (`-`: standard input).
        mutating func take(_ operand: OptionTable<Request>.Operand) throws(UsageError) {
            switch operand {
            case .standardInput: paths.append("-")
            case .argument(let path): paths.append(path)
            }
        }
    }

    /// The options of `mapscript fmt`, in the order its help lists them.
    static let options = OptionTable<Request>(options: [
        .init(shown: ["--check"], help: "change nothing; list the files that are not formatted") { request, _ in
            request.check = true
        },
        .init(shown: ["-h", "--help"], help: "show this help") { request, _ in request.help = true },
    ], context: " for 'fmt'")

    /// The help of `mapscript fmt`: the options' rows come from `options`.
    static var help: HelpText {
        HelpText(
            synopsis: ["mapscript fmt [--check] [FILE... | -]"],
            description: [
                "Writes scripts in MapScript's one layout: two-space indentation, one statement a line,",
                "spaces around operators and after commas, '{' on its statement's line, at most one",
                "blank line, no trailing whitespace; comments stay where they were, and so do the",
                "clauses, numbers and strings as written. Each FILE is rewritten (atomically) only when",
                "it changes; '-' (or no FILE) reads standard input and writes standard output. A file",
                "with a syntax error is left as it is and its errors are reported.",
            ],
            rows: [("FILE", "format a script file in place"), ("-", "format standard input to standard output")]
                + options.helpRows,
            exitStatus: [
                "0 when every file is formatted (with --check: already was), 1 after a syntax error",
                "or when --check lists a file, 2 for a usage error or a file that cannot be read or",
                "written.",
            ])
    }

    /// What `mapscript fmt --help` prints.
    static var usage: String { help.text }

    /// Runs `mapscript fmt ARGUMENTS` (the arguments after `fmt`); returns the exit status.
    static func run(_ arguments: [String], output: TextOutput, errors: TextOutput, useColor: Bool) -> Int32 {
        let request: Request
        switch Subcommand.start("fmt", arguments, options: options, usage: usage, output: { output }, errors: errors) {
        case .run(let read): request = read
        case .exit(let status): return status
        }
        let diagnostics = DiagnosticPrinter(format: .text(useColor: useColor), output: errors)
        var status: Int32 = 0
        for path in request.paths.isEmpty ? ["-"] : request.paths {
            status = max(status, format(path, check: request.check, output: output, diagnostics: diagnostics))
        }
        output.flush()
        if let code = output.writeError {
            diagnostics.consume(.invocation(.outputWriteFailed, "cannot write to standard output: " + String(cString: strerror(code))),
                                file: nil)
            status = max(status, 2)
        }
        return status
    }

    /// Formats one input (`-`: standard input to standard output); its exit status.
    private static func format(_ path: String, check: Bool, output: TextOutput, diagnostics: DiagnosticPrinter) -> Int32 {
        let standardInput = path == "-"
        let name = standardInput ? "<stdin>" : path
        let bytes: [UInt8]
        do {
            bytes = try standardInput ? readStandardInput() : AtomicFile.read(path)
        } catch {
            diagnostics.consume(.invocation(.unreadableFile, error.message), file: nil)
            return 2
        }
        let formatted: [UInt8]
        do {
            formatted = try SourceFormatter.format(bytes: bytes, stackGuard: StackGuard.self, usableCores: ScriptFiles.usableCores)
        } catch {
            let lines = SourceLines(LineIndex(bytes: bytes))
            for diagnostic in error.diagnostics { diagnostics.consume(diagnostic, file: name, lines: lines) }
            return 1
        }
        if check {
            guard formatted != bytes else { return 0 }
            output.writeLine(name)
            return 1
        }
        if standardInput {
            output.write(bytes: formatted)
            return 0
        }
        guard formatted != bytes else { return 0 }
        do {
            try AtomicFile.write(formatted, to: path)
        } catch {
            diagnostics.consume(.invocation(.writeFailed, error.message), file: nil)
            return 2
        }
        return 0
    }

    /// All of standard input.
    private static func readStandardInput() throws(FileError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { throw FileError(.read, path: "standard input", code: errno) }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}
