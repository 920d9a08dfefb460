import Foundation
import Testing

/// `mapscript --grammar` prints the command rules that `grammar.ebnf` holds between its two
/// "Generated" lines, byte for byte: the file's command rules are the command table's.
struct GrammarOptionTests {
    @Test func printsTheRulesGrammarEbnfHolds() throws {
        let result = try BinaryRunner.run(["--grammar"])
        #expect(result.status == 0 && result.stderr == "")
        let grammar = try String(contentsOf: BinaryRunner.packageRoot.appendingPathComponent("grammar.ebnf"), encoding: .utf8)
        #expect(result.stdout.hasPrefix("/* ---- Generated from the command table"))
        #expect(result.stdout.contains("\ngoto-command   ::= \"goto\" value"))
        #expect(grammar.contains(result.stdout), "grammar.ebnf's command rules differ from `mapscript --grammar`")
    }
}
