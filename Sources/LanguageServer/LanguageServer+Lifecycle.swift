import MapFormats
import MapScriptRuntime

// MARK: - initialize and shutdown, and the documents' life: open, change, close

extension LanguageServer {
    /// `initialize`: negotiates the position encoding and says what the server does (the
    /// capabilities of `methods`).
    func initialize(_ params: JSONValue) throws(RPCError) -> JSONValue {
        guard params.objectValue != nil else { throw RPCError(.invalidParams, "expected the initialize parameters") }
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue) ?? []
        encoding = PositionEncoding.negotiated(offered)
        state = .running
        return ["capabilities": Self.capabilities(encoding: encoding), "serverInfo": ["name": "mapscript", "version": .string(Interpreter.version)]]
    }

    /// `shutdown`: from now on only `exit` is expected.
    func shutDown() -> JSONValue {
        state = .shutDown
        return .null
    }

    /// `textDocument/didOpen`.
    func didOpen(_ params: JSONValue) {
        guard let item = params["textDocument"], let uri = item["uri"]?.stringValue, let text = item["text"]?.stringValue else { return }
        store.open(TextDocument(uri: uri, version: item["version"]?.intValue ?? 0, text: text))
        schedulePublish(uri)
    }

    /// `textDocument/didChange`: full or incremental changes, applied in order.
    func didChange(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, let changes = params["contentChanges"]?.arrayValue else { return }
        if store.change(uri, version: params["textDocument"]?["version"]?.intValue, changes: changes, encoding: encoding) {
            schedulePublish(uri)
        }
    }

    /// `textDocument/didClose`: the document's diagnostics are cleared.
    func didClose(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, store[uri] != nil else { return }
        store.close(uri)
        pendingDiagnostics.removeAll { $0 == uri }
        writer.write(["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": ["uri": .string(uri), "diagnostics": []]])
    }

    /// Marks `uri`'s diagnostics for publishing once no message is waiting.
    func schedulePublish(_ uri: String) {
        if !pendingDiagnostics.contains(uri) { pendingDiagnostics.append(uri) }
    }
}
