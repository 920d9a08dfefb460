import ExternalTools
import Foundation
import MapCore
import MapFiles
import MapFormats
import Testing

/// Tile service basemaps in web maps: `export webmap` writes the layer ArcGIS writes for each
/// (`WebTiledLayer`, `ArcGISTiledMapServiceLayer`, a `WebTiledLayer` with `wmtsInfo`, `WMS`),
/// a local file as a basemap with no layers and a note, and `import webmap` gives a custom
/// basemap the service back as its raster.
@Suite struct WebMapTileBasemapTests {
    /// One basemap: what goes out, the layer the web map must hold, and what comes back.
    struct Case: CustomTestStringConvertible, Sendable {
        var label: String
        /// The basemap's name (the web map's title).
        var name: String
        var raster: RasterSource
        /// The one basemap layer written, member by member in order; nil: none.
        var layer: JSONValue?
        /// The raster the import gives back; nil: none.
        var back: RasterSource?
        /// Whether `WebMapWriter.notes(for:)` has a note about the basemap.
        var noted: Bool = false

        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(label: "XYZ template with sub-domains and attribution", name: "Example tiles",
             raster: RasterSource(kind: .tiles, location: "https://{subDomain}.tile.example.com/{z}/{x}/{y}.png",
                                  subDomains: ["a", "b", "c"], attribution: "© Example contributors"),
             layer: [
                "id": "tiles-basemap", "layerType": "WebTiledLayer", "title": "Example tiles",
                "templateUrl": "https://{subDomain}.tile.example.com/{level}/{col}/{row}.png",
                "subDomains": ["a", "b", "c"], "copyright": "© Example contributors", "visibility": true, "opacity": 1,
             ],
             back: RasterSource(kind: .tiles, location: "https://{subDomain}.tile.example.com/{level}/{col}/{row}.png",
                                subDomains: ["a", "b", "c"], attribution: "© Example contributors")),
        Case(label: "plain XYZ template", name: "tiles.example.com",
             raster: RasterSource(kind: .tiles, location: "https://tiles.example.com/{z}/{x}/{y}.png?key=k"),
             layer: [
                "id": "tiles-basemap", "layerType": "WebTiledLayer", "title": "tiles.example.com",
                "templateUrl": "https://tiles.example.com/{level}/{col}/{row}.png?key=k", "visibility": true, "opacity": 1,
             ],
             back: RasterSource(kind: .tiles, location: "https://tiles.example.com/{level}/{col}/{row}.png?key=k")),
        Case(label: "template already in the web map's spelling", name: "Levels",
             raster: RasterSource(kind: .tiles, location: "https://tiles.example.com/{level}/{col}/{row}.jpg"),
             layer: [
                "id": "tiles-basemap", "layerType": "WebTiledLayer", "title": "Levels",
                "templateUrl": "https://tiles.example.com/{level}/{col}/{row}.jpg", "visibility": true, "opacity": 1,
             ],
             back: RasterSource(kind: .tiles, location: "https://tiles.example.com/{level}/{col}/{row}.jpg")),
        Case(label: "ArcGIS REST tile template", name: "Parks",
             raster: RasterSource(kind: .tiles, location: "https://gis.example.com/arcgis/rest/services/Parks/MapServer/tile/{z}/{y}/{x}",
                                  attribution: "City of Example"),
             layer: [
                "id": "tiles-basemap", "layerType": "ArcGISTiledMapServiceLayer", "title": "Parks",
                "url": "https://gis.example.com/arcgis/rest/services/Parks/MapServer", "visibility": true, "opacity": 1,
             ],
             back: RasterSource(kind: .tiles, location: "https://gis.example.com/arcgis/rest/services/Parks/MapServer/tile/{z}/{y}/{x}")),
        Case(label: "WMTS", name: "wmts.example.com",
             raster: RasterSource(kind: .wmts, location: "https://wmts.example.com/wmts/1.0.0/WMTSCapabilities.xml"),
             layer: [
                "id": "wmts-basemap", "layerType": "WebTiledLayer", "title": "wmts.example.com",
                "wmtsInfo": ["url": "https://wmts.example.com/wmts/1.0.0/WMTSCapabilities.xml"], "visibility": true, "opacity": 1,
             ],
             back: RasterSource(kind: .wmts, location: "https://wmts.example.com/wmts/1.0.0/WMTSCapabilities.xml")),
        Case(label: "WMS", name: "wms.example.com",
             raster: RasterSource(kind: .wms, location: "https://wms.example.com/ows?SERVICE=WMS&REQUEST=GetCapabilities",
                                  attribution: "Example WMS"),
             layer: [
                "id": "wms-basemap", "layerType": "WMS", "title": "wms.example.com",
                "url": "https://wms.example.com/ows?SERVICE=WMS&REQUEST=GetCapabilities", "copyright": "Example WMS",
                "visibility": true, "opacity": 1,
             ],
             back: RasterSource(kind: .wms, location: "https://wms.example.com/ows?SERVICE=WMS&REQUEST=GetCapabilities",
                                attribution: "Example WMS")),
        Case(label: "WMTS, one layer of it", name: "wmts.example.com",
             raster: RasterSource(kind: .wmts, location: "https://wmts.example.com/WMTSCapabilities.xml", member: "topo"),
             layer: [
                "id": "wmts-basemap", "layerType": "WebTiledLayer", "title": "wmts.example.com",
                "wmtsInfo": ["url": "https://wmts.example.com/WMTSCapabilities.xml", "layerIdentifier": "topo"],
                "visibility": true, "opacity": 1,
             ],
             back: RasterSource(kind: .wmts, location: "https://wmts.example.com/WMTSCapabilities.xml", member: "topo")),
        Case(label: "WMS, one layer of it", name: "wms.example.com",
             raster: RasterSource(kind: .wms, location: "https://wms.example.com/ows", member: "roads"),
             layer: [
                "id": "wms-basemap", "layerType": "WMS", "title": "wms.example.com", "url": "https://wms.example.com/ows",
                "layers": [["name": "roads"]], "visibleLayers": ["roads"], "visibility": true, "opacity": 1,
             ],
             back: RasterSource(kind: .wms, location: "https://wms.example.com/ows", member: "roads")),
        Case(label: "local file", name: "park",
             raster: RasterSource(kind: .file, location: "park.mbtiles", path: "/data/park.mbtiles"),
             layer: nil, back: nil, noted: true),
    ]

