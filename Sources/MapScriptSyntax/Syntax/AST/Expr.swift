/// An expression, with the source range it was written at.
///
/// Parenthesised expressions have no node of their own: the inner expression's range then
/// includes the parentheses.
public struct Expr: Hashable, Sendable {
    /// What the expression is.
    public var kind: Kind
    /// Where the expression was written.
    public var range: SourceRange

    /// An expression of `kind` written at `range`.
    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// The forms of expression. Only the recursive cases are `indirect`, so literals and names
    /// are stored inline without a heap allocation (and an `Expr` stays small to copy).
    public enum Kind: Hashable, Sendable {
        /// A number literal, in decimal (`6000`, `44.525`, `1e-3`; `-110.8`, a minus sign
        /// directly before a number, is folded into the literal), a duration converted to
        /// seconds (`2s` is 2, `500ms` is 0.5), a scale ratio where a scale is expected
        /// (`1:24000` is 24000) or one degrees-minutes-seconds angle (`44°31'30"N` is 44.525;
        /// `S` and `W` make it negative).
        case number(Double)
        /// A string literal without interpolation, escapes decoded.
        case string(String)
        /// A string literal with at least one `${expr}` interpolation, in order.
        case interpolated([StringPart])
        /// `true` or `false`.
        case bool(Bool)
        /// A coordinate: `lat,lon` where a coordinate is expected, `(lat, lon)` anywhere, or a
        /// degrees-minutes-seconds pair `44°31'30"N 110°50'17"W`.
        indirect case coordinate(latitude: Expr, longitude: Expr)
        /// A `lat,lon` coordinate of two number literals that are in range (so evaluating it
        /// cannot fail and needs no range of its parts): a `coordinate` stored inline, without
        /// a heap allocation. Rendered and evaluated like `coordinate`.
        case coordinateLiteral(latitude: Double, longitude: Double)
        /// A list literal `[a, b, c]`.
        case list([Expr])
        /// A name: a variable, a parameter, or a built-in value (`viewpoint`, `basemap`, `map`,
        /// `bookmarks`, `gallery`, `graphics`, `view`, `clock`).
        case variable(String)
        /// A property `base.name`, e.g. `viewpoint.scale`, `bookmarks[1].name`.
        indirect case property(Expr, name: Identifier)
        /// An index `base[index]`, 1-based, e.g. `bookmarks[1]`.
        indirect case index(Expr, Expr)
        /// A call `name(arguments)`: a built-in function (`distance`, `length`, `area`,
        /// `coord`...) or a procedure defined with `def`.
        indirect case call(Identifier, arguments: [Expr])
        /// A prefix operator applied to an operand.
        indirect case unary(UnaryOperator, Expr)
        /// A binary operator applied to two operands.
        indirect case binary(BinaryOperator, Expr, Expr)
    }
}

extension Expr {
    /// Whether the expression is written as a coordinate (`44.5,-110.8`, `(a, b)`, `44°31'N
    /// 110°50'W`), as opposed to one that may evaluate to a list of them.
    var isCoordinate: Bool {
        switch kind {
        case .coordinate, .coordinateLiteral: true
        default: false
        }
    }
}
