import Testing
@testable import MapFormats

/// A JSON text that must parse to a value.
struct ValidCase: Sendable, CustomTestStringConvertible {
    let text: String
    let value: JSONValue
    init(_ text: String, _ value: JSONValue) {
        self.text = text
        self.value = value
    }
    var testDescription: String { text.debugDescription }
}

/// Bytes that must fail with a message at a line and column.
struct ErrorCase: Sendable, CustomTestStringConvertible {
    let bytes: [UInt8]
    let message: String
    let line: Int
    let column: Int
    init(_ text: String, _ message: String, _ line: Int, _ column: Int) {
        self.init(bytes: Array(text.utf8), message, line, column)
    }
    init(bytes: [UInt8], _ message: String, _ line: Int, _ column: Int) {
        self.bytes = bytes
        self.message = message
        self.line = line
        self.column = column
    }
    var testDescription: String { String(decoding: bytes, as: UTF8.self).debugDescription }
}

@Suite struct JSONParserTests {
    static let valid: [ValidCase] = [
        ValidCase("null", .null),
        ValidCase("true", true),
        ValidCase("false", false),
        ValidCase("0", 0),
        ValidCase("12", 12),
        ValidCase("-12.5e3", -12500),
        ValidCase("1E+2", 100),
        ValidCase("1e-2", 0.01),
        ValidCase("0.1", 0.1),
        ValidCase("-0.0", 0),
        ValidCase("44.525", 44.525),
        // Past 2^53 a whole number is exact (issue 35), not rounded to 9007199254740992.
        ValidCase("9007199254740993", .integer(9_007_199_254_740_993)),
        ValidCase("123456789012345678901234567890", 1.2345678901234568e29),
        ValidCase("1e-400", 0),
        ValidCase("1.7976931348623157e308", .number(.greatestFiniteMagnitude)),
        ValidCase(#""""#, ""),
        ValidCase(#""a""#, "a"),
        ValidCase(#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{8}\u{C}\n\r\t"),
        ValidCase(#""\u00e9\u00C9""#, "éÉ"),
        ValidCase(#""\uD83D\uDE00""#, "😀"),
        ValidCase(#""\u0000""#, "\u{0}"),
        ValidCase(#""é😀 and \u0041""#, "é😀 and A"),
        ValidCase(#""👍🏽""#, "👍🏽"),
        ValidCase("\"\u{7F}\u{2028}\"", "\u{7F}\u{2028}"),
        ValidCase("[]", []),
        ValidCase("{}", [:]),
        ValidCase(" \t\r\n[ 1 , [ 2 ] , { \"a\" : null } ]\n", [1, [2], ["a": .null]]),
        ValidCase(#"{"b":1,"a":2,"c":{"z":[],"y":{}}}"#, ["b": 1, "a": 2, "c": ["z": [], "y": [:]]]),
        ValidCase("\u{FEFF}[1]", [1]),
        ValidCase(#"{"":"empty key"}"#, ["": "empty key"]),
        ValidCase(#"{"a":1,"b":2,"c":3,"d":4,"e":5,"f":6,"g":7,"h":8,"i":9,"j":10}"#,
                  ["a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7, "h": 8, "i": 9, "j": 10]),
    ]

    @Test(arguments: valid)
    func parsesValidText(_ test: ValidCase) throws {
        #expect(try JSONParser.parse(test.text) == test.value)
        #expect(try JSONParser.parse(Array(test.text.utf8)) == test.value)
    }

    @Test(arguments: [("-0", true), ("0", false), ("-0.0", true), ("-0e5", true)])
    func keepsTheSignOfZero(_ text: String, _ negative: Bool) throws {
        let number = try #require(try JSONParser.parse(text).doubleValue)
        #expect(number == 0 && (number.sign == .minus) == negative)
    }

    static let errors: [ErrorCase] = [
        ErrorCase("", "unexpected end of input", 1, 1),
        ErrorCase("   ", "unexpected end of input", 1, 4),
        ErrorCase("[", "unexpected end of input", 1, 2),
        ErrorCase("{", "unexpected end of input", 1, 2),
        ErrorCase(#"{"a""#, "unexpected end of input", 1, 5),
        ErrorCase(#"{"a":"#, "unexpected end of input", 1, 6),
        ErrorCase("[1,", "unexpected end of input", 1, 4),
        ErrorCase("1.", "unexpected end of input", 1, 3),
        ErrorCase("1e", "unexpected end of input", 1, 3),
        ErrorCase("-", "unexpected end of input", 1, 2),
        ErrorCase("[1,]", "trailing comma before ']'", 1, 3),
        ErrorCase(#"{"a":1,}"#, "trailing comma before '}'", 1, 7),
        ErrorCase("[1,\n  2,\n  ]", "trailing comma before ']'", 2, 4),
        ErrorCase(#"{"a":1 "b":2}"#, #"expected ',' or '}' after an object member, found '"'"#, 1, 8),
        ErrorCase(#"{"a":1]"#, "expected ',' or '}' after an object member, found ']'", 1, 7),
        ErrorCase(#"{"a" 1}"#, "expected ':' after an object key, found '1'", 1, 6),
        ErrorCase("{a:1}", "expected a string key, found 'a'", 1, 2),
        ErrorCase("{,}", "expected a string key, found ','", 1, 2),
        ErrorCase("[1 2]", "expected ',' or ']' after an array element, found '2'", 1, 4),
        ErrorCase("[1}", "expected ',' or ']' after an array element, found '}'", 1, 3),
        ErrorCase("[NaN]", "expected a value, found 'NaN'", 1, 2),
        ErrorCase("Infinity", "expected a value, found 'Infinity'", 1, 1),
        ErrorCase("-Infinity", "expected a digit after '-', found 'Infinity'", 1, 2),
        ErrorCase("[-]", "expected a digit after '-', found ']'", 1, 3),
        ErrorCase("[,]", "expected a value, found ','", 1, 2),
        ErrorCase(#"{"a":}"#, "expected a value, found '}'", 1, 6),
        ErrorCase(".5", "expected a value, found '.'", 1, 1),
        ErrorCase("'a'", "expected a value, found '''", 1, 1),
        ErrorCase("// comment\n1", "expected a value, found '/'", 1, 1),
        ErrorCase("tru", "expected a value, found 'tru'", 1, 1),
        ErrorCase("[truex]", "expected a value, found 'truex'", 1, 2),
        ErrorCase("[None]", "expected a value, found 'None'", 1, 2),
        ErrorCase("[abcdefghijklmnopqrstuvwxyz0123]",
                  "expected a value, found 'abcdefghijklmnopqrstuvwx...'", 1, 2),
        ErrorCase("[\u{1}]", "expected a value, found control character U+0001", 1, 2),
        ErrorCase("\u{C}1", "expected a value, found control character U+000C", 1, 1),
        ErrorCase("€", "expected a value, found '€'", 1, 1),
        ErrorCase("01", "leading zeros are not allowed in numbers", 1, 1),
        ErrorCase("[-012]", "leading zeros are not allowed in numbers", 1, 2),
        ErrorCase("1.e3", "expected a digit after the decimal point, found 'e3'", 1, 3),
        ErrorCase("1e+x", "expected a digit after the exponent, found 'x'", 1, 4),
        ErrorCase("1e400", "number '1e400' is out of range", 1, 1),
        ErrorCase("[0, -1.5e999]", "number '-1.5e999' is out of range", 1, 5),
        ErrorCase("1x", "unexpected 'x' after the top-level value", 1, 2),
        ErrorCase("true false", "unexpected 'false' after the top-level value", 1, 6),
        ErrorCase("[1]]", "unexpected ']' after the top-level value", 1, 4),
        ErrorCase(#""abc"#, "unterminated string", 1, 1),
        ErrorCase(#"["a\"#, "unterminated string", 1, 2),
        ErrorCase(#""\u12"#, "unterminated string", 1, 1),
        ErrorCase("[\"a\nb\"]", "control character U+000A must be escaped in a string", 1, 4),
        ErrorCase("\"a\tb\"", "control character U+0009 must be escaped in a string", 1, 3),
        ErrorCase(#""\x""#, #"invalid escape '\x'"#, 1, 2),
        ErrorCase(#""\U0041""#, #"invalid escape '\U'"#, 1, 2),
        ErrorCase(#""\é""#, #"invalid escape '\é'"#, 1, 2),
        ErrorCase("\"\\\u{1}\"", #"invalid escape '\U+0001'"#, 1, 2),
        ErrorCase(#""\u12G4""#, #"expected 4 hexadecimal digits after '\u'"#, 1, 2),
        ErrorCase(#""\uD800""#, #"unpaired surrogate '\uD800'"#, 1, 2),
        ErrorCase(#""ab\udbff""#, #"unpaired surrogate '\uDBFF'"#, 1, 4),
        ErrorCase(#""\uDC00\uD800""#, #"unpaired surrogate '\uDC00'"#, 1, 2),
        ErrorCase(#""\uD800\u0041""#, #"unpaired surrogate '\uD800'"#, 1, 2),
        ErrorCase(#""\uD800x""#, #"unpaired surrogate '\uD800'"#, 1, 2),
        ErrorCase(#""\uD800\n""#, #"unpaired surrogate '\uD800'"#, 1, 2),
        ErrorCase(#"{"a":1,"a":2}"#, "duplicate key 'a'", 1, 8),
        ErrorCase(#"{"a":1,"b":2,"c":3,"d":4,"e":5,"f":6,"g":7,"h":8,"i":9,"e":10}"#, "duplicate key 'e'", 1, 56),
        ErrorCase(#"{"a":{"b":1},"c":{"b":2,"b":3}}"#, "duplicate key 'b'", 1, 25),
        // Positions: lines and user-visible columns.
        ErrorCase("{\n  \"title\": \"é😀\",\n  \"x\": tru\n}", "expected a value, found 'tru'", 3, 8),
        ErrorCase(#"["é", "👍🏽", x]"#, "expected a value, found 'x'", 1, 12),
        ErrorCase("[\"e\u{301}\", x]", "expected a value, found 'x'", 1, 7),
        ErrorCase("\t[x]", "expected a value, found 'x'", 1, 3),
        ErrorCase("[1,\r\n2,\r\n]", "trailing comma before ']'", 2, 2),
        ErrorCase("[1,\r2 3]", "expected ',' or ']' after an array element, found '3'", 2, 3),
        ErrorCase("\u{FEFF}[x]", "expected a value, found 'x'", 1, 2),
        // Invalid UTF-8, inside and outside strings.
        ErrorCase(bytes: [0x22, 0xFF, 0x22], "invalid UTF-8 (byte 0xFF)", 1, 2),
        ErrorCase(bytes: [0x22, 0x80, 0x22], "invalid UTF-8 (byte 0x80)", 1, 2),
        ErrorCase(bytes: [0x22, 0xC0, 0x80, 0x22], "invalid UTF-8 (byte 0xC0)", 1, 2),
        ErrorCase(bytes: [0x22, 0xE0, 0x80, 0x80, 0x22], "invalid UTF-8 (byte 0xE0)", 1, 2),
        ErrorCase(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], "invalid UTF-8 (byte 0xED)", 1, 2),
        ErrorCase(bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "invalid UTF-8 (byte 0xF4)", 1, 2),
        ErrorCase(bytes: [0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], "invalid UTF-8 (byte 0xF5)", 1, 2),
        ErrorCase(bytes: [0x22, 0x61, 0xE2, 0x82, 0x22], "invalid UTF-8 (byte 0xE2)", 1, 3),
        ErrorCase(bytes: [0x22, 0xE2, 0x82], "invalid UTF-8 (byte 0xE2)", 1, 2),
        ErrorCase(bytes: [0x5B, 0xFF, 0x5D], "invalid UTF-8 (byte 0xFF)", 1, 2),
        ErrorCase(bytes: [0x31, 0xC3], "invalid UTF-8 (byte 0xC3)", 1, 2),
        ErrorCase(bytes: [0x22, 0x5C, 0xFE, 0x22], "invalid UTF-8 (byte 0xFE)", 1, 3),
    ]

    @Test(arguments: errors)
    func reportsErrors(_ test: ErrorCase) {
        #expect {
            _ = try JSONParser.parse(test.bytes)
        } throws: { error in
            guard let error = error as? JSONError else { return false }
            #expect(error.message == test.message)
            #expect(error.line == test.line)
            #expect(error.column == test.column)
            return true
        }
    }

    /// Duplicate keys are found in objects of every size (a linear search of key hashes up to
    /// 32 members, a set beyond), wherever the second one is; the same key in a nested object,
    /// or in a sibling object, is no duplicate; an escaped spelling of a key is the same key.
    @Test(arguments: [1, 2, 31, 32, 33, 100])
    func duplicateKeysInObjectsOfEverySize(size: Int) throws {
        let members = (0..<size).map { #""key\#($0)":{"key0":[{"key0":1}],"x":\#($0)}"# }
        let unique = "{" + members.joined(separator: ",") + "}"
        #expect(try JSONParser().parse(Array(unique.utf8))["key\(size - 1)"]?["x"]?.doubleValue == Double(size - 1))
        for repeated in Set([0, size / 2, size - 1]) {
            let text = "{" + members.joined(separator: ",") + #","key\#(repeated)":0}"#
            #expect(throws: JSONError.self) { try JSONParser().parse(Array(text.utf8)) }
            do { _ = try JSONParser().parse(Array(text.utf8)) } catch {
                #expect(error.message == "duplicate key 'key\(repeated)'")
                #expect(error.column == unique.utf8.count + 1)
            }
        }
        #expect(throws: JSONError.self) { try JSONParser().parse(Array(#"{"a":1,"\u0061":2}"#.utf8)) }
    }

    @Test func errorDescriptionShowsLineAndColumn() {
        #expect(throws: JSONError(.trailingComma(closing: "]"), at: TextPosition(line: 1, column: 3, offset: 2))) {
            try JSONParser.parse("[1,]")
        }
        let error = JSONError(.unexpectedEndOfInput, at: TextPosition(line: 2, column: 5, offset: 9))
        #expect(error.description == "2:5: unexpected end of input")
    }

    @Test(arguments: [1, 2, 10, 512])
    func acceptsNestingUpToTheLimit(_ depth: Int) throws {
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(try JSONParser.parse(text) != .null)
        let objects = String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
        #expect(try JSONParser.parse(objects) != .null)
    }

    @Test(arguments: [513, 100_000])
    func rejectsNestingPastTheLimitWithoutCrashing(_ depth: Int) {
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(throws: JSONError(.nestingTooDeep(limit: 512), at: TextPosition(line: 1, column: 513, offset: 512))) {
            try JSONParser.parse(text)
        }
    }

    @Test func honoursACustomLimit() throws {
        let parser = JSONParser(maxDepth: 2)
        #expect(try parser.parse("[{}]") == [[:]])
        #expect(throws: JSONError(.nestingTooDeep(limit: 2), at: TextPosition(line: 1, column: 7, offset: 6))) {
            try parser.parse(#"{"a":[{"b":1}]}"#)
        }
        #expect(
            JSONError(.nestingTooDeep(limit: 2), at: TextPosition(line: 1, column: 1, offset: 0)).message
                == "arrays and objects nested deeper than 2 levels")
    }

    @Test func parsesFromABuffer() throws {
        let bytes = Array(#"{"a":[1,"x"]}"#.utf8)
        let value = try bytes.withUnsafeBufferPointer { (buffer) throws(JSONError) in try JSONParser().parse(buffer) }
        #expect(value == ["a": [1, "x"]])
    }

    @Test func parsesALargeDocument() throws {
        var text = "["
        for index in 0..<20_000 {
            if index > 0 { text += "," }
            text += #"{"name":"bookmark \#(index)","scale":\#(index * 1000 + 1),"center":[44.525,-110.838],"ok":true}"#
        }
        text += "]"
        let value = try JSONParser.parse(text)
        #expect(value.arrayValue?.count == 20_000)
        #expect(value[19_999]?["name"]?.stringValue == "bookmark 19999")
        #expect(value[5]?["scale"]?.doubleValue == 5001)
    }
}

@Suite struct JSONNumberTests {
    @Test(arguments: [
        "0", "-0", "7", "0.1", "0.2", "0.3", "1.5", "44.525", "-110.838", "0.000001", "123456789012345",
        "1234567890123456", "12345678901234567890", "0.1e1", "1e22", "1e23", "1e-22", "1e-23", "4.35e-3",
        "9007199254740993", "2.2250738585072014e-308", "4.9e-324", "2e-324", "1.7976931348623157e308",
        "-12338429.720544854", "5547049.878133247", "591657527.591555", "0.0000000000000000000000001",
        "100000000000000000000000000000000000000000", "1E+00002", "3.00000000000000044409", "1e0000000000000000001",
    ])
    func readsNumbersLikeStrtod(_ text: String) throws {
        let number = try #require(try JSONParser.parse(text).doubleValue)
        #expect(number.bitPattern == Double(text)?.bitPattern)
    }

    @Test func readsRandomNumbersLikeStrtod() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        for _ in 0..<20_000 {
            let digits = String(next() % 1_000_000_000_000_000_000)
            let point = Int(next() % UInt64(digits.count + 1))
            let exponent = Int(next() % 61) - 30
            var text = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
            if text.hasPrefix(".") { text = "0" + text }
            if text.hasSuffix(".") { text += "0" }
            if text.hasPrefix("0"), text.count > 1, !text.hasPrefix("0.") { continue }
            if next() % 2 == 0 { text += "e\(exponent)" }
            if next() % 2 == 0 { text = "-" + text }
            let number = try #require(try JSONParser.parse(text).doubleValue, "\(text)")
            #expect(number.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }
}
