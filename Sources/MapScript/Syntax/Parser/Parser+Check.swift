// MARK: - Checking a whole input

extension Parser {
    /// Parses the rest of the input and gives every diagnostic, in source order (for
    /// `mapscript --check`). Each diagnostic carries its source line, so it can be rendered
    /// after the parser has moved on.
    public mutating func check() -> [Diagnostic] {
        var found: [Diagnostic] = []
        while let item = next() {
            if case .diagnostic(let diagnostic) = item { found.append(diagnostic) }
        }
        return found
    }

    /// Every diagnostic of `text`.
    public static func check(text: String) -> [Diagnostic] {
        var parser = Parser(text: text)
        return parser.check()
    }

    /// Every diagnostic of the input read from `fileDescriptor` (left open).
    public static func check(fileDescriptor: Int32) -> [Diagnostic] {
        var parser = Parser(fileDescriptor: fileDescriptor)
        return parser.check()
    }

    /// Whether `text` ends inside an open block, string, parenthesis or list, so the REPL should
    /// read another line before running it.
    public static func needsMoreInput(_ text: String) -> Bool {
        check(text: text).contains(where: \.isIncompleteInput)
    }
}
