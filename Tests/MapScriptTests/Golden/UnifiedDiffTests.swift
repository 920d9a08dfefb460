import Testing
@testable import MapScriptTesting

/// The unified diff `mapscript test` shows, checked against what GNU `diff -u` writes for the
/// same texts (headers aside).
@Suite struct UnifiedDiffTests {
    static let numbers = lines(1...11)
    static let twenty = lines(1...20)
    static let twentyChanged = twenty.replacingOccurrences(of: "\n2\n", with: "\nx\n")
        .replacingOccurrences(of: "\n19\n", with: "\nx\n")

    static func lines(_ range: ClosedRange<Int>) -> String {
        range.map { (n: Int) -> String in "\(n)\n" }.joined()
    }

    @Test(arguments: [
        // One change in the middle, one at the end: hunks merge when close.
        (numbers, numbers.replacingOccurrences(of: "4\n", with: "X\n").replacingOccurrences(of: "11\n", with: "12\n"),
         "@@ -1,11 +1,11 @@\n 1\n 2\n 3\n-4\n+X\n 5\n 6\n 7\n 8\n 9\n 10\n-11\n+12\n"),
        // Far apart changes: two hunks with three lines of context.
        (twenty, twentyChanged,
         "@@ -1,5 +1,5 @@\n 1\n-2\n+x\n 3\n 4\n 5\n@@ -16,5 +16,5 @@\n 16\n 17\n 18\n-19\n+x\n 20\n"),
        // From nothing, to nothing.
        ("", "a\nb\n", "@@ -0,0 +1,2 @@\n+a\n+b\n"),
        ("a\n", "", "@@ -1 +0,0 @@\n-a\n"),
        // An inserted line at the top.
        ("b\nc\n", "a\nb\nc\n", "@@ -1,2 +1,3 @@\n+a\n b\n c\n"),
        // A missing final newline is marked.
        ("a\nb", "a\nb\n", "@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n"),
        // Removals come before additions in a run of changes.
        ("a\nb\nc\n", "x\ny\nc\n", "@@ -1,3 +1,3 @@\n-a\n-b\n+x\n+y\n c\n"),
    ])
    func diff(old: String, new: String, hunks: String) {
        #expect(UnifiedDiff.diff(old, new, oldName: "old", newName: "new") == "--- old\n+++ new\n" + hunks)
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.diff("a\n", "a\n", oldName: "x", newName: "y") == "")
    }

    @Test(arguments: [
        ("#!/usr/bin/env -S mapscript --keep-going", ["--keep-going"]),
        ("#!/usr/bin/env mapscript", []),
        ("print 1 --keep-going", []),
    ])
    func optionsOfTheFirstLine(line: String, options: [String]) {
        #expect(GoldenScenario.options(ofFirstLine: Substring(line)) == options)
    }
}
