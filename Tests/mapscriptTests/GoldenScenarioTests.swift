import Foundation
import Testing

/// The demo scenarios in `scripts/demo/` run by the real binary, compared byte for byte with
/// the expected output next to each: `NAME.expected` (standard output) and, when the scenario
/// fails on purpose, `NAME.expected-stderr` (it then exits 1). Options come from the `#!` line.
struct GoldenScenarioTests {
    static let folder = BinaryRunner.packageRoot.appendingPathComponent("scripts/demo")

    static let scenarios: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".mapscript") }.sorted()
    }()

    @Test func thereAreAtLeastThreeScenarios() {
        #expect(Self.scenarios.count >= 3)
    }

    @Test(arguments: scenarios)
    func scenarioMatchesItsExpectedOutput(name: String) throws {
        let script = Self.folder.appendingPathComponent(name)
        let base = script.deletingPathExtension()
        let firstLine = try String(contentsOf: script, encoding: .utf8).split(separator: "\n").first ?? ""
        let options = firstLine.hasPrefix("#!") ? firstLine.split(separator: " ").filter { $0.hasPrefix("--") }.map(String.init) : []
        let result = try BinaryRunner.run(options + ["scripts/demo/" + name])
        let expected = try String(contentsOf: base.appendingPathExtension("expected"), encoding: .utf8)
        let stderrURL = base.appendingPathExtension("expected-stderr")
        let expectedErrors = (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? ""
        #expect(result.stdout == expected)
        #expect(result.stderr == expectedErrors)
        #expect(result.status == (expectedErrors.isEmpty ? 0 : 1))
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
