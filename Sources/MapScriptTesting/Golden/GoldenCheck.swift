#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MapFormats
import MapScriptRuntime
import MapScriptSyntax

/// Runs one golden scenario in a fresh session and compares what it prints with its expected
/// files (or, with `update`, rewrites them). A value with nothing shared but constants, so that
/// scenarios run on several threads at once, each in its own interpreter.
struct GoldenCheck: Sendable {
    /// Rewrite the expected files instead of comparing.
    let update: Bool
    /// How a diagnostic reads on standard error (see `GoldenRunner.render`).
    let render: @Sendable (Diagnostic, String?, SourceLines) -> String

    /// Runs `scenario` and says how it went.
    func run(_ scenario: GoldenScenario) -> GoldenResult {
        let source: [UInt8]
        do { source = try AtomicFile.read(scenario.script) } catch { return .failed(GoldenFailure(reason: error.message)) }
        if let reason = GoldenScenario.skipReason(in: source) { return .skipped(reason: reason) }
        let firstLine = String(decoding: source.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        var options = Interpreter.Options()
        for option in GoldenScenario.options(ofFirstLine: Substring(firstLine)) {
            switch option {
            case "--keep-going": options.keepGoing = true
            case "--realtime": options.realtime = true
            default: return .failed(GoldenFailure(reason: "unsupported option '\(option)' on the '#!' line"))
            }
        }
        options.arguments = GoldenScenario.arguments(in: source)
        let diagnostics = RenderedText(render: render)
        let interpreter = Interpreter(output: TextOutput(), diagnostics: diagnostics, options: options)
        do { _ = try interpreter.run(.namedFile(path: scenario.script, name: scenario.fileName)) } catch {
            return .failed(GoldenFailure(reason: error.message))
        }
        let out = interpreter.output.text
        let err = diagnostics.output.text
        return update ? write(scenario, out: out, err: err) : compare(scenario, out: out, err: err)
    }

    /// Compares the output with the expected files.
    private func compare(_ scenario: GoldenScenario, out: String, err: String) -> GoldenResult {
        guard let expected = Self.text(scenario.expectedPath) else {
            return .failed(GoldenFailure(reason: "missing \(scenario.expectedPath) (run 'mapscript test --update \(scenario.script)' to write it)"))
        }
        let expectedErrors = Self.text(scenario.expectedStderrPath)
        let outDiff = UnifiedDiff.diff(expected, out, oldName: scenario.expectedPath, newName: "standard output")
        let errDiff = UnifiedDiff.diff(expectedErrors ?? "", err, oldName: expectedErrors != nil ? scenario.expectedStderrPath : "no standard error expected",
                                       newName: "standard error")
        let reason = switch (outDiff.isEmpty, errDiff.isEmpty) {
        case (true, true): ""
        case (false, true): "standard output differs from \(scenario.expectedPath)"
        case (true, false): expectedErrors != nil ? "standard error differs from \(scenario.expectedStderrPath)" : "unexpected standard error"
        case (false, false): "standard output and standard error differ from the expected files"
        }
        return reason.isEmpty ? .passed : .failed(GoldenFailure(reason: reason, diff: outDiff + errDiff))
    }

    /// Rewrites the expected files (removing `NAME.expected-stderr` when nothing went there).
    private func write(_ scenario: GoldenScenario, out: String, err: String) -> GoldenResult {
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
            return .failed(GoldenFailure(reason: error.message))
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
