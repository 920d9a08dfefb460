/// A parsed JSON value together with where each of its parts was written, so that checks
/// made after parsing (a missing key, a wrong type) can report a line and column.
public struct JSONDocument: Sendable {
    /// The top-level value.
    public let value: JSONValue
    /// The text it was read from.
    let bytes: [UInt8]
    /// The byte offset where each value starts.
    let valueOffsets: [JSONPath: Int]
    /// The byte offset where each object member's key starts.
    let keyOffsets: [JSONPath: Int]

    init(value: JSONValue, bytes: [UInt8], valueOffsets: [JSONPath: Int], keyOffsets: [JSONPath: Int]) {
        self.value = value
        self.bytes = bytes
        self.valueOffsets = valueOffsets
        self.keyOffsets = keyOffsets
    }

    /// Where the value at `path` starts (its first character, such as `{` or `"`), or `nil`
    /// when there is no value at `path`.
    public func position(of path: JSONPath) -> TextPosition? {
        valueOffsets[path].map { TextPosition(offset: $0, in: bytes) }
    }

    /// Where the key of the object member at `path` starts (its opening quote), or `nil` when
    /// `path` does not end in a key of an existing member.
    public func keyPosition(of path: JSONPath) -> TextPosition? {
        keyOffsets[path].map { TextPosition(offset: $0, in: bytes) }
    }
}
