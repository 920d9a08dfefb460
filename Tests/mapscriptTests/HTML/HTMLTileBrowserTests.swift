import ExternalTools
import Foundation
import Testing

/// `export html`'s page for a tile service basemap in a real browser (`html_tiles.py`:
/// Playwright driving Debian's Chromium, the service answered by `page.route`, nothing sent
/// out): the page asks for exactly the tiles that cover its view at the level nearest its
/// scale, draws them, asks only for the new ones when panned, wraps columns across the
/// antimeridian and keeps rows inside the world; refused tiles leave the embedded picture and
/// no error; the attribution shows when the source has one; a page without a tile basemap
/// asks for nothing.
@Suite(.serialized, .needs(.playwright))
struct HTMLTileBrowserTests {
    /// What `html_tiles.py` reports.
    struct Report: Decodable {
        struct Tiles: Decodable { let template: String; let subDomains: [String]; let attribution: String? }
        struct Attribution: Decodable { let text: String; let visible: Bool }
        struct Flight: Decodable { let shown: [[Int]]; let expected: [[Int]] }
        let pageErrors: [String]
        let otherRequests: [String]
        let tiles: Tiles?
        let attribution: Attribution?
        let expected: [[Int]]?
        let requested: [[Int]]?
        let tileImages: Int
        let pixels: [[Int]]?
        let colours: [String: [Int]]
        let panRequested: [[Int]]?
        let panExpected: [[Int]]?
        let flights: [Flight]?
    }

    /// The host the pages' tile templates name (answered by the browser test, never resolved).
    static let host = "tiles.test"

    /// The tiles that cover an 800 x 600 view at 0,0 and 1:73,957,190.95 (level 3: 2,048 pixels
    /// round the world, the view pixels 624 to 1,424 across and 724 to 1,324 down): columns and
    /// rows 2 to 5.
    static let level3Tiles = (2...5).flatMap { x in (2...5).map { y in [3, x, y] } }.sorted { $0.lexicographicallyPrecedes($1) }

    /// The session: a tile basemap in the SDK's `{level}/{col}/{row}` spelling, an 800 x 600 view at
    /// 0,0 and level 3's scale, two bookmarks at the same scale (one across the antimeridian,
    /// one near the top of the world), `commands` before the export.
    static func script(_ commands: [String] = []) -> [String] {
        ["basemap use tiles \"https://\(host)/{level}/{col}/{row}.png\"", "view size 800 x 600",
         "bookmark add \"Fiji\" at 0,180 scale 73957190.94894437", "bookmark add \"North\" at 84,0 scale 73957190.94894437",
         "goto 0,0 scale 73957190.94894437"] + commands
    }

