import MapFormats
import MapScriptSyntax

// MARK: - textDocument/publishDiagnostics

extension LanguageServer {
    /// Publishes the diagnostics of every document changed since they were last published.
    func publishPendingDiagnostics() {
        let uris = pendingDiagnostics
        pendingDiagnostics.removeAll()
        for uri in uris {
            guard let document = store[uri], let analysis = analysis(uri) else { continue }
            let diagnostics = analysis.diagnostics.map { lspDiagnostic($0, in: document) }
            writer.write(["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
                          "params": ["uri": .string(uri), "version": .number(Double(document.version)), "diagnostics": .array(diagnostics)]])
        }
    }

    /// A diagnostic as LSP writes it: the range, severity, id as `code`, source `mapscript`,
    /// the message, and the notes as related information.
    func lspDiagnostic(_ diagnostic: Diagnostic, in document: TextDocument) -> JSONValue {
        let range = lspRange(diagnostic, in: document)
        var value: JSONValue = [
            "range": range.json,
            "severity": Self.severity(diagnostic.severity).json,
            "code": .string(diagnostic.id.rawValue),
            "source": "mapscript",
            "message": .string(diagnostic.message),
        ]
        if !diagnostic.notes.isEmpty {
            value["relatedInformation"] = .array(diagnostic.notes.map { note in
                ["location": ["uri": .string(document.uri), "range": document.range(of: note.range, encoding: encoding).json],
                 "message": .string(note.message)]
            })
        }
        return value
    }

    /// Where a diagnostic is (the start of the document when it has no range).
    func lspRange(_ diagnostic: Diagnostic, in document: TextDocument) -> LSPRange {
        guard let range = diagnostic.range else { return LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0)) }
        return document.range(of: range, encoding: encoding)
    }

    /// LSP's `DiagnosticSeverity` of a diagnostic's severity (a note is information).
    static func severity(_ severity: Diagnostic.Severity) -> LSP.DiagnosticSeverity {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .note: .information
        }
    }
}
