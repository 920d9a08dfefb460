import MapFormats
import Testing

/// Whole numbers past ±2^53, where a `Double` no longer holds every integer, read and write back
/// exactly (issue 35: 9007199254740993 came back as 9007199254740992, 1234567890123456789 as
/// 1.2345678901234568e+18).
@Suite struct JSONIntegerTests {
    /// Each text reads as the value given and writes back as the text.
    @Test(arguments: [
        ("9007199254740993", JSONValue.integer(9_007_199_254_740_993)),
        ("-9223372036854775808", .integer(Int.min)),
        ("9223372036854775807", .integer(Int.max)),
        ("1234567890123456789", .integer(1_234_567_890_123_456_789)),
        ("-9007199254740993", .integer(-9_007_199_254_740_993)),
        // Up to 2^53 a whole number is a `number`, as before.
        ("9007199254740992", .number(9_007_199_254_740_992)),
        ("42", .number(42)),
    ])
    func exactIntegersRoundTrip(text: String, value: JSONValue) throws {
        let read = try JSONParser.parse(text)
        #expect(read == value)
        if case .integer = value { #expect(read.intValue == value.intValue) }
        #expect(try JSONWriter(style: .compact).string(read) == text)
        let inArray = try JSONParser.parse("[\(text)]")
        #expect(try JSONWriter(style: .compact).string(inArray) == "[\(text)]")
    }

    /// Past 64 bits, or with a fraction or an exponent, a number stays a `Double`.
    @Test(arguments: [("9223372036854775808", 0x1p63), ("-9223372036854775809", -0x1p63), ("1e18", 1e18),
                      ("9007199254740993.0", 9_007_199_254_740_992.0)])
    func otherNumbersStayDoubles(text: String, number: Double) throws {
        #expect(try JSONParser.parse(text) == .number(number))
        if case .integer = try JSONParser.parse(text) { Issue.record("\(text) read as an integer") }
    }

    /// An integer equals a number only when the `Double` is exactly it, and equal values hash
    /// alike (a dictionary of renderer values finds either).
    @Test func equalityAndHashAgree() {
        let exact = JSONValue.integer(Int.min)  // -2^63: a Double holds it.
        #expect(exact == .number(-0x1p63))
        #expect(exact.hashValue == JSONValue.number(-0x1p63).hashValue)
        #expect(JSONValue.integer(9_007_199_254_740_993) != .number(9_007_199_254_740_992))
        #expect(JSONValue.integer(Int.max) != .number(0x1p63))
        let set: Set<JSONValue> = [.integer(Int.min), .number(-0x1p63), .integer(9_007_199_254_740_993)]
        #expect(set.count == 2)
        #expect(JSONValue.integer(exactly: 12) == .number(12))
        if case .integer = JSONValue.integer(exactly: 12) { Issue.record("12 made an integer") }
    }
}
