import MapFormats
/// Why a portal file could not be read: its JSON is malformed, or it does not follow the
/// format `PortalFile` documents. Carries the JSON path and the position of the culprit.
public struct PortalFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// The text is not valid JSON.
        case syntax(JSONError.Kind)
        /// Something other than an object where one belongs; `found` is its kind (`an array`).
        case expectedObject(found: String)
        /// Something other than an array where one belongs.
        case expectedArray(found: String)
        /// Something other than a string where one belongs.
        case expectedString(found: String)
        /// An empty or blank string where text is required.
        case emptyString
        /// Something other than a positive integer; `found` is the number as written, or its kind.
        case expectedPositiveInteger(found: String)
        /// An object without a key the format requires.
        case missingKey(String)
        /// A key the format does not define; `suggestion` is a "did you mean" tail, or empty.
        case unknownKey(String, suggestion: String)
    }

    /// What went wrong.
    public var kind: Kind
    /// Where in the document: the value at fault (empty for the top level and syntax errors).
    public var path: JSONPath
    /// Where in the file.
    public var position: TextPosition

    /// An error of `kind` about the value at `path`, written at `position`.
    public init(_ kind: Kind, path: JSONPath, at position: TextPosition) {
        self.kind = kind
        self.path = path
        self.position = position
    }

    /// A syntax error.
    public init(_ error: JSONError) {
        self.init(.syntax(error.kind), path: .root, at: error.position)
    }

    /// The 1-based line of the error.
    public var line: Int { position.line }
    /// The 1-based column of the error, in characters a user sees.
    public var column: Int { position.column }

    /// ` (item N)` for a path inside an array's element (N its 1-based position), else "".
    var itemNumber: String {
        for component in path.components {
            if case .index(let index) = component { return " (item \(index + 1))" }
        }
        return ""
    }

    /// The message, lowercase, no trailing period, led by the JSON path and, since JSON counts
    /// from 0 and MapScript from 1, the item's number as the language counts it:
    /// `basemaps[2] (item 3): missing required key 'title'`.
    public var message: String {
        let prefix = path.isRoot ? "" : "\(path)\(itemNumber): "
        switch kind {
        case .syntax(let syntax):
            return JSONError(syntax, at: position).message
        case .expectedObject(let found) where path.isRoot:
            return "expected an object at the top level, found \(found)"
        case .expectedObject(let found):
            return prefix + "expected an object, found \(found)"
        case .expectedArray(let found):
            return prefix + "expected an array, found \(found)"
        case .expectedString(let found):
            return prefix + "expected a string, found \(found)"
        case .emptyString:
            return prefix + "expected a non-empty string"
        case .expectedPositiveInteger(let found):
            return prefix + "expected a positive integer, found \(found)"
        case .missingKey(let key):
            return prefix + "missing required key '\(key)'"
        case .unknownKey(let key, let suggestion):
            return prefix + "unknown key '\(key)'\(suggestion)"
        }
    }

    /// `line:column: message`.
    public var description: String { "\(position): \(message)" }
}
