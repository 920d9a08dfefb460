import Testing
@testable import LanguageServer

/// The language server's parts on their own: position conversion, URIs, framing headers, the
/// formatting edit's bounds.
struct LanguageServerPartsTests {
    /// `"a😀é\tb"`: a (1 byte, 1 unit), 😀 (4 bytes, 2 units), é (2 bytes, 1 unit), tab, b.
    static let line = Array("a😀é\tb".utf8)[...]

    @Test(arguments: [
        // (encoding, character, byte offset): inside the surrogate pair or past the end, clamped.
        (PositionEncoding.utf16, 0, 0), (.utf16, 1, 1), (.utf16, 2, 1), (.utf16, 3, 5), (.utf16, 4, 7), (.utf16, 6, 9),
        (.utf16, 99, 9), (.utf8, 1, 1), (.utf8, 3, 1), (.utf8, 5, 5), (.utf8, 6, 5), (.utf8, 7, 7), (.utf8, 99, 9),
    ])
    func byteOffsets(encoding: PositionEncoding, character: Int, offset: Int) {
        #expect(encoding.byteOffset(ofCharacter: character, in: Self.line) == offset)
    }

    @Test(arguments: [(PositionEncoding.utf16, 5, 3), (.utf16, 7, 4), (.utf16, 9, 6), (.utf8, 5, 5), (.utf8, 99, 9), (.utf16, -3, 0)])
    func characters(encoding: PositionEncoding, offset: Int, character: Int) {
        #expect(encoding.character(ofByteOffset: offset, in: Self.line) == character)
    }

    @Test func encodingNegotiation() {
        #expect(PositionEncoding.negotiated(["utf-16", "utf-8"]) == .utf8)
        #expect(PositionEncoding.negotiated(["utf-32"]) == .utf16)
        #expect(PositionEncoding.negotiated([]) == .utf16)
    }

    @Test(arguments: [
        ("file:///home/a/tour%20one.mapscript", "/home/a/tour one.mapscript"),
        ("file://localhost/tmp/%C3%A9.mapscript", "/tmp/é.mapscript"),
        ("file:///tmp/50%25", "/tmp/50%"),
    ])
    func uris(uri: String, path: String) {
        #expect(DocumentURI.path(of: uri) == path)
        #expect(DocumentURI.path(of: DocumentURI.uri(of: path)) == path)
    }

    @Test func otherSchemesHaveNoPath() {
        #expect(DocumentURI.path(of: "untitled:Untitled-1") == nil)
        #expect(DocumentURI.path(of: "file://server/share/a") == nil)
        #expect(DocumentURI.folder(of: "untitled:Untitled-1") == "")
        #expect(DocumentURI.folder(of: "file:///tmp/a.mapscript") == "/tmp/")
    }

    @Test(arguments: [
        ("Content-Length: 12", 12), ("content-length:7\r\nContent-Type: x", 7), ("Content-Type: x", nil), ("Content-Length: -1", nil),
        ("Content-Length: 1e3", nil), ("Content-Length: 9999999999999", nil), ("Content-Length:", nil),
    ])
    func contentLengths(header: String, length: Int?) {
        #expect(MessageReader.contentLength(header) == length)
    }

    @Test func documentLinesAndEdits() {
        var document = TextDocument(uri: "file:///a", version: 1, text: "ab\r\nc😀d\n")
        #expect(Array(document.line(0)) == Array("ab".utf8))
        #expect(document.line(2).isEmpty)
        #expect(document.line(9).isEmpty)
        #expect(document.position(ofOffset: 8, encoding: .utf16) == Position(line: 1, character: 3))
        document.replace(LSPRange(start: Position(line: 1, character: 3), end: Position(line: 0, character: 1)), with: "-", encoding: .utf16)
        #expect(document.text == "a-d\n")
        document.replace(LSPRange(start: Position(line: 7, character: 0), end: Position(line: 9, character: 0)), with: "e", encoding: .utf8)
        #expect(document.text == "a-d\ne")
    }

    @Test(arguments: [
        ("a\nb\nc\n", "a\nB\nc\n", "b\n", "B\n"),
        ("x\n", "x\ny\n", "", "y\n"),
        ("a\nb", "ab", "a\n", "a"),
        ("same\n", "same\n", nil, nil),
    ])
    func formattingEditBounds(old: String, new: String, replaced: String?, by: String?) {
        let a = Array(old.utf8), b = Array(new.utf8)
        let change = LanguageServer.changedLines(a, b)
        #expect(change.map { String(decoding: a[$0.start..<$0.oldEnd], as: UTF8.self) } == replaced)
        #expect(change.map { String(decoding: b[$0.start..<$0.newEnd], as: UTF8.self) } == by)
    }
}
