@testable import MapScript

/// What formatting must keep, checked on any text: the formatted text parses to the same tree
/// (statement by statement, by `SExpression`), and formatting it again changes nothing.
enum FormatProperty {
    /// The S-expressions of `bytes`' statements, or nil when they have a syntax error.
    static func tree(_ bytes: [UInt8]) -> [String]? {
        var parser = Parser(bytes: bytes)
        var tree: [String] = []
        while let item = parser.next() {
            switch item {
            case .statement(let statement): tree.append(SExpression.of(statement))
            case .diagnostic(let diagnostic): if diagnostic.severity == .error { return nil }
            case .end: break  // next() hands out nil instead
            }
        }
        return tree
    }

    /// What is wrong with formatting `bytes`, which parse: nothing (`[]`) when the formatted
    /// text has the same tree and formats to itself.
    static func problems(_ bytes: [UInt8]) -> [String] {
        guard let before = tree(bytes) else { return ["the text does not parse"] }
        let once: [UInt8]
        do {
            once = try SourceFormatter.format(bytes: bytes)
        } catch {
            return ["refused: \(error.diagnostics.map(ParseHelpers.describe))"]
        }
        let shown = String(decoding: once, as: UTF8.self)
        guard let after = tree(once) else { return ["the formatted text does not parse:\n\(shown)"] }
        var problems: [String] = []
        if after != before {
            let index = zip(before, after).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(before.count, after.count)
            problems.append("tree changed at statement \(index + 1): \(before.dropFirst(index).first ?? "-") became "
                            + "\(after.dropFirst(index).first ?? "-") in:\n\(shown)")
        }
        if let twice = try? SourceFormatter.format(bytes: once), twice != once {
            problems.append("not idempotent:\n\(shown)\n--- formats to ---\n\(String(decoding: twice, as: UTF8.self))")
        }
        return problems
    }

    /// `problems` for a text.
    static func problems(_ text: String) -> [String] {
        problems(Array(text.utf8))
    }
}
