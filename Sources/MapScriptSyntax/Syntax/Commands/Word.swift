/// A word the lexer recognises, as a small code, so that the parser compares codes instead of
/// strings.
///
/// Only the scripting keywords are reserved, and they have fixed codes (the hand-written
/// statement parser names them: `.let`, `.if`, `.and`...). Every other word the language knows
/// (command words, sub-words, separators, clause words) is contextual and takes its code from
/// the command table at start-up (`Lexicon`), so the table is the one place a command's words
/// are written. Any other identifier is `.other`.
package struct Word: Hashable, Sendable {
    /// The code: 0 for `.other`, 1...15 for the reserved keywords, 16...127 for the command
    /// words, 128...255 for the other words of the table.
    let code: UInt8

    /// The first code of a command word.
    static let firstCommandCode = 16
    /// The first code of the other words (sub-words, separators, clause words).
    static let firstOtherCode = 128

    /// The word with code `code`.
    init(code: UInt8) {
        self.code = code
    }

    /// The word spelled `spelling`; `.other` for any other word.
    init(spelling: String) {
        self = Lexicon.shared.word(spelled: spelling)
    }

    /// The word as written (`<identifier>` for `.other`).
    var spelling: String { Lexicon.shared.spellings[Int(code)] }

    /// Whether the word is a reserved scripting keyword (`let`, `if`, `true`, `and`...).
    var isReserved: Bool { code >= Word.let.code && code <= Word.not.code }

    /// Whether the word starts a map session command (`bookmark`, `goto`...).
    var isCommand: Bool { code >= Word.firstCommandCode && code < Word.firstOtherCode }

    // MARK: - The reserved keywords

    /// The reserved keywords' spellings, in code order from 1: never a variable, parameter or
    /// procedure name.
    package static let keywords = ["let", "if", "else", "repeat", "for", "in", "def", "return", "assert", "print",
                           "true", "false", "and", "or", "not"]

    /// Any identifier that is not a known word.
    static let other = Word(code: 0)
    /// `let`.
    static let `let` = Word(code: 1)
    /// `if`.
    static let `if` = Word(code: 2)
    /// `else`.
    static let `else` = Word(code: 3)
    /// `repeat`.
    static let `repeat` = Word(code: 4)
    /// `for`.
    static let `for` = Word(code: 5)
    /// `in`.
    static let `in` = Word(code: 6)
    /// `def`.
    static let def = Word(code: 7)
    /// `return`.
    static let `return` = Word(code: 8)
    /// `assert`.
    static let assert = Word(code: 9)
    /// `print`.
    static let print = Word(code: 10)
    /// `true`.
    static let `true` = Word(code: 11)
    /// `false`.
    static let `false` = Word(code: 12)
    /// `and`.
    static let and = Word(code: 13)
    /// `or`.
    static let or = Word(code: 14)
    /// `not`.
    static let not = Word(code: 15)
}
