import Testing
@testable import MapScript

/// The lexer's keyword classification: every word's spelling is that word; a spelling off by
/// one byte at either end, cut short or one byte too long, is not.
@Suite struct WordTests {
    static let words = Word.allCases.filter { $0 != .other }

    static func classify(_ text: String) -> Word {
        var bytes = Array(text.utf8)
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { Word.classify($0.baseAddress!, length: text.utf8.count) }
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

    /// The lexer's length bound is the longest spelling, derived from the table: no word is
    /// longer, one is that long, and a longer word (the longest plus a letter) is `.other`.
    @Test func longestSpellingIsDerived() throws {
        let lengths = Self.words.map(\.spelling.utf8.count)
        #expect(lengths.max() == Word.longestSpelling)
        let longest = try #require(Self.words.first { $0.spelling.utf8.count == Word.longestSpelling })
        #expect(Self.lexed(longest.spelling + "s") == .other)
    }
}
