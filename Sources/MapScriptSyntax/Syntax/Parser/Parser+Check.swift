// MARK: - Checking a whole input

extension Parser {
    /// Parses the rest of the input and gives every diagnostic, in source order (for
    /// `mapscript --check`). Each diagnostic carries its source line, so it can be rendered
    /// after the parser has moved on. With `roles`, publishes them after each statement.
    public mutating func check() -> [Diagnostic] {
        var found: [Diagnostic] = []
        while let item = next() {
            if case .diagnostic(let diagnostic) = item { found.append(diagnostic) }
            // Every token before the current one has been read, and its role written.
            if let roles { roles.publish(before: token.start) }
        }
        return found
    }

    /// Every diagnostic of `text`, parsed with a stack guard of `stackGuard` (see
    /// `ParserStackGuard`).
    public static func check(text: String, stackGuard: (any ParserStackGuard.Type)? = nil) -> [Diagnostic] {
        var parser = Parser(text: text)
        parser.stackGuardType = stackGuard
        return parser.check()
    }

    /// Every diagnostic of the input read from `fileDescriptor` (left open), parsed with a
    /// stack guard of `stackGuard`.
    public static func check(fileDescriptor: Int32, stackGuard: (any ParserStackGuard.Type)? = nil) -> [Diagnostic] {
        var parser = Parser(fileDescriptor: fileDescriptor)
        parser.stackGuardType = stackGuard
        return parser.check()
    }

    /// Whether `text` ends inside an open block, string, parenthesis or list, with no other
    /// syntax error before: the REPL then reads another line before running it (an entry with
    /// a real error runs at once, so the error shows without waiting for the block to close).
    public static func needsMoreInput(_ text: String, stackGuard: (any ParserStackGuard.Type)? = nil) -> Bool {
        let diagnostics = check(text: text, stackGuard: stackGuard)
        return !diagnostics.isEmpty && diagnostics.allSatisfy(\.isIncompleteInput)
    }
}
