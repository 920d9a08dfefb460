import Testing
@testable import MapScriptTesting

/// A `# skip: REASON` line among a scenario's opening comments skips it; `--filter` matches
/// a path's bytes.
@Suite struct GoldenScenarioMatchingTests {
    @Test(arguments: [
        ("scripts/demo/tour.mapscript", "demo/t", true), ("tour.mapscript", "tour.mapscript", true),
        ("tour.mapscript", "", true), ("tour.mapscript", "x", false), ("t", "tour", false),
        ("a/caf\u{E9}.mapscript", "f\u{E9}.", true), ("a/aab.mapscript", "ab", true), ("a/aab", "b.", false),
    ])
    func pathContains(script: String, pattern: String, contains: Bool) {
        #expect(GoldenScenario(script: script).pathContains(pattern) == contains)
    }

    @Test(arguments: [
        ("# skip: needs the network\nprint 1\n", "needs the network"),
        ("#!/usr/bin/env mapscript\n# A tour.\n\n#skip:   flaky on CI  \nprint 1\n", "flaky on CI"),
        ("# skip:\nprint 1\n", "skipped"),
        ("  # skip: indented\r\nprint 1\r\n", "indented"),
        ("print 1\n# skip: too late\n", nil),
        ("# skipping nothing\nprint 1\n", nil),
        ("# not a skip: here\n", nil),
        ("", nil),
    ] as [(String, String?)])
    func skipReason(source: String, reason: String?) {
        #expect(GoldenScenario.skipReason(in: Array(source.utf8)) == reason)
    }

    /// `# args: WORD...` among the opening comments gives the scenario's `args`.
    @Test(arguments: [
        ("#!/usr/bin/env -S mapscript --keep-going\n# A batch.\n# args: maps  x\nprint args\n", ["maps", "x"]),
        ("# args:\nprint 1\n", []),
        ("print args\n# args: late\n", []),
        ("", []),
    ] as [(String, [String])])
    func arguments(source: String, arguments: [String]) {
        #expect(GoldenScenario.arguments(in: Array(source.utf8)) == arguments)
    }
}
