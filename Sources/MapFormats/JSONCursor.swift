/// Reads JSON text (RFC 8259, as strictly as `JSONParser`) one piece at a time, for readers of
/// large documents that turn each part into their own values as it comes, without building a
/// `JSONValue` tree of the whole: open an object, take its keys one by one, read a number or a
/// string, or a whole small value as a `JSONValue`.
///
/// The cursor reads `bytes` in place: use it inside `withUnsafeBufferPointer` and not after.
/// Errors are `JSONError`s at the offending byte; a caller's own checks can point at
/// `offset` (after `skipWhitespace()`, the start of the next value).
public struct JSONCursor {
    /// The kind of the next value, from its first byte.
    public enum Kind: Hashable, Sendable {
        /// `{`.
        case object
        /// `[`.
        case array
        /// `"`.
        case string
        /// `-` or a digit.
        case number
        /// Anything else: `true`, `false`, `null`, or an error when read.
        case literal
    }

    private var scanner: JSONScanner
    /// For each open array or object, whether its first element or member is still to come.
    private var expectingFirst: [Bool] = []

    /// A cursor at the start of `bytes` (after a UTF-8 byte order mark, if any), accepting
    /// nesting up to `maxDepth` levels.
    public init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int = JSONParser.defaultMaxDepth) {
        scanner = JSONScanner(bytes: bytes, maxDepth: maxDepth, recordsPositions: false)
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { scanner.index = 3 }
    }

    /// The offset of the next byte to read.
    public var offset: Int { scanner.index }

    /// Skips whitespace, so that `offset` is where the next token starts.
    public mutating func skipWhitespace() { scanner.skipWhitespace() }

    /// The kind of the next value (after whitespace); fails at the end of the input.
    public mutating func peek() throws(JSONError) -> Kind {
        scanner.skipWhitespace()
        guard scanner.index < scanner.bytes.count else { throw scanner.fail(.unexpectedEndOfInput, at: scanner.index) }
        switch scanner.bytes[scanner.index] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        default: return .literal
        }
    }

    // MARK: - Objects and arrays

    /// object-start = ws '{'
    public mutating func beginObject() throws(JSONError) {
        try open(UInt8(ascii: "{"))
    }

    /// The next key of the innermost open object, after which its value comes; nil (and the
    /// object closed) at its `}`.
    public mutating func nextKey() throws(JSONError) -> String? {
        guard try next(closing: UInt8(ascii: "}")) else { return nil }
        guard scanner.index < scanner.bytes.count else { throw scanner.fail(.unexpectedEndOfInput, at: scanner.index) }
        guard scanner.bytes[scanner.index] == UInt8(ascii: "\"") else {
            throw scanner.unexpected(at: scanner.index) { .expectedKey(found: $0) }
        }
        let key = try scanner.readString()
        scanner.skipWhitespace()
        guard scanner.index < scanner.bytes.count else { throw scanner.fail(.unexpectedEndOfInput, at: scanner.index) }
        guard scanner.bytes[scanner.index] == UInt8(ascii: ":") else {
            throw scanner.unexpected(at: scanner.index) { .expectedColon(found: $0) }
        }
        scanner.index += 1
        return key
    }

    /// array-start = ws '['
    public mutating func beginArray() throws(JSONError) {
        try open(UInt8(ascii: "["))
    }

    /// Whether the innermost open array has another element (to be read next); false (and the
    /// array closed) at its `]`.
    public mutating func nextElement() throws(JSONError) -> Bool {
        try next(closing: UInt8(ascii: "]"))
    }

    /// Fails unless only whitespace is left.
    public mutating func end() throws(JSONError) {
        scanner.skipWhitespace()
        if scanner.index < scanner.bytes.count {
            throw scanner.unexpected(at: scanner.index) { .trailingContent(found: $0) }
        }
    }

    private mutating func open(_ bracket: UInt8) throws(JSONError) {
        scanner.skipWhitespace()
        guard scanner.index < scanner.bytes.count else { throw scanner.fail(.unexpectedEndOfInput, at: scanner.index) }
        guard scanner.bytes[scanner.index] == bracket else {
            throw scanner.unexpected(at: scanner.index) { .expectedValue(found: $0) }
        }
        guard expectingFirst.count < scanner.maxDepth else {
            throw scanner.fail(.nestingTooDeep(limit: scanner.maxDepth), at: scanner.index)
        }
        scanner.index += 1
        expectingFirst.append(true)
    }

    /// Moves past the separator before the next element or member, or past the closing
    /// bracket (returning false).
    private mutating func next(closing: UInt8) throws(JSONError) -> Bool {
        scanner.skipWhitespace()
        guard scanner.index < scanner.bytes.count else { throw scanner.fail(.unexpectedEndOfInput, at: scanner.index) }
        let byte = scanner.bytes[scanner.index]
        if byte == closing {
            scanner.index += 1
            expectingFirst.removeLast()
            return false
        }
        if expectingFirst[expectingFirst.count - 1] {
            expectingFirst[expectingFirst.count - 1] = false
            return true
        }
        guard byte == UInt8(ascii: ",") else {
            throw scanner.unexpected(at: scanner.index) {
                closing == UInt8(ascii: "}") ? .expectedCommaOrBrace(found: $0) : .expectedCommaOrBracket(found: $0)
            }
        }
        let comma = scanner.index
        scanner.index += 1
        scanner.skipWhitespace()
        if scanner.index < scanner.bytes.count, scanner.bytes[scanner.index] == closing {
            throw scanner.fail(.trailingComma(closing: Character(Unicode.Scalar(closing))), at: comma)
        }
        return true
    }

    // MARK: - Scalars and whole values

    /// The next value, which must be a string.
    public mutating func readString() throws(JSONError) -> String {
        guard try peek() == .string else { throw scanner.unexpected(at: scanner.index) { .expectedValue(found: $0) } }
        return try scanner.readString()
    }

    /// The next value, which must be a number.
    public mutating func readNumber() throws(JSONError) -> Double {
        guard try peek() == .number else { throw scanner.unexpected(at: scanner.index) { .expectedValue(found: $0) } }
        return try scanner.readNumber()
    }

    /// The next value, whole (duplicate keys are errors, as `JSONParser` has them).
    public mutating func readValue() throws(JSONError) -> JSONValue {
        switch try peek() {
        case .object:
            try beginObject()
            var members: [(key: String, value: JSONValue)] = []
            // Small objects (most, as a feature's properties) check repeats by a scan, with no
            // set to allocate, as `JSONScanner.readKey` does; larger ones keep a set.
            var keys = Set<String>()
            var keyStart = offset
            while let key = try nextKey() {
                let repeated: Bool
                if members.count < 8 {
                    repeated = members.contains { $0.key == key }
                } else {
                    if keys.isEmpty { for member in members { keys.insert(member.key) } }
                    repeated = !keys.insert(key).inserted
                }
                if repeated {
                    throw scanner.fail(.duplicateKey(key), at: Self.keyStart(in: scanner.bytes, after: keyStart))
                }
                members.append((key, try readValue()))
                keyStart = offset
            }
            return .object(members)
        case .array:
            try beginArray()
            var elements: [JSONValue] = []
            while try nextElement() { elements.append(try readValue()) }
            return .array(elements)
        case .string:
            return .string(try scanner.readString())
        case .number:
            return try scanner.readNumberValue()
        case .literal:
            return try scanner.readLiteral()
        }
    }

    /// The offset of the first `"` at or after `start` (where a key begins, past `{`, `,` and
    /// whitespace).
    private static func keyStart(in bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += 1 }
        return index
    }
}
