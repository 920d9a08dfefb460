// MARK: - The table in words, for the parser and the completer

extension Surface {
    /// One command form in `Word`s: `bookmark add NAME [at ...] [scale ...] [rotation ...]`.
    struct CommandForm: Sendable {
        /// The entry it belongs to.
        let entry: Int
        /// The command word and the sub-words after it: `[.bookmark, .add]`.
        let path: [Word]
        /// The operands' help text: `NAME`.
        let operands: String
        /// The separator keywords between operands, in order: `[.to]` for `N to M`.
        let separators: [Word]
        /// The separator that may repeat with its operand (`to` in `graphic add line`), if any.
        let repeating: Word?
        /// The clause words, in table order.
        let clauses: [Word]
        /// Each clause's operand placeholder, by position in `clauses`.
        let clauseOperands: [String]
        /// Whether the clauses exclude each other.
        let exclusive: Bool
    }

    /// Every command form, for every word of its entry (`viewpoint` and `where`), in table order.
    static let commandForms: [CommandForm] = {
        var forms: [CommandForm] = []
        for (index, entry) in entries.enumerated() where entry.kind == .command {
            for word in entry.words {
                for form in entry.forms {
                    guard case .command(let path, let operands, let clauses, let exclusive) = form else { continue }
                    let (separators, repeating) = form.separators
                    forms.append(CommandForm(entry: index, path: ([word] + path).map(Word.init(spelling:)), operands: operands,
                                             separators: separators.map(Word.init(spelling:)),
                                             repeating: repeating.map(Word.init(spelling:)),
                                             clauses: clauses.map { Word(spelling: $0.word) }, clauseOperands: clauses.map(\.operand),
                                             exclusive: exclusive))
                }
            }
        }
        return forms
    }()

    /// The form whose path is exactly `path`, if any.
    static func form(_ path: [Word]) -> CommandForm? {
        commandForms.first { $0.path == path }
    }

    /// The sub-words that may follow `path` (a command word and the sub-words after it), in
    /// table order: `[.add, .list, .clear, .remove, .move, .rename]` after `[.bookmark]`.
    static func subwords(after path: [Word]) -> [Word] {
        var words: [Word] = []
        for form in commandForms where form.path.count > path.count && form.path.starts(with: path) {
            let next = form.path[path.count]
            if !words.contains(next) { words.append(next) }
        }
        return words
    }

    /// The words accepted where a clause (or the end of the statement) may come in form `path`,
    /// given the clauses `seen` so far: the unused clauses, after the repeating separator while
    /// no clause has come yet; none after an exclusive clause.
    static func clausesExpected(in path: [Word], seen: WordSet) -> [Word] {
        guard let form = form(path) else { return [] }
        let used = form.clauses.contains { seen.contains($0) }
        if form.exclusive && used { return [] }
        let repeating = used ? [] : form.repeating.map { [$0] } ?? []
        return repeating + form.clauses.filter { !seen.contains($0) }
    }

    /// The words that may start a statement: the command words in table order, then the
    /// statement keywords in `keywords` order (for completion and "did you mean").
    static let statementSpellings: [String] = {
        let statements = Set(entries.filter { $0.kind == .statement }.flatMap(\.words))
        return entries.filter { $0.kind == .command }.flatMap(\.words) + keywords.filter(statements.contains)
    }()
}

extension Word {
    /// The word spelled `spelling`; `.other` for any other word.
    init(spelling: String) {
        var text = spelling
        self = text.withUTF8 { bytes in
            guard !bytes.isEmpty, bytes.count <= Word.longestSpelling else { return .other }
            return Word.classify(bytes.baseAddress.unsafelyUnwrapped, length: bytes.count)
        }
    }
}
