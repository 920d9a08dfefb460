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

    /// `line:column` (the column in bytes).
    public var description: String { "\(line):\(column)" }

    /// Source order: by line, then by column.
    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.storedLine, a.storedColumn) < (b.storedLine, b.storedColumn)
    }
}
