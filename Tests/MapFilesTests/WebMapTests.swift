import ExternalTools
import Foundation
import MapCore
import MapFiles
import MapFormats
import Testing

@Suite struct WebMapTests {
    let writer = WebMapWriter(appVersion: "0.1.0")

    @Test(.needs(.webMapModel)) func esrisWebmapModelAcceptsTheExport() throws {
        try withTemporaryFolder { folder in
            for (index, session) in [try sampleSession(), Session(), try sessionWithGraphics()].enumerated() {
                let path = folder + "/map\(index).json"
                try writer.save(session, to: path)
                let run = try runTool("python3", [readersFolder + "/validate_webmap.py", path])
                #expect(run.status == 0, "Webmap.model_validate: \(run.output) \(run.errors)")
                #expect(run.output == "ok\n")
                if index == 0 {
                    // The brief's PROJ figures, digit for digit, in the file's own text.
                    let text = try readFile(path)
                    for figure in ["-12339064.720544854", "5546573.628133247", "-12337794.720544854", "5547526.128133247"] {
                        #expect(text.contains(figure))
                    }
                }
            }
        }
    }

    @Test func graphicsAreAFeatureCollectionLayerWithClockwiseRings() throws {
        let map = try writer.webMap(of: try sessionWithGraphics())
        let layer = try #require(map[["operationalLayers", 0]])
        #expect(layer["layerType"] == "ArcGISFeatureLayer")
        #expect(map[["operationalLayers", 1]] == nil)
        let layers = try #require(layer[["featureCollection", "layers"]])
        #expect(layers[[0, "layerDefinition", "geometryType"]] == "esriGeometryPoint")
        #expect(layers[[1, "featureSet", "geometryType"]] == "esriGeometryPolyline")
        #expect(layers[[2, "featureSet", "features", 0, "attributes", "label"]] == "Basin <&>")
        #expect(layers[[2, "featureSet", "features", 0, "symbol", "type"]] == "esriSFS")
        #expect(layers[[2, "featureSet", "features", 0, "symbol", "color"]] == [46, 134, 171, 128])
        #expect(layers[[0, "featureSet", "features", 0, "symbol", "style"]] == "esriSMSDiamond")
        guard case .array(let points)? = layers[[2, "featureSet", "features", 0, "geometry", "rings", 0]] else {
            Issue.record("no ring")
            return
        }
        let ring = points.compactMap { point -> [Double]? in
            guard case .array(let xy) = point else { return nil }
            return xy.compactMap(\.doubleValue)
        }
        #expect(ring.count == 5 && ring.first == ring.last)
        #expect(shoelace(ring) < 0)
        #expect(try writer.webMap(of: Session())["operationalLayers"] == [])
    }

    @Test(arguments: BasemapStyle.allCases) func everyStyleHasLayersTheReaderMatchesBack(style: BasemapStyle) throws {
        let layers = BasemapLayers.layers(of: style)
        #expect(!layers.isEmpty)
        #expect(BasemapLayers.style(title: style.displayName, layerURLs: []) == style)
        if layers.count == 1, layers[0].kind == .vectorTiles {
            #expect(BasemapLayers.style(title: nil, layerURLs: layers.map(\.url)) == style)
        }
    }

