import Testing
@testable import MapCore
import TextSupport

// MARK: - Helpers

/// Positions the test knows are valid, from (latitude, longitude) pairs.
func positions(_ points: [(Double, Double)]) -> [GeodesicPosition] {
    points.map { point in
        do { return try GeodesicPosition(latitude: point.0, longitude: point.1) } catch {
            fatalError("invalid test position: \(error)")
        }
    }
}

// MARK: - Colours

@Test(arguments: [
    ("red", "red", 0xFF, 0x00, 0x00, 0xFF),
    ("  SteelBlue ", "steelblue", 0x46, 0x82, 0xB4, 0xFF),
    ("rebeccapurple", "rebeccapurple", 0x66, 0x33, 0x99, 0xFF),
    ("cyan", "aqua", 0x00, 0xFF, 0xFF, 0xFF),  // one colour, two names: the first is written
    ("#f80", "#ff8800", 0xFF, 0x88, 0x00, 0xFF),
    ("#F808", "#ff880088", 0xFF, 0x88, 0x00, 0x88),
    ("#1e90ff", "dodgerblue", 0x1E, 0x90, 0xFF, 0xFF),
    ("#123456", "#123456", 0x12, 0x34, 0x56, 0xFF),
    ("#12345678", "#12345678", 0x12, 0x34, 0x56, 0x78),
    ("#ff0000ff", "red", 0xFF, 0x00, 0x00, 0xFF),
] as [(String, String, UInt8, UInt8, UInt8, UInt8)])
func colorParses(text: String, written: String, red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) throws {
    let color = try GraphicColor(parsing: text)
    #expect(color == GraphicColor(red: red, green: green, blue: blue, alpha: alpha))
    #expect(color.description == written)
    #expect(try GraphicColor(parsing: color.description) == color)
    #expect(try GraphicColor(parsing: color.hexString) == color)
}

@Test(arguments: [
    ("gren", "unknown colour 'gren'; did you mean 'green' or 'grey'?"),
    ("lightgreyy", "unknown colour 'lightgreyy'; did you mean 'lightgrey' or 'lightgray'?"),
    ("transparent", "unknown colour 'transparent'"),
    ("", "unknown colour ''"),
    ("#12345", "invalid colour '#12345': expected #rgb, #rgba, #rrggbb or #rrggbbaa"),
    ("#ggg", "invalid colour '#ggg': expected #rgb, #rgba, #rrggbb or #rrggbbaa"),
    ("#", "invalid colour '#': expected #rgb, #rgba, #rrggbb or #rrggbbaa"),
])
func colorErrors(text: String, expected: String) {
    #expect(message { try GraphicColor(parsing: text) } == expected)
}

@Test func cssNamesAreTheLevel4List() {
    let names = GraphicColor.cssNames.map(\.name)
    #expect(names.count == 148)
    #expect(Set(names).count == 148)
    #expect(names == names.sorted())
    #expect(GraphicColor.cssNames.allSatisfy { $0.rgb <= 0xFFFFFF })
    // Spot checks against CSS Color Module Level 4, section 6.1.
    let table = Dictionary(uniqueKeysWithValues: GraphicColor.cssNames.map { ($0.name, $0.rgb) })
    #expect(table["aliceblue"] == 0xF0F8FF && table["yellowgreen"] == 0x9ACD32)
    #expect(table["darkgrey"] == 0xA9A9A9 && table["rebeccapurple"] == 0x663399)
}

// MARK: - Symbols

@Test(arguments: [-1.0, 1000.5, .nan, .infinity])
func symbolSizeErrors(size: Double) {
    let expected = "must be a number of points in [0, 1000], not \(NumberFormat.shortest(size))"
    #expect(message { try GraphicSymbol.Point(size: size) } == "marker size " + expected)
    #expect(message { try GraphicSymbol.Line(width: size) } == "line width " + expected)
}

@Test func symbolDefaults() throws {
    #expect(try GraphicSymbol.Point() == .standard)
    #expect(try GraphicSymbol.Line() == .standard)
    let fill = GraphicSymbol.Fill()
    #expect(fill.color.hexString == "#0000ff40" && fill.outline == .thinBlue)
    #expect(GraphicSymbol.Shape.allCases.map(\.rawValue) == ["circle", "square", "triangle", "cross", "diamond", "x"])
    #expect(GraphicSymbol.Style.allCases.map(\.rawValue) == ["solid", "dash", "dot"])
}

// MARK: - Geometry checks

/// Rings that make good polygons: a square, across the antimeridian, around each pole, with a
/// closing repeat, with consecutive repeats, a concave one.
let goodRings: [[(Double, Double)]] = [
    [(44.4, -110.9), (44.6, -110.9), (44.6, -110.6), (44.4, -110.6)],
    [(10, 170), (10, -170), (-10, -170), (-10, 170)],
    [(10, 179), (10, -180), (-10, 180), (-10, 179)],  // -180 and 180 are one meridian
    [(80, 0), (80, 90), (80, 180), (80, -90)],
    [(-70, -120), (-70, 0), (-70, 120)],
    [(0, 0), (0, 1), (1, 1), (0, 0)],
    [(0, 0), (0, 0), (0, 1), (0, 1), (1, 1)],
    [(0, 0), (0, 4), (4, 4), (1, 2), (4, 0)],
]

