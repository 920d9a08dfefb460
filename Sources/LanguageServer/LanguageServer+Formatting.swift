import MapFormats

// MARK: - textDocument/formatting

extension LanguageServer {
    /// Whether the server formats documents (`documentFormattingProvider`).
    static let formats = false

    /// `textDocument/formatting`: not provided yet.
    func formatting(_ params: JSONValue) throws(RPCError) -> JSONValue {
        throw RPCError(.methodNotFound, "formatting is not available")
    }
}
