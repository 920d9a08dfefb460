import MapScriptRuntime
import MapScriptSyntax

/// What one golden scenario gave.
public enum GoldenResult: Equatable, Sendable {
    /// Its output matched its expected files (or, with `--update`, they already held it).
    case passed
    /// With `--update`: its expected files were rewritten.
    case updated
    /// Not run: a `# skip: REASON` line in its leading comments says why.
    case skipped(reason: String)
    /// Its output did not match, or it could not run.
    case failed(GoldenFailure)
}

/// Why a golden scenario failed.
public struct GoldenFailure: Equatable, Sendable {
    /// One line saying what went wrong (`standard output differs from t.expected`).
    public let reason: String
    /// The unified diffs of the expected files against the output (empty when the scenario
    /// could not run and `reason` says all).
    public let diff: String

    /// A failure for `reason`, with `diff` when it is one of output.
    public init(reason: String, diff: String = "") {
        self.reason = reason
        self.diff = diff
    }

    /// What the report shows below the `FAIL` line: the diff, or the reason indented.
    public var details: String { diff.isEmpty ? "  \(reason)\n" : diff }
}

/// One scenario's result and how long it took.
public struct GoldenOutcome: Equatable, Sendable {
    /// The scenario.
    public let scenario: GoldenScenario
    /// What it gave.
    public let result: GoldenResult
    /// Wall-clock seconds it took (reading, running, comparing).
    public let seconds: Double

    /// The outcome of `scenario`.
    public init(scenario: GoldenScenario, result: GoldenResult, seconds: Double) {
        self.scenario = scenario
        self.result = result
        self.seconds = seconds
    }
}
