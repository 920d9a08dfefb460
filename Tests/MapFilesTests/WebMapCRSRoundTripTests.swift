import ExternalTools
import Foundation
import MapCore
import MapFiles
import MapFormats
import Testing

/// Web maps in national grids (Tests/MapFilesTests/Readers/webmaps-crs, our own fixtures in
/// ArcGIS's style): imported through PROJ, exported again in their own spatial reference.
@Suite struct WebMapCRSRoundTripTests {
    static let fixtures = [("lks94-2600.json", 3346), ("lks94-3346.json", 3346), ("mtm7-32187.json", 32187)]
    static let folder = readersFolder + "/webmaps-crs/"
    let writer = WebMapWriter(appVersion: "0.1.0")

    static func imported(_ name: String) throws -> Session {
        let webMap = try WebMapReader(view: View(), projector: WebMapReader.gdalProjector).load(from: folder + name)
        var session = Session()
        try webMap.apply(to: &session)
        return session
    }

    static func original(_ name: String) throws -> JSONValue {
        try JSONParser().parse(Array(try Data(contentsOf: URL(fileURLWithPath: folder + name))))
    }

    /// Import, then export: the same web map (but `authoringApp` and its version, ours), the
    /// spatial reference as written, in a map whose spatial reference is the grid's.
    @Test(.needs(.gdaltransform), arguments: fixtures)
    func importThenExportIsDeepEqual(name: String, code: Int) throws {
        let session = try Self.imported(name)
        #expect(session.geoModel.spatialReference?.code == code && session.geoModel.spatialReference?.hasProjection == true)
        let export = try writer.webMap(of: session)
        let original = try Self.original(name)
        let drop = { (value: JSONValue) -> JSONValue in
            WebMapRoundTripTests.unordered(.object((value.objectValue ?? []).filter { !["authoringApp", "authoringAppVersion"].contains($0.key) }))
        }
        #expect(drop(export) == drop(original))
        #expect(export["spatialReference"] == original["spatialReference"])
    }

    /// A moved view and a new bookmark are written in the map's spatial reference, with its ids
    /// as written, and centred where PROJ puts the viewpoint's centre.
    @Test(.needs(.gdaltransform), arguments: fixtures)
    func aMovedViewAndANewBookmarkAreInTheGrid(name: String, code: Int) throws {
        var session = try Self.imported(name)
        let centre = session.geoModel.bookmarks.bookmarks[0].viewpoint
        session.go(to: try centre.with(scale: 10000))
        _ = try session.addBookmark(named: "New")
        let export = try writer.webMap(of: session)
        let reference = try #require(session.geoModel.spatialReference)
        let projected = try Projection.project(latitude: centre.latitude, longitude: centre.longitude, to: reference)
        let original = try Self.original(name)
        for extent in [export[["initialState", "viewpoint", "targetGeometry"]], export["bookmarks"]?.arrayValue?.last?["extent"]] {
            let extent = try #require(extent)
            #expect(extent["spatialReference"] == original["spatialReference"])
            let edges = ["xmin", "ymin", "xmax", "ymax"].map { extent[$0]?.doubleValue ?? 0 }
            let x = (edges[0] + edges[2]) / 2
            let y = (edges[1] + edges[3]) / 2
            #expect(abs(x - projected.x) < 1e-6 && abs(y - projected.y) < 1e-6, "\(x), \(y) vs \(projected)")
            // 800 px at 1:10000 is 2116.67 m across in a metre grid.
            let width: Double = edges[2] - edges[0]
            #expect(abs(width - 800.0 * 10000 * 0.0254 / 96) < 1e-6)
        }
    }

    /// A session file keeps the map's spatial reference, and `load` restores it: the same bytes
    /// again, the same web map.
    @Test(.needs(.gdaltransform), arguments: fixtures)
    func aSessionFileKeepsTheGrid(name: String, code: Int) throws {
        let session = try Self.imported(name)
        let bytes = try SessionFile(session: session).bytes()
        let read = try SessionFile.read(bytes)
        var loaded = read.session
        loaded.replaceLayers(with: try read.layers.map { try $0.layer() })
        #expect(loaded.geoModel.spatialReference?.code == code && loaded.geoModel.spatialReference?.hasProjection == true)
        #expect(try SessionFile(session: loaded).bytes() == bytes)
        #expect(WebMapRoundTripTests.unordered(try writer.webMap(of: loaded)) == WebMapRoundTripTests.unordered(try writer.webMap(of: session)))
    }

    /// A web map without a top-level spatial reference (version 1.x) goes back without one.
    @Test func aWebMapWithoutASpatialReferenceIsWrittenBackWithoutOne() throws {
        let bytes = Array(#"{"version":"1.9","baseMap":{"title":"Topographic","baseMapLayers":[]},"operationalLayers":[]}"#.utf8)
        var session = Session()
        try WebMapReader(view: View()).read(bytes).apply(to: &session)
        let export = try writer.webMap(of: session)
        #expect(export["spatialReference"] == nil)
        #expect(try writer.webMap(of: Session())["spatialReference"] == ["wkid": 102100, "latestWkid": 3857])
    }
}
