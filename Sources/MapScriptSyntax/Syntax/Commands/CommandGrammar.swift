/// The command table compiled for the parser at start-up: a tree of words per command (the
/// sub-words after the command word), each form with its operands and clauses as `Word`s and
/// the words that end a value in it.
final class CommandGrammar: Sendable {
    /// The grammar of `CommandTable.entries`.
    static let shared = CommandGrammar(entries: CommandTable.entries)

    /// A point in a command's words: the sub-words that may follow, and the form that ends here.
    struct Node: Sendable {
        /// The sub-words that may follow, in table order, and the node each leads to.
        var children: [(word: Word, node: Int)] = []
        /// The form whose words end here (`bookmark add`), if any.
        var form: Int?

        /// The sub-words that may follow, in table order.
        var childWords: [Word] { children.map(\.word) }

        /// The node `word` leads to, if it is a sub-word here.
        func child(_ word: Word) -> Int? {
            var index = 0
            while index < children.count {
                if children[index].word == word { return children[index].node }
                index += 1
            }
            return nil
        }
    }

    /// A command form, compiled: what the parser reads on the hot path is plain data (words,
    /// slots, flags); the spellings and placeholders are read only for messages and completion.
    final class Form: Sendable {
        /// The index of its entry in the table.
        let entry: Int
        /// The command word and sub-words, as messages name the form (`bookmark add`).
        let name: String
        /// Its operands, in order.
        let operands: [CompiledOperand]
        /// Each operand's placeholder, as help shows it.
        let operandPlaceholders: [String]
        /// Its clause words, in table order.
        let clauseWords: [Word]
        /// Each clause's slot, by position in `clauseWords`.
        let clauseSlots: [Slot]
        /// Each clause's placeholder, as help shows it.
        let clausePlaceholders: [String]
        /// The positions of the required clauses in `clauseWords`.
        let requiredClauses: [Int]
        /// Whether the clauses exclude each other.
        let exclusive: Bool
        /// The words that end a value in it: its separators and clause words (`goto 1 scale
        /// rotation` is a missing scale, not a variable named `rotation`).
        let stopWords: WordSet
        /// The separator that may come after the operands, while no clause has: `to` of a
        /// line's points or of `measure N [to LAT,LON]`.
        let trailingSeparator: Word?
        /// The builder of the AST node.
        let build: @Sendable (inout CommandArguments) -> Command

        /// `form` of entry `entry`, started by the command word `word`.
        init(_ form: CommandForm, entry: Int, word: String) {
            precondition(form.operands.count + form.clauses.count <= CommandArguments.capacity,
                         "\(word) \(form.path): more slots than CommandArguments holds")
            self.entry = entry
            name = ([word] + form.path).joined(separator: " ")
            operands = form.operands.map {
                CompiledOperand(slot: $0.slot, separator: $0.separator.map(Word.init(spelling:)), optional: $0.optional)
            }
            operandPlaceholders = form.operands.map(\.placeholder)
            clauseWords = form.clauses.map { Word(spelling: $0.word) }
            clauseSlots = form.clauses.map(\.slot)
            clausePlaceholders = form.clauses.map(\.placeholder)
            requiredClauses = form.clauses.indices.filter { form.clauses[$0].required }
            exclusive = form.exclusive
            build = form.build
            var stopWords = WordSet(clauseWords)
            var trailing: Word?
            for operand in form.operands {
                if let separator = operand.separator { stopWords.insert(Word(spelling: separator)) }
                if case .points = operand.slot { trailing = Word(spelling: "to") }
                if operand.optional, let separator = operand.separator { trailing = Word(spelling: separator) }
            }
            if let trailing { stopWords.insert(trailing) }
            self.stopWords = stopWords
            trailingSeparator = trailing
            precondition(Set(clauseWords.map(\.code)).count == clauseWords.count, "\(word) \(form.path): a clause is declared twice")
        }
    }

    /// An operand as the parser reads it: plain data.
    struct CompiledOperand: Sendable {
        /// What it takes.
        let slot: Slot
        /// The separator before it, if any.
        let separator: Word?
        /// Whether it may be left out.
        let optional: Bool
    }

    /// Every node; a command word's node by its code in `roots`.
    let nodes: [Node]
    /// Every form.
    let forms: [Form]
    /// Every form, unretained, for the parser (`Parser.parseCommand`), which lends each while
    /// it reads it: `forms` keeps them.
    let unretainedForms: [Unmanaged<Form>]
    /// The node of each command word, by word code (-1: not a command).
    let roots: [Int]

    /// The grammar of `entries`.
    init(entries: [CommandEntry]) {
        var nodes: [Node] = []
        var forms: [Form] = []
        var roots = [Int](repeating: -1, count: 256)
        for (index, entry) in entries.enumerated() where entry.kind == .command {
            for spelling in entry.words {
                let word = Word(spelling: spelling)
                let root = nodes.count
                nodes.append(Node())
                roots[Int(word.code)] = root
                for form in entry.forms {
                    var node = root
                    for subword in form.path.map(Word.init(spelling:)) {
                        if let next = nodes[node].child(subword) {
                            node = next
                        } else {
                            nodes.append(Node())
                            nodes[node].children.append((subword, nodes.count - 1))
                            node = nodes.count - 1
                        }
                    }
                    precondition(nodes[node].form == nil, "\(spelling) \(form.path): a form is declared twice")
                    nodes[node].form = forms.count
                    forms.append(Form(form, entry: index, word: spelling))
                }
            }
        }
        self.nodes = nodes
        self.forms = forms
        unretainedForms = forms.map { Unmanaged.passUnretained($0) }
        self.roots = roots
    }

    /// The node of command word `word`, if it is one.
    func root(_ word: Word) -> Int? {
        let node = roots[Int(word.code)]
        return node < 0 ? nil : node
    }

    /// `to`, which separates points.
    let to = Word(spelling: "to")
    /// `x`, which separates a width and a height.
    let x = Word(spelling: "x")
    /// `range`, which starts a scale range.
    let range = Word(spelling: "range")
    /// `json`, whose clause in `layer set` and `table set` is a path then a value.
    let json = Word(spelling: "json")

    /// The words accepted where a clause (or the end of the statement) may come in `form`, given
    /// the clauses `seen` so far: the trailing separator while no clause has come (and, for an
    /// optional operand, while it has not been given), then the unused clauses; none after an
    /// exclusive clause.
    func clausesExpected(in form: Form, seen: WordSet, trailingOpen: Bool = true) -> [Word] {
        let used = form.clauseWords.contains { seen.contains($0) }
        if form.exclusive && used { return [] }
        let trailing = used || !trailingOpen ? [] : form.trailingSeparator.map { [$0] } ?? []
        return trailing + form.clauseWords.filter { !seen.contains($0) }
    }
}
