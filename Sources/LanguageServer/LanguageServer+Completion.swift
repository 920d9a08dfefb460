#if canImport(Glibc)
import Glibc
#endif
import MapFormats
import MapScript

// MARK: - textDocument/completion

extension LanguageServer {
    /// The characters that end a word being completed, as the REPL's readline has them.
    static let wordBreaks = Set(" \t\"(),;{}[]=+*/<>".utf8)

    /// `textDocument/completion`: what the REPL's `Completer` offers at the cursor (the parser's
    /// expectation: commands, sub-words, clauses; basemap styles, colours, shapes; the script's
    /// bookmarks, procedures, variables, gallery items and graphics labels), and file paths
    /// where a command takes a file, found from the document's folder.
    func completion(_ params: JSONValue) throws(RPCError) -> JSONValue {
        let document = try document(params)
        let position = try position(params)
        let line = document.line(min(max(position.line, 0), document.lineStarts.count - 1))
        let cursor = line.startIndex + encoding.byteOffset(ofCharacter: max(position.character, 0), in: line)
        let wordStart = line[..<cursor].lastIndex { Self.wordBreaks.contains($0) }.map { $0 + 1 } ?? line.startIndex
        let before = String(decoding: line[..<cursor], as: UTF8.self)
        let word = String(decoding: line[wordStart..<cursor], as: UTF8.self)
        let replaced = LSPRange(start: Position(line: position.line, character: encoding.character(ofByteOffset: wordStart - line.startIndex, in: line)),
                                end: Position(line: position.line, character: encoding.character(ofByteOffset: cursor - line.startIndex, in: line)))
        let outline = analysis(document.uri)?.outline ?? ScriptOutline()
        let candidates: [(label: String, kind: Double)]
        switch Completer(names: ScriptNames(outline: outline, fresh: fresh)).complete(context: before, word: word) {
        case .words(let words):
            let keywords = Set(Completer.statementWords), variables = Set(outline.names(of: .variable))
            candidates = words.map { word in
                (word, word.hasSuffix("(") ? 3 : keywords.contains(word) ? 14 : variables.contains(word) ? 6 : word.contains(".") ? 10 : 12)
            }
        case .fileNames:
            candidates = Self.files(matching: word, from: DocumentURI.folder(of: document.uri)).map { ($0, 17) }
        }
        return ["isIncomplete": false, "items": .array(candidates.map { candidate in
            ["label": .string(candidate.label), "kind": .number(candidate.kind),
             "textEdit": ["range": replaced.json, "newText": .string(candidate.label)]]
        })]
    }

    /// The paths that complete `partial` (a path as written, relative to `folder`): the
    /// entries of its folder whose names start with its last part, folders ending in `/`.
    static func files(matching partial: String, from folder: String) -> [String] {
        let slash = partial.lastIndex(of: "/")
        let written = slash.map { String(partial[...$0]) } ?? ""
        let prefix = slash.map { String(partial[partial.index(after: $0)...]) } ?? partial
        let directory = written.hasPrefix("/") ? written : folder + written
        guard let names = Folder.names(in: directory) else { return [] }
        return names.filter { $0.hasPrefix(prefix) && ($0.first != "." || prefix.first == ".") }.sorted().map { name in
            var info = stat()
            let isFolder = stat((directory.isEmpty ? "." : directory) + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            return written + name + (isFolder ? "/" : "")
        }
    }
}
