#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MapCore
import Testing
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// `save`, `load`, `import webmap` and `export webmap|geojson|kml`: paths relative to the
/// script, what each writes and reads back, and every error (the session unchanged after a
/// failed load or import, the old file after a failed write).
@Suite struct SessionFileCommandTests {
    /// The "Manage bookmarks" session, with a gallery width setting and a tour.
    static let setUp = """
        bookmark add "Grand Prismatic Spring" at 44.525,-110.838 scale 6000
        bookmark add "Guitar-Shaped Forest" at -33.867,-63.985 scale 40000
        bookmark add "Strange Symbol" at 37.401573,-116.867808 scale 6000 rotation 45
        basemap use imagery
        gallery style grid width 900
        goto 2 duration 3
        wait 2

        """

    /// The web map written by ArcGIS Online in version 1.x, shared with the MapFiles tests.
    static let arcGISOnline1x: String = {
        let here = #filePath
        let tests = String(here[..<(here.range(of: "/MapScriptTests/")?.lowerBound ?? here.endIndex)])
        return readFile(tests + "/MapFilesTests/Readers/arcgis-online-1x.json") ?? ""
    }()

    // MARK: - Success

    /// A script run after `setUp` in `out/t.mapscript` (files relative to `out/`), then a check
    /// script in a fresh session, and what the second printed.
    @Test(arguments: [
        // save, then load into a fresh session: bookmarks, basemap, viewpoint, clock, gallery width.
        ("save \"s.json\"", "load \"s.json\"\nprint bookmarks.count, basemap.name, viewpoint.lat, clock, gallery.width, gallery.columns",
         "3 ArcGIS Imagery -33.867 5 900 3\n"),
        // export and import a web map: the bookmarks and viewpoint come back, basemap matched.
        ("export webmap \"m.json\"", "map new\nimport webmap \"m.json\"\nprint bookmarks.count, bookmarks[3].name, round(bookmarks[3].rotation), basemap.name, round(viewpoint.lat, 6), round(viewpoint.scale, 3)",
         "3 Strange Symbol 45 ArcGIS Imagery -33.867 40000\n"),
        // A load replaces everything, including a gallery width set since.
        ("save \"s.json\"", "gallery style list width 300\nbookmark clear\nload \"s.json\"\nprint bookmarks.count, gallery.width",
         "3 900\n"),
    ])
    func fileCommandsRoundTrip(write: String, check: String, expected: String) {
        withFolder(["out/t.mapscript": Self.setUp + write + "\n", "out/check.mapscript": check + "\n"]) { folder in
            let first = runFile(folder + "/out/t.mapscript")
            #expect(first.err == "")
            let second = runFile(folder + "/out/check.mapscript")
            #expect(second.err == "")
            #expect(second.out == expected)
        }
    }

    @Test func saveLoadSaveIsByteIdentical() {
        withFolder(["t.mapscript": Self.setUp + "save \"a.json\"\nmap new\nload \"a.json\"\nsave \"b.json\"\n"]) { folder in
            #expect(runFile(folder + "/t.mapscript").err == "")
            let a = readFile(folder + "/a.json"), b = readFile(folder + "/b.json")
            #expect(a != nil && a == b)
            #expect(a?.hasPrefix("{\n  \"format\": \"mapscript-session\",\n  \"version\": 1,\n") == true)
        }
    }

    /// Each export writes its format, relative to the script, replacing an old file.
    @Test(arguments: [
        ("export webmap \"x\"", "\"authoringApp\": \"MapScript\""),
        ("export geojson \"x\"", "\"type\": \"FeatureCollection\""),
        ("export kml \"x\"", "<gx:Tour>"),
        ("save \"x\"", "\"format\": \"mapscript-session\""),
    ])
    func exportsWriteTheirFormat(command: String, marker: String) {
        withFolder(["maps/x": "old", "maps/t.mapscript": Self.setUp + command + "\n"]) { folder in
            #expect(runFile(folder + "/maps/t.mapscript").err == "")
            #expect(readFile(folder + "/maps/x")?.contains(marker) == true)
        }
    }

    @Test func importOfAnArcGIS1xWebMapWarnsAboutTheRenamedBookmark() {
        #expect(!Self.arcGISOnline1x.isEmpty)
        withFolder(["old.json": Self.arcGISOnline1x,
                    "t.mapscript": "import webmap \"old.json\"\nprint bookmarks.count, bookmarks[2].name, basemap.name\n"]) { folder in
            let result = runFile(folder + "/t.mapscript")
            #expect(result.outcome.ending == .finished)
            #expect(result.outcome.errors == 0)
            #expect(result.out == "2 Grand Prismatic Spring (2) ArcGIS Topographic\n")
            #expect(result.err.contains("t.mapscript:1:1: warning: \(folder)/old.json: bookmark 'Grand Prismatic Spring' is renamed 'Grand Prismatic Spring (2)': names must be unique"))
            let warning = result.interpreter.collectedDiagnostics.first
            #expect(warning?.id == .webMapImportNote && warning?.severity == .warning)
        }
    }

    @Test func anUnmatchedBasemapIsKeptAsACustomBasemapAndWrittenBack() {
        let map = #"{"version":"2.30","baseMap":{"title":"My Basemap","baseMapLayers":[{"id":"b","layerType":"WebTiledLayer","templateUrl":"https://t/{level}/{col}/{row}.png"}]}}"#
        withFolder(["m.json": map, "t.mapscript": "import webmap \"m.json\"\nprint basemap.name\nbasemap\nexport webmap \"out.json\"\n"]) { folder in
            let result = runFile(folder + "/t.mapscript")
            #expect(result.out.hasPrefix("My Basemap\nbasemap            My Basemap\nstyle              custom, from a web map: 1 layer"))
            #expect(result.err == "")
            #expect(result.outcome.errors == 0)
            // Compact as it came.
            #expect(readFile(folder + "/out.json")?.contains(#""templateUrl":"https://t/{level}/{col}/{row}.png""#) == true)
        }
    }

