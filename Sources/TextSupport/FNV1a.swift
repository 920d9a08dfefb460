/// FNV-1a, 64 bits: a fast, stable hash of a text's UTF-8 bytes, the same on every run and
/// machine (unlike `Hasher`), for keys compared often and names kept on disk. Constants from
/// the FNV specification (Fowler, Noll, Vo; draft-eastlake-fnv).
public enum FNV1a {
    /// The hash of `text`'s UTF-8 bytes.
    @inlinable
    public static func hash(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { bytes in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            return hash
        }
    }
}