    /// Runs `commands` (each `-e`) in a new folder with its own cache (so no tile cached
    /// elsewhere is drawn), exports `page.html` and opens it with `html_tiles.py MODE`.
    /// `options` go before the commands, `environment` adds to the run's, `host` is the tiles' host
    /// or URL root (`html_tiles.py`'s HOST).
    static func open(_ commands: [String], mode: String, points: [(Int, Int)] = [], options: [String] = [],
                     environment extra: [String: String] = [:], host: String = host,
                     edit: ((URL) throws -> Void)? = nil) throws -> Report {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-tiles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = extra.merging(["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path]) { $1 }
        var arguments = commands
        if let edit {
            // Saved, changed on disk, loaded again: what a script cannot set (an attribution).
            let save = try BinaryRunner.run((commands + ["save \"session.json\""]).flatMap { ["-e", $0] }, directory: folder,
                                            environment: environment)
            try #require(save.status == 0, "\(save.stderr)")
            try edit(folder.appendingPathComponent("session.json"))
            arguments = ["load \"session.json\""]
        }
        let run = try BinaryRunner.run(options + (arguments + ["export html \"page.html\""]).flatMap { ["-e", $0] }, directory: folder,
                                       environment: environment)
        try #require(run.status == 0, "\(run.stderr)")
        let script = BinaryRunner.packageRoot.appendingPathComponent("Tests/mapscriptTests/HTML/html_tiles.py").path
        let browser = try BinaryRunner.run(
            ["python3", script, mode, folder.appendingPathComponent("page.html").path, host,
             points.map { "\($0.0),\($0.1)" }.joined(separator: ";")],
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        try #require(browser.status == 0, "html_tiles.py failed: \(browser.stderr)")
        return try JSONDecoder().decode(Report.self, from: Data(browser.stdout.utf8))
    }

    /// Online: the tiles that cover the view, drawn; half a view east, only the new column's;
    /// at each bookmark, the tiles of its view (columns wrapped, rows kept in the world).
    @Test(.timeLimit(.minutes(2)))
    func theServiceTilesCoverTheView() throws {
        // (500, 400) is 1,124 pixels from the world's left and top at level 3: tile 4/4.
        let report = try Self.open(Self.script(), mode: "serve", points: [(500, 400), (100, 100)])
        #expect(report.pageErrors == [])
        #expect(report.otherRequests == [])
        let tiles = try #require(report.tiles)
        #expect(tiles.template == "https://\(Self.host)/{z}/{x}/{y}.png")
        #expect(tiles.attribution == nil)
        #expect(report.attribution == nil)
        // (a) Exactly the tiles that cover the view, by the brief's maths and by hand.
        #expect(report.expected == Self.level3Tiles)
        #expect(report.requested == Self.level3Tiles)
        #expect(report.tileImages == 16)
        // (b) The tiles drawn: the fixture's colours of columns 4 and 2.
        let pixels = try #require(report.pixels)
        for (found, column) in zip(pixels, ["4", "2"]) {
            let colour = try #require(report.colours[column])
            #expect(zip(found, colour).allSatisfy { abs($0 - $1) <= 2 }, "pixel \(found), tile colour \(colour)")
        }
        // Half a view east (400 pixels): columns 4 to 7, of which 6 and 7 are new.
        #expect(report.panExpected == [6, 7].flatMap { x in (2...5).map { y in [3, x, y] } })
        #expect(report.panRequested == report.panExpected)
        // Fiji (180° east): columns 6, 7, 0, 1; the north: rows 0 and 1 only.
        let flights = try #require(report.flights)
        try #require(flights.count == 2)
        #expect(flights[0].expected == [0, 1, 6, 7].flatMap { x in (2...5).map { y in [3, x, y] } })
        #expect(flights[1].expected == (2...5).flatMap { x in (0...1).map { y in [3, x, y] } })
        for flight in flights { #expect(flight.shown == flight.expected) }
    }

    /// Offline (every tile refused): no tile left in the page, the embedded picture shows at the
    /// pixel a tile would have covered, nothing asked for twice, no uncaught error.
    @Test(.timeLimit(.minutes(2)))
    func refusedTilesLeaveTheEmbeddedPicture() throws {
        let report = try Self.open(Self.script(), mode: "abort", points: [(500, 400)])
        #expect(report.pageErrors == [])
        #expect(report.otherRequests == [])
        #expect(report.requested == Self.level3Tiles)
        #expect(report.tileImages == 0)
        let pixel = try #require(report.pixels?.first), colour = try #require(report.colours["4"])
        #expect(!zip(pixel, colour).allSatisfy { abs($0 - $1) <= 2 }, "pixel \(pixel) is the tile's")
        // Panned east: only the new columns are tried; refused tiles are not asked for again.
        #expect(report.panRequested == [6, 7].flatMap { x in (2...5).map { y in [3, x, y] } })
        #expect(report.flights?.allSatisfy { $0.shown.isEmpty } == true)
    }

    /// A source with an attribution (set in a session file: no command sets one): the page
    /// writes it in its data and shows it, visibly, inside the map.
    @Test(.timeLimit(.minutes(2)))
    func theAttributionShows() throws {
        let text = "Tiles © Test <&> contributors"
        let report = try Self.open(Self.script(), mode: "serve") { file in
            let json = try String(contentsOf: file, encoding: .utf8)
            let edited = json.replacingOccurrences(of: "\"kind\":\"tiles\"", with: "\"kind\":\"tiles\",\"attribution\":\"Tiles \\u00a9 Test <&> contributors\"")
            try #require(edited != json, "no tile raster in \(json)")
            try edited.write(to: file, atomically: true, encoding: .utf8)
        }
        #expect(report.pageErrors == [])
        #expect(report.tiles?.attribution == text)
        #expect(report.attribution?.text == text)
        #expect(report.attribution?.visible == true)
        #expect(report.requested == Self.level3Tiles)
    }

    /// With `--online`, a named style that has a public tiled service (imagery): the page loads
    /// that service's tiles (ArcGIS's `{z}/{y}/{x}`) under `MAPSCRIPT_TILE_SERVER` (a server of
    /// ours on 127.0.0.1, which the export reads; the browser's requests are answered by
    /// `page.route`), shows them, and shows the service's attribution; without `--online` the
    /// style stays a name and the page asks for nothing.
    @Test(.timeLimit(.minutes(2)), .needs(.ogr2ogr))
    func aNamedStyleLoadsItsPublicServiceOnline() throws {
        try RasterTests().withFolder { folder in
            try LocalTileServer.with(in: folder) { server in
                let root = "http://127.0.0.1:\(server.port)"
                let environment = ["MAPSCRIPT_TILE_SERVER": root + "/arcgis"]
                let commands = ["basemap use imagery", "view size 800 x 600", "goto 0,0 scale 73957190.94894437"]
                let report = try Self.open(commands, mode: "serve", points: [(500, 400)], options: ["--online"],
                                           environment: environment, host: root)
                #expect(report.pageErrors == [])
                #expect(report.otherRequests == [])
                #expect(report.tiles?.template == root + "/arcgis/World_Imagery/MapServer/tile/{z}/{y}/{x}")
                let attribution = "Esri, Maxar, Earthstar Geographics, and the GIS User Community"
                #expect(report.tiles?.attribution == attribution)
                #expect(report.attribution?.text == attribution)
                #expect(report.attribution?.visible == true)
                #expect(report.requested == Self.level3Tiles)
                #expect(report.tileImages == 16)
                let pixel = try #require(report.pixels?.first), colour = try #require(report.colours["4"])
                #expect(zip(pixel, colour).allSatisfy { abs($0 - $1) <= 2 }, "pixel \(pixel), tile colour \(colour)")
                let offline = try Self.open(commands, mode: "none", environment: environment, host: root)
                #expect(offline.tiles == nil)
                #expect(offline.requested == [])
                #expect(offline.otherRequests == [])
            }
        }
    }

    /// A page without a tile basemap asks for nothing but itself, and has no tile data.
    @Test(.timeLimit(.minutes(2)))
    func aPageWithoutTilesAsksForNothing() throws {
        let report = try Self.open(["map new basemap topographic", "view size 800 x 600", "goto 0,0 scale 73957190.94894437"],
                                   mode: "none")
        #expect(report.pageErrors == [])
        #expect(report.otherRequests == [])
        #expect(report.requested == [])
        #expect(report.tiles == nil)
        #expect(report.attribution == nil)
        #expect(report.tileImages == 0)
    }
}
