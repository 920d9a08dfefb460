/// A half-open range of source text, from `start` up to (not including) `end`.
///
/// Every token, AST node and diagnostic carries one. An empty range (`start == end`) marks a
/// position, such as the end of the input.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// The first character of the range.
    public var start: SourceLocation
    /// The location just after the last character of the range.
    public var end: SourceLocation

    /// A range from `start` up to `end`.
    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// A range on one line, from byte column `column` spanning `length` bytes.
    public init(line: Int, column: Int, length: Int = 1) {
        start = SourceLocation(line: line, column: column)
        end = SourceLocation(line: line, column: column + length)
    }

    /// The smallest range that covers both `self` and `other`.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    /// `line:column-line:column` (columns in bytes).
    public var description: String { "\(start)-\(end)" }
}