@Test(arguments: goodRings)
func goodPolygons(points: [(Double, Double)]) throws {
    let graphic = try Graphic.polygon(positions(points))
    #expect(graphic.kind == .polygon)
    let closed = points.count > 3 && points.first! == points.last!
    #expect(graphic.points.count == points.count - (closed ? 1 : 0))
}

@Test(arguments: [
    // Too few vertices.
    ([(1.0, 1.0)], "a polygon needs at least 3 vertices, not 1"),
    ([(1, 1), (2, 2)], "a polygon needs at least 3 vertices, not 2"),
    ([(1, 1), (2, 2), (1, 1)], "a polygon needs at least 3 vertices, not 2"),  // the closing repeat
    // Repeats leaving fewer than 3 distinct vertices.
    ([(1, 1), (2, 2), (1, 1), (2, 2)], "a polygon needs at least 3 distinct vertices, not 2"),
    ([(1, 1), (1, 1), (2, 2), (2, 2)], "a polygon needs at least 3 distinct vertices, not 2"),
    ([(1, 1), (1, 361 - 360), (1, 1), (1, 1), (1, 1)], "a polygon needs at least 3 vertices, not 1"),
    // Crossings: a bow tie, one across the antimeridian, a ring winding twice round a pole.
    ([(0, 0), (1, 1), (0, 1), (1, 0)], "the polygon crosses itself: edges 1-2 and 3-4 cross"),
    ([(10, 170), (-10, -170), (10, -170), (-10, 170)], "the polygon crosses itself: edges 1-2 and 3-4 cross"),
    ([(80, 0), (80, 120), (80, -120), (70, 0), (70, 120), (70, -120)],
     "the polygon crosses itself: edges 3-4 and 6-1 cross"),
    // Touching: an edge doubling back, a vertex on another edge, collinear vertices.
    ([(0, 0), (0, 2), (0, 1), (1, 1)], "the polygon crosses itself: edges 1-2 and 2-3 cross"),
    ([(0, 0), (0, 2), (2, 2), (0, 1), (-1, 1)], "the polygon crosses itself: edges 1-2 and 3-4 cross"),
    ([(0, 0), (0, 1), (0, 2)], "the polygon crosses itself: edges 1-2 and 3-1 cross"),
    // The closing edge crossing the first.
    ([(0, 0), (1, 0), (0, 1), (1, 1)], "the polygon crosses itself: edges 2-3 and 4-1 cross"),
    // Invalid coordinates.
    ([(0, 0), (91, 0), (1, 1)], "latitude 91 is out of range [-90, 90]"),
    ([(0, 0), (1, 200), (1, 1)], "longitude 200 is out of range [-180, 180]"),
] as [([(Double, Double)], String)])
func badPolygons(points: [(Double, Double)], expected: String) {
    #expect(message { try Graphic.polygon(positionsOrRaw(points)) } == expected)
}

/// Positions without the validating initialiser's latitude check, so that the graphic's own
/// checks are the ones tested (GeodesicPosition itself refuses latitude 91).
func positionsOrRaw(_ points: [(Double, Double)]) throws(MapError) -> [GeodesicPosition] {
    var result: [GeodesicPosition] = []
    for point in points { result.append(try GeodesicPosition(latitude: point.0, longitude: point.1)) }
    return result
}

@Test(arguments: [
    ([(1.0, 1.0)], "a line needs at least 2 vertices, not 1"),
    ([], "a line needs at least 2 vertices, not 0"),
    ([(0, 0), (0, -181)], "longitude -181 is out of range [-180, 180]"),
] as [([(Double, Double)], String)])
func badLines(points: [(Double, Double)], expected: String) {
    #expect(message { try Graphic.line(positionsOrRaw(points)) } == expected)
}

@Test func pointParts() throws {
    let symbol = try GraphicSymbol.Point(color: GraphicColor(parsing: "gold"), size: 12, shape: .diamond)
    let graphic = try Graphic.point(positions([(44.46, -110.83)])[0], symbol: symbol, label: "  Old Faithful ")
    #expect(graphic.kind == .point && graphic.label == "Old Faithful")
    #expect(graphic.points == positions([(44.46, -110.83)]))
    #expect(graphic.color.description == "gold")
    #expect(graphic.measure() == .point)
    #expect(try Graphic.point(positions([(0, 0)])[0], label: "   ").label == nil)
    #expect(message { try Graphic.point(GeodesicPosition(latitude: 0, longitude: 400)) }
        == "longitude 400 is out of range [-180, 180]")
}

// MARK: - Measurement

@Test func lineAndPolygonMeasures() throws {
    let route = try Graphic.line(positions([(44.525, -110.838), (44.46, -110.83), (44.41, -110.57), (44.60, -110.50)]))
    #expect(close(route.measure().length, 50518.88218066207, 1e-6))  // geographiclib 2.0
    #expect(route.measure().area == 0)
    #expect(route.measure().summary == "length 50.519 km")
    let square = [(44.4, -110.9), (44.6, -110.9), (44.6, -110.6), (44.4, -110.6)]
    for ring in [square, square.reversed()] {
        let measured = try Graphic.polygon(positions(ring)).measure()
        #expect(close(measured.area, 530248226.3482361, 1e-3))  // the brief's reference
        #expect(close(measured.length, 92166.44021734527, 1e-6))
        #expect(measured.summary == "area 530.248 km², perimeter 92.166 km")
    }
    #expect(GraphicMeasurement.point.summary == "a point has no length or area")
}
