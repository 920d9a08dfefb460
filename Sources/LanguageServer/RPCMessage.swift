import MapFormats

/// A JSON-RPC 2.0 message from the client: a request (with an id, wants a response), a
/// notification (no id), or a response to a request of the server's (ignored).
struct RPCMessage {
    /// What a message is.
    enum Kind {
        /// A request: answer it with a response carrying `id`.
        case request(id: JSONValue, method: String)
        /// A notification: no answer.
        case notification(method: String)
        /// A response to a request of ours.
        case response
    }

    /// What it is.
    let kind: Kind
    /// The parameters (`null` when absent).
    let params: JSONValue

    /// The message in `body`, or the error response to send (with a null id when the id could
    /// not be read).
    static func parse(_ body: [UInt8]) -> Result<RPCMessage, RPCError> {
        let value: JSONValue
        do throws(JSONError) {
            value = try JSONParser.parse(body)
        } catch {
            return .failure(RPCError(.parseError, "the message is not JSON: \(error.description)"))
        }
        guard value.objectValue != nil else { return .failure(RPCError(.invalidRequest, "a message must be a JSON object")) }
        let id = value["id"]
        if let id, !Self.isValidID(id) {
            return .failure(RPCError(.invalidRequest, "a request id must be a number or a string"))
        }
        let params = value["params"] ?? .null
        guard let method = value["method"] else {
            guard id != nil, value["result"] != nil || value["error"] != nil else {
                return .failure(RPCError(.invalidRequest, "a message needs a 'method' (or a 'result' or 'error' with an 'id')", id: id))
            }
            return .success(RPCMessage(kind: .response, params: .null))
        }
        guard let name = method.stringValue else { return .failure(RPCError(.invalidRequest, "'method' must be a string", id: id)) }
        if let id { return .success(RPCMessage(kind: .request(id: id, method: name), params: params)) }
        return .success(RPCMessage(kind: .notification(method: name), params: params))
    }

    /// Whether `id` is a request id JSON-RPC allows here (a number or a string).
    static func isValidID(_ id: JSONValue) -> Bool {
        switch id {
        case .number, .string: true
        default: false
        }
    }
}
