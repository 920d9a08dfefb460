import Foundation
@testable import MapScriptSyntax
import Testing
@testable import mapscript

/// The JSON lines of `--format json`: one compact object per diagnostic, positions 1-based,
/// columns in characters.
@Suite struct JSONDiagnosticRendererTests {
    @Test func aSyntaxErrorWithAFixIt() {
        let source = "let 東京 = 1\nzoom tp\n"
        #expect(JSONDiagnosticRenderer().render(Parser.check(text: source)[0], file: "t.mapscript", lines: SourceLines(text: source)) == #"""
            {"file":"t.mapscript","line":2,"column":6,"endLine":2,"endColumn":8,"severity":"error","id":"syntax.expected","message":"expected 'in', 'out' or 'to' after 'zoom', found 'tp'","notes":[],"fixits":[{"line":2,"column":6,"endLine":2,"endColumn":8,"replacement":"to"}]}

            """#)
    }

    /// Columns count characters on the lines the diagnostic's range starts and ends on.
    @Test func columnsCountCharacters() {
        let range = SourceRange(start: SourceLocation(line: 1, column: 8), end: SourceLocation(line: 2, column: 8))
        let diagnostic = Diagnostic.runtime(.assertionFailed, "assertion failed: \"é\"", at: range)
        let text = JSONDiagnosticRenderer().render(diagnostic, file: nil, lines: SourceLines(text: "assert \"東京\" == (\n  \"é\")"))
        #expect(text.hasPrefix(#"{"file":null,"line":1,"column":8,"endLine":2,"endColumn":7,"severity":"error","#))
        #expect(text.contains(#""message":"assertion failed: \"é\"""#))
    }

    /// Every id is a dotted, lowercase, kebab-case name in one of the documented families,
    /// and no two message families share one.
    @Test func idsAreStableNames() {
        let ids = DiagnosticID.allCases.map(\.rawValue)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            let parts = id.split(separator: ".")
            #expect(parts.count == 2, "\(id)")
            #expect(["syntax", "runtime", "file", "lint", "usage"].contains(String(parts[0])), "\(id)")
            #expect(parts[1].allSatisfy { $0.isLowercase || $0 == "-" || $0.isNumber }, "\(id)")
        }
    }
}

/// The table of diagnostic ids (docs/command-line.md) lists every id, once.
@Test func theReadmeListsEveryDiagnosticID() throws {
    let readme = try String(contentsOf: BinaryRunner.packageRoot.appendingPathComponent("docs/command-line.md"), encoding: .utf8)
    let listed = readme.split(separator: "\n").filter { $0.hasPrefix("  | `") }
        .compactMap { $0.split(separator: "`").dropFirst().first.map(String.init) }
    #expect(listed == DiagnosticID.allCases.map(\.rawValue))
}
