import MapFormats

/// An error response's error: a JSON-RPC or LSP code, a message, and the id of the request it
/// answers when known.
struct RPCError: Error {
    /// The codes JSON-RPC 2.0 and LSP 3.17 define (`ErrorCodes`, `LSPErrorCodes`).
    enum Code: Int {
        /// `ErrorCodes.ParseError`: the message is not JSON.
        case parseError = -32700
        /// `ErrorCodes.InvalidRequest`: the JSON is not a valid request.
        case invalidRequest = -32600
        /// `ErrorCodes.MethodNotFound`: no such method.
        case methodNotFound = -32601
        /// `ErrorCodes.InvalidParams`: the parameters are not what the method takes.
        case invalidParams = -32602
        /// `ErrorCodes.InternalError`: something failed inside the server.
        case internalError = -32603
        /// `ErrorCodes.ServerNotInitialized`: a request before `initialize`.
        case serverNotInitialized = -32002
        /// `LSPErrorCodes.RequestFailed`: the request was valid but could not be done (formatting a
        /// text with syntax errors).
        case requestFailed = -32803
        /// `LSPErrorCodes.RequestCancelled`: the client cancelled the request.
        case requestCancelled = -32800
    }

    /// The code.
    let code: Code
    /// What went wrong.
    let message: String
    /// The request's id, when known.
    var id: JSONValue?

    /// An error of `code` saying `message`.
    init(_ code: Code, _ message: String, id: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.id = id
    }

    /// The response carrying this error.
    var response: JSONValue {
        ["jsonrpc": "2.0", "id": id ?? .null, "error": ["code": .number(Double(code.rawValue)), "message": .string(message)]]
    }
}
