import MapScriptRuntime
import MapScriptSyntax
import TextSupport

/// A run of golden scenarios as JUnit XML (`mapscript test --junit FILE`), the format that
/// Jenkins, GitLab and GitHub's test reporters read:
///
/// ```
/// <testsuites name="mapscript test" tests="3" failures="1" errors="0" skipped="1" time="0.012">
///   <testsuite name="scripts/demo" tests="3" failures="1" errors="0" skipped="1" time="0.011">
///     <testcase name="tour.mapscript" classname="scripts/demo" file="scripts/demo/tour.mapscript" time="0.004"/>
///     <testcase ...><failure message="standard output differs from ..." type="golden">DIFF</failure></testcase>
///     <testcase ...><skipped message="REASON"/></testcase>
///   </testsuite>
/// </testsuites>
/// ```
///
/// One `testsuite` per folder, in the order the folders' first scenarios ran; a suite's `time`
/// is the sum of its scenarios' times, the root's the run's wall-clock time. Everything but the
/// times is the same bytes for the same results. Text is escaped for XML 1.0: the markup
/// characters as entities, and the control characters XML 1.0 has no way to hold written as
/// MapScript writes them (`\u{1b}`), so the file stays well-formed whatever a scenario prints.
public enum JUnitReport {
    /// The XML document for `run`, UTF-8.
    public static func xml(for run: GoldenRunner.Run) -> [UInt8] {
        var folders: [String] = []
        var cases: [String: [GoldenOutcome]] = [:]
        for outcome in run.outcomes {
            let folder = Self.folder(of: outcome.scenario.script)
            if cases[folder] == nil { folders.append(folder) }
            cases[folder, default: []].append(outcome)
        }
        var text = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        text += "<testsuites name=\"mapscript test\"\(counts(run.outcomes, seconds: run.seconds))>\n"
        for folder in folders {
            let outcomes = cases[folder] ?? []
            let seconds = outcomes.reduce(0) { $0 + $1.seconds }
            text += "  <testsuite name=\"\(attribute(folder))\"\(counts(outcomes, seconds: seconds))>\n"
            for outcome in outcomes { text += testcase(outcome, classname: folder) }
            text += "  </testsuite>\n"
        }
        text += "</testsuites>\n"
        return Array(text.utf8)
    }

    /// The folder a scenario's path names (`.` for a bare file name), its suite and class.
    static func folder(of script: String) -> String {
        guard let slash = script.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == script.utf8.startIndex ? "/" : String(script[..<slash])
    }

    /// One `testcase` element, with its `failure` or `skipped` inside.
    private static func testcase(_ outcome: GoldenOutcome, classname: String) -> String {
        let head = "    <testcase name=\"\(attribute(outcome.scenario.fileName))\" classname=\"\(attribute(classname))\""
            + " file=\"\(attribute(outcome.scenario.script))\" time=\"\(time(outcome.seconds))\""
        switch outcome.result {
        case .passed, .updated:
            return head + "/>\n"
        case .skipped(let reason):
            return head + ">\n      <skipped message=\"\(attribute(reason))\"/>\n    </testcase>\n"
        case .failed(let failure):
            return head + ">\n      <failure message=\"\(attribute(failure.reason))\" type=\"golden\">"
                + content(failure.details) + "</failure>\n    </testcase>\n"
        }
    }

    /// The count and time attributes of a suite of `outcomes`.
    private static func counts(_ outcomes: [GoldenOutcome], seconds: Double) -> String {
        var summary = GoldenRunner.Summary()
        for outcome in outcomes { summary.add(outcome.result) }
        return " tests=\"\(outcomes.count)\" failures=\"\(summary.failed)\" errors=\"0\" skipped=\"\(summary.skipped)\""
            + " time=\"\(time(seconds))\""
    }

    /// Seconds with three decimals.
    private static func time(_ seconds: Double) -> String {
        NumberFormat.fixed(max(0, seconds), places: 3)
    }

    /// `text` as an element's content: `&`, `<` and `>` as entities (so `]]>` cannot end
    /// anything), a carriage return as a character reference (a parser would otherwise turn it
    /// into a line feed), and the control characters XML 1.0 forbids as escapes.
    static func content(_ text: String) -> String {
        XMLEscaping.escaped(text, for: .exactContent, forbidden: .shown)
    }

    /// `text` as a double-quoted attribute's value: as `content`, with `"` and `'` as entities
    /// and tab and line feed as character references (which attribute normalisation keeps).
    static func attribute(_ text: String) -> String {
        XMLEscaping.escaped(text, for: .exactAttribute, forbidden: .shown)
    }
}
