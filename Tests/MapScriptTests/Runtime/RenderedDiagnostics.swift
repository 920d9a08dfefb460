@testable import mapscript
import MapScriptRuntime
import MapScriptSyntax

/// A diagnostic consumer for tests: renders what it is given as the executable does (text, no
/// colour), so tests compare what a user reads.
final class RenderedDiagnostics: DiagnosticConsumer {
    private let output = TextOutput()
    /// The diagnostics collected, as data.
    private(set) var collected: [Diagnostic] = []

    /// Everything rendered so far.
    var text: String { output.text }

    func consume(_ diagnostic: Diagnostic, file: String?, lines: SourceLines) {
        collected.append(diagnostic)
        output.write(TextDiagnosticRenderer(useColor: false).render(diagnostic, file: file, lines: lines))
    }

    func flush() {}
}

extension Interpreter {
    /// The rendered text of the diagnostics of an interpreter made with `RenderedDiagnostics`.
    var renderedDiagnostics: String { (diagnostics as? RenderedDiagnostics)?.text ?? "" }

    /// The diagnostics, as data, of an interpreter made with `RenderedDiagnostics`.
    var collectedDiagnostics: [Diagnostic] { (diagnostics as? RenderedDiagnostics)?.collected ?? [] }
}
