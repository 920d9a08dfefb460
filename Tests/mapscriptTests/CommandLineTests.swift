import Foundation
import Testing

/// The `mapscript` command end to end: options, inputs in order, exit statuses, diagnostics.
struct CommandLineTests {
    /// One run: arguments, standard input, and what must come out.
    struct Case: CustomStringConvertible, Sendable {
        let arguments: [String]
        var input = ""
        var stdout: String? = nil
        var stderr: String? = nil
        var stderrContains: String? = nil
        var environment: [String: String] = [:]
        let status: Int32
        var description: String { arguments.joined(separator: " ") }
    }

    /// A one-point layer and its legend.
    static let legendScript = "bookmark add \"A\" at 1,2; export geojson \"/tmp/mapscript-legend-test.geojson\"; "
        + "layer add \"/tmp/mapscript-legend-test.geojson\" title \"A\"; layer legend 1"

    static let cases: [Case] = [
        Case(arguments: ["-e", "print 1 + 1"], stdout: "2\n", stderr: "", status: 0),
        // `-i` with standard input not a terminal says so before running anything (issue 11).
        Case(arguments: ["-i", "-e", "print 1"], stdout: "",
             stderr: "mapscript: error: '-i' needs a terminal on standard input\n", status: 2),
        Case(arguments: ["-e", "print 1", "-e", "print 2"], stdout: "1\n2\n", status: 0),
        Case(arguments: ["-e", "goto 7"], stdout: "",
             stderr: "<command line>:1:6: error: no bookmarks\ngoto 7\n     ^\n", status: 1),
        Case(arguments: ["-e", "print 1\ngoto 7\nprint 2"], stdout: "1\n", status: 1),
        Case(arguments: ["--keep-going", "-e", "print 1\ngoto 7\nprint 2"], stdout: "1\n2\n", status: 1),
        Case(arguments: ["-e", "goto 7", "-e", "print 2"], stdout: "", status: 1),
        Case(arguments: ["--keep-going", "-e", "goto 7", "-e", "print 2"], stdout: "2\n", status: 1),
        Case(arguments: ["-"], input: "print \"from stdin\"\n", stdout: "from stdin\n", status: 0),
        Case(arguments: [], input: "print 3 * 4\n", stdout: "12\n", status: 0),
        Case(arguments: ["-"], input: "print )\n", stdout: "", stderrContains: "<stdin>:1:7: error:", status: 1),
        Case(arguments: ["-e", "assert 1 + 1 == 3, \"arithmetic\""],
             stderr: "<command line>:1:1: error: assertion failed: 1 + 1 == 3: arithmetic\nassert 1 + 1 == 3, \"arithmetic\"\n^"
                + String(repeating: "~", count: 30) + "\n",
             status: 1),
        Case(arguments: ["-e", "print 1; quit 3; print 2"], stdout: "1\n", status: 3),
        Case(arguments: ["-e", "quit"], stdout: "", status: 0),
        Case(arguments: ["no-such-file.mapscript"],
             stderr: "mapscript: error: cannot read 'no-such-file.mapscript': No such file or directory\n", status: 2),
        Case(arguments: ["Sources"], stderr: "mapscript: error: cannot read 'Sources': Is a directory\n", status: 2),
        // Issue 36, 3.1: a mistyped sub-command or action gets a "did you mean"; a script's path does not.
        Case(arguments: ["tset"],
             stderr: "mapscript: error: cannot read 'tset': No such file or directory; did you mean 'test'?\n", status: 2),
        Case(arguments: ["help"],
             stderr: "mapscript: error: cannot read 'help': No such file or directory; did you mean '--help'?\n", status: 2),
        Case(arguments: ["verison"],
             stderr: "mapscript: error: cannot read 'verison': No such file or directory; did you mean '--version'?\n", status: 2),
        Case(arguments: ["fmtt"],
             stderr: "mapscript: error: cannot read 'fmtt': No such file or directory; did you mean 'fmt'?\n", status: 2),
        Case(arguments: ["tset.mapscript"],
             stderr: "mapscript: error: cannot read 'tset.mapscript': No such file or directory\n", status: 2),
        Case(arguments: ["demo/tset"],
             stderr: "mapscript: error: cannot read 'demo/tset': No such file or directory\n", status: 2),
        Case(arguments: ["zzzzzz"],
             stderr: "mapscript: error: cannot read 'zzzzzz': No such file or directory\n", status: 2),
        Case(arguments: ["--bogus"], stderr: "mapscript: error: unknown option '--bogus'\ntry 'mapscript --help' for more information\n", status: 2),
        Case(arguments: ["--chek", "x"], stderrContains: "unknown option '--chek'; did you mean '--check'?", status: 2),
        Case(arguments: ["-e"], stderrContains: "option '-e' needs a value", status: 2),
        Case(arguments: ["--color", "sometimes"], stderrContains: "'--color' takes 'auto', 'always' or 'never', not 'sometimes'", status: 2),
        Case(arguments: ["--help"], stderr: "", status: 0),
        Case(arguments: ["--version"], stdout: "mapscript 0.1.0\nsandbox: path checks only (no Landlock: MAPSCRIPT_LANDLOCK=off)\n",
             environment: ["MAPSCRIPT_LANDLOCK": "off"], status: 0),
        Case(arguments: ["--check", "-e", "goto 7\nzoom in"], stdout: "", stderr: "", status: 0),
        Case(arguments: ["--check", "-e", "zoom sideways"], stdout: "", stderrContains: "<command line>:1:6: error:", status: 1),
        Case(arguments: ["--color=always", "-e", "goto 7"], stderrContains: "\u{1B}[1;31merror: \u{1B}[0m", status: 1),
        Case(arguments: ["--color", "never", "-e", "goto 7"], stderrContains: "<command line>:1:6: error: no bookmarks", status: 1),
        // `layer legend`'s swatches follow `show`'s colour choice (issue 36, 3.9).
        Case(arguments: ["--color=always", "-e", Self.legendScript], stdout: "\u{1B}[0;38;2;255;0;0m██\u{1B}[0m A  red circle, size 8\n",
             environment: ["COLORTERM": "truecolor"], status: 0),
        Case(arguments: ["--color=always", "-e", Self.legendScript], stdout: "\u{1B}[0;38;5;196m██\u{1B}[0m A  red circle, size 8\n",
             environment: ["COLORTERM": ""], status: 0),
        Case(arguments: ["-e", Self.legendScript], stdout: "A  red circle, size 8\n", environment: ["NO_COLOR": "1"], status: 0),
        Case(arguments: ["--color=never", "-e", Self.legendScript], stdout: "A  red circle, size 8\n", status: 0),
        // `--` ends the inputs: what follows is the scripts' `args` (issue 33).
        Case(arguments: ["--", "-e"], input: "print args", stdout: "[\"-e\"]\n", stderr: "", status: 0),
        Case(arguments: ["-e", "print args, args.count", "--", "maps/", "x y"], stdout: "[\"maps/\", \"x y\"] 2\n", status: 0),
        Case(arguments: ["-e", "print args"], stdout: "[]\n", status: 0),
        // `--keep-going` goes on with a loop's next turn, and the exit status is still 1.
        Case(arguments: ["-k", "-e", "for i in 1..2 { print i; goto 9 }\nprint \"end\""], stdout: "1\n2\nend\n",
             stderrContains: "<command line>:1:31: error: no bookmarks", status: 1),
        Case(arguments: ["--format", "xml", "-e", "print 1"],
             stderrContains: "'--format' takes 'text' or 'json', not 'xml'", status: 2),
        Case(arguments: ["--check", "--format", "text", "-e", "zoom tp"],
             stderr: "<command line>:1:6: error: expected 'in', 'out' or 'to' after 'zoom', found 'tp'; did you mean 'to'?\nzoom tp\n     ^~\n",
             status: 1),
        Case(arguments: ["--check", "--format=json", "-e", "goto 7\nzoom in"], stdout: "", stderr: "", status: 0),
        Case(arguments: ["--format", "json", "--bogus"],
             stderr: #"{"file":null,"line":null,"column":null,"endLine":null,"endColumn":null,"severity":"error","#
                + #""id":"usage.invalid","message":"unknown option '--bogus'","notes":[],"fixits":[]}"# + "\n",
             status: 2),
        Case(arguments: ["--check", "--format", "json", "no-such-file.mapscript"],
             stderr: #"{"file":"no-such-file.mapscript","line":null,"column":null,"endLine":null,"endColumn":null,"#
                + #""severity":"error","id":"file.unreadable","message":"cannot read 'no-such-file.mapscript': No such file or directory","#
                + #""notes":[],"fixits":[]}"# + "\n",
             status: 2),
        // A script that cannot be read to its end is an unreadable file: no made-up position,
        // status 2 (issue 15, item 5).
        Case(arguments: ["/proc/self/mem"], stdout: "",
             stderr: "mapscript: error: cannot read '/proc/self/mem': Input/output error\n", status: 2),
        Case(arguments: ["--check", "/proc/self/mem"],
             stderr: "mapscript: error: cannot read '/proc/self/mem': Input/output error\n", status: 2),
        Case(arguments: ["-k", "/proc/self/mem", "-e", "print 1"], stdout: "1\n", status: 2),
        // `--max-steps` and `--sandbox` (issue 15).
        Case(arguments: ["--max-steps", "5000", "-k", "-e", "repeat 100000 { }", "-e", "print 2"], stdout: "",
             stderr: "<command line>:1:8: error: the script ran more than 5,000 steps (statements and loop iterations); "
                + "'--max-steps N' sets the limit\nrepeat 100000 { }\n       ^~~~~~\n", status: 1),
        Case(arguments: ["--max-steps=0", "-e", "repeat 100000 { }", "-e", "print 2"], stdout: "2\n", status: 0),
        Case(arguments: ["--max-steps", "many"],
             stderrContains: "'--max-steps' takes a whole number of steps (0 for no limit), not 'many'", status: 2),
        Case(arguments: ["--sandbox=writable"], stderrContains: "'--sandbox' takes no value or '=read-only', not 'writable'", status: 2),
        Case(arguments: ["--sandbox", "-e", "save \"/tmp/mapscript-sandbox-test.json\""],
             stderrContains: "error: '/tmp/mapscript-sandbox-test.json' is outside the sandbox", status: 1),
        Case(arguments: ["--sandbox=read-only", "-e", "export kml \"never.kml\""],
             stderrContains: "error: cannot write 'never.kml': --sandbox=read-only refuses every write", status: 1),
        // Each `-e` text after the first is named by its place (issue 24, 6.11).
        Case(arguments: ["-e", "print 1", "-e", "goto 99"], stdout: "1\n",
             stderr: "<command line 2>:1:6: error: no bookmarks\ngoto 99\n     ^~\n", status: 1),
        Case(arguments: ["-k", "-e", "goto 98", "x.none", "-e", "print 2", "-e", "goto 99"], stdout: "2\n",
             stderrContains: "<command line 3>:1:6: error: no bookmarks", status: 2),
        Case(arguments: ["--format", "json", "-e", "basemap use imagry"],
             stderr: #"{"file":"<command line>","line":1,"column":13,"endLine":1,"endColumn":19,"severity":"error","#
                + #""id":"runtime.unknown-basemap","message":"unknown basemap 'imagry'","notes":[],"#
                + #""fixits":[{"line":1,"column":13,"endLine":1,"endColumn":19,"replacement":"imagery"}]}"# + "\n",
             status: 1),
    ]

