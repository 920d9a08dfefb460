import MapCore
import Testing
@testable import MapScript

/// `gallery load` and `source`: files relative to the including script, nesting, cycles.
@Suite struct FileCommandTests {
    static let portal = """
        {
          "portal": "https://www.arcgis.com",
          "basemaps": [
            { "title": "Streets", "style": "streets", "description": "Roads and places", "thumbnail": "thumbs/streets.png" },
            { "title": "World Imagery (WGS 84)", "style": "imagery", "wkid": 4326 },
            { "title": "Broken", "style": "no-such-style" }
          ]
        }

        """

    @Test func galleryLoadReplacesTheItems() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        writeFile(folder + "/maps/portal.json", Self.portal)
        writeFile(folder + "/maps/tour.mapscript", """
            gallery load "portal.json"
            gallery
            print gallery.count, gallery[1].description, gallery[1].thumbnail, gallery[2].wkid
            basemap use "Streets"
            print basemap.name, gallery.current
            """)
        let result = runFile(folder + "/maps/tour.mapscript")
        #expect(result.err == "")
        #expect(result.out == """
            basemap gallery: 3 items from portal https://www.arcgis.com, automatic layout (grid), 2 columns at 800 px
            current: ArcGIS Topographic (not in the gallery)
              1  Streets                   2  World Imagery (WGS 84)
              3  Broken
            * current basemap   ! could not be used
            3 Roads and places thumbs/streets.png 4326
            Streets 1

            """)
    }

    @Test func galleryLoadWithoutAPortalNameShowsThePath() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        writeFile(folder + "/p.json", #"{ "basemaps": [ { "title": "Oceans", "style": "oceans" } ] }"#)
        let result = run("gallery load \"\(folder)/p.json\"\ngallery")
        #expect(result.err == "")
        #expect(result.out.hasPrefix("basemap gallery: 1 item from portal \(folder)/p.json, automatic layout (grid), 2 columns at 800 px\n"))
    }

    @Test(arguments: [
        ("bad.json", "{\n  \"basemaps\": [\n    { \"titel\": \"x\", \"style\": \"streets\" }\n  ]\n}\n",
         "bad.json:3:7: basemaps[0]: unknown key 'titel'; did you mean 'title'?"),
        ("trunc.json", "{ \"basemaps\": [ ", "trunc.json:1:17: unexpected end of input"),
    ])
    func malformedPortalFiles(name: String, text: String, message: String) {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        writeFile(folder + "/" + name, text)
        writeFile(folder + "/t.mapscript", "gallery load \"\(name)\"\n")
        let result = runFile(folder + "/t.mapscript")
        #expect(result.firstError == "\(folder)/t.mapscript:1:14: error: \(folder)/\(message)")
        // The gallery is untouched.
        #expect(result.interpreter.session.gallery.items.count == 24)
    }

    @Test func unreadablePortalFiles() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        #expect(run("gallery load \"\(folder)/none.json\"").firstError
                == "t.mapscript:1:14: error: cannot read '\(folder)/none.json': No such file or directory")
        #expect(run("gallery load \"\(folder)\"").firstError
                == "t.mapscript:1:14: error: cannot read '\(folder)': Is a directory")
        #expect(run("gallery load 5").firstError == "t.mapscript:1:14: error: expected a string for file name, found a number")
    }

    // MARK: - source

    @Test func sourceIsRelativeToTheIncludingFile() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        writeFile(folder + "/main.mapscript", """
            let shared = 1
            print "main"
            source "lib/setup.mapscript"
            print "back", bookmarks.count, shared
            helper(2)
            """)
        writeFile(folder + "/lib/setup.mapscript", """
            print "setup"
            bookmark add "A" at 1,2
            source "more/deeper.mapscript"
            shared = shared + 1
            """)
        writeFile(folder + "/lib/more/deeper.mapscript", """
            print "deeper", shared
            def helper(x) { print "helper", x }
            """)
        let result = runFile(folder + "/main.mapscript")
        #expect(result.err == "")
        #expect(result.out == "main\nsetup\ndeeper 1\nback 1 2\nhelper 2\n")
    }

    @Test func sourcedFilesShareTheSession() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        writeFile(folder + "/main.mapscript", "source \"b.mapscript\"\nprint bookmarks.count, basemap.name, x\nshow()\n")
        writeFile(folder + "/b.mapscript", "bookmark add \"A\" at 1,2\nbasemap use imagery\nlet x = 5\ndef show() { print \"shown\" }\n")
        let result = runFile(folder + "/main.mapscript")
        #expect(result.err == "")
        #expect(result.out == "1 ArcGIS Imagery 5\nshown\n")
    }

    @Test func aCycleIsAnErrorNamingTheChain() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        writeFile(folder + "/main.mapscript", "print \"main\"\nsource \"sub/a.mapscript\"\nprint \"not reached\"\n")
        writeFile(folder + "/sub/a.mapscript", "source \"b.mapscript\"\n")
        writeFile(folder + "/sub/b.mapscript", "print \"b\"; source \"../main.mapscript\"\n")
        let result = runFile(folder + "/main.mapscript")
        #expect(result.out == "main\nb\n")
        #expect(result.err == """
            \(folder)/sub/b.mapscript:1:12: error: 'source' cycle: \(folder)/main.mapscript -> \(folder)/sub/a.mapscript -> \(folder)/sub/b.mapscript -> \(folder)/sub/../main.mapscript
            print "b"; source "../main.mapscript"
                       ^~~~~~~~~~~~~~~~~~~~~~~~~~

