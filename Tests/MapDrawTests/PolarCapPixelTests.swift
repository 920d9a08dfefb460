import ExternalTools
import Foundation
import MapCore
import Testing
@testable import MapDraw

/// A polygon graphic around a pole (issue 36, item 11).
struct PolarCapCase: Sendable, CustomTestStringConvertible {
    /// What the case is.
    var name: String
    /// The ring's vertices (latitude, longitude), in the order given.
    var ring: [(Double, Double)]
    /// The map's spatial reference (Web Mercator, or WGS 84 drawn in plate carrée).
    var reference: SpatialReference
    /// The view.
    var center: (Double, Double)
    var scale: Double
    /// Places inside the polygon, on its pole's side, that the fill must cover.
    var inside: [(Double, Double)]
    /// Places outside it that must show no fill.
    var outside: [(Double, Double)]

    var testDescription: String { name }
}

/// Issue 36, item 11: a polygon graphic around a pole was drawn as a sliver one world wide
/// with the pole's side empty (GeoJSON and the area were right). The picture closes its ring
/// along the top or bottom of the world, at the projection's last latitude (85.05 in Web
/// Mercator, 90 in plate carrée), so the pole's side is filled, as mapping libraries draw a
/// polar cap; rsvg-convert draws the SVG and the pixels say where the fill is.
@Suite(.serialized, .needs(.rsvg, .xmllint))
struct PolarCapPixelTests {
    static let cases: [PolarCapCase] = [
        PolarCapCase(name: "north cap, eastward, Web Mercator", ring: [(80, -180), (80, -90), (80, 0), (80, 90)],
                     reference: .webMercator, center: (72, 0), scale: 100_000_000,
                     inside: [(84, 0), (84, -60), (84, 70), (82, 0)], outside: [(75, 0), (70, -60), (65, 60)]),
        PolarCapCase(name: "north cap, westward, Web Mercator", ring: [(80, 90), (80, 0), (80, -90), (80, 180)],
                     reference: .webMercator, center: (72, 0), scale: 100_000_000,
                     inside: [(84, 0), (84, -60), (84, 70)], outside: [(75, 0), (70, -60)]),
        PolarCapCase(name: "south cap, Web Mercator", ring: [(-75, 90), (-75, 0), (-75, -90), (-75, 180)],
                     reference: .webMercator, center: (-68, 30), scale: 100_000_000,
                     inside: [(-82, 30), (-82, -20), (-81, 75)], outside: [(-65, 30), (-60, 0)]),
        PolarCapCase(name: "a circle of many vertices, Web Mercator", ring: circle(latitude: 78, vertices: 24),
                     reference: .webMercator, center: (72, 20), scale: 100_000_000,
                     inside: [(84, 20), (84, -40), (84, 80)], outside: [(74, 20), (65, -40)]),
        PolarCapCase(name: "south cap, plate carrée", ring: [(-75, 90), (-75, 0), (-75, -90), (-75, 180)],
                     reference: .wgs84, center: (-60, 0), scale: 150_000_000,
                     inside: [(-79, 10), (-81, 50), (-80, -60)], outside: [(-65, 10), (-50, 60)]),
    ]

    /// A ring of `vertices` vertices at `latitude`, evenly spread eastward from -180.
    static func circle(latitude: Double, vertices: Int) -> [(Double, Double)] {
        (0..<vertices).map { (latitude, -180 + 360 * Double($0) / Double(vertices)) }
    }

    static let fill = GraphicColor(rgb: 0xFF00FF)

    @Test(arguments: cases)
    func thePolesSideIsFilled(_ test: PolarCapCase) throws {
        var session = Session()
        try session.newGeoModel(.map, basemap: nil, spatialReference: test.reference)
        session.restore(viewpoint: viewpoint(test.center.0, test.center.1, test.scale))
        _ = try session.addGraphic(.polygon(test.ring.map { position($0.0, $0.1) },
                                            symbol: GraphicSymbol.Fill(color: Self.fill)))
        let projection = MapProjection(spatialReference: test.reference)
        let frame = MapFrame(viewpoint: session.viewpoint, view: session.view, width: 800, height: 600, projection: projection)
        let (_, png) = try SVGExportTests.render(session)
        let places = test.inside + test.outside
        let points = places.map { frame.pixel(latitude: $0.0, longitude: $0.1) }
        for point in points { #expect(frame.contains(point, margin: -10), "\(test.name): \(point) is not well inside the picture") }
        let colors = try SVGExportTests.colors(png, points)
        for (index, (place, color)) in zip(places, colors).enumerated() {
            let filled = SVGExportTests.close(color, Self.fill)
            #expect(filled == (index < test.inside.count),
                    "\(test.name): \(place) at \(points[index]) is \(color), \(filled ? "filled" : "not filled")")
        }
    }
}
