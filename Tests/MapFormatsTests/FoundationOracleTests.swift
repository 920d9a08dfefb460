import Foundation
import Testing
import MapFormats

/// Foundation's `JSONSerialization` as an independent oracle: it must read the same values
/// from the same documents, and read back what `JSONWriter` writes.
@Suite struct FoundationOracleTests {
    static let documents: [String] = [
        // A web map, as the exporter will write one.
        """
        {
          "authoringApp": "MapScript",
          "authoringAppVersion": "1.0",
          "version": "2.31",
          "spatialReference": {"wkid": 102100, "latestWkid": 3857},
          "baseMap": {"title": "ArcGIS Imagery", "baseMapLayers": [
            {"id": "World_Imagery", "layerType": "ArcGISTiledMapServiceLayer", "opacity": 1, "visibility": true,
             "url": "https://services.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer"}
          ]},
          "operationalLayers": [],
          "initialState": {"viewpoint": {"targetGeometry": {"xmin": -12339064.720544854, "ymin": 5546573.628133247,
            "xmax": -12337794.720544854, "ymax": 5547526.128133247, "spatialReference": {"wkid": 102100}}}},
          "bookmarks": [
            {"name": "Grand Prismatic Spring", "extent": {"xmin": -12339064.720544854, "ymin": 5546573.628133247,
              "xmax": -12337794.720544854, "ymax": 5547526.128133247, "spatialReference": {"wkid": 102100}},
             "viewpoint": {"scale": 6000, "rotation": 0, "targetGeometry": null}}
          ]
        }
        """,
        // GeoJSON.
        """
        {"type": "FeatureCollection", "features": [{"type": "Feature", "properties": {"name": "Old Faithful", "visited": false},
          "geometry": {"type": "Polygon", "coordinates": [[[-110.9, 44.4], [-110.6, 44.4], [-110.6, 44.6], [-110.9, 44.6], [-110.9, 44.4]]]}}]}
        """,
        // Strings: escapes, surrogate pairs, non-ASCII, slashes.
        #"""
        ["", "plain", "tab\there", "quote \" and backslash \\ and slash \/ /", "\u00e9\u00E9 é", "\ud83d\ude00 😀",
         "\b\f\n\r\t", "\u0001\u001F\u007f", "漢字 e\u0301 👍🏽", "\u2028\u2029"]
        """#,
        // Numbers.
        """
        [0, 1, -1, 0.1, 0.5, 1e-7, 1.5E+10, 1e21, 123456789, 44.525, -110.838, 591657527.591555,
         9007199254740991, 2.2250738585072014e-308, 1.7976931348623157e308, 3.14159265358979]
        """,
        // Nesting and empty containers.
        """
        {"a": [[[[[]]]], {}, [{}], {"b": {"c": {"d": [null, true, false]}}}], "z": {"y": {"x": []}}}
        """,
    ]

    @Test(arguments: documents)
    func readsWhatFoundationReads(_ document: String) throws {
        let bytes = Array(document.utf8)
        let ours = try JSONParser.parse(bytes)
        let theirs = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        #expect(Self.matches(Self.sortingKeys(ours), Self.value(of: theirs)))
    }

    @Test(arguments: documents)
    func foundationReadsWhatWeWrite(_ document: String) throws {
        let value = try JSONParser.parse(document)
        for style in [JSONWriter.Style.pretty, .compact] {
            let written = try JSONWriter(style: style).bytes(value)
            let theirs = try JSONSerialization.jsonObject(with: Data(written), options: [.fragmentsAllowed])
            #expect(Self.matches(Self.value(of: theirs), Self.sortingKeys(value)))
        }
    }

    @Test(arguments: documents)
    func writesTheSameBytesAsFoundation(_ document: String) throws {
        let value = Self.sortingKeys(try JSONParser.parse(document))
        let object = try JSONSerialization.jsonObject(with: Data(document.utf8), options: [.fragmentsAllowed])
        let theirs = try JSONSerialization.data(
            withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed])
        let ours = try JSONWriter(style: .compact).bytes(value)
        #expect(String(decoding: ours, as: UTF8.self) == String(decoding: theirs, as: UTF8.self))
    }

    // Foundation accepts trailing commas, so they are tested on our side only.
    @Test(arguments: ["[NaN]", "01", "[1 2]", #"{"a" 1}"#, #""\x""#, "", "[", "tru", #"'a'"#])
    func rejectsWhatFoundationRejects(_ document: String) {
        #expect(throws: (any Error).self) {
            try JSONSerialization.jsonObject(with: Data(document.utf8), options: [.fragmentsAllowed])
        }
        #expect(throws: JSONError.self) { try JSONParser.parse(document) }
    }

    @Test func readsNumbersExactlyWhereFoundationRoundsBadly() throws {
        // swift-corelibs-foundation reads this as -12339064.720544858 (2 ulps off); the nearest
        // Double, as strtod, Python and PROJ give it, is the brief's reference value.
        #expect(try JSONParser.parse("-12339064.720544854") == .number(-12339064.720544854))
        #expect(try JSONParser.parse("-12339064.720544854").doubleValue == Double("-12339064.720544854"))
    }

    // MARK: - Helpers

    /// Whether two values are equal, numbers within a few units in the last place: Foundation
    /// on Linux does not always round decimal numbers to the nearest `Double`.
    static func matches(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)):
            return x == y || abs(x - y) <= 4 * max(x.ulp, y.ulp)
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy(matches)
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && matches($0.value, $1.value) }
        default:
            return a == b
        }
    }

    /// `value` with every object's members sorted by key, to compare with Foundation's
    /// unordered dictionaries.
    static func sortingKeys(_ value: JSONValue) -> JSONValue {
        switch value {
        case .null, .bool, .number, .integer, .string:
            return value
        case .array(let elements):
            return .array(elements.map(sortingKeys))
        case .object(let members):
            return .object(members.sorted { $0.key < $1.key }.map { ($0.key, sortingKeys($0.value)) })
        }
    }

    /// A Foundation JSON object as a `JSONValue`, members sorted by key.
    static func value(of object: Any) -> JSONValue {
        switch object {
        case is NSNull:
            return .null
        case let number as NSNumber:
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            return .number(number.doubleValue)
        case let string as String:
            return .string(string)
        case let array as [Any]:
            return .array(array.map(value(of:)))
        case let dictionary as [String: Any]:
            return .object(dictionary.sorted { $0.key < $1.key }.map { ($0.key, value(of: $0.value)) })
        default:
            Issue.record("unexpected Foundation value \(object)")
            return .null
        }
    }
}
