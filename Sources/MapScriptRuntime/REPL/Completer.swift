import MapCore
import MapScriptSyntax

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
    /// The entry is read by the language's own lexer (`CompletionSite`) and the parser says what
    /// it expects before the word (`Parser.expectation(after:)`).
    public func complete(context: String, word: String) -> Completion {
        let site = CompletionSite(entry: context)
        if site.inComment { return .words([]) }
        let inQuote = site.inQuote
        let boundary = site.boundary(word: word)
        let before = site.pieces(before: boundary)
        let first = before.first?.text ?? ""

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
        let expectation = Parser.expectation(after: site.text(upTo: boundary), stackGuard: StackGuard.self)
        let fields = fieldCandidates(before: before, site: site, expectation: expectation)
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
                                   + site.declaredNames))
        }
    }

    /// Functions and procedures complete with their opening parenthesis: `greet(`.
    private func calls(_ names: [String]) -> [String] { names.map { $0 + "(" } }

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
