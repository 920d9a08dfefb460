import MapCore
import Testing
@testable import MapDraw

/// What the builder puts in a picture: labels that do not collide, no streaks across the
/// antimeridian, the layers in order, the north arrow and scale bar.
@Suite struct PictureBuilderTests {
    /// Bookmarks crowded together: each label that is placed overlaps no other.
    @Test(arguments: [PictureMetrics.svg, .terminal])
    func labelsDoNotCollide(metrics: PictureMetrics) {
        var names: [(String, Double, Double)] = []
        for index in 0..<12 {
            let latitude = 44.5 + Double(index % 4) * 0.001
            let longitude = -110.8 + Double(index / 4) * 0.001
            names.append(("Bookmark number \(index)", latitude, longitude))
        }
        let session = session(at: viewpoint(44.5015, -110.799, 12_000), bookmarks: names)
        let size = metrics == .svg ? (800, 600) : (160, 96)
        let picture = PictureBuilder.picture(of: session, width: size.0, height: size.1, metrics: metrics)
        let placer = LabelPlacer(metrics: metrics, width: Double(size.0), height: Double(size.1))
        var boxes: [LabelBox] = []
        for case .text(let text) in picture.layer("labels")?.items ?? [] { boxes.append(placer.box(of: text)) }
        #expect(boxes.count >= 4)
        for (index, box) in boxes.enumerated() {
            for other in boxes[(index + 1)...] { #expect(!box.overlaps(other)) }
        }
    }

    /// Views across the antimeridian: no coastline segment jumps across the picture (as one
    /// would if a polygon cut at ±180 were joined the long way round).
    @Test(arguments: [(-17.0, 180.0, 25_000_000.0), (65, -179, 20_000_000), (65, 179, 40_000_000), (0, 0, Viewpoint.worldScale)])
    func noStreaksAcrossTheAntimeridian(latitude: Double, longitude: Double, scale: Double) {
        let picture = PictureBuilder.picture(of: session(at: viewpoint(latitude, longitude, scale)))
        for layer in ["coastline", "land"] {
            for case .path(let path) in picture.layer(layer)?.items ?? [] {
                for subpath in path.subpaths {
                    for (a, b) in zip(subpath, subpath.dropFirst()) {
                        #expect(abs(a.x - b.x) < 300, "\(layer): a segment from \(a) to \(b)")
                    }
                }
            }
        }
    }

    /// A line from 170°E to 170°W goes the short way, across the antimeridian, in one piece.
    @Test(arguments: [(0.0, 180.0), (0, 170), (0, -170)])
    func graphicsCrossTheAntimeridianTheShortWay(latitude: Double, longitude: Double) throws {
        var session = session(at: viewpoint(latitude, longitude, 100_000_000))
        try session.addGraphic(.line([position(0, 170), position(0, -170)]))
        let picture = PictureBuilder.picture(of: session)
        let frame = MapFrame(viewpoint: session.viewpoint, view: session.view, width: 800, height: 600)
        let expected = 20 / 360 * MapFrame.worldWidth / frame.resolution  // 20 degrees of longitude
        guard case .path(let path)? = picture.layer("graphics")?.items.first else {
            Issue.record("no line drawn")
            return
        }
        for subpath in path.subpaths {
            let first = try #require(subpath.first), last = try #require(subpath.last)
            #expect(abs(abs(last.x - first.x) - expected) < 1, "a copy from \(first) to \(last)")
        }
    }

    @Test func layersComeInDrawingOrder() {
        let picture = PictureBuilder.picture(of: Session())
        #expect(picture.layers.map(\.id) == ["land", "coastline", "lakes", "rivers", "states", "borders", "graticule",
                                             "places", "bookmarks", "graphics", "location", "geography-labels",
                                             "graticule-labels", "labels", "caption", "scale-bar", "north-arrow"])
    }

    /// The north arrow points north on the picture: up at rotation 0, turned with the map.
    @Test(arguments: [(0.0, 0.0), (45, 315), (90, 270), (300, 60)])
    func northArrowTurnsWithTheMap(rotation: Double, direction: Double) {
        let picture = PictureBuilder.picture(of: session(at: viewpoint(10, 10, 1_000_000, rotation: rotation)))
        guard case .marker(let marker)? = picture.layer("north-arrow")?.items.first,
              case .northArrow(let found) = marker.kind else {
            Issue.record("no north arrow")
            return
        }
        #expect(abs(found - direction) < 1e-9)
    }

    /// Every style has a look, and the looks' land and sea differ.
    @Test(arguments: BasemapStyle.allCases)
    func everyStyleHasALook(style: BasemapStyle) {
        let palette = MapLook(style: style).palette
        #expect(palette.land != palette.sea)
    }
}
