import MapFormats
import MapScriptSyntax

/// One open document: its text as UTF-8 bytes and where each line starts, its version, and the
/// analysis of its current text (made when first asked for).
struct TextDocument {
    /// The document's URI.
    let uri: String
    /// The version the client gave with the last change.
    var version: Int
    /// The text, as UTF-8.
    private(set) var bytes: [UInt8]
    /// The byte offset where each line starts (lines end at `\n`).
    private(set) var lineStarts: [Int] = [0]

    /// A document `uri` at `version` holding `text`.
    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.bytes = Array(text.utf8)
        indexLines()
    }

    /// The text as a string.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    private mutating func indexLines() {
        lineStarts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(offset + 1) }
    }

    /// The bytes of line `line` (0-based), without its `\n` or a `\r` before it; empty past the end.
    func line(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 0, line < lineStarts.count else { return bytes[bytes.count...] }
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
        if end > start && bytes[end - 1] == 0x0D { end -= 1 }
        return bytes[start..<end]
    }

    // MARK: - Positions

    /// The byte offset in the text of an LSP position (clamped into the text).
    func offset(of position: Position, encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        return lineStarts[position.line] + encoding.byteOffset(ofCharacter: max(position.character, 0), in: line(position.line))
    }

    /// The LSP position of a parser location (1-based line, 1-based byte column).
    func position(of location: SourceLocation, encoding: PositionEncoding) -> Position {
        let line = max(location.line - 1, 0)
        guard line < lineStarts.count else {
            let last = lineStarts.count - 1
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
        return Position(line: line, character: encoding.character(ofByteOffset: offset - lineStarts[line], in: self.line(line)))
    }

    /// The parser location of an LSP position.
    func location(of position: Position, encoding: PositionEncoding) -> SourceLocation {
        let offset = offset(of: position, encoding: encoding)
        let line = lineIndex(ofOffset: offset)
        return SourceLocation(line: line + 1, column: offset - lineStarts[line] + 1)
    }

    /// The 0-based line holding byte `offset`.
    func lineIndex(ofOffset offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    // MARK: - Changes

    /// Replaces the text between two LSP positions (in either order) with `text`; the line index
    /// is updated from the edit (its lines after the edit shifted, the edit's own added), not
    /// rebuilt by scanning the whole text again for every edit of a `didChange`.
    mutating func replace(_ range: LSPRange, with text: String, encoding: PositionEncoding) {
        let a = offset(of: range.start, encoding: encoding), b = offset(of: range.end, encoding: encoding)
        let low = min(a, b), high = max(a, b), inserted = Array(text.utf8)
        bytes.replaceSubrange(low..<high, with: inserted)
        // Line starts at or before `low` stay; those in (low, high] went with the removed bytes;
        // those after move by the change in length; each inserted line feed starts a line.
        let first = firstLineStart(after: low), last = firstLineStart(after: high)
        let delta = inserted.count - (high - low)
        var starts: [Int] = []
        for (index, byte) in inserted.enumerated() where byte == 0x0A { starts.append(low + index + 1) }
        starts += lineStarts[last...].map { $0 + delta }
        lineStarts.replaceSubrange(first..., with: starts)
    }

    /// The index of the first line start greater than `offset` (`lineStarts.count` when none).
    private func firstLineStart(after offset: Int) -> Int {
        var low = 0, high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] > offset { high = middle } else { low = middle + 1 }
        }
        return low
    }


    /// Replaces the whole text.
    mutating func replaceAll(with text: String) {
        bytes = Array(text.utf8)
        indexLines()
    }
}
