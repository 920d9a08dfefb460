import MapFormats
import Testing
@testable import MapCore

/// The gallery item of a web map's custom basemap (`BasemapGallery.addCustom`,
/// `Session.useWebMapBasemap`): found again for the same JSON, named apart from other items,
/// marked current by its JSON, and added all or nothing.
@Suite struct CustomBasemapItemTests {
    static func custom(_ title: String, _ url: String) -> Basemap {
        Basemap(custom: title, spatialReference: .webMercator,
                webMap: ["title": .string(title), "baseMapLayers": [["id": "a", "url": .string(url)]]])
    }

    @Test(arguments: [
        // (basemaps imported in turn, the items they give: names, and the current item's position)
        ([("Base", "https://a")], ["Base"], 25),
        ([("Base", "https://a"), ("Base", "https://a")], ["Base"], 25),
        ([("Base", "https://a"), ("Base", "https://b")], ["Base", "Base (2)"], 26),
        ([("Base", "https://a"), ("Base", "https://b"), ("Base", "https://a")], ["Base", "Base (2)"], 25),
        // A title that a developer basemap has already.
        ([("ArcGIS Oceans", "https://o")], ["ArcGIS Oceans (2)"], 25),
    ])
    func importedCustomBasemapsBecomeItems(imports: [(String, String)], names: [String], current: Int) throws {
        var session = Session()
        for (title, url) in imports { try session.useWebMapBasemap(Self.custom(title, url)) }
        #expect(session.gallery.items.dropFirst(24).map(\.name) == names)
        let customs = session.gallery.items.filter { $0.isCustom }.count
        #expect(customs == names.count)
        #expect(session.currentGalleryItem == .item(position: current))
        #expect(session.geoModel.basemap?.webMap == session.gallery.items[current - 1].basemap.webMap)
    }

    @Test func aStyleAndBackKeepsTheJSON() throws {
        var session = Session()
        let basemap = Self.custom("Base", "https://a")
        try session.useWebMapBasemap(basemap)
        try session.useBasemap(named: "oceans")
        #expect(session.geoModel.basemap?.webMap == nil)
        try session.useBasemap(named: "Base")
        #expect(session.geoModel.basemap == basemap)
        try session.selectGalleryItem(at: 1)
        try session.selectGalleryItem(at: 25)
        #expect(session.geoModel.basemap == basemap && session.currentGalleryItem == .item(position: 25))
    }

    /// A map in another spatial reference cannot take the custom basemap: an error, and neither
    /// the gallery nor the basemap changes.
    @Test func aMismatchChangesNothing() throws {
        var session = Session()
        try session.addGalleryItem(BasemapGalleryItem(style: .arcGISTopographic, name: "Topo 4326", spatialReference: .wgs84))
        session.newGeoModel(.map)
        try session.selectGalleryItem(named: "Topo 4326")
        let before = session
        #expect(throws: MapError.self) { try session.useWebMapBasemap(Self.custom("Base", "https://a")) }
        #expect(session == before)
    }
}
