/// A UTF-8 text and where its lines start, found once from its bytes: the one line index that
/// diagnostics (`SourceLines`), `mapscript fmt`, `mapscript diff` and `lint`, and the language
/// server's documents look lines up in.
///
/// Lines are numbered from 0 (a diagnostic's line is one more). A line ends at a line feed,
/// and a carriage return just before it (CRLF), or at the end of the text, is not part of the
/// line's text; with `Breaks.any` a lone carriage return ends a line too, as `TextPosition`
/// counts the lines of JSON files. The text after the last line break is the last line (empty
/// when the text ends with a line break), so an empty text has one empty line.
public struct LineIndex: Hashable, Sendable {
    /// What ends a line.
    public enum Breaks: Hashable, Sendable {
        /// A line feed (`\n`, so also `\r\n`).
        case lineFeed
        /// A line feed, a carriage return followed by a line feed, or a lone carriage return.
        case any
    }

    /// The text.
    public private(set) var bytes: [UInt8]
    /// The byte offset where each line starts, in order; the first is 0.
    public private(set) var starts: [Int]
    /// What ends a line.
    public let breaks: Breaks

    /// The lines of `bytes`, ended by `breaks`.
    public init(bytes: [UInt8], breaks: Breaks = .lineFeed) {
        self.bytes = bytes
        self.breaks = breaks
        starts = [0]
        LineIndex.appendLineStarts(in: bytes[...], breaks: breaks, to: &starts)
    }

    /// The lines of `text`'s UTF-8, ended by `breaks`.
    public init(text: String, breaks: Breaks = .lineFeed) {
        self.init(bytes: Array(text.utf8), breaks: breaks)
    }

    /// Appends to `starts` the offset just past each line break in `bytes` (a slice of the text).
    private static func appendLineStarts(in bytes: ArraySlice<UInt8>, breaks: Breaks, to starts: inout [Int]) {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            switch bytes[index] {
            case 0x0A:
                starts.append(index + 1)
            case 0x0D where breaks == .any:
                if index + 1 < bytes.endIndex && bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            default:
                break
            }
            index += 1
        }
    }

    /// The number of lines (at least 1).
    public var lineCount: Int { starts.count }

    /// The line holding byte `offset` (clamped into the text); the offset just past a line's
    /// last byte, its line break's, is on that line.
    public func line(of offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The byte range of line `line`'s text (its line break excluded); nil when there is no
    /// such line.
    public func range(of line: Int) -> Range<Int>? {
        guard line >= 0, line < starts.count else { return nil }
        let start = starts[line]
        guard line + 1 < starts.count else {
            // The last line: no line break after it, but a carriage return at the very end is
            // not text (with `.any` it would have ended the line).
            let end = bytes.count
            return start..<(end > start && bytes[end - 1] == 0x0D ? end - 1 : end)
        }
        var end = starts[line + 1] - 1
        if end > start && bytes[end] == 0x0A && bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The text of line `line` without its line break; nil when there is no such line.
    public func text(of line: Int) -> String? {
        range(of: line).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// Replaces the bytes in `range` with `inserted` and updates the line starts from the
    /// edit (those before it stay, those after it move by the change in length, those of the
    /// inserted bytes are added) instead of reading the whole text again.
    public mutating func replace(_ range: Range<Int>, with inserted: [UInt8]) {
        let low = min(max(range.lowerBound, 0), bytes.count), high = min(max(range.upperBound, low), bytes.count)
        bytes.replaceSubrange(low..<high, with: inserted)
        guard breaks == .lineFeed else {
            // A lone carriage return may pair with a line feed the edit brings next to it.
            starts = [0]
            LineIndex.appendLineStarts(in: bytes[...], breaks: breaks, to: &starts)
            return
        }
        // Line starts at or before `low` stay; those in (low, high] went with the removed bytes;
        // those after move by the change in length; each inserted line feed starts a line.
        let first = firstStart(after: low), last = firstStart(after: high)
        let delta = inserted.count - (high - low)
        var added: [Int] = []
        LineIndex.appendLineStarts(in: bytes[low..<(low + inserted.count)], breaks: breaks, to: &added)
        added += starts[last...].map { $0 + delta }
        starts.replaceSubrange(first..., with: added)
    }

    /// The index of the first line start greater than `offset` (`starts.count` when none).
    private func firstStart(after offset: Int) -> Int {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] > offset { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
