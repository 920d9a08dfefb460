import Testing
@testable import MapScript

/// The lexer's keyword recognition, built from the command table at start-up: every word's
/// spelling is that word; a spelling off by one byte at either end, cut short or one byte too
/// long, is not.
@Suite struct WordTests {
    static let words = Lexicon.shared.words

    static func classify(_ text: String) -> Word {
        var bytes = Array(text.utf8)
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { Lexicon.shared.classify($0.baseAddress!, length: text.utf8.count) }
    }

    /// What the lexer makes of `text`: the word of its first token.
    static func lexed(_ text: String) -> Word {
        var lexer = Lexer(source: SourceBuffer(bytes: Array(text.utf8)))
        return lexer.next().word
    }

    @Test(arguments: words)
    func spellingIsTheWord(word: Word) {
        #expect(Self.classify(word.spelling) == word)
        #expect(Self.lexed(word.spelling) == word)
        #expect(Word(spelling: word.spelling) == word)
    }

    @Test(arguments: words)
    func nearMissesAreOtherWords(word: Word) {
        let spelling = word.spelling
        let variants = [String(spelling.dropLast()) + "q", "q" + String(spelling.dropFirst()),
                        String(spelling.dropLast()), spelling.uppercased(), spelling + "q"]
        for variant in variants where !variant.isEmpty {
            let found = Self.lexed(variant)
            #expect(found == .other || found.spelling == variant, "\(variant)")
        }
    }

    /// The lexicon's length bound is its longest spelling: a longer word is `.other`.
    @Test func longestSpellingBoundsTheWords() throws {
        let lengths = Self.words.map(\.spelling.utf8.count)
        #expect(lengths.max() == Lexicon.shared.longestSpelling)
        let longest = try #require(Self.words.first { $0.spelling.utf8.count == Lexicon.shared.longestSpelling })
        #expect(Self.lexed(longest.spelling + "s") == .other)
    }

    /// The reserved keywords keep their fixed codes (the statement parser names them), then come
    /// the command words, then the other words of the table; nothing else is recognised.
    @Test func codesFollowTheTable() {
        #expect(Self.words.prefix(Word.keywords.count).map(\.spelling) == Word.keywords)
        #expect(Word.keywords.allSatisfy { Word(spelling: $0).isReserved && !Word(spelling: $0).isCommand })
        let commands = Self.words.dropFirst(Word.keywords.count).prefix(CommandTable.commandWords.count)
        #expect(commands.map(\.spelling) == CommandTable.commandWords)
        #expect(commands.allSatisfy { $0.isCommand && !$0.isReserved })
        let others = Self.words.dropFirst(Word.keywords.count + CommandTable.commandWords.count)
        #expect(Set(others.map(\.spelling)) == Set(CommandTable.otherWords).subtracting(CommandTable.commandWords + Word.keywords))
        #expect(others.allSatisfy { !$0.isCommand && !$0.isReserved })
        #expect(Self.words.count < 256, "a Word holds 255 codes")
    }

    /// A lexicon of other words numbers and recognises them alike (collisions in its table
    /// included: a thousand words in 1,024 slots would collide often).
    @Test func aLexiconOfManyWordsRecognisesEach() {
        let spellings = (0..<250).map { "w\($0)x" }
        let lexicon = Lexicon(keywords: [], commands: Array(spellings.prefix(10)), others: Array(spellings.dropFirst(10)))
        for (index, spelling) in spellings.enumerated() {
            #expect(lexicon.word(spelled: spelling) == Word(code: UInt8(index + 1)))
            #expect(lexicon.word(spelled: spelling + "y") == .other)
        }
        #expect(lexicon.commandWords.contains(Word(code: 10)) && !lexicon.commandWords.contains(Word(code: 11)))
    }
}
