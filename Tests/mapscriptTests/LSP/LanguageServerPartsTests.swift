import Foundation
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

    /// The frames a reader gives for `bytes` (written to a pipe, then closed), in order.
    static func frames(of bytes: String) -> [MessageReader.Frame] {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return [] }
        let data = Array(bytes.utf8), writeEnd = ends[1]
        let writer = Thread {
            var offset = 0
            while offset < data.count {
                let wrote = data[offset...].withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
                if wrote <= 0 { break }
                offset += wrote
            }
            close(writeEnd)
        }
        writer.start()
        var reader = MessageReader(descriptor: ends[0])
        var frames: [MessageReader.Frame] = []
        while let frame = reader.next(wait: true) { frames.append(frame) }
        close(ends[0])
        return frames
    }

    static let good = #"{"jsonrpc":"2.0","method":"x"}"#

    /// One header without a usable length (`abc`, `+2`, none, a length shorter than its body)
    /// costs only its own message: the reader resynchronises on the next `Content-Length:` and
    /// reads the messages after it (the stream was desynchronised for good). A header that never
    /// ends is refused at 64 KiB, and the next message is still read.
    @Test(arguments: [
        ("Content-Length: abc\r\n\r\n{\"a\":1}", 1),
        ("Content-Length: +2\r\n\r\n{\"a\":1}", 1),
        ("Content-Type: x\r\n\r\n{\"a\":1}", 1),
        ("Content-Length: 3\r\n\r\n{\"a\":1}", 2),  // `{"a` is read as a (bad) message, then the rest is skipped
        (String(repeating: "x", count: 70_000), 1),
    ])
    func aBadHeaderCostsOnlyItsMessage(bad: String, badFrames: Int) {
        let message = "Content-Length: \(Self.good.utf8.count)\r\n\r\n" + Self.good
        let frames = Self.frames(of: bad + message + message)
        #expect(frames.count == badFrames + 2, "\(frames)")
        #expect(Array(frames.suffix(2)) == [.message(Array(Self.good.utf8)), .message(Array(Self.good.utf8))], "\(frames)")
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

    /// The line index a `didChange` updates edit by edit equals the one built from the whole text,
    /// over 2,000 pseudo-random edits (fixed seed) that insert, delete and replace line feeds,
    /// CRLFs and multi-byte text anywhere, including at the ends.
    @Test func theLineIndexFollowsEveryEdit() {
        var document = TextDocument(uri: "file:///a", version: 1, text: "one\ntwo\r\nthree😀\n\nfour")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
        let pieces = ["", "\n", "x", "\r\n", "ab\ncd\n", "😀", "\n\n\n", "long line without break"]
        for step in 0..<2_000 {
            let lines = document.lineStarts.count
            let start = Position(line: next(lines + 1), character: next(8)), end = Position(line: next(lines + 1), character: next(8))
            document.replace(LSPRange(start: start, end: end), with: pieces[next(pieces.count)], encoding: step % 2 == 0 ? .utf8 : .utf16)
            let fresh = TextDocument(uri: "file:///a", version: 1, text: document.text).lineStarts
            if document.lineStarts != fresh {
                Issue.record("step \(step): \(document.lineStarts) != \(fresh)")
                return
            }
        }
        #expect(document.lineStarts.count > 1)
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
