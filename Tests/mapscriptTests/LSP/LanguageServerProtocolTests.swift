import Foundation
import Testing

/// `mapscript lsp`'s protocol: the life cycle and exit statuses, bad messages answered with
/// errors (never a crash, never anything but protocol on standard output), cancellation,
/// incremental edits in either encoding, several documents.
@Suite(.serialized)
struct LanguageServerProtocolTests {
    /// A message the server must answer with an error, and the error's code.
    struct BadMessage: Sendable, CustomStringConvertible {
        let name: String
        let bytes: [UInt8]
        let code: Int
        /// Whether the error's id is the request's (1), else null.
        let hasID: Bool
        var description: String { name }
    }

    static func framed(_ body: String) -> String { "Content-Length: \(body.utf8.count)\r\n\r\n" + body }

    static func framed(_ body: String) -> [UInt8] { Array(framed(body).utf8) }

    static let badMessages: [BadMessage] = [
        BadMessage(name: "not JSON", bytes: framed("{oops"), code: -32700, hasID: false),
        BadMessage(name: "not an object", bytes: framed("[1, 2]"), code: -32600, hasID: false),
        BadMessage(name: "no method", bytes: framed(#"{"jsonrpc":"2.0","id":1}"#), code: -32600, hasID: true),
        BadMessage(name: "a method that is not a string", bytes: framed(#"{"jsonrpc":"2.0","id":1,"method":7}"#), code: -32600, hasID: true),
        BadMessage(name: "an id that is an object", bytes: framed(#"{"jsonrpc":"2.0","id":{},"method":"x"}"#), code: -32600, hasID: false),
        BadMessage(name: "an unknown method", bytes: framed(#"{"jsonrpc":"2.0","id":1,"method":"workspace/nothing"}"#), code: -32601, hasID: true),
        BadMessage(name: "hover without a position",
                   bytes: framed(#"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///a.mapscript"}}}"#),
                   code: -32602, hasID: true),
        BadMessage(name: "a document not open",
                   bytes: framed(#"{"jsonrpc":"2.0","id":1,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///none"}}}"#),
                   code: -32602, hasID: true),
        BadMessage(name: "a header without a length", bytes: Array("Content-Type: x\r\n\r\n".utf8), code: -32700, hasID: false),
        BadMessage(name: "a length that is not a number", bytes: Array("Content-Length: many\r\n\r\n".utf8), code: -32700, hasID: false),
        BadMessage(name: "a body that is not UTF-8", bytes: Array("Content-Length: 3\r\n\r\n".utf8) + [0x22, 0xFF, 0x22], code: -32700, hasID: false),
    ]

    @Test(arguments: badMessages)
    func badMessagesGetErrors(_ message: BadMessage) throws {
        let client = try LSPClient()
        try client.initialize()
        client.write(raw: Data(message.bytes))
        let error = try client.receive { $0["error"] != nil }
        #expect((error["error"] as? [String: Any])?["code"] as? Int == message.code)
        #expect(message.hasID ? error["id"] as? Int == 1 : error["id"] is NSNull)
        // It goes on answering.
        let uri = "file:///tmp/after.mapscript"
        let published = try client.open(uri, "gotoo 1\n")
        #expect((published["diagnostics"] as? [Any])?.count == 1)
        #expect(try client.shutDown() == 0)
        #expect(!client.sawGarbage)
        #expect(client.standardError().isEmpty)
    }

    @Test func requestsBeforeInitializeAreRefused() throws {
        let client = try LSPClient()
        let refused = try client.call("textDocument/hover", ["textDocument": ["uri": "file:///a"], "position": lspPosition(0, 0)])
        #expect((refused["error"] as? [String: Any])?["code"] as? Int == -32002)
        try client.initialize()
        #expect(try client.shutDown() == 0)
    }

    /// The exit status: 0 after `shutdown` then `exit`, 1 for `exit` alone or the end of input.
    @Test(arguments: [(true, true, Int32(0)), (false, true, 1), (false, false, 1), (true, false, 1)])
    func exitStatus(shutdown: Bool, exit: Bool, status: Int32) throws {
        let client = try LSPClient()
        try client.initialize()
        if shutdown {
            _ = try client.call("shutdown")
            let after = try client.call("textDocument/hover", ["textDocument": ["uri": "file:///a"], "position": lspPosition(0, 0)])
            #expect((after["error"] as? [String: Any])?["code"] as? Int == -32600)
        }
        if exit { client.notify("exit") } else { client.closeInput() }
        #expect(try client.waitForExit() == status)
        #expect(!client.sawGarbage)
    }

    /// A request cancelled before the server reached it gets `RequestCancelled`; the next one
    /// is answered.
    @Test func cancelledRequestsAreAnsweredAsCancelled() throws {
        let client = try LSPClient()
        try client.initialize()
        let uri = "file:///tmp/cancel.mapscript"
        try client.open(uri, "zoom in\n")
        let hover = #"{"jsonrpc":"2.0","id":41,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":0,"character":1}}}"#
        let cancel = #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":41}}"#
        client.write(raw: Data((Self.framed(hover) + Self.framed(cancel) as String).utf8))
        let cancelled = try client.response(to: 41)
        #expect((cancelled["error"] as? [String: Any])?["code"] as? Int == -32800)
        let answered = try client.call("textDocument/hover", ["textDocument": ["uri": uri], "position": lspPosition(0, 1)])
        #expect(answered["result"] is [String: Any])
        #expect(try client.shutDown() == 0)
    }

    /// Incremental edits land where the positions say, in UTF-16 and in UTF-8 (the emoji is two
    /// UTF-16 units and four bytes), on several documents at once.
    @Test(arguments: [("utf-16", 10), ("utf-8", 12)])
    func incrementalEdits(encoding: String, afterEmoji: Int) throws {
        let client = try LSPClient()
        try client.initialize(encodings: [encoding])
        let first = "file:///tmp/first.mapscript", second = "file:///tmp/second.mapscript"
        try client.open(first, "print \"😀\"\n")
        try client.open(second, "zoom in\n")
        // Insert `, nope` after the closing quote of line 1: an unknown variable appears there.
        client.notify("textDocument/didChange", ["textDocument": ["uri": first, "version": 2],
                                                 "contentChanges": [["range": lspRange(0, afterEmoji, 0, afterEmoji), "text": ", nope"]]])
        let changed = try client.diagnostics(for: first)
        #expect(changed["version"] as? Int == 2)
        let rows = (changed["diagnostics"] as? [[String: Any]] ?? []).map(LanguageServerFeatureTests.row)
        #expect(rows == ["runtime.unknown-variable 0:\(afterEmoji + 2)-0:\(afterEmoji + 6) 1"])
        // Two changes in one notification, applied in order; a full replacement of the other.
        client.notify("textDocument/didChange", ["textDocument": ["uri": first, "version": 3],
                                                 "contentChanges": [["range": lspRange(0, afterEmoji, 0, afterEmoji + 6), "text": ""],
                                                                    ["range": lspRange(1, 0, 1, 0), "text": "zoom in by\n"]]])
        let twice = try client.diagnostics(for: first)
        #expect((twice["diagnostics"] as? [[String: Any]] ?? []).map(LanguageServerFeatureTests.row) == ["syntax.expected 1:10-1:10 1"])
        client.notify("textDocument/didChange", ["textDocument": ["uri": second, "version": 2], "contentChanges": [["text": "gotoo 1\n"]]])
        let replaced = try client.diagnostics(for: second)
        #expect((replaced["diagnostics"] as? [[String: Any]] ?? []).map { $0["code"] as? String } == ["syntax.unknown-command"])
        client.notify("textDocument/didClose", ["textDocument": ["uri": second]])
        #expect((try client.diagnostics(for: second)["diagnostics"] as? [Any])?.isEmpty == true)
        #expect(try client.shutDown() == 0)
        #expect(!client.sawGarbage)
    }

    /// `mapscript lsp --help` and a usage error.
    @Test func commandLine() throws {
        let help = try BinaryRunner.run(["lsp", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("usage: mapscript lsp [--stdio]\n"))
        let bad = try BinaryRunner.run(["lsp", "extra"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("'lsp' takes no operands"))
        let main = try BinaryRunner.run(["--help"])
        #expect(main.stdout.contains("mapscript lsp [--stdio]"))
    }
}