            """)
        #expect(result.outcome == .stopped)
    }

    @Test func aFileSourcingItselfIsACycle() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        writeFile(folder + "/self.mapscript", "source \"self.mapscript\"\n")
        #expect(runFile(folder + "/self.mapscript").firstError
                == "\(folder)/self.mapscript:1:1: error: 'source' cycle: \(folder)/self.mapscript -> \(folder)/self.mapscript")
    }

    @Test func sourcingTheSameFileTwiceInARowIsNoCycle() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        writeFile(folder + "/step.mapscript", "zoom in\n")
        writeFile(folder + "/main.mapscript", "source \"step.mapscript\"\nsource \"step.mapscript\"\nprint viewpoint.scale\n")
        #expect(runFile(folder + "/main.mapscript").out == "147914381.89788875\n")
    }

    @Test func nestingIsCapped() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        for index in 0..<70 { writeFile(folder + "/f\(index).mapscript", "source \"f\(index + 1).mapscript\"\n") }
        writeFile(folder + "/f70.mapscript", "print \"bottom\"\n")
        let result = runFile(folder + "/f0.mapscript")
        #expect(result.out == "")
        #expect(result.firstError == "\(folder)/f63.mapscript:1:1: error: too many nested 'source' commands (more than 64)")
        #expect(result.errorHeaders.count == 1)
        // 64 levels are fine.
        writeFile(folder + "/f63.mapscript", "print \"deep\"\n")
        #expect(runFile(folder + "/f0.mapscript").out == "deep\n")
    }

    @Test func errorsInASourcedFileNameThatFile() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        writeFile(folder + "/main.mapscript", "source \"lib.mapscript\"\nprint \"after\"\n")
        writeFile(folder + "/lib.mapscript", "print \"lib\"\ngoto 3\nprint \"lib after\"\n")
        let stopped = runFile(folder + "/main.mapscript")
        #expect(stopped.out == "lib\n")
        #expect(stopped.err == "\(folder)/lib.mapscript:2:6: error: no bookmarks\ngoto 3\n     ^\n")
        let goingOn = runFile(folder + "/main.mapscript", keepGoing: true)
        #expect(goingOn.out == "lib\nlib after\nafter\n")
        #expect(goingOn.errorHeaders == ["\(folder)/lib.mapscript:2:6: error: no bookmarks"])
    }

    @Test func sourceErrors() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        writeFile(folder + "/main.mapscript", "source \"missing.mapscript\"\n")
        #expect(runFile(folder + "/main.mapscript").firstError
                == "\(folder)/main.mapscript:1:1: error: cannot read '\(folder)/missing.mapscript': No such file or directory")
        #expect(run("source \"\(folder)\"").firstError == "t.mapscript:1:1: error: cannot read '\(folder)': Is a directory")
        #expect(run("source 5").firstError == "t.mapscript:1:8: error: expected a string for file name, found a number")
    }

    @Test func quitInASourcedFileEndsTheRun() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        writeFile(folder + "/main.mapscript", "source \"q.mapscript\"\nprint \"not reached\"\n")
        writeFile(folder + "/q.mapscript", "quit 4\n")
        let result = runFile(folder + "/main.mapscript")
        #expect(result.outcome == .quit(4))
        #expect(result.out == "")
    }
}
