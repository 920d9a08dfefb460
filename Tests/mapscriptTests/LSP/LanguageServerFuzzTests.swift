import Foundation
import Testing

/// Seeded random edit sequences: incremental changes with random ranges (past the ends,
/// reversed, inside a UTF-8 sequence or between the halves of a UTF-16 surrogate pair),
/// random text, requests between them. The server must never crash, keep answering, and
/// still analyse the document right once it is replaced whole.
@Suite(.serialized)
struct LanguageServerFuzzTests {
    /// SplitMix64: a small seeded generator, so that a failure replays.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let pieces = ["goto ", "zoom in", " by 2", "\n", "\r\n", "😀", "é", "\"", "{", "}", "let x = ", "1", "def f(a) {\n",
                         "bookmark add \"A\"\n", "basemap use imagry\n", "${", "(", ")", "#", "\u{0}", "𝄞", "print x\n", "source \"", ",", " "]

    @Test(arguments: [(UInt64(1), "utf-16"), (2, "utf-8"), (3, "utf-16")])
    func randomEditsNeverCrashTheServer(seed: UInt64, encoding: String) throws {
        var random = Generator(state: seed)
        let client = try LSPClient()
        try client.initialize(encodings: [encoding])
        let uri = "file:///tmp/fuzz-\(seed).mapscript"
        try client.open(uri, "let x = 1\nprint \"😀\", x\n")
        var version = 1
        for round in 0..<40 {
            var changes: [[String: Any]] = []
            for _ in 0..<Int.random(in: 1...5, using: &random) {
                func coordinate() -> Int { Int.random(in: -2...40, using: &random) }
                let text = (0..<Int.random(in: 0...4, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
                changes.append(["range": lspRange(Int.random(in: -1...8, using: &random), coordinate(),
                                                  Int.random(in: -1...8, using: &random), coordinate()), "text": text])
            }
            // Now and then a change with no usable range or text, which is skipped.
            if round % 7 == 3 { changes.append(["range": "nowhere", "text": 5]) }
            version += 1
            client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": version], "contentChanges": changes])
            let position = lspPosition(Int.random(in: -1...8, using: &random), Int.random(in: -1...40, using: &random))
            for method in ["textDocument/completion", "textDocument/hover", "textDocument/definition"] {
                let response = try client.call(method, ["textDocument": ["uri": uri], "position": position])
                #expect(response["error"] == nil, "\(method) after round \(round): \(response)")
            }
            let symbols = try client.call("textDocument/documentSymbol", ["textDocument": ["uri": uri]])
            #expect(symbols["result"] is [Any])
            let actions = try client.call("textDocument/codeAction", ["textDocument": ["uri": uri], "range": lspRange(0, 0, 9, 0),
                                                                      "context": ["diagnostics": []]])
            #expect(actions["result"] is [Any])
        }
        // Replaced whole, the document is analysed as that text.
        version += 1
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": version], "contentChanges": [["text": "zoom in by\n"]]])
        let last = try client.receive {
            (($0["params"] as? [String: Any])?["version"] as? Int) == version
        }
        let diagnostics = (last["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.map(LanguageServerFeatureTests.row) == ["syntax.expected 0:10-0:10 1"])
        #expect(try client.shutDown() == 0)
        #expect(!client.sawGarbage)
    }

    /// Documents at the parser's limits: the longest operator chain, the deepest nesting, a
    /// line of a megabyte, NUL characters. Diagnostics come, and the server goes on.
    @Test func hostileDocuments() throws {
        let client = try LSPClient()
        try client.initialize()
        let chain = "let a = 1\nprint " + Array(repeating: "a", count: 10_000).joined(separator: " + ") + "\n"
        let nested = "print " + String(repeating: "(", count: 190) + "nope" + String(repeating: ")", count: 190) + "\n"
        let long = "print \"" + String(repeating: "é", count: 500_000) + "\", nope\n"
        let documents = [(chain, 0), (nested, 1), (long, 1), ("zoom\u{0}in\n", 1), (String(repeating: "{", count: 300), 1)]
        for (index, (text, least)) in documents.enumerated() {
            let uri = "file:///tmp/hostile-\(index).mapscript"
            let diagnostics = try client.open(uri, text)["diagnostics"] as? [Any] ?? []
            #expect(diagnostics.count >= least, "document \(index)")
            let hover = try client.call("textDocument/hover", ["textDocument": ["uri": uri], "position": lspPosition(1, 3)])
            #expect(hover["error"] == nil)
        }
        #expect(try client.shutDown() == 0)
        #expect(!client.sawGarbage)
    }
}
