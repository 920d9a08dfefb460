import MapScriptSyntax

// MARK: - files(PATTERN)

extension Interpreter {
    /// `files(PATTERN)`: the paths that match the pattern (see `FilePattern`), sorted by their
    /// bytes, as a list of strings, written as the pattern writes them and found from the
    /// running script's folder, as every file name is. Under `--sandbox` a pattern whose folder
    /// (its components before the first wildcard) is outside is refused
    /// (`file.outside-sandbox`), and paths that a symbolic link leads outside are left out.
    package func matchingFiles(_ call: BuiltinFunction.Call) throws(ExecutionStop) -> Value {
        let argument = call.arguments[0]
        let text = try string(argument, what: "file pattern")
        guard !text.isEmpty else { throw .error(.emptyName, "the file pattern is empty", at: argument.range) }
        guard !text.utf8.contains(0) else {
            throw .error(.nulInPath, "file pattern contains a NUL character: \(StringLiteral.quoted(text))", at: argument.range)
        }
        let folder = scriptStack.last?.folder ?? ""
        let pattern = FilePattern(text)
        var admits: (String) -> Bool = { _ in true }
        if let sandbox = options.sandbox {
            // The folder the pattern names before any wildcard must be inside (else an error).
            var written = pattern.isAbsolute ? "/" : ""
            for case .name(let name) in pattern.components.prefix(while: { if case .name = $0 { true } else { false } }) {
                written += (written.isEmpty || written.hasSuffix("/") ? "" : "/") + name
            }
            if !written.isEmpty { _ = try resolvedFile(written, from: folder, at: argument.range, for: .read, what: "file pattern") }
            admits = { path in
                (try? sandbox.locate(ScriptFiles.resolve(path, from: folder), for: .read)) != nil
            }
        }
        var walk = FileWalk(pattern, from: folder, admits: admits) { () throws(ExecutionStop) in
            try self.step(at: call.range)
        }
        let paths = try walk.run()
        return .list(ValueList(paths.map(Value.string)))
    }
}
