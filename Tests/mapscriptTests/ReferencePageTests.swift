import Foundation
import MapCore
import MapScriptSyntax
import Testing
@testable import mapscript

/// `mapscript --reference` and `docs/reference.md`: the committed reference is the command's
/// output byte for byte (as `grammar.ebnf` is `--grammar`'s), so it cannot fall behind the tables.
struct ReferencePageTests {
    static let committed = BinaryRunner.packageRoot.appendingPathComponent("docs/reference.md")

    @Test func docsReferenceIsTheCommandsOutput() throws {
        let run = try BinaryRunner.run(["--reference"])
        #expect(run.status == 0 && run.stderr == "")
        #expect(run.stdout == ReferencePage.page)
        let file = try String(contentsOf: Self.committed, encoding: .utf8)
        #expect(file == run.stdout, "docs/reference.md is not `mapscript --reference`'s output: run `swift run mapscript --reference > docs/reference.md`")
    }

    /// Every option row, every help topic and every basemap style is on the page.
    @Test func thePageHasEveryOptionTopicAndStyle() {
        let page = ReferencePage.page
        for row in Invocation.options.helpRows + TestCommand.options.helpRows + FormatCommand.options.helpRows
            + LSPCommand.options.helpRows {
            #expect(page.contains("| `\(row.left)` |"), "\(row.left)")
        }
        for topic in HelpCatalog.topics {
            #expect(page.contains("\n### \(topic.name)\n"), "\(topic.name)")
            for form in topic.forms { #expect(page.contains("\n" + form + "\n"), "\(form)") }
        }
        let styleRows = page.split(separator: "\n").filter { line in
            BasemapStyle.allCases.contains { line.hasPrefix("| `\($0.alias)` | \($0.displayName) |") }
        }
        #expect(styleRows.count == 78)
        #expect(page.contains("| `imagery` | ArcGIS Imagery | `arcGISImagery` |"))
        #expect(page.contains("### OSM (deprecated) (17)"))
        #expect(page.contains("### Open (18)"))
        #expect(page.contains("### ArcGIS (43)"))
    }

    /// The `--help` lists the option (the help and the manual page come from one table).
    @Test func helpAndManualListTheOption() throws {
        #expect(Invocation.usage.contains("--reference"))
        #expect(ManPage.page(version: "1").contains(#".B \-\-reference"#))
        #expect(try Invocation.parse(["--reference"]).action == .reference)
    }
}
