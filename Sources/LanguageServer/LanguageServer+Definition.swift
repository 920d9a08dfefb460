#if canImport(Glibc)
import Glibc
#endif
import MapFormats
import MapScriptSyntax

// MARK: - textDocument/definition

extension LanguageServer {
    /// `textDocument/definition`: a procedure or variable to its `def` or `let` (in a sourced
    /// script too), a bookmark or graphic name to its `bookmark add` or `graphic add`, a
    /// literal file path (`source "lib.mapscript"`) to the file.
    func definition(_ params: JSONValue) throws(RPCError) -> JSONValue {
        let document = try document(params)
        let location = document.location(of: try position(params), encoding: encoding)
        guard let outline = analysis(document.uri)?.outline else { return .null }
        if let file = outline.file(at: location) {
            let path = file.path.hasPrefix("/") ? file.path : DocumentURI.folder(of: document.uri) + file.path
            guard access(path, F_OK) == 0 else { return .null }
            let start = Position(line: 0, character: 0)
            return ["uri": .string(DocumentURI.uri(of: path)), "range": LSPRange(start: start, end: start).json]
        }
        guard let symbol = outline.reference(at: location)?.definition ?? outline.symbol(at: location) else { return .null }
        guard let path = symbol.file else {
            return ["uri": .string(document.uri), "range": document.range(of: symbol.nameRange, encoding: encoding).json]
        }
        let uri = DocumentURI.uri(of: path)
        let other = store[uri] ?? (try? ScriptAnalysis.readFromDisk(path).get()).map { TextDocument(uri: uri, version: 0, text: $0) }
        guard let other else { return .null }
        return ["uri": .string(uri), "range": other.range(of: symbol.nameRange, encoding: encoding).json]
    }
}
