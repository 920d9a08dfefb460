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
public enum NameHash {
    /// The hash of `name`; equal strings (by `==`) have equal hashes.
    public static func of(_ name: String) -> UInt64 {
        let fast = name.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            let (hash, isASCII) = hashBytes(UnsafeRawBufferPointer(bytes))
            return isASCII ? hash : nil
        }
        if let fast, let hash = fast { return hash }
        return slowHash(name)
    }

    /// The hash of the name spelled by the UTF-8 `bytes` when they are all ASCII (the same as
    /// `of(_:)` gives that name), else nil: for hashing a name straight from a text.
    public static func of(asciiBytes bytes: UnsafeRawBufferPointer) -> UInt64? {
        let (hash, isASCII) = hashBytes(bytes)
        return isASCII ? hash : nil
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
