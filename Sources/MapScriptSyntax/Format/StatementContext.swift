/// The statement the formatter is in, as far as its spacing depends on it: whether it is a
/// command (whose own words are keywords), and whether a comma outside parentheses separates
/// items (`print a, b`) or joins a coordinate (`at 44.5,-110.8`).
struct StatementContext {
    /// Whether no token of the statement has been written yet.
    private(set) var atStart = true
    /// The command's words, in a command statement.
    private(set) var command: CommandWords?
    /// Whether a comma outside parentheses and brackets separates items (`print`, `assert`).
    private(set) var separatesItems = false
    /// Whether the statement is an `assert`, whose condition is kept as written: its text is
    /// the failure message.
    private(set) var isAssert = false
    /// How many tokens of the statement have been written.
    private(set) var count = 0

    /// The context before a statement's first token.
    static let start = StatementContext()

    /// Takes `token`, the next token written in the statement: the first says what the
    /// statement is; a second that is `=` makes a command word a variable (`goto = 1`).
    @inline(__always)
    mutating func take(_ token: Token) {
        count += 1
        if atStart {
            atStart = false
            guard token.kind == .word else { return }
            switch token.word {
            case .print: separatesItems = true
            case .assert:
                separatesItems = true
                isAssert = true
            default: command = CommandWords.of(token.word)
            }
        } else if count == 2 && token.kind == .assign {
            command = nil
        }
    }

    /// Whether `word`, outside a property (`.scale`), is a keyword here: a word of the command
    /// being written.
    @inline(__always)
    func isKeyword(_ word: Word) -> Bool {
        guard let command else { return false }
        return command.words.contains(word)
    }
}
