// MARK: - Appending

extension JSONWriter {
    /// Appends `value` as JSON text to `output`, with no final line feed, nested as if at
    /// `depth` (pretty style indents its inner lines from there): for writers that lay out a
    /// large document themselves, one part at a time, without building it whole.
    public func append(_ value: JSONValue, to output: inout [UInt8], depth: Int = 0) throws(JSONWriterError) {
        try write(value, to: &output, depth: depth)
    }

    /// Appends `text` as a JSON string literal, quotes included, to `output`.
    public static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        appendString(text, to: &output)
    }
}
