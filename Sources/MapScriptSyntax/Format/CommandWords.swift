/// What the formatter needs to know of each command from the command table: the words that are
/// keywords inside it, and whether it takes names, where a hyphen joins words (`dark-gray`).
///
/// Inside a command, a word of its own (the command word, its sub-words, separators and clause
/// words: `zoom in by`) starts or ends a value, so a `-` after it is a sign (`by -2`); any other
/// word is a value, so a `-` after it subtracts (`a - 2`).
struct CommandWords: Sendable {
    /// The words of the command.
    let words: WordSet
    /// Whether a form of the command has a name or topic slot (a bare `dark-gray` is a name there).
    let takesNames: Bool

    /// Each command's words by the command word's code; nil for a word that starts no command.
    static let byCommand: [CommandWords?] = {
        let grammar = CommandGrammar.shared
        return (0..<256).map { code in
            grammar.root(Word(code: UInt8(code))).map { CommandWords(root: $0, word: Word(code: UInt8(code)), in: grammar) }
        }
    }()

    /// The words of the command word `word`, whose node is `root` in `grammar`.
    private init(root: Int, word: Word, in grammar: CommandGrammar) {
        var words = WordSet([word])
        var takesNames = false
        var pending = [root]
        while let node = pending.popLast() {
            for (child, next) in grammar.nodes[node].children {
                words.insert(child)
                pending.append(next)
            }
            guard let index = grammar.nodes[node].form else { continue }
            let form = grammar.forms[index]
            words = words.union(form.stopWords)
            for slot in form.operands.map(\.slot) + form.clauseSlots {
                switch slot {
                case .name, .topic: takesNames = true
                default: break
                }
            }
        }
        self.words = words
        self.takesNames = takesNames
    }

    /// The words of the command started by `word`, if it starts one.
    @inline(__always)
    static func of(_ word: Word) -> CommandWords? {
        byCommand[Int(word.code)]
    }
}
