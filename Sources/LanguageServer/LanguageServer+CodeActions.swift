import MapFormats

// MARK: - textDocument/codeAction

extension LanguageServer {
    /// `textDocument/codeAction`: each fix-it of a diagnostic in the range as a quick fix, the
    /// diagnostic's first (best) one preferred.
    func codeActions(_ params: JSONValue) throws(RPCError) -> JSONValue {
        let document = try document(params)
        guard let range = LSPRange(params["range"]) else { throw RPCError(.invalidParams, "expected 'range'") }
        guard let analysis = analysis(document.uri, suggesting: true) else { return [] }
        var actions: [JSONValue] = []
        for diagnostic in analysis.diagnostics where !diagnostic.fixIts.isEmpty {
            guard lspRange(diagnostic, in: document).overlaps(range) else { continue }
            let lsp = lspDiagnostic(diagnostic, in: document)
            for (index, fixIt) in diagnostic.fixIts.enumerated() {
                let edit: JSONValue = ["range": document.range(of: fixIt.range, encoding: encoding).json, "newText": .string(fixIt.replacement)]
                actions.append([
                    "title": .string("Replace with \(fixIt.replacement)"),
                    "kind": "quickfix",
                    "diagnostics": [lsp],
                    "isPreferred": .bool(index == 0),
                    "edit": ["changes": .object([(key: document.uri, value: .array([edit]))])],
                ])
            }
        }
        return .array(actions)
    }
}
