import MapFormats
import MapScriptSyntax

// MARK: - textDocument/hover

extension LanguageServer {
    /// `textDocument/hover`: what the word under the cursor is. A name the script defines: its
    /// definition (`def greet(name)`, `let home`, the `bookmark add` line); a property after a
    /// dot: what it is, for each kind of value that has it; a built-in function: its signature
    /// and what it gives; a command or statement word: its `help` text.
    func hover(_ params: JSONValue) throws(RPCError) -> JSONValue {
        let document = try document(params)
        let position = try position(params)
        let location = document.location(of: position, encoding: encoding)
        guard let (word, start, end) = Self.word(at: location.column - 1, in: document.line(location.line - 1)) else { return .null }
        let line = document.line(location.line - 1)
        let outline = analysis(document.uri)?.outline ?? ScriptOutline()
        var text: String?
        if let reference = outline.reference(at: location), let definition = reference.definition {
            text = "```mapscript\n\(definition.detail)\n```\n" + definedAt(definition)
        } else if let symbol = outline.symbol(at: location) {
            text = "```mapscript\n\(symbol.detail)\n```\n" + definedAt(symbol)
        } else if start > 0, line[line.startIndex + start - 1] == UInt8(ascii: ".") {
            let facts = LanguageFacts.properties(named: word)
            if !facts.isEmpty { text = facts.map { "**\($0.owner).\(word)**: \($0.summary)" }.joined(separator: "\n\n") }
        } else if end < line.count, line[line.startIndex + end] == UInt8(ascii: "("), let function = LanguageFacts.function(named: word) {
            text = "```mapscript\n\(function.signature)\n```\n\(function.summary)"
        }
        if text == nil, let help = LanguageFacts.help(for: word) { text = "```text\n\(help)```" }
        guard let text else { return .null }
        let range = LSPRange(start: Position(line: location.line - 1, character: encoding.character(ofByteOffset: start, in: line)),
                             end: Position(line: location.line - 1, character: encoding.character(ofByteOffset: end, in: line)))
        return ["contents": ["kind": "markdown", "value": .string(text)], "range": range.json]
    }

    /// Where a symbol is defined, in words.
    private func definedAt(_ symbol: ScriptOutline.Symbol) -> String {
        let file = symbol.file.map { " of `\($0)`" } ?? ""
        return "defined at line \(symbol.nameRange.start.line)\(file)"
    }

    /// The word (letters, digits, `_`, any non-ASCII) at byte `offset` of `line`, and its byte
    /// bounds in the line; nil when there is none.
    static func word(at offset: Int, in line: ArraySlice<UInt8>) -> (String, Int, Int)? {
        func isWordByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        let bytes = Array(line)
        var start = min(max(offset, 0), bytes.count), end = start
        while start > 0 && isWordByte(bytes[start - 1]) { start -= 1 }
        while end < bytes.count && isWordByte(bytes[end]) { end += 1 }
        guard start < end else { return nil }
        return (String(decoding: bytes[start..<end], as: UTF8.self), start, end)
    }
}
