import ExternalTools
import Foundation
import Testing

/// The files people have (issue 36 section 2), run as a user runs the binary: datasets of
/// several layers (`layer add FILE all`), a FileGDB whose first layer is a table, compressed
/// files, TopoJSON, a CSV with longitude and latitude columns, and folders.
@Suite struct GDALDatasetTests {
    /// A new folder holding `land.geojson` (the Natural Earth fixture) and the files `shell`
    /// (run there, with GDAL's tools) makes from it; removed after `body`.
    private func withFiles(_ shell: String, _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-datasets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let land = BinaryRunner.packageRoot.appendingPathComponent("Tests/MapFilesTests/Fixtures/land.geojson")
        try FileManager.default.copyItem(atPath: land.path, toPath: folder.appendingPathComponent("land.geojson").path)
        try Self.line.write(to: folder.appendingPathComponent("line.geojson"), atomically: true, encoding: .utf8)
        try "name,lat,lon\nA,44.5,-110.8\nB,45,-111\n".write(to: folder.appendingPathComponent("points.csv"), atomically: true, encoding: .utf8)
        let made = try BinaryRunner.run(["-c", shell], directory: folder, shell: true)
        try #require(made.status == 0, "\(shell): \(made.stderr)")
        try body(folder)
    }

    /// One line, for a GPX track.
    private static let line = #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"Walk"},"geometry":{"type":"LineString","coordinates":[[-110.8,44.5],[-110.7,44.6]]}}]}"#

    /// A GeoPackage of three tables (`land`, an empty `empty`, `towns`) and a GPX track.
    private static let datasets = """
        ogr2ogr -f GPKG multi.gpkg land.geojson -nln land && ogr2ogr -update multi.gpkg land.geojson -nln empty -where "1=0" \\
          && ogr2ogr -update multi.gpkg land.geojson -nln towns \\
          && ogr2ogr -f GPX trip.gpx line.geojson -nlt MULTILINESTRING -lco FORCE_GPX_TRACK=YES
        """

    /// `layer add FILE all` adds a layer per layer with features, in the file's order, titled
    /// and saved by its name; `load` takes the same layers again.
    @Test(.needs(.ogr2ogr)) func allAddsEveryLayerWithFeatures() throws {
        try withFiles(Self.datasets) { folder in
            let script = """
                layer add "multi.gpkg" all
                layer add "trip.gpx" all
                layer list
                save "s.json"
                map new
                load "s.json"
                print layers.count, layers[2].title, layers[2].features.count
                """
            let run = try BinaryRunner.run(["-e", script], directory: folder)
            #expect(run.stderr == "")
            #expect(run.status == 0)
            let titles = run.stdout.split(separator: "\n").dropFirst().prefix(4).map { $0.split(separator: " ", omittingEmptySubsequences: true)[1] }
            #expect(titles == ["land", "towns", "tracks", "track_points"], "\(run.stdout)")
            #expect(run.stdout.hasSuffix("4 towns 12\n"))
            let saved = try String(contentsOf: folder.appendingPathComponent("s.json"), encoding: .utf8)
            #expect(saved.contains(#""layer":"towns""#))
        }
    }

    /// `all` with `layer NAME` or `title T` is an error at that clause.
    @Test(arguments: [("layer add \"a.gpkg\" layer \"x\" all", "<command line>:1:26: error: layer and all cannot both be given"),
                      ("layer add \"a.gpkg\" title \"x\" all", "<command line>:1:26: error: title and all cannot both be given")])
    func allTakesNoNameNorTitle(script: String, message: String) throws {
        let run = try BinaryRunner.run(["-e", script])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
    }

