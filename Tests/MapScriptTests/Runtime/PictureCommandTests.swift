import Testing
import MapDraw
@testable import MapScriptRuntime

/// `show` and `export svg` run from scripts: sizes, paths relative to the script, errors, and
/// the terminal the executable passes down.
@Suite struct PictureCommandTests {
    /// `show` without a terminal draws 80 x 24 plain characters; a size clause sets it.
    @Test(arguments: [("show", 24, 80), ("show size 40 x 10", 10, 40), ("show size 1 x 1", 1, 1)])
    func showSize(source: String, rows: Int, columns: Int) {
        let text = output(source)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == rows)
        #expect(lines.allSatisfy { $0.count <= columns })
        #expect(!text.contains("\u{1B}"))
    }

    /// The terminal's size and renderer come from the options: the language writes what the
    /// renderer returns and never an escape of its own.
    @Test func showUsesTheTerminalItIsGiven() {
        var options = Interpreter.Options()
        options.terminal = PictureTerminal(size: { (columns: 30, rows: 9) },
                                           render: { grid in "\(grid.columns)x\(grid.rows)\n" })
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics(), options: options)
        #expect(run("show", interpreter: interpreter).out == "30x8\n")  // a row is left for the prompt
        #expect(run("show size 12 x 5", interpreter: interpreter).out == "30x8\n12x5\n")
    }

    @Test(arguments: [
        ("show size 0 x 10", "show columns must be in [1, 1000], not 0"),
        ("show size 10 x 1001", "show rows must be in [1, 1000], not 1001"),
        ("show size 2.5 x 10", "expected a whole number for show columns, found 2.5"),
        (#"export svg "a.svg" size 0 x 10"#, "picture width must be in [1, 20000], not 0"),
        (#"export svg "a.svg" size 10 x 20001"#, "picture height must be in [1, 20000], not 20001"),
        ("export svg 3", "expected a string for file name, found a number"),
        (#"export html "a.html" size 0 x 10"#, "page map width must be in [1, 4000], not 0"),
        (#"export html "a.html" size 10 x 4001"#, "page map height must be in [1, 4000], not 4001"),
        ("export html 3", "expected a string for file name, found a number"),
    ])
    func badValues(source: String, message: String) {
        let result = run(source)
        #expect(result.firstError.hasSuffix("error: " + message), "\(result.err)")
    }

    /// The file goes next to the script, at the view's size unless `size` says otherwise.
    @Test func exportSVGWritesNextToTheScript() {
        withFolder(["t.mapscript": "view size 640 x 480\nexport svg \"a.svg\"\nexport svg \"b.svg\" size 300 x 200\n"]) { folder in
            let result = runFile(folder + "/t.mapscript")
            #expect(result.err == "")
            let a = readFile(folder + "/a.svg") ?? ""
            #expect(a.hasPrefix("<?xml") && a.contains(#"width="640" height="480""#) && a.hasSuffix("</svg>\n"))
            #expect(readFile(folder + "/b.svg")?.contains(#"width="300" height="200""#) == true)
        }
    }

    /// `export html` writes one page next to the script, the map at the view's size unless
    /// `size` says otherwise, the same bytes each time; a missing folder is an error.
    @Test func exportHTMLWritesNextToTheScript() {
        let script = "view size 640 x 480\nbookmark add \"Here\" at 10,20\nexport html \"a.html\"\n"
            + "export html \"b.html\" size 300 x 200\nexport html \"c.html\"\nexport html \"missing/d.html\"\n"
        withFolder(["t.mapscript": script]) { folder in
            let result = runFile(folder + "/t.mapscript")
            #expect(result.firstError.contains("error: cannot write"), "\(result.err)")
            let a = readFile(folder + "/a.html") ?? ""
            #expect(a.hasPrefix("<!DOCTYPE html>") && a.contains(#"<svg id="view" xmlns="http://www.w3.org/2000/svg" width="640" height="480""#))
            #expect(a.contains(#"data-bookmark="1">Here</button>"#) && a.hasSuffix("</html>\n"))
            #expect(readFile(folder + "/b.html")?.contains(#"width="300" height="200""#) == true)
            #expect(readFile(folder + "/c.html") == a)
        }
    }

    @Test func exportSVGToAMissingFolderFails() {
        withFolder(["t.mapscript": "export svg \"missing/a.svg\"\n"]) { folder in
            let result = runFile(folder + "/t.mapscript")
            #expect(result.firstError.contains("error: cannot write"), "\(result.err)")
            #expect(result.firstError.hasSuffix("No such file or directory"), "\(result.err)")
        }
    }
}

/// Issue 24, 6.13: `export svg` of a WGS 84 map draws the plate carrée it is: at 60 degrees
/// north its scale bar is twice the Web Mercator one's (meridians are true; Web Mercator
/// stretches by 1 / cos 60).
@Suite struct WGS84PictureTests {
    @Test func aWGS84MapIsDrawnInPlateCarree() throws {
        try withFolder { folder in
            let wgs84 = run("""
                gallery add "W" style imagery wkid 4326
                map new
                basemap use "W"
                goto 60,10 scale 30000000
                export svg "\(folder)/w.svg" size 800 x 500
                """)
            #expect(wgs84.err == "")
            let mercator = run("map new basemap imagery\ngoto 60,10 scale 30000000\nexport svg \"\(folder)/m.svg\" size 800 x 500")
            #expect(mercator.err == "")
            let w = try String(contentsOfFile: folder + "/w.svg", encoding: .utf8)
            let m = try String(contentsOfFile: folder + "/m.svg", encoding: .utf8)
            #expect(w.contains(">1,000 km<"))
            #expect(m.contains(">500 km<"))
        }
    }
}
