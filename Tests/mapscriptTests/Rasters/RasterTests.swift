import ExternalTools
import Foundation
import Testing

/// Rasters, tile caches and tile services, run as a user runs the binary: their pixels in the
/// SVG picture (rendered by rsvg-convert and read back pixel by pixel), `layer list`, session
/// files, and tile services on a local server (127.0.0.1 only), online, from GDAL's cache and
/// offline. The fixtures are made here: rasters with GDAL's own tools, tiles by `tile_server.py`.
@Suite struct RasterTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let pixelReader = BinaryRunner.packageRoot.appendingPathComponent("Tests/MapDrawTests/png_pixels.py").path
    static let tileServer = folder.appendingPathComponent("tile_server.py").path
    /// 1:73,957,190.95: Web Mercator level 3 exactly, at which an 800 x 600 view of (0, 0) shows
    /// the four quarters of the world around its centre.
    static let levelThree = "73957190.94894437"

    /// A new folder, removed after `body`.
    func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-raster-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    /// Runs a shell command in `folder`, requiring success.
    func shell(_ command: String, in folder: URL) throws {
        let run = try BinaryRunner.run(["-c", command], directory: folder, shell: true)
        try #require(run.status == 0, "\(command): \(run.stderr)")
    }

    /// The colours of the SVG `svg` rendered by rsvg-convert at `points`.
    func colours(of svg: String, in folder: URL, at points: [(Int, Int)]) throws -> [String] {
        try shell("rsvg-convert \(svg) > picture.png", in: folder)
        let command = "python3 '\(Self.pixelReader)' picture.png " + points.map { "\($0.0),\($0.1)" }.joined(separator: " ")
        let run = try BinaryRunner.run(["-c", command], directory: folder, shell: true)
        try #require(run.status == 0, "png_pixels: \(run.stderr)")
        return run.stdout.split(separator: "\n").map(String.init)
    }

    /// A GeoTIFF in UTM zone 12N around Grand Prismatic Spring, 2 km square: blue in its west
    /// half, red in its east half (gdal_create, then gdalwarp mosaics the two).
    func makeUTMRaster(in folder: URL) throws {
        try shell("""
            gdal_create -q -of GTiff -outsize 100 100 -bands 3 -burn 200 -burn 30 -burn 30 -a_srs EPSG:32612 \
              -a_ullr 511873 4931199 513873 4929199 red.tif \
            && gdal_create -q -of GTiff -outsize 50 100 -bands 3 -burn 30 -burn 30 -burn 200 -a_srs EPSG:32612 \
              -a_ullr 511873 4931199 512873 4929199 blue.tif \
            && gdalwarp -q red.tif blue.tif park.tif
            """, in: folder)
    }

    /// A raster layer in UTM is listed with its size, bands and CRS and drawn reprojected where
    /// it lies: blue west of the spring, red east of it, the basemap around it; `identify` gives
    /// its values there and nothing outside it; at half opacity its colours mix with what is
    /// under it.
    @Test(.needs(.ogr2ogr, .rsvg)) func aUTMRasterLayerIsDrawnWhereItLies() throws {
        try withFolder { folder in
            try makeUTMRaster(in: folder)
            let script = """
                layer add "park.tif" title "Park"
                layer list
                layer legend "Park"
                layer legend 1 json
                goto 44.525,-110.838 scale 20000
                export svg "a.svg"
                identify 44.525,-110.835
                identify 44.525,-110.841
                identify 44.6,-110.838
                layer opacity "Park" 0.5
                export svg "b.svg"
                """
            let run = try BinaryRunner.run(["-e", script], directory: folder)
            #expect(run.stderr == "")
            #expect(run.status == 0)
            #expect(run.stdout.contains("1  Park   raster  100 x 100, 3 bands Byte, WGS 84 / UTM zone 12N (EPSG:32612)"), "\(run.stdout)")
            // Its legend (issue 36, 3.9): one row, its bands.
            #expect(run.stdout.contains("\nraster: 3 bands\n[\n  {\n    \"label\": \"raster: 3 bands\",\n    \"symbol\": \"raster\",\n    \"bands\": 3\n  }\n]\n"),
                    "\(run.stdout)")
            // identify gives the bands' values under the point, as the SDK's raster identify does.
            #expect(run.stdout.hasSuffix("Park (raster): band 1=200, band 2=30, band 3=30\nPark (raster): band 1=30, band 2=30, band 3=200\nno features\n"),
                    "\(run.stdout)")
            // The raster is 2 km wide: about 530 pixels at 1:20,000 at this latitude, centred.
            let opaque = try colours(of: "a.svg", in: folder, at: [(300, 300), (500, 300), (60, 300)])
            #expect(opaque[0] == "30 30 200")
            #expect(opaque[1] == "200 30 30")
            #expect(opaque[2] != "30 30 200" && opaque[2] != "200 30 30")
            let faded = try colours(of: "b.svg", in: folder, at: [(500, 300)])
            #expect(faded[0] != "200 30 30", "half opacity should mix with the basemap: \(faded)")
        }
    }

    /// A raster with no spatial reference is refused with `file.raster-without-crs`, saying how to
    /// give it one, and the session keeps no layer.
    @Test(.needs(.ogr2ogr)) func aRasterWithoutACRSIsRefused() throws {
        try withFolder { folder in
            try shell("gdal_create -q -of GTiff -outsize 10 10 -bands 1 plain.tif", in: folder)
            let run = try BinaryRunner.run(["-e", "layer add \"plain.tif\"\nlayer list"], directory: folder)
            #expect(run.status == 1)
            #expect(run.stderr.contains("error: 'plain.tif' has no spatial reference, so it cannot be placed on the map; give it one with gdal_translate -a_srs"),
                    "\(run.stderr)")
        }
    }

    /// `basemap use file` of an MBTiles tile cache (made by gdal_translate, with overviews by
    /// gdaladdo) draws it as the basemap, rotated with the view; `save` and `load` keep it and the
    /// raster layer, by their paths relative to the session file.
    @Test(.needs(.ogr2ogr, .rsvg)) func anMBTilesBasemapDrawsAndIsSaved() throws {
        try withFolder { folder in
            try makeUTMRaster(in: folder)
            try shell("gdalwarp -q -t_srs EPSG:3857 park.tif park3857.tif && gdal_translate -q -of MBTILES park3857.tif park.mbtiles"
                      + " && gdaladdo -q park.mbtiles 2 4 2>/dev/null", in: folder)
            let script = """
                basemap use file "park.mbtiles"
                basemap
                goto 44.525,-110.838 scale 20000
                export svg "a.svg"
                rotate 90
                export svg "b.svg"
                layer add "park.tif" title "Park"
                save "s.json"
                map new
                load "s.json"
                print basemap.name, layers[1].kind, layers.count
                """
            let run = try BinaryRunner.run(["-e", script], directory: folder)
            #expect(run.stderr == "")
            #expect(run.status == 0)
            #expect(run.stdout.contains("draws              file park.mbtiles"), "\(run.stdout)")
            #expect(run.stdout.hasSuffix("park raster 1\n"), "\(run.stdout)")
            // Points off the graticule's lines (one runs along y = 300).
            let north = try colours(of: "a.svg", in: folder, at: [(310, 280), (490, 280)])
            #expect(north == ["30 30 200", "200 30 30"])
            // Turned by 90 degrees, west is at the bottom and east at the top.
            let turned = try colours(of: "b.svg", in: folder, at: [(410, 450), (410, 150)])
            #expect(turned == ["30 30 200", "200 30 30"], "\(turned)")
            let saved = try String(contentsOf: folder.appendingPathComponent("s.json"), encoding: .utf8)
            #expect(saved.contains(#""raster":{"kind":"file","location":"park.mbtiles"}"#))
            #expect(saved.contains(#""kind":"raster","source":"park.tif""#))
        }
    }

    /// A tile service on a local server: `--online` fetches the tiles the view needs and GDAL
    /// caches them; a later run without `--online` draws from the cache and asks the server
    /// nothing; with an empty cache it asks nothing either and draws the built-in geography. A
    /// folder of the same tiles draws the same picture, and `basemap use imagery` with
    /// `MAPSCRIPT_TILE_SERVER` reads ArcGIS's `{z}/{y}/{x}` layout there, with its attribution.
    @Test(.needs(.ogr2ogr, .rsvg)) func aTileServiceDrawsOnlineAndFromItsCache() throws {
        try withFolder { folder in try LocalTileServer.with(in: folder) { server in
            let port = server.port
            func requests() -> [String] { server.requests }
            func draw(_ basemap: String, _ options: [String], cache: String, environment: [String: String] = [:]) throws -> [String] {
                server.forget()
                let script = "\(basemap)\ngoto 0,0 scale \(Self.levelThree)\nexport svg \"t.svg\"\n"
                var environment = environment
                environment["XDG_CACHE_HOME"] = folder.appendingPathComponent(cache).path
                let run = try BinaryRunner.run(options + ["-e", script], directory: folder, environment: environment)
                #expect(run.status == 0, "\(run.stderr)")
                return try colours(of: "t.svg", in: folder, at: [(300, 200), (500, 200), (300, 400), (500, 400)])
            }
            let quarters = ["255 0 0", "0 0 255", "255 255 0", "0 255 255"]
            let service = "basemap use tiles \"http://127.0.0.1:\(port)/xyz/{z}/{x}/{y}.png\""
            #expect(try draw(service, ["--online"], cache: "cache") == quarters)
            #expect(!requests().isEmpty && requests().allSatisfy { $0.hasPrefix("/xyz/") }, "\(requests())")
            #expect(try draw(service, [], cache: "cache") == quarters)
            #expect(requests().isEmpty, "offline, the cache alone is read: \(requests())")
            #expect(try draw(service, [], cache: "empty") != quarters)
            #expect(requests().isEmpty)
            #expect(try draw("basemap use file \"tiles/xyz\"", [], cache: "cache") == quarters)
            let root = ["MAPSCRIPT_TILE_SERVER": "http://127.0.0.1:\(port)/arcgis/"]
            #expect(try draw("basemap use imagery", ["--online"], cache: "styles", environment: root) == quarters)
            #expect(requests().contains("/arcgis/World_Imagery/MapServer/tile/4/5/4"), "\(requests())")
            let svg = try String(contentsOf: folder.appendingPathComponent("t.svg"), encoding: .utf8)
            #expect(svg.contains("Esri, Maxar, Earthstar Geographics, and the GIS User Community"))
            // Without --online, a named style stays a name: nothing asked of the server.
            _ = try draw("basemap use imagery", [], cache: "styles2", environment: root)
            #expect(requests().isEmpty)
        } }
    }

    /// Tile URLs that cannot be one are refused where they are written.
    @Test(arguments: [
        ("basemap use tiles \"http://h/{z}/{x}.png\"", "a tile URL template needs {z} (or {level}), {x} (or {col}) and {y} (or {row})"),
        ("basemap use tiles \"ftp://h/{z}/{x}/{y}.png\"", "expected an http://, https:// or file:// URL"),
        ("basemap use wmts \"\"", "expected an http://, https:// or file:// URL"),
    ])
    func badServiceURLsAreRefused(script: String, message: String) throws {
        let run = try BinaryRunner.run(["-e", script + "\nbasemap"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("<command line>:1:") && run.stderr.contains(message), "\(run.stderr)")
    }

    /// A GeoPackage holding two vector layers and two tile tables: `layer add` takes the first
    /// layer with features and says what it left (the other layer, the rasters); `layer "NAME"`
    /// takes a layer or a raster by name, titled by it; a session file keeps the name; a name the
    /// file does not have is an error listing the names it has, pointing at the name.
    @Test(.needs(.ogr2ogr)) func aLayerOrRasterIsPickedByName() throws {
        try withFolder { folder in
            try makeUTMRaster(in: folder)
            try "name,WKT\nA,POINT(1 1)\n".write(to: folder.appendingPathComponent("pts.csv"), atomically: true, encoding: .utf8)
            try shell("""
                ogr2ogr -q -f GPKG multi.gpkg pts.csv -nln first -oo GEOM_POSSIBLE_NAMES=WKT -a_srs EPSG:4326 \\
                && ogr2ogr -q -update multi.gpkg pts.csv -nln second -oo GEOM_POSSIBLE_NAMES=WKT -a_srs EPSG:4326 \\
                && gdal_translate -q -of GPKG park.tif multi.gpkg -co APPEND_SUBDATASET=YES -co RASTER_TABLE=ortho \\
                && gdal_translate -q -of GPKG red.tif multi.gpkg -co APPEND_SUBDATASET=YES -co RASTER_TABLE=red
                """, in: folder)
            let script = """
                layer add "multi.gpkg"
                layer add "multi.gpkg" layer "second"
                layer add "multi.gpkg" layer "ortho" title "Ortho"
                save "s.json"
                map new
                load "s.json"
                print layers[2].title, layers[3].kind, layers[3].title
                identify 44.525,-110.835
                layer add "multi.gpkg" layer "nope"
                """
            try script.write(to: folder.appendingPathComponent("t.mapscript"), atomically: true, encoding: .utf8)
            let run = try BinaryRunner.run(["t.mapscript"], directory: folder)
            #expect(run.status == 1)
            #expect(run.stdout == "second raster Ortho\nOrtho (raster): band 1=200, band 2=30, band 3=30\n", "\(run.stdout)")
            #expect(run.stderr.contains("t.mapscript:1:11: warning: multi.gpkg also holds rasters, not read: 'ortho', 'red' (pick one with layer \"NAME\")"),
                    "\(run.stderr)")
            #expect(run.stderr.contains("not read: 'second' (pick one with layer \"NAME\")"))
            #expect(run.stderr.contains("t.mapscript:9:30: error: 'multi.gpkg' has no layer 'nope'; its layers: 'first', 'second', 'ortho', 'red'"),
                    "\(run.stderr)")
            let saved = try String(contentsOf: folder.appendingPathComponent("s.json"), encoding: .utf8)
            #expect(saved.contains(#""kind":"raster","source":"multi.gpkg","layer":"ortho""#))
        }
    }

    /// A tile that cannot be decoded draws as empty and warns once (`file.raster-note`), naming
    /// it by zoom/column/row as the MBTiles file stores it; the rest of the tile cache is drawn,
    /// and the run goes on and succeeds.
    @Test(.needs(.ogr2ogr, .rsvg)) func aCorruptTileWarnsOnceNamingItAndTheRestDraws() throws {
        try withFolder { folder in
            try makeUTMRaster(in: folder)
            try shell("gdalwarp -q -t_srs EPSG:3857 park.tif park3857.tif && gdal_translate -q -of MBTILES park3857.tif park.mbtiles", in: folder)
            // The west half's top tile (blue) is broken; the script prints its zoom/column/row.
            try """
                import sqlite3
                c = sqlite3.connect("park.mbtiles")
                z, x, y = c.execute("select zoom_level, tile_column, max(tile_row) from tiles "
                                    "where tile_column = (select min(tile_column) from tiles)").fetchone()
                c.execute("update tiles set tile_data = x'0102030405' where zoom_level = ? and tile_column = ? and tile_row = ?", (z, x, y))
                c.commit()
                print(f"{z}/{x}/{y}")
                """.write(to: folder.appendingPathComponent("corrupt.py"), atomically: true, encoding: .utf8)
            let corrupt = try BinaryRunner.run(["-c", "python3 corrupt.py"], directory: folder, shell: true)
            try #require(corrupt.status == 0, "\(corrupt.stderr)")
            let tile = corrupt.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            let script = "basemap use file \"park.mbtiles\"\ngoto 44.525,-110.838 scale 20000\nexport svg \"a.svg\"\nexport svg \"b.svg\"\n"
            let run = try BinaryRunner.run(["-e", script], directory: folder)
            #expect(run.status == 0)
            #expect(run.stderr.components(separatedBy: "warning: 'park.mbtiles' drawn in part:").count == 2, "\(run.stderr)")
            #expect(run.stderr.contains("<command line>:3:1: warning: 'park.mbtiles' drawn in part: tile \(tile) (zoom/column/row) "
                                        + "cannot be read (Cannot parse tile data)"), "\(run.stderr)")
            // The east half is drawn.
            #expect(try colours(of: "b.svg", in: folder, at: [(490, 280)]) == ["200 30 30"])
        }
    }

    /// In a folder of tiles, a tile that cannot be decoded is named by its path in the warning,
    /// once; its part of the picture is empty and the other tiles are drawn.
    @Test(.needs(.ogr2ogr, .rsvg)) func aCorruptTileOfATileFolderIsNamedByItsPath() throws {
        try withFolder { folder in
            try shell("python3 '\(Self.tileServer)' make tiles && printf 'not a png' > tiles/xyz/4/7/7.png", in: folder)
            let script = "basemap use file \"tiles/xyz\"\ngoto 0,0 scale \(Self.levelThree)\nexport svg \"a.svg\"\nexport svg \"b.svg\"\n"
            let run = try BinaryRunner.run(["-e", script], directory: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.components(separatedBy: "warning:").count == 2, "\(run.stderr)")
            #expect(run.stderr.contains("<command line>:3:1: warning: 'tiles/xyz' drawn in part: tile tiles/xyz/4/7/7.png cannot be "
                                        + "read (GDALWMS: Unable to open downloaded block.)"), "\(run.stderr)")
            // Tile 4/7/7 lies just north-west of (0, 0); the other quarters are drawn.
            let drawn = try colours(of: "b.svg", in: folder, at: [(390, 290), (500, 200), (300, 400), (500, 400)])
            #expect(drawn[0] != "255 0 0", "\(drawn)")
            #expect(Array(drawn.dropFirst()) == ["0 0 255", "255 255 0", "0 255 255"], "\(drawn)")
        }
    }
}
