import ExternalTools
import Foundation
import Testing

/// `tile_server.py` serving its fixture tiles on 127.0.0.1 (a free port) for one test, logging
/// each path asked for.
struct LocalTileServer {
    let folder: URL
    let port: String

    /// Makes the fixture tiles in `folder/tiles`, starts the server, runs `body`, stops it.
    static func with(in folder: URL, _ body: (LocalTileServer) throws -> Void) throws {
        let script = RasterTests.tileServer
        let make = try BinaryRunner.run(["-c", "python3 '\(script)' make tiles"], directory: folder, shell: true)
        try #require(make.status == 0, "\(make.stderr)")
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = ["python3", script, "serve", folder.appendingPathComponent("tiles").path,
                            folder.appendingPathComponent("port").path, folder.appendingPathComponent("log").path]
        try server.run()
        // SIGKILL: the test process may block SIGTERM, and its children inherit the mask.
        defer { kill(server.processIdentifier, SIGKILL); server.waitUntilExit() }
        var port = ""
        for _ in 0..<100 where port.isEmpty {
            port = (try? String(contentsOf: folder.appendingPathComponent("port"), encoding: .utf8)) ?? ""
            if port.isEmpty { Thread.sleep(forTimeInterval: 0.05) }
        }
        try #require(!port.isEmpty, "the tile server did not start")
        try body(LocalTileServer(folder: folder, port: port))
    }

    /// The paths asked for since the last `forget()`.
    var requests: [String] {
        ((try? String(contentsOf: folder.appendingPathComponent("log"), encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Clears the log.
    func forget() { try? FileManager.default.removeItem(at: folder.appendingPathComponent("log")) }
}

/// A tile service basemap offline in `export html`: with nothing cached, the page is written
/// with the built-in geography, one warning, and nothing asked of the server (and no GDAL read
/// of each level: the cache is looked at first); with the view's tiles cached by an earlier
/// online run, the page embeds them, still asking nothing.
@Suite struct TileCacheTests {
    @Test(.needs(.ogr2ogr)) func anOfflinePageEmbedsWhatIsCachedAndWarnsOnce() throws {
        try RasterTests().withFolder { folder in
            try LocalTileServer.with(in: folder) { server in
                let basemap = "basemap use tiles \"http://127.0.0.1:\(server.port)/xyz/{z}/{x}/{y}.png\""
                let warning = "has no tiles cached for this view, and without --online nothing is fetched"
                func run(_ commands: [String], _ options: [String] = [], cache: String) throws -> (stderr: String, page: String) {
                    server.forget()
                    let environment = ["XDG_CACHE_HOME": folder.appendingPathComponent(cache).path]
                    let run = try BinaryRunner.run(options + commands.flatMap { ["-e", $0] }, directory: folder, environment: environment)
                    try #require(run.status == 0, "\(run.stderr)")
                    let page = (try? String(contentsOf: folder.appendingPathComponent("p.html"), encoding: .utf8)) ?? ""
                    return (run.stderr, page)
                }
                // Nothing cached: the seeds' view and the world, one warning, nothing embedded.
                let empty = try run([basemap, "bookmark add \"Spring\" at 44.525,-110.838 scale 6000", "goto 1", "export html \"p.html\""],
                                    cache: "empty")
                #expect(empty.stderr.components(separatedBy: warning).count == 2, "\(empty.stderr)")
                #expect(!empty.page.contains("<image"))
                #expect(server.requests.isEmpty, "\(server.requests)")
                // Level 3 around 0,0 cached online (levels 3 and 4 of the fixture), then the page
                // offline: those tiles are embedded, and the server is asked nothing.
                let level3 = "goto 0,0 scale \(RasterTests.levelThree)"
                _ = try run([basemap, level3, "export svg \"t.svg\""], ["--online"], cache: "primed")
                #expect(!server.requests.isEmpty)
                let primed = try run([basemap, level3, "export html \"p.html\""], cache: "primed")
                #expect(primed.page.contains("<image"), "the cached tiles are not embedded")
                #expect(primed.stderr.components(separatedBy: warning).count <= 2, "\(primed.stderr)")
                #expect(server.requests.isEmpty, "\(server.requests)")
            }
        }
    }
}
