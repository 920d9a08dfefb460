import ExternalTools
import Foundation
import Testing

/// WMTS and WMS basemaps drawn live from a server of ours on 127.0.0.1 (`tile_server.py`): a
/// WMTS in the GoogleMapsCompatible tile matrix set (RESTful) and a WMS 1.3.0 whose GetMap
/// paints each pixel in its quarter's colour.
extension RasterTests {
    /// The quarters' colours at (300, 200), (500, 200), (300, 400), (500, 400) of an 800 x 600
    /// view of (0, 0) at level 3: north-west red, north-east blue, south-west yellow, south-east cyan.
    static let quarters = ["255 0 0", "0 0 255", "255 255 0", "0 255 255"]

    /// With `--online`, the service's capabilities and tiles (or maps) are fetched from the server
    /// and the picture shows its colours; the next run without `--online` draws the same picture
    /// from GDAL's disk cache under `XDG_CACHE_HOME` and asks the server nothing; with an empty
    /// cache it asks nothing either, says so once, and draws the built-in geography.
    @Test(.needs(.ogr2ogr, .rsvg), arguments: [
        ("wmts", "/wmts/WMTSCapabilities.xml", "/wmts/tile/", "WMTS service"),
        ("wms", "/wms?SERVICE=WMS&REQUEST=GetCapabilities", "/wms?SERVICE=WMS&request=GetMap&version=1.3.0&layers=quarters", "WMS service"),
    ])
    func anOGCServiceDrawsOnlineThenFromItsCache(kind: String, capabilities: String, request: String, what: String) throws {
        try withFolder { folder in try LocalTileServer.with(in: folder) { server in
            let url = "http://127.0.0.1:\(server.port)\(capabilities)"
            func requests() -> [String] { server.requests }
            func draw(_ options: [String], cache: String) throws -> (colours: [String], stderr: String) {
                server.forget()
                let script = "basemap use \(kind) \"\(url)\"\ngoto 0,0 scale \(Self.levelThree)\nexport svg \"t.svg\"\nexport svg \"u.svg\"\n"
                let environment = ["XDG_CACHE_HOME": folder.appendingPathComponent(cache).path]
                let run = try BinaryRunner.run(options + ["-e", script], directory: folder, environment: environment)
                #expect(run.status == 0, "\(run.stderr)")
                return (try colours(of: "t.svg", in: folder, at: [(300, 200), (500, 200), (300, 400), (500, 400)]), run.stderr)
            }
            let online = try draw(["--online"], cache: "cache")
            #expect(online.colours == Self.quarters, "\(online.stderr)")
            #expect(online.stderr == "")
            #expect(requests().contains(capabilities), "\(requests())")
            #expect(requests().contains { $0.hasPrefix(request) }, "\(requests())")
            let offline = try draw([], cache: "cache")
            #expect(offline.colours == Self.quarters, "\(offline.stderr)")
            #expect(requests().isEmpty, "offline, the cache alone is read: \(requests())")
            let empty = try draw([], cache: "empty")
            #expect(empty.colours != Self.quarters)
            #expect(requests().isEmpty)
            #expect(empty.stderr.components(separatedBy: "warning:").count == 2, "\(empty.stderr)")
            #expect(empty.stderr.contains("nothing of \(what) '\(url)' is cached, and without --online nothing is fetched"),
                    "\(empty.stderr)")
        } }
    }

    /// The halves' colours at the same four places: green north of the equator, purple south.
    static let halves = ["0 128 0", "0 128 0", "128 0 128", "128 0 128"]

    /// `basemap use wms|wmts URL layer "NAME"` draws the service's layer of that name (the server
    /// has two, "quarters" first), keeps it through `save` and `load` and through `export
    /// webmap` and `import webmap` (`visibleLayers` and `layers` for a WMS,
    /// `wmtsInfo.layerIdentifier` for a WMTS); a name the service lacks is a warning naming the
    /// service's layers, and the picture falls back to the built-in geography.
    @Test(.needs(.ogr2ogr, .rsvg), arguments: [
        ("wms", "/wms?SERVICE=WMS&REQUEST=GetCapabilities"),
        ("wmts", "/wmts/two/WMTSCapabilities.xml"),
    ])
    func aServiceLayerIsPickedByName(kind: String, capabilities: String) throws {
        try withFolder { folder in try LocalTileServer.with(in: folder) { server in
            let url = "http://127.0.0.1:\(server.port)\(capabilities)"
            let environment = ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path]
            let points = [(300, 200), (500, 200), (300, 400), (500, 400)]
            let view = "goto 0,0 scale \(Self.levelThree)\n"
            let first = try BinaryRunner.run(["--online", "-e", "basemap use \(kind) \"\(url)\"\n" + view + "export svg \"first.svg\""],
                                             directory: folder, environment: environment)
            #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
            #expect(try colours(of: "first.svg", in: folder, at: points) == Self.quarters)
            let script = "basemap use \(kind) \"\(url)\" layer \"halves\"\n" + view
                + "export svg \"named.svg\"\nsave \"s.json\"\nexport webmap \"w.json\"\n"
            let named = try BinaryRunner.run(["--online", "-e", script], directory: folder, environment: environment)
            #expect(named.status == 0 && named.stderr.isEmpty, "\(named.stderr)")
            #expect(try colours(of: "named.svg", in: folder, at: points) == Self.halves)
            let webMap = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("w.json")))
            let layer = try #require(((webMap as? [String: Any])?["baseMap"] as? [String: Any])?["baseMapLayers"] as? [[String: Any]]).first
            if kind == "wms" {
                #expect(layer?["visibleLayers"] as? [String] == ["halves"])
                #expect((layer?["layers"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["halves"])
            } else {
                #expect((layer?["wmtsInfo"] as? [String: Any])?["layerIdentifier"] as? String == "halves")
            }
            for (index, opening) in ["load \"s.json\"", "import webmap \"w.json\""].enumerated() {
                let again = try BinaryRunner.run(["--online", "-e", opening + "\n" + view + "export svg \"again\(index).svg\""],
                                                 directory: folder, environment: environment)
                #expect(again.status == 0 && again.stderr.isEmpty, "\(opening): \(again.stderr)")
                #expect(try colours(of: "again\(index).svg", in: folder, at: points) == Self.halves, "\(opening)")
            }
            let missing = try BinaryRunner.run(["--online", "-e", "basemap use \(kind) \"\(url)\" layer \"nope\"\n" + view
                                                + "export svg \"missing.svg\""], directory: folder, environment: environment)
            #expect(missing.status == 0)
            #expect(missing.stderr.contains("warning: cannot draw '\(url)': '\(url)' has no layer 'nope'; its layers: 'quarters', 'halves'"),
                    "\(missing.stderr)")
            #expect(try colours(of: "missing.svg", in: folder, at: points) != Self.halves)
        } }
    }
}
