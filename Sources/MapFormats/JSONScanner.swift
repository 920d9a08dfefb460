import TextSupport

/// The byte-level machinery behind `JSONParser`: one pass over UTF-8 bytes, no recursion
/// (an explicit stack of open arrays and objects), strings copied only when they hold escapes.
struct JSONScanner {
    /// An array or object being read.
    struct Frame {
        /// Whether this is an object (otherwise an array).
        var isObject: Bool
        /// The elements read so far, for an array.
        var elements: [JSONValue] = []
        /// The members read so far, for an object.
        var members: [(key: String, value: JSONValue)] = []
        /// Where this object's key hashes start in the scanner's `keyHashes`.
        var firstKeyHash = 0
        /// The keys of `members`, kept once the object is too large for a linear search of
        /// its key hashes.
        var keys: Set<String> = []
        /// The key whose value is being read, for an object.
        var key = ""
    }

    /// The text.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The deepest nesting of arrays and objects accepted.
    let maxDepth: Int
    /// Whether to note where each value and key starts.
    let recordsPositions: Bool
    /// The offset of the next byte to read.
    var index = 0
    /// Where each value starts, in document order (a value before its contents), when
    /// recording positions.
    var valueOffsets: [Int] = []
    /// Where the key of each value in `valueOffsets` starts, or -1 for a value that is not an
    /// object member, when recording positions.
    var keyOffsets: [Int] = []
    /// Where the key of the member whose value comes next starts, or -1.
    var pendingKeyOffset = -1
    /// A hash of each key of the open objects, innermost last (a frame's from its
    /// `firstKeyHash`): a duplicate key is looked for among these integers, not by comparing
    /// or hashing strings (a quarter of a web map's import, `scripts/bench-batch`).
    var keyHashes: [UInt64] = []
    /// Objects with more members than this look for duplicate keys in a `Set`.
    static let linearKeySearchLimit = 32

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, recordsPositions: Bool) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        self.recordsPositions = recordsPositions
    }

    // MARK: - Structure

    /// document = [BOM] ws value ws
    mutating func parseDocument() throws(JSONError) -> JSONValue {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        var stack: [Frame] = []
        var value: JSONValue
        next: while true {
            skipWhitespace()
            guard index < bytes.count else { throw fail(.unexpectedEndOfInput, at: index) }
            if recordsPositions {
                valueOffsets.append(index)
                keyOffsets.append(pendingKeyOffset)
                pendingKeyOffset = -1
            }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                guard stack.count < maxDepth else { throw fail(.nestingTooDeep(limit: maxDepth), at: index) }
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    value = .object([])
                } else {
                    var frame = Frame(isObject: true, firstKeyHash: keyHashes.count)
                    try readKey(into: &frame)
                    stack.append(frame)
                    continue next
                }
            case UInt8(ascii: "["):
                guard stack.count < maxDepth else { throw fail(.nestingTooDeep(limit: maxDepth), at: index) }
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    value = .array([])
                } else {
                    stack.append(Frame(isObject: false))
                    continue next
                }
            case UInt8(ascii: "\""):
                value = .string(try readString())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = try readNumberValue()
            default:
                value = try readLiteral()
            }
            // A value is complete: hand it to the innermost open array or object, closing
            // as many as end here.
            while let top = stack.indices.last {
                skipWhitespace()
                guard index < bytes.count else { throw fail(.unexpectedEndOfInput, at: index) }
                let byte = bytes[index]
                if stack[top].isObject {
                    stack[top].members.append((stack[top].key, value))
                    if byte == UInt8(ascii: ",") {
                        let comma = index
                        index += 1
                        skipWhitespace()
                        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                            throw fail(.trailingComma(closing: "}"), at: comma)
                        }
                        try readKey(into: &stack[top])
                        continue next
                    } else if byte == UInt8(ascii: "}") {
                        index += 1
                        let frame = stack.removeLast()
                        keyHashes.removeSubrange(frame.firstKeyHash...)
                        value = .object(frame.members)
                    } else {
                        throw unexpected(at: index) { .expectedCommaOrBrace(found: $0) }
                    }
                } else {
                    stack[top].elements.append(value)
                    if byte == UInt8(ascii: ",") {
                        let comma = index
                        index += 1
                        skipWhitespace()
                        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                            throw fail(.trailingComma(closing: "]"), at: comma)
                        }
                        continue next
                    } else if byte == UInt8(ascii: "]") {
                        index += 1
                        value = .array(stack.removeLast().elements)
                    } else {
                        throw unexpected(at: index) { .expectedCommaOrBracket(found: $0) }
                    }
                }
            }
            skipWhitespace()
            if index < bytes.count {
                throw unexpected(at: index) { .trailingContent(found: $0) }
            }
            return value
        }
    }

    /// member-start = string ws ':' (rejects a key the object already has)
    mutating func readKey(into frame: inout Frame) throws(JSONError) {
        guard index < bytes.count else { throw fail(.unexpectedEndOfInput, at: index) }
        guard bytes[index] == UInt8(ascii: "\"") else {
            throw unexpected(at: index) { .expectedKey(found: $0) }
        }
        let start = index
        let key = try readString()
        let isDuplicate: Bool
        if frame.members.count < Self.linearKeySearchLimit {
            let hash = FNV1a.hash(key)
            isDuplicate = keyHashes[frame.firstKeyHash...].indices.contains { position in
                keyHashes[position] == hash && frame.members[position - frame.firstKeyHash].key == key
            }
            keyHashes.append(hash)
        } else {
            for member in frame.members[frame.keys.count...] { frame.keys.insert(member.key) }
            isDuplicate = frame.keys.contains(key)
        }
        if isDuplicate { throw fail(.duplicateKey(key), at: start) }
        if recordsPositions { pendingKeyOffset = start }
        skipWhitespace()
        guard index < bytes.count else { throw fail(.unexpectedEndOfInput, at: index) }
        guard bytes[index] == UInt8(ascii: ":") else {
            throw unexpected(at: index) { .expectedColon(found: $0) }
        }
        index += 1
        frame.key = key
    }

    /// ws = *( %x20 / %x09 / %x0A / %x0D )
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    // MARK: - Scalars

    /// literal = "true" / "false" / "null"
    mutating func readLiteral() throws(JSONError) -> JSONValue {
        let start = index
        let end = wordEnd(from: start)
        let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
        let value: JSONValue
        if word.elementsEqual("true".utf8) {
            value = .bool(true)
        } else if word.elementsEqual("false".utf8) {
            value = .bool(false)
        } else if word.elementsEqual("null".utf8) {
            value = .null
        } else {
            throw unexpected(at: start) { .expectedValue(found: $0) }
        }
        index = end
        return value
    }

    /// number = [ '-' ] ( '0' / digit1-9 *digit ) [ '.' 1*digit ] [ ( 'e' / 'E' ) [ '+' / '-' ] 1*digit ]
    ///
    /// The digits are read by the shared `DecimalScanner`; what JSON adds is checked here: the
    /// sign, no leading zero, and digits after a decimal point or an exponent mark.
    mutating func readNumber() throws(JSONError) -> Double {
        let start = index
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        try expectDigit(after: "'-'")
        if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
            throw fail(.leadingZero, at: start)
        }
        var source = Source(bytes: bytes)
        let number = DecimalScanner.scan(&source, at: index)
        index = number.end
        if !number.hasFraction, index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            try expectDigit(after: "the decimal point")
        }
        if !number.hasExponent, index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            try expectDigit(after: "the exponent")
        }
        guard number.value.isFinite else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            throw fail(.numberOutOfRange(text), at: start)
        }
        return negative ? -number.value : number.value
    }

    /// A number as a value: a `number`, or an exact `integer` for a whole number written
    /// without a fraction or an exponent beyond ±2^53 that 64 bits hold (`9007199254740993`).
    mutating func readNumberValue() throws(JSONError) -> JSONValue {
        let start = index
        let number = try readNumber()
        guard number.magnitude >= 0x1p53, index - start <= 20 else { return .number(number) }
        var magnitude: UInt64 = 0
        var position = start + (bytes[start] == UInt8(ascii: "-") ? 1 : 0)
        while position < index {
            let digit = bytes[position] &- UInt8(ascii: "0")
            guard digit < 10 else { return .number(number) }  // A fraction or an exponent.
            let (times, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(UInt64(digit))
            guard !overflow, !carry else { return .number(number) }
            magnitude = sum
            position += 1
        }
        if number < 0 {
            guard magnitude <= UInt64(Int64.max) + 1 else { return .number(number) }
            return .integer(exactly: magnitude == UInt64(Int64.max) + 1 ? Int.min : -Int(magnitude))
        }
        guard magnitude <= UInt64(Int64.max) else { return .number(number) }
        return .integer(exactly: Int(magnitude))
    }

    /// The document's bytes as the decimal scanner reads them.
    struct Source: DecimalSource {
        /// The text.
        let bytes: UnsafeBufferPointer<UInt8>

        /// The byte at `offset`, or 0 past the end.
        func byte(at offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

        /// The text from `start` up to `end`.
        func text(from start: Int, to end: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }

    /// Fails unless a digit comes next; `after` names what it must follow.
    mutating func expectDigit(after: String) throws(JSONError) {
        guard index < bytes.count else { throw fail(.unexpectedEndOfInput, at: index) }
        guard isDigit(bytes[index]) else {
            throw unexpected(at: index) { .expectedDigit(after: after, found: $0) }
        }
    }

    func isDigit(_ byte: UInt8) -> Bool { DecimalScanner.isDigit(byte) }

    // MARK: - Errors

    /// An error of `kind` at byte `offset`.
    func fail(_ kind: JSONError.Kind, at offset: Int) -> JSONError {
        JSONError(kind, at: TextPosition(offset: offset, in: bytes))
    }

    /// An error about the unexpected text at `offset`, quoted for `kind`; bytes that are not
    /// UTF-8 there are reported as such instead.
    func unexpected(at offset: Int, _ kind: (String) -> JSONError.Kind) -> JSONError {
        let byte = bytes[offset]
        switch byte {
        case 0x00..<0x20, 0x7F:
            return fail(kind("control character \(JSONError.codePoint(byte))"), at: offset)
        case 0x20..<0x7F:
            var end = wordEnd(from: offset)
            if end == offset { end += 1 }
            let shown = min(end, offset + 24)
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<shown]), as: UTF8.self)
            return fail(kind("'" + text + (shown < end ? "...'" : "'")), at: offset)
        default:
            guard let length = utf8SequenceLength(at: offset) else {
                return fail(.invalidUTF8(byte: byte), at: offset)
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
            return fail(kind("'" + text + "'"), at: offset)
        }
    }

    /// The end of the run of ASCII letters, digits and underscores starting at `start`.
    func wordEnd(from start: Int) -> Int {
        var end = start
        while end < bytes.count {
            switch bytes[end] {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "_"): end += 1
            default: return end
            }
        }
        return end
    }
}
