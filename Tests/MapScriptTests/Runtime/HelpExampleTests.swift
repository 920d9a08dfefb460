import Testing
@testable import MapScriptSyntax

/// Every example `help` shows parses as one statement and runs without error in a fresh
/// session after its set-up.
@Suite struct HelpExampleTests {
    /// Every example of the table.
    static let examples: [String] = CommandTable.entries.flatMap(\.examples).map(\.text)

    /// The set-up of `example`.
    static func setUp(of example: String) -> String {
        for entry in CommandTable.entries {
            if let found = entry.examples.first(where: { $0.text == example }) { return found.setUp }
        }
        return ""
    }

    @Test func everyTopicShowsItsExamples() {
        for entry in CommandTable.entries {
            let text = HelpCatalog.text(of: HelpCatalog.topic(named: entry.words[0])!)
            for example in entry.examples { #expect(text.contains("\n  " + example.text + "\n")) }
        }
    }

    @Test(arguments: examples)
    func exampleParses(example: String) {
        var parser = Parser(text: example)
        guard case .statement? = parser.next() else {
            Issue.record("\(example): \(ParseHelpers.item(example))")
            return
        }
        #expect(parser.next() == nil)
    }

    @Test(arguments: examples)
    func exampleRuns(example: String) {
        let setUp = Self.setUp(of: example)
        withFolder(["setup.mapscript": "bookmark add \"Set up\"\n", "portal.json": #"{"basemaps": []}"#,
                    "t.mapscript": setUp + "\n" + example + "\n"]) { folder in
            let result = runFile(folder + "/t.mapscript")
            #expect(result.err == "", "\(example)")
            #expect(result.outcome.ending == .finished || result.outcome.ending == .quit(0), "\(example)")
        }
    }
}
