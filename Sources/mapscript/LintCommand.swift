import MapFiles
import MapFormats
import MapScriptRuntime
import MapScriptSyntax
#if canImport(Glibc)
import Glibc
#endif

/// `mapscript lint [--format text|json] MAP...`: checks web maps and session files
/// (`MapLint`) and reports what it finds as diagnostics (`lint.*`).
enum LintCommand {
    /// What `mapscript lint` was asked for.
    struct Request: SubcommandRequest {
        /// `--format json`: diagnostics as JSON lines.
        var json = false
        /// `--help`.
        var help = false
        /// The files.
        var paths: [String] = []

        /// A file operand.
        mutating func take(_ operand: OptionTable<Request>.Operand) throws(UsageError) {
            guard case .argument(let path) = operand else {
                throw UsageError(message: "'mapscript lint' reads files, not standard input")
            }
            paths.append(path)
        }
    }

    /// The options of `mapscript lint`, in the order its help lists them.
    static let options = OptionTable<Request>(options: [
        .format(help: "diagnostics as text (default) or json (one object per line)") { request, format in request.json = format == .json },
        .init(shown: ["-h", "--help"], help: "show this help") { request, _ in request.help = true },
    ], context: " for 'lint'")

    /// The synopsis of `mapscript lint`.
    static let synopsis = "mapscript lint [--format text|json] MAP..."

    /// The help of `mapscript lint`: the options' rows come from `options`.
    static var help: HelpText {
        HelpText(
            synopsis: [synopsis],
            description: [
                "Checks web maps and session files and reports, as diagnostics with the member's line and",
                "column: http:// services (warning), duplicate layer ids, layers with neither url, itemId",
                "nor featureCollection, scale ranges that hide a layer at every scale, definition",
                "expressions that are not SQL-92 where clauses, bookmarks outside the map's initial",
                "extent (warning) and pop-ups naming fields the layer's feature collection lacks (warning).",
            ],
            rows: [("MAP", "a web map or session file to check")] + options.helpRows,
            exitStatus: [
                "0 when no error was found (warnings allowed), 1 after an error, 2 for a usage error or",
                "a file that cannot be read or is not a web map or session file.",
            ])
    }

    /// Runs `mapscript lint ARGUMENTS` (the arguments after `lint`); returns the exit status.
    static func run(_ arguments: [String], errors: TextOutput, useColor: Bool) -> Int32 {
        let request: Request
        switch Subcommand.start("lint", arguments, options: options, usage: help.text,
                                output: { TextOutput(descriptor: STDOUT_FILENO) }, errors: errors) {
        case .run(let read): request = read
        case .exit(let status): return status
        }
        let diagnostics = DiagnosticPrinter(format: request.json ? .json : .text(useColor: useColor), output: errors)
        guard !request.paths.isEmpty else {
            diagnostics.consume(.invocation(.usage, "'mapscript lint' takes one or more files"), file: nil)
            if !request.json { errors.writeLine("try 'mapscript lint --help' for more information") }
            errors.flush()
            return 2
        }
        var status: Int32 = 0
        for path in request.paths {
            guard let input = try? MapFileInput.read(path, diagnostics: diagnostics) else {
                status = 2
                continue
            }
            for finding in MapLint(input.document).findings {
                input.report(diagnostic(finding, in: input.bytes), to: diagnostics)
                if finding.rule.isError { status = max(status, 1) }
            }
        }
        errors.flush()
        return status
    }

    /// The diagnostic of `finding` in a file of `bytes`: its rule's id and severity, at the
    /// member's key.
    static func diagnostic(_ finding: MapLint.Finding, in bytes: [UInt8]) -> Diagnostic {
        Diagnostic(id(finding.rule), finding.rule.isError ? .error : .warning, kind: .runtime, message: finding.message,
                   range: MapFileInput.range(at: finding.position, in: bytes))
    }

    /// The diagnostic id of `rule`.
    static func id(_ rule: MapLint.Rule) -> DiagnosticID {
        switch rule {
        case .httpService: .lintHTTPService
        case .duplicateLayerID: .lintDuplicateLayerID
        case .layerWithoutSource: .lintLayerWithoutSource
        case .hiddenAtEveryScale: .lintHiddenAtEveryScale
        case .invalidDefinitionExpression: .lintInvalidDefinitionExpression
        case .bookmarkOutsideExtent: .lintBookmarkOutsideExtent
        case .popupUnknownField: .lintPopupUnknownField
        }
    }
}
