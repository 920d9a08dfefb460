import TextSupport
@testable import MapScriptSyntax

/// Test helpers: parse a text and show each item compactly.
enum ParseHelpers {
    /// Every item of `text`: statements as S-expressions, diagnostics as `L:C: message`
    /// (C the byte column), with `[incomplete]` for incomplete-input diagnostics.
    /// With `ranges`, each statement's range follows it (`@L:C-L:C`); with `roles`, the parser
    /// notes the tokens' roles for the formatter, which reads every token one at a time.
    static func items(_ text: String, ranges: Bool = false, roles: Bool = false) -> [String] {
        var parser = Parser(text: text)
        if roles { parser.roles = TokenRoles(count: text.utf8.count) }
        var items: [String] = []
        while let item = parser.next() {
            switch item {
            case .statement(let statement):
                items.append(SExpression.of(statement) + (ranges ? " @\(statement.range)" : ""))
            case .diagnostic(let diagnostic): items.append(describe(diagnostic))
            case .end: break  // next() hands out nil instead
            }
        }
        return items
    }

    /// The single item of `text`, or all of them joined by ` | `.
    static func item(_ text: String) -> String {
        items(text).joined(separator: " | ")
    }

    /// `L:C: message`, the fix-its as the text renderer shows them (`; did you mean 'x'?`),
    /// plus ` [incomplete]`.
    static func describe(_ diagnostic: Diagnostic) -> String {
        let suggestion = Suggestion.didYouMean(diagnostic.fixIts.map(\.suggestedText))
        return "\(diagnostic.range!.start): \(diagnostic.message)\(suggestion)" + (diagnostic.isIncompleteInput ? " [incomplete]" : "")
    }
}
