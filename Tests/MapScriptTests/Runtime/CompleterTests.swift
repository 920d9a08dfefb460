import MapCore
import Testing
@testable import MapScriptRuntime

/// Tab completion from the live session.
@Suite struct CompleterTests {
    /// A completer over a session with two bookmarks, a variable and a procedure.
    static func completer() -> Completer {
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics())
        let result = run("""
            bookmark add "Grand Prismatic Spring" at 44.525,-110.838
            bookmark add "Guitar-Shaped Forest" at -33.867,-63.985
            let grand = 1
            def greet(x) { print x }
            graphic add point 1,2 label "Lake"
            layer add service "https://x.org/arcgis/rest/services/Lakes/FeatureServer/0"
            layer add service "https://x.org/arcgis/rest/services/Lava/MapServer"
            """, interpreter: interpreter)
        #expect(result.err == "")
        return Completer(names: interpreter)
    }

    @Test(arguments: [
        // Statement words and procedures.
        ("bookm", "bookm", ["bookmark"]),
        ("gr", "gr", ["graphic", "greet("]),
        ("go", "go", ["goto"]),
        ("print \"x\"; go", "go", ["goto"]),
        ("repeat 2 { bookm", "bookm", ["bookmark"]),
        ("repeat 2 {\n  zoom i", "i", ["in"]),
        // Subcommands.
        ("bookmark r", "r", ["remove", "rename"]),
        ("bookmark ", "", ["add", "clear", "list", "move", "remove", "rename"]),
        ("zoom ", "", ["in", "out", "to"]),
        ("pan ", "", ["east", "north", "south", "west"]),
        ("gallery s", "s", ["style"]),
        ("gallery style ", "", ["automatic", "grid", "list"]),
        ("autopan c", "c", ["compass"]),
        ("help bo", "bo", ["bookmark"]),
        // Basemap aliases where a style goes.
        ("basemap use da", "da", ["dark-gray", "dark-gray-base", "dark-gray-labels"]),
        ("gallery add \"x\" style im", "im", ["imagery", "imagery-labels", "imagery-standard"]),
        ("map new basemap streets-r", "streets-r", ["streets-relief", "streets-relief-base"]),
        // Names inside quotes: bookmarks, gallery items and display names.
        ("goto \"Gr", "Gr", ["Grand Prismatic Spring"]),
        ("goto \"G", "G", ["Grand Prismatic Spring", "Guitar-Shaped Forest"]),
        ("bookmark remove \"", "", ["Grand Prismatic Spring", "Guitar-Shaped Forest"]),
        ("basemap use \"ArcGIS Streets R", "ArcGIS Streets R", ["ArcGIS Streets Relief", "ArcGIS Streets Relief Base"]),
        ("gallery remove \"ArcGIS Oc", "ArcGIS Oc", ["ArcGIS Oceans", "ArcGIS Oceans Base", "ArcGIS Oceans Labels"]),
        // Clauses, variables and built-in values after a command's arguments.
        ("goto 1 sc", "sc", ["scale"]),
        // After a complete value only clauses are accepted, each once; within a value, names.
        ("goto 1 d", "d", ["duration"]),
        ("goto d", "d", ["distance("]),
        ("goto 1 + d", "d", ["distance("]),
        ("bookmark add \"x\" at 1,2 r", "r", ["rotation"]),
        ("bookmark add \"x\" rotation 5 ", "", ["at", "scale"]),
        ("zoom in ", "", ["by"]),
        ("zoom in by ", "", ["abs(", "area(", "args", "basemap", "bookmarks", "camera", "ceil(", "clock", "coord(", "distance(",
                             "extent(", "files(", "floor(", "gallery", "grand", "graphics", "greet(", "keys(", "layers", "length(", "location", "map",
                             "max(", "min(", "perimeter(", "round(", "sqrt(", "tables", "view", "viewpoint"]),
        ("bookmark move 1 ", "", ["to"]),
        ("view size 800 ", "", ["x"]),
        ("graphic add line 1,2 ", "", ["to"]),
        ("graphic add line 1,2 to 3,4 ", "", ["color", "label", "style", "to", "width"]),
        ("graphic add line 1,2 to 3,4 color red ", "", ["label", "style", "width"]),
        ("graphic add point 1,2 ", "", ["color", "label", "shape", "size"]),
        ("graphic ", "", ["add", "clear", "list", "move", "remove"]),
        ("graphic move 1 ", "", ["to"]),
        ("measure 1,2 ", "", ["to"]),
        ("camera ", "", ["at", "orbit", "tilt"]),
        ("camera at 1,2 ", "", ["altitude", "heading", "pitch"]),
        ("camera at 1,2 altitude 100 ", "", ["heading", "pitch"]),
        ("graphic add point 1,2 color steelb", "steelb", ["steelblue"]),
        ("graphic add polygon 1,2 to 3,4 to 5,6 fill dark", "dark", ["darkblue", "darkcyan", "darkgoldenrod", "darkgray",
                                                                     "darkgreen", "darkgrey", "darkkhaki", "darkmagenta",
                                                                     "darkolivegreen", "darkorange", "darkorchid", "darkred",
                                                                     "darksalmon", "darkseagreen", "darkslateblue",
                                                                     "darkslategray", "darkslategrey", "darkturquoise", "darkviolet"]),
        ("graphic remove \"L", "L", ["Lake"]),
        ("layer hide \"La", "La", ["Lakes", "Lava"]),
        ("layer ", "", ["add", "filter", "find", "hide", "legend", "list", "move", "opacity", "remove", "replace", "scale", "set",
                        "show", "style", "title"]),
        ("layer replace ", "", ["source"]),
        ("layer replace source \"a\" ", "", ["with"]),
        ("layer set 1 ", "", ["definition", "json", "labels", "popup", "refresh", "scale", "title", "url"]),
        ("table set 1 ", "", ["definition", "json", "popup", "refresh", "title", "url"]),
        ("layer filter 1 ", "", ["off", "where"]),
        ("layer filter 1 where true ", "", []),
        ("layer style 1 ", "", ["by", "color", "fill", "shape", "size", "width"]),
        ("measure \"", "", ["Lake"]),
        ("graphic add point 1,2 shape ", "", ["circle", "cross", "diamond", "square", "triangle", "x"]),
        ("graphic add line 1,2 to 3,4 style ", "", ["dash", "dot", "solid"]),
        ("location start at 1,2 ", "", []),
        ("gallery style grid ", "", ["width"]),
        ("graphic add ", "", ["line", "point", "polygon"]),
        ("print gr", "gr", ["grand", "graphics", "greet("]),
        ("print ro", "ro", ["round("]),
        // Offered now that they work (issue 13).
        ("print le", "le", ["length("]),
        ("print ar", "ar", ["area(", "args"]),
        ("print loc", "loc", ["location"]),
        ("print location.sp", "location.sp", ["location.speed"]),
        ("print camera.al", "camera.al", ["camera.altitude"]),
        // Properties after a dot: of built-in values and of variables.
        ("print viewpoint.", "viewpoint.", ["viewpoint.center", "viewpoint.extent", "viewpoint.lat", "viewpoint.latitude", "viewpoint.lon",
                                            "viewpoint.longitude", "viewpoint.rotation", "viewpoint.scale"]),
        ("goto viewpoint.la", "viewpoint.la", ["viewpoint.lat", "viewpoint.latitude"]),
        ("print basemap.", "basemap.", ["basemap.layers", "basemap.name", "basemap.style", "basemap.wkid"]),
        ("print grand.", "grand.", []),
        ("print viewpoint.extent.w", "viewpoint.extent.w", ["viewpoint.extent.width", "viewpoint.extent.wkid"]),
        ("print viewpoint.lat.x", "viewpoint.lat.x", []),
        ("print nothing.", "nothing.", []),
        // Names declared earlier in the open entry, not yet run.
        ("let home = 1\nprint ho", "ho", ["home"]),
        ("for stop in bookmarks {\n  goto st", "st", ["stop"]),
        ("def visit(place, pause) {\n  wait pa", "pa", ["pause"]),
        ("print vi", "vi", ["view", "viewpoint"]),
        ("nothing matches zzz", "zzz", []),
    ])
    func words(context: String, word: String, expected: [String]) {
        #expect(Self.completer().complete(context: context, word: word) == .words(expected))
    }

    @Test(arguments: [
        "source \"", "source \"sc", "gallery load \"", "save \"", "load \"s", "import webmap \"",
        "export kml \"", "export svg \"v", "location start track \"",
    ])
    func fileNames(context: String) {
        #expect(Self.completer().complete(context: context, word: "") == .fileNames)
    }

    /// The entry is read by the parser's own lexer: an escaped quote does not end a string, a
    /// `#` outside strings starts a comment (nothing is offered in one), a `#` or `;` inside a
    /// string is text, and a line break inside brackets does not end the statement.
    @Test(arguments: [
        ("print \"say \\\"hi\"; go", "go", ["goto"]),
        ("print \"a;b\"; zoom i", "i", ["in"]),
        ("print \"#1\"; go", "go", ["goto"]),
        ("print 1 # goto \"Gr", "Gr", []),
        ("# go", "go", []),
        ("print max(1,\n  gr", "gr", ["grand", "graphics", "greet("]),
        ("goto \"Grand \\\"x\\\" Pr", "Grand \\\"x\\\" Pr", []),
    ])
    func theEntryIsReadByTheLexer(context: String, word: String, expected: [String]) {
        #expect(Self.completer().complete(context: context, word: word) == .words(expected))
    }

    /// The site of the cursor: the statement's tokens, an open string, a comment, and the
    /// names the entry declares.
    @Test func theSiteOfTheCursor() {
        let quoted = CompletionSite(entry: "print 1; goto \"Grand Prismatic\" scale 5")
        #expect(quoted.statement.map(\.text) == ["goto", "\"Grand Prismatic\"", "scale", "5"])
        #expect(quoted.statement[1].value == "Grand Prismatic")
        #expect(!quoted.inQuote && !quoted.inComment)
        let open = CompletionSite(entry: "repeat 2 { goto \"Grand Pr")
        #expect(open.statement.map(\.text) == ["goto"])
        #expect(open.quoteStart == 16 && open.inQuote)
        #expect(open.text(upTo: open.boundary(word: "Grand Pr")) == " goto ")
        #expect(CompletionSite(entry: "print 1 # note").inComment)
        #expect(!CompletionSite(entry: "print 1 # note\n").inComment)
        let declared = CompletionSite(entry: "let a = 1\nfor b in [1] { def c(d, e) { print d } }")
        #expect(declared.declaredNames == ["a", "b", "c", "d", "e"])
    }
}
