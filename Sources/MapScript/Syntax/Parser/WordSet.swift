/// A set of `Word`s as a 128-bit mask: membership is a bit test, with no array or hashing, so
/// the parser can keep the clause words of the command it is parsing at no cost.
struct WordSet: Equatable, Sendable {
    /// Bits 0-63.
    private var low: UInt64 = 0
    /// Bits 64-127.
    private var high: UInt64 = 0

    /// The empty set.
    init() {}

    /// The set whose bits are `low` (codes 0-63) and `high` (codes 64-127): for generated
    /// constants (`WordSet+Forms.swift`), which are then statically initialised.
    init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// The set of `words`.
    init(_ words: Word...) {
        for word in words { insert(word) }
    }

    /// Whether `word` is in the set.
    @inline(__always)
    func contains(_ word: Word) -> Bool {
        let bit = word.rawValue
        return bit < 64 ? low & (1 << UInt64(bit)) != 0 : high & (1 << UInt64(bit - 64)) != 0
    }

    /// Adds `word`.
    @inline(__always)
    mutating func insert(_ word: Word) {
        let bit = word.rawValue
        if bit < 64 { low |= 1 << UInt64(bit) } else { high |= 1 << UInt64(bit - 64) }
    }
}
