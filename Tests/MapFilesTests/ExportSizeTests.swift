import MapCore
import MapFiles
import MapFormats
import Testing

// MARK: - Exports stay proportional to the session (issue 23, item 4)

/// A session holding a line zigzagging between latitudes -60 and 60, `count` vertices spread
/// evenly from longitude -170 to 170: every edge a geodesic about 13,300 km long.
func zigzagSession(_ count: Int) throws -> Session {
    let vertices = try (0..<count).map { index in
        try GeodesicPosition(latitude: index % 2 == 0 ? -60 : 60, longitude: -170 + 340 * Double(index) / Double(count - 1))
    }
    var session = Session()
    _ = try session.addGraphic(.line(vertices))
    return session
}

/// The number of positions (arrays of two numbers) in a JSON value.
func positionCount(_ value: JSONValue) -> Int {
    switch value {
    case .array(let items):
        if items.count == 2, case .number = items[0], case .number = items[1] { return 1 }
        return items.reduce(0) { $0 + positionCount($1) }
    case .object(let members):
        return members.reduce(0) { $0 + positionCount($1.value) }
    default:
        return 0
    }
}

/// The most bytes of GeoJSON written for each position: it is pretty-printed, a position
/// taking about 90 bytes (and a vertex about 20 in the session file).
let geoJSONBytesPerPosition = 100

@Test(arguments: [1_000, 30_000])
func geoJSONOfALongZigzagStaysProportional(vertices: Int) throws {
    // Before: 13,300 km edges split every 100 km, 133 positions a vertex (1.2 GB for 100,000
    // vertices). From 25,000 vertices on the budget is 4 positions a vertex; the README gives
    // the release build's figures for 100,000 (the debug build of the tests takes 20 s there).
    let session = try zigzagSession(vertices)
    let budget = max(100_000, 4 * vertices)  // GraphicOutline.positionBudget
    let collection = GeoJSONWriter().featureCollection(of: session)
    // The line crosses the antimeridian nowhere, so the budget holds exactly.
    #expect(positionCount(collection) <= budget, "\(positionCount(collection)) positions")
    let output = try JSONWriter().bytes(collection).count
    #expect(output <= geoJSONBytesPerPosition * budget, "\(output) bytes")
    if 4 * vertices >= 100_000 {
        // A session this large: at most 4 positions a vertex, so at most 20 times the session
        // file (about 20 bytes a vertex there).
        let input = try SessionFile(session: session).bytes().count
        #expect(output <= 20 * input, "\(output) bytes from \(input)")
    }
}

@Test func kmlAndWebMapOfALongZigzagStayProportional() throws {
    let session = try zigzagSession(30_000)
    let budget = GraphicOutline.positionBudget(vertices: 30_000)
    #expect(budget == 120_000)
    // Each KML coordinate is one "lon,lat,0" between spaces.
    #expect(positionCount(try WebMapWriter(appVersion: "0.1.0").webMap(of: session)) <= budget)
    let kml = String(decoding: KMLWriter().bytes(of: session), as: UTF8.self)
    #expect(kml.split(separator: " ").count <= budget + 100)
}

@Test(arguments: [
    // Within the budget: 100 km parts, as always. (A zigzag of 500 vertices writes 66,000.)
    (500, GraphicOutline.maxSpacing),
    // Beyond it: the spacing that fits 4 positions a vertex (100,000 at least).
    (1_000, 134_291.6),
    (100_000, 4_436_004.0),
] as [(Int, Double)])
func exportSpacingGrowsOnlyBeyondTheBudget(vertices: Int, expected: Double) throws {
    let session = try zigzagSession(vertices)
    let spacing = GraphicOutline.spacing(for: session.graphics.graphics)
    #expect(abs(spacing - expected) < 1, "\(spacing)")
}

@Test func smallSessionsExportAsBefore() throws {
    // A line and a ring with long edges, as the exports always wrote them: 100 km parts.
    var session = Session()
    let london = try GeodesicPosition(latitude: 51.5, longitude: -0.12)
    let newYork = try GeodesicPosition(latitude: 40.7, longitude: -74)
    _ = try session.addGraphic(.line([london, newYork]))
    #expect(GraphicOutline.spacing(for: session.graphics.graphics) == GraphicOutline.maxSpacing)
    let line = try #require(session.graphics.graphics.first)
    #expect(GraphicOutline.positions(of: line) == (try line.densified(maxSpacing: 100_000)))
    #expect(GraphicOutline.positions(of: line).count == 57)
}
