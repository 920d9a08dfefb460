import MapCore

/// Tab completion from the live session: command words, sub-words and clauses where the
/// parser accepts them (the parser says what it expects at the cursor), basemap aliases,
/// bookmark and gallery names inside quotes, variables and procedures, and file names where a
/// command takes a file.
struct Completer {
    let interpreter: Interpreter

    /// The words that start a statement.
    static let statementWords = CommandTable.statementSpellings

    /// The candidates for `word`, the last word of `context` (the entry so far up to the cursor).
    func complete(context: String, word: String) -> Completion {
        let line = String(context.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
        let statement = Self.currentStatement(line)
        let (words, inQuote) = Self.words(statement)
        var before = words
        if !inQuote, !before.isEmpty, !statement.hasSuffix(" "), !statement.hasSuffix("\t") { before.removeLast() }
        let first = before.first ?? ""

        if !inQuote, let dot = word.lastIndex(of: ".") {
            return .words(properties(of: String(word[..<dot]), prefix: String(word[word.index(after: dot)...])))
        }
        if before.isEmpty && !inQuote {
            return .words(matching(word, Self.statementWords + calls(interpreter.procedureNames)))
        }
        if before.count == 1 && first == "help" && !inQuote {
            return .words(matching(word, HelpCatalog.topics.map(\.name)))
        }
        // What the parser expects there; nil outside commands, where any name may come.
        switch Parser.expectation(after: Self.textBeforeWord(statement, inQuote: inQuote)) {
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
            return .words(matching(word, interpreter.variableNames + Builtins.valueNames
                                   + calls(Builtins.functionNames + interpreter.procedureNames)
                                   + Self.declaredNames(in: context)))
        }
    }

    /// Functions and procedures complete with their opening parenthesis: `greet(`.
    private func calls(_ names: [String]) -> [String] { names.map { $0 + "(" } }

    /// `base.prefix`: the properties of the value `base` names (a built-in value such as
    /// `viewpoint`, or a variable, then properties: `viewpoint.extent`), as whole replacements
    /// (`viewpoint.lat`). Reading properties has no effect on the session.
    private func properties(of base: String, prefix: String) -> [String] {
        let parts = base.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let nowhere = SourceRange(line: 1, column: 1, length: 0)
        var value = interpreter.scopes.lookup(parts[0]) ?? interpreter.builtinValue(parts[0])
        for part in parts.dropFirst() {
            guard let current = value else { return [] }
            value = try? interpreter.property(Identifier(part, range: nowhere), of: current,
                                              base: Expr(.variable(parts[0]), range: nowhere))
        }
        guard let value else { return [] }
        return matching(prefix, Builtins.propertyNames(of: value)).map { base + "." + $0 }
    }

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
            return interpreter.session.gallery.items.map(\.name) + BasemapStyle.allCases.map(\.displayName)
        case "graphic", "measure":
            return interpreter.session.graphics.graphics.compactMap(\.label)
        case "layer":
            return interpreter.session.layers.layers.map(\.title)
        default:
            return interpreter.session.geoModel.bookmarks.names
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
