import Foundation
import Testing
import MapFiles
@testable import mapscript

/// `mapscript lint MAP...`, end to end: diagnostics with their positions, exit statuses.
@Suite struct LintCommandTests {
    static let files = [
        "clean.json": #"{"operationalLayers":[{"id":"a","url":"https://h/a"}]}"#,
        "http.json": "{\"operationalLayers\":[\n  {\"id\":\"a\",\"url\":\"http://h/a\"}]}\n",
        "dup.json": "{\"operationalLayers\":[{\"id\":\"a\",\"url\":\"https://h/a\"},\n  {\"id\":\"a\",\"url\":\"https://h/b\"}]}\n",
        "bad.json": "{\"operationalLayers\": [}\n",
    ]

    struct Case: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let stderr: String
        let status: Int32
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(arguments: ["lint", "clean.json"], stderr: "", status: 0),
        Case(arguments: ["lint", "http.json"], stderr: """
            http.json:2:13: warning: operationalLayers[0].url: service URL 'http://h/a' is http, not https
              {"id":"a","url":"http://h/a"}]}
                        ^

            """, status: 0),
        Case(arguments: ["lint", "clean.json", "dup.json", "http.json"], stderr: """
            dup.json:2:4: error: operationalLayers[1].id: duplicate layer id 'a' (first at operationalLayers[0])
              {"id":"a","url":"https://h/b"}]}
               ^
            http.json:2:13: warning: operationalLayers[0].url: service URL 'http://h/a' is http, not https
              {"id":"a","url":"http://h/a"}]}
                        ^

            """, status: 1),
        Case(arguments: ["lint", "bad.json", "dup.json"], stderr: """
            bad.json:1:24: error: expected a value, found '}'
            {"operationalLayers": [}
                                   ^
            dup.json:2:4: error: operationalLayers[1].id: duplicate layer id 'a' (first at operationalLayers[0])
              {"id":"a","url":"https://h/b"}]}
               ^

            """, status: 2),
        Case(arguments: ["lint"], stderr: "mapscript: error: 'mapscript lint' takes one or more files\ntry 'mapscript lint --help' for more information\n",
             status: 2),
        Case(arguments: ["lint", "--format", "json", "http.json"], stderr: #"""
            {"file":"http.json","line":2,"column":13,"endLine":2,"endColumn":14,"severity":"warning","id":"lint.http-service","message":"operationalLayers[0].url: service URL 'http://h/a' is http, not https","notes":[],"fixits":[]}

            """#, status: 0),
        Case(arguments: ["lnt"], stderr: "mapscript: error: cannot read 'lnt': No such file or directory; did you mean 'lint'?\n", status: 2),
    ]

    @Test(arguments: cases) func runs(_ test: Case) throws {
        try TestCommandTests.withFolder(Self.files) { folder in
            let run = try BinaryRunner.run(test.arguments, directory: folder)
            #expect(run.stdout == "")
            #expect(run.stderr == test.stderr)
            #expect(run.status == test.status)
        }
    }

    /// Every lint rule has its diagnostic id, of the same name.
    @Test func everyRuleHasItsID() {
        for rule in MapLint.Rule.allCases {
            #expect(LintCommand.id(rule).rawValue == rule.rawValue)
        }
    }
}
