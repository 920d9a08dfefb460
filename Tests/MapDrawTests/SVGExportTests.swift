import ExternalTools
import Foundation
import MapCore
import Testing
@testable import MapDraw

/// The SVG is well-formed (xmllint), renders (rsvg-convert), and its pixels are right: land
/// where there is land, sea where there is sea, a bookmark's marker where it projects.
@Suite(.serialized, .needs(.rsvg, .xmllint))
struct SVGExportTests {
    /// A view, a point on land and a point at sea in it.
    static let views: [(name: String, viewpoint: Viewpoint, land: (Double, Double), sea: (Double, Double))] = [
        ("world", .world, (20, 10), (5, -25)),
        // Land points clear of the basemap's lakes and town labels (Lake Oahe, Washington, Rome).
        ("world-zoomed", viewpoint(20, 0, 150_000_000), (62, 100), (30, -45)),
        ("mediterranean", viewpoint(38, 15, 10_000_000), (40.1, 9.05), (35, 18)),
        ("antimeridian", viewpoint(60, 180, 40_000_000), (65, 175), (55, -175)),
        ("rotated", viewpoint(38, 15, 10_000_000, rotation: 60), (42.3, 12.8), (35, 18)),
    ]

    static let names = views.map(\.name)

    /// Renders the picture of `session` to PNG; the SVG and PNG paths.
    static func render(_ session: Session, width: Int? = nil, height: Int? = nil) throws -> (svg: URL, png: URL) {
        let folder = temporaryFolder()
        let svg = folder.appendingPathComponent("map.svg"), png = folder.appendingPathComponent("map.png")
        let picture = PictureBuilder.picture(of: session, width: width, height: height)
        try SVGRenderer.svg(picture).write(to: svg, atomically: true, encoding: .utf8)
        #expect(runTool("xmllint", ["--noout", svg.path]) != nil, "xmllint rejects \(svg.path)")
        _ = try #require(runTool("rsvg-convert", ["-o", png.path, svg.path]))
        return (svg, png)
    }

    /// The colours at the pixels of `points`.
    static func colors(_ png: URL, _ points: [PicturePoint]) throws -> [GraphicColor] {
        let script = testFolder.appendingPathComponent("png_pixels.py").path
        let output = try #require(runTool("python3", [script, png.path] + points.map { "\(Int($0.x)),\(Int($0.y))" }))
        return output.split(separator: "\n").map { line in
            let parts = line.split(separator: " ").compactMap { UInt8($0) }
            return GraphicColor(red: parts[0], green: parts[1], blue: parts[2])
        }
    }

    /// The 3 x 3 pixels 6 apart around `centre`: a place's colour is what most of them have,
    /// as the basemap's labels and lines (towns, rivers, borders) may cover a few.
    static func around(_ centre: PicturePoint) -> [PicturePoint] {
        [-6.0, 0, 6].flatMap { dx in [-6.0, 0, 6].map { dy in PicturePoint(x: centre.x + dx, y: centre.y + dy) } }
    }

    /// Whether most (5 of 9) of `colors` are close to `color`.
    static func mostly(_ colors: [GraphicColor], _ color: GraphicColor) -> Bool {
        colors.filter { close($0, color) }.count >= 5
    }

