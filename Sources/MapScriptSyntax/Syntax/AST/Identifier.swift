/// A name written in the source (a variable, a parameter, a procedure, a property), with where
/// it was written.
public struct Identifier: Hashable, Sendable {
    /// The name as written (any Unicode letters, digits and `_`).
    public var name: String
    /// Where the name was written.
    public var range: SourceRange

    /// An identifier `name` written at `range`.
    public init(_ name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }
}
