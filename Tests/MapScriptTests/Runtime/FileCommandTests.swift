import MapCore
import Testing

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
        withFolder([
            "maps/portal.json": Self.portal,
            "maps/tour.mapscript": """
                gallery load "portal.json"
                gallery
                print gallery.count, gallery[1].description, gallery[1].thumbnail, gallery[2].wkid
                basemap use "Streets"
                print basemap.name, gallery.current
                """,
        ]) { folder in
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
    }

    @Test func galleryLoadWithoutAPortalNameShowsThePath() {
        withFolder([
            "p.json": #"{ "basemaps": [ { "title": "Oceans", "style": "oceans" } ] }"#,
        ]) { folder in
            let result = run("gallery load \"\(folder)/p.json\"\ngallery")
            #expect(result.err == "")
            #expect(result.out.hasPrefix("basemap gallery: 1 item from portal \(folder)/p.json, automatic layout (grid), 2 columns at 800 px\n"))
        }
    }

    @Test(arguments: [
        ("bad.json", "{\n  \"basemaps\": [\n    { \"titel\": \"x\", \"style\": \"streets\" }\n  ]\n}\n",
         "bad.json:3:7: basemaps[0] (item 1): unknown key 'titel'; did you mean 'title'?"),
        ("trunc.json", "{ \"basemaps\": [ ", "trunc.json:1:17: unexpected end of input"),
    ])
    func malformedPortalFiles(name: String, text: String, message: String) {
        withFolder([name: text, "t.mapscript": "gallery load \"\(name)\"\n"]) { folder in
            let result = runFile(folder + "/t.mapscript")
            #expect(result.firstError == "\(folder)/t.mapscript:1:14: error: \(folder)/\(message)")
            // The gallery is untouched.
            #expect(result.interpreter.session.gallery.items.count == 24)
        }
    }

    @Test func unreadablePortalFiles() {
        withFolder { folder in
            #expect(run("gallery load \"\(folder)/none.json\"").firstError
                    == "t.mapscript:1:14: error: cannot read '\(folder)/none.json': No such file or directory")
            #expect(run("gallery load \"\(folder)\"").firstError
                    == "t.mapscript:1:14: error: cannot read '\(folder)': Is a directory")
            #expect(run("gallery load 5").firstError == "t.mapscript:1:14: error: expected a string for file name, found a number")
        }
    }

    // MARK: - source

    @Test func sourceIsRelativeToTheIncludingFile() {
        withFolder([
            "main.mapscript": """
                let shared = 1
                print "main"
                source "lib/setup.mapscript"
                print "back", bookmarks.count, shared
                helper(2)
                """,
            "lib/setup.mapscript": """
                print "setup"
                bookmark add "A" at 1,2
                source "more/deeper.mapscript"
                shared = shared + 1
                """,
            "lib/more/deeper.mapscript": """
                print "deeper", shared
                def helper(x) { print "helper", x }
                """,
        ]) { folder in
            let result = runFile(folder + "/main.mapscript")
            #expect(result.err == "")
            #expect(result.out == "main\nsetup\ndeeper 1\nback 1 2\nhelper 2\n")
        }
    }

    @Test func sourcedFilesShareTheSession() {
        withFolder([
            "main.mapscript": "source \"b.mapscript\"\nprint bookmarks.count, basemap.name, x\nannounce()\n",
            "b.mapscript": "bookmark add \"A\" at 1,2\nbasemap use imagery\nlet x = 5\ndef announce() { print \"shown\" }\n",
        ]) { folder in
            let result = runFile(folder + "/main.mapscript")
            #expect(result.err == "")
            #expect(result.out == "1 ArcGIS Imagery 5\nshown\n")
        }
    }

    @Test func aCycleIsAnErrorNamingTheChain() {
        withFolder([
            "main.mapscript": "print \"main\"\nsource \"sub/a.mapscript\"\nprint \"not reached\"\n",
            "sub/a.mapscript": "source \"b.mapscript\"\n",
            "sub/b.mapscript": "print \"b\"; source \"../main.mapscript\"\n",
        ]) { folder in
            let result = runFile(folder + "/main.mapscript")
            #expect(result.out == "main\nb\n")
            #expect(result.err == """
                \(folder)/sub/b.mapscript:1:12: error: 'source' cycle: \(folder)/main.mapscript -> \(folder)/sub/a.mapscript -> \(folder)/sub/b.mapscript -> \(folder)/sub/../main.mapscript
                print "b"; source "../main.mapscript"
                           ^~~~~~~~~~~~~~~~~~~~~~~~~~
                note: in source '\(folder)/sub/b.mapscript' at \(folder)/sub/a.mapscript:1:1
                note: in source '\(folder)/sub/a.mapscript' at \(folder)/main.mapscript:2:1

                """)
            #expect(result.outcome.ending == .stopped)
        }
    }

    @Test func aFileSourcingItselfIsACycle() {
        withFolder([
            "self.mapscript": "source \"self.mapscript\"\n",
        ]) { folder in
            #expect(runFile(folder + "/self.mapscript").firstError
                    == "\(folder)/self.mapscript:1:1: error: 'source' cycle: \(folder)/self.mapscript -> \(folder)/self.mapscript")
        }
    }

    @Test func sourcingTheSameFileTwiceInARowIsNoCycle() {
        withFolder([
            "step.mapscript": "zoom in\n",
            "main.mapscript": "source \"step.mapscript\"\nsource \"step.mapscript\"\nprint viewpoint.scale\n",
        ]) { folder in
            #expect(runFile(folder + "/main.mapscript").out == "147914381.89788875\n")
        }
    }

    @Test func nestingIsCapped() {
        withFolder { folder in
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
    }

    @Test func errorsInASourcedFileNameThatFile() {
        withFolder([
            "main.mapscript": "source \"lib.mapscript\"\nprint \"after\"\n",
            "lib.mapscript": "print \"lib\"\ngoto 3\nprint \"lib after\"\n",
        ]) { folder in
            let stopped = runFile(folder + "/main.mapscript")
            #expect(stopped.out == "lib\n")
            #expect(stopped.err == "\(folder)/lib.mapscript:2:6: error: no bookmarks\ngoto 3\n     ^\n"
                    + "note: in source '\(folder)/lib.mapscript' at \(folder)/main.mapscript:1:1\n")
            let goingOn = runFile(folder + "/main.mapscript", keepGoing: true)
            #expect(goingOn.out == "lib\nlib after\nafter\n")
            #expect(goingOn.errorHeaders == ["\(folder)/lib.mapscript:2:6: error: no bookmarks"])
        }
    }

    @Test func sourceErrors() {
        withFolder([
            "main.mapscript": "source \"missing.mapscript\"\n",
        ]) { folder in
            #expect(runFile(folder + "/main.mapscript").firstError
                    == "\(folder)/main.mapscript:1:1: error: cannot read '\(folder)/missing.mapscript': No such file or directory")
            #expect(run("source \"\(folder)\"").firstError == "t.mapscript:1:1: error: cannot read '\(folder)': Is a directory")
            #expect(run("source 5").firstError == "t.mapscript:1:8: error: expected a string for file name, found a number")
        }
    }

    @Test func quitInASourcedFileEndsTheRun() {
        withFolder([
            "main.mapscript": "source \"q.mapscript\"\nprint \"not reached\"\n",
            "q.mapscript": "quit 4\n",
        ]) { folder in
            let result = runFile(folder + "/main.mapscript")
            #expect(result.outcome.ending == .quit(4))
            #expect(result.out == "")
        }
    }
}
