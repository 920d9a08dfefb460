/// A place in a text file, as a user sees it: a 1-based line and column, plus the byte offset.
///
/// Lines end at a line feed, a carriage return, or a carriage return followed by a line feed.
/// Columns count the characters a user sees (extended grapheme clusters), so `é` written as
/// `e` plus a combining accent is one column, and so is an emoji; a tab is one column. A UTF-8
/// byte order mark at the start of the file is not counted.
public struct TextPosition: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, in user-perceived characters.
    public var column: Int
    /// The 0-based offset of the position in the file's bytes.
    public var offset: Int

    /// A position given directly.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The position of the byte at `offset` in `bytes` (UTF-8 text). An offset past the end
    /// is the position just after the last character.
    public init(offset: Int, in bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { TextPosition(offset: offset, in: $0) }
    }

    /// The position of the byte at `offset` in `bytes` (UTF-8 text). An offset past the end
    /// is the position just after the last character.
    public init(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        var index = 0
        while index < end {
            switch bytes[index] {
            case 0x0A:
                line += 1
                lineStart = index + 1
            case 0x0D:
                // A CR followed by LF ends the line at the LF.
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                    if index + 1 < end {
                        index += 1
                        line += 1
                        lineStart = index + 1
                    }
                } else {
                    line += 1
                    lineStart = index + 1
                }
            default:
                break
            }
            index += 1
        }
        if lineStart == 0, end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            lineStart = 3
        }
        // The LF of a CRLF shares its column with the CR: they make one character.
        var prefixEnd = end
        if end < bytes.count, bytes[end] == 0x0A, end > lineStart, bytes[end - 1] == 0x0D { prefixEnd -= 1 }
        let prefix = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<prefixEnd]), as: UTF8.self)
        self.init(line: line, column: prefix.count + 1, offset: end)
    }

    /// `line:column`, as diagnostics print it.
    public var description: String { "\(line):\(column)" }
}