    @Test(arguments: cases)
    func run(_ testCase: Case) throws {
        let result = try BinaryRunner.run(testCase.arguments, input: testCase.input, environment: testCase.environment)
        if let stdout = testCase.stdout { #expect(result.stdout == stdout) }
        if let stderr = testCase.stderr { #expect(result.stderr == stderr) }
        if let part = testCase.stderrContains { #expect(result.stderr.contains(part), "stderr: \(result.stderr)") }
        #expect(result.status == testCase.status, "stderr: \(result.stderr)")
    }

    /// `--check --format json`: one JSON object per diagnostic, on its own line, every syntax
    /// error of every file, with ids, fix-its and notes; columns count characters.
    @Test func checkWritesJSONLines() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-json-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("bookmark add \"Café\" scale at\nbokmark list\n".utf8).write(to: folder.appendingPathComponent("a.mapscript"))
        try Data("repeat 2 {\n  zoom in\n".utf8).write(to: folder.appendingPathComponent("b.mapscript"))
        let result = try BinaryRunner.run(["--check", "--format", "json", "a.mapscript", "b.mapscript"], directory: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines == [
            #"{"file":"a.mapscript","line":1,"column":27,"endLine":1,"endColumn":29,"severity":"error","id":"syntax.expected","#
                + #""message":"expected a scale after 'scale', found 'at'","notes":[],"fixits":[]}"#,
            #"{"file":"a.mapscript","line":2,"column":1,"endLine":2,"endColumn":8,"severity":"error","id":"syntax.unknown-command","#
                + #""message":"unknown command 'bokmark'","notes":[],"#
                + #""fixits":[{"line":2,"column":1,"endLine":2,"endColumn":8,"replacement":"bookmark"}]}"#,
            #"{"file":"b.mapscript","line":2,"column":10,"endLine":2,"endColumn":10,"severity":"error","id":"syntax.unclosed-block","#
                + #""message":"expected '}' to close the block, found end of input","#
                + #""notes":[{"line":1,"column":10,"endLine":1,"endColumn":11,"message":"block opened here"}],"fixits":[]}"#,
        ])
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?.keys.sorted() == ["column", "endColumn", "endLine", "file", "fixits", "id", "line", "message", "notes", "severity"])
        }
    }

