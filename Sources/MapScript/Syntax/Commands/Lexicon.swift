/// The language's words, numbered at start-up: the reserved keywords (codes 1...15), then every
/// word of the command table (the command words first, in table order, then the sub-words,
/// separators and clause words as they first appear), and the recogniser the lexer asks.
///
/// As Lua's `luaX_init` marks its reserved words once at start-up, this builds one small
/// open-addressing hash table from the spellings; `classify` packs a word's bytes into two
/// integers and probes it, with no `String` built.
final class Lexicon: Sendable {
    /// The lexicon of the keywords and the command table.
    static let shared = Lexicon(keywords: Word.keywords, commands: CommandTable.commandWords,
                                others: CommandTable.otherWords)

    /// Every word's spelling, by code (`<identifier>` for code 0).
    let spellings: [String]
    /// The command words.
    let commandWords: WordSet
    /// The length of the longest spelling, in bytes: a longer word is `.other`.
    let longestSpelling: Int
    /// The hash table: each slot holds a spelling packed as two integers and its code (0: empty).
    private let slots: [Slot]

    /// One slot of the hash table.
    private struct Slot: Sendable {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var code: UInt8 = 0
    }

    /// Slots in the table: a power of two, at least four times the words (short probes).
    private static let slotCount = 1024

    /// A lexicon numbering `keywords` from 1, then `commands`, then `others` (duplicates of an
    /// earlier word are skipped). At most 255 words of at most 16 ASCII letters each.
    init(keywords: [String], commands: [String], others: [String]) {
        var spellings = ["<identifier>"]
        var slots = [Slot](repeating: Slot(), count: Self.slotCount)
        var commandWords = WordSet()
        var seen = Set<String>()
        for (index, spelling) in (keywords + commands + others).enumerated() where seen.insert(spelling).inserted {
            precondition(spellings.count < 256 && spelling.utf8.count <= 16, "the lexicon holds 255 words of 16 bytes")
            let code = UInt8(spellings.count)
            spellings.append(spelling)
            if index >= keywords.count && index < keywords.count + commands.count { commandWords.insert(Word(code: code)) }
            let (low, high) = Self.pack(Array(spelling.utf8))
            var slot = Self.hash(low, high)
            while slots[slot].code != 0 { slot = (slot + 1) & (Self.slotCount - 1) }
            slots[slot] = Slot(low: low, high: high, code: code)
        }
        self.spellings = spellings
        self.commandWords = commandWords
        self.slots = slots
        longestSpelling = spellings.dropFirst().map(\.utf8.count).max() ?? 0
    }

    /// The word spelled by the `length` bytes at `bytes`, or `.other`.
    func classify(_ bytes: UnsafePointer<UInt8>, length: Int) -> Word {
        guard length <= longestSpelling else { return .other }
        var low: UInt64 = 0
        var high: UInt64 = 0
        for index in 0..<min(length, 8) { low |= UInt64(bytes[index]) << (8 * UInt64(index)) }
        if length > 8 {
            for index in 8..<length { high |= UInt64(bytes[index]) << (8 * UInt64(index - 8)) }
        }
        return slots.withUnsafeBufferPointer { table in
            var slot = Self.hash(low, high)
            while true {
                let entry = table[slot]
                if entry.code == 0 { return .other }
                if entry.low == low && entry.high == high { return Word(code: entry.code) }
                slot = (slot &+ 1) & (Self.slotCount - 1)
            }
        }
    }

    /// The word spelled `spelling`, or `.other`.
    func word(spelled spelling: String) -> Word {
        var bytes = Array(spelling.utf8)
        guard !bytes.isEmpty else { return .other }
        return bytes.withUnsafeMutableBufferPointer { classify($0.baseAddress.unsafelyUnwrapped, length: $0.count) }
    }

    /// Every word the lexicon knows, in code order (without `.other`).
    var words: [Word] { (1..<spellings.count).map { Word(code: UInt8($0)) } }

    /// Up to 16 bytes as two little-endian integers.
    private static func pack(_ bytes: [UInt8]) -> (UInt64, UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for (index, byte) in bytes.enumerated() {
            if index < 8 { low |= UInt64(byte) << (8 * UInt64(index)) } else { high |= UInt64(byte) << (8 * UInt64(index - 8)) }
        }
        return (low, high)
    }

    /// The first slot to probe for a packed spelling.
    private static func hash(_ low: UInt64, _ high: UInt64) -> Int {
        Int(truncatingIfNeeded: ((low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F)) >> 54) & (slotCount - 1)
    }
}
