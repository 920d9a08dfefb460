import ExternalTools
import Foundation
import Testing

/// `layer add` of files read through GDAL, run as a user runs the binary: GDAL is loaded on
/// first use only, its absence and its failures are clear errors, and session files keep such
/// layers.
@Suite struct GDALLayerTests {
    /// A new folder holding Natural Earth's 1:110m land (12 of its polygons, one with a hole:
    /// `Tests/MapFilesTests/Fixtures/land.geojson`) as `land.geojson` and, made from it by
    /// ogr2ogr, `land.gpkg` and `notes.csv`; removed after `body`.
    private func withLandFiles(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-gdal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let land = BinaryRunner.packageRoot.appendingPathComponent("Tests/MapFilesTests/Fixtures/land.geojson")
        try FileManager.default.copyItem(atPath: land.path, toPath: folder.appendingPathComponent("land.geojson").path)
        let made = try BinaryRunner.run(["-c", "ogr2ogr -f GPKG -nln land land.gpkg land.geojson && ogr2ogr -f CSV notes.csv land.geojson -select featurecla -lco GEOMETRY=AS_WKT"],
                                        directory: folder, shell: true)
        try #require(made.status == 0, "ogr2ogr: \(made.stderr)")
        try body(folder)
    }

    /// The libraries the dynamic loader loaded while the binary ran `script` (LD_DEBUG=libs).
    private func loadedLibraries(_ script: String, in folder: URL, environment: [String: String] = [:]) throws -> String {
        var environment = environment
        environment["LD_DEBUG"] = "libs"
        let run = try BinaryRunner.run(["-e", script], directory: folder, environment: environment)
        return run.stderr.split(separator: "\n").filter { $0.contains("calling init:") || $0.contains("find library=") }
            .joined(separator: "\n")
    }

    /// Start-up and a GeoJSON-only script do not load GDAL or PROJ; a GeoPackage does.
    @Test(.needs(.ogr2ogr)) func gdalIsLoadedOnFirstUseOnly() throws {
        try withLandFiles { folder in
            let geoJSON = try loadedLibraries("layer add \"land.geojson\"\nprint layers[1].features.count", in: folder)
            #expect(!geoJSON.isEmpty, "LD_DEBUG=libs printed nothing")
            #expect(!geoJSON.contains("libgdal"))
            #expect(!geoJSON.contains("libproj"))
            let geoPackage = try loadedLibraries("layer add \"land.gpkg\"", in: folder)
            #expect(geoPackage.contains("libgdal"))
        }
    }

    /// Each format gives the same layer as its GeoJSON: the same features' fields and extent.
    @Test(.needs(.ogr2ogr)) func aGeoPackageIsTheGeoJSONsLayer() throws {
        try withLandFiles { folder in
            let script = """
                layer add "land.geojson"
                layer add "land.gpkg" title "From GDAL"
                layer list
                print layers[1].features.count == layers[2].features.count, layers[1].extent == layers[2].extent
                print layers[1].features[1].fields == layers[2].features[1].fields
                """
            let run = try BinaryRunner.run(["-e", script], directory: folder)
            #expect(run.stderr == "")
            #expect(run.status == 0)
            #expect(run.stdout.contains("2  From GDAL  feature"))
            #expect(run.stdout.hasSuffix("true true\ntrue\n"))
        }
    }

    /// `save` keeps a GeoPackage layer by its path; `load` reads it again through GDAL.
    @Test(.needs(.ogr2ogr)) func saveAndLoadReReadGDALLayers() throws {
        try withLandFiles { folder in
            let script = """
                layer add "land.gpkg" title "Land"
                layer opacity "Land" 0.5
                let n = layers[1].features.count
                save "s.json"
                map new
                load "s.json"
                print layers[1].title, layers[1].opacity, layers[1].features.count == n, layers[1].source
                """
            let run = try BinaryRunner.run(["-e", script], directory: folder)
            #expect(run.stderr == "")
            #expect(run.stdout.hasPrefix("Land 0.5 true "))
            #expect(run.stdout.hasSuffix("land.gpkg\n"))
            let saved = try String(contentsOf: folder.appendingPathComponent("s.json"), encoding: .utf8)
            #expect(saved.contains(#""source":"land.gpkg""#))
        }
    }

