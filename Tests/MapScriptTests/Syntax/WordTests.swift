import Testing
@testable import MapScriptSyntax

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
        #expect(commands.count <= Word.firstOtherCode - Word.firstCommandCode && others.count <= 256 - Word.firstOtherCode)
    }

    /// A full lexicon numbers and recognises every word (collisions in its hash table
    /// included), commands below 128 and the other words from 128.
    @Test func aFullLexiconRecognisesEach() {
        let keywords = (0..<15).map { "k\($0)" }, commands = (0..<112).map { "command\($0)" }, others = (0..<128).map { "w\($0)x" }
        let lexicon = Lexicon(keywords: keywords, commands: commands, others: others)
        var codes = Set<UInt8>()
        for spelling in keywords + commands + others {
            let word = lexicon.word(spelled: spelling)
            #expect(word != .other && lexicon.spellings[Int(word.code)] == spelling)
            #expect(word.isCommand == spelling.hasPrefix("command"), "\(spelling)")
            #expect(lexicon.word(spelled: spelling + "y") == .other)
            codes.insert(word.code)
        }
        #expect(codes.count == 255 && lexicon.words.count == 255)
    }
}
