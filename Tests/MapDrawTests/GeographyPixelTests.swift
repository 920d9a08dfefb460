import ExternalTools
import Foundation
import MapCore
import Testing
@testable import MapDraw

/// Pixels, not only markup: the SVG rendered by rsvg-convert is water where the water is and
/// land where the land is, at the scales people work at, on several basemaps.
@Suite(.serialized, .needs(.rsvg, .xmllint))
struct GeographyPixelTests {
    /// A view and places in it known to be water or land (Natural Earth 1:10m and 1:50m).
    static let cases: [(name: String, viewpoint: Viewpoint, places: [(Double, Double, water: Bool)])] = [
        ("yellowstone-1.5m", viewpoint(44.0, -111.45, 1_500_000), [(44.46, -110.37, true), (43.5, -112.5, false)]),
        ("yellowstone-250k", viewpoint(44.45, -110.4, 250_000), [(44.46, -110.37, true), (44.6, -110.6, false)]),
        ("idaho-6m", viewpoint(44.0, -111.5, 6_000_000), [(41.0, -112.5, true), (43.5, -112.5, false)]),
        ("tokyo-bay-250k", viewpoint(35.5, 139.85, 250_000), [(35.5, 139.85, true), (35.4, 140.0, false), (35.65, 139.6, false)]),
        ("tokyo-bay-1m", viewpoint(35.4, 139.8, 1_000_000), [(35.3, 139.75, true), (35.6, 140.15, false)]),
    ]

    static let names = cases.map(\.name)


    @Test(arguments: names)
    func waterIsWaterAndLandIsLand(name: String) throws {
        let view = try #require(Self.cases.first { $0.name == name })
        for style in [BasemapStyle.arcGISTopographic, .arcGISImagery, .arcGISDarkGray, .osmStandard, .arcGISHillshadeLight] {
            let session = session(at: view.viewpoint, basemap: style)
            let frame = MapFrame(viewpoint: session.viewpoint, view: session.view, width: 800, height: 600)
            let (_, png) = try SVGExportTests.render(session)
            let palette = MapLook(style: style).palette
            for place in view.places {
                let centre = frame.pixel(latitude: place.0, longitude: place.1)
                let found = try SVGExportTests.colors(png, SVGExportTests.around(centre))
                let expected = place.water ? palette.water : palette.land
                #expect(SVGExportTests.mostly(found, expected),
                        "\(name) \(style): \(place.water ? "water" : "land") at \(place.0),\(place.1) is \(found)")
            }
        }
    }
}
