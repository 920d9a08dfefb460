#if canImport(Glibc)
import Glibc
#endif
import MapFormats
import MapScriptRuntime
import MapScriptSyntax

// MARK: - textDocument/completion

extension LanguageServer {
    /// The characters that end a word being completed, as the REPL's readline has them.
    static let wordBreaks = Set(" \t\"(),;{}[]=+*/<>".utf8)

    /// `textDocument/completion`: what the REPL's `Completer` offers at the cursor (the parser's
    /// expectation: commands, sub-words, clauses; basemap styles, colours, shapes; the script's
    /// bookmarks, procedures, variables, gallery items and graphics labels; the fields of a
    /// layer the script adds from a file), and file paths where a command takes a file, found
    /// from the document's folder.
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
        let folder = DocumentURI.folder(of: document.uri)
        let names = ScriptNames(outline: outline, fresh: fresh, line: position.line + 1) { [self] source in
            fieldNames(of: source.path.hasPrefix("/") ? source.path : folder + source.path, member: source.member)
        }
        let candidates: [(label: String, kind: LSP.CompletionItemKind)]
        switch Completer(names: names).complete(context: before, word: word) {
        case .words(let words):
            let keywords = Set(Completer.statementWords), variables = Set(outline.names(of: .variable))
            candidates = words.map { word in
                (word, word.hasSuffix("(") ? .function : keywords.contains(word) ? .keyword : variables.contains(word) ? .variable
                       : word.contains(".") ? .property : .value)
            }
        case .fileNames:
            candidates = Self.files(matching: word, from: DocumentURI.folder(of: document.uri)).map { ($0, .file) }
        }
        return ["isIncomplete": false, "items": .array(candidates.map { candidate in
            ["label": .string(candidate.label), "kind": candidate.kind.json,
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

// MARK: - Fields of layer files

/// The field names of a layer file as completion read them, with the file's identity then.
struct LayerFields {
    /// The file's device, inode, size and modification time when it was read.
    let stamp: [Int]
    /// Its field names, or nil when they could not be known.
    let names: [String]?
}

extension LanguageServer {
    /// The field names of the layer `member` (else the first, as `layer add` picks it) of the
    /// file at `path`, read through `layer add`'s readers (`ScriptNames.fieldNames(ofFile:member:)`: GeoJSON up to
    /// its size limit, other formats from GDAL's layer definition) once for each version of the
    /// file; none when the file is missing or cannot be read.
    func fieldNames(of path: String, member: String?) -> [String]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let stamp = [Int(info.st_dev), Int(info.st_ino), Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)]
        let key = path + "\u{0}" + (member ?? "")
        if let known = layerFields[key], known.stamp == stamp { return known.names }
        let names = ScriptNames.fieldNames(ofFile: path, member: member)
        layerFields[key] = LayerFields(stamp: stamp, names: names)
        return names
    }
}
