import MapFormats
import MapScriptSyntax
import TextSupport

/// One open document: its text as UTF-8 bytes and where each line starts (a `LineIndex`), its
/// version, and the analysis of its current text (made when first asked for).
struct TextDocument {
    /// The document's URI.
    let uri: String
    /// The version the client gave with the last change.
    var version: Int
    /// The text and its lines (lines end at `\n`).
    private(set) var lines: LineIndex

    /// A document `uri` at `version` holding `text`.
    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        lines = LineIndex(text: text)
    }

    /// The text, as UTF-8.
    var bytes: [UInt8] { lines.bytes }

    /// The byte offset where each line starts.
    var lineStarts: [Int] { lines.starts }

    /// The text as a string.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The bytes of line `line` (0-based), without its `\n` or a `\r` before it; empty past the end.
    func line(_ line: Int) -> ArraySlice<UInt8> {
        guard let range = lines.range(of: line) else { return lines.bytes[lines.bytes.count...] }
        return lines.bytes[range]
    }

    // MARK: - Positions

    /// The byte offset in the text of an LSP position (clamped into the text).
    func offset(of position: Position, encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lines.lineCount else { return bytes.count }
        return lines.starts[position.line] + encoding.byteOffset(ofCharacter: max(position.character, 0), in: line(position.line))
    }

    /// The LSP position of a parser location (1-based line, 1-based byte column).
    func position(of location: SourceLocation, encoding: PositionEncoding) -> Position {
        let line = max(location.line - 1, 0)
        guard line < lines.lineCount else {
            let last = lines.lineCount - 1
            return Position(line: last, character: encoding.character(ofByteOffset: .max, in: self.line(last)))
        }
        return Position(line: line, character: encoding.character(ofByteOffset: location.column - 1, in: self.line(line)))
    }

    /// The LSP range of a parser range.
    func range(of range: SourceRange, encoding: PositionEncoding) -> LSPRange {
        let start = position(of: range.start, encoding: encoding)
        let end = position(of: range.end, encoding: encoding)
        return LSPRange(start: start, end: max(start, end))
    }

    /// The LSP position of byte `offset` of the text (clamped into the text).
    func position(ofOffset offset: Int, encoding: PositionEncoding) -> Position {
        let offset = min(max(offset, 0), bytes.count)
        let line = lineIndex(ofOffset: offset)
        return Position(line: line, character: encoding.character(ofByteOffset: offset - lines.starts[line], in: self.line(line)))
    }

    /// The parser location of an LSP position.
    func location(of position: Position, encoding: PositionEncoding) -> SourceLocation {
        let offset = offset(of: position, encoding: encoding)
        let line = lineIndex(ofOffset: offset)
        return SourceLocation(line: line + 1, column: offset - lines.starts[line] + 1)
    }

    /// The 0-based line holding byte `offset`.
    func lineIndex(ofOffset offset: Int) -> Int {
        lines.line(of: offset)
    }

    // MARK: - Changes

    /// Replaces the text between two LSP positions (in either order) with `text`; the line index
    /// is updated from the edit (`LineIndex.replace`), not rebuilt by scanning the whole text
    /// again for every edit of a `didChange`.
    mutating func replace(_ range: LSPRange, with text: String, encoding: PositionEncoding) {
        let a = offset(of: range.start, encoding: encoding), b = offset(of: range.end, encoding: encoding)
        lines.replace(min(a, b)..<max(a, b), with: Array(text.utf8))
    }

    /// Replaces the whole text.
    mutating func replaceAll(with text: String) {
        lines = LineIndex(text: text)
    }
}
