import Foundation
import MapCore
import Testing
@testable import MapDraw

/// `HTMLPage` without a browser: the levels it draws, its data, its determinism, and the
/// moves (`ViewpointPath`) that the page and the live `show` animate.
struct HTMLPageTests {
    /// The same session gives the same bytes; the bookmarks are listed 1-based with their
    /// names escaped, and the page holds no reference to anything outside it.
    @Test func aPageIsSelfContainedAndDeterministic() throws {
        var session = session(at: viewpoint(44.42, -110.37, 384_000), bookmarks: [("Old <Faithful>", 44.4605, -110.8281),
                                                                                  ("Lake & shore", 44.42, -110.37)])
        try session.go(to: viewpoint(44.4605, -110.8281, 24_000), duration: 3)
        try session.wait(2)
        let page = HTMLPage.html(of: session)
        #expect(page == HTMLPage.html(of: session))
        #expect(page.contains(#"<button type="button" data-bookmark="1">Old &lt;Faithful&gt;</button>"#))
        #expect(page.contains(#"<button type="button" data-bookmark="2">Lake &amp; shore</button>"#))
        #expect(!page.contains("data-bookmark=\"3\""))
        #expect(page.contains(#""name":"Old \u003cFaithful>""#))
        #expect(page.contains(#"data-action="play">"#) && page.contains(#"data-timeline"#))
        #expect(page.contains(#"<p class="viewpoint" data-viewpoint>44.4605,-110.8281 1:24,000 rotation 0</p>"#))
        #expect(page.contains(#""tour":[[44.4605,-110.8281,24000,0,3],[2]]"#))
        // (The SVG namespace is a name, not a reference.)
        let references = page.replacingOccurrences(of: #"xmlns="http://www.w3.org/2000/svg""#, with: "")
        for outside in ["http:", "https:", "src=", "href=\"http", "@import", "url("] {
            #expect(!references.contains(outside), "\(outside)")
        }
    }

    /// The location's track is drawn under the location (only while a track plays), in every
    /// picture it crosses.
    @Test(arguments: [true, false])
    func theTrackIsDrawn(started: Bool) throws {
        var session = session(at: viewpoint(44.47, -110.83, 50_000))
        let fixes = try [(44.4605, -110.8281), (44.4685, -110.8311), (44.4765, -110.8341)].map {
            try LocationFix(latitude: $0.0, longitude: $0.1)
        }
        if started { session.startLocation(track: try LocationTrack(fixes)) }
        let page = HTMLPage.html(of: session)
        let tracks = page.components(separatedBy: #"<g data-layer="track">"#).count - 1
        if started {
            #expect(tracks >= 10)
            #expect(page.components(separatedBy: #"<g data-layer="track">"#)[1].contains(##"stroke="#007ac2""##))
            #expect(page.range(of: #"data-layer="track""#)!.lowerBound < page.range(of: #"data-layer="location""#)!.lowerBound)
        } else {
            #expect(tracks == 0)
        }
    }

    /// Level 0 is the world; each place gets a level at each zoom down to the first at least
    /// as fine as its scale, shared with places nearby.
    @Test(arguments: [(24_000.0, 13), (384_000, 9), (Viewpoint.worldScale, 0), (1, 18)])
    func finestZoom(scale: Double, zoom: Int) {
        #expect(HTMLLevel.finestZoom(forScale: scale) == zoom)
        if zoom > 0 && zoom < HTMLLevel.deepestZoom {
            #expect(HTMLLevel.worldLevelScale / Double(1 << zoom) <= scale)
            #expect(HTMLLevel.worldLevelScale / Double(1 << (zoom - 1)) > scale)
        }
    }

    @Test func levelsAreSharedByNearbyPlaces() {
        let one = [viewpoint(44.4605, -110.8281, 24_000)]
        let two = one + [viewpoint(44.461, -110.828, 24_000)]
        let far = one + [viewpoint(-33.87, 151.21, 24_000)]
        let count = { (places: [Viewpoint]) in HTMLLevel.levels(for: places, width: 800, height: 600, projection: .webMercator).count }
        #expect(count(one) == 1 + 13)
        #expect(count(two) == count(one))
        #expect(count(far) > count(one) + 10)
        // Each place lies well inside the levels drawn for it (a quarter of a level from its centre at most).
        for level in HTMLLevel.levels(for: one, width: 800, height: 600, projection: .webMercator).dropFirst() {
            let frame = MapFrame(viewpoint: level.viewpoint, view: View(), width: level.width, height: level.height)
            #expect(frame.resolution == View.resolution(atScale: level.viewpoint.scale) * 800 / 1600)
            let pixel = frame.pixel(latitude: 44.4605, longitude: -110.8281)
            #expect(abs(pixel.x - 800) <= 400.001 && abs(pixel.y - 600) <= 300.001, "level \(level.zoom): \(pixel)")
        }
    }

    /// `where`'s text of a viewpoint.
    @Test(arguments: [(44.525, -110.838, 6000.0, 0.0, "44.525,-110.838 1:6,000 rotation 0"),
                      (38.123456789, 15.987654321, 1e7, 45.5, "38.123457,15.987654 1:10,000,000 rotation 45.5"),
                      (-0.0000004, 179.9999996, 1.5, 0, "0,180 1:1.5 rotation 0")])
    func placeText(latitude: Double, longitude: Double, scale: Double, rotation: Double, text: String) {
        #expect(HTMLPage.place(viewpoint(latitude, longitude, scale, rotation: rotation)) == text)
    }

    /// Moves: the ends exactly, the scale geometric, the centre and the rotation the shorter
    /// way round.
    @Test(arguments: [
        // start, end, halfway (latitude, longitude, scale, rotation)
        ((0.0, 10.0, 1_000_000.0, 0.0), (0.0, 20.0, 4_000_000.0, 90.0), (0.0, 15.0, 2_000_000.0, 45.0)),
        ((0, 170, 1_000_000, 350), (0, -170, 1_000_000, 10), (0, 180, 1_000_000, 0)),
        ((0, -170, 100, 10), (0, 170, 10_000, 350), (0, -180, 1_000, 0)),
    ])
    func halfway(start: (Double, Double, Double, Double), end: (Double, Double, Double, Double),
                 middle: (Double, Double, Double, Double)) {
        let a = viewpoint(start.0, start.1, start.2, rotation: start.3), b = viewpoint(end.0, end.1, end.2, rotation: end.3)
        let path = ViewpointPath(from: a, to: b)
        #expect(path.viewpoint(at: 0) == a && path.viewpoint(at: 1) == b && path.viewpoint(at: 2) == b)
        let half = path.viewpoint(at: 0.5)
        #expect(abs(half.latitude - middle.0) < 1e-9)
        #expect(abs(abs(half.longitude) - abs(middle.1)) < 1e-9)
        #expect(abs(half.scale - middle.2) < 1e-6 * middle.2)
        #expect(abs(half.rotation - middle.3) < 1e-9 || abs(half.rotation - middle.3 - 360) < 1e-9)
    }

    /// North-south, the centre moves straight across Web Mercator's plane (not in latitude).
    @Test func movesAreStraightInTheProjection() {
        let path = ViewpointPath(from: viewpoint(0, 0, 1e6), to: viewpoint(60, 0, 1e6))
        let y = Projection.webMercator(latitude: path.viewpoint(at: 0.5).latitude, longitude: 0).y
        #expect(abs(y - Projection.webMercator(latitude: 60, longitude: 0).y / 2) < 1e-6)
    }
}