    @Test func helpDescribesEveryOption() throws {
        let result = try BinaryRunner.run(["--help"])
        for option in ["-e TEXT", "-i", "--check", "--keep-going", "--realtime", "--color", "--format", "--max-steps N",
                       "--sandbox", "--sandbox=read-only", "--version", "Exit status"] {
            #expect(result.stdout.contains(option), "missing \(option)")
        }
    }

    @Test func checkReportsEverySyntaxErrorAndNothingElse() throws {
        let folder = try temporaryFolder()
        let script = folder.appendingPathComponent("three.mapscript")
        try "bookmark add \"A\" at 1,2 scale\nzoom in\ngoto 1 rotation\nprint \"ok\"\npan sideways\n"
            .write(to: script, atomically: false, encoding: .utf8)
        let result = try BinaryRunner.run(["--check", script.path])
        let headers = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(headers.count == 3, "stderr: \(result.stderr)")
        #expect(headers.map { $0.split(separator: ":")[1] } == ["1", "3", "5"])
        #expect(result.stdout.isEmpty)
        #expect(result.status == 1)
    }

    /// A flood of syntax errors stops after 100 per file with a `too many errors` note, in
    /// text and JSON, quickly, with status 1 (issue 15, item 10).
    @Test(arguments: ["text", "json"])
    func aFloodOfSyntaxErrorsStopsAtTheLimit(format: String) throws {
        let folder = try temporaryFolder()
        let script = folder.appendingPathComponent("flood.mapscript")
        try String(repeating: "zoom sideways\n", count: 10_000).write(to: script, atomically: false, encoding: .utf8)
        let start = Date()
        let result = try BinaryRunner.run(["--check", "--format", format, script.path])
        #expect(Date().timeIntervalSince(start) < 10)
        let lines = result.stderr.split(separator: "\n")
        let errors = lines.filter { $0.contains(format == "json" ? #""severity":"error""# : ": error: ") }
        let notes = lines.filter { $0.contains("too many errors; stopping") }
        #expect(errors.count == 100)
        #expect(notes.count == 1)
        #expect(notes.first?.contains(format == "json" ? #""id":"syntax.too-many-errors""# : "flood.mapscript:101:6: note: ") == true)
        #expect(result.status == 1)
    }

    /// Invalid UTF-8 in `-e` text is a syntax error named `<command line>`, as in a file or
    /// standard input, not text with replacement characters (issue 15, item 7). The shell's
    /// printf passes the bytes, which `Process` cannot.
    @Test(arguments: [
        (#"-e "$(printf 'print "a\377b"')""#, "<command line>:1:9: error: invalid UTF-8 byte 0xff\n"),
        (#"--check -e "$(printf 'zoom in # \303')""#, "<command line>:1:11: error: invalid UTF-8 byte 0xc3\n"),
        (#""-e$(printf 'print "\300"')""#, "<command line>:1:8: error: invalid UTF-8 byte 0xc0\n"),
    ])
    func invalidUTF8InCommandLineText(arguments: String, firstLine: String) throws {
        let result = try BinaryRunner.run(["-c", "exec \"$0\" " + arguments, BinaryRunner.executable.path], shell: true)
        #expect(result.stderr.hasPrefix(firstLine), "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.status == 1)
    }

    /// A failed write to standard output is an error said once on standard error, and the
    /// run fails (issue 15, item 5).
    @Test(arguments: [
        ("-e 'print 1'", Int32(1)),
        ("-e 'repeat 100000 { print \"line\" }'", Int32(1)),
        ("-e 'print 1; quit 3'", Int32(3)),
        ("-e 'print 1; goto 7'", Int32(1)),
    ])
    func writeErrorsOnStandardOutputAreNotIgnored(arguments: String, status: Int32) throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let result = try BinaryRunner.run(["-c", "exec \"$0\" " + arguments + " >/dev/full", BinaryRunner.executable.path],
                                          shell: true)
        let complaint = "mapscript: error: cannot write to standard output: No space left on device\n"
        #expect(result.stderr.hasSuffix(complaint), "stderr: \(result.stderr)")
        #expect(result.stderr.components(separatedBy: "standard output").count == 2)
        #expect(result.status == status)
    }

    /// Valid `-e` text with non-ASCII characters still runs, in either spelling of the option.
    @Test func validUTF8InCommandLineTextRuns() throws {
        let result = try BinaryRunner.run(["-e", "print \"Café 東京\"", "-eprint 2"])
        #expect(result.stdout == "Café 東京\n2\n")
        #expect(result.status == 0)
    }

    @Test func filesAndTextRunInCommandLineOrderInOneSession() throws {
        let folder = try temporaryFolder()
        let first = folder.appendingPathComponent("first.mapscript")
        try "bookmark add \"Here\" at 10,20 scale 5000\n".write(to: first, atomically: false, encoding: .utf8)
        let result = try BinaryRunner.run(["-e", "print bookmarks.count", first.path, "-e", "goto \"Here\"; print viewpoint"])
        #expect(result.stdout == "0\n10,20 1:5,000 rotation 0\n")
        #expect(result.status == 0)
    }

    @Test func runtimeErrorsInSourcedFilesNameThatFile() throws {
        let folder = try temporaryFolder()
        try "zoom to -5\n".write(to: folder.appendingPathComponent("inner.mapscript"), atomically: false, encoding: .utf8)
        try "print \"before\"\nsource \"inner.mapscript\"\nprint \"after\"\n"
            .write(to: folder.appendingPathComponent("outer.mapscript"), atomically: false, encoding: .utf8)
        let result = try BinaryRunner.run(["outer.mapscript"], directory: folder)
        #expect(result.stdout == "before\n")
        #expect(result.stderr == "inner.mapscript:1:9: error: scale must be a finite number greater than 0, not -5\nzoom to -5\n        ^~\n"
                + "note: in source 'inner.mapscript' at outer.mapscript:2:1\n")
        #expect(result.status == 1)
    }

    @Test func aSourceCycleIsAnErrorNamingTheChain() throws {
        let folder = try temporaryFolder()
        try "source \"b.mapscript\"\n".write(to: folder.appendingPathComponent("a.mapscript"), atomically: false, encoding: .utf8)
        try "source \"a.mapscript\"\n".write(to: folder.appendingPathComponent("b.mapscript"), atomically: false, encoding: .utf8)
        let result = try BinaryRunner.run(["a.mapscript"], directory: folder)
        #expect(result.stderr.hasPrefix("b.mapscript:1:1: error: 'source' cycle: a.mapscript -> b.mapscript -> a.mapscript\n"))
        #expect(result.status == 1)
    }

    @Test func waitsTakeNoRealTimeInBatchMode() throws {
        let start = Date()
        let result = try BinaryRunner.run(["-e", "wait 600; goto 1,1 duration 600; print clock"])
        #expect(result.stdout == "1200\n")
        #expect(Date().timeIntervalSince(start) < 60)
    }

    @Test func realtimeWaitsTakeRealTime() throws {
        let start = Date()
        let result = try BinaryRunner.run(["--realtime", "-e", "wait 300ms; print clock"])
        #expect(result.stdout == "0.3\n")
        #expect(Date().timeIntervalSince(start) >= 0.3)
    }

    @Test func noProgressLineInAPipe() throws {
        let result = try BinaryRunner.run(["-e", "for i in 1..200000 { zoom in }"])
        #expect(result.stderr.isEmpty)
        #expect(result.status == 0)
    }

    /// A file large enough to be parsed ahead on a second thread prints the same as when it is
    /// parsed statement by statement, runtime and syntax errors (with their lines) included.
    @Test func largeFilesPrintTheSameParsedAhead() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var script = "bookmark add \"Home\" at 44.5,-110.8 scale 6000\n"
        for index in 0..<8000 { script += "goto 1; zoom in by 1.5 # filler line \(index)\n" }
        script += "zoom sideways\nprint \"end\"; goto 2\n"
        let path = folder.appendingPathComponent("large.mapscript").path
        try script.write(toFile: path, atomically: false, encoding: .utf8)
        #expect(script.utf8.count >= 2 * 128 * 1024)
        let direct = try BinaryRunner.run(["--keep-going", path], environment: ["MAPSCRIPT_PARSE_AHEAD": "never"])
        let automatic = try BinaryRunner.run(["--keep-going", path])
        #expect(direct.stderr.contains("goto 2"))
        #expect(direct.stderr.contains("zoom sideways"))
        #expect(automatic.stdout == direct.stdout)
        #expect(automatic.stderr == direct.stderr)
        #expect(automatic.status == 1)
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
