import MapFormats
import MapScriptSyntax

// MARK: - textDocument/documentSymbol

extension LanguageServer {
    /// `textDocument/documentSymbol`: the procedures, the top-level variables, the bookmarks,
    /// graphics and gallery items added with literal names, in source order. (MapScript has no
    /// layers: a session's map has a basemap, bookmarks and graphics.)
    func documentSymbols(_ params: JSONValue) throws(RPCError) -> JSONValue {
        let document = try document(params)
        guard let analysis = analysis(document.uri) else { return [] }
        let symbols = analysis.outline.symbols.filter { $0.file == nil && ($0.isTopLevel || $0.kind != .variable) }
        return .array(symbols.map { symbol in
            let range = document.range(of: symbol.range, encoding: encoding)
            let selection = document.range(of: symbol.nameRange, encoding: encoding)
            return [
                "name": .string(symbol.name),
                "detail": .string(symbol.detail),
                "kind": Self.symbolKind(symbol.kind).json,
                "range": LSPRange(start: min(range.start, selection.start), end: max(range.end, selection.end)).json,
                "selectionRange": selection.json,
            ]
        })
    }

    /// LSP's `SymbolKind` for each kind of symbol.
    static func symbolKind(_ kind: ScriptOutline.Kind) -> LSP.SymbolKind {
        switch kind {
        case .procedure: .function
        case .variable: .variable
        case .bookmark: .key
        case .graphic: .object
        case .galleryItem: .enumMember
        case .layer: .array
        }
    }
}
