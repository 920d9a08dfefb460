import Testing
@testable import TextSupport

/// "Did you mean" computes only the cells near the diagonal (issue 23, item 7): the banded
/// distance agrees with the full one wherever it is within the limit, and says "beyond"
/// everywhere else.
@Suite struct SuggestionBandTests {
    /// Pseudo-random words over a small alphabet (so that transpositions and near misses are
    /// common), from a fixed seed.
    static let words: [String] = {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        return (0..<160).map { _ in String((0..<Int(next() % 11)).map { _ in Array("abcab")[Int(next() % 5)] }) }
    }()

    @Test(arguments: 0...4)
    func bandedAgreesWithFull(limit: Int) {
        for (index, a) in Self.words.enumerated() {
            for b in Self.words[index...].prefix(40) {
                let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
                let full = Suggestion.distance(x, y)
                let banded = Suggestion.distance(x, y, limit: limit)
                if full <= limit {
                    #expect(banded == full, "\(a) \(b) limit \(limit)")
                } else {
                    #expect(banded > limit, "\(a) \(b) limit \(limit)")
                }
            }
        }
    }

    /// Ten names of 32,000 characters and a misspelling of one: the one-letter slip is found
    /// (it took 43 s before the band; now a few milliseconds of 32,000 x 7 cells each).
    @Test func longNamesAreComparedInTheBand() {
        let names = (0..<10).map { String(repeating: "name\($0)-", count: 4_000) }
        var misspelled = names[3]
        misspelled.removeLast()
        misspelled += "x"
        #expect(Suggestion.closest(to: misspelled, among: names, limit: 1) == [names[3]])
    }
}
