#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MapFormats

/// `mapscript test`: runs golden scenarios, each in a fresh session, and compares what they
/// print with their expected files byte for byte; a failure shows a unified diff. With
/// `update`, the expected files are rewritten from what the scenarios print instead.
public struct GoldenRunner {
    /// How many scenarios passed, failed and (with `update`) had their files rewritten.
    public struct Summary: Equatable, Sendable {
        /// Scenarios whose output matched (or, with `update`, was written).
        public var passed = 0
        /// Scenarios whose output did not match, or that could not run.
        public var failed = 0
        /// Scenarios whose expected files were rewritten (counted in `passed` too).
        public var updated = 0

        /// `N passed, N failed`, plus `(N updated)` when some were.
        public var line: String {
            "\(passed) passed, \(failed) failed" + (updated > 0 ? " (\(updated) updated)" : "")
        }
    }

    /// Rewrite the expected files instead of comparing.
    public var update: Bool
    /// Where the per-scenario lines, diffs and the summary go.
    public let report: TextOutput
    /// How a diagnostic reads on standard error (the executable's text renderer, no colour),
    /// given the script's name and its source lines: what `NAME.expected-stderr` holds.
    public let render: (Diagnostic, String?, SourceLines) -> String

    /// A runner writing its report to `report`, rendering diagnostics with `render`.
    public init(update: Bool = false, report: TextOutput, render: @escaping (Diagnostic, String?, SourceLines) -> String) {
        self.update = update
        self.report = report
        self.render = render
    }

    /// Runs every scenario and writes `ok`/`FAIL`/`updated` lines, diffs and the summary.
    public func run(_ scenarios: [GoldenScenario]) -> Summary {
        var summary = Summary()
        for scenario in scenarios {
            switch run(scenario) {
            case .passed:
                summary.passed += 1
                report.writeLine("ok      \(scenario.script)")
            case .updated:
                summary.passed += 1
                summary.updated += 1
                report.writeLine("updated \(scenario.script)")
            case .failed(let details):
                summary.failed += 1
                report.writeLine("FAIL    \(scenario.script)")
                report.write(details)
            }
            report.flush()
        }
        report.writeLine(summary.line)
        report.flush()
        return summary
    }

    /// What one scenario gave.
    enum Result: Equatable {
        case passed, updated
        /// Failed, with the diffs or the reason (lines ending in newlines).
        case failed(String)
    }

    /// Runs one scenario in a fresh session.
    func run(_ scenario: GoldenScenario) -> Result {
        let source: [UInt8]
        do { source = try AtomicFile.read(scenario.script) } catch { return .failed("  \(error.message)\n") }
        let firstLine = String(decoding: source.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        var options = Interpreter.Options()
        for option in GoldenScenario.options(ofFirstLine: Substring(firstLine)) {
            switch option {
            case "--keep-going": options.keepGoing = true
            case "--realtime": options.realtime = true
            default: return .failed("  unsupported option '\(option)' on the '#!' line\n")
            }
        }
        let diagnostics = RenderedText(render: render)
        let interpreter = Interpreter(output: TextOutput(), diagnostics: diagnostics, options: options)
        do { _ = try interpreter.run(.namedFile(path: scenario.script, name: scenario.fileName)) } catch {
            return .failed("  \(error.message)\n")
        }
        let out = interpreter.output.text
        let err = diagnostics.output.text
        return update ? write(scenario, out: out, err: err) : compare(scenario, out: out, err: err)
    }

    /// Compares the output with the expected files.
    private func compare(_ scenario: GoldenScenario, out: String, err: String) -> Result {
        guard let expected = Self.text(scenario.expectedPath) else {
            return .failed("  missing \(scenario.expectedPath) (run 'mapscript test --update \(scenario.script)' to write it)\n")
        }
        let expectedErrors = Self.text(scenario.expectedStderrPath) ?? ""
        let details = UnifiedDiff.diff(expected, out, oldName: scenario.expectedPath, newName: "standard output")
            + UnifiedDiff.diff(expectedErrors, err, oldName: GoldenScenario.exists(scenario.expectedStderrPath)
                                   ? scenario.expectedStderrPath : "no standard error expected",
                               newName: "standard error")
        return details.isEmpty ? .passed : .failed(details)
    }

    /// Rewrites the expected files (removing `NAME.expected-stderr` when nothing went there).
    private func write(_ scenario: GoldenScenario, out: String, err: String) -> Result {
        var changed = false
        do {
            if Self.text(scenario.expectedPath) != out {
                try AtomicFile.write(Array(out.utf8), to: scenario.expectedPath)
                changed = true
            }
            if err.isEmpty {
                if GoldenScenario.exists(scenario.expectedStderrPath) {
                    unlink(scenario.expectedStderrPath)
                    changed = true
                }
            } else if Self.text(scenario.expectedStderrPath) != err {
                try AtomicFile.write(Array(err.utf8), to: scenario.expectedStderrPath)
                changed = true
            }
        } catch {
            return .failed("  \(error.message)\n")
        }
        return changed ? .updated : .passed
    }

    /// The text of the file at `path`, or nil when it cannot be read.
    static func text(_ path: String) -> String? {
        guard let bytes = try? AtomicFile.read(path) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// The diagnostics of one scenario, rendered as standard error would show them.
final class RenderedText: DiagnosticConsumer {
    /// The rendered text.
    let output = TextOutput()
    private let render: (Diagnostic, String?, SourceLines) -> String

    init(render: @escaping (Diagnostic, String?, SourceLines) -> String) { self.render = render }

    func consume(_ diagnostic: Diagnostic, file: String?, lines: SourceLines) { output.write(render(diagnostic, file, lines)) }

    func flush() {}
}
