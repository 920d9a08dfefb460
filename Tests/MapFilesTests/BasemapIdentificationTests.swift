import ExternalTools
import Foundation
import MapCore
import MapFiles
import MapFormats
import Testing

/// A web map's basemap (its title and layers) and the style the import takes it for.
struct BasemapIdentificationCase: Sendable, CustomTestStringConvertible {
    /// What the case is.
    let name: String
    /// The basemap's title, if it has one.
    let title: String?
    /// Its layers, bottom first: `(member, URL or item id, isReference)`.
    let layers: [(member: String, value: String, isReference: Bool)]
    /// The style, or nil for a custom basemap.
    let style: BasemapStyle?

    var testDescription: String { name }

    /// The `baseMap` JSON.
    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let title { members.append(("title", .string(title))) }
        members.append(("baseMapLayers", .array(layers.enumerated().map { index, layer in
            .object([("id", .string("layer-\(index)")), (layer.member, .string(layer.value)),
                     ("layerType", .string(layer.member == "url" ? "ArcGISTiledMapServiceLayer" : "VectorTileLayer")),
                     ("isReference", .bool(layer.isReference))])
        })))
        return .object(members)
    }
}

private let services = "https://services.arcgisonline.com/ArcGIS/rest/services/"
private let hillshade = services.replacingOccurrences(of: "https", with: "http") + "Elevation/World_Hillshade/MapServer"
private let items = "https://www.arcgis.com/sharing/rest/content/items/"
private let styles = BasemapLayers.stylesService

/// Issue 36, section 2: a basemap is identified by all its layers, the reference ones too, not
/// by the first layer that names a style: ArcGIS Online's Topographic (World Hillshade under
/// the World Topographic Map vector item) was taken for ArcGIS Hillshade Light.
@Suite struct BasemapIdentificationTests {
    static let cases = [
        BasemapIdentificationCase(name: "Topographic: hillshade under the topographic item", title: "Topographic",
                                  layers: [("url", hillshade, false), ("styleUrl", items + "7dc6cea0b1764a1f9af2e679f642f0f5/resources/styles/root.json", false)],
                                  style: .arcGISTopographic),
        BasemapIdentificationCase(name: "the same, untitled, by item id alone", title: nil,
                                  layers: [("url", hillshade, false), ("itemId", "7dc6cea0b1764a1f9af2e679f642f0f5", false)],
                                  style: .arcGISTopographic),
        BasemapIdentificationCase(name: "Streets (with Relief): hillshade under its item", title: "World Street Map (with Relief)",
                                  layers: [("url", hillshade, false), ("itemId", "b266e6d17fc345b498345613930fbd76", false)],
                                  style: .arcGISStreetsRelief),
        BasemapIdentificationCase(name: "hillshade alone", title: "Hillshade", layers: [("url", hillshade, false)],
                                  style: .arcGISHillshadeLight),
        BasemapIdentificationCase(name: "hillshade under a layer nobody knows, untitled", title: nil,
                                  layers: [("url", hillshade, false), ("itemId", "0123456789abcdef0123456789abcdef", false)],
                                  style: nil),
        BasemapIdentificationCase(name: "ArcGIS Imagery Standard: World Imagery alone, so titled", title: "ArcGIS Imagery Standard",
                                  layers: [("url", services + "World_Imagery/MapServer", false)], style: .arcGISImageryStandard),
        BasemapIdentificationCase(name: "ArcGIS Imagery: World Imagery and its labels", title: "ArcGIS Imagery",
                                  layers: [("url", services + "World_Imagery/MapServer", false), ("styleUrl", styles + "arcgis/imagery/labels", true)],
                                  style: .arcGISImagery),
        BasemapIdentificationCase(name: "Imagery, World Imagery alone as ArcGIS Online titles it", title: "Imagery",
                                  layers: [("url", services + "World_Imagery/MapServer", false)], style: .arcGISImagery),
        BasemapIdentificationCase(name: "light gray base with its labels as reference", title: "My gray",
                                  layers: [("styleUrl", styles + "arcgis/light-gray/base", false), ("styleUrl", styles + "arcgis/light-gray/labels", true)],
                                  style: .arcGISLightGray),
        BasemapIdentificationCase(name: "light gray base alone", title: nil,
                                  layers: [("styleUrl", styles + "arcgis/light-gray/base", false)], style: .arcGISLightGrayBase),
        BasemapIdentificationCase(name: "a reference layer names no basemap by itself", title: nil,
                                  layers: [("url", "https://tiles.example.org/MapServer", false), ("styleUrl", styles + "arcgis/imagery/labels", true)],
                                  style: nil),
    ]

    @Test(arguments: cases)
    func aBasemapIsTakenForTheStyleAllItsLayersMake(_ test: BasemapIdentificationCase) throws {
        let map = JSONValue.object([("baseMap", test.json), ("operationalLayers", []), ("version", "2.11")])
        let basemap = try #require(try WebMapReader(view: View()).read(Array(try JSONWriter().bytes(map))).basemap)
        #expect(basemap.style == test.style, "\(test.name): \(basemap.name)")
        #expect(basemap.webMap == test.json, "the basemap's JSON is kept as it came")
    }

    /// Every catalog style exported and imported is the same style (ArcGIS Imagery Standard,
    /// World Imagery alone, came back as ArcGIS Imagery).
    @Test(arguments: BasemapStyle.allCases)
    func everyStyleComesBackAsItself(style: BasemapStyle) throws {
        var session = Session()
        try session.useBasemap(style)
        let imported = try WebMapReader(view: View()).read(try WebMapWriter(appVersion: "0.1.0").bytes(of: session))
        #expect(imported.basemap?.style == style)
    }

    /// A web map shaped as ArcGIS Online writes its Topographic basemap (Readers/basemaps):
    /// ArcGIS Topographic, which Esri's model accepts.
    @Test func arcGISOnlinesTopographicIsArcGISTopographic() throws {
        let path = readersFolder + "/basemaps/topographic-hillshade.json"
        let imported = try WebMapReader(view: View()).load(from: path)
        #expect(imported.basemap?.style == .arcGISTopographic)
        #expect(imported.basemap?.name == "ArcGIS Topographic")
    }

    @Test(.needs(.webMapModel)) func esrisModelAcceptsTheFixture() throws {
        let run = try runTool("python3", [readersFolder + "/validate_webmap.py", readersFolder + "/basemaps/topographic-hillshade.json"])
        #expect(run.status == 0 && run.output == "ok\n", "\(run.output) \(run.errors)")
    }
}
