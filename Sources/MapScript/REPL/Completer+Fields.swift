// MARK: - Field names

extension Completer {
    /// The layer a command names before a field is expected (`layer filter L where ...`,
    /// `layer style L ... by "FIELD"`), as written.
    public enum LayerOperand: Equatable, Sendable {
        /// A position: `layer filter 2 where`.
        case position(Int)
        /// A title, written as a string: `layer filter "Lakes" where`.
        case title(String)
        /// A name, whose value (a position or a title) is known only while running:
        /// `layer filter lakes where`.
        case name(String)
    }

    /// The field names to offer where the entry so far (`statement`, up to the cursor) expects
    /// one, or nil where it expects none: bare names after `layer filter L where` (the fields
    /// that are words, and `feature`), a field inside the quotes after `layer style L ... by`
    /// or after `feature[` in a filter, and the keys after `BASE["` for any `BASE` the names
    /// know as a feature (`f["`, `layers[1].features[2]["`).
    func fieldCandidates(statement: String, inQuote: Bool, expectation: Parser.Expectation?) -> [String]? {
        let layer = Self.layerCommand(statement)
        if inQuote, let quote = statement.lastIndex(of: "\"") {
            let before = statement[..<quote].reversed().drop { $0 == " " || $0 == "\t" }
            if before.first == "[" {
                let base = Self.indexBase(String(before.dropFirst().reversed()))
                if base == "feature", let layer, layer.command == "filter", layer.afterWhere {
                    return names.fieldNames(of: layer.operand)
                }
                let keys = names.keyNames(of: base)
                return keys.isEmpty ? nil : keys
            }
            if let layer, layer.command == "style", expectation == .value(placeholder: "FIELD") {
                return names.fieldNames(of: layer.operand)
            }
            return nil
        }
        guard let layer, layer.command == "filter", layer.afterWhere else { return nil }
        switch expectation {
        case .value, nil: return names.fieldNames(of: layer.operand).filter(Self.isName) + ["feature"]
        case .words: return nil
        }
    }

    /// `layer filter L ...` or `layer style L ...` at the start of `statement`: the sub-word,
    /// the layer as written, and whether `where` follows it (and the cursor is past it).
    static func layerCommand(_ statement: String) -> (command: String, operand: LayerOperand, afterWhere: Bool)? {
        var rest = statement.drop { $0 == " " || $0 == "\t" }
        func word() -> Substring {
            let word = rest.prefix { $0 != " " && $0 != "\t" }
            rest = rest.dropFirst(word.count).drop { $0 == " " || $0 == "\t" }
            return word
        }
        guard word() == "layer" else { return nil }
        let command = String(word())
        guard command == "filter" || command == "style" else { return nil }
        let operand: LayerOperand
        if rest.first == "\"" {
            // A title: up to the closing quote (a backslash escapes the next character).
            var title = "", escaped = false, closed = false
            var index = rest.index(after: rest.startIndex)
            while index < rest.endIndex {
                let character = rest[index]
                index = rest.index(after: index)
                if escaped { title.append(character); escaped = false }
                else if character == "\\" { escaped = true }
                else if character == "\"" { closed = true; break }
                else { title.append(character) }
            }
            guard closed, index < rest.endIndex, rest[index] == " " || rest[index] == "\t" else { return nil }
            rest = rest[index...].drop { $0 == " " || $0 == "\t" }
            operand = .title(title)
        } else {
            let written = word()
            guard !rest.isEmpty || statement.last == " " || statement.last == "\t" else { return nil }
            if let position = Int(written) { operand = .position(position) }
            else if isName(String(written)) { operand = .name(String(written)) }
            else { return nil }
        }
        let afterWhere = rest.hasPrefix("where ") || rest.hasPrefix("where\t")
        return (command, operand, afterWhere)
    }

    /// The expression before `[` at the end of `text`: back to the first blank, operator or
    /// opening bracket outside brackets and quotes (`layers[1].features[2]` in `print
    /// layers[1].features[2]`).
    static func indexBase(_ text: String) -> String {
        var depth = 0, inQuote = false
        var start = text.endIndex
        for index in text.indices.reversed() {
            let character = text[index]
            if character == "\"" { inQuote.toggle() }
            else if !inQuote && character == "]" { depth += 1 }
            else if !inQuote && character == "[" {
                if depth == 0 { break }
                depth -= 1
            } else if !inQuote && depth == 0 && !(character.isLetter || character.isNumber || character == "_" || character == ".") {
                break
            }
            start = index
        }
        return String(text[start...])
    }

    /// Whether `text` is a name the lexer reads as one word and no reserved keyword (a letter
    /// or `_`, then letters, digits or `_`): a field that may be written bare in a filter.
    static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isXIDStart || first == "_",
              !Word.keywords.contains(text) else { return false }
        return text.unicodeScalars.allSatisfy(\.properties.isXIDContinue)
    }
}

// MARK: - Fields of the live session

extension Interpreter {
    /// The fields of the feature layer `layer` names now (a position, a title, or a variable
    /// holding either), in the order they first come among its features.
    public func fieldNames(of layer: Completer.LayerOperand) -> [String] {
        let value: Value?
        switch layer {
        case .position(let position): value = .number(Double(position))
        case .title(let title): value = .string(title)
        case .name(let name): value = variables.lookup(name)
        }
        guard let value, let position = try? layerPosition(of: value, at: SourceRange(line: 1, column: 1, length: 0)) else { return [] }
        return session.layers.layers[position - 1].featureSet?.fieldNames ?? []
    }

    /// The fields of the feature `base` is now (`f`, `layers[1].features[2]`): `base` is read
    /// only when it is names, literals, properties and indices, which have no effect.
    public func keyNames(of base: String) -> [String] {
        var parser = Parser(text: "print " + base)
        guard !base.isEmpty, case .statement(let statement) = parser.step(),
              case .print(let exprs) = statement.kind, exprs.count == 1, Self.isPlainRead(exprs[0]),
              case .feature(let feature)? = try? evaluate(exprs[0]) else { return [] }
        return feature.fields.map { $0.key }
    }

    /// Whether evaluating `expr` only reads: literals, names, properties and indices of them.
    static func isPlainRead(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .number, .string, .bool, .variable, .coordinateLiteral: true
        case .property(let base, _): isPlainRead(base)
        case .index(let base, let index): isPlainRead(base) && isPlainRead(index)
        case .interpolated, .coordinate, .list, .call, .unary, .binary: false
        }
    }
}
