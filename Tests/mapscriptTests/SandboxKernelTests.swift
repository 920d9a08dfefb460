import ExternalTools
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `--sandbox` enforced by the kernel (Landlock, issue 35 section 1): every way out through
/// GDAL (a VRT's source, a shapefile's sidecar, a SQLite `VirtualOGR` table, a `.gfs` write) and
/// one attempt per kind of access (open, `..`, a symbolic link, a hard link, `/proc/self/root`,
/// a named pipe, a UNIX socket, a TCP connection to 127.0.0.1) from inside GDAL and from
/// MapScript's own commands is refused, and the outside secret is never printed. Each run is
/// its own process (Landlock cannot be undone); without Landlock (`MAPSCRIPT_LANDLOCK=off`)
/// every GDAL file is refused instead.
@Suite struct SandboxKernelTests {
    /// The secret every outside file holds; no run may print it.
    static let secret = "TOPSECRET"

    /// `mapscript --version`'s sandbox line.
    static let versionLine: String = {
        let run = try? BinaryRunner.run(["--version"])
        return run?.stdout.split(separator: "\n").first { $0.hasPrefix("sandbox: ") }.map(String.init) ?? ""
    }()

    /// Whether the kernel has Landlock, as the binary finds it.
    static let hasLandlock = versionLine.hasPrefix("sandbox: Landlock ABI ")

    /// Python 3 with the modules the set-up uses (a SQLite file, a zip archive, a UNIX socket).
    static let python = ExternalTool.python(["sqlite3", "zipfile", "socket"], name: "Python 3 with sqlite3", install: "apt-get install python3")

    /// Skips where the kernel has no Landlock, saying so.
    static let needsLandlock = ConditionTrait.enabled(if: hasLandlock, Comment(rawValue: "the kernel has no Landlock (\(versionLine))"))

    /// A folder holding `box/` (the sandbox, where scripts run) and `outside/` (`secret.csv`,
    /// `pts.csv` with x and y, `a.dbf` of a shapefile, `s.zip`, a named pipe `fifo`, a UNIX
    /// socket `sock`), made by `setup` (a shell script, run in the folder, with `$OUT` the
    /// outside folder's absolute path); removed after `body`.
    private func withFolders(_ setup: String, _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-landlock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try BinaryRunner.run(["-c", """
            set -e
            mkdir box outside
            OUT="$PWD/outside"
            printf 'id,secret\\n1,\(Self.secret)\\n' > outside/secret.csv
            printf 'id,secret,x,y\\n1,\(Self.secret),1,2\\n' > outside/pts.csv
            ogr2ogr -q outside/pts.shp outside/pts.csv -oo X_POSSIBLE_NAMES=x -oo Y_POSSIBLE_NAMES=y
            mv outside/pts.dbf outside/a.dbf
            cp outside/pts.shp box/a.shp && cp outside/pts.shx box/a.shx
            (cd outside && python3 -c "import zipfile; zipfile.ZipFile('s.zip', 'w').write('secret.csv')")
            mkfifo outside/fifo
            python3 -c "import socket; socket.socket(socket.AF_UNIX).bind('outside/sock')"
            \(setup)
            """], directory: folder, shell: true)
        try #require(made.status == 0, "setup: \(made.stderr)")
        try body(folder)
    }

    /// A VRT whose one layer reads `source` (with `relativeToVRT` when `relative`).
    private static func vrt(_ source: String, relative: Bool = false) -> String {
        let attribute = relative ? " relativeToVRT=\"1\"" : ""
        return "<OGRVRTDataSource><OGRVRTLayer name=\"secret\"><SrcDataSource\(attribute)>\(source)</SrcDataSource>"
            + "</OGRVRTLayer></OGRVRTDataSource>"
    }

    /// Runs `script` in `box/` under `options`, with `environment`.
    private func runScript(_ script: String, in folder: URL, options: [String], environment: [String: String] = [:]) throws -> BinaryRunner.Result {
        let box = folder.appendingPathComponent("box")
        try Data(script.utf8).write(to: box.appendingPathComponent("t.mapscript"))
        return try BinaryRunner.run(options + ["t.mapscript"], directory: box, environment: environment)
    }

    /// One way out: what `setup` makes (a shell script; `$OUT` is the outside folder), the
    /// script, and whether the file it reads goes through GDAL.
    struct Escape: CustomTestStringConvertible, Sendable {
        let name: String
        let setup: String
        let script: String
        let throughGDAL: Bool
        var testDescription: String { name }
    }

