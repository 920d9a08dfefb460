import Testing
@testable import MapScript

/// Every example `help` shows parses as one statement and runs in a fresh session after its
/// set-up: without error, or, for a command the interpreter does not implement yet (its summary
/// says "not available yet"), with that error only.
@Suite struct HelpExampleTests {
    /// Every example of the table.
    static let examples: [String] = Surface.entries.flatMap(\.examples).map(\.text)

    /// The set-up of `example` and whether its command is available.
    static func details(_ example: String) -> (setUp: String, available: Bool) {
        for entry in Surface.entries {
            if let found = entry.examples.first(where: { $0.text == example }) {
                return (found.setUp, !entry.summary.contains("not available yet"))
            }
        }
        return ("", true)
    }

    @Test func everyTopicShowsItsExamples() {
        for entry in Surface.entries {
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
        let (setUp, available) = Self.details(example)
        withFolder(["setup.mapscript": "bookmark add \"Set up\"\n", "portal.json": #"{"basemaps": []}"#,
                    "t.mapscript": setUp + "\n" + example + "\n"]) { folder in
            let result = runFile(folder + "/t.mapscript")
            if available {
                #expect(result.err == "", "\(example)")
                #expect(result.outcome == .finished || result.outcome == .quit(0), "\(example)")
            } else {
                #expect(result.errorHeaders.count == 1 && result.firstError.hasSuffix("not available yet"),
                        "\(example): \(result.err)")
                #expect(result.firstError.contains("t.mapscript:2:1: error: "), "\(example): the example itself fails")
            }
        }
    }
}