    static func close(_ a: GraphicColor, _ b: GraphicColor) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= 6 && abs(Int(a.green) - Int(b.green)) <= 6 && abs(Int(a.blue) - Int(b.blue)) <= 6
    }

    @Test(arguments: names)
    func landAndSeaHaveTheirColours(name: String) throws {
        let view = try #require(Self.views.first { $0.name == name })
        for style in [BasemapStyle.arcGISTopographic, .arcGISImagery, .arcGISDarkGray] {
            let session = session(at: view.viewpoint, basemap: style)
            let frame = MapFrame(viewpoint: session.viewpoint, view: session.view, width: 800, height: 600)
            let land = frame.pixel(latitude: view.land.0, longitude: view.land.1)
            let sea = frame.pixel(latitude: view.sea.0, longitude: view.sea.1)
            let (_, png) = try Self.render(session)
            let found = try Self.colors(png, Self.around(land) + Self.around(sea))
            let palette = MapLook(style: style).palette
            #expect(Self.mostly(Array(found[..<9]), palette.land), "\(name) \(style): land around \(land) is \(found[..<9])")
            #expect(Self.mostly(Array(found[9...]), palette.sea), "\(name) \(style): sea around \(sea) is \(found[9...])")
        }
    }

    /// The marker of a bookmark is centred on the pixel its coordinate projects to.
    @Test(arguments: [(44.525, -110.838, 2_000_000.0, 0.0), (41.9, 12.5, 10_000_000, 0), (41.9, 12.5, 10_000_000, 45),
                      (-18.14, 178.44, 30_000_000, 0)])
    func bookmarkMarkerIsWhereItProjects(latitude: Double, longitude: Double, scale: Double, rotation: Double) throws {
        let away = scale / 10_000_000  // degrees off the centre: about 40 pixels
        let session = session(at: viewpoint(latitude + away, longitude - away, scale, rotation: rotation),
                              bookmarks: [("Here", latitude, longitude)])
        let frame = MapFrame(viewpoint: session.viewpoint, view: session.view, width: 800, height: 600)
        let expected = frame.pixel(latitude: latitude, longitude: longitude)
        let (_, png) = try Self.render(session)
        let script = testFolder.appendingPathComponent("png_pixels.py").path
        let output = try #require(runTool("python3", [script, png.path, "--centroid", "f28c28"]))
        let parts = output.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        try #require(parts.count == 3)
        #expect(parts[2] > 20, "marker pixels found: \(parts[2])")
        #expect(abs(parts[0] - expected.x) < 1.5 && abs(parts[1] - expected.y) < 1.5,
                "marker at \(parts[0]),\(parts[1]); expected \(expected)")
    }

    /// Names holding characters XML 1.0 cannot hold (escape, bell, NUL: a bookmark named in a
    /// script, a web map's name) are written without them, so that xmllint (in `render`) and
    /// rsvg-convert read the SVG; the rest of the name stays. (They were written raw: not
    /// well-formed, `PCDATA invalid Char value 7`.)
    @Test(arguments: ["a\u{1b}b", "bell\u{7}", "nul\u{0}x", "\u{ffff}mark"])
    func controlCharactersAreLeftOutOfTheSVG(name: String) throws {
        let session = session(at: viewpoint(44.525, -110.838, 6000), bookmarks: [(name, 44.525, -110.838)])
        let (svg, _) = try Self.render(session)
        let text = try String(contentsOf: svg, encoding: .utf8)
        let kept = String(String.UnicodeScalarView(name.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0xFFFF }))
        #expect(text.contains(">\(kept)</text>"), "\(kept)")
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    /// The document: SVG 1.1, a title with the caption, a group per layer.
    @Test func documentHasTitleAndLayers() throws {
        let text = SVGRenderer.svg(PictureBuilder.picture(of: session(at: viewpoint(44.525, -110.838, 6000),
                                                                     bookmarks: [("A & <B>", 44.525, -110.838)])))
        #expect(text.contains(#"version="1.1""#))
        #expect(text.contains("<title>Map: ArcGIS Topographic · 44.5250°N 110.8380°W · 1:6,000</title>"))
        for id in ["sea", "land", "coastline", "graticule", "graphics", "bookmarks", "location", "labels", "scale-bar",
                   "north-arrow", "caption"] {
            #expect(text.contains(#"id="\#(id)""#), "no layer \(id)")
        }
        #expect(text.contains("A &amp; &lt;B&gt;"))
    }

    /// A `size` other than the view's: the picture has that size and the same centre.
    @Test func sizeChangesThePictureNotTheCentre() throws {
        let session = session(at: viewpoint(41.9, 12.5, 10_000_000), bookmarks: [("Rome", 41.9, 12.5)])
        let (svg, png) = try Self.render(session, width: 300, height: 500)
        let text = try String(contentsOf: svg, encoding: .utf8)
        #expect(text.contains(#"width="300" height="500""#))
        let script = testFolder.appendingPathComponent("png_pixels.py").path
        let parts = try #require(runTool("python3", [script, png.path, "--centroid", "f28c28"]))
            .split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        try #require(parts.count == 3)
        #expect(abs(parts[0] - 150) < 1.5 && abs(parts[1] - 250) < 1.5)
    }
}
