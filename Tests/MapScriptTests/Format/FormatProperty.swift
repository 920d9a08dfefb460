@testable import MapScriptSyntax

/// What formatting must keep, checked on any text: the formatted text parses to the same tree
/// (statement by statement, by `SExpression`), has the same characters but for blanks and
/// `;` (the code's in order, and the comments' in order), and formatting it again changes
/// nothing.
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
        if Self.ink(bytes) != Self.ink(once) || Self.commentInk(bytes) != Self.commentInk(once) {
            problems.append("the text's characters other than blanks and ';' changed:\n\(shown)")
        }
        if let twice = try? SourceFormatter.format(bytes: once), twice != once {
            problems.append("not idempotent:\n\(shown)\n--- formats to ---\n\(String(decoding: twice, as: UTF8.self))")
        }
        return problems
    }

    /// What formatting keeps in order: every byte of the code (not of its comments) but blanks,
    /// line breaks and `;` (and a byte-order mark at the start). The comments keep their own
    /// order (`commentInk`), but one may move past code: a one-line block's comment goes from
    /// after its `}` to after its `{` (issue 36, 3.14).
    static func ink(_ bytes: [UInt8]) -> [UInt8] {
        pieces(of: bytes).code.filter { ![0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ";")].contains($0) }
    }

    /// The comments' bytes, in order, but blanks.
    static func commentInk(_ bytes: [UInt8]) -> [UInt8] {
        pieces(of: bytes).comments.filter { ![0x20, 0x09, 0x0A, 0x0D, 0x0C].contains($0) }
    }

    /// The bytes of `bytes`' tokens apart from its comments, and its comments', as the
    /// formatter's lexer reads them.
    static func pieces(of bytes: [UInt8]) -> (code: [UInt8], comments: [UInt8]) {
        var lexer = Lexer(source: SourceBuffer(bytes: bytes))
        lexer.keepsLayout = true
        lexer.skipByteOrderMark()
        var code: [UInt8] = [], comments: [UInt8] = []
        while true {
            let token = lexer.next()
            if token.kind == .end { break }
            let text = Array(lexer.text(from: token.start, to: token.end).utf8)
            if token.kind == .comment { comments += text } else { code += text }
        }
        return (code, comments)
    }

    /// `problems` for a text.
    static func problems(_ text: String) -> [String] {
        problems(Array(text.utf8))
    }
}
