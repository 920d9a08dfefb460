/// A position in a source text: a 1-based line and a 1-based column.
///
/// The column counts UTF-8 bytes from the start of the line, which is what the lexer sees.
/// Only diagnostics need the column a user sees; `DiagnosticRenderer` converts it, with the
/// line's text, to a column in characters.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    private let storedLine: UInt32
    private let storedColumn: UInt32

    /// The 1-based line number.
    public var line: Int { Int(storedLine) }

    /// The 1-based column, in UTF-8 bytes from the start of the line.
    public var column: Int { Int(storedColumn) }

    /// A location at `line` and byte `column`, both 1-based.
    public init(line: Int, column: Int) {
        storedLine = UInt32(truncatingIfNeeded: line)
        storedColumn = UInt32(truncatingIfNeeded: column)
    }

    /// The 1-based column in characters (what a user sees) on `line`, the text of this
    /// location's line: the characters before the byte column, plus 1. A column past the end of
    /// the line counts the bytes beyond it.
    public func characterColumn(in line: String) -> Int {
        let utf8 = line.utf8
        let offset = max(column - 1, 0)
        guard offset <= utf8.count else { return line.count + (offset - utf8.count) + 1 }
        let index = utf8.index(utf8.startIndex, offsetBy: offset)
        return line[..<index].count + 1
    }

    /// `line:column` (the column in bytes).
    public var description: String { "\(line):\(column)" }

    /// Source order: by line, then by column.
    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.storedLine, a.storedColumn) < (b.storedLine, b.storedColumn)
    }
}
