import Testing
@testable import MapScript

/// The lexer's keyword classification: every word's spelling is that word; a spelling off by
/// one byte at either end, or cut short, is not.
@Suite struct WordTests {
    static let words = Word.allCases.filter { $0 != .other && $0.spelling.utf8.count <= 11 }

    static func classify(_ text: String) -> Word {
        var bytes = Array(text.utf8)
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { Word.classify($0.baseAddress!, length: text.utf8.count) }
    }

    @Test(arguments: words)
    func spellingIsTheWord(word: Word) {
        #expect(Self.classify(word.spelling) == word)
    }

    @Test(arguments: words)
    func nearMissesAreOtherWords(word: Word) {
        let spelling = word.spelling
        let variants = [String(spelling.dropLast()) + "q", "q" + String(spelling.dropFirst()),
                        String(spelling.dropLast()), spelling.uppercased()]
        for variant in variants where !variant.isEmpty {
            let found = Self.classify(variant)
            #expect(found == .other || found.spelling == variant, "\(variant)")
        }
    }
}
