import Testing
import MapFormats
import TextSupport

@Suite struct JSONWriterTests {
    static let sample: JSONValue = [
        "title": "Streets",
        "tags": [],
        "extent": [:],
        "layers": [1, "two", .null, true, ["wkid": 3857]],
    ]

    @Test func writesPrettyText() throws {
        let expected = """
            {
              "title": "Streets",
              "tags": [],
              "extent": {},
              "layers": [
                1,
                "two",
                null,
                true,
                {
                  "wkid": 3857
                }
              ]
            }

            """
        #expect(try JSONWriter().string(Self.sample) == expected)
        #expect(try JSONWriter(style: .pretty).bytes(Self.sample) == Array(expected.utf8))
    }

    @Test func writesCompactText() throws {
        let expected = #"{"title":"Streets","tags":[],"extent":{},"layers":[1,"two",null,true,{"wkid":3857}]}"#
        #expect(try JSONWriter(style: .compact).string(Self.sample) == expected)
        #expect(Self.sample.description == expected)
    }

    @Test(arguments: [
        (JSONValue.null, "null"), (true, "true"), (false, "false"), ("", #""""#), ([], "[]"), ([:], "{}"),
    ] as [(JSONValue, String)])
    func writesScalarsAndEmptyContainers(_ value: JSONValue, _ text: String) throws {
        #expect(try JSONWriter(style: .compact).string(value) == text)
        #expect(try JSONWriter(style: .pretty).string(value) == text + "\n")
    }

    @Test(arguments: [
        (6000, "6000"), (44.525, "44.525"), (0.1, "0.1"), (-0.0, "0"), (0, "0"), (1e-7, "1e-07"),
        (1e21, "1e+21"), (1e16, "1e+16"), (123456789, "123456789"), (-110.838, "-110.838"),
        (-12338429.720544854, "-12338429.720544854"), (591657527.591555, "591657527.591555"),
        (.leastNonzeroMagnitude, "5e-324"), (.greatestFiniteMagnitude, "1.7976931348623157e+308"),
        (9007199254740992, "9007199254740992"),
    ] as [(Double, String)])
    func writesShortestNumbers(_ number: Double, _ text: String) throws {
        #expect(try JSONWriter(style: .compact).string(.number(number)) == text)
        let back = try #require(try JSONParser.parse(text).doubleValue)
        // Bit for bit, except negative zero, which NumberFormat writes as 0 on purpose.
        #expect(back.bitPattern == (number == 0 ? 0 : number).bitPattern)
    }

    @Test(arguments: [
        ("a\"b", #""a\"b""#),
        ("back\\slash", #""back\\slash""#),
        ("\n\t\r\u{8}\u{C}", #""\n\t\r\b\f""#),
        ("\u{0}\u{1}\u{1F}", #""\u0000\u0001\u001f""#),
        ("a/b", #""a/b""#),
        ("é😀👍🏽", "\"é😀👍🏽\""),
        ("\u{7F}\u{2028}", "\"\u{7F}\u{2028}\""),
    ])
    func escapesStrings(_ string: String, _ text: String) throws {
        #expect(try JSONWriter(style: .compact).string(.string(string)) == text)
        #expect(JSONWriter.quoted(string) == text)
        #expect(try JSONWriter(style: .compact).string([string: 1]) == "{\(text):1}")
    }

    @Test(arguments: [
        (JSONValue.number(.nan), JSONPath.root, "nan", "cannot write nan in JSON"),
        (["bookmarks": [["scale": .number(.infinity)]]], ["bookmarks", 0, "scale"], "inf",
         "bookmarks[0].scale: cannot write inf in JSON"),
        ([1, .number(-.infinity)], [1], "-inf", "[1]: cannot write -inf in JSON"),
    ] as [(JSONValue, JSONPath, String, String)])
    func rejectsNonFiniteNumbersByDefault(_ value: JSONValue, _ path: JSONPath, _ number: String, _ message: String) {
        #expect(throws: JSONWriterError.nonFiniteNumber(number, path: path)) {
            try JSONWriter().bytes(value)
        }
        #expect(JSONWriterError.nonFiniteNumber(number, path: path).message == message)
        #expect(JSONWriterError.nonFiniteNumber(number, path: path).description == message)
    }

    @Test func canWriteNonFiniteNumbersAsNull() throws {
        let writer = JSONWriter(style: .compact, nonFiniteNumbers: .writeNull)
        #expect(try writer.string([.number(.nan), .number(.infinity), 1]) == "[null,null,1]")
        #expect(JSONValue.array([.number(.nan)]).description == "[null]")
    }

    static let roundTripValues: [JSONValue] = [
        .null, true, false, 0, -1, 0.1, 1e-7, 1e21, 44.525, -110.838, .number(.leastNonzeroMagnitude),
        .number(.greatestFiniteMagnitude), .number(-.greatestFiniteMagnitude), 9007199254740991,
        "", "plain", "quote \" backslash \\ slash /", "\u{0}\u{1}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{1E}\u{1F}\u{7F}",
        "é e\u{301} 😀 👍🏽 漢字 \u{FEFF}\u{2028}",
        [], [:], [[[[]]]], [1, "a", .null, [true, [:]]],
        ["b": 1, "a": 2, "": 3, "quote\"key": ["nested": ["deeper": [1, 2, 3]]]],
        ["basemaps": [["title": "Streets", "style": "streets", "wkid": 3857], ["title": "Imagery", "style": "imagery"]]],
    ]

    @Test(arguments: roundTripValues)
    func roundTrips(_ value: JSONValue) throws {
        for style in [JSONWriter.Style.pretty, .compact] {
            let bytes = try JSONWriter(style: style).bytes(value)
            #expect(try JSONParser.parse(bytes) == value)
            // Deterministic: writing the parsed value again gives the same bytes.
            #expect(try JSONWriter(style: style).bytes(JSONParser.parse(bytes)) == bytes)
        }
    }
}