    /// Every escape, through GDAL and through MapScript's own commands.
    static let escapes: [Escape] = [
        // The four of the issue.
        Escape(name: "VRT, absolute source", setup: "printf '%s' '\(vrt("OUTSIDE/secret.csv"))' | sed \"s|OUTSIDE|$OUT|\" > box/v.vrt",
               script: "layer add \"v.vrt\"\nprint layers[1].features[1][\"secret\"]", throughGDAL: true),
        Escape(name: "VRT, relativeToVRT with ..", setup: "printf '%s' '\(vrt("../outside/secret.csv", relative: true))' > box/v.vrt",
               script: "layer add \"v.vrt\"\nprint layers[1].features[1][\"secret\"]", throughGDAL: true),
        Escape(name: "VRT, /vsizip/ path", setup: "printf '%s' '\(vrt("/vsizip/OUTSIDE/s.zip/secret.csv"))' | sed \"s|OUTSIDE|$OUT|\" > box/v.vrt",
               script: "layer add \"v.vrt\"\nprint layers[1].features[1][\"secret\"]", throughGDAL: true),
        Escape(name: "shapefile, .dbf a symbolic link out", setup: "ln -s ../outside/a.dbf box/a.dbf",
               script: "layer add \"a.shp\"\nprint layers[1].features[1][\"secret\"]", throughGDAL: true),
        Escape(name: "SQLite, VirtualOGR table", setup: """
            python3 - "$OUT" <<'PY'
            import sqlite3, sys
            c = sqlite3.connect('box/v.sqlite'); c.execute('CREATE TABLE t(x)'); c.commit()
            c.execute('PRAGMA writable_schema=ON')
            c.execute("INSERT INTO sqlite_master VALUES('table', 'leak', 'leak', 0, ?)",
                      ("CREATE VIRTUAL TABLE leak USING VirtualOGR('%s/secret.csv')" % sys.argv[1],))
            c.commit()
            PY
            """, script: "layer add \"v.sqlite\" layer \"leak\"\nprint layers[1].features[1][\"secret\"]", throughGDAL: true),
        // One per kind of access, from inside GDAL.
        Escape(name: "GDAL: symbolic link", setup: "ln -s ../outside/secret.csv box/link.csv && printf '%s' '\(vrt("link.csv", relative: true))' > box/v.vrt",
               script: "layer add \"v.vrt\"\nprint layers[1].features[1][\"secret\"]", throughGDAL: true),
        Escape(name: "GDAL: hard link beside a shapefile", setup: "ln outside/a.dbf box/a.dbf",
               script: "layer add \"a.shp\"\nprint layers[1].features[1][\"secret\"]", throughGDAL: true),
        Escape(name: "GDAL: /proc/self/root", setup: "printf '%s' '\(vrt("/proc/self/rootOUTSIDE/secret.csv"))' | sed \"s|OUTSIDE|$OUT|\" > box/v.vrt",
               script: "layer add \"v.vrt\"\nprint layers[1].features[1][\"secret\"]", throughGDAL: true),
        Escape(name: "GDAL: named pipe", setup: "printf '%s' '\(vrt("OUTSIDE/fifo"))' | sed \"s|OUTSIDE|$OUT|\" > box/v.vrt",
               script: "layer add \"v.vrt\"", throughGDAL: true),
        Escape(name: "GDAL: UNIX socket", setup: "printf '%s' '\(vrt("OUTSIDE/sock"))' | sed \"s|OUTSIDE|$OUT|\" > box/v.vrt",
               script: "layer add \"v.vrt\"", throughGDAL: true),
        // The same from MapScript's own commands (the path checks).
        Escape(name: "command: absolute path", setup: "true", script: "layer add \"$OUT/secret.csv\"", throughGDAL: false),
        Escape(name: "command: ..", setup: "true", script: "load \"../outside/secret.csv\"", throughGDAL: false),
        Escape(name: "command: symbolic link", setup: "ln -s ../outside/secret.csv box/link.csv",
               script: "layer add \"link.csv\"", throughGDAL: false),
        Escape(name: "command: hard link", setup: "ln outside/secret.csv box/hard.csv", script: "source \"hard.csv\"", throughGDAL: false),
        Escape(name: "command: /proc/self/root", setup: "true", script: "load \"/proc/self/root$OUT/secret.csv\"", throughGDAL: false),
        Escape(name: "command: named pipe", setup: "true", script: "layer add \"../outside/fifo\"", throughGDAL: false),
        Escape(name: "command: UNIX socket", setup: "true", script: "gallery load \"../outside/sock\"", throughGDAL: false),
    ]

