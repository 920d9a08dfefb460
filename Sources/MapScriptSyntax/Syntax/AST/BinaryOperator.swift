/// The binary operators of MapScript expressions, a closed set.
///
/// Precedence, loosest first: `or`; `and`; comparisons (not chainable); `+ -`; `* / %`.
/// All of them are left-associative.
public enum BinaryOperator: String, Hashable, Sendable, CaseIterable {
    /// `a + b`: numbers add; a string on either side concatenates.
    case add = "+"
    /// `a - b`.
    case subtract = "-"
    /// `a * b`.
    case multiply = "*"
    /// `a / b`.
    case divide = "/"
    /// `a % b`: the remainder.
    case remainder = "%"
    /// `a == b`.
    case equal = "=="
    /// `a != b`.
    case notEqual = "!="
    /// `a < b`.
    case less = "<"
    /// `a <= b`.
    case lessOrEqual = "<="
    /// `a > b`.
    case greater = ">"
    /// `a >= b`.
    case greaterOrEqual = ">="
    /// `a and b`: short-circuit logical and.
    case and = "and"
    /// `a or b`: short-circuit logical or.
    case or = "or"

    /// The operator as written in the source.
    public var spelling: String { rawValue }

    /// Whether this is one of the six comparison operators.
    public var isComparison: Bool {
        switch self {
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: true
        case .add, .subtract, .multiply, .divide, .remainder, .and, .or: false
        }
    }
}
