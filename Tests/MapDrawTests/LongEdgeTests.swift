import MapCore
import Testing
@testable import MapDraw

// MARK: - Long edges in pictures (issue 23, item 4)

/// A line zigzagging between latitudes -60 and 60, `count` vertices spread evenly from
/// longitude -170 to 170: every edge a geodesic about 13,300 km long.
func zigzag(_ count: Int) -> Graphic {
    let vertices = (0..<count).map { index in
        position(index % 2 == 0 ? -60 : 60, -170 + 340 * Double(index) / Double(count - 1))
    }
    do { return try Graphic.line(vertices) } catch { fatalError("invalid zigzag: \(error)") }
}

/// A session at `view` holding `graphic`.
func session(at view: Viewpoint, with graphic: Graphic) -> Session {
    var session = MapDrawTests.session(at: view)
    _ = try? session.addGraphic(graphic)
    return session
}

/// The number of points of the paths of a picture's graphics layer.
func graphicPoints(of picture: Picture) -> Int {
    picture.layers.filter { $0.id == "graphics" }.flatMap(\.items).reduce(0) { count, item in
        guard case .path(let path) = item else { return count }
        return count + path.subpaths.reduce(0) { $0 + $1.count }
    }
}

/// A picture of a zigzag: its vertices, the view, the picture's size and metrics, and the
/// most points its outline (before clipping) may have.
struct ZigzagCase: Sendable, CustomTestStringConvertible {
    /// What the case is.
    var name: String
    /// The zigzag's vertices.
    var vertices: Int
    /// The view.
    var viewpoint: Viewpoint
    /// The picture's width and height in pixels (160 x 96 is `show`'s 80 x 24 cells).
    var size: (width: Int, height: Int)
    /// `show`'s or `export svg`'s sizes.
    var metrics: PictureMetrics
    /// The most points the outline may have.
    var limit: Int

    /// The name.
    var testDescription: String { name }
}

@Test(arguments: [
    // Zoomed in on a city (1:6000, 1.6 m a pixel; 3.8 km between vertices at 10,000): one
    // edge crosses the view, and it is straight there (a geodesic this close to a meridian is
    // a straight line in Web Mercator); the rest of each 13,300 km edge is never computed.
    // Before: a point every 1,000 m of every edge, 13,300 an edge (4 million for 300 vertices;
    // 10,000 vertices took minutes and gigabytes).
    ZigzagCase(name: "show, city, 300 vertices", vertices: 300, viewpoint: viewpoint(0, 0, 6000),
               size: (160, 96), metrics: .terminal, limit: 16),
    ZigzagCase(name: "show, city, 10,000 vertices", vertices: 10_000, viewpoint: viewpoint(0, 0, 6000),
               size: (160, 96), metrics: .terminal, limit: 16),
    ZigzagCase(name: "export svg, city, 10,000 vertices", vertices: 10_000, viewpoint: viewpoint(0, 0, 6000),
               size: (1200, 800), metrics: .svg, limit: 16),
    // A region (1:20,000,000, 4 km a pixel): about 1,250 edges cross the 1200 x 800 view, each
    // a pixel wide, so split once or twice and drawn straight (before: 837 points each).
    ZigzagCase(name: "export svg, region, 10,000 vertices", vertices: 10_000, viewpoint: viewpoint(0, 0, 20_000_000),
               size: (1200, 800), metrics: .svg, limit: 4_000),
    // The whole world, 5 copies of it in sight: each edge drawn straight, one point a vertex
    // in each copy (before: 4 points an edge).
    ZigzagCase(name: "show, world, 10,000 vertices", vertices: 10_000, viewpoint: viewpoint(0, 0, 591_657_527.591555),
               size: (160, 96), metrics: .terminal, limit: 10_000 * 5),
])
func zigzagPicturesStayBounded(test: ZigzagCase) {
    let graphic = zigzag(test.vertices)
    let view = session(at: test.viewpoint, with: graphic)
    let builder = PictureBuilder(session: view, width: test.size.width, height: test.size.height, metrics: test.metrics)
    let outline = builder.outline(of: graphic).reduce(0) { $0 + $1.count }
    #expect(outline <= test.limit, "\(test.name): \(outline) points")
    let picture = PictureBuilder.picture(of: view, width: test.size.width, height: test.size.height, metrics: test.metrics)
    #expect(graphicPoints(of: picture) <= 2 * test.limit, "\(test.name): clipping at most doubles the points")
    #expect(graphicPoints(of: picture) > 0, "\(test.name): the zigzag shows")
    #expect(SVGRenderer.svg(picture).contains("<path"))
}

/// A line through `points` (latitude, longitude).
func line(_ points: (Double, Double)...) -> Graphic {
    do { return try Graphic.line(points.map { position($0.0, $0.1) }) } catch { fatalError("invalid line: \(error)") }
}

/// Long edges far from a city view near the north pole.
enum FarEdge: String, CaseIterable, Sendable {
    /// One far south of the view.
    case south
    /// One crossing the antimeridian on the far side of the world.
    case farSide
    /// One wholly east of the view.
    case east
    /// Between antipodes: half round the world, over a pole.
    case halfRound
    /// A zigzag of 100 vertices between latitudes -60 and 60.
    case zigzag

    /// The graphic.
    var graphic: Graphic {
        switch self {
        case .south: return line((-10, -100), (-60, 100))
        case .farSide: return line((60, 170), (-60, -170))
        case .east: return line((50, 20), (-50, 25))
        case .halfRound: return line((30, 150), (-30, -30))
        case .zigzag: return MapDrawTests.zigzag(100)
        }
    }
}