    /// A new session whose basemap is `testCase`'s.
    static func session(_ testCase: Case) throws -> Session {
        var session = Session()
        try session.useBasemap(Basemap(name: testCase.name, raster: testCase.raster, spatialReference: .webMercator))
        return session
    }

    /// The exported web map's `baseMap`.
    static func exportedBaseMap(_ session: Session) throws -> JSONValue {
        let map = try JSONParser().parse(try WebMapWriter(appVersion: "1").bytes(of: session))
        return try #require(map["baseMap"])
    }

    @Test(arguments: cases) func theBasemapIsWrittenAsTheLayerArcGISWrites(testCase: Case) throws {
        let baseMap = try Self.exportedBaseMap(try Self.session(testCase))
        #expect(baseMap["title"] == .string(testCase.name))
        let layers = try #require(baseMap["baseMapLayers"]?.arrayValue)
        if let expected = testCase.layer {
            #expect(layers == [expected], "\(layers)")
        } else {
            #expect(layers.isEmpty, "\(layers)")
        }
    }

    @Test(arguments: cases) func theImportDrawsTheServiceThatWentOut(testCase: Case) throws {
        let bytes = try WebMapWriter(appVersion: "1").bytes(of: try Self.session(testCase))
        let basemap = try #require(try WebMapReader(view: View()).read(bytes).basemap)
        #expect(basemap.isCustom && basemap.style == nil)
        #expect(basemap.name == testCase.name)
        #expect(basemap.raster == testCase.back)
        if let back = basemap.raster, back.kind == .tiles {
            #expect(RasterSource.isTileTemplate(back.location))
        }
        // The JSON is kept as it came, so the export writes it back byte for byte.
        var session = Session()
        try WebMapReader(view: View()).read(bytes).apply(to: &session)
        #expect(try Self.exportedBaseMap(session) == (try Self.exportedBaseMap(try Self.session(testCase))))
    }

