import MapCore

/// Tab completion from the live session: command words and clauses in context, basemap
/// aliases, bookmark and gallery names inside quotes, variables and procedures, and file names
/// where a command takes a file.
struct Completer {
    let interpreter: Interpreter

    /// The words that may follow each command word.
    static let subcommands: [String: [String]] = [
        "bookmark": ["add", "list", "clear", "remove", "move", "rename"],
        "basemap": ["use"],
        "gallery": ["style", "add", "remove", "reset", "load"],
        "zoom": ["in", "out", "to"],
        "pan": ["north", "south", "east", "west"],
        "view": ["size"],
        "map": ["new"],
        "scene": ["new"],
        "graphic": ["add", "list", "remove", "clear"],
        "location": ["start", "move", "step", "stop"],
        "autopan": ["off", "recenter", "navigation", "compass"],
        "export": ["webmap", "geojson", "kml", "svg"],
        "import": ["webmap"],
    ]

    /// Clauses that may follow a command's arguments.
    static let clauses: [String: [String]] = [
        "bookmark add": ["at", "scale", "rotation"],
        "bookmark move": ["to"], "bookmark rename": ["to"],
        "goto": ["scale", "rotation", "duration"],
        "zoom in": ["by"], "zoom out": ["by"],
        "pan": ["by"],
        "gallery style": ["list", "grid", "automatic", "width"],
        "gallery add": ["style", "wkid", "description", "thumbnail"],
        "map new": ["basemap"], "scene new": ["basemap"],
        "graphic add": ["point", "line", "polygon", "to", "color", "size", "width", "label", "fill"],
        "location start": ["at", "track"], "location move": ["heading", "speed"],
    ]

    /// The words that start a statement.
    static let statementWords = Surface.statementSpellings

    /// Commands whose (quoted) argument is a file name.
    static let fileCommands: Set<String> = ["source", "save", "load", "gallery load", "import webmap",
                                            "export webmap", "export geojson", "export kml", "export svg",
                                            "location start track"]

    /// The candidates for `word`, the last word of `context` (the entry so far up to the cursor).
    func complete(context: String, word: String) -> Completion {
        let line = String(context.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
        let statement = Self.currentStatement(line)
        let (words, inQuote) = Self.words(statement)
        var before = words
        if !inQuote, !before.isEmpty, !statement.hasSuffix(" "), !statement.hasSuffix("\t") { before.removeLast() }
        let head = before.prefix(2).joined(separator: " ")
        let first = before.first ?? ""

        if inQuote {
            if Self.fileCommands.contains(head) || Self.fileCommands.contains(first)
                || (before.count >= 2 && before[before.count - 1] == "track") { return .fileNames }
            return .words(matching(word, quotedNames(for: first)))
        }
        if before.isEmpty {
            return .words(matching(word, Self.statementWords + interpreter.procedureNames))
        }
        if before.count == 1, let subcommands = Self.subcommands[first] {
            return .words(matching(word, subcommands))
        }
        if before.count == 1 && first == "help" {
            return .words(matching(word, HelpCatalog.topics.map(\.name)))
        }
        let last = before.last ?? ""
        if head == "basemap use" && before.count == 2 || last == "basemap" || (head == "gallery add" && last == "style") {
            return .words(matching(word, BasemapStyle.allCases.map(\.alias)))
        }
        if head == "gallery style" && before.count == 2 {
            return .words(matching(word, ["list", "grid", "automatic"]))
        }
        let clauses = Self.clauses[head] ?? Self.clauses[first] ?? []
        return .words(matching(word, clauses + interpreter.variableNames + Builtins.valueNames
                               + Builtins.functionNames + interpreter.procedureNames + Self.declaredNames(in: context)))
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

    /// Names offered inside a string: bookmarks, or gallery items and basemap display names.
    private func quotedNames(for first: String) -> [String] {
        switch first {
        case "basemap", "gallery", "map", "scene":
            return interpreter.session.gallery.items.map(\.name) + BasemapStyle.allCases.map(\.displayName)
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
