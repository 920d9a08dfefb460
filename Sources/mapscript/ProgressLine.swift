import MapScriptRuntime

/// A progress line on standard error for long batch runs: shown only on a terminal, only after
/// about a second, and erased at the end, so pipes and short runs never see it.
struct ProgressLine {
    private let enabled: Bool
    private let errors: TextOutput
    private let start = Terminal.monotonicSeconds()
    private let delay: Double
    private var shown = false

    /// A progress line that draws when `enabled`, once a run has taken `delay` seconds
    /// (`$MAPSCRIPT_PROGRESS_DELAY`, for tests; default 1).
    init(enabled: Bool, errors: TextOutput) {
        self.enabled = enabled
        self.errors = errors
        delay = Terminal.environment("MAPSCRIPT_PROGRESS_DELAY").flatMap(Double.init) ?? 1
    }

    /// Shows how far the run is, once it has taken more than the delay.
    mutating func update(file: String?, line: Int) {
        guard enabled, Terminal.monotonicSeconds() - start > delay else { return }
        errors.write("\r\u{1B}[K" + (file ?? "input") + ": line \(line)…")
        errors.flush()
        shown = true
    }

    /// Removes the progress line if it was drawn.
    mutating func erase() {
        guard shown else { return }
        errors.write("\r\u{1B}[K")
        errors.flush()
        shown = false
    }
}