    /// Under the kernel's sandbox every escape is `file.outside-sandbox`, status 1, and the
    /// secret is not printed.
    @Test(.needs(.ogr2ogr, SandboxKernelTests.python), SandboxKernelTests.needsLandlock, arguments: escapes)
    func eachEscapeIsRefused(_ escape: Escape) throws {
        try withFolders(escape.setup) { folder in
            let script = escape.script.replacing("$OUT", with: folder.appendingPathComponent("outside").path)
            for options in [["--sandbox"], ["--sandbox=read-only"]] {
                let run = try runScript(script, in: folder, options: options + ["--format=json"])
                #expect(run.status == 1, "\(options): status \(run.status): \(run.stderr)")
                #expect(run.stderr.contains("\"file.outside-sandbox\""), "\(options): \(run.stderr)")
                #expect(!run.stdout.contains(Self.secret) && !run.stderr.contains(Self.secret), "\(options): leaked: \(run.stdout)")
            }
        }
    }

    /// Without Landlock (`MAPSCRIPT_LANDLOCK=off`), every file read through GDAL is refused
    /// (`file.sandbox-refuses-gdal`, saying why) and MapScript's own commands keep their path
    /// checks (`file.outside-sandbox`).
    @Test(.needs(.ogr2ogr, SandboxKernelTests.python), arguments: escapes)
    func withoutLandlockGDALIsRefused(_ escape: Escape) throws {
        try withFolders(escape.setup) { folder in
            let script = escape.script.replacing("$OUT", with: folder.appendingPathComponent("outside").path)
            let run = try runScript(script, in: folder, options: ["--sandbox", "--format=json"], environment: ["MAPSCRIPT_LANDLOCK": "off"])
            let id = escape.throughGDAL ? "file.sandbox-refuses-gdal" : "file.outside-sandbox"
            #expect(run.status == 1, "status \(run.status): \(run.stderr)")
            #expect(run.stderr.contains("\"\(id)\""), "\(run.stderr)")
            if escape.throughGDAL { #expect(run.stderr.contains("MAPSCRIPT_LANDLOCK=off"), "\(run.stderr)") }
            #expect(!run.stdout.contains(Self.secret) && !run.stderr.contains(Self.secret), "leaked: \(run.stdout)")
        }
    }

    /// A GML file whose `.gfs` is a link to nothing outside, under `--sandbox=read-only`: refused,
    /// and the outside file is not created (GDAL wrote its `.gfs` there).
    @Test(.needs(.ogr2ogr, SandboxKernelTests.python), SandboxKernelTests.needsLandlock) func aGMLDoesNotWriteItsGFSOutside() throws {
        try withFolders("ogr2ogr -q -f GML box/b.gml outside/pts.csv -oo X_POSSIBLE_NAMES=x -oo Y_POSSIBLE_NAMES=y && rm -f box/b.gfs box/b.xsd && ln -s \"$OUT/NEW\" box/b.gfs") { folder in
            let run = try runScript("layer add \"b.gml\"", in: folder, options: ["--sandbox=read-only", "--format=json"])
            #expect(run.status == 1 && run.stderr.contains("\"file.outside-sandbox\""), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("outside/NEW").path))
            // Without the link, the layer is read and no .gfs is written, even where writes are allowed.
            try FileManager.default.removeItem(at: folder.appendingPathComponent("box/b.gfs"))
            let read = try runScript("layer add \"b.gml\"\nprint layers[1].features[1][\"secret\"]", in: folder, options: ["--sandbox"])
            #expect(read.status == 0 && read.stdout == Self.secret + "\n", "\(read.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("box/b.gfs").path))
        }
    }

    /// A TCP connection to 127.0.0.1 (a listening socket here), from GDAL (`/vsicurl/` in a VRT)
    /// and from a tile service: none arrives under `--sandbox` without `--online`, and the VRT
    /// is `file.outside-sandbox`.
    @Test(.needs(.ogr2ogr, SandboxKernelTests.python), SandboxKernelTests.needsLandlock) func noConnectionLeavesTheSandbox() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(listener >= 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0 }
        }
        try #require(bound && listen(listener, 8) == 0)
        let port = Int(UInt16(bigEndian: address.sin_port))
        try withFolders("printf '%s' '\(Self.vrt("/vsicurl/http://127.0.0.1:\(port)/secret.csv"))' > box/v.vrt") { folder in
            let run = try runScript("layer add \"v.vrt\"", in: folder, options: ["--sandbox", "--format=json"])
            #expect(run.status == 1 && run.stderr.contains("\"file.outside-sandbox\""), "\(run.stderr)")
            let tiles = try runScript("basemap use tiles \"http://127.0.0.1:\(port)/{z}/{x}/{y}.png\"\nexport svg \"v.svg\"", in: folder,
                                options: ["--sandbox"])
            #expect(tiles.status == 0, "\(tiles.stderr)")
        }
        // Any connection made would wait in the listener's queue.
        _ = fcntl(listener, F_SETFL, O_NONBLOCK)
        let accepted = accept(listener, nil, nil)
        let code = errno
        if accepted >= 0 { close(accepted) }
        #expect(accepted < 0 && (code == EAGAIN || code == EWOULDBLOCK), "a connection reached 127.0.0.1:\(port)")
    }

    /// What the sandbox allows still works under Landlock: a GeoPackage in the folder (GDAL,
    /// and PROJ for its spatial reference), a write under plain `--sandbox`.
    @Test(.needs(.ogr2ogr, SandboxKernelTests.python), SandboxKernelTests.needsLandlock) func insideTheSandboxGDALAndPROJWork() throws {
        try withFolders("ogr2ogr -q -f GPKG -s_srs EPSG:4326 -t_srs EPSG:3857 box/p.gpkg outside/pts.csv -oo X_POSSIBLE_NAMES=x -oo Y_POSSIBLE_NAMES=y") { folder in
            let run = try runScript("layer add \"p.gpkg\"\nprint layers[1].features[1][\"secret\"]\nexport geojson \"out.geojson\"", in: folder,
                              options: ["--sandbox"])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == Self.secret + "\n")
            let written = try String(contentsOf: folder.appendingPathComponent("box/out.geojson"), encoding: .utf8)
            #expect(written.contains(Self.secret), "\(written)")
        }
    }

    /// Without Landlock, GeoJSON is still read (natively) under `--sandbox`.
    @Test(.needs(.ogr2ogr, SandboxKernelTests.python)) func withoutLandlockGeoJSONIsRead() throws {
        try withFolders("printf '%s' '{\"type\":\"FeatureCollection\",\"features\":[{\"type\":\"Feature\",\"properties\":{\"v\":7},\"geometry\":{\"type\":\"Point\",\"coordinates\":[1,2]}}]}' > box/a.geojson") { folder in
            let run = try runScript("layer add \"a.geojson\"\nprint layers[1].features[1][\"v\"]", in: folder, options: ["--sandbox"],
                              environment: ["MAPSCRIPT_LANDLOCK": "off"])
            #expect(run.status == 0 && run.stdout == "7\n", "\(run.stderr)")
        }
    }

    /// The scripts named on the command line are the user's choice: a second one outside the
    /// sandbox's folder (the first script's) still runs under the kernel's sandbox, and its
    /// commands are confined to the first script's folder all the same.
    @Test(.needs(.ogr2ogr, SandboxKernelTests.python), SandboxKernelTests.needsLandlock) func aSecondScriptElsewhereRuns() throws {
        try withFolders("printf 'print 2\\nlayer add \"secret.csv\"\\n' > outside/second.mapscript") { folder in
            try Data("print 1\n".utf8).write(to: folder.appendingPathComponent("box/first.mapscript"))
            let run = try BinaryRunner.run(["--sandbox", "--keep-going", "--format=json", "box/first.mapscript", "outside/second.mapscript"],
                                           directory: folder)
            #expect(run.stdout == "1\n2\n", "\(run.stderr)")
            #expect(run.stderr.contains("\"file.outside-sandbox\""), "\(run.stderr)")
            #expect(!run.stdout.contains(Self.secret))
        }
    }

    /// `mapscript --version` says which sandbox is in force.
    @Test func versionNamesTheSandbox() throws {
        #expect(Self.versionLine.hasPrefix("sandbox: Landlock ABI ") || Self.versionLine.hasPrefix("sandbox: path checks only (no Landlock: "),
                "\(Self.versionLine)")
        let off = try BinaryRunner.run(["--version"], environment: ["MAPSCRIPT_LANDLOCK": "off"])
        #expect(off.stdout.split(separator: "\n").last == "sandbox: path checks only (no Landlock: MAPSCRIPT_LANDLOCK=off)", "\(off.stdout)")
    }
}
