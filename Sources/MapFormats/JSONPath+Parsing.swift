// MARK: - Reading a path from text

extension JSONPath {
    /// Why a text is not a path, and where (a 0-based offset in its UTF-8 bytes).
    public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
        /// What was expected there (`a key after '.'`).
        public var expected: String
        /// The byte offset in the text where reading stopped.
        public var offset: Int

        /// `expected a key after '.' at character 7`.
        public var description: String { "expected \(expected) at character \(offset + 1)" }
    }

    /// The path written `text`, as `description` writes one: `popupInfo.title`,
    /// `layers[2].url`, `meta["two words"]` (0-based indices, as in JavaScript and in the errors
    /// the readers print), so that `JSONPath(parsing: path.description) == path` for every
    /// path but the top level and keys with control characters. The empty text is not a path
    /// (it would name the whole value): `SyntaxError`.
    public init(parsing text: String) throws(SyntaxError) {
        var reader = PathReader(bytes: Array(text.utf8))
        self.init(try reader.components())
    }
}

/// Reads the steps of a path, byte by byte.
private struct PathReader {
    let bytes: [UInt8]
    var offset = 0

    /// Every step, up to the end of the text.
    mutating func components() throws(JSONPath.SyntaxError) -> [JSONPath.Component] {
        var components: [JSONPath.Component] = []
        guard !bytes.isEmpty else { throw .init(expected: "a key", offset: 0) }
        if bytes[0] != UInt8(ascii: "[") { components.append(.key(try identifier(after: "the start"))) }
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "."):
                offset += 1
                components.append(.key(try identifier(after: "'.'")))
            case UInt8(ascii: "["):
                offset += 1
                components.append(try bracketed())
            default:
                throw .init(expected: "'.' or '['", offset: offset)
            }
        }
        return components
    }

    /// A key written bare: every byte up to the next `.` or `[` (so that `popup-info` reads as
    /// well as `definitionExpression`).
    private mutating func identifier(after what: String) throws(JSONPath.SyntaxError) -> String {
        let start = offset
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "."), bytes[offset] != UInt8(ascii: "[") { offset += 1 }
        guard offset > start else { throw .init(expected: "a key after \(what)", offset: start) }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// `[N]` (0-based) or `["key"]`, after its `[`.
    private mutating func bracketed() throws(JSONPath.SyntaxError) -> JSONPath.Component {
        guard offset < bytes.count else { throw .init(expected: "an index or a quoted key after '['", offset: offset) }
        let component: JSONPath.Component
        if bytes[offset] == UInt8(ascii: "\"") {
            component = .key(try quoted())
        } else {
            let start = offset
            while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
            guard offset > start, offset - start <= 9, let index = Int(String(decoding: bytes[start..<offset], as: UTF8.self)) else {
                throw .init(expected: "an index (a whole number from 0) or a quoted key after '['", offset: start)
            }
            component = .index(index)
        }
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "]") else { throw .init(expected: "']'", offset: offset) }
        offset += 1
        return component
    }

    /// A JSON string (`"two words"`, with `\"` and `\\` escapes), from its opening quote.
    private mutating func quoted() throws(JSONPath.SyntaxError) -> String {
        let start = offset
        offset += 1
        var key: [UInt8] = []
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: key, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "\\") else {
                    throw .init(expected: "\\\" or \\\\ after a backslash", offset: offset)
                }
                key.append(bytes[offset])
                offset += 1
            default:
                key.append(byte)
            }
        }
        throw .init(expected: "the closing '\"' of the key opened", offset: start)
    }
}

// MARK: - Setting a member by path

extension JSONValue {
    /// Why a member could not be set at a path: the step that failed, as a path.
    public enum PathSetError: Error, Hashable, Sendable {
        /// The value at `path` is not an object, and a key follows it (or not an array, and an
        /// index does); `found` is its kind (`a string`).
        case notAContainer(path: JSONPath, found: String)
        /// The array at `path` has `count` elements; the index that follows is past them.
        case indexOutOfRange(path: JSONPath, index: Int, count: Int)
    }

    /// This value with the member at `path` set to `value`, every other member where it was:
    /// an object's member replaced in place or appended, objects on the way made when a key is
    /// missing, an array's element replaced (an index must be in range).
    public func setting(_ value: JSONValue, at path: JSONPath) throws(PathSetError) -> JSONValue {
        try setting(value, at: path.components[...], walked: .root)
    }

    private func setting(_ value: JSONValue, at path: ArraySlice<JSONPath.Component>, walked: JSONPath) throws(PathSetError) -> JSONValue {
        guard let step = path.first else { return value }
        switch (step, self) {
        case (.key(let key), .object):
            var result = self
            result[key] = try (self[key] ?? .object([])).setting(value, at: path.dropFirst(), walked: walked.appending(key))
            return result
        case (.index(let index), .array(var elements)):
            guard elements.indices.contains(index) else {
                throw .indexOutOfRange(path: walked, index: index, count: elements.count)
            }
            elements[index] = try elements[index].setting(value, at: path.dropFirst(), walked: walked.appending(index))
            return .array(elements)
        default:
            throw .notAContainer(path: walked, found: kindDescription)
        }
    }
}
