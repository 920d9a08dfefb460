#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MapScriptRuntime
import MapScriptSyntax
import TextSupport

/// `mapscript test`: runs golden scenarios, each in a fresh session, and compares what they
/// print with their expected files byte for byte; a failure shows a unified diff. With
/// `update`, the expected files are rewritten from what the scenarios print instead.
///
/// With `jobs` above 1, scenarios run on that many threads at once, each in its own
/// interpreter (`OrderedWork`); the report is written in the scenarios' order as each result
/// and those before it are in, so it is the same bytes for any number of jobs. The threads
/// start with the runner and wait, so make it before finding the scenarios.
public final class GoldenRunner {
    /// How many scenarios passed, failed, were skipped and (with `update`) had their files
    /// rewritten.
    public struct Summary: Equatable, Sendable {
        /// Scenarios whose output matched (or, with `update`, was written).
        public var passed = 0
        /// Scenarios whose output did not match, or that could not run.
        public var failed = 0
        /// Scenarios skipped by a `# skip:` line.
        public var skipped = 0
        /// Scenarios whose expected files were rewritten (counted in `passed` too).
        public var updated = 0

        /// `N passed, N failed`, plus `, N skipped` and `(N updated)` when some were.
        public var line: String {
            "\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "")
                + (updated > 0 ? " (\(updated) updated)" : "")
        }

        /// Counts `result`.
        mutating func add(_ result: GoldenResult) {
            switch result {
            case .passed: passed += 1
            case .updated: passed += 1; updated += 1
            case .skipped: skipped += 1
            case .failed: failed += 1
            }
        }
    }

    /// A whole run: every scenario's outcome in order, the counts, and the wall-clock time.
    public struct Run: Sendable {
        /// The outcomes, in the order the scenarios were given.
        public var outcomes: [GoldenOutcome] = []
        /// The counts.
        public var summary = Summary()
        /// Wall-clock seconds for the whole run.
        public var seconds = 0.0
    }

    /// The jobs when none are asked for: the cores this process may use (its CPU affinity,
    /// which `taskset` and container limits narrow), at least 1.
    public static var defaultJobs: Int { ScriptFiles.usableCores }

    /// Rewrite the expected files instead of comparing.
    public let update: Bool
    /// How many scenarios run at once (at least 1).
    public let jobs: Int
    /// Where the per-scenario lines, diffs and the summary go.
    public let report: TextOutput
    /// How a diagnostic reads on standard error (the executable's text renderer, no colour),
    /// given the script's name and its source lines: what `NAME.expected-stderr` holds. Called
    /// on the threads that run scenarios.
    public let render: @Sendable (Diagnostic, String?, SourceLines) -> String
    /// The threads, started with the runner.
    private let workers: OrderedWork<GoldenOutcome>

    /// A runner writing its report to `report`, rendering diagnostics with `render`.
    public init(update: Bool = false, jobs: Int = 1, report: TextOutput,
                render: @escaping @Sendable (Diagnostic, String?, SourceLines) -> String) {
        self.update = update
        self.jobs = max(1, jobs)
        self.report = report
        self.render = render
        workers = OrderedWork(jobs: self.jobs)
    }

    deinit { workers.finish() }

    /// Runs every scenario and writes `ok`/`FAIL`/`skip`/`updated` lines, diffs and the
    /// summary.
    @discardableResult
    public func run(_ scenarios: [GoldenScenario]) -> Run {
        let start = Self.now()
        let check = GoldenCheck(update: update, render: render)
        var run = Run()
        run.outcomes.reserveCapacity(scenarios.count)
        workers.run(count: scenarios.count, work: { index in
            let begun = Self.now()
            let result = check.run(scenarios[index])
            return GoldenOutcome(scenario: scenarios[index], result: result, seconds: Self.now() - begun)
        }, deliver: { _, outcome in
            run.summary.add(outcome.result)
            run.outcomes.append(outcome)
            write(outcome)
        })
        report.writeLine(run.summary.line)
        report.flush()
        run.seconds = Self.now() - start
        return run
    }

    /// The report's lines for one outcome.
    private func write(_ outcome: GoldenOutcome) {
        let script = outcome.scenario.script.escapingControlCharacters
        switch outcome.result {
        case .passed: report.writeLine("ok      \(script)")
        case .updated: report.writeLine("updated \(script)")
        case .skipped(let reason): report.writeLine("skip    \(script) (\(reason.escapingControlCharacters))")
        case .failed(let failure):
            report.writeLine("FAIL    \(script)")
            report.write(Self.visible(failure.details))
        }
        report.flush()
    }

    /// `text` with its control characters written as escapes (`\u{1b}`), line by line: a
    /// scenario's output may hold a terminal's escape sequences, which the report shows rather
    /// than sends to the terminal. Line breaks and tabs stay as they are.
    static func visible(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(separator: "\t", omittingEmptySubsequences: false)
                .map { String($0).escapingControlCharacters }.joined(separator: "\t")
        }.joined(separator: "\n")
    }

    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
