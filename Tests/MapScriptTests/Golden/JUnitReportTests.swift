import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import MapScriptTesting

/// The JUnit XML of `mapscript test --junit`: escaped so that it stays well-formed whatever a
/// scenario prints, and holding what CI reporters read (checked with Foundation's XML parser;
/// the end-to-end tests read it with junitparser and xmllint too).
@Suite struct JUnitReportTests {
    @Test(arguments: [
        ("a < b & c > d", "a &lt; b &amp; c &gt; d", "a &lt; b &amp; c &gt; d"),
        ("]]>", "]]&gt;", "]]&gt;"),
        ("say \"hi\" 'there'", "say \"hi\" 'there'", "say &quot;hi&quot; &apos;there&apos;"),
        ("tab\there\nline\r\n", "tab\there\nline&#13;\n", "tab&#9;here&#10;line&#13;&#10;"),
        ("bell\u{7}esc\u{1b}nul\u{0}", "bell\\u{7}esc\\u{1b}nul\\u{0}", "bell\\u{7}esc\\u{1b}nul\\u{0}"),
        ("\u{FFFE}\u{FFFF}", "\\u{fffe}\\u{ffff}", "\\u{fffe}\\u{ffff}"),
        ("é 🗺 \u{85}", "é 🗺 \u{85}", "é 🗺 \u{85}"),
    ])
    func escaping(text: String, content: String, attribute: String) {
        #expect(JUnitReport.content(text) == content)
        #expect(JUnitReport.attribute(text) == attribute)
    }

    @Test(arguments: [
        ("tour.mapscript", "."), ("scripts/demo/tour.mapscript", "scripts/demo"), ("/tour.mapscript", "/"),
        ("./a/b.mapscript", "./a"),
    ])
    func suiteOfAScenario(script: String, folder: String) {
        #expect(JUnitReport.folder(of: script) == folder)
    }

    /// The diff a failure holds, with every character XML has trouble with.
    static let diff = "--- t.expected\n+++ standard output\n@@ -1 +1 @@\n-a < b && c\n+]]> \u{1b}[31m & \u{1}\n"

    static let run = GoldenRunner.Run(outcomes: [
        GoldenOutcome(scenario: GoldenScenario(script: "b/ok.mapscript"), result: .passed, seconds: 0.0123),
        GoldenOutcome(scenario: GoldenScenario(script: "a/t.mapscript"),
                      result: .failed(GoldenFailure(reason: "standard output differs from a/t.expected", diff: diff)), seconds: 0.5),
        GoldenOutcome(scenario: GoldenScenario(script: "b/later.mapscript"), result: .skipped(reason: "needs <network> & time"),
                      seconds: 0),
        GoldenOutcome(scenario: GoldenScenario(script: "b/new.mapscript"), result: .updated, seconds: 0.001),
        GoldenOutcome(scenario: GoldenScenario(script: "b/gone.mapscript"),
                      result: .failed(GoldenFailure(reason: "cannot read 'b/gone.mapscript': No such file or directory")), seconds: 0),
    ], summary: GoldenRunner.Summary(passed: 2, failed: 2, skipped: 1, updated: 1), seconds: 1.25)

    @Test func parsesWithTheCountsAndTheDiff() throws {
        let document = try XMLDocument(data: Data(JUnitReport.xml(for: Self.run)))
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(Self.attributes(root) == ["name": "mapscript test", "tests": "5", "failures": "2", "errors": "0", "skipped": "1",
                                          "time": "1.250"])
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == ["b", "a"])
        #expect(Self.attributes(suites[0]) == ["name": "b", "tests": "4", "failures": "1", "errors": "0", "skipped": "1",
                                               "time": "0.013"])
        let cases = suites.flatMap { $0.elements(forName: "testcase") }
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["ok.mapscript", "later.mapscript", "new.mapscript",
                                                                             "gone.mapscript", "t.mapscript"])
        #expect(Self.attributes(cases[4]) == ["name": "t.mapscript", "classname": "a", "file": "a/t.mapscript", "time": "0.500"])
        let failure = try #require(cases[4].elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == "standard output differs from a/t.expected")
        #expect(failure.stringValue == Self.diff.replacingOccurrences(of: "\u{1b}", with: "\\u{1b}")
            .replacingOccurrences(of: "\u{1}", with: "\\u{1}"))
        #expect(cases[1].elements(forName: "skipped").first?.attribute(forName: "message")?.stringValue == "needs <network> & time")
        #expect(cases[3].elements(forName: "failure").first?.stringValue == "  cannot read 'b/gone.mapscript': No such file or directory\n")
        #expect((cases[0].children ?? []).isEmpty && (cases[2].children ?? []).isEmpty)
    }

    /// Everything but the times is the same bytes for the same results.
    @Test func deterministicExceptTimes() {
        var other = Self.run
        other.seconds = 7
        other.outcomes = other.outcomes.map { GoldenOutcome(scenario: $0.scenario, result: $0.result, seconds: 3) }
        let withoutTimes = { (run: GoldenRunner.Run) in
            String(decoding: JUnitReport.xml(for: run), as: UTF8.self)
                .replacingOccurrences(of: #"time="[0-9.]*""#, with: "time", options: .regularExpression)
        }
        #expect(withoutTimes(other) == withoutTimes(Self.run))
        #expect(JUnitReport.xml(for: Self.run) == JUnitReport.xml(for: Self.run))
        #expect(JUnitReport.xml(for: other) != JUnitReport.xml(for: Self.run))
    }

    static func attributes(_ element: XMLElement) -> [String: String] {
        Dictionary(uniqueKeysWithValues: (element.attributes ?? []).compactMap { node in
            node.name.map { ($0, node.stringValue ?? "") }
        })
    }
}
