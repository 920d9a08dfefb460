import ExternalTools
import Foundation
import MapCore
import MapFormats
import Testing
@testable import MapDraw

/// The legend box of an SVG picture (issue 36, 3.9): the layers drawn in the view, top first,
/// each row a symbol and its label, kept clear of the caption and the north arrow, cut to what
/// fits, left out on request; rendered by rsvg-convert with the swatch's colour where it is.
@Suite struct LegendPictureTests {
    /// A session over Yellowstone at 1:2,000,000 with `Towns` (points by `kind`, on top),
    /// `Roads` (lines, class breaks by `lanes`) and `Far` (a polygon far out of view).
    static func session(towns: Int = 3) throws -> Session {
        var session = MapDrawTests.session(at: viewpoint(44.5, -110.5, 2_000_000))
        let far = [position(-30, 100), position(-30, 101), position(-29, 101), position(-30, 100)]
        try session.addLayer(OperationalLayer(title: "Far", source: "f.geojson",
                                              content: .features(FeatureSet(features: [Feature(geometry: .polygon([far]))]))))
        let roads = [Feature(geometry: .lineString([position(44, -111), position(45, -110)]), fields: [("lanes", 2)]),
                     Feature(geometry: .lineString([position(44, -110), position(45, -111)]), fields: [("lanes", 4)])]
        try session.addLayer(OperationalLayer(title: "Roads", source: "r.geojson", content: .features(FeatureSet(features: roads))))
        let line = { (color: UInt32) in LayerSymbol(line: try! GraphicSymbol.Line(color: GraphicColor(rgb: color), width: 3)) }
        try session.setLayerRenderer(.classBreaks(field: "lanes", breaks: [.init(upperBound: 2, symbol: line(0x884400), lowerBound: 1),
                                                                           .init(upperBound: 4, symbol: line(0x008844))],
                                                  other: line(0x999999)), at: 2)
        let kinds = (0..<towns).map { "kind \($0) <&>" }
        let points = kinds.enumerated().map { index, kind in
            Feature(geometry: .point(position(44.3 + 0.1 * Double(index % 5), -110.6)), fields: [("kind", .string(kind))])
        }
        try session.addLayer(OperationalLayer(title: "Towns & villages", source: "t.geojson", content: .features(FeatureSet(features: points))))
        try session.setLayerRenderer(LayerRenderer.by(field: "kind", of: points, base: .standard), at: 3)
        return session
    }

    static func legend(_ picture: Picture) -> PictureLayer? { picture.layers.first { $0.id == "legend" } }

    static func texts(_ layer: PictureLayer?) -> [String] {
        (layer?.items ?? []).compactMap { if case .text(let text) = $0 { text.text } else { nil } }
    }

    @Test func listsTheLayersInViewTopFirst() throws {
        let picture = PictureBuilder.picture(of: try Self.session())
        #expect(Self.texts(Self.legend(picture)) == [
            "Towns & villages", "kind 0 <&>", "kind 1 <&>", "kind 2 <&>", "Roads", "1 – 2", "2 – 4",
        ])
        let markers = (Self.legend(picture)?.items ?? []).compactMap { if case .marker(let marker) = $0 { marker.fill } else { nil } }
        #expect(markers == [GraphicColor(rgb: 0x1F77B4), GraphicColor(rgb: 0xFF7F0E), GraphicColor(rgb: 0x2CA02C)])
    }

    @Test func offAndInTheTerminalThereIsNone() throws {
        #expect(Self.legend(PictureBuilder.picture(of: try Self.session(), legend: false)) == nil)
        #expect(Self.legend(PictureBuilder.picture(of: try Self.session(), metrics: .terminal)) == nil)
        #expect(Self.legend(PictureBuilder.picture(of: MapDrawTests.session(at: viewpoint(44.5, -110.5, 2_000_000)))) == nil)
    }

    /// The box sits at the bottom right, under the north arrow, inside the picture, clear of
    /// the caption; rows that do not fit end in `… N more`.
    @Test(arguments: [3, 10])
    func boxKeepsClear(towns: Int) throws {
        let picture = PictureBuilder.picture(of: try Self.session(towns: towns), width: 400, height: 260)
        let legend = try #require(Self.legend(picture))
        guard case .path(let box) = legend.items.first, let corners = box.subpaths.first else {
            Issue.record("the legend starts with its box")
            return
        }
        let metrics = PictureMetrics.svg
        let minX = corners.map(\.x).min()!, minY = corners.map(\.y).min()!, maxX = corners.map(\.x).max()!, maxY = corners.map(\.y).max()!
        #expect(maxX <= 400 - metrics.margin && maxY <= 260 - metrics.margin)
        #expect(minY >= metrics.margin + metrics.northArrowSize + metrics.lineHeight * 2)
        #expect(minX >= 400 * 0.5)
        let texts = Self.texts(legend)
        if towns == 10 {
            #expect(texts.last?.hasPrefix("… ") == true && texts.last?.hasSuffix(" more") == true)
            #expect(texts.count < 1 + 10 + 3)
        } else {
            #expect(texts.count == 7)
        }
    }

    /// xmllint reads the SVG (labels escaped), rsvg-convert renders it, and each marker's
    /// colour is in the PNG at the marker's place in the legend; a line row's colour too.
    @Test(.needs(.rsvg, .xmllint))
    func rendersWithTheSwatchColours() throws {
        let session = try Self.session()
        let (svg, png) = try SVGExportTests.render(session)
        let text = try String(contentsOf: svg, encoding: .utf8)
        #expect(text.contains("kind 0 &lt;&amp;&gt;"))
        let legend = try #require(Self.legend(PictureBuilder.picture(of: session)))
        var checked = 0
        for item in legend.items {
            switch item {
            case .marker(let marker):
                let found = try SVGExportTests.colors(png, [marker.at])
                #expect(found.count == 1 && SVGExportTests.close(found[0], marker.fill), "\(found) at \(marker.at), not \(marker.fill)")
                checked += 1
            case .path(let path) where !path.isClosed:
                let ends = try #require(path.subpaths.first)
                let middle = PicturePoint(x: (ends[0].x + ends[1].x) / 2, y: ends[0].y)
                let found = try SVGExportTests.colors(png, [middle])
                #expect(found.count == 1 && SVGExportTests.close(found[0], path.stroke!), "\(found) at \(middle)")
                checked += 1
            default:
                break
            }
        }
        #expect(checked == 5)
    }
}
