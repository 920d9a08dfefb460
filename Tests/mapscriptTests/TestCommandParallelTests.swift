import ExternalTools
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `mapscript test --jobs N`, `--shard K/N`, `--filter PATTERN` and `--junit FILE`, end to
/// end on the built binary, over one suite that has passing, failing, skipped and slow
/// scenarios.
@Suite struct TestCommandParallelTests {
    /// The suite, in folder `sub`: twelve passing scenarios, one whose output has every
    /// character XML has trouble with and differs from its expected file, one skipped, one
    /// that reports an error on purpose, and one that takes longer than the rest.
    static let files: [String: String] = {
        var files: [String: String] = [:]
        for number in 1...12 {
            files[String(format: "a%02d.mapscript", number)] = "print \(number)\nprint \(number) * 2\n"
            files[String(format: "a%02d.expected", number)] = "\(number)\n\(number * 2)\n"
        }
        files["b-fail.mapscript"] = "print \"]]> <tag> & \\u{1} end\"\n"
        files["b-fail.expected"] = "plain\n"
        files["c-skip.mapscript"] = "#!/usr/bin/env mapscript\n# skip: waits for issue 99\nprint 1\n"
        files["c-skip.expected"] = "never compared\n"
        files["d-stderr.mapscript"] = "#!/usr/bin/env -S mapscript --keep-going\nzoom to 0\nprint \"after\"\n"
        files["d-stderr.expected"] = "after\n"
        files["d-stderr.expected-stderr"] = "d-stderr.mapscript:2:9: error: scale must be a finite number greater than 0, not 0\nzoom to 0\n        ^\n"
        files["e-slow.mapscript"] = "let t = 0\nfor i in 1..20000 { t = t + i }\nprint t\n"
        files["e-slow.expected"] = "200010000\n"
        return files
    }()

    /// The scenarios' paths as the report names them, in path order.
    static let names = files.keys.filter { $0.hasSuffix(".mapscript") }.sorted().map { "sub/" + $0 }

    /// A scratch folder holding the suite in `sub`, removed after `body`.
    static func withSuite(_ body: (URL) throws -> Void) throws {
        try TestCommandTests.withFolder([:]) { root in
            let folder = root.appendingPathComponent("sub")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
            try body(root)
        }
    }

