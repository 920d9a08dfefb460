import Foundation
import Testing

/// `mapscript test [--update] [PATH...]`, the golden-scenario runner, end to end in a scratch
/// folder.
@Suite struct TestCommandTests {
    /// A fresh folder holding `files`, removed after `body`.
    static func withFolder(_ files: [String: String], _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        try body(folder)
    }

    static func read(_ folder: URL, _ name: String) -> String? {
        try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func passingAndFailingScenarios() throws {
        try Self.withFolder([
            "a.mapscript": "print 1\nprint 2\n", "a.expected": "1\n2\n",
            "b.mapscript": "print 1\nprint 3\n", "b.expected": "1\n2\n",
            "c.mapscript": "#!/usr/bin/env -S mapscript --keep-going\nzoom to 0\nprint \"after\"\n",
            "c.expected": "after\n",
            "c.expected-stderr": "c.mapscript:2:9: error: scale must be a finite number greater than 0, not 0\nzoom to 0\n        ^\n",
            "no-expected.mapscript": "print 1\n",
        ]) { folder in
            let result = try BinaryRunner.run(["test"], directory: folder)
            #expect(result.stdout == """
                ok      a.mapscript
                FAIL    b.mapscript
                --- b.expected
                +++ standard output
                @@ -1,2 +1,2 @@
                 1
                -2
                +3
                ok      c.mapscript
                2 passed, 1 failed

                """)
            #expect(result.stderr == "")
            #expect(result.status == 1)
            // One by one, and with a folder named.
            #expect(try BinaryRunner.run(["test", "a.mapscript", "c.mapscript"], directory: folder).status == 0)
            #expect(try BinaryRunner.run(["test", folder.path]).status == 1)
        }
    }

    /// Issue 24, 6.1: a scenario's diagnostics name it by its file name, so that it passes from
    /// any folder and under any spelling of its path (`scripts/demo/...` was baked into the
    /// expected standard error, and `cd scripts/demo && mapscript test` failed).
    @Test(arguments: [(".", "sub"), ("sub", nil), ("./sub/", nil), ("sub/c.mapscript", nil), ("./sub//c.mapscript", nil),
                      ("ABSOLUTE", nil)] as [(String, String?)])
    func scenariosPassFromAnyFolder(path: String, directory: String?) throws {
        try Self.withFolder([:]) { root in
            let folder = root.appendingPathComponent("sub")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, text) in ["c.mapscript": "#!/usr/bin/env -S mapscript --keep-going\nzoom to 0\nprint \"after\"\n",
                                 "c.expected": "after\n",
                                 "c.expected-stderr": "c.mapscript:2:9: error: scale must be a finite number greater than 0, not 0\nzoom to 0\n        ^\n"] {
                try Data(text.utf8).write(to: folder.appendingPathComponent(name))
            }
            let argument = path == "ABSOLUTE" ? folder.path : path
            let result = try BinaryRunner.run(["test", argument], directory: directory.map { root.appendingPathComponent($0) } ?? root)
            #expect(result.status == 0, "\(result.stdout)")
            #expect(result.stdout.hasSuffix("1 passed, 0 failed\n"))
        }
    }

    /// Issue 24, 6.15: a path with no scenarios is an error, and no `0 passed, 0 failed` follows.
    @Test func nothingToRunPrintsNoSummary() throws {
        let result = try BinaryRunner.run(["test", "no-such-folder"])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "mapscript: error: cannot read 'no-such-folder': no such file or folder\n")
    }

    /// Issue 36, 3.2: a folder's subfolders are searched too, in path order (a folder's own
    /// scenarios, then each subfolder's by name); hidden folders are not entered.
    @Test func subfoldersAreSearchedInPathOrder() throws {
        try Self.withFolder([:]) { root in
            let files = ["z.mapscript": "print 1\n", "z.expected": "1\n",
                         "b/y.mapscript": "print 2\n", "b/y.expected": "2\n",
                         "b/deep/er/x.mapscript": "print 3\n", "b/deep/er/x.expected": "3\n",
                         "a/w.mapscript": "print 4\n", "a/w.expected": "4\n",
                         ".hidden/v.mapscript": "print 5\n", ".hidden/v.expected": "wrong\n"]
            for (name, text) in files {
                let url = root.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            let result = try BinaryRunner.run(["test", "--jobs", "3"], directory: root)
            #expect(result.stdout == "ok      z.mapscript\nok      a/w.mapscript\nok      b/y.mapscript\n"
                + "ok      b/deep/er/x.mapscript\n4 passed, 0 failed\n")
            #expect(result.status == 0)
            let named = try BinaryRunner.run(["test", "b/"], directory: root)
            #expect(named.stdout == "ok      b/y.mapscript\nok      b/deep/er/x.mapscript\n2 passed, 0 failed\n")
        }
    }

    /// Issue 36, 3.2: the text report shows a scenario's control characters as escapes; it
    /// never writes its escape sequences to the terminal.
    @Test func reportEscapesControlCharacters() throws {
        try Self.withFolder(["e.mapscript": "print \"\\u{1b}[2J\\u{7}\\tcleared\"\n", "e.expected": "old\n"]) { folder in
            let result = try BinaryRunner.run(["test"], directory: folder)
            #expect(result.stdout == "FAIL    e.mapscript\n--- e.expected\n+++ standard output\n@@ -1 +1 @@\n-old\n"
                + "+\\u{1b}[2J\\u{7}\tcleared\n0 passed, 1 failed\n")
            #expect(!result.stdout.utf8.contains(0x1B))
            #expect(result.status == 1)
        }
    }

    @Test func unexpectedStandardErrorFails() throws {
        try Self.withFolder(["e.mapscript": "print 1\nprint x\n", "e.expected": "1\n"]) { folder in
            let result = try BinaryRunner.run(["test"], directory: folder)
            #expect(result.stdout.contains("FAIL    e.mapscript\n--- no standard error expected\n+++ standard error\n"))
            #expect(result.stdout.contains("+e.mapscript:2:7: error: no variable named 'x'\n"))
            #expect(result.status == 1)
        }
    }

    @Test func updateRewritesTheExpectedFiles() throws {
        try Self.withFolder([
            "a.mapscript": "print 1\nprint y\n", "a.expected": "old\n",
            "b.mapscript": "print 2\n", "b.expected": "2\n", "b.expected-stderr": "stale\n",
            "c.mapscript": "print 3\n", "c.expected": "3\n",
        ]) { folder in
            let result = try BinaryRunner.run(["test", "--update"], directory: folder)
            #expect(result.stdout == "updated a.mapscript\nupdated b.mapscript\nok      c.mapscript\n3 passed, 0 failed (2 updated)\n")
            #expect(result.status == 0)
            #expect(Self.read(folder, "a.expected") == "1\n")
            #expect(Self.read(folder, "a.expected-stderr")?.hasPrefix("a.mapscript:2:7: error: no variable named 'y'") == true)
            #expect(Self.read(folder, "b.expected-stderr") == nil)
            #expect(try BinaryRunner.run(["test"], directory: folder).status == 0)
            // A new scenario named on the command line gets its expected file.
            try Data("print 4\n".utf8).write(to: folder.appendingPathComponent("d.mapscript"))
            #expect(try BinaryRunner.run(["test", "d.mapscript"], directory: folder).stdout.contains("FAIL    d.mapscript\n  missing d.expected"))
            #expect(try BinaryRunner.run(["test", "--update", "d.mapscript"], directory: folder).status == 0)
            #expect(Self.read(folder, "d.expected") == "4\n")
        }
    }

    @Test(arguments: [
        (["test", "--updat"], "mapscript: error: unknown option '--updat' for 'test'; did you mean '--update'?\n"
                              + "try 'mapscript test --help' for more information\n", Int32(2)),
        (["test", "no-such-folder"], "mapscript: error: cannot read 'no-such-folder': no such file or folder\n", 2),
        (["test", "README.md"], "mapscript: error: 'README.md' is not a .mapscript file or a folder\n", 2),
        (["test", "Sources"], "mapscript: error: no golden scenarios (NAME.mapscript beside NAME.expected) in 'Sources'\n", 2),
    ])
    func usageErrors(arguments: [String], stderr: String, status: Int32) throws {
        let result = try BinaryRunner.run(arguments)
        #expect(result.stderr == stderr)
        #expect(result.status == status)
    }

    @Test func help() throws {
        let result = try BinaryRunner.run(["test", "--help"])
        #expect(result.stdout.hasPrefix("usage: mapscript test [options] [PATH...]\n"))
        #expect(result.status == 0)
    }
}
