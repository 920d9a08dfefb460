/// A set of `Word`s as a 256-bit mask: membership is a bit test, with no array or hashing, so
/// the parser can keep the stop words of the command it is parsing at no cost.
struct WordSet: Equatable, Sendable {
    /// The bits, 64 words to a part.
    private var parts: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    /// The empty set.
    init() {}

    /// The set of `words`.
    init(_ words: some Sequence<Word>) {
        for word in words { insert(word) }
    }

    /// Whether the set is empty.
    var isEmpty: Bool { parts == (0, 0, 0, 0) }

    /// Whether `word` is in the set (inlined: a bit test where the parser asks).
    @inline(__always)
    func contains(_ word: Word) -> Bool {
        let bit = UInt64(word.code & 63)
        switch word.code >> 6 {
        case 0: return parts.0 & (1 << bit) != 0
        case 1: return parts.1 & (1 << bit) != 0
        case 2: return parts.2 & (1 << bit) != 0
        default: return parts.3 & (1 << bit) != 0
        }
    }

    /// Adds `word`.
    @inline(__always)
    mutating func insert(_ word: Word) {
        let bit = UInt64(word.code & 63)
        switch word.code >> 6 {
        case 0: parts.0 |= 1 << bit
        case 1: parts.1 |= 1 << bit
        case 2: parts.2 |= 1 << bit
        default: parts.3 |= 1 << bit
        }
    }

    /// The set with `other`'s words added.
    func union(_ other: WordSet) -> WordSet {
        var result = self
        result.parts = (parts.0 | other.parts.0, parts.1 | other.parts.1, parts.2 | other.parts.2, parts.3 | other.parts.3)
        return result
    }

    static func == (a: WordSet, b: WordSet) -> Bool { a.parts == b.parts }
}
