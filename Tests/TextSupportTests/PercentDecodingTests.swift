import Testing
import TextSupport

/// `percentDecoded` (RFC 3986): `%XX` becomes its byte, a stray `%` stays, the bytes are read
/// as UTF-8; and `FNV1a`, against the specification's published test values.
@Suite struct PercentDecodingTests {
    @Test(arguments: [
        ("tour%20one.mapscript", "tour one.mapscript"), ("%E6%B2%B3%E5%B7%9D", "河川"), ("100%25", "100%"),
        ("a%2", "a%2"), ("%zz", "%zz"), ("%", "%"), ("", ""), ("plus+stays", "plus+stays"), ("%ff", "\u{FFFD}"),
    ])
    func decodes(text: String, expected: String) {
        #expect(text.percentDecoded == expected)
        #expect(Substring(text).percentDecoded == expected)
    }

    // Test values of 64-bit FNV-1a from the FNV reference code's test vectors.
    @Test(arguments: [("", 0xCBF2_9CE4_8422_2325 as UInt64), ("a", 0xAF63_DC4C_8601_EC8C), ("foobar", 0x8594_4171_F739_67E8)])
    func fnv1a(text: String, expected: UInt64) {
        #expect(FNV1a.hash(text) == expected)
    }
}
