import MapFormats

/// The lines and fields of a CSV file, as byte ranges into it.
///
/// Lines end with LF, CR or CRLF; blank lines and lines starting with `#` hold no data; a
/// UTF-8 byte order mark is skipped. Fields are separated by commas and trimmed of spaces,
/// tabs and NUL bytes (Columbus loggers pad their fields with NULs). A field may be quoted
/// (`"Old Faithful, north"`, `""` for a quote inside): it then ends at its closing quote,
/// which spaces and the next comma or the end of the line must follow. A quoted field does not
/// go on to the next line.
enum CSVText {
    /// A field: its bytes (with the quotes of a quoted one) and whether it is quoted.
    struct Field: Hashable {
        /// The bytes of the field, trimmed; a quoted field's include its quotes.
        var range: Range<Int>
        /// Whether the field is quoted.
        var quoted: Bool
    }

    /// Whether `byte` is trimmed from fields and counts as blank: a space, a tab or NUL.
    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0 }

    /// The byte ranges of the lines that hold data: not blank, not comments; BOM skipped.
    static func lines(_ bytes: [UInt8]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var index = start
        func close(_ end: Int) {
            var first = start
            while first < end, isBlank(bytes[first]) { first += 1 }
            if first < end, bytes[first] != UInt8(ascii: "#") { result.append(start..<end) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                close(index)
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                start = index + 1
            }
            index += 1
        }
        close(bytes.count)
        return result
    }

    /// The fields of `line`; a quoted field not closed on the line, or followed by anything
    /// but spaces before the next comma, is an error at its opening quote.
    static func fields(_ line: Range<Int>, in bytes: [UInt8]) throws(TrackFileError) -> [Field] {
        let comma = UInt8(ascii: ","), quote = UInt8(ascii: "\"")
        let end = line.upperBound
        var result: [Field] = []
        var index = line.lowerBound
        while true {
            var start = index
            while start < end, isBlank(bytes[start]) { start += 1 }
            var next: Int
            if start < end, bytes[start] == quote {
                var cursor = start + 1
                while true {
                    guard cursor < end else { throw badQuote(at: start, in: bytes) }
                    if bytes[cursor] == quote {
                        if cursor + 1 < end, bytes[cursor + 1] == quote { cursor += 2; continue }
                        break
                    }
                    cursor += 1
                }
                result.append(Field(range: start..<(cursor + 1), quoted: true))
                next = cursor + 1
                while next < end, isBlank(bytes[next]) { next += 1 }
                guard next == end || bytes[next] == comma else { throw badQuote(at: start, in: bytes) }
            } else {
                next = start
                while next < end, bytes[next] != comma { next += 1 }
                var high = next
                while high > start, isBlank(bytes[high - 1]) { high -= 1 }
                result.append(Field(range: start..<high, quoted: false))
            }
            if next == end { return result }
            index = next + 1
        }
    }

    /// The text of `field`: a quoted one without its quotes, `""` read as `"`, and trimmed of
    /// spaces, tabs and NULs inside them.
    static func text(_ field: Field, in bytes: [UInt8]) -> String {
        guard field.quoted else { return String(decoding: bytes[field.range], as: UTF8.self) }
        let inner = String(decoding: bytes[(field.range.lowerBound + 1)..<(field.range.upperBound - 1)], as: UTF8.self)
        return (inner.contains("\"\"") ? inner.replacing("\"\"", with: "\"") : inner).trimmingBlanks
    }

    /// The error of a malformed quoted field starting at `offset`.
    private static func badQuote(at offset: Int, in bytes: [UInt8]) -> TrackFileError {
        TrackFileError(.badQuotedField, at: TextPosition(offset: offset, in: bytes))
    }
}

extension String {
    /// The text without spaces, tabs and NUL bytes at either end.
    var trimmingBlanks: String {
        let scalars = unicodeScalars
        let isBlank: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\u{0}" }
        guard let first = scalars.firstIndex(where: { !isBlank($0) }), let last = scalars.lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(scalars[first...last])
    }
}
