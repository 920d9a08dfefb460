/// Why a `JSONValue` could not be written as JSON.
public enum JSONWriterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A NaN or infinite number (`nan`, `inf` or `-inf`) at `path`, which JSON cannot express.
    case nonFiniteNumber(String, path: JSONPath)

    /// The message, lowercase, with no trailing period: `bookmarks[0].scale: cannot write nan
    /// in JSON`.
    public var message: String {
        switch self {
        case .nonFiniteNumber(let number, let path):
            (path.isRoot ? "" : "\(path): ") + "cannot write \(number) in JSON"
        }
    }

    /// The same error seen from the array or object that holds the value: `component` put in
    /// front of its path.
    func inside(_ component: JSONPath.Component) -> JSONWriterError {
        switch self {
        case .nonFiniteNumber(let number, let path):
            .nonFiniteNumber(number, path: JSONPath([component] + path.components))
        }
    }

    /// The message.
    public var description: String { message }
}
