/// A value in a "name position" (a basemap, a gallery style, a colour, a help topic): a bare
/// word is a name literal, anything else is an expression.
///
/// `basemap use dark-gray` gives `.name("dark-gray")` (hyphenated words written without spaces
/// are joined into one name); `basemap use "ArcGIS Streets"`, `basemap use 3` and
/// `basemap use (b)` give `.expr`. A word directly followed by `.`, `[` or `(` starts an
/// expression (`basemap use names[2]`).
public enum NameRef: Hashable, Sendable {
    /// A bare word, possibly kebab-case, taken literally.
    case name(String, range: SourceRange)
    /// Any other expression, evaluated at run time.
    case expr(Expr)

    /// Where the name or expression was written.
    public var range: SourceRange {
        switch self {
        case .name(_, let range): range
        case .expr(let expr): expr.range
        }
    }
}
