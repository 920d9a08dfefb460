import Testing
@testable import MapScript

/// A `# skip: REASON` line among a scenario's opening comments skips it.
@Suite struct GoldenScenarioSkipTests {
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
}