    // MARK: - Errors

    /// A command, the files around it, and its error (`FOLDER` stands for the folder); the
    /// session keeps its three bookmarks and the old file `keep.json` its text.
    @Test(arguments: [
        ("save \"missing/s.json\"", "t.mapscript:8:6: error: cannot write 'FOLDER/missing/s.json': No such file or directory"),
        ("export webmap \"missing/m.json\"", "t.mapscript:8:15: error: cannot write 'FOLDER/missing/m.json': No such file or directory"),
        ("export geojson \"missing/g.json\"", "t.mapscript:8:16: error: cannot write 'FOLDER/missing/g.json': No such file or directory"),
        ("export kml \"missing/t.kml\"", "t.mapscript:8:12: error: cannot write 'FOLDER/missing/t.kml': No such file or directory"),
        ("save \"keep.json/s.json\"", "t.mapscript:8:6: error: cannot write 'FOLDER/keep.json/s.json': Not a directory"),
        ("export svg \"missing/v.svg\"", "t.mapscript:8:12: error: cannot write 'FOLDER/missing/v.svg': No such file or directory"),
        ("load \"none.json\"", "t.mapscript:8:6: error: cannot read 'FOLDER/none.json': No such file or directory"),
        ("load \"sub\"", "t.mapscript:8:6: error: cannot read 'FOLDER/sub': Is a directory"),
        ("load \"keep.json\"", "t.mapscript:8:6: error: FOLDER/keep.json:1:1: expected a value, found 'old'"),
        ("load \"bad.json\"", "t.mapscript:8:6: error: FOLDER/bad.json:3:14: version: unsupported session file version 2 (this MapScript reads version 1)"),
        ("load \"web.json\"", "t.mapscript:8:6: error: FOLDER/web.json:1:1: missing required key 'format'"),
        ("load \"scale.json\"", "t.mapscript:8:6: error: FOLDER/scale.json:23:85: bookmarks[0].scale: scale must be a finite number greater than 0, not 0"),
        ("import webmap \"none.json\"", "t.mapscript:8:15: error: cannot read 'FOLDER/none.json': No such file or directory"),
        ("import webmap \"v3.json\"", "t.mapscript:8:15: error: FOLDER/v3.json:1:12: version: unsupported web map version '3.0': expected 1.x or 2.x"),
        ("import webmap \"keep.json\"", "t.mapscript:8:15: error: FOLDER/keep.json:1:1: expected a value, found 'old'"),
        ("load 5", "t.mapscript:8:6: error: expected a string for file name, found a number"),
    ])
    func errorsLeaveSessionAndFilesAlone(command: String, expected: String) {
        withFolder(["keep.json": "old", "sub/x": "", "t.mapscript": Self.setUp + command + "\n",
                    "bad.json": Self.sessionFile.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2"),
                    "scale.json": Self.sessionFile.replacingOccurrences(of: "\"scale\":6000,\"rotation\":0}\n  ]", with: "\"scale\":0,\"rotation\":0}\n  ]"),
                    "web.json": #"{"version":"2.30","bookmarks":[]}"#, "v3.json": #"{"version":"3.0"}"#]) { folder in
            let result = runFile(folder + "/t.mapscript")
            #expect(result.firstError == folder + "/" + expected.replacingOccurrences(of: "FOLDER", with: folder))
            #expect(result.outcome.ending == .stopped)
            let session = result.interpreter.session
            #expect(session.geoModel.bookmarks.count == 3)
            #expect(session.geoModel.basemap?.name == "ArcGIS Imagery")
            #expect(session.clock == 5 && session.tour.count == 2)
            #expect(result.interpreter.galleryWidthSetting == 900)
            #expect(readFile(folder + "/keep.json") == "old")
        }
    }

    /// A valid session file with one bookmark (the README's example, less its graphics).
    static let sessionFile = """
        {
          "format": "mapscript-session",
          "version": 1,
          "kind": "map",
          "wkid": 102100,
          "basemap": {"name":"ArcGIS Imagery","style":"imagery","wkid":102100},
          "galleryItem": 1,
          "initialViewpoint": null,
          "gallery": {
            "origin": "custom",
            "layout": "grid",
            "itemWidth": 250,
            "width": 900,
            "items": [
              {"name":"ArcGIS Imagery","style":"imagery","status":"loaded"},
              {"name":"Broken","style":"no-such-style","status":"failed"}
            ]
          },
          "view": {"width":1024,"height":768},
          "viewpoint": {"latitude":44.525,"longitude":-110.838,"scale":6000,"rotation":0},
          "clock": 7,
          "bookmarks": [
            {"name":"Grand Prismatic Spring","latitude":44.525,"longitude":-110.838,"scale":6000,"rotation":0}
          ],
          "tour": []
        }

        """

    @Test func theValidFileOfTheErrorTableLoads() {
        withFolder(["s.json": Self.sessionFile, "t.mapscript": "load \"s.json\"\nprint bookmarks.count, clock, gallery.count, view.width\n"]) { folder in
            let result = runFile(folder + "/t.mapscript")
            #expect(result.err == "")
            #expect(result.out == "1 7 2 1024\n")
        }
    }
}
