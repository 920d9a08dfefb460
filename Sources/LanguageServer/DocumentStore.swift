import MapFormats
import MapScriptRuntime
import MapScriptSyntax

/// The documents the client has open, by URI, with the analyses of each one's current text
/// (made when first asked for, dropped at every change): one without "did you mean" fix-its
/// for diagnostics, hover, completion and the rest, and one with them for code actions.
struct DocumentStore {
    private var documents: [String: TextDocument] = [:]
    private var analyses: [String: ScriptAnalysis] = [:]
    private var suggestingAnalyses: [String: ScriptAnalysis] = [:]

    /// The open document at `uri`.
    subscript(uri: String) -> TextDocument? { documents[uri] }

    /// Opens (or reopens) a document.
    mutating func open(_ document: TextDocument) {
        documents[document.uri] = document
        forgetAnalyses(document.uri)
    }

    /// Closes a document.
    mutating func close(_ uri: String) {
        documents[uri] = nil
        forgetAnalyses(uri)
    }

    /// Applies `didChange` content changes in order: each either `{text}` (the whole text) or
    /// `{range, text}`; a change of another shape is skipped. False when `uri` is not open.
    mutating func change(_ uri: String, version: Int?, changes: [JSONValue], encoding: PositionEncoding) -> Bool {
        guard var document = documents[uri] else { return false }
        for change in changes {
            guard let text = change["text"]?.stringValue else { continue }
            if let range = LSPRange(change["range"]) {
                document.replace(range, with: text, encoding: encoding)
            } else if change["range"] == nil {
                document.replaceAll(with: text)
            }
        }
        if let version { document.version = version }
        documents[uri] = document
        forgetAnalyses(uri)
        return true
    }

    private mutating func forgetAnalyses(_ uri: String) {
        analyses[uri] = nil
        suggestingAnalyses[uri] = nil
    }

    /// The analysis of the open document at `uri` (with "did you mean" fix-its when
    /// `suggesting`), sourced scripts read through `readFile`.
    mutating func analysis(of uri: String, suggesting: Bool, readFile: @escaping StaticChecker.ReadFile) -> ScriptAnalysis? {
        if let analysis = suggesting ? suggestingAnalyses[uri] : analyses[uri] { return analysis }
        guard let document = documents[uri] else { return nil }
        let analysis = ScriptAnalysis(text: document.text, folder: DocumentURI.folder(of: uri), suggesting: suggesting,
                                      stackGuard: StackGuard.self, readFile: readFile)
        if suggesting { suggestingAnalyses[uri] = analysis } else { analyses[uri] = analysis }
        return analysis
    }

    /// The text of the open document whose file is `path`, if any.
    func text(ofPath path: String) -> String? {
        documents[DocumentURI.uri(of: path)]?.text
    }
}
