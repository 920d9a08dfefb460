/// The command language, declared once (`CommandTable.entries`): every command with its words,
/// operands, clauses, help and AST builder, and every scripting statement's help.
///
/// Everything else is derived from it at start-up: the lexer's words (`Lexicon`), the parser's
/// command forms, "expected ..." lists and clause sets (`CommandGrammar`), the REPL's
/// completion (the parser's `Expectation` at the cursor), the `help` text (`HelpCatalog`) and
/// the command rules of `grammar.ebnf` (`CommandGrammar.ebnf`, written by `mapscript --grammar`).
public enum CommandTable {
    /// The command words (each entry's words), in table order.
    static let commandWords: [String] = entries.filter { $0.kind == .command }.flatMap(\.words)

    /// The other words of the commands (sub-words, separators, clause words), in the order they
    /// first appear in the table.
    static let otherWords: [String] = {
        var words: [String] = []
        for entry in entries {
            for form in entry.forms {
                words += form.path
                for operand in form.operands {
                    if let separator = operand.separator { words.append(separator) }
                    if case .points = operand.slot { words.append("to") }
                }
                for clause in form.clauses {
                    words.append(clause.word)
                    if case .size = clause.slot { words.append("x") }
                    if case .scaleRange = clause.slot { words += ["range", "to"] }
                }
            }
        }
        return words
    }()

    /// The words that may start a statement: the command words in table order, then the
    /// statement keywords in `Word.keywords` order (for completion and "did you mean").
    package static let statementSpellings: [String] = {
        let statements = Set(entries.filter { $0.kind == .statement }.flatMap(\.words))
        return commandWords + Word.keywords.filter(statements.contains)
    }()

    /// Every command form by its words (`"bookmark move"`, `"where"`): each of the entry's
    /// words, then the form's sub-words.
    static let formsByWords: [String: CommandForm] = {
        var forms: [String: CommandForm] = [:]
        for entry in entries {
            for word in entry.words {
                for form in entry.forms { forms[([word] + form.path).joined(separator: " ")] = form }
            }
        }
        return forms
    }()

    /// The form whose words are `words` (`Command.reading`'s, which name a form of the table).
    static func form(named words: String) -> CommandForm {
        guard let form = formsByWords[words] else { preconditionFailure("no command form '\(words)'") }
        return form
    }

    /// The entry whose words include `word`, if any.
    static func entry(named word: String) -> CommandEntry? {
        entries.first { $0.words.contains(word) }
    }
}
