import Foundation
import Testing

/// The demo scenarios in `scripts/demo/`, run by `mapscript test` as a user runs them: each
/// `NAME.mapscript` in a fresh session, standard output compared byte for byte with
/// `NAME.expected` and standard error with `NAME.expected-stderr` (none when absent), options
/// from the `#!` line.
struct GoldenScenarioTests {
    static let folder = BinaryRunner.packageRoot.appendingPathComponent("scripts/demo")

    static let scenarios: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".mapscript") }.sorted()
    }()

    @Test func thereAreAtLeastThreeScenarios() {
        #expect(Self.scenarios.count >= 3)
    }

    /// Their `#!` lines work: the scripts can be run directly (issue 11).
    @Test(arguments: scenarios)
    func scenarioIsExecutable(name: String) {
        #expect(FileManager.default.isExecutableFile(atPath: Self.folder.appendingPathComponent(name).path))
    }

    /// `mapscript test scripts/demo` passes: what CI and a user run.
    @Test func theDemoFolderPasses() throws {
        let result = try BinaryRunner.run(["test", "scripts/demo"])
        #expect(result.stderr == "")
        #expect(result.stdout.hasSuffix("\(Self.scenarios.count) passed, 0 failed\n"), "\(result.stdout)")
        #expect(result.status == 0)
    }

    @Test(arguments: scenarios)
    func scenarioMatchesItsExpectedOutput(name: String) throws {
        let result = try BinaryRunner.run(["test", "scripts/demo/" + name])
        #expect(result.stdout == "ok      scripts/demo/\(name)\n1 passed, 0 failed\n", "\(result.stdout)")
        #expect(result.status == 0)
    }

    /// Parsing ahead on a second thread (forced here; large files get it by default) changes
    /// nothing in what a scenario prints.
    @Test(arguments: scenarios)
    func scenarioPrintsTheSameParsedAhead(name: String) throws {
        let arguments = ["--keep-going", "scripts/demo/" + name]
        let direct = try BinaryRunner.run(arguments, environment: ["MAPSCRIPT_PARSE_AHEAD": "never"])
        let ahead = try BinaryRunner.run(arguments, environment: ["MAPSCRIPT_PARSE_AHEAD": "always"])
        #expect(!direct.stdout.isEmpty)
        #expect(ahead.stdout == direct.stdout)
        #expect(ahead.stderr == direct.stderr)
        #expect(ahead.status == direct.status)
    }

    @Test(arguments: scenarios)
    func scenarioIsDeterministic(name: String) throws {
        let first = try BinaryRunner.run(["--keep-going", "scripts/demo/" + name])
        let second = try BinaryRunner.run(["--keep-going", "scripts/demo/" + name])
        #expect(first.stdout == second.stdout)
        #expect(first.stderr == second.stderr)
    }
}
