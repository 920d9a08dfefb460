import Testing
@testable import MapCore

// MARK: - Agreement with String ==

/// Pairs that `String ==` calls equal although their bytes differ: canonical equivalents.
@Test(arguments: [
    ("Caf\u{E9}", "Cafe\u{301}"),  // NFC vs NFD
    ("\u{212A}", "K"),  // KELVIN SIGN
    ("\u{212A}elvin scale", "Kelvin scale"),
    ("a\u{37E}", "a;"),  // GREEK QUESTION MARK
    ("\u{1FEF}quoted`", "`quoted`"),  // GREEK VARIA
    ("Place \u{212A}\u{37E}\u{1FEF} and a long tail", "Place K;` and a long tail"),
    ("\u{1E69}", "s\u{323}\u{307}"),  // s with dot below and dot above: composed vs decomposed
    ("s\u{307}\u{323}", "s\u{323}\u{307}"),  // combining marks reordered canonically
    ("\u{C5}ngstr\u{F6}m", "\u{212B}ngstro\u{308}m"),  // ANGSTROM SIGN is not ASCII-equivalent
    ("\u{304C}\u{304E}", "\u{304B}\u{3099}\u{304E}"),  // Japanese ga: composed vs with dakuten
    ("\u{212A}\u{301}", "K\u{301}"),  // Kelvin sign beside a non-ASCII mark: the fallback path
])
func equalStringsHashEqually(a: String, b: String) {
    #expect(a == b)
    #expect(NameHash.of(a) == NameHash.of(b))
}

/// Pairs that differ (by `==`) and that a deterministic byte hash must tell apart.
@Test(arguments: [
    ("", " "), ("a", "b"), ("ab", "ba"), ("abc", "abd"), ("abcd", "abce"), ("Place 1", "Place 2"),
    ("Place 12345678", "Place 12345679"), ("Place 1234567", "Place 12345678"),
    ("a long bookmark name over sixteen bytes, one", "a long bookmark name over sixteen bytes, two"),
    ("K", "k"), (";", ":"), ("a\0", "a"), ("\0", ""),
])
func differentASCIINamesHashDifferently(a: String, b: String) {
    #expect(a != b)
    #expect(NameHash.of(a) != NameHash.of(b))
}

// MARK: - Determinism

/// ASCII names (and their three non-ASCII equivalents) hash to fixed values in every process:
/// no per-process seed on the fast path.
@Test(arguments: ["", "K", "Place 1", "Grand Prismatic Spring", "\u{212A}", "Place \u{37E}"])
func asciiHashesAreFixed(name: String) {
    let ascii = String(decoding: NameHash.asciiEquivalent(of: name) ?? [], as: UTF8.self)
    let bytes = Array(ascii.utf8)
    let expected = bytes.withUnsafeBytes { NameHash.hashBytes($0).hash }
    #expect(NameHash.of(name) == expected)
    #expect(NameHash.of(name) == NameHash.of(String(ascii)))
}

/// Fixed values, worked out independently (a few lines of Python over the same algorithm), so
/// that a change to the mixing or a per-process seed shows.
@Test(arguments: [
    ("", 0x952F_14F1_E8DD_C491 as UInt64), ("a", 0x0D10_1C37_3EF0_A14E), ("K", 0xC4BF_17F6_F585_F6E6),
    ("\u{212A}", 0xC4BF_17F6_F585_F6E6), ("Place 1", 0xE0E3_1B20_72D8_5D1F),
    ("Grand Prismatic Spring", 0x583E_F5B6_4618_E37B),
])
func knownValues(name: String, value: UInt64) {
    #expect(NameHash.of(name) == value)
}

// MARK: - Which path

@Test(arguments: [
    ("plain ascii", [UInt8]("plain ascii".utf8)),
    ("\u{212A}\u{37E}\u{1FEF}", [UInt8]("K;`".utf8)),
    ("", []),
])
func asciiEquivalents(name: String, bytes: [UInt8]) {
    #expect(NameHash.asciiEquivalent(of: name) == bytes)
}

@Test(arguments: ["Caf\u{E9}", "Cafe\u{301}", "\u{6771}\u{4EAC}", "\u{212B}", "\u{1F30B}", "K\u{301}"])
func nonASCIIEquivalentNamesFallBack(name: String) {
    #expect(NameHash.asciiEquivalent(of: name) == nil)
    #expect(NameHash.of(name) == NameHash.of(name + ""))
}

@Test func hashSpreadsSequentialNames() {
    // Names that differ in a digit or two must spread over the table's home slots.
    let tags = (0..<10_000).map { UInt32(truncatingIfNeeded: NameHash.of("Place \($0)") >> 32) }
    #expect(Set(tags).count == 10_000)
    let homes = Set(tags.map { $0 & 16383 })
    #expect(homes.count > 7_000)  // random placement fills about 8,500 of 16,384
}
