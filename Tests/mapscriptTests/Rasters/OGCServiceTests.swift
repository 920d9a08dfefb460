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
        try withFolder { folder in
            try shell("python3 '\(Self.tileServer)' make tiles", in: folder)
            let server = Process()
            server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            server.arguments = ["python3", Self.tileServer, "serve", folder.appendingPathComponent("tiles").path,
                                folder.appendingPathComponent("port").path, folder.appendingPathComponent("log").path]
            try server.run()
            // SIGKILL: the test process may block SIGTERM, and its children inherit the mask.
            defer { kill(server.processIdentifier, SIGKILL); server.waitUntilExit() }
            var port = ""
            for _ in 0..<100 where port.isEmpty {
                port = (try? String(contentsOf: folder.appendingPathComponent("port"), encoding: .utf8)) ?? ""
                if port.isEmpty { Thread.sleep(forTimeInterval: 0.05) }
            }
            try #require(!port.isEmpty, "the server did not start")
            let log = folder.appendingPathComponent("log")
            func requests() -> [String] {
                ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            }
            let url = "http://127.0.0.1:\(port)\(capabilities)"
            func draw(_ options: [String], cache: String) throws -> (colours: [String], stderr: String) {
                try? FileManager.default.removeItem(at: log)
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
        }
    }
}