    /// The warning about the layers not read names only those with features: a GPX file's
    /// empty `waypoints` and `routes` are not mentioned, nor an empty table.
    @Test(.needs(.ogr2ogr)) func emptyLayersAreNotNamed() throws {
        try withFiles(Self.datasets) { folder in
            let run = try BinaryRunner.run(["-e", "layer add \"trip.gpx\"\nlayer add \"multi.gpkg\""], directory: folder)
            #expect(run.status == 0)
            #expect(run.stderr.contains("trip.gpx: read its layer 'tracks', the first with features; not read: 'track_points' (pick"),
                    "\(run.stderr)")
            #expect(run.stderr.contains("multi.gpkg: read its layer 'land', the first with features; not read: 'towns' (pick"))
            #expect(!run.stderr.contains("waypoints") && !run.stderr.contains("routes") && !run.stderr.contains("'empty'"))
        }
    }

    /// A FileGDB whose first layer with features is a table without geometry gives its first
    /// layer with geometry.
    @Test(.needs(.ogr2ogr)) func aFileGDBPrefersALayerWithGeometry() throws {
        try withFiles("""
            ogr2ogr -f OpenFileGDB t.gdb points.csv -nln table_first && ogr2ogr -f OpenFileGDB -update t.gdb land.geojson -nln land \\
              && ogrinfo -ro -so t.gdb | grep -q 'table_first (None)'
            """) { folder in
            let run = try BinaryRunner.run(["-e", "layer add \"t.gdb\"\nprint layers[1].features.count, layers[1].features[1].geometry"],
                                           directory: folder)
            #expect(run.status == 0)
            #expect(run.stdout == "12 MultiPolygon\n")
            #expect(run.stderr.contains("read its layer 'land', the first with features; not read: 'table_first'"), "\(run.stderr)")
        }
    }

    /// Compressed files by their names: a gzipped GeoJSON (titled without `.geojson.gz`), a
    /// zipped shapefile, and a KMZ also where GDAL's LIBKML driver, which reads KMZ itself, is
    /// not there (GDAL_SKIP); each as the GeoJSON it was made from.
    @Test(.needs(.ogr2ogr), arguments: [("land.geojson.gz", [:] as [String: String]), ("land.zip", [:]),
                                        ("land.kmz", ["GDAL_SKIP": "LIBKML"]), ("land.kmz", [:])])
    func compressedFiles(name: String, environment: [String: String]) throws {
        try withFiles("""
            gzip -k land.geojson && mkdir shp && ogr2ogr shp/land.shp land.geojson && (cd shp && zip -q ../land.zip land.*) \\
              && ogr2ogr -f KML doc.kml land.geojson && zip -q land.kmz doc.kml
            """) { folder in
            let script = "layer add \"land.geojson\"\nlayer add \"\(name)\"\nprint layers[2].title, layers[1].features.count == layers[2].features.count"
            let run = try BinaryRunner.run(["-e", script], directory: folder, environment: environment)
            #expect(run.stderr == "")
            #expect(run.stdout == "land true\n")
        }
    }

    /// TopoJSON, which the GeoJSON reader refused (`unknown value 'Topology'`), is read by
    /// GDAL's TopoJSON driver.
    @Test(.needs(.ogr2ogr)) func topoJSONIsReadThroughGDAL() throws {
        try withFiles("true") { folder in
            try #"""
                {"type":"Topology","objects":{"parks":{"type":"GeometryCollection","geometries":[
                {"type":"Polygon","arcs":[[0]],"properties":{"name":"Park"}},
                {"type":"Point","coordinates":[-110.8,44.5],"properties":{"name":"Gate"}}]}},
                "arcs":[[[-110.9,44.4],[-110.6,44.4],[-110.6,44.6],[-110.9,44.6],[-110.9,44.4]]]}
                """#.write(to: folder.appendingPathComponent("parks.json"), atomically: true, encoding: .utf8)
            let run = try BinaryRunner.run(["-e", "layer add \"parks.json\"\nfor f in layers[1].features { print f[\"name\"], f.geometry }"],
                                           directory: folder)
            #expect(run.stderr == "")
            #expect(run.stdout == "Park Polygon\nGate Point\n")
        }
    }

    /// A CSV with `lat` and `lon` (or `latitude` and `longitude`, `x` and `y`) columns and no
    /// geometry column gives points, the columns are no longer fields, and a warning names them.
    @Test(.needs(.ogr2ogr), arguments: [("name,lat,lon", "'lon' (longitude) and 'lat' (latitude)"),
                                        ("name,Longitude,Latitude", "'Longitude' (longitude) and 'Latitude' (latitude)"),
                                        ("name,x,y", "'x' (longitude) and 'y' (latitude)")])
    func aCSVWithCoordinateColumnsGivesPoints(header: String, columns: String) throws {
        try withFiles("true") { folder in
            let latFirst = header.hasSuffix("lat,lon")
            let rows = latFirst ? "A,44.5,-110.8\nB,45,-111\n" : "A,-110.8,44.5\nB,-111,45\n"
            try "\(header)\n\(rows)".write(to: folder.appendingPathComponent("p.csv"), atomically: true, encoding: .utf8)
            let run = try BinaryRunner.run(["-e", "layer add \"p.csv\"\nprint layers[1].features[1].fields, layers[1].features[1].points[1]"],
                                           directory: folder)
            #expect(run.status == 0)
            #expect(run.stdout == "[\"name\"] 44.5,-110.8\n")
            #expect(run.stderr.contains("warning: p.csv: points from its columns \(columns), in WGS 84"), "\(run.stderr)")
        }
    }

    /// A folder is read only as a FileGDB or a folder of shapefiles: a folder of CSV or KML files
    /// is refused, naming what GDAL found; a folder of shapefiles is read.
    @Test(.needs(.ogr2ogr)) func foldersAreReadOnlyAsAFormatDefinesThem() throws {
        try withFiles("mkdir csvs kml shp && cp points.csv csvs/a.csv && cp points.csv csvs/b.csv && ogr2ogr -f KML kml/land.kml land.geojson && ogr2ogr shp/land.shp land.geojson") { folder in
            for (name, found) in [("csvs", "GDAL would read as CSV (layers 'a', 'b'; it holds 'a.csv', 'b.csv')"),
                                  ("kml", "(layers ")] {
                let run = try BinaryRunner.run(["-e", "layer add \"\(name)\""], directory: folder)
                #expect(run.status == 1)
                #expect(run.stderr.contains("error: '\(name)' is a folder, which \(found)") || run.stderr.contains("'\(name)' is a folder, which GDAL would read as") && run.stderr.contains(found), "\(run.stderr)")
                #expect(run.stderr.contains("a folder is read only as a FileGDB (.gdb), a folder of shapefiles, an Esri compact cache or a folder of {z}/{x}/{y} tiles; name a file in it"))
            }
            let run = try BinaryRunner.run(["-e", "layer add \"shp\"\nprint layers[1].features.count"], directory: folder)
            #expect(run.stderr == "")
            #expect(run.stdout == "12\n")
        }
    }
}
