import TextSupport

/// Writes a `JSONValue` as JSON text, deterministically: the same value always gives the same
/// bytes.
///
/// - `pretty` style indents by two spaces, writes members as `"key": value`, keeps empty
///   arrays and objects on one line (`[]`, `{}`) and ends with a line feed, like `jq` or
///   `JSON.stringify(value, null, 2)` plus a final newline, ready to save as a file.
/// - `compact` style writes no whitespace at all: `{"a":[1,2]}`.
///
/// Object members keep their order. Numbers are written by `NumberFormat.shortest`: the
/// shortest text that reads back to the same `Double`, with no `.0` on integral values (`6000`,
/// `0.1`, `1e-07`, `-0`). JSON has no NaN or infinities: by default writing one is an error
/// (`nonFiniteNumbers: .fail`), which keeps a broken number from turning silently into
/// something else; `.writeNull` writes `null` instead, as JavaScript does. Strings escape `"`,
/// `\` and control characters (`\n`, `\t`, `\r`, `\b`, `\f`, others as `\u001f`); everything
/// else, `/` and non-ASCII text included, is written as is, in UTF-8.
public struct JSONWriter: Sendable {
    /// How the text is laid out.
    public enum Style: Sendable, Hashable {
        /// Two-space indentation, one member or element per line, a final line feed.
        case pretty
        /// No whitespace.
        case compact
    }

    /// What to do with a NaN or infinite number.
    public enum NonFiniteNumbers: Sendable, Hashable {
        /// Throw `JSONWriterError.nonFiniteNumber`.
        case fail
        /// Write `null`.
        case writeNull
    }

    /// How the text is laid out.
    public var style: Style
    /// What to do with a NaN or infinite number.
    public var nonFiniteNumbers: NonFiniteNumbers

    /// A writer with this layout and handling of non-finite numbers.
    public init(style: Style = .pretty, nonFiniteNumbers: NonFiniteNumbers = .fail) {
        self.style = style
        self.nonFiniteNumbers = nonFiniteNumbers
    }

    // MARK: - Writing

    /// `value` as UTF-8 JSON text.
    public func bytes(_ value: JSONValue) throws(JSONWriterError) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        try write(value, to: &output, depth: 0)
        if style == .pretty { output.append(0x0A) }
        return output
    }

    /// `value` as JSON text.
    public func string(_ value: JSONValue) throws(JSONWriterError) -> String {
        String(decoding: try bytes(value), as: UTF8.self)
    }

    /// `value` as JSON text, with any non-finite number written as `null`.
    func string(lenient value: JSONValue) -> String {
        var writer = self
        writer.nonFiniteNumbers = .writeNull
        return (try? writer.string(value)) ?? "null"
    }

    /// `text` as a JSON string literal, quotes included.
    public static func quoted(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 2)
        appendString(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Writes `value`. The path of an error is made as it passes back up through the arrays and
    /// objects around it, so writing keeps no path of its own.
    func write(_ value: JSONValue, to output: inout [UInt8], depth: Int) throws(JSONWriterError) {
        switch value {
        case .null:
            output.append(contentsOf: "null".utf8)
        case .bool(let bool):
            output.append(contentsOf: (bool ? "true" : "false").utf8)
        case .integer(let integer):
            output.append(contentsOf: String(integer).utf8)
        case .number(let number):
            if number.isFinite {
                output.append(contentsOf: NumberFormat.shortest(number).utf8)
            } else {
                switch nonFiniteNumbers {
                case .fail:
                    throw .nonFiniteNumber(NumberFormat.shortest(number), path: .root)
                case .writeNull:
                    output.append(contentsOf: "null".utf8)
                }
            }
        case .string(let string):
            JSONWriter.appendString(string, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(&output, depth: depth + 1)
                do throws(JSONWriterError) {
                    try write(element, to: &output, depth: depth + 1)
                } catch {
                    throw error.inside(.index(index))
                }
            }
            if !elements.isEmpty { newline(&output, depth: depth) }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(&output, depth: depth + 1)
                JSONWriter.appendString(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                if style == .pretty { output.append(UInt8(ascii: " ")) }
                do throws(JSONWriterError) {
                    try write(member.value, to: &output, depth: depth + 1)
                } catch {
                    throw error.inside(.key(member.key))
                }
            }
            if !members.isEmpty { newline(&output, depth: depth) }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// A line break and indentation, in pretty style.
    func newline(_ output: inout [UInt8], depth: Int) {
        guard style == .pretty else { return }
        output.append(0x0A)
        let width = 2 * depth
        // A slice of one line of spaces is copied in one go; appending a `repeatElement` went
        // space by space (4% of a batch of web map exports, `scripts/bench-batch`).
        if width <= Self.spaces.count {
            output.append(contentsOf: Self.spaces[..<width])
        } else {
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width))
        }
    }

    /// Spaces for indentation up to 64 levels deep.
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 128)

    /// Appends `text` as a JSON string literal.
    static func appendString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            // Copy runs that need no escaping in one go.
            var runStart = 0
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                runStart = index + 1
                output.append(0x5C)
                switch byte {
                case 0x22: output.append(0x22)
                case 0x5C: output.append(0x5C)
                case 0x0A: output.append(UInt8(ascii: "n"))
                case 0x0D: output.append(UInt8(ascii: "r"))
                case 0x09: output.append(UInt8(ascii: "t"))
                case 0x08: output.append(UInt8(ascii: "b"))
                case 0x0C: output.append(UInt8(ascii: "f"))
                default:
                    let hex = byte < 0x10 ? "u000" : "u00"
                    output.append(contentsOf: hex.utf8)
                    output.append(contentsOf: String(byte, radix: 16).utf8)
                }
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
        output.append(UInt8(ascii: "\""))
    }
}
