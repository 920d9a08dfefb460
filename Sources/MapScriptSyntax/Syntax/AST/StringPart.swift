/// One piece of an interpolated string literal such as `"at ${viewpoint.lat} now"`.
public enum StringPart: Hashable, Sendable {
    /// Literal text, escapes already decoded.
    case text(String)
    /// An interpolation `${expr}`: the expression, to be evaluated and formatted like `print`
    /// formats a value.
    case interpolation(Expr)
}
