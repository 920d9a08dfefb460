/// A small, strict XML tokenizer for the subset GPX files use: elements with attributes,
/// text, the five predefined entities and character references, CDATA sections, comments and
/// processing instructions (the XML declaration), which are skipped.
///
/// Refused with an error: a DOCTYPE or any other `<!` declaration (so no external entities
/// and no entity expansion), any other entity, `<` inside an attribute value, a duplicate
/// attribute, an unquoted attribute, and a file that ends inside markup. Namespaces are not
/// resolved: names keep their prefixes (`gpxtpx:course`) and `xmlns` attributes are ordinary
/// attributes; callers compare local names. Offsets are byte offsets into the input.
struct XMLTokenizer {
    /// An attribute: its name, its decoded value and the offset of the value's first byte.
    struct Attribute: Hashable {
        var name: String
        var value: String
        var offset: Int
    }

    /// What the tokenizer finds.
    enum Token: Hashable {
        /// A start tag (`selfClosing` for `<name/>`) at `offset` (its `<`).
        case start(name: String, attributes: [Attribute], selfClosing: Bool, offset: Int)
        /// An end tag at `offset`.
        case end(name: String, offset: Int)
        /// Character data (entities decoded; CDATA as is) starting at `offset`.
        case text(String, offset: Int)
    }

    /// A malformed input: what and where (byte offset).
    struct Failure: Error {
        var message: String
        var offset: Int
    }

    private let bytes: [UInt8]
    private var index: Int

    /// A tokenizer over `bytes` (UTF-8), a byte order mark skipped.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// The offset where the next token starts (the end of the input at the end).
    var offset: Int { index }

    /// The next token, or nil at the end of the input.
    mutating func next() throws(Failure) -> Token? {
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { return try text() }
            if starts(with: "<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if starts(with: "<!--") {
                try skip(past: "-->", what: "comment")
            } else if starts(with: "<![CDATA[") {
                let start = index
                index += 9
                let content = index
                try skip(past: "]]>", what: "CDATA section")
                return .text(String(decoding: bytes[content..<(index - 3)], as: UTF8.self), offset: start)
            } else if starts(with: "<!") {
                throw Failure(message: "DOCTYPE and other declarations are not supported", offset: index)
            } else if starts(with: "</") {
                let start = index
                index += 2
                let name = try self.name()
                skipSpace()
                try expect(">")
                return .end(name: name, offset: start)
            } else {
                return try startTag()
            }
        }
        return nil
    }

    // MARK: - Markup

    private mutating func startTag() throws(Failure) -> Token {
        let start = index
        index += 1
        let name = try self.name()
        var attributes: [Attribute] = []
        while true {
            let hadSpace = skipSpace()
            guard index < bytes.count else { throw Failure(message: "unexpected end of file in tag '\(name)'", offset: index) }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                return .start(name: name, attributes: attributes, selfClosing: false, offset: start)
            }
            if starts(with: "/>") {
                index += 2
                return .start(name: name, attributes: attributes, selfClosing: true, offset: start)
            }
            guard hadSpace else { throw Failure(message: "expected a space, '>' or '/>' in tag '\(name)'", offset: index) }
            let attributeOffset = index
            let attributeName = try self.name()
            guard !attributes.contains(where: { $0.name == attributeName }) else {
                throw Failure(message: "duplicate attribute '\(attributeName)'", offset: attributeOffset)
            }
            skipSpace()
            try expect("=")
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw Failure(message: "expected a quoted value for attribute '\(attributeName)'", offset: index)
            }
            let quote = bytes[index]
            index += 1
            let valueStart = index
            var value = ""
            var chunk = index
            while true {
                guard index < bytes.count else { throw Failure(message: "unexpected end of file in attribute '\(attributeName)'", offset: index) }
                let byte = bytes[index]
                if byte == quote { break }
                if byte == UInt8(ascii: "<") { throw Failure(message: "'<' in the value of attribute '\(attributeName)'", offset: index) }
                if byte == UInt8(ascii: "&") {
                    value += String(decoding: bytes[chunk..<index], as: UTF8.self)
                    value += try entity()
                    chunk = index
                } else {
                    index += 1
                }
            }
            value += String(decoding: bytes[chunk..<index], as: UTF8.self)
            index += 1
            attributes.append(Attribute(name: attributeName, value: value, offset: valueStart))
        }
    }

    private mutating func text() throws(Failure) -> Token {
        let start = index
        var value = ""
        var chunk = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
            if bytes[index] == UInt8(ascii: "&") {
                value += String(decoding: bytes[chunk..<index], as: UTF8.self)
                value += try entity()
                chunk = index
            } else {
                index += 1
            }
        }
        value += String(decoding: bytes[chunk..<index], as: UTF8.self)
        return .text(value, offset: start)
    }

    /// An entity or character reference at `&`, decoded.
    private mutating func entity() throws(Failure) -> String {
        let start = index
        guard let end = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            throw Failure(message: "'&' must start an entity such as '&amp;'", offset: start)
        }
        let body = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
        index = end + 1
        switch body {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            var scalar: UInt32?
            if body.hasPrefix("#x") || body.hasPrefix("#X") {
                scalar = UInt32(body.dropFirst(2), radix: 16)
            } else if body.hasPrefix("#") {
                scalar = UInt32(body.dropFirst(), radix: 10)
            }
            guard let scalar, let character = Unicode.Scalar(scalar), scalar != 0 else {
                throw Failure(message: "unknown entity '&\(body);'", offset: start)
            }
            return String(Character(character))
        }
    }

    // MARK: - Pieces

    private mutating func name() throws(Failure) -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let isNameByte = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte >= 0x80
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
                || (index > start && ((byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")))
            guard isNameByte else { break }
            index += 1
        }
        guard index > start else {
            throw Failure(message: index < bytes.count ? "expected a name" : "unexpected end of file", offset: index)
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = index
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index > start
    }

    private mutating func expect(_ character: Unicode.Scalar) throws(Failure) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else {
            throw Failure(message: index < bytes.count ? "expected '\(character)'" : "unexpected end of file", offset: index)
        }
        index += 1
    }

    private func starts(with prefix: String) -> Bool {
        bytes[index...].starts(with: prefix.utf8)
    }

    private mutating func skip(past terminator: String, what: String) throws(Failure) {
        let start = index
        let pattern = Array(terminator.utf8)
        var cursor = index
        while cursor + pattern.count <= bytes.count {
            if bytes[cursor] == pattern[0] && bytes[cursor..<(cursor + pattern.count)].elementsEqual(pattern) {
                index = cursor + pattern.count
                return
            }
            cursor += 1
        }
        throw Failure(message: "unexpected end of file in a \(what)", offset: start)
    }
}
