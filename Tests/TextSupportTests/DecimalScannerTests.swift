import Testing
import TextSupport

/// Bytes in memory, 0 past the end, as a `DecimalSource`.
struct MemorySource: DecimalSource {
    let bytes: [UInt8]
    func byte(at offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }
    func text(from start: Int, to end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }
}

/// `text` scanned from its start: the value and the length read.
func scanned(_ text: String) -> (value: Double, length: Int) {
    var source = MemorySource(bytes: Array(text.utf8))
    let number = DecimalScanner.scan(&source, at: 0)
    return (number.value, number.end)
}

// MARK: - The general path

@Test(arguments: [
    ("0", 0.0, 1), ("6000", 6000, 4), ("44.525", 44.525, 6), ("0.1", 0.1, 3), ("1e-7", 1e-7, 4),
    ("1E+21", 1e21, 5), ("2.5e3", 2500, 5), ("12345678901234567890", 1.2345678901234567e19, 20),
    ("0.30000000000000004", 0.30000000000000004, 19), ("1e400", .infinity, 5), ("1e-400", 0, 6),
    ("4.9e-324", .leastNonzeroMagnitude, 8), ("1..4", 1, 1), ("1.x", 1, 1), ("3e", 3, 1), ("3e+", 3, 1), ("3ex", 3, 1),
    ("7s", 7, 1), ("1:24000", 1, 1), ("00012", 12, 5), ("591657527.591555", 591657527.591555, 16),
    ("-12338429.720544854".dropFirst().description, 12338429.720544854, 18),
])
func scansDecimals(text: String, value: Double, length: Int) {
    let number = scanned(text)
    #expect(number.value == value)
    #expect(number.length == length)
}

/// Every value is correctly rounded: the same as the standard library's conversion of the text.
@Test(arguments: [
    "9007199254740993", "123456789012345.6", "1234567890123456.7", "0.1e23", "8.98846567431158e307",
    "2.2250738585072011e-308", "1e22", "1e23", "123.456e-20", "9.999999999999999e22", "0.000001",
])
func agreesWithTheStandardLibrary(text: String) {
    #expect(scanned(text).value == Double(text))
    #expect(scanned(text).length == text.utf8.count)
}

/// What was read besides the digits.
@Test func reportsFractionAndExponent() {
    var source = MemorySource(bytes: Array("1.5e3".utf8))
    #expect(DecimalScanner.scan(&source, at: 0) == ScannedDecimal(value: 1500, end: 5, hasFraction: true, hasExponent: true))
    source = MemorySource(bytes: Array("x 15.".utf8))
    #expect(DecimalScanner.scan(&source, at: 2) == ScannedDecimal(value: 15, end: 4))
}

// MARK: - The fast path

/// The fast path gives the general path's value, when a terminator follows the number.
@Test(arguments: ["0", "6000", "44.525", "0.1", "123456789012345", "1.5 ", "2,3", "7s", "12.", "1..4"])
func theFastPathAgreesWithTheGeneralPath(text: String) throws {
    let bytes = Array((text + "\n").utf8) + [0]
    let short = try #require(bytes.withUnsafeBufferPointer { DecimalScanner.scanShort($0.baseAddress!) })
    let general = scanned(text + "\n")
    #expect(short.value == general.value)
    #expect(short.length == general.length)
}

@Test(arguments: ["1234567890123456", "1e5", "2.5E3", "12", "3.", "0.0000000000000001"])
func theFastPathLeavesTheRestToTheGeneralPath(text: String) {
    // No terminator but the 0 sentinel: the number may go on past the bytes read so far.
    let bytes = Array(text.utf8) + [0]
    #expect(bytes.withUnsafeBufferPointer { DecimalScanner.scanShort($0.baseAddress!) } == nil)
}
