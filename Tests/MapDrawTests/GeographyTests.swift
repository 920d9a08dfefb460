import Foundation
import MapCore
import Testing
@testable import MapDraw

/// The compiled Natural Earth layers: decoded whole they are consistent, the detail follows
/// the scale, known features are where they should be, and the picture draws them.
@Suite struct GeographyTests {
    /// Every layer decodes; every feature's points lie in its box; names are whole.
    @Test(arguments: ["land50m", "land10m", "lakes50m", "lakes10m", "rivers50m", "rivers10m", "borders10m", "states50m", "places10m"])
    func layerDecodesConsistently(name: String) throws {
        let layers: [String: GeoLayer] = [
            "land50m": Geography.land50m, "land10m": Geography.land10m, "lakes50m": Geography.lakes50m,
            "lakes10m": Geography.lakes10m, "rivers50m": Geography.rivers50m, "rivers10m": Geography.rivers10m,
            "borders10m": Geography.borders10m, "states50m": Geography.states50m, "places10m": Geography.places10m,
        ]
        let layer = try #require(layers[name])
        let world = GeoBox(west: -180, south: -90, east: 180, north: 90)
        let features = layer.features(in: world) { _ in true }
        #expect(features.count > 100, "\(name): \(features.count) features")
        let tolerance = layer.unit / 2
        for feature in features {
            #expect(feature.box.west >= -180 - tolerance && feature.box.east <= 180 + tolerance)
            #expect(feature.box.south >= -90 - tolerance && feature.box.north <= 90 + tolerance)
            for point in feature.parts.joined() {
                #expect(point.lon >= feature.box.west - tolerance && point.lon <= feature.box.east + tolerance
                        && point.lat >= feature.box.south - tolerance && point.lat <= feature.box.north + tolerance,
                        "\(name) \(feature.name ?? "?"): \(point) outside its box")
            }
        }
    }

    /// A region decodes only the features whose boxes meet it, and a filter on the attributes
    /// keeps only what it accepts.
    @Test func regionAndAttributesFilter() {
        let idaho = GeoBox(west: -113, south: 43, east: -112, north: 44)
        let all = Geography.places10m.features(in: GeoBox(west: -180, south: -90, east: 180, north: 90)) { _ in true }
        let near = Geography.places10m.features(in: idaho) { _ in true }
        #expect(near.count < all.count / 100 && !near.isEmpty)
        #expect(near.allSatisfy { idaho.meets($0.box) })
        #expect(near.contains { $0.name == "Idaho Falls" })
        let important = Geography.places10m.features(in: idaho) { $0.scalerank <= 3 }
        #expect(important.allSatisfy { $0.attributes.scalerank <= 3 } && important.count < near.count)
    }

    /// Whether each point lies in a lake of the layer (even-odd over its rings).
    @Test(arguments: [
        ("lakes10m", 44.46, -110.37, true),   // Yellowstone Lake
        ("lakes50m", 44.46, -110.37, true),
        ("lakes10m", 43.5, -112.5, false),    // farmland west of Idaho Falls
        ("lakes10m", 41.0, -112.5, true),     // Great Salt Lake
        ("lakes10m", 47.7, -87.5, true),      // Lake Superior
    ])
    func lakesAreWhereTheyShouldBe(layer: String, latitude: Double, longitude: Double, water: Bool) {
        let lakes = layer == "lakes10m" ? Geography.lakes10m : Geography.lakes50m
        let here = GeoBox(west: longitude, south: latitude, east: longitude, north: latitude)
        let inside = lakes.features(in: here) { _ in true }.contains { Self.contains($0.parts, latitude, longitude) }
        #expect(inside == water)
    }

    /// Even-odd point in polygon, in degrees.
    static func contains(_ rings: [[(lon: Double, lat: Double)]], _ latitude: Double, _ longitude: Double) -> Bool {
        var inside = false
        for ring in rings {
            for (index, a) in ring.enumerated() {
                let b = ring[(index + 1) % ring.count]
                if (a.lat > latitude) != (b.lat > latitude),
                   longitude < a.lon + (latitude - a.lat) / (b.lat - a.lat) * (b.lon - a.lon) {
                    inside.toggle()
                }
            }
        }
        return inside
    }

    /// Boxes meet across the antimeridian and in other copies of the world.
    @Test(arguments: [
        (GeoBox(west: 170, south: -20, east: 190, north: -10), GeoBox(west: -179, south: -19, east: -178, north: -18), true),
        (GeoBox(west: -190, south: -20, east: -170, north: -10), GeoBox(west: 178, south: -19, east: 179, north: -18), true),
        (GeoBox(west: 10, south: 10, east: 20, north: 20), GeoBox(west: 21, south: 10, east: 30, north: 20), false),
        (GeoBox(west: 10, south: 10, east: 20, north: 20), GeoBox(west: 15, south: 21, east: 30, north: 30), false),
        (GeoBox(west: -500, south: 0, east: 500, north: 1), GeoBox(west: 5, south: 0, east: 6, north: 1), true),
    ])
    func boxesMeet(a: GeoBox, b: GeoBox, meet: Bool) {
        #expect(a.meets(b) == meet && b.meets(a) == meet)
    }

    /// The detail by scale: 1:110m at world scales, 1:50m in the middle, 1:10m close in.
    @Test(arguments: [
        (Viewpoint.worldScale, Geography.Detail.small), (200_000_000, .small), (100_000_000, .medium),
        (20_000_000, .medium), (15_000_000, .large), (1_500_000, .large), (6000, .large),
    ])
    func detailFollowsScale(scale: Double, detail: Geography.Detail) {
        let resolution = View.resolution(atScale: scale)
        #expect(Geography.Detail(zoom: Geography.zoom(resolution: resolution)) == detail)
    }

    /// A graticule line's label in degrees.
    @Test(arguments: [
        (110.0, 10.0, true, "110°E"), (-110.5, 0.5, true, "110.5°W"), (0, 30, true, "0°"), (180, 30, true, "180°"),
        (-180, 30, true, "180°"), (190, 10, true, "170°W"), (44.5, 0.5, false, "44.5°N"), (-33.25, 0.05, false, "33.25°S"),
        (0, 1, false, "0°"), (35.48, 0.02, false, "35.48°N"), (139.84, 0.02, true, "139.84°E"),
    ])
    func degreesLabel(value: Double, step: Double, isLongitude: Bool, expected: String) {
        #expect(DecimalText.degrees(value, step: step, isLongitude: isLongitude) == expected)
    }

    /// Yellowstone at 1:1,500,000: the picture has the lake, rivers, borders, towns and their
    /// names, and graticule labels in degrees; the 1:10m layers are used.
    @Test func yellowstonePictureHasItsGeography() {
        let picture = PictureBuilder.picture(of: session(at: viewpoint(44.5, -109.9, 1_500_000)))
        for id in ["lakes", "rivers", "states", "places", "geography-labels", "graticule-labels"] {
            #expect(!(picture.layer(id)?.items.isEmpty ?? true), "layer \(id) is empty")
        }
        let svg = SVGRenderer.svg(picture)
        for label in [">Cody<", ">Yellowstone Lake<", ">Yellowstone<", ">110°W<", ">44.5°N<"] {
            #expect(svg.contains(label), "no \(label)")
        }
    }

    /// A town that a bookmark is named after is not labelled twice.
    @Test(arguments: [true, false])
    func bookmarkedTownIsNamedOnce(bookmarked: Bool) {
        let session = session(at: viewpoint(40, 14, 10_000_000), bookmarks: bookmarked ? [("Rome", 41.9, 12.5)] : [])
        let svg = SVGRenderer.svg(PictureBuilder.picture(of: session))
        let count = svg.components(separatedBy: ">Rome</text>").count - 1
        #expect(count == 2, "\(count / 2) labels") // each label is written twice: its halo, then its letters
    }

    /// Labels never overlap one another (the placer keeps them apart).
    @Test(arguments: [(44.5, -109.9, 1_500_000.0), (40.0, -100.0, 20_000_000), (35.5, 139.85, 500_000), (0, 0, Viewpoint.worldScale)])
    func labelsDoNotOverlap(latitude: Double, longitude: Double, scale: Double) {
        let picture = PictureBuilder.picture(of: session(at: viewpoint(latitude, longitude, scale)))
        let placer = LabelPlacer(metrics: .svg, width: 800, height: 600)
        let boxes = ["geography-labels", "graticule-labels", "labels"].flatMap { id in
            (picture.layer(id)?.items ?? []).compactMap { item -> LabelBox? in
                if case .text(let text) = item { return placer.box(of: text) }
                return nil
            }
        }
        #expect(boxes.count > 3)
        for (index, box) in boxes.enumerated() {
            for other in boxes[(index + 1)...] { #expect(!box.overlaps(other), "\(box) overlaps \(other)") }
        }
    }

    /// A point graphic at a bookmark's place is drawn over the bookmark's marker, in the SVG
    /// and in braille.
    @Test func pointGraphicIsOverTheBookmark() throws {
        var session = session(at: viewpoint(44.525, -110.838, 6000), bookmarks: [("Spring", 44.525, -110.838)])
        try session.addGraphic(.point(position(44.525, -110.838), label: "Here"))
        let picture = PictureBuilder.picture(of: session)
        let order = picture.layers.map(\.id)
        let graphics = try #require(order.firstIndex(of: "graphics")), bookmarks = try #require(order.firstIndex(of: "bookmarks"))
        #expect(graphics > bookmarks)
        let cells = BrailleRenderer.cells(of: PictureBuilder.picture(of: session, width: 160, height: 96, metrics: .terminal))
        #expect(cells.plainText.contains("●") && !cells.plainText.contains("★"))
    }

    /// A scene whose camera is tilted is drawn in perspective: the caption says so, the
    /// target stays at the picture's centre (its bookmark's marker there), the ground ahead
    /// shrinks towards the horizon, the sky is above it; a camera looking straight down draws
    /// the top-down picture.
    @Test(arguments: [0.0, 30, 60, 75])
    func tiltedSceneIsDrawnInPerspective(pitch: Double) throws {
        var session = Session()
        session.newGeoModel(.scene, basemap: .arcGISTopographic)
        _ = try session.addBookmark(named: "Lake", viewpoint: viewpoint(44.46, -110.37, 6000))
        session.restore(viewpoint: viewpoint(44.46, -110.37, 400_000))
        if pitch > 0 { try session.tiltCamera(to: pitch) }
        let picture = PictureBuilder.picture(of: session)
        #expect(picture.title.contains("perspective, heading") == (pitch > 0), "\(picture.title)")
        guard case .marker(let marker)? = picture.layer("bookmarks")?.items.first else {
            Issue.record("no bookmark marker")
            return
        }
        #expect(abs(marker.at.x - 400) < 1 && abs(marker.at.y - 300) < 1, "the target at \(marker.at)")
        #expect((picture.layer("sky") != nil) == (pitch >= 60), "sky at pitch \(pitch)")
        let frame = MapFrame(viewpoint: session.viewpoint, view: session.view, width: 800, height: 600)
        if let perspective = Perspective(camera: session.camera, frame: frame) {
            let ahead = perspective.screen(u: 100, v: -100), behind = perspective.screen(u: 100, v: 100)
            #expect(ahead.x - 400 < 100 && behind.x - 400 > 100, "ahead \(ahead), behind \(behind)")
            #expect(ahead.y > 200 && behind.y < 400, "ahead \(ahead), behind \(behind)")
        } else {
            #expect(pitch == 0)
        }
    }
}
