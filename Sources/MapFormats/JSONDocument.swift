/// A parsed JSON value together with where each of its parts was written, so that checks
/// made after parsing (a missing key, a wrong type) can report a line and column.
///
/// Recording costs one array entry per value; finding a position walks the value once, which
/// suits the one lookup an error needs.
public struct JSONDocument: Sendable {
    /// The top-level value.
    public let value: JSONValue
    /// The text it was read from.
    let bytes: [UInt8]
    /// The byte offset where each value starts, in document order (a value before its contents).
    let valueOffsets: [Int]
    /// The byte offset where the key of each value in `valueOffsets` starts, or -1.
    let keyOffsets: [Int]

    init(value: JSONValue, bytes: [UInt8], valueOffsets: [Int], keyOffsets: [Int]) {
        self.value = value
        self.bytes = bytes
        self.valueOffsets = valueOffsets
        self.keyOffsets = keyOffsets
    }

    /// Where the value at `path` starts (its first character, such as `{` or `"`), or `nil`
    /// when there is no value at `path`.
    public func position(of path: JSONPath) -> TextPosition? {
        guard let order = documentOrder(of: path), order < valueOffsets.count else { return nil }
        return TextPosition(offset: valueOffsets[order], in: bytes)
    }

    /// Where the key of the object member at `path` starts (its opening quote), or `nil` when
    /// `path` does not end in a key of an existing member.
    public func keyPosition(of path: JSONPath) -> TextPosition? {
        guard let order = documentOrder(of: path), order < keyOffsets.count, keyOffsets[order] >= 0 else {
            return nil
        }
        return TextPosition(offset: keyOffsets[order], in: bytes)
    }

    // MARK: - Document order

    /// The index of the value at `path` in document order, or `nil` when there is none.
    func documentOrder(of path: JSONPath) -> Int? {
        var value = self.value
        var order = 0
        for component in path.components {
            switch (component, value) {
            case (.index(let index), .array(let elements)) where elements.indices.contains(index):
                order += 1 + elements[..<index].reduce(0) { $0 + JSONDocument.count($1) }
                value = elements[index]
            case (.key(let key), .object(let members)):
                guard let index = members.lastIndex(where: { $0.key == key }) else { return nil }
                order += 1 + members[..<index].reduce(0) { $0 + JSONDocument.count($1.value) }
                value = members[index].value
            case (.index, _), (.key, _):
                return nil
            }
        }
        return order
    }

    /// The number of values in `value`, itself included.
    static func count(_ value: JSONValue) -> Int {
        switch value {
        case .null, .bool, .number, .integer, .string:
            1
        case .array(let elements):
            elements.reduce(1) { $0 + count($1) }
        case .object(let members):
            members.reduce(1) { $0 + count($1.value) }
        }
    }
}