    /// Under `--sandbox`, GDAL reads the file found in the sandbox's folder held open.
    @Test(.needs(.ogr2ogr)) func theSandboxReadsThroughGDAL() throws {
        try withLandFiles { folder in
            try "layer add \"land.gpkg\"\nprint layers[1].features.count > 0\n"
                .write(to: folder.appendingPathComponent("t.mapscript"), atomically: true, encoding: .utf8)
            let run = try BinaryRunner.run(["--sandbox", "t.mapscript"], directory: folder)
            #expect(run.stderr == "")
            #expect(run.stdout == "true\n")
        }
    }

    /// Without GDAL (MAPSCRIPT_GDAL_LIBRARY names no library), GeoJSON still works and any other
    /// file is `file.gdal-missing`, naming the file and how to install GDAL; a corrupt GeoPackage
    /// and a file in no format GDAL reads are GDAL's errors; each fails the run and leaves the
    /// session as it was.
    @Test(.needs(.ogr2ogr), arguments: [
        ("land.gpkg", ["MAPSCRIPT_GDAL_LIBRARY": "/nonexistent/libgdal.so"], "file.gdal-missing",
         "'land.gpkg' is not GeoJSON, and other formats need GDAL: GDAL is not installed (tried /nonexistent/libgdal.so: "),
        ("land.gpkg", ["MAPSCRIPT_GDAL_LIBRARY": "libm.so.6"], "file.gdal-missing",
         "'land.gpkg' is not GeoJSON, and other formats need GDAL: libm.so.6 has no function GDALOpenEx: GDAL 3.0 or later is needed"),
        ("corrupt.gpkg", [:], "file.gdal-failed", "GDAL cannot open 'corrupt.gpkg': "),
        ("notes.txt", [:], "file.unsupported-layer-format", "GDAL reads no vector format from 'notes.txt'"),
        // A VRT whose source cannot be opened was an empty layer with no message (issue 35).
        ("gone.vrt", [:], "file.gdal-failed", "'gone.vrt', layer 'gone': GDAL cannot open it: Failed to open datasource `/nonexistent/x.csv'."),
        ("self.vrt", [:], "file.gdal-failed", "'self.vrt', layer 'self': GDAL cannot open it: Trying to open a VRT from a VRT from a VRT"),
        ("zero.vrt", [:], "file.gdal-failed", "'zero.vrt', layer 'z': GDAL cannot open it: Failed to open datasource `/dev/zero'."),
        // A GML file whose DTD would expand an entity to 10^10 bytes (10 levels of 10: the
        // "billion laughs") was an empty layer with no message (issue 35): GDAL stops it.
        ("laughs.gml", [:], "file.gdal-failed", "GDAL cannot read 'laughs.gml': XML parsing of GML file failed"),
        // A CRS PROJ cannot transform names the file and the layer (issue 35).
        ("heights.gpkg", [:], "file.gdal-failed",
         "'heights.gpkg', layer 'heights': PROJ has no transformation to WGS 84: Cannot find coordinate operations from `EPSG:5773'"),
    ])
    func gdalErrors(file: String, environment: [String: String], id: String, message: String) throws {
        try withLandFiles { folder in
            let gpkg = try Data(contentsOf: folder.appendingPathComponent("land.gpkg"))
            try gpkg.prefix(4096).write(to: folder.appendingPathComponent("corrupt.gpkg"))
            try Data("some notes\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
            try "name,WKT\nA,POINT(1 1)\n".write(to: folder.appendingPathComponent("p.csv"), atomically: true, encoding: .utf8)
            let made = try BinaryRunner.run(["-c", "ogr2ogr -q -f GPKG heights.gpkg p.csv -oo GEOM_POSSIBLE_NAMES=WKT -a_srs EPSG:5773 -nln heights"],
                                            directory: folder, shell: true)
            try #require(made.status == 0, "\(made.stderr)")
            for (name, layer, source) in [("gone", "gone", "/nonexistent/x.csv"), ("self", "self", "self.vrt"), ("zero", "z", "/dev/zero")] {
                try Data("<OGRVRTDataSource><OGRVRTLayer name=\"\(layer)\"><SrcDataSource>\(source)</SrcDataSource></OGRVRTLayer></OGRVRTDataSource>".utf8)
                    .write(to: folder.appendingPathComponent("\(name).vrt"))
            }
            try Data(Self.billionLaughs.utf8).write(to: folder.appendingPathComponent("laughs.gml"))
            let script = "layer add \"land.geojson\"\nlayer add \"\(file)\"\n"
            let run = try BinaryRunner.run(["--keep-going", "--format", "json", "-e", script, "-e", "print layers.count"],
                                           directory: folder, environment: environment)
            #expect(run.status == 1)
            #expect(run.stdout == "1\n")
            let line = try #require(run.stderr.split(separator: "\n").first.map(String.init))
            #expect(line.contains(#""id":"\#(id)""#))
            #expect(line.contains(#""message":"\#(message)"#), "\(line)")
            if id == "file.gdal-missing" { #expect(line.contains("install GDAL (apt-get install gdal-bin)")) }
        }
    }

    /// A GML feature collection of one feature whose name is the entity `lol9`: ten entities
    /// each made of ten of the one before, from `lol0` ("lol"), so 3 x 10^9 bytes expanded.
    static let billionLaughs: String = {
        var entities = [#"<!ENTITY lol0 "lol">"#]
        for level in 1...9 {
            entities.append("<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">")
        }
        return """
            <?xml version="1.0"?>
            <!DOCTYPE laughs [
            \(entities.joined(separator: "\n"))
            ]>
            <ogr:FeatureCollection xmlns:ogr="http://ogr.maptools.org/" xmlns:gml="http://www.opengis.net/gml">
            <gml:featureMember><ogr:a fid="a.0"><ogr:geometryProperty><gml:Point><gml:coordinates>1,2</gml:coordinates></gml:Point></ogr:geometryProperty>
            <ogr:name>&lol9;</ogr:name></ogr:a></gml:featureMember>
            </ogr:FeatureCollection>

            """
    }()

    /// A zipped shapefile (`.shz`) of 400,000 points, a few MB that take about 130 MB once read,
    /// under an address-space limit (`ulimit -v`) too small for it, is `file.too-large-for-memory`
    /// naming the file and the memory it needs, before any feature is read; the run ends with
    /// status 1, not a signal, and the session keeps only the layer it had (issue 35: GDAL's
    /// `CPLMalloc`, or Swift's allocator, ended the process with nothing printed). Under a limit
    /// too small to load GDAL at all, the loader's reason is said, not that GDAL is missing.
    @Test(.needs(.ogr2ogr), .disabled(if: BinaryRunner.isSanitized, "a sanitizer's shadow memory does not fit under ulimit -v"),
          arguments: [
              (250_000, "file.too-large-for-memory",
               "'points.shz' is too large to read into memory: its 400,000 features need about "),
              (150_000, "file.gdal-missing", "is installed but could not be loaded: "),
          ])
    func aLayerLargerThanTheMemoryLeftIsRefused(limit: Int, id: String, message: String) throws {
        try withLandFiles { folder in
            var csv = "id,name,lon,lat\n"
            for index in 0..<400_000 { csv += "\(index),n\(index),\(Double(index % 3600) / 10 - 180),\(Double(index / 3600 % 1800) / 10 - 90)\n" }
            try csv.write(to: folder.appendingPathComponent("points.csv"), atomically: true, encoding: .utf8)
            let made = try BinaryRunner.run(["-c", "ogr2ogr -f 'ESRI Shapefile' points.shz points.csv -oo X_POSSIBLE_NAMES=lon -oo Y_POSSIBLE_NAMES=lat"],
                                            directory: folder, shell: true)
            try #require(made.status == 0, "ogr2ogr: \(made.stderr)")
            let run = try BinaryRunner.run(["--keep-going", "--format", "json", "-e", "layer add \"land.geojson\"\nlayer add \"points.shz\"",
                                            "-e", "print layers.count"], directory: folder, addressSpaceLimit: limit)
            #expect(run.status == 1, "\(run.stderr)")
            #expect(run.stdout == "1\n")
            let line = try #require(run.stderr.split(separator: "\n").first.map(String.init))
            #expect(line.contains(#""id":"\#(id)""#), "\(line)")
            #expect(line.contains(message), "\(line)")
            if id == "file.too-large-for-memory" { #expect(line.contains("MiB this process may still use (its address space is limited to ")) }
        }
    }

    /// A CSV with a WKT column is read through GDAL (the column is the geometry), and a dataset
    /// of several layers gives its first with features and a warning naming the others.
    @Test(.needs(.ogr2ogr)) func severalLayersWarn() throws {
        try withLandFiles { folder in
            let made = try BinaryRunner.run(["-c", "ogr2ogr -update -nln towns land.gpkg land.geojson"], directory: folder, shell: true)
            try #require(made.status == 0, "ogr2ogr: \(made.stderr)")
            let run = try BinaryRunner.run(["-e", "layer add \"land.gpkg\"\nlayer add \"notes.csv\"\nprint layers[2].features[1].fields"],
                                           directory: folder)
            #expect(run.status == 0)
            #expect(run.stderr.contains("warning: land.gpkg: read its layer 'land', the first with features; not read: 'towns'"), "\(run.stderr)")
            #expect(run.stdout == "[\"featurecla\"]\n")
        }
    }

    /// A GeoJSON file in UTM zone 12N (a GeoJSON 2008 `crs`, as ogr2ogr writes it) of the land
    /// around the zone is read through GDAL, in WGS 84 within 1e-7 degrees of the file it was
    /// made from.
    @Test(.needs(.ogr2ogr)) func aGeoJSONInAnotherCRSIsTransformed() throws {
        try withLandFiles { folder in
            let made = try BinaryRunner.run(["-c", "ogr2ogr -f GeoJSON -clipsrc -125 25 -100 55 near.geojson land.gpkg && ogr2ogr -f GeoJSON -t_srs EPSG:32612 utm.geojson near.geojson"],
                                            directory: folder, shell: true)
            try #require(made.status == 0, "ogr2ogr: \(made.stderr)")
            let utm = try String(contentsOf: folder.appendingPathComponent("utm.geojson"), encoding: .utf8)
            #expect(utm.contains("EPSG::32612"))
            let script = """
                layer add "near.geojson"
                layer add "utm.geojson"
                print layers[1].features.count == layers[2].features.count
                for f in layers[1].features { print f.points[1] }
                for f in layers[2].features { print f.points[1] }
                """
            let run = try BinaryRunner.run(["-e", script], directory: folder)
            #expect(run.stderr == "")
            var lines = run.stdout.split(separator: "\n").map(String.init)
            #expect(lines.removeFirst() == "true")
            let points = lines.map { $0.split(separator: ",").compactMap { Double($0) } }
            try #require(points.count % 2 == 0 && points.allSatisfy { $0.count == 2 })
            let half = points.count / 2
            #expect(half > 0)
            for index in 0..<half {
                let a = points[index], b = points[half + index]
                #expect(abs(a[0] - b[0]) <= 1e-7 && abs(a[1] - b[1]) <= 1e-7, "\(a) vs \(b)")
            }
        }
    }

    /// A named pipe or a device named as a layer file is refused before GDAL would wait on it
    /// or read it without end (with or without GDAL).
    @Test(arguments: [("fifo.gpkg", "cannot read 'fifo.gpkg': not a regular file (a named pipe)"),
                      ("/dev/zero", "cannot read '/dev/zero': not a regular file (a device)")])
    func specialFilesAreRefused(name: String, message: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-gdal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("fifo.gpkg").path, 0o600) == 0)
        let run = try BinaryRunner.run(["-e", "layer add \"\(name)\""], directory: folder)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("<command line>:1:11: error: \(message)\n"), "\(run.stderr)")
    }

    /// A GeoPackage REAL holding +Inf and -Inf (SQLite keeps them; GDAL reads them) is `null` in
    /// MapScript, as `identify` shows it: `export geojson` and `export webmap` replace the old
    /// files with whole documents that GDAL reads (they were once emptied, with status 0), and a
    /// renderer by that field saves and loads.
    @Test(.needs(.ogr2ogr)) func infiniteRealsAreNullInEveryExport() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-inf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "id,v,WKT\n1,1,POINT(1 1)\n2,2,POINT(2 2)\n3,5,POINT(3 3)\n".write(to: folder.appendingPathComponent("a.csv"), atomically: true, encoding: .utf8)
        try #""Integer","Real","String""#.write(to: folder.appendingPathComponent("a.csvt"), atomically: true, encoding: .utf8)
        let made = try BinaryRunner.run(["-c", """
            ogr2ogr -f GPKG a.gpkg a.csv -oo GEOM_POSSIBLE_NAMES=WKT -a_srs EPSG:4326 -nln a \\
              && ogrinfo -q a.gpkg -sql "UPDATE a SET v = 9e999 WHERE id = 1" \\
              && ogrinfo -q a.gpkg -sql "UPDATE a SET v = -9e999 WHERE id = 2" && ogrinfo -al a.gpkg
            """], directory: folder, shell: true)
        try #require(made.status == 0 && made.stdout.contains("v (Real) = inf") && made.stdout.contains("v (Real) = -inf"),
                     "ogr2ogr: \(made.stdout) \(made.stderr)")
        for name in ["out.geojson", "out.json"] { try "old".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let script = """
            layer add "a.gpkg"
            print layers[1].features[1]["v"] == "", layers[1].features[2]["v"] == "", layers[1].features[3]["v"]
            layer style 1 by "v"
            export geojson "out.geojson"
            export webmap "out.json"
            save "s.json"
            map new
            load "s.json"
            print layers[1].renderer, layers[1].features.count
            """
        let run = try BinaryRunner.run(["-e", script], directory: folder)
        #expect(run.stderr == "")
        #expect(run.status == 0)
        #expect(run.stdout == "true true 5\nunique value by \"v\", 1 class 3\n")
        let geoJSON = try String(contentsOf: folder.appendingPathComponent("out.geojson"), encoding: .utf8)
        #expect(geoJSON.contains(#""v": null"#))
        let read = try BinaryRunner.run(["-c", "ogrinfo -ro -al -q out.geojson"], directory: folder, shell: true)
        #expect(read.status == 0, "\(read.stderr)")
        #expect(read.stdout.components(separatedBy: "v (Integer) = (null)").count - 1 == 2, "\(read.stdout)")
        let webMap = try String(contentsOf: folder.appendingPathComponent("out.json"), encoding: .utf8)
        #expect(webMap.contains(#""operationalLayers""#) && webMap.contains(#""v": null"#))
    }

    /// A shapefile whose `.dbf` is a named pipe (in its folder, or through a link under
    /// `--sandbox`), and a folder of shapefiles holding one, are refused before GDAL opens
    /// anything: GDAL waited forever in `open()` on the pipe (issue 35). Run under `timeout`, so
    /// that a regression fails instead of hanging the suite.
    @Test(.needs(.ogr2ogr), arguments: [
        ("data", [] as [String], "layer add \"a.shp\"", "error: cannot read 'a.shp': GDAL would open 'a.dbf' with it, which is a named pipe"),
        ("data", [], "layer add \".\"", "error: cannot read '.': GDAL would open 'a.dbf' with it, which is a named pipe"),
        ("box", ["--sandbox"], "layer add \"a.shp\"", "error: cannot read 'a.shp': GDAL would open 'a.dbf' with it, which is a named pipe"),
    ])
    func aNamedPipeBesideALayerIsRefused(folder name: String, options: [String], script: String, message: String) throws {
        try withLandFiles { folder in
            let made = try BinaryRunner.run(["-c", """
                mkdir data box && ogr2ogr -q data/a.shp land.geojson && rm data/a.dbf && mkfifo data/a.dbf \\
                  && cp data/a.shp data/a.shx box/ && ln -s "$PWD/data/a.dbf" box/a.dbf
                """], directory: folder, shell: true)
            try #require(made.status == 0, "\(made.stderr)")
            let quoted = ([BinaryRunner.executable.path] + options + ["-e", script]).map { "'" + $0.replacing("'", with: "'\\''") + "'" }
            let run = try BinaryRunner.run(["-c", "timeout 30 " + quoted.joined(separator: " ")],
                                           directory: folder.appendingPathComponent(name), shell: true)
            #expect(run.status == 1, "status \(run.status) (124: it hung)")
            #expect(run.stderr.contains(message), "\(run.stderr)")
        }
    }
}