    /// The scenario paths of a report's `ok`, `FAIL` and `skip` lines, in order.
    static func reported(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").compactMap { line -> String? in
            for status in ["ok      ", "FAIL    ", "skip    "] where line.hasPrefix(status) {
                return String(line.dropFirst(status.count).split(separator: " ")[0])
            }
            return nil
        }
    }

    /// The report is in path order and the same bytes for any number of jobs.
    @Test(arguments: 1...4)
    func theReportIsTheSameForAnyJobs(jobs: Int) throws {
        try Self.withSuite { root in
            let one = try BinaryRunner.run(["test", "--jobs", "1", "sub"], directory: root)
            let result = try BinaryRunner.run(["test", "-j", "\(jobs)", "sub"], directory: root)
            #expect(Self.reported(result.stdout) == Self.names)
            #expect(result.stdout.contains("skip    sub/c-skip.mapscript (waits for issue 99)\n"))
            #expect(result.stdout.hasSuffix("\n14 passed, 1 failed, 1 skipped\n"))
            #expect(result.stdout == one.stdout)
            #expect(result.stderr == "")
            #expect(result.status == 1)
        }
    }

    /// The default is the cores the process may use; `taskset` narrows them. The report is the
    /// same either way.
    @Test func theDefaultJobsFollowTheAffinity() throws {
        try Self.withSuite { root in
            let one = try BinaryRunner.run(["test", "--jobs=1", "sub"], directory: root)
            let automatic = try BinaryRunner.run(["test", "sub"], directory: root)
            #expect(automatic.stdout == one.stdout)
            guard ExternalTool.locate("taskset") != nil else { return }
            let pinned = try BinaryRunner.run(["-c", "0", BinaryRunner.executable.path, "test", "sub"], directory: root,
                                              executable: URL(fileURLWithPath: ExternalTool.locate("taskset") ?? "/usr/bin/taskset"))
            #expect(pinned.stdout == one.stdout)
        }
    }

    /// N shards together run the whole suite, each scenario once, and a shard is the same
    /// whatever order the scenarios are named in.
    @Test(arguments: 1...5)
    func shardsSplitTheSuite(count: Int) throws {
        try Self.withSuite { root in
            var seen: [String] = []
            for index in 1...count {
                let result = try BinaryRunner.run(["test", "--shard", "\(index)/\(count)", "sub"], directory: root)
                let part = Self.reported(result.stdout)
                seen += part
                #expect(part == part.sorted())
                #expect(result.status == (part.contains("sub/b-fail.mapscript") ? 1 : 0), "\(result.stdout)")
                // The same part from the files named one by one, backwards.
                let backwards = try BinaryRunner.run(["test", "--shard", "\(index)/\(count)"] + Self.names.reversed(), directory: root)
                #expect(Set(Self.reported(backwards.stdout)) == Set(part))
            }
            #expect(seen.sorted() == Self.names)
            #expect(Set(seen).count == seen.count)
        }
    }

    /// More shards than scenarios: a shard with nothing to run passes.
    @Test func anEmptyShardPasses() throws {
        try Self.withSuite { root in
            let result = try BinaryRunner.run(["test", "--filter", "a01", "--shard", "2/3", "sub"], directory: root)
            #expect(result.stdout == "0 passed, 0 failed\n")
            #expect(result.status == 0)
        }
    }

    @Test(arguments: [
        ("a0", (1...9).map { String(format: "sub/a%02d.mapscript", $0) }, Int32(0)),
        ("fail", ["sub/b-fail.mapscript"], 1),
        ("sub/", names, 1),
        ("-s", ["sub/c-skip.mapscript", "sub/d-stderr.mapscript", "sub/e-slow.mapscript"], 0),
    ])
    func filterPicksByPath(pattern: String, expected: [String], status: Int32) throws {
        try Self.withSuite { root in
            let result = try BinaryRunner.run(["test", "--filter", pattern, "sub"], directory: root)
            #expect(Self.reported(result.stdout) == expected)
            #expect(result.status == status)
            // The filter picks before the shards split.
            let halves = try ["1/2", "2/2"].map { shard in
                Self.reported(try BinaryRunner.run(["test", "--filter", pattern, "--shard", shard, "sub"], directory: root).stdout)
            }
            #expect((halves[0] + halves[1]).sorted() == expected)
            #expect(abs(halves[0].count - halves[1].count) <= 1)
        }
    }

    @Test(arguments: [
        (["--shard", "0/2"], "mapscript: error: '--shard' takes K/N, the K-th of N parts with 1 <= K <= N (as 1/2 or 2/2), not '0/2'\n"),
        (["--shard", "3/2"], "mapscript: error: '--shard' takes K/N, the K-th of N parts with 1 <= K <= N (as 1/2 or 2/2), not '3/2'\n"),
        (["--shard=x"], "mapscript: error: '--shard' takes K/N, the K-th of N parts with 1 <= K <= N (as 1/2 or 2/2), not 'x'\n"),
        (["--jobs", "0"], "mapscript: error: '--jobs' takes a whole number of scenarios to run at once (1 or more), not '0'\n"),
        (["-jmany"], "mapscript: error: '--jobs' takes a whole number of scenarios to run at once (1 or more), not 'many'\n"),
        (["--jobs"], "mapscript: error: option '--jobs' needs a value\n"),
        (["--filter="], "mapscript: error: '--filter' takes a non-empty part of a path\n"),
        (["--junit", ""], "mapscript: error: '--junit' takes a file name\n"),
        (["--shard", "1/2", "--jbos", "2"], "mapscript: error: unknown option '--jbos' for 'test'; did you mean '--jobs'?\n"),
    ])
    func badValuesAreUsageErrors(arguments: [String], message: String) throws {
        try Self.withSuite { root in
            let result = try BinaryRunner.run(["test", "sub"] + arguments, directory: root)
            #expect(result.stderr == message + "try 'mapscript test --help' for more information\n")
            #expect(result.stdout == "")
            #expect(result.status == 2)
        }
    }

    @Test func aFilterThatMatchesNothingIsAnError() throws {
        try Self.withSuite { root in
            let result = try BinaryRunner.run(["test", "--filter", "zzz", "sub"], directory: root)
            #expect(result.stderr == "mapscript: error: no scenario's path contains 'zzz'\n")
            #expect(result.stdout == "")
            #expect(result.status == 2)
        }
    }

    // MARK: - JUnit XML

    /// Runs the suite with `--junit report.xml` and gives the report's path and bytes.
    static func junitReport(_ root: URL, jobs: Int = 2) throws -> (URL, Data) {
        let report = root.appendingPathComponent("report.xml")
        let result = try BinaryRunner.run(["test", "--jobs", "\(jobs)", "--junit", report.path, "sub"], directory: root)
        #expect(result.status == 1)
        #expect(result.stdout.hasSuffix("14 passed, 1 failed, 1 skipped\n"))
        return (report, try Data(contentsOf: report))
    }

    /// What the failing scenario's `failure` holds: its diff, the control character written
    /// as MapScript writes it.
    static let failureText = """
        --- sub/b-fail.expected
        +++ standard output
        @@ -1 +1 @@
        -plain
        +]]> <tag> & \\u{1} end

        """

    @Test func junitReportHasTheSuiteAndTheDiff() throws {
        try Self.withSuite { root in
            let (_, data) = try Self.junitReport(root)
            let text = String(decoding: data, as: UTF8.self)
            #expect(text.contains("+]]&gt; &lt;tag&gt; &amp; \\u{1} end\n"))
            #expect(!text.contains("\u{1}"))
            let document = try XMLDocument(data: data)
            let root = try #require(document.rootElement())
            #expect(root.name == "testsuites")
            for element in [root] + root.elements(forName: "testsuite") {
                #expect(element.attribute(forName: "tests")?.stringValue == "16")
                #expect(element.attribute(forName: "failures")?.stringValue == "1")
                #expect(element.attribute(forName: "skipped")?.stringValue == "1")
                #expect(element.attribute(forName: "errors")?.stringValue == "0")
            }
            let cases = root.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }
            #expect(cases.map { "sub/" + ($0.attribute(forName: "name")?.stringValue ?? "") } == Self.names)
            #expect(cases.allSatisfy { $0.attribute(forName: "classname")?.stringValue == "sub" })
            #expect(cases.allSatisfy { Double($0.attribute(forName: "time")?.stringValue ?? "") != nil })
            let failures = cases.flatMap { $0.elements(forName: "failure") }
            #expect(failures.count == 1)
            #expect(failures.first?.stringValue == Self.failureText)
            #expect(failures.first?.attribute(forName: "message")?.stringValue == "standard output differs from sub/b-fail.expected")
            let skipped = cases.flatMap { $0.elements(forName: "skipped") }
            #expect(skipped.map { $0.attribute(forName: "message")?.stringValue } == ["waits for issue 99"])
        }
    }

    /// The same report for any number of jobs, times aside.
    @Test func junitReportIsDeterministicExceptTimes() throws {
        try Self.withSuite { root in
            let withoutTimes = { (data: Data) in
                String(decoding: data, as: UTF8.self).replacingOccurrences(of: #"time="[0-9.]+""#, with: "", options: .regularExpression)
            }
            let one = withoutTimes(try Self.junitReport(root, jobs: 1).1)
            #expect(withoutTimes(try Self.junitReport(root, jobs: 3).1) == one)
            #expect(one.contains("<testcase name=\"a01.mapscript\" classname=\"sub\" file=\"sub/a01.mapscript\" />"))
        }
    }

    @Test(.needs(.xmllint)) func xmllintReadsTheReport() throws {
        try Self.withSuite { root in
            let (report, _) = try Self.junitReport(root)
            let result = try BinaryRunner.run(["--noout", report.path], executable: URL(fileURLWithPath: ExternalTool.locate("xmllint") ?? "xmllint"))
            #expect(result.stderr == "")
            #expect(result.status == 0)
        }
    }

    /// junitparser (PyPI), which reads reports as CI reporters do, sees the counts, the
    /// failure with its diff and the skip.
    @Test(.needs(.junitparser)) func junitparserReadsTheReport() throws {
        let script = """
            import json, sys
            from junitparser import JUnitXml, Failure, Skipped
            xml = JUnitXml.fromfile(sys.argv[1])
            suites = list(xml)
            cases = [case for suite in suites for case in suite]
            print(json.dumps({
                "root": [xml.tests, xml.failures, xml.errors, xml.skipped],
                "suites": [[suite.name, suite.tests, suite.failures, suite.skipped] for suite in suites],
                "cases": [[case.classname, case.name, case.time >= 0] for case in cases],
                "failures": [[r.message, r.text] for case in cases for r in case.result if isinstance(r, Failure)],
                "skipped": [r.message for case in cases for r in case.result if isinstance(r, Skipped)],
            }))
            """
        try Self.withSuite { root in
            let (report, _) = try Self.junitReport(root)
            let result = try BinaryRunner.run(["python3", "-c", script, report.path], executable: URL(fileURLWithPath: "/usr/bin/env"))
            #expect(result.stderr == "")
            let read = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            #expect(read["root"] as? [Int] == [16, 1, 0, 1])
            let suites = try #require(read["suites"] as? [[Any]])
            #expect(suites.count == 1)
            #expect(suites.first?.first as? String == "sub")
            #expect(suites.first?.dropFirst().compactMap { $0 as? Int } == [16, 1, 1])
            let cases = try #require(read["cases"] as? [[Any]])
            #expect(cases.map { "sub/\($0[1])" } == Self.names)
            #expect(cases.allSatisfy { $0[0] as? String == "sub" && $0[2] as? Bool == true })
            let failures = try #require(read["failures"] as? [[String]])
            #expect(failures == [["standard output differs from sub/b-fail.expected", Self.failureText]])
            #expect(read["skipped"] as? [String] == ["waits for issue 99"])
        }
    }

    /// The report is written atomically: one that cannot be written is an error (status 2),
    /// after the run, and leaves no file behind.
    @Test func anUnwritableReportIsAnError() throws {
        try Self.withSuite { root in
            let result = try BinaryRunner.run(["test", "--junit", "no-such-folder/report.xml", "sub"], directory: root)
            #expect(result.stdout.hasSuffix("14 passed, 1 failed, 1 skipped\n"))
            #expect(result.stderr.hasPrefix("mapscript: error: cannot write the JUnit report: "))
            #expect(result.stderr.contains("no-such-folder/report.xml"))
            #expect(result.status == 2)
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("no-such-folder").path))
        }
    }
}
