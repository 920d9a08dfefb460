/// Reads JSON text (RFC 8259) into a `JSONValue`.
///
/// The parser is strict: no comments, no trailing commas, no single quotes, no leading zeros,
/// no `NaN` or `Infinity`, no raw control characters in strings, and only well-formed UTF-8
/// (a lone surrogate escape such as `"\uD800"` is an error). It accepts any value at the top
/// level and skips a UTF-8 byte order mark at the start. Two decisions go beyond the RFC:
///
/// - **Duplicate keys are an error** (`duplicate key 'title'`, at the second one): the RFC
///   leaves their meaning open, and in a hand-written file a repeated key is almost always a
///   mistake that "last wins" would hide.
/// - **Numbers too large for a `Double`** (like `1e400`) are an error; numbers too small to
///   represent become zero, and all others round to the nearest `Double`.
///
/// Arrays and objects may nest `maxDepth` levels deep (512 by default); deeper input is an
/// error rather than a crash. Errors carry a 1-based line and column (see `TextPosition`).
public struct JSONParser: Sendable {
    /// The nesting limit used unless one is given.
    public static let defaultMaxDepth = 512

    /// The deepest nesting of arrays and objects accepted; `[[1]]` is 2 levels.
    public var maxDepth: Int

    /// A parser that accepts nesting up to `maxDepth` levels.
    public init(maxDepth: Int = JSONParser.defaultMaxDepth) {
        self.maxDepth = maxDepth
    }

    // MARK: - Parsing

    /// The value in `bytes`, UTF-8 JSON text.
    public func parse(_ bytes: [UInt8]) throws(JSONError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONError) -> JSONValue in try parse(buffer) }
    }

    /// The value in `bytes`, UTF-8 JSON text.
    public func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONError) -> JSONValue {
        var scanner = JSONScanner(bytes: bytes, maxDepth: maxDepth, recordsPositions: false)
        return try scanner.parseDocument()
    }

    /// The value in `text`.
    public func parse(_ text: String) throws(JSONError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    /// The value in `bytes` with the position of every value and key in it, for callers that
    /// check the value further and want to point at the offending part of the file.
    public func parseDocument(_ bytes: [UInt8]) throws(JSONError) -> JSONDocument {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONError) -> JSONDocument in
            var scanner = JSONScanner(bytes: buffer, maxDepth: maxDepth, recordsPositions: true)
            let value = try scanner.parseDocument()
            return JSONDocument(
                value: value, bytes: bytes, valueOffsets: scanner.valueOffsets, keyOffsets: scanner.keyOffsets)
        }
    }

    /// The value in `bytes`, UTF-8 JSON text, with the default nesting limit.
    public static func parse(_ bytes: [UInt8]) throws(JSONError) -> JSONValue {
        try JSONParser().parse(bytes)
    }

    /// The value in `text`, with the default nesting limit.
    public static func parse(_ text: String) throws(JSONError) -> JSONValue {
        try JSONParser().parse(text)
    }
}
