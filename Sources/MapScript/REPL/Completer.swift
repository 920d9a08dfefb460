import MapCore

/// The names completion offers besides the language's own: the REPL's live session
/// (`Interpreter`), or a script's text as an editor has it (`mapscript lsp`).
public protocol CompletionNames {
    /// The variables that may be read.
    var variableNames: [String] { get }
    /// The procedures that may be called.
    var procedureNames: [String] { get }
    /// The bookmark names.
    var bookmarkNames: [String] { get }
    /// The gallery item names.
    var galleryNames: [String] { get }
    /// The graphics' labels.
    var graphicLabels: [String] { get }
    /// The operational layers' titles.
    var layerTitles: [String] { get }
    /// The properties after `base.` (`viewpoint`, `viewpoint.extent`, a variable), or none.
    func propertyNames(of base: String) -> [String]
    /// The fields of the layer `layer` names (`layer filter L where`, `layer style L by`), or
    /// none where it is not known.
    func fieldNames(of layer: Completer.LayerOperand) -> [String]
    /// The keys inside the quotes after `base[` (a feature's fields), or none.
    func keyNames(of base: String) -> [String]
}

extension CompletionNames {
    /// No fields known.
    public func fieldNames(of layer: Completer.LayerOperand) -> [String] { [] }
    /// No keys known.
    public func keyNames(of base: String) -> [String] { [] }
}

/// Tab completion: command words, sub-words and clauses where the parser accepts them (the
/// parser says what it expects at the cursor), basemap aliases, bookmark and gallery names
/// inside quotes, variables and procedures, a layer's field names where a filter or `by`
/// takes one, and file names where a command takes a file. The
/// REPL completes from its live session; `mapscript lsp` from the script being edited.
public struct Completer {
    /// Where the names of the session or script come from.
    let names: any CompletionNames

    /// A completer offering `names` besides the language's own.
    public init(names: any CompletionNames) {
        self.names = names
    }

    /// The words that start a statement.
    public static let statementWords = CommandTable.statementSpellings

