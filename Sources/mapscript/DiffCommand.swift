import MapFiles
import MapFormats
import MapScriptRuntime
import MapScriptSyntax
#if canImport(Glibc)
import Glibc
#endif

/// `mapscript diff [--format text|json] A B`: a semantic diff of two web maps or two session
/// files (`MapDiff`), as a reviewer reads it.
enum DiffCommand {
    /// What `mapscript diff` was asked for.
    struct Request: SubcommandRequest {
        /// `--format json`: the diff as one JSON object (and diagnostics as JSON lines).
        var json = false
        /// `--help`.
        var help = false
        /// The two files.
        var paths: [String] = []

        /// A file operand; more than two is a usage error.
        mutating func take(_ operand: OptionTable<Request>.Operand) throws(UsageError) {
            guard case .argument(let path) = operand else {
                throw UsageError(message: "'mapscript diff' reads files, not standard input")
            }
            guard paths.count < 2 else { throw UsageError(message: "'mapscript diff' takes two files, found a third: '\(path)'") }
            paths.append(path)
        }
    }

    /// The options of `mapscript diff`, in the order its help lists them.
    static let options = OptionTable<Request>(options: [
        .format(help: "the diff as text (default) or json (one object; diagnostics as JSON lines)") { request, format in request.json = format == .json },
        .init(shown: ["-h", "--help"], help: "show this help") { request, _ in request.help = true },
    ], context: " for 'diff'")

    /// The synopsis of `mapscript diff`.
    static let synopsis = "mapscript diff [--format text|json] A B"

    /// The help of `mapscript diff`: the options' rows come from `options`.
    static var help: HelpText {
        HelpText(
            synopsis: [synopsis],
            description: [
                "Compares two web maps or two session files as a reviewer reads them: layers, tables,",
                "basemap layers and bookmarks added, removed or moved (layers matched by id, then by url",
                "and title; bookmarks by name), and every other member that changed, by JSON path with",
                "its old and new value. Member order and number spelling do not count. Files of",
                "different kinds are reported as such and not compared further.",
            ],
            rows: [("A", "the first file (the old one)"), ("B", "the second file (the new one)")] + options.helpRows,
            exitStatus: [
                "0 when the files say the same, 1 when they differ, 2 for a usage error or a file that",
                "cannot be read or is not a web map or session file (reported with its line and column).",
            ])
    }

    /// Runs `mapscript diff ARGUMENTS` (the arguments after `diff`); returns the exit status.
    static func run(_ arguments: [String], output: TextOutput, errors: TextOutput, useColor: Bool) -> Int32 {
        let request: Request
        switch Subcommand.start("diff", arguments, options: options, usage: help.text, output: { output }, errors: errors) {
        case .run(let read): request = read
        case .exit(let status): return status
        }
        let diagnostics = DiagnosticPrinter(format: request.json ? .json : .text(useColor: useColor), output: errors)
        guard request.paths.count == 2 else {
            diagnostics.consume(.invocation(.usage, "'mapscript diff' takes two files, found \(request.paths.count)"), file: nil)
            if !request.json { errors.writeLine("try 'mapscript diff --help' for more information") }
            errors.flush()
            return 2
        }
        let old: MapFileInput, new: MapFileInput
        do throws(MapFileInput.Unreadable) {
            old = try MapFileInput.read(request.paths[0], diagnostics: diagnostics)
            new = try MapFileInput.read(request.paths[1], diagnostics: diagnostics)
        } catch {
            return 2
        }
        let diff = MapDiff(old: old.document, new: new.document)
        if request.json {
            let text = (try? JSONWriter(style: .pretty).string(diff.json(oldFile: old.name, newFile: new.name))) ?? "{}"
            output.writeLine(text)
        } else if !diff.isEqual {
            output.writeLine("--- \(old.name.escapingControlCharacters) (\(old.document.kind.rawValue))")
            output.writeLine("+++ \(new.name.escapingControlCharacters) (\(new.document.kind.rawValue))")
            output.write(diff.text)
        }
        output.flush()
        if let code = output.writeError {
            diagnostics.consume(.invocation(.outputWriteFailed, "cannot write to standard output: " + String(cString: strerror(code))),
                                file: nil)
            return 2
        }
        return diff.isEqual ? 0 : 1
    }
}
