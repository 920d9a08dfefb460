import MapFormats

/// The enumerations of the Language Server Protocol 3.17 that the server writes as numbers,
/// each with the kinds it uses; a `///` names the specification's own name.
enum LSP {
    /// `CompletionItemKind`: what a completion item is.
    enum CompletionItemKind: Int, NumberedKind {
        /// `CompletionItemKind.Function`: a built-in function or a procedure (`round(`).
        case function = 3
        /// `CompletionItemKind.Variable`.
        case variable = 6
        /// `CompletionItemKind.Property`: a dotted name (`viewpoint.scale`).
        case property = 10
        /// `CompletionItemKind.Value`: a command word, a clause, a style or colour name.
        case value = 12
        /// `CompletionItemKind.Keyword`: a statement word.
        case keyword = 14
        /// `CompletionItemKind.File`.
        case file = 17
    }

    /// `SymbolKind`: what a document symbol is.
    enum SymbolKind: Int, NumberedKind {
        /// `SymbolKind.Function`.
        case function = 12
        /// `SymbolKind.Variable`.
        case variable = 13
        /// `SymbolKind.Array`.
        case array = 18
        /// `SymbolKind.Object`.
        case object = 19
        /// `SymbolKind.Key`.
        case key = 20
        /// `SymbolKind.EnumMember`.
        case enumMember = 22
    }

    /// `DiagnosticSeverity`.
    enum DiagnosticSeverity: Int, NumberedKind {
        /// `DiagnosticSeverity.Error`.
        case error = 1
        /// `DiagnosticSeverity.Warning`.
        case warning = 2
        /// `DiagnosticSeverity.Information`.
        case information = 3
    }

    /// `TextDocumentSyncKind`: how `textDocument/didChange` sends changes.
    enum TextDocumentSyncKind: Int, NumberedKind {
        /// `TextDocumentSyncKind.Incremental`: ranges and their new text.
        case incremental = 2
    }
}

/// An LSP enumeration whose values are integers.
protocol NumberedKind: RawRepresentable where RawValue == Int {}

extension NumberedKind {
    /// The value as JSON: its number.
    var json: JSONValue { .number(Double(rawValue)) }
}
