import MapScriptSyntax

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

    /// The field names to offer where the entry so far expects one (`before`, the statement's
    /// tokens before the word at the cursor), or nil where it expects none: bare names after
    /// `layer filter L where` (the fields that are words, and `feature`), a field inside the
    /// quotes after `layer style L ... by` or after `feature[` in a filter, and the keys after
    /// `BASE["` for any `BASE` the names know as a feature (`f["`, `layers[1].features[2]["`).
    func fieldCandidates(before: ArraySlice<CompletionSite.Piece>, site: CompletionSite,
                         expectation: Parser.Expectation?) -> [String]? {
        let layer = Self.layerCommand(before)
        if site.inQuote {
            if before.last?.kind == .leftBracket {
                let base = Self.indexBase(before.dropLast(), in: site)
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

    /// `layer filter L ...` or `layer style L ...` in the tokens `pieces` (a statement's, up to
    /// the word at the cursor): the sub-word, the layer as written (a whole number, a string
    /// without interpolation, or a name, standing alone), and whether `where` follows it (before
    /// the word at the cursor).
    static func layerCommand(_ pieces: ArraySlice<CompletionSite.Piece>) -> (command: String, operand: LayerOperand, afterWhere: Bool)? {
        let pieces = Array(pieces)
        guard pieces.count >= 3, pieces[0].text == "layer", pieces[1].text == "filter" || pieces[1].text == "style" else { return nil }
        let written = pieces[2]
        // The operand stands alone: a blank follows it (`a.b` is no layer).
        if pieces.count > 3 && pieces[3].start == written.end { return nil }
        let operand: LayerOperand
        switch written.kind {
        case .number:
            guard let position = Int(written.text) else { return nil }
            operand = .position(position)
        case .string:
            guard let title = written.value else { return nil }
            operand = .title(title)
        case .word where isName(written.text):
            operand = .name(written.text)
        default:
            return nil
        }
        let afterWhere = pieces.count > 3 && pieces[3].kind == .word && pieces[3].text == "where"
        return (pieces[1].text, operand, afterWhere)
    }

    /// `layerCommand` of the end of `entry`, the cursor after it.
    static func layerCommand(_ entry: String) -> (command: String, operand: LayerOperand, afterWhere: Bool)? {
        let site = CompletionSite(entry: entry)
        guard !site.inQuote else { return nil }
        // A word at the cursor is being typed: only what a blank ends counts.
        let last = site.statement.last.map { $0.end == site.bytes.count } ?? false
        return layerCommand(last ? site.statement.dropLast() : site.statement[...])
    }

    /// The expression that ends the tokens `pieces` (before a `[`): names, `.`, and indices
    /// `[...]`, back to the first token that is none of those outside brackets (`layers[1].features[2]`
    /// in `print layers[1].features[2]`), as written in `site`'s entry.
    static func indexBase(_ pieces: ArraySlice<CompletionSite.Piece>, in site: CompletionSite) -> String {
        var start: Int?
        var depth = 0
        var wantsName = true
        for piece in pieces.reversed() {
            if depth > 0 {
                if piece.kind == .rightBracket { depth += 1 } else if piece.kind == .leftBracket { depth -= 1 }
                start = piece.start
                if depth == 0 { wantsName = true }
                continue
            }
            if piece.kind == .rightBracket && wantsName {
                depth = 1
                start = piece.start
            } else if piece.kind == .word && wantsName {
                start = piece.start
                wantsName = false
            } else if piece.kind == .dot && !wantsName {
                wantsName = true
            } else {
                break
            }
        }
        guard let start, let end = pieces.last?.end else { return "" }
        return String(decoding: site.bytes[start..<end], as: UTF8.self)
    }

    /// `indexBase` of the end of `entry`.
    static func indexBase(_ entry: String) -> String {
        let site = CompletionSite(entry: entry)
        return indexBase(site.statement[...], in: site)
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
        parser.stackGuardType = StackGuard.self
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
