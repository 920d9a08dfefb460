import Foundation
import Testing
@testable import LanguageServer

/// The server's method table (`LanguageServer.methods`): each method it serves is advertised
/// in `initialize`'s capabilities where LSP 3.17 says, and each capability it advertises is
/// served; what is not in the table is `MethodNotFound`.
@Suite(.serialized)
struct LanguageServerMethodTests {
    /// A method and the capability that advertises it (a dotted path), nil for the life cycle's.
    struct Advertised: Sendable, CustomStringConvertible {
        let method: String
        let capability: String?
        var description: String { method }
    }

    static let advertised: [Advertised] = [
        Advertised(method: "initialize", capability: nil),
        Advertised(method: "shutdown", capability: nil),
        Advertised(method: "exit", capability: nil),
        Advertised(method: "textDocument/didOpen", capability: "textDocumentSync.openClose"),
        Advertised(method: "textDocument/didChange", capability: "textDocumentSync.change"),
        Advertised(method: "textDocument/didClose", capability: "textDocumentSync.openClose"),
        Advertised(method: "textDocument/completion", capability: "completionProvider"),
        Advertised(method: "textDocument/hover", capability: "hoverProvider"),
        Advertised(method: "textDocument/definition", capability: "definitionProvider"),
        Advertised(method: "textDocument/documentSymbol", capability: "documentSymbolProvider"),
        Advertised(method: "textDocument/codeAction", capability: "codeActionProvider"),
        Advertised(method: "textDocument/formatting", capability: "documentFormattingProvider"),
    ]

    /// The capabilities a running server gives `initialize`.
    static func capabilities() throws -> [String: Any] {
        let client = try LSPClient()
        let result = try client.initialize()
        #expect(try client.shutDown() == 0)
        return try #require(result["capabilities"] as? [String: Any])
    }

    @Test func theTableHoldsEveryMethodOnce() {
        let names = LanguageServer.methods.map(\.name)
        #expect(names.sorted() == Self.advertised.map(\.method).sorted())
        #expect(Set(names).count == names.count)
    }

    @Test(arguments: advertised)
    func eachMethodIsAdvertised(_ row: Advertised) throws {
        let entry = try #require(LanguageServer.methodsByName[row.method])
        #expect(entry.capability?.path.joined(separator: ".") == row.capability)
        guard let capability = row.capability else { return }
        var value: Any? = try Self.capabilities()
        for key in capability.split(separator: ".") { value = (value as? [String: Any])?[String(key)] }
        // Advertised: an object, `true`, or a sync kind other than `None` (0).
        #expect(value is [String: Any] || value as? Bool == true || (value as? Int).map { $0 > 0 } == true, "\(capability): \(value ?? "none")")
    }

    /// Every capability the server advertises belongs to a method of the table.
    @Test func eachCapabilityIsServed() throws {
        let served = Set(Self.advertised.compactMap { $0.capability?.split(separator: ".").first.map(String.init) })
        #expect(Set(try Self.capabilities().keys).subtracting(["positionEncoding"]) == served)
    }

    /// A method not in the table, or a notification's sent as a request, is `MethodNotFound`
    /// (-32601); a request's sent as a notification is ignored, and the server goes on.
    @Test(arguments: ["workspace/nothing", "textDocument/didOpen", "exit", "textDocument/rename"])
    func unknownRequestsAreMethodNotFound(_ method: String) throws {
        let client = try LSPClient()
        try client.initialize()
        let answer = try client.call(method, ["textDocument": ["uri": "file:///a"]])
        #expect((answer["error"] as? [String: Any])?["code"] as? Int == -32601)
        client.notify("textDocument/hover", ["textDocument": ["uri": "file:///a"], "position": lspPosition(0, 0)])
        #expect((try client.call("shutdown"))["result"] is NSNull)
        client.notify("exit")
        #expect(try client.waitForExit() == 0)
        #expect(!client.sawGarbage)
    }
}
