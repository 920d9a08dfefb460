/// One help topic of the command table (`CommandTable.entries`): a command with its forms, or
/// a scripting statement, with a one-line summary and examples.
struct CommandEntry: Sendable {
    /// The words that start it, the first naming the topic: `["viewpoint", "where"]`.
    let words: [String]
    /// Whether it is a command (contextual words, parsed from the table) or a statement
    /// (reserved keywords, parsed by hand).
    let kind: Kind
    /// One line: what it does.
    let summary: String
    /// Its forms, in the order `help` shows them and the parser lists its sub-words.
    let forms: [CommandForm]
    /// A statement's help lines, as written (`let NAME = EXPR`); empty for a command.
    let statementForms: [String]
    /// Help examples: each runs in a fresh session after its `setUp`.
    let examples: [Example]

    /// What starts an entry.
    enum Kind: Sendable {
        /// A map session command: its words are contextual (a name anywhere else).
        case command
        /// A scripting statement: its word is a reserved keyword (`Word.keywords`).
        case statement
    }

    /// A command entry.
    static func command(_ words: String..., summary: String, forms: [CommandForm], examples: [Example]) -> CommandEntry {
        CommandEntry(words: words, kind: .command, summary: summary, forms: forms, statementForms: [], examples: examples)
    }

    /// A statement entry: help only (the statement parser is hand-written).
    static func statement(_ word: String, summary: String, forms: [String], examples: [Example]) -> CommandEntry {
        CommandEntry(words: [word], kind: .statement, summary: summary, forms: [], statementForms: forms, examples: examples)
    }

    /// A help example and the set-up it needs to run in a fresh session (a bookmark to go to).
    struct Example: Sendable, ExpressibleByStringLiteral {
        /// The example, one line.
        let text: String
        /// Statements to run before it (not shown by `help`).
        let setUp: String

        /// An example with a set-up.
        init(_ text: String, setUp: String) {
            self.text = text
            self.setUp = setUp
        }

        /// An example that needs no set-up.
        init(stringLiteral text: String) {
            self.init(text, setUp: "")
        }
    }
}