    @Test func extentsMatchTheBriefsPROJValues() throws {
        var session = Session()
        try session.addBookmarkAt("Grand Prismatic Spring", 44.525, -110.838, 6000)
        let map = try writer.webMap(of: session)
        #expect(map["spatialReference"] == ["wkid": 102100, "latestWkid": 3857])
        #expect(map["version"] == "2.37" && map["authoringApp"] == "MapScript")
        let extent = try #require(map[["bookmarks", 0, "extent"]])
        #expect(extent["xmin"] == .number(-12339064.720544854))
        #expect(extent["ymin"] == .number(5546573.628133247))
        #expect(extent["xmax"] == .number(-12337794.720544854))
        #expect(extent["ymax"] == .number(5547526.128133247))
        #expect(map[["bookmarks", 0, "viewpoint", "targetGeometry"]] == extent)
        #expect(map[["bookmarks", 0, "viewpoint", "scale"]] == 6000)
        #expect(map[["baseMap", "title"]] == "ArcGIS Topographic")
        #expect(map[["baseMap", "baseMapLayers", 0, "styleUrl"]]
            == "https://basemapstyles-api.arcgis.com/arcgis/rest/services/styles/v2/styles/arcgis/topographic")
    }

    /// Graphics with a vertex at a pole, which Web Mercator cannot show: the export limits the
    /// vertex to the projection's edge before the edges are densified, so each reads back as a
    /// graphic (before, the polygon came back as a sliver that crosses itself, and so as a
    /// feature collection layer). Found by the `webmap` fuzz target.
    @Test(arguments: [
        ("polygon to the North Pole", [(44.4, -110.9), (44.6, -110.9), (90.0, -110.6)], Graphic.Kind.polygon),
        ("polygon to the South Pole", [(-70.0, 10.0), (-90.0, 40.0), (-70.0, 20.0)], .polygon),
        ("line to the South Pole", [(10.0, 10.0), (-90.0, 20.0)], .line),
        ("line through both edges", [(90.0, 0.0), (0.0, 0.5), (-90.0, 1.0)], .line),
    ])
    func graphicsAtAPoleComeBackAsGraphics(name: String, vertices: [(Double, Double)], kind: Graphic.Kind) throws {
        let positions = try vertices.map { try GeodesicPosition(latitude: $0.0, longitude: $0.1) }
        let graphic = kind == .polygon ? try Graphic.polygon(positions) : try Graphic.line(positions)
        var session = Session()
        _ = try session.addGraphic(graphic)
        let imported = try WebMapReader(view: session.view).read(try writer.bytes(of: session))
        #expect(imported.layers.isEmpty, "\(name): \(imported.notes)")
        let back = try #require(imported.graphics.first, "\(name)")
        #expect(back.kind == kind)
        #expect(back.points.allSatisfy { abs($0.latitude) <= Projection.maxLatitude + 1e-9 })
        #expect(imported.graphics.count == 1)
    }

    @Test func exportThenImportGivesTheSameBookmarksAndViewpoint() throws {
        let session = try sampleSession()
        let imported = try WebMapReader(view: session.view).read(try writer.bytes(of: session))
        #expect(imported.basemap?.style == .arcGISImagery)
        #expect(imported.notes.isEmpty)
        let pairs = zip(imported.bookmarks, session.geoModel.bookmarks.bookmarks).map { ($0.viewpoint, $1.viewpoint) }
        #expect(imported.bookmarks.map(\.name) == session.geoModel.bookmarks.names)
        for (read, written) in pairs + [(try #require(imported.viewpoint), session.viewpoint)] {
            #expect(abs(read.latitude - written.latitude) < 1e-9)
            #expect(abs(read.longitude - written.longitude) < 1e-9)
            #expect(abs(read.scale - written.scale) < 1e-6)
            #expect(read.rotation == written.rotation)
        }
        var target = Session()
        try imported.apply(to: &target)
        #expect(target.geoModel.basemap?.style == .arcGISImagery)
        #expect(target.geoModel.bookmarks.count == 3)
    }

    /// A web map as ArcGIS Online wrote them in version 1.x: no initialState, bookmarks with an
    /// extent only, wkid 102100, a classic tiled basemap, keys MapScript does not use.
    /// (The file is shared with the MapScript tests of `import webmap`.)
    static let arcGISOnline1x = (try? readFile(readersFolder + "/arcgis-online-1x.json")) ?? ""

    @Test func readsArcGISOnlineVersion1WebMaps() throws {
        let imported = try WebMapReader(view: View()).read(Array(Self.arcGISOnline1x.utf8))
        #expect(imported.basemap?.style == .arcGISTopographic)
        #expect(imported.viewpoint == nil)
        #expect(imported.bookmarks.map(\.name) == ["Grand Prismatic Spring", "Grand Prismatic Spring (2)"])
        let first = imported.bookmarks[0].viewpoint
        #expect(abs(first.latitude - 44.525) < 1e-9 && abs(first.longitude + 110.838) < 1e-9)
        #expect(abs(first.scale - 6000) < 1e-6)
        // 2540 m wide in an 800 px view: 3.175 m a pixel, scale 12000 (the width decides).
        #expect(abs(imported.bookmarks[1].viewpoint.scale - 12000) < 1e-6)
        #expect(imported.notes == ["bookmark 'Grand Prismatic Spring' is renamed 'Grand Prismatic Spring (2)': names must be unique"])
    }

    @Test func anUnknownBasemapIsKeptAsACustomBasemap() throws {
        let text = #"{"version":"2.30","spatialReference":{"wkid":3857},"baseMap":{"title":"My Basemap","baseMapLayers":[]},"initialState":{"viewpoint":{"targetGeometry":{"xmin":-1270,"ymin":-952.5,"xmax":1270,"ymax":952.5}}}}"#
        let imported = try WebMapReader(view: View()).read(Array(text.utf8))
        let basemap = try #require(imported.basemap)
        #expect(basemap.isCustom && basemap.name == "My Basemap" && basemap.style == nil)
        #expect(basemap.webMap == ["title": "My Basemap", "baseMapLayers": []])
        #expect(imported.notes.isEmpty)
        let viewpoint = try #require(imported.viewpoint)
        #expect(abs(viewpoint.scale - 12000) < 1e-6 && abs(viewpoint.latitude) < 1e-12)
    }

    static let badWebMaps: [(String, String)] = [
        (#"{"version":"3.0"}"#, "1:12: version: unsupported web map version '3.0': expected 1.x or 2.x"),
        (#"{"spatialReference":{"wkid":2600,"latestWkid":3346}}"#,
         "1:21: spatialReference: spatial reference WKID 3346 needs PROJ, which this reader has not connected: only Web Mercator and WGS 84 are computed without it"),
        (#"{"bookmarks":[{"name":"a"}]}"#, "1:15: bookmarks[0]: missing required key 'extent'"),
        (#"{"bookmarks":[{"name":"a","extent":{"xmin":"0"}}]}"#, "1:44: bookmarks[0].extent.xmin: expected a number, found a string"),
        (#"{"initialState":{"viewpoint":{"targetGeometry":{"x":0,"y":0}}}}"#, "1:30: initialState.viewpoint: missing required key 'scale'"),
        (#"{"initialState":{"viewpoint":{"targetGeometry":{"x":0,"y":0},"scale":0}}}"#, "1:48: initialState.viewpoint.targetGeometry: scale must be a finite number greater than 0, not 0"),
        ("[1, 2", "1:6: unexpected end of input"),
    ]

    @Test(arguments: badWebMaps) func badWebMapIsOneErrorWithPositionAndPath(text: String, expected: String) {
        do throws(MapFileError) {
            _ = try WebMapReader(view: View()).read(Array(text.utf8))
            Issue.record("read a bad web map")
        } catch {
            #expect(error.description == expected)
        }
    }
}

/// Issue 24, 6.7: the gallery's description of an imagery style says what the web map export
/// writes for it: labels as a reference layer for Imagery, none for Imagery Standard.
@Suite struct ImageryDescriptionTests {
    @Test(arguments: [(BasemapStyle.arcGISImagery, true), (.arcGISImageryStandard, false)])
    func descriptionAgreesWithTheExportedLayers(style: BasemapStyle, labelled: Bool) {
        let hasReference = BasemapLayers.layers(of: style).contains(where: \.isReference)
        #expect(hasReference == labelled)
        #expect(style.summary.hasSuffix(labelled ? "with reference labels" : "without labels"), "\(style.summary)")
    }
}
