import Foundation
import Testing

/// `textDocument/formatting`: the edits make the document exactly what `mapscript fmt -` makes
/// it, in either position encoding; a document with a syntax error is refused.
@Suite(.serialized)
struct LanguageServerFormattingTests {
    static let documents = [
        "if 1>2{zoom in;wait 1}\n",
        "let home=44.5,-110.8   # home\nbookmark add \"Place 😀\" at home\n\n\n\ngoto \"Place 😀\"\n",
        "zoom in\nprint \"é\"\n",
        "def greet(n){print \"hi ${n}\"}\r\ngreet(\"𝄞\")",
        "# only a comment",
    ]

    /// `text` with LSP `edits` applied (ranges in UTF-16 code units or UTF-8 bytes).
    static func applying(_ edits: [[String: Any]], to text: String, utf8: Bool) -> String {
        var units: [UInt16] = [], bytes: [UInt8] = []
        if utf8 { bytes = Array(text.utf8) } else { units = Array(text.utf16) }
        let newline = 0x0A  // a line feed, in UTF-8 and in UTF-16
        func offset(_ position: [String: Any]) -> Int {
            let line = position["line"] as? Int ?? 0, character = position["character"] as? Int ?? 0
            var current = 0, index = 0
            let count = utf8 ? bytes.count : units.count
            while current < line && index < count {
                if (utf8 ? Int(bytes[index]) : Int(units[index])) == newline { current += 1 }
                index += 1
            }
            return min(index + character, count)
        }
        // Applied from the last to the first, so that earlier offsets stay valid.
        let sorted = edits.sorted { offset(($0["range"] as! [String: Any])["start"] as! [String: Any])
            > offset(($1["range"] as! [String: Any])["start"] as! [String: Any]) }
        for edit in sorted {
            let range = edit["range"] as! [String: Any]
            let start = offset(range["start"] as! [String: Any]), end = offset(range["end"] as! [String: Any])
            let newText = edit["newText"] as! String
            if utf8 { bytes.replaceSubrange(start..<end, with: Array(newText.utf8)) } else { units.replaceSubrange(start..<end, with: Array(newText.utf16)) }
        }
        return utf8 ? String(decoding: bytes, as: UTF8.self) : String(decoding: units, as: UTF16.self)
    }

    @Test(arguments: ["utf-16", "utf-8"])
    func editsMakeWhatFmtMakes(encoding: String) throws {
        let client = try LSPClient()
        try client.initialize(encodings: [encoding])
        for (index, text) in Self.documents.enumerated() {
            let expected = try BinaryRunner.run(["fmt", "-"], input: text)
            #expect(expected.status == 0, "\(expected.stderr)")
            let uri = "file:///tmp/format-\(index).mapscript"
            try client.open(uri, text)
            let response = try client.call("textDocument/formatting", ["textDocument": ["uri": uri],
                                                                       "options": ["tabSize": 2, "insertSpaces": true]])
            let edits = try #require(response["result"] as? [[String: Any]], "\(response)")
            #expect(Self.applying(edits, to: text, utf8: encoding == "utf-8") == expected.stdout, "\(text.debugDescription)")
            #expect(edits.isEmpty == (text == expected.stdout))
        }
        #expect(try client.shutDown() == 0)
    }

    @Test func aFormattedDocumentGetsNoEditsAndABrokenOneAnError() throws {
        let client = try LSPClient()
        try client.initialize()
        let clean = "file:///tmp/clean.mapscript", broken = "file:///tmp/broken.mapscript"
        try client.open(clean, "zoom in\nif true {\n  zoom out\n}\n")
        try client.open(broken, "zoom in by\n")
        let none = try client.call("textDocument/formatting", ["textDocument": ["uri": clean], "options": [:]])
        #expect((none["result"] as? [Any])?.isEmpty == true)
        let refused = try client.call("textDocument/formatting", ["textDocument": ["uri": broken], "options": [:]])
        let error = refused["error"] as? [String: Any]
        #expect(error?["code"] as? Int == -32803)
        #expect((error?["message"] as? String)?.contains("1:11: expected a zoom factor") == true)
        #expect(try client.shutDown() == 0)
    }
}
