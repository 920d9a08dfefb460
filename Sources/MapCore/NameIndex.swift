/// A compact hash index from names to positions in an array that its owner keeps: the
/// performance device behind `KeyedList` (see "Performance devices" in docs/performance.md), with its
/// own hash of names, `NameHash`, below.
///
/// The index stores no names: each entry is a 32-bit tag (the high half of the name's
/// `NameHash`) and a 32-bit index into the owner's array, 8 bytes in all. Looking a name up
/// walks the entries whose tag matches and asks the owner to confirm each candidate
/// (`find(hash:where:)` with `{ items[$0].name == name }`), so a hit costs one probe into a
/// small table plus the access to the record that is needed anyway, whatever the size.
///
/// Open addressing in a power-of-two table with linear probing, at most half full; removal
/// shifts the following entries back (no tombstones). An entry's home slot comes from its tag,
/// so the table grows without the owner's help. Indices must be in 0..<UInt32.max.
struct NameIndex: Sendable {
    /// The slots: 0 when empty, else `tag << 32 | (index + 1)`.
    private(set) var slots: [UInt64] = []
    /// The number of entries.
    private(set) var count = 0

    /// An empty index.
    init() {}

    /// An empty index that holds `minimumCapacity` entries before it grows.
    init(minimumCapacity: Int) {
        reserveCapacity(minimumCapacity)
    }

    /// How many entries fit before the table grows.
    var capacity: Int { slots.count / 2 }

    /// Whether there are no entries.
    var isEmpty: Bool { count == 0 }

