import Foundation
import Testing
@testable import mapscript

/// `mapscript diff A B`, end to end: its output, its exit statuses and its errors.
@Suite struct DiffCommandTests {
    static let old = #"{"operationalLayers":[{"id":"a","title":"Roads","opacity":1}],"baseMap":{"title":"Topographic"}}"#
    static let new = #"{"operationalLayers":[{"id":"a","title":"Roads","opacity":0.5}],"baseMap":{"title":"Streets"}}"#
    static let files = ["a.json": old, "b.json": new, "same.json": old, "bad.json": "{\"operationalLayers\": [1,]}\n",
                        "portal.json": "{\"basemaps\": []}", "session.json": "{\"format\":\"mapscript-session\"}"]

    struct Case: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let stdout: String
        let stderr: String
        let status: Int32
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(arguments: ["diff", "a.json", "same.json"], stdout: "", stderr: "", status: 0),
        Case(arguments: ["diff", "a.json", "b.json"], stdout: """
            --- a.json (web map)
            +++ b.json (web map)
            changed  operationalLayers[0].opacity: 1 -> 0.5
            changed  baseMap.title: "Topographic" -> "Streets"

            """, stderr: "", status: 1),
        Case(arguments: ["diff", "a.json", "session.json"], stdout: """
            --- a.json (web map)
            +++ session.json (session file)
            kind     the first file is a web map, the second a session file: not compared

            """, stderr: "", status: 1),
        Case(arguments: ["diff", "a.json", "bad.json"], stdout: "",
             stderr: "bad.json:1:25: error: trailing comma before ']'\n{\"operationalLayers\": [1,]}\n                        ^\n", status: 2),
        Case(arguments: ["diff", "portal.json", "a.json"], stdout: "",
             stderr: "portal.json:1:1: error: a portal file, not a web map or a session file\n{\"basemaps\": []}\n^\n", status: 2),
        Case(arguments: ["diff", "a.json", "missing.json"], stdout: "",
             stderr: "mapscript: error: cannot read 'missing.json': No such file or directory\n", status: 2),
        Case(arguments: ["diff", "a.json"], stdout: "",
             stderr: "mapscript: error: 'mapscript diff' takes two files, found 1\ntry 'mapscript diff --help' for more information\n", status: 2),
        Case(arguments: ["diff", "a.json", "b.json", "c.json"], stdout: "",
             stderr: "mapscript: error: 'mapscript diff' takes two files, found a third: 'c.json'\ntry 'mapscript diff --help' for more information\n", status: 2),
        Case(arguments: ["diff", "--format", "xml", "a.json", "b.json"], stdout: "",
             stderr: "mapscript: error: '--format' takes 'text' or 'json', not 'xml'\ntry 'mapscript diff --help' for more information\n", status: 2),
        Case(arguments: ["dif"], stdout: "",
             stderr: "mapscript: error: cannot read 'dif': No such file or directory; did you mean 'diff'?\n", status: 2),
    ]

    @Test(arguments: cases) func runs(_ test: Case) throws {
        try TestCommandTests.withFolder(Self.files) { folder in
            let run = try BinaryRunner.run(test.arguments, directory: folder)
            #expect(run.stdout == test.stdout)
            #expect(run.stderr == test.stderr)
            #expect(run.status == test.status)
        }
    }

    /// `--format json`: one object on standard output, diagnostics as JSON lines.
    @Test func jsonFormat() throws {
        try TestCommandTests.withFolder(Self.files) { folder in
            let run = try BinaryRunner.run(["diff", "--format", "json", "a.json", "b.json"], directory: folder)
            #expect(run.status == 1)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            #expect(object["equal"] as? Bool == false)
            let changes = try #require(object["changes"] as? [[String: Any]])
            #expect(changes.map { $0["path"] as? String } == ["operationalLayers[0].opacity", "baseMap.title"])
            #expect(changes.first?["new"] as? Double == 0.5)
            let bad = try BinaryRunner.run(["diff", "--format", "json", "a.json", "bad.json"], directory: folder)
            #expect(bad.status == 2)
            #expect(bad.stderr.hasPrefix(#"{"file":"bad.json","line":1,"column":25,"#))
            #expect(bad.stderr.contains(#""id":"file.invalid-map-file""#))
        }
    }

    /// `--help` prints the help, status 0.
    @Test func help() throws {
        let run = try BinaryRunner.run(["diff", "--help"])
        #expect(run.stdout == DiffCommand.help.text)
        #expect(run.status == 0)
    }
}