    /// The candidates for `word`, the last word of `context` (the entry so far up to the cursor).
    public func complete(context: String, word: String) -> Completion {
        let line = String(context.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
        let statement = Self.currentStatement(line)
        let (words, inQuote) = Self.words(statement)
        var before = words
        if !inQuote, !before.isEmpty, !statement.hasSuffix(" "), !statement.hasSuffix("\t") { before.removeLast() }
        let first = before.first ?? ""

        if !inQuote, let dot = word.lastIndex(of: ".") {
            let base = String(word[..<dot])
            return .words(matching(String(word[word.index(after: dot)...]), names.propertyNames(of: base)).map { base + "." + $0 })
        }
        if before.isEmpty && !inQuote {
            return .words(matching(word, Self.statementWords + calls(names.procedureNames)))
        }
        if before.count == 1 && first == "help" && !inQuote {
            return .words(matching(word, HelpCatalog.topics.map(\.name)))
        }
        // What the parser expects there; nil outside commands, where any name may come.
        let expectation = Parser.expectation(after: Self.textBeforeWord(statement, inQuote: inQuote))
        let fields = fieldCandidates(statement: statement, inQuote: inQuote, expectation: expectation)
        if inQuote, let fields { return .words(matching(word, fields)) }
        switch expectation {
        case .words(let words):
            return .words(matching(word, inQuote ? quotedNames(for: first) : words))
        case .value(let placeholder) where inQuote:
            return placeholder.contains("FILE") ? .fileNames : .words(matching(word, quotedNames(for: first)))
        case .value(let placeholder) where placeholder.contains("STYLE"):
            return .words(matching(word, BasemapStyle.allCases.map(\.alias)))
        case .value(let placeholder) where GeoValues.completions[placeholder] != nil:
            return .words(matching(word, GeoValues.completions[placeholder] ?? []))
        case .value, nil:
            if inQuote { return .words(matching(word, quotedNames(for: first))) }
            return .words(matching(word, (fields ?? []) + names.variableNames + Builtins.valueNames
                                   + calls(Builtins.functionNames + names.procedureNames)
                                   + Self.declaredNames(in: context)))
        }
    }

    /// Functions and procedures complete with their opening parenthesis: `greet(`.
    private func calls(_ names: [String]) -> [String] { names.map { $0 + "(" } }

    /// `statement` without the word being completed: up to its opening quote inside a string,
    /// else up to the last blank.
    static func textBeforeWord(_ statement: String, inQuote: Bool) -> String {
        if inQuote, let quote = statement.lastIndex(of: "\"") { return String(statement[..<quote]) }
        guard let blank = statement.lastIndex(where: { $0 == " " || $0 == "\t" }) else { return "" }
        return String(statement[...blank])
    }

    /// Names the entry typed so far declares but has not run yet: `let NAME`, `for NAME in`,
    /// `def NAME(PARAMETERS)`.
    static func declaredNames(in context: String) -> [String] {
        var names: [String] = []
        for line in context.split(separator: "\n") {
            let words = line.split(whereSeparator: { " \t,;{}=".contains($0) }).map(String.init)
            for (index, word) in words.enumerated() where index + 1 < words.count {
                switch word {
                case "let", "for":
                    names.append(words[index + 1])
                case "def":
                    // `def name(a, b)`: the name and the parameters between the parentheses.
                    let signature = words[(index + 1)...].joined(separator: " ")
                    let parts = signature.split(whereSeparator: { "() ".contains($0) })
                    let closing = signature.firstIndex(of: ")") ?? signature.endIndex
                    let inside = signature[..<closing].split(whereSeparator: { "() ".contains($0) })
                    names.append(contentsOf: (parts.first.map { [String($0)] } ?? []) + inside.dropFirst().map(String.init))
                default:
                    break
                }
            }
        }
        return names
    }

    /// Names offered inside a string: bookmarks, or gallery items and basemap display names,
    /// graphic labels, layer titles.
    private func quotedNames(for first: String) -> [String] {
        switch first {
        case "basemap", "gallery", "map", "scene":
            return names.galleryNames + BasemapStyle.allCases.map(\.displayName)
        case "graphic", "measure":
            return names.graphicLabels
        case "layer":
            return names.layerTitles
        default:
            return names.bookmarkNames
        }
    }

    private func matching(_ word: String, _ candidates: [String]) -> [String] {
        var seen = Set<String>()
        return candidates.filter { $0.hasPrefix(word) && seen.insert($0).inserted }.sorted()
    }

    /// The text after the last statement separator (`;`, `{`, `}`) outside quotes.
    static func currentStatement(_ line: String) -> String {
        var start = line.startIndex
        var inQuote = false
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "\"" { inQuote.toggle() }
            else if !inQuote && (character == ";" || character == "{" || character == "}") { start = line.index(after: index) }
            index = line.index(after: index)
        }
        return String(line[start...])
    }

    /// The words of a statement (a quoted string is one word), and whether it ends inside a quote.
    static func words(_ statement: String) -> ([String], Bool) {
        var words: [String] = []
        var current = ""
        var inQuote = false
        for character in statement {
            if character == "\"" {
                if inQuote { words.append(current); current = "" }
                else if !current.isEmpty { words.append(current); current = "" }
                inQuote.toggle()
            } else if !inQuote && (character == " " || character == "\t") {
                if !current.isEmpty { words.append(current); current = "" }
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty && !inQuote { words.append(current) }
        return (words, inQuote)
    }
}

extension Interpreter: CompletionNames {
    /// The bookmarks of the session.
    public var bookmarkNames: [String] { session.geoModel.bookmarks.names }

    /// The gallery items of the session.
    public var galleryNames: [String] { session.gallery.items.map(\.name) }

    /// The labels of the session's graphics.
    public var graphicLabels: [String] { session.graphics.graphics.compactMap(\.label) }

    /// The titles of the session's operational layers.
    public var layerTitles: [String] { session.layers.layers.map(\.title) }

    /// `base.`: the properties of the value `base` names (a built-in value such as
    /// `viewpoint`, or a variable, then properties: `viewpoint.extent`). Reading properties has
    /// no effect on the session.
    public func propertyNames(of base: String) -> [String] {
        let parts = base.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let nowhere = SourceRange(line: 1, column: 1, length: 0)
        var value = variables.lookup(parts[0]) ?? builtinValue(parts[0])
        for part in parts.dropFirst() {
            guard let current = value else { return [] }
            value = try? property(Identifier(part, range: nowhere), of: current, base: Expr(.variable(parts[0]), range: nowhere))
        }
        guard let value else { return [] }
        return Builtins.propertyNames(of: value)
    }
}