    @Test(arguments: cases) func onlyALocalFileIsNoted(testCase: Case) throws {
        let notes = WebMapWriter.notes(for: try Self.session(testCase))
        if testCase.noted {
            #expect(notes == ["the basemap 'park' is a local file ('park.mbtiles'), which a web map cannot hold: "
                              + "written as a basemap with no layers"])
        } else {
            #expect(notes.isEmpty, "\(notes)")
        }
    }

    @Test(.needs(.webMapModel), arguments: cases) func esrisModelAcceptsTheExport(testCase: Case) throws {
        let session = try Self.session(testCase)
        try withTemporaryFolder { folder in
            let path = folder + "/map.json"
            try WebMapWriter(appVersion: "1").save(session, to: path)
            let run = try runTool("python3", [readersFolder + "/validate_webmap.py", path])
            #expect(run.status == 0 && run.output == "ok\n", "Webmap.model_validate: \(run.output) \(run.errors)")
        }
    }

    @Test func aRasterLayerFromAFileIsLeftOutWithANote() throws {
        var session = Session()
        let description = RasterDescription(width: 2048, height: 2048, bands: 3, dataType: "Byte",
                                            spatialReference: "WGS 84 / UTM zone 12N (EPSG:32612)", driver: "GTiff")
        let source = RasterSource(kind: .file, location: "ortho.tif", path: "/data/ortho.tif")
        try session.addLayer(try OperationalLayer(title: "Ortho", source: "ortho.tif",
                                                  content: .raster(RasterLayerContent(source: source, description: description))))
        let tiles = RasterSource(kind: .tiles, location: "https://t.example.com/{z}/{x}/{y}.png")
        try session.addLayer(try OperationalLayer(title: "Overlay", source: tiles.location,
                                                  content: .raster(RasterLayerContent(source: tiles, description: description))))
        #expect(WebMapWriter.notes(for: session) == [
            "layer 'Ortho' is a raster read from a local file ('ortho.tif'), which a web map cannot hold: left out",
            "layer 'Overlay' is a raster from a service ('https://t.example.com/{z}/{x}/{y}.png'), "
                + "which the export does not write: left out",
        ])
        #expect(try WebMapWriter(appVersion: "1").webMap(of: session)["operationalLayers"] == [])
    }

    @Test func aStyleAndAnImportedBasemapNeedNoNote() throws {
        var session = Session()
        try session.useBasemap(.arcGISImagery)
        #expect(WebMapWriter.notes(for: session).isEmpty)
        #expect(WebMapWriter.notes(for: Session()).isEmpty)
        // The local file's basemap, once imported, is the web map's own (written as it came).
        let file = try #require(Self.cases.first { $0.noted })
        var imported = Session()
        try WebMapReader(view: View()).read(try WebMapWriter(appVersion: "1").bytes(of: try Self.session(file))).apply(to: &imported)
        #expect(imported.geoModel.basemap?.isCustom == true)
        #expect(WebMapWriter.notes(for: imported).isEmpty)
    }

    @Test func aClassicArcGISServiceComesBackAsItsStyle() throws {
        let template = "https://services.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}"
        var session = Session()
        try session.useBasemap(Basemap(name: "services.arcgisonline.com", raster: RasterSource(kind: .tiles, location: template),
                                       spatialReference: .webMercator))
        let baseMap = try Self.exportedBaseMap(session)
        #expect(baseMap[["baseMapLayers", 0, "url"]] == "https://services.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer")
        let basemap = try #require(try WebMapReader(view: View()).read(try WebMapWriter(appVersion: "1").bytes(of: session)).basemap)
        #expect(basemap.style == .arcGISImagery && basemap.raster == nil)
    }

    // MARK: - Web maps ArcGIS writes

    /// A basemap layer as ArcGIS writes it, and the raster the import gives its custom basemap.
    struct Layer: CustomTestStringConvertible, Sendable {
        var label: String
        var layers: [JSONValue]
        var raster: RasterSource?

        var testDescription: String { label }
    }

    static let arcGISLayers: [Layer] = [
        Layer(label: "WMTS as a web tiled layer with a template and wmtsInfo", layers: [[
            "id": "w", "layerType": "WebTiledLayer", "title": "Wien",
            "templateUrl": "https://maps.wien.gv.at/wmts/lb/google3857/{level}/{row}/{col}.jpeg",
            "wmtsInfo": ["url": "https://maps.wien.gv.at/wmts", "layerIdentifier": "lb", "tileMatrixSet": "google3857"],
            "copyright": "Stadt Wien",
        ]], raster: RasterSource(kind: .wmts, location: "https://maps.wien.gv.at/wmts", member: "lb", attribution: "Stadt Wien")),
        Layer(label: "a WMS layer with visible layers", layers: [[
            "layerType": "WMS", "url": "https://example.com/ows", "layers": [["name": "roads"], ["name": "rivers"]],
            "visibleLayers": ["rivers"],
        ]], raster: RasterSource(kind: .wms, location: "https://example.com/ows", member: "rivers")),
        Layer(label: "a WMS layer with layers only", layers: [[
            "layerType": "WMS", "url": "https://example.com/ows", "layers": [["name": "roads", "title": "Roads"]],
        ]], raster: RasterSource(kind: .wms, location: "https://example.com/ows", member: "roads")),
        Layer(label: "an older WMTS layer", layers: [["layerType": "WMTS", "url": "https://example.com/wmts", "title": "T"]],
              raster: RasterSource(kind: .wmts, location: "https://example.com/wmts")),
        Layer(label: "an older WMTS layer with wmtsInfo only",
              layers: [["layerType": "WMTS", "wmtsInfo": ["url": "https://example.com/w"]]],
              raster: RasterSource(kind: .wmts, location: "https://example.com/w")),
        Layer(label: "a reference layer first", layers: [
            ["layerType": "WMS", "url": "https://example.com/labels", "isReference": true],
            ["layerType": "WebTiledLayer", "templateUrl": "https://t.example.com/{level}/{col}/{row}.png"],
        ], raster: RasterSource(kind: .tiles, location: "https://t.example.com/{level}/{col}/{row}.png")),
        Layer(label: "a tiled map service with a slash and a token", layers: [
            ["layerType": "ArcGISTiledMapServiceLayer", "url": "https://gis.example.com/arcgis/rest/services/Base/MapServer/?token=t"],
        ], raster: RasterSource(kind: .tiles,
                                location: "https://gis.example.com/arcgis/rest/services/Base/MapServer/tile/{z}/{y}/{x}?token=t")),
        Layer(label: "a dynamic map service",
              layers: [["layerType": "ArcGISMapServiceLayer", "url": "https://gis.example.com/arcgis/rest/services/Base/MapServer"]],
              raster: nil),
        Layer(label: "a vector tile layer", layers: [["layerType": "VectorTileLayer", "styleUrl": "https://example.com/root.json"]],
              raster: nil),
        Layer(label: "a template without the tile numbers",
              layers: [["layerType": "WebTiledLayer", "templateUrl": "https://t.example.com/{level}/tile.png"]], raster: nil),
        Layer(label: "a local template",
              layers: [["layerType": "WebTiledLayer", "templateUrl": "file:///tmp/{level}/{col}/{row}.png"]], raster: nil),
        Layer(label: "sub-domains that are not strings", layers: [[
            "layerType": "WebTiledLayer", "templateUrl": "https://{subDomain}.t.example.com/{level}/{col}/{row}.png",
            "subDomains": ["a", 2],
        ]], raster: nil),
        Layer(label: "a template of the wrong type", layers: [["layerType": "WebTiledLayer", "templateUrl": 7]], raster: nil),
    ]

    @Test(arguments: arcGISLayers) func aCustomBasemapDrawsItsFirstBaseLayer(layer: Layer) throws {
        let map: JSONValue = [
            "version": "2.30", "baseMap": ["title": "Custom", "baseMapLayers": .array(layer.layers)], "operationalLayers": [],
        ]
        let basemap = try #require(try WebMapReader(view: View()).read(try JSONWriter().bytes(map)).basemap)
        #expect(basemap.isCustom && basemap.name == "Custom")
        #expect(basemap.raster == layer.raster)
    }
}
