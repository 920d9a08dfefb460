import MapCore
import Testing
@testable import MapDraw

/// The page's tile service, without a browser (`HTMLTileBrowserTests` drives one): the
/// template in the script's spelling, the data, the attribution, and the group the script
/// fills, between the basemap and the rest; nothing of it without a tile basemap.
struct HTMLPageTileTests {
    /// A session at 0,0 on `raster`'s basemap.
    static func session(_ raster: RasterSource) throws -> Session {
        var session = MapDrawTests.session(at: viewpoint(0, 0, 73_957_190.94894437))
        try session.useBasemap(Basemap(name: "tiles", raster: raster, spatialReference: .webMercator))
        return session
    }

    @Test(arguments: [
        ("https://t.test/{z}/{x}/{y}.png", "https://t.test/{z}/{x}/{y}.png"),
        ("https://t.test/tile/{level}/{row}/{col}", "https://t.test/tile/{z}/{y}/{x}"),
        ("https://{subDomain}.t.test/{level}/{col}/{row}.png?k={x}", "https://{subDomain}.t.test/{z}/{x}/{y}.png?k={x}"),
    ])
    func theTemplateIsSpelledForTheScript(template: String, page: String) {
        #expect(HTMLPage.pageTemplate(template) == page)
    }

    @Test func theDataNamesTheService() {
        #expect(HTMLPage.tilesData(nil) == "null")
        let plain = RasterSource(kind: .tiles, location: "https://t.test/{level}/{col}/{row}.png")
        #expect(HTMLPage.tilesData(plain) == #"{"template":"https://t.test/{z}/{x}/{y}.png","subDomains":["a"],"attribution":null}"#)
        let credited = RasterSource(kind: .tiles, location: "https://{subDomain}.t.test/{z}/{x}/{y}.png", subDomains: ["a", "b"],
                                    attribution: "© </script> & co")
        #expect(HTMLPage.tilesData(credited)
                == #"{"template":"https://{subDomain}.t.test/{z}/{x}/{y}.png","subDomains":["a","b"],"attribution":"© \u003c/script> & co"}"#)
    }

    /// The page writes the service in its data and its attribution at the map's corner, escaped.
    @Test func thePageCarriesTheServiceAndItsAttribution() throws {
        let raster = RasterSource(kind: .tiles, location: "https://t.test/{z}/{x}/{y}.png", attribution: "Tiles © <Test>")
        let page = HTMLPage.html(of: try Self.session(raster), width: 400, height: 300)
        #expect(page.contains(#"<div class="attribution" data-attribution>Tiles © &lt;Test&gt;</div>"#))
        #expect(page.contains(#""tiles":{"template":"https://t.test/{z}/{x}/{y}.png","subDomains":["a"],"attribution":"Tiles © \u003cTest>"}"#))
        // One group for the tiles in every level (the world's moved back from its middle copy).
        #expect(page.components(separatedBy: "<g data-tiles").count - 1 == page.components(separatedBy: "<g class=\"level\"").count - 1)
        #expect(page.components(separatedBy: #"<g data-tiles transform="translate(-1024 0)"></g>"#).count - 1 == 1)
    }

    /// Without a tile basemap: no tile data, no attribution, no tile group.
    @Test func aPageWithoutTilesHasNone() throws {
        let page = HTMLPage.html(of: MapDrawTests.session(at: viewpoint(0, 0, 73_957_190.94894437)), width: 400, height: 300)
        #expect(page.contains(#""tiles":null}"#))
        #expect(!page.contains("data-attribution") && !page.contains("data-tiles>"))
        let file = RasterSource(kind: .file, location: "world.tif")
        let filePage = HTMLPage.html(of: try Self.session(file), width: 400, height: 300)
        #expect(filePage.contains(#""tiles":null}"#) && !filePage.contains("data-tiles>"))
    }

    /// The tiles' group follows the basemap's layers (a raster, or the built-in land, water
    /// and borders) and comes before the rest (the graticule, the layers, the labels).
    @Test func theTilesGoBetweenTheBasemapAndTheRest() {
        func layer(_ id: String) -> PictureLayer {
            PictureLayer(id: id, items: [.path(PicturePath([[PicturePoint(x: 0, y: 0), PicturePoint(x: 1, y: 1)]], closed: false,
                                                            stroke: GraphicColor(rgb: 0), width: 1))])
        }
        var picture = Picture(width: 10, height: 10, title: "t", background: GraphicColor(rgb: 0xFFFFFF), land: GraphicColor(rgb: 0),
                              layers: ["land", "borders", "graticule", "graphics"].map(layer))
        let group = HTMLPage.group(of: picture, index: 0, tiles: true)
        let order = ["data-layer=\"borders\"", "<g data-tiles>", "data-layer=\"graticule\""].map { group.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil } && order[0]! < order[1]! && order[1]! < order[2]!)
        #expect(!HTMLPage.group(of: picture, index: 0).contains("data-tiles"))
        picture.layers = [layer("land")]
        #expect(HTMLPage.group(of: picture, index: 0, tiles: true).contains("<g data-tiles></g>\n</g>\n"))
    }
}
