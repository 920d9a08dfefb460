import Foundation
import MapCore
import Testing
@testable import MapDraw

/// How a level's picture is written into the page (`HTMLPage+Level`): paths of one paint
/// share a group, opaque circles are dots, labels are one `<text>`, the world is drawn once
/// and shown three times, and the coarse levels are shared.
struct HTMLLevelWritingTests {
    static let red = GraphicColor(rgb: 0xFF0000), white = GraphicColor(rgb: 0xFFFFFF), blue = GraphicColor(rgb: 0x0000FF)

    static func picture(_ items: [PictureLayer.Item], width: Int = 100) -> Picture {
        Picture(width: width, height: 100, title: "t", background: white, land: white, layers: [PictureLayer(id: "layer-1", items: items)])
    }

    static func line(_ points: [(Double, Double)], stroke: GraphicColor = blue) -> PictureLayer.Item {
        .path(PicturePath([points.map { PicturePoint(x: $0.0, y: $0.1) }], closed: false, stroke: stroke, width: 2))
    }

    static func count(_ text: String, in page: String) -> Int { page.components(separatedBy: text).count - 1 }

    /// Three lines of one paint and one of another: two groups, the paint written once each,
    /// each path only its data.
    @Test func pathsOfOnePaintShareAGroup() {
        let group = HTMLPage.group(of: Self.picture([Self.line([(0, 0), (10, 0)]), Self.line([(0, 5), (10, 5)]),
                                                      Self.line([(0, 9), (10, 9)]), Self.line([(0, 1), (5, 5)], stroke: Self.red)]),
                                   index: 2)
        #expect(Self.count(##"<g fill="none" stroke="#0000ff""##, in: group) == 1)
        #expect(Self.count(##"<g fill="none" stroke="#ff0000""##, in: group) == 1)
        #expect(group.contains("<path d=\"M0 5l10 0\"/>\n"))
        #expect(Self.count("<path d=", in: group) == 4)
        #expect(Self.count("stroke-width=", in: group) == 2)
    }

    /// A line of 10,000 points wiggling a hundredth of a pixel is written as its two ends.
    @Test func linesAreThinned() {
        let wiggle = (0..<10_000).map { (Double($0) / 100, $0 % 2 == 0 ? 50 : 50.01) }
        let group = HTMLPage.group(of: Self.picture([Self.line(wiggle)]), index: 1)
        #expect(group.contains("<path d=\"M0 50l100 0\"/>"))
    }

    /// Opaque circles are dots: one path of zero-length steps, drawn by two `<use>` (the
    /// outline's colour s + w wide, the fill's s - w); other markers and translucent circles
    /// stay pins.
    @Test func opaqueCirclesAreDots() {
        func marker(_ kind: PictureMarker.Kind, _ x: Double, alpha: UInt8 = 255) -> PictureLayer.Item {
            .marker(PictureMarker(kind, at: PicturePoint(x: x, y: 20), size: 8,
                                  fill: GraphicColor(red: 255, green: 0, blue: 0, alpha: alpha), stroke: Self.white))
        }
        let items = [marker(.symbol(.circle), 10), marker(.symbol(.circle), 20.5), marker(.symbol(.square), 30),
                     marker(.symbol(.circle), 40, alpha: 128)]
        let group = HTMLPage.group(of: Self.picture(items), index: 7)
        #expect(group.contains(#"<defs><path id="level7-dots0" d="M10 20l0 0M20.5 20l0 0" vector-effect="non-scaling-stroke"/></defs>"#))
        #expect(group.contains(##"<use href="#level7-dots0" fill="none" stroke="#ffffff" stroke-width="9" stroke-linecap="round"/>"##))
        #expect(group.contains(##"<use href="#level7-dots0" fill="none" stroke="#ff0000" stroke-width="7" stroke-linecap="round"/>"##))
        #expect(Self.count("class=\"pin\"", in: group) == 2)
        #expect(group.contains("<polygon"))  // the square
        #expect(group.contains("fill-opacity=\"0.502\""))  // the translucent circle
    }

    /// A label is one `<text>` whose stroke is its halo; the anchor and weight only when not
    /// the default.
    @Test func labelsAreOneText() {
        let label = PictureText("Old <Faithful>", at: PicturePoint(x: 5, y: 6), anchor: .middle, size: 12,
                                color: GraphicColor(rgb: 0x333333), halo: Self.white, bold: true)
        let group = HTMLPage.group(of: Self.picture([.text(label)]), index: 0)
        #expect(group.contains(##"<g class="pin" data-at="5 6" transform="translate(5 6)">"##
            + "\n" + ##"<text font-size="12" fill="#333333" stroke="#ffffff" text-anchor="middle" font-weight="bold">Old &lt;Faithful&gt;</text>"##))
        #expect(Self.count("<text", in: group) == 1)
    }

    /// The world level: its picture is one world wide, written once in the middle and shown
    /// twice more a world's width to each side; its tiles' group is moved back into the
    /// level's pixels.
    @Test func theWorldIsWrittenOnce() {
        let group = HTMLPage.group(of: Self.picture([Self.line([(0, 0), (10, 0)])], width: 1024), index: 0, tiles: true, copies: 3)
        #expect(group.contains(#"<rect x="0" y="0" width="3072" height="100""#))
        #expect(group.contains(#"<g id="level0-copy" transform="translate(1024 0)">"#))
        #expect(group.contains(##"<use href="#level0-copy" x="-1024"/>"##) && group.contains(##"<use href="#level0-copy" x="1024"/>"##))
        #expect(Self.count("<path d=", in: group) == 1)
        #expect(group.contains(#"<g data-tiles transform="translate(-1024 0)"></g>"#))
    }

    /// While a place's level would be at least as wide as the world, the level is the world
    /// (three copies), one for every place; below, each far place has its own.
    @Test func coarseLevelsAreSharedByEveryPlace() {
        let places = [viewpoint(35.6812, 139.7671, 24_000), viewpoint(48.8566, 2.3522, 24_000), viewpoint(-33.8688, 151.2093, 24_000)]
        let levels = HTMLLevel.levels(for: places, width: 1024, height: 768, projection: .webMercator)
        let worlds = levels.filter { $0.copies == 3 }
        #expect(worlds.map(\.zoom) == [0, 1])
        #expect(worlds.last.map { [$0.width, $0.height] } == [2048 * 3, 2048])
        #expect(levels.filter { $0.zoom == 2 }.count == 3)
        #expect(levels.count == 2 + 3 * 12)
        let narrow = HTMLLevel.levels(for: places, width: 800, height: 600, projection: .webMercator)
        #expect(narrow.filter { $0.copies == 3 }.map(\.zoom) == [0])
        #expect(narrow.filter { $0.zoom == 1 }.count == 3)
    }
}
