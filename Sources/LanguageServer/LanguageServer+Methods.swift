import MapFormats

// MARK: - The methods the server serves

extension LanguageServer {
    /// A method the server serves: its handler, and the capability that advertises it in
    /// `initialize`'s result (none for the life cycle's methods).
    struct Method: Sendable {
        /// What handles a message of the method.
        enum Handler: Sendable {
            /// A request's: its result, or an error response.
            case request(@Sendable (LanguageServer, JSONValue) throws(RPCError) -> JSONValue)
            /// A notification's.
            case notification(@Sendable (LanguageServer, JSONValue) -> Void)
        }

        /// The method's name (`textDocument/hover`).
        let name: String
        /// Its handler.
        let handler: Handler
        /// The path of its capability in `capabilities` (`["hoverProvider"]`) and the value there.
        let capability: (path: [String], value: JSONValue)?

        /// A request, advertised by `capability` when given.
        static func request(_ name: String, _ capability: (path: [String], value: JSONValue)? = nil,
                            _ answer: @escaping @Sendable (LanguageServer, JSONValue) throws(RPCError) -> JSONValue) -> Method {
            Method(name: name, handler: .request(answer), capability: capability)
        }

        /// A notification, advertised by `capability` when given.
        static func notification(_ name: String, _ capability: (path: [String], value: JSONValue)? = nil,
                                 _ handle: @escaping @Sendable (LanguageServer, JSONValue) -> Void) -> Method {
            Method(name: name, handler: .notification(handle), capability: capability)
        }
    }

    /// Every method the server serves, in the order their capabilities are written. Dispatch
    /// and `initialize`'s capabilities both come from this table, so no method is served
    /// without being advertised, nor advertised without being served.
    static let methods: [Method] = [
        .request("initialize") { (server, params) throws(RPCError) in try server.initialize(params) },
        .request("shutdown") { server, _ in server.shutDown() },
        .notification("exit") { server, _ in server.exited = true },
        .notification("textDocument/didOpen", (["textDocumentSync", "openClose"], true)) { $0.didOpen($1) },
        .notification("textDocument/didChange", (["textDocumentSync", "change"], LSP.TextDocumentSyncKind.incremental.json)) {
            $0.didChange($1)
        },
        .notification("textDocument/didClose", (["textDocumentSync", "openClose"], true)) { $0.didClose($1) },
        .request("textDocument/completion", (["completionProvider"], ["triggerCharacters": [".", "\"", "/"]])) {
            (server, params) throws(RPCError) in try server.completion(params)
        },
        .request("textDocument/hover", (["hoverProvider"], true)) { (server, params) throws(RPCError) in try server.hover(params) },
        .request("textDocument/definition", (["definitionProvider"], true)) {
            (server, params) throws(RPCError) in try server.definition(params)
        },
        .request("textDocument/documentSymbol", (["documentSymbolProvider"], true)) {
            (server, params) throws(RPCError) in try server.documentSymbols(params)
        },
        .request("textDocument/codeAction", (["codeActionProvider"], ["codeActionKinds": ["quickfix"]])) {
            (server, params) throws(RPCError) in try server.codeActions(params)
        },
        .request("textDocument/formatting", (["documentFormattingProvider"], true)) {
            (server, params) throws(RPCError) in try server.formatting(params)
        },
    ]

    /// `methods` by name (a name given twice stops the server at start-up).
    static let methodsByName = Dictionary(uniqueKeysWithValues: methods.map { ($0.name, $0) })

    /// The capabilities of `methods`, after the negotiated `positionEncoding`.
    static func capabilities(encoding: PositionEncoding) -> JSONValue {
        var capabilities: JSONValue = ["positionEncoding": .string(encoding.rawValue)]
        for case let (path, value)? in methods.map(\.capability) {
            capabilities = setting(value, at: path[...], in: capabilities)
        }
        return capabilities
    }

    /// `object` with `value` at `path`, the objects on the way made as needed.
    private static func setting(_ value: JSONValue, at path: ArraySlice<String>, in object: JSONValue) -> JSONValue {
        guard let key = path.first else { return value }
        var object = object
        object[key] = setting(value, at: path.dropFirst(), in: object[key] ?? [:])
        return object
    }
}