    /// Makes room for `minimumCapacity` entries without growing again.
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        var size = max(slots.count, 8)
        while size / 2 < minimumCapacity { size *= 2 }
        resize(to: size)
    }

    // MARK: - Look-up

    /// The first index whose entry has `hash` and which `matches` accepts, or nil. `matches`
    /// sees only candidates (same 32-bit tag) and should compare the owner's record.
    func find(hash: UInt64, where matches: (Int) -> Bool) -> Int? {
        guard count > 0 else { return nil }
        let tag = Self.tag(of: hash)
        let mask = slots.count - 1
        var slot = Self.home(of: tag, mask: mask)
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            if Self.tag(ofEntry: entry) == tag, matches(Self.index(ofEntry: entry)) {
                return Self.index(ofEntry: entry)
            }
            slot = (slot + 1) & mask
        }
    }

    // MARK: - Editing

    /// Adds an entry for `index` under `hash` (the owner makes sure the name is new).
    mutating func insert(hash: UInt64, index: Int) {
        growIfFull()
        let tag = Self.tag(of: hash)
        slots[emptySlot(for: tag)] = Self.entry(tag: tag, index: index)
        count += 1
    }

    /// The index of an entry with `hash` that `matches` accepts, as `find(hash:where:)`; when
    /// there is none, adds an entry for `index` and returns nil. One probe sequence either way.
    mutating func findOrInsert(hash: UInt64, index: Int, where matches: (Int) -> Bool) -> Int? {
        let tag = Self.tag(of: hash)
        if count > 0 {
            let mask = slots.count - 1
            var slot = Self.home(of: tag, mask: mask)
            while true {
                let entry = slots[slot]
                if entry == 0 { break }
                if Self.tag(ofEntry: entry) == tag, matches(Self.index(ofEntry: entry)) {
                    return Self.index(ofEntry: entry)
                }
                slot = (slot + 1) & mask
            }
            if count + 1 <= capacity {
                slots[slot] = Self.entry(tag: tag, index: index)
                count += 1
                return nil
            }
        }
        insert(hash: hash, index: index)
        return nil
    }

    /// Removes the entry for `index` under `hash`; returns whether there was one.
    @discardableResult
    mutating func remove(hash: UInt64, index: Int) -> Bool {
        guard let slot = slot(hash: hash, index: index) else { return false }
        let mask = slots.count - 1
        // Backward shift: pull each following entry of the cluster into the hole when the
        // hole lies between its home and its slot, so every probe sequence stays unbroken.
        var hole = slot
        var next = (hole + 1) & mask
        while slots[next] != 0 {
            let home = Self.home(of: Self.tag(ofEntry: slots[next]), mask: mask)
            if (next &- home) & mask >= (next &- hole) & mask {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = 0
        count -= 1
        return true
    }

    /// Replaces every entry's index `i` with `transform(i)`, in one pass over the table (no
    /// hashing): the way to re-index a long stretch after an insertion, removal or move.
    mutating func remapIndices(_ transform: (Int) -> Int) {
        guard count > 0 else { return }
        for slot in slots.indices where slots[slot] != 0 {
            let entry = slots[slot]
            let index = Self.index(ofEntry: entry)
            let newIndex = transform(index)
            if newIndex != index { slots[slot] = Self.entry(tag: Self.tag(ofEntry: entry), index: newIndex) }
        }
    }

    /// Removes every entry.
    mutating func removeAll() {
        slots = []
        count = 0
    }

    // MARK: - Table

    private func slot(hash: UInt64, index: Int) -> Int? {
        guard count > 0 else { return nil }
        let tag = Self.tag(of: hash)
        let wanted = Self.entry(tag: tag, index: index)
        let mask = slots.count - 1
        var slot = Self.home(of: tag, mask: mask)
        while slots[slot] != 0 {
            if slots[slot] == wanted { return slot }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private func emptySlot(for tag: UInt32) -> Int {
        let mask = slots.count - 1
        var slot = Self.home(of: tag, mask: mask)
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func growIfFull() {
        if count + 1 > capacity { resize(to: max(slots.count * 2, 8)) }
    }

    private mutating func resize(to size: Int) {
        let mask = size - 1
        let old = slots
        slots = Array(repeating: 0, count: size)
        slots.withUnsafeMutableBufferPointer { table in
            for entry in old where entry != 0 {
                var slot = Self.home(of: Self.tag(ofEntry: entry), mask: mask)
                while table[slot] != 0 { slot = (slot + 1) & mask }
                table[slot] = entry
            }
        }
    }

    static func tag(of hash: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: hash >> 32) }

    static func home(of tag: UInt32, mask: Int) -> Int { Int(tag) & mask }

    private static func tag(ofEntry entry: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: entry >> 32) }

    private static func index(ofEntry entry: UInt64) -> Int { Int(UInt32(truncatingIfNeeded: entry)) - 1 }

    private static func entry(tag: UInt32, index: Int) -> UInt64 {
        precondition(index >= 0 && index < Int(UInt32.max), "NameIndex: index out of range")
        return UInt64(tag) << 32 | UInt64(index + 1)
    }
}

// MARK: - NameHash

/// A fast, deterministic 64-bit hash of a name that agrees with `String ==`, for `NameIndex`.
///
/// Swift compares strings by Unicode canonical equivalence (`"e\u{301}" == "\u{E9}"`,
/// `"\u{212A}" == "K"`), so equal strings may have different bytes. The rule used here is
/// exact: a name whose scalars are all ASCII, or one of the only three non-ASCII scalars whose
/// canonical decomposition is ASCII (U+037E GREEK QUESTION MARK -> `;`, U+1FEF GREEK VARIA ->
/// `` ` ``, U+212A KELVIN SIGN -> `K`), is hashed as its normalized ASCII bytes with a fixed
/// seed; any other name (whose every equivalent also has a non-ASCII scalar) falls back to
/// Swift's own `hashValue`, which is equivalence-aware but seeded per process. The fallback
/// only changes probe order in a `NameIndex`, never a result.
enum NameHash {
    /// The hash of `name`; equal strings (by `==`) have equal hashes.
    static func of(_ name: String) -> UInt64 {
        let fast = name.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            let (hash, isASCII) = hashBytes(UnsafeRawBufferPointer(bytes))
            return isASCII ? hash : nil
        }
        if let fast, let hash = fast { return hash }
        return slowHash(name)
    }

    /// The hash of a name that is not plain ASCII in contiguous storage: normalized ASCII when
    /// it maps to ASCII, else derived from `hashValue`.
    static func slowHash(_ name: String) -> UInt64 {
        if let ascii = asciiEquivalent(of: name) {
            return ascii.withUnsafeBytes { hashBytes($0).hash }
        }
        // Swift's hash is canonical-equivalence aware; the finalizer only spreads it further.
        return finalize(UInt64(UInt(bitPattern: name.hashValue)) ^ 0x5851_F42D_4C95_7F2D)
    }

    /// The bytes of `name` with U+037E, U+1FEF and U+212A replaced by their ASCII equivalents,
    /// when every scalar is ASCII or one of those three; nil otherwise.
    static func asciiEquivalent(of name: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        for scalar in name.unicodeScalars {
            switch scalar.value {
            case 0..<0x80: bytes.append(UInt8(scalar.value))
            case 0x037E: bytes.append(UInt8(ascii: ";"))
            case 0x1FEF: bytes.append(UInt8(ascii: "`"))
            case 0x212A: bytes.append(UInt8(ascii: "K"))
            default: return nil
            }
        }
        return bytes
    }

    // MARK: - Byte hash

    // The multipliers are the odd 64-bit constants of SplitMix64 (Steele, Lea and Flood 2014,
    // "Fast splittable pseudorandom number generators"); the seed is an arbitrary odd number.
    static let seed: UInt64 = 0x2545_F491_4F6C_DD1D
    static let golden: UInt64 = 0x9E37_79B9_7F4A_7C15
    static let mixer1: UInt64 = 0xBF58_476D_1CE4_E5B9
    static let mixer2: UInt64 = 0x94D0_49BB_1331_11EB

    /// The hash of `bytes` (8 at a time, the tail as one overlapping or assembled word), and
    /// whether all of them are ASCII.
    static func hashBytes(_ bytes: UnsafeRawBufferPointer) -> (hash: UInt64, isASCII: Bool) {
        let count = bytes.count
        var hash = seed ^ (UInt64(truncatingIfNeeded: count) &* golden)
        var seen: UInt64 = 0
        guard count > 0, let base = bytes.baseAddress else { return (finalize(hash), true) }
        if count >= 8 {
            var offset = 0
            while offset + 8 < count {
                let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                seen |= word
                hash = absorb(hash, word)
                offset += 8
            }
            // The last 8 bytes, overlapping the previous word when the count is not a multiple
            // of 8 (the count is already in the hash, so this stays unambiguous).
            let word = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            seen |= word
            hash = absorb(hash, word)
        } else if count >= 4 {
            let low = UInt64(base.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
            let high = UInt64(base.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
            seen = low | high
            hash = absorb(hash, low | high << 32)
        } else {
            let first = UInt64(base.load(fromByteOffset: 0, as: UInt8.self))
            let middle = UInt64(base.load(fromByteOffset: count / 2, as: UInt8.self))
            let last = UInt64(base.load(fromByteOffset: count - 1, as: UInt8.self))
            seen = first | middle | last
            hash = absorb(hash, first | middle << 8 | last << 16)
        }
        return (finalize(hash), seen & 0x8080_8080_8080_8080 == 0)
    }

    /// Mixes one word into the state: xor, multiply, xor-shift (each step a bijection, so two
    /// inputs differing in one word never collide before the next word).
    static func absorb(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (hash ^ word) &* mixer1
        return mixed ^ (mixed >> 29)
    }

    /// The SplitMix64 finalizer: every input bit affects every output bit.
    static func finalize(_ value: UInt64) -> UInt64 {
        var x = value
        x = (x ^ (x >> 30)) &* mixer1
        x = (x ^ (x >> 27)) &* mixer2
        return x ^ (x >> 31)
    }
}