@Test(arguments: FarEdge.allCases)
func longEdgesOffScreenAddNothing(edge: FarEdge) {
    // 1:6000 over Longyearbyen, Svalbard (78.22 N): none of these comes near.
    let graphic = edge.graphic
    let view = session(at: viewpoint(78.22, 15.65, 6000), with: graphic)
    let builder = PictureBuilder(session: view, width: 1200, height: 800, metrics: .svg)
    #expect(builder.outline(of: graphic).isEmpty, "\(edge)")
    let picture = PictureBuilder.picture(of: view, width: 1200, height: 800, metrics: .svg)
    #expect(graphicPoints(of: picture) == 0, "\(edge)")
}

@Test func aPolygonAroundTheViewFillsItWithAFewPoints() throws {
    // A ring of edges thousands of kilometres long round a city view: none of them shows, the
    // fill does.
    let ring = try Graphic.polygon([position(-50, -80), position(-50, 80), position(50, 80), position(50, -80)])
    let view = session(at: viewpoint(0, 0, 6000), with: ring)
    let builder = PictureBuilder(session: view, width: 1200, height: 800, metrics: .svg)
    #expect(builder.outline(of: ring).reduce(0) { $0 + $1.count } <= 5)
    let picture = PictureBuilder.picture(of: view, width: 1200, height: 800, metrics: .svg)
    let paths = picture.layers.filter { $0.id == "graphics" }.flatMap(\.items)
    #expect(paths.count == 1)
    guard case .path(let path) = paths.first else { return }
    // The view and the clipper's margin, filled.
    let xs = path.subpaths.flatMap { $0.map(\.x) }, ys = path.subpaths.flatMap { $0.map(\.y) }
    #expect(xs.min() == -8 && xs.max() == 1208 && ys.min() == -8 && ys.max() == 808)
}

@Test(arguments: [
    // London to New York (5,570 km, bulging north of both) seen over the Atlantic, and a
    // close-up of its middle where it curves across the view.
    (viewpoint(50, -35, 30_000_000), 1200, 800),
    (viewpoint(52.36, -35.8, 2_000_000, rotation: 30), 1200, 800),
    (viewpoint(52.36, -35.8, 2_000_000), 160, 96),
] as [(Viewpoint, Int, Int)])
func aCurvedEdgeIsDrawnAsBefore(at view: Viewpoint, width: Int, height: Int) throws {
    let route = line((51.5, -0.12), (40.7, -74.0))
    let builder = PictureBuilder(session: session(at: view, with: route), width: width, height: height, metrics: .svg)
    // Before: every point of the plain densification, clipped.
    let spacing = max(1000, builder.frame.groundResolution * 4)
    let before = builder.copies(of: try route.densified(maxSpacing: spacing)).flatMap { builder.clipper.clip(line: $0) }
    let now = builder.outline(of: route).flatMap { builder.clipper.clip(line: $0) }
    let all = { (lines: [[PicturePoint]]) in lines.flatMap { $0 } }
    #expect(!all(now).isEmpty)
    #expect(all(now).count <= all(before).count)
    #expect(all(now).count <= (width + 2 * height) / 4 + 8)
    // The same path: every point drawn now was drawn before, and no point drawn before is
    // more than half a pixel from what is drawn now.
    #expect(all(now).allSatisfy { point in all(before).contains { abs($0.x - point.x) < 1e-6 && abs($0.y - point.y) < 1e-6 } })
    for point in all(before) {
        let nearest = now.flatMap { line in zip(line, line.dropFirst()).map { distance(point, from: $0.0, to: $0.1) } }.min()
        #expect((nearest ?? .infinity) <= 0.75, "\(point)")
    }
}

/// The distance in pixels from `p` to the segment from `a` to `b`.
func distance(_ p: PicturePoint, from a: PicturePoint, to b: PicturePoint) -> Double {
    let dx = b.x - a.x, dy = b.y - a.y
    let length = dx * dx + dy * dy
    let t = length == 0 ? 0 : max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length))
    let x = a.x + t * dx - p.x, y = a.y + t * dy - p.y
    return (x * x + y * y).squareRoot()
}

@Test(arguments: [
    // A ring of long edges seen whole, and seen in part with most of its edges out of sight.
    (viewpoint(0, 0, 200_000_000), 1200, 800),
    (viewpoint(-20, 5, 20_000_000), 1200, 800),
    (viewpoint(-20, 5, 20_000_000, rotation: 45), 160, 96),
] as [(Viewpoint, Int, Int)])
func aRingOfLongEdgesFillsWhatItFilledBefore(at view: Viewpoint, width: Int, height: Int) throws {
    let ring = try Graphic.polygon([position(-50, -80), position(-50, 80), position(10, 10), position(30, -20)])
    let builder = PictureBuilder(session: session(at: view, with: ring), width: width, height: height, metrics: .svg)
    let spacing = max(1000, builder.frame.groundResolution * 4)
    let before = builder.copies(of: try ring.densified(maxSpacing: spacing)).map { builder.clipper.clip(ring: Array($0.dropLast())) }
    let now = builder.outline(of: ring).map { builder.clipper.clip(ring: Array($0.dropLast())) }
    /// The area of the rings, in square pixels.
    func area(_ rings: [[PicturePoint]]) -> Double {
        rings.reduce(0) { sum, ring in
            sum + abs(zip(ring, ring.dropFirst() + ring.prefix(1)).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }) / 2
        }
    }
    #expect(area(now) > 0)
    // Stretches drawn straight move the outline by half a pixel at most: a sliver along it.
    let outlineLength = Double(2 * (width + height))
    #expect(abs(area(now) - area(before)) <= 0.75 * outlineLength, "\(area(now)) against \(area(before))")
    #expect(builder.outline(of: ring).reduce(0) { $0 + $1.count } <= builder.copies(of: try ring.densified(maxSpacing: spacing)).reduce(0) { $0 + $1.count })
}
