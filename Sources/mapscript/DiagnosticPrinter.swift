import MapScriptRuntime
import MapScriptSyntax

/// The executable's diagnostic consumer: renders every diagnostic, the interpreter's and the
/// command line's alike, as text or JSON lines, to standard error.
final class DiagnosticPrinter: DiagnosticConsumer {
    /// How diagnostics are written.
    enum Format: Equatable {
        /// Text with the source line and a caret, in colour or not.
        case text(useColor: Bool)
        /// One JSON object per line.
        case json
    }

    private let format: Format
    private let output: TextOutput

    /// A printer writing `format` to `output`.
    init(format: Format, output: TextOutput) {
        self.format = format
        self.output = output
    }

    /// Renders `diagnostic` and writes it out at once (results and diagnostics interleave in
    /// order on a terminal).
    func consume(_ diagnostic: Diagnostic, file: String?, lines: SourceLines) {
        switch format {
        case .text(let useColor): output.write(TextDiagnosticRenderer(useColor: useColor).render(diagnostic, file: file, lines: lines))
        case .json: output.write(JSONDiagnosticRenderer().render(diagnostic, file: file, lines: lines))
        }
        output.flush()
    }

    /// Writes out what is buffered.
    func flush() { output.flush() }
}
