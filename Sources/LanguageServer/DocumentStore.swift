import MapFormats
import MapScript

/// The documents the client has open, by URI, with the analysis of each one's current text
/// (made when first asked for, dropped at every change).
struct DocumentStore {
    private var documents: [String: TextDocument] = [:]
    private var analyses: [String: ScriptAnalysis] = [:]

    /// The open document at `uri`.
    subscript(uri: String) -> TextDocument? { documents[uri] }

    /// Opens (or reopens) a document.
    mutating func open(_ document: TextDocument) {
        documents[document.uri] = document
        analyses[document.uri] = nil
    }

    /// Closes a document.
    mutating func close(_ uri: String) {
        documents[uri] = nil
        analyses[uri] = nil
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
        analyses[uri] = nil
        return true
    }

    /// The analysis of the open document at `uri`, sourced scripts read through `readFile`.
    mutating func analysis(of uri: String, readFile: @escaping StaticChecker.ReadFile) -> ScriptAnalysis? {
        if let analysis = analyses[uri] { return analysis }
        guard let document = documents[uri] else { return nil }
        let analysis = ScriptAnalysis(text: document.text, folder: DocumentURI.folder(of: uri), readFile: readFile)
        analyses[uri] = analysis
        return analysis
    }

    /// The text of the open document whose file is `path`, if any.
    func text(ofPath path: String) -> String? {
        documents[DocumentURI.uri(of: path)]?.text
    }
}
