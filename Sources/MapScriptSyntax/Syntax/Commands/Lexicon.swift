/// The language's words, numbered at start-up: the reserved keywords (codes 1...15), the command
/// words of the table in table order (from 16, below 128, so that `isCommand` is a comparison),
/// then its sub-words, separators and clause words as they first appear (from 128), and the
/// recogniser the lexer asks.
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
    /// The hash table: each slot holds a spelling packed as two integers and its code (0: empty);
    /// allocated once and read without bounds checks (`slotCount` is a power of two).
    private nonisolated(unsafe) let slots: UnsafeMutablePointer<Slot>
    /// The recogniser over `slots`: plain data, which the lexer keeps (no reference counting).
    let recogniser: Recogniser

    /// One slot of the hash table.
    struct Slot: Sendable {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var code: UInt8 = 0
    }

    /// Slots in the table: a power of two, at least four times the words (short probes).
    static let slotCount = 1024

    /// A lexicon numbering `keywords` from 1, `commands` from 16 and `others` from 128
    /// (duplicates of an earlier word are skipped). At most 15 keywords, 112 commands and 128
    /// other words, each of at most 16 ASCII bytes.
    init(keywords: [String], commands: [String], others: [String]) {
        var spellings = ["<identifier>"]
        slots = .allocate(capacity: Self.slotCount)
        slots.initialize(repeating: Slot(), count: Self.slotCount)
        for (group, first, end) in [(keywords, 1, Word.firstCommandCode), (commands, Word.firstCommandCode, Word.firstOtherCode),
                                    (others, Word.firstOtherCode, 256)] {
            while spellings.count < first { spellings.append("<unused>") }
            for spelling in group {
                precondition(spelling.utf8.count <= 16, "a word over 16 bytes: \(spelling)")
                let (low, high) = Self.pack(spelling)
                var slot = Self.hash(low, high)
                // A word already numbered (a sub-word of several commands) keeps its code.
                while slots[slot].code != 0 && (slots[slot].low != low || slots[slot].high != high) {
                    slot = (slot + 1) & (Self.slotCount - 1)
                }
                guard slots[slot].code == 0 else { continue }
                precondition(spellings.count < end, "too many words: \(spelling)")
                slots[slot] = Slot(low: low, high: high, code: UInt8(spellings.count))
                spellings.append(spelling)
            }
        }
        self.spellings = spellings
        commandWords = WordSet((Word.firstCommandCode..<min(spellings.count, Word.firstOtherCode))
            .filter { spellings[$0] != "<unused>" }.map { Word(code: UInt8($0)) })
        longestSpelling = spellings.dropFirst().filter { $0 != "<unused>" }.map(\.utf8.count).max() ?? 0
        recogniser = Recogniser(slots: slots, longestSpelling: longestSpelling)
    }

    deinit {
        slots.deallocate()
    }

    /// The word spelled by the `length` bytes at `bytes`, or `.other`.
    func classify(_ bytes: UnsafePointer<UInt8>, length: Int) -> Word {
        recogniser.classify(bytes, length: length)
    }

    /// The word spelled `spelling`, or `.other`.
    func word(spelled spelling: String) -> Word {
        var text = spelling
        return text.withUTF8 { bytes in
            guard let start = bytes.baseAddress, !bytes.isEmpty else { return .other }
            return classify(start, length: bytes.count)
        }
    }

    /// Every word the lexicon knows, in code order (without `.other`).
    var words: [Word] { (1..<spellings.count).filter { spellings[$0] != "<unused>" }.map { Word(code: UInt8($0)) } }

    /// A spelling's bytes (up to 16) as two little-endian integers.
    private static func pack(_ spelling: String) -> (UInt64, UInt64) {
        var text = spelling
        return text.withUTF8 { bytes in
            var low: UInt64 = 0
            var high: UInt64 = 0
            for index in bytes.indices {
                if index < 8 {
                    low |= UInt64(bytes[index]) << (8 * UInt64(index))
                } else {
                    high |= UInt64(bytes[index]) << (8 * UInt64(index - 8))
                }
            }
            return (low, high)
        }
    }

    /// The first slot to probe for a packed spelling.
    static func hash(_ low: UInt64, _ high: UInt64) -> Int {
        Int(truncatingIfNeeded: ((low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F)) >> 54) & (slotCount - 1)
    }
}

extension Lexicon {
    /// The lexicon's hash table as plain data: a pointer to the lexicon's slots (which live as
    /// long as the lexicon) and the longest spelling.
    struct Recogniser: @unchecked Sendable {
        /// The lexicon's slots.
        let slots: UnsafeMutablePointer<Slot>
        /// The length of the longest spelling, in bytes.
        let longestSpelling: Int

        /// The word spelled by the `length` bytes at `bytes`, or `.other`.
        func classify(_ bytes: UnsafePointer<UInt8>, length: Int) -> Word {
            guard length <= longestSpelling && length > 0 else { return .other }
            // The bytes as two little-endian integers, read in at most two loads each: overlapping
            // loads OR the shared bytes with themselves.
            let raw = UnsafeRawPointer(bytes)
            var low: UInt64 = 0
            var high: UInt64 = 0
            switch length {
            case 1...3:
                for index in 0..<length { low |= UInt64(bytes[index]) &<< UInt64(index &* 8) }
            case 4...7:
                low = UInt64(raw.loadUnaligned(as: UInt32.self))
                    | UInt64(raw.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)) &<< UInt64((length &- 4) &* 8)
            default:
                low = raw.loadUnaligned(as: UInt64.self)
                if length > 8 { high = raw.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self) &>> UInt64((16 &- length) &* 8) }
            }
            var slot = Lexicon.hash(low, high)
            while true {
                let entry = slots[slot]
                if entry.code == 0 { return .other }
                if entry.low == low && entry.high == high { return Word(code: entry.code) }
                slot = (slot &+ 1) & (Lexicon.slotCount - 1)
            }
        }
    }
}
