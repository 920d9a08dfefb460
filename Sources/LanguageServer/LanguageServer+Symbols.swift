import MapFormats
import MapScript

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
                "kind": .number(Self.symbolKind(symbol.kind)),
                "range": LSPRange(start: min(range.start, selection.start), end: max(range.end, selection.end)).json,
                "selectionRange": selection.json,
            ]
        })
    }

    /// LSP's `SymbolKind` for each kind of symbol.
    static func symbolKind(_ kind: ScriptOutline.Kind) -> Double {
        switch kind {
        case .procedure: 12  // Function
        case .variable: 13  // Variable
        case .bookmark: 20  // Key
        case .graphic: 19  // Object
        case .galleryItem: 22  // EnumMember
        case .layer: 18  // Array
        }
    }
}
