// MARK: - The table

extension Surface {
    /// The reserved keywords, in `Word` order: never a variable, parameter or procedure name.
    static let keywords = ["let", "if", "else", "repeat", "for", "in", "def", "return", "assert", "print",
                           "true", "false", "and", "or", "not"]

    /// Every command and statement, in the order `help` lists them. After editing, run
    /// `scripts/gen-surface` (it regenerates `Word.swift` and `Word+Classify.swift`).
    static let entries: [Entry] = [
        .command("bookmark", summary: "add, list, go to, reorder, rename and delete bookmarks", forms: [
            .form("add", operands: "NAME", clauses: [.optional("at", "LAT,LON"), .optional("scale", "S"), .optional("rotation", "D")]),
            .form("list"),
            .form("clear"),
            .form("remove", operands: "N|NAME"),
            .form("move", operands: "N|NAME to M"),
            .form("rename", operands: "N|NAME to NAME"),
        ], examples: [
            "bookmark add \"Grand Prismatic Spring\" at 44.525,-110.838 scale 6000",
            Example("bookmark move \"Old Faithful\" to 1", setUp: "bookmark add \"Spring\"; bookmark add \"Old Faithful\""),
        ]),
        .command("goto", summary: "go to a bookmark or a coordinate", forms: [
            .form(operands: "N|NAME|BOOKMARK|LAT,LON", clauses: [.optional("scale", "S"), .optional("rotation", "D"), .optional("duration", "SECONDS")]),
        ], examples: ["goto 44.525,-110.838 scale 1:6000 duration 3"]),
        .command("zoom", summary: "change the scale", forms: [
            .form("in", clauses: [.optional("by", "F")]),
            .form("out", clauses: [.optional("by", "F")]),
            .form("to", operands: "S"),
        ], examples: ["zoom to 1:24000"]),
        .command("rotate", summary: "set the map's rotation, degrees clockwise", forms: [
            .form(operands: "D"),
        ], examples: ["rotate 45"]),
        .command("pan", summary: "move the view by a fraction of its size", forms: [
            .form("north", clauses: [.optional("by", "F")]),
            .form("south", clauses: [.optional("by", "F")]),
            .form("east", clauses: [.optional("by", "F")]),
            .form("west", clauses: [.optional("by", "F")]),
        ], examples: ["pan east by 0.25"]),
        .command("view", summary: "set the view's size in pixels", forms: [
            .form("size", operands: "W x H"),
        ], examples: ["view size 1024 x 768"]),
        .command("viewpoint", "where", summary: "show the current viewpoint and visible extent", forms: [
            .form(),
        ], examples: ["viewpoint"]),
        .command("basemap", summary: "show or change the basemap", forms: [
            .form(),
            .form("use", operands: "STYLE|NAME|N"),
        ], examples: ["basemap use dark-gray"]),
        .command("gallery", summary: "show and edit the basemap gallery", forms: [
            .form(),
            .form("style", "list", clauses: [.optional("width", "PIXELS")]),
            .form("style", "grid", clauses: [.optional("width", "PIXELS")]),
            .form("style", "automatic", clauses: [.optional("width", "PIXELS")]),
            .form("add", operands: "NAME", clauses: [.required("style", "STYLE"), .optional("wkid", "N"),
                                                     .optional("description", "TEXT"), .optional("thumbnail", "PATH")]),
            .form("remove", operands: "N|NAME"),
            .form("reset"),
            .form("load", operands: "FILE"),
        ], examples: ["gallery add \"World Imagery (WGS 84)\" style imagery wkid 4326"]),
        .command("map", summary: "start a new 2D map (bookmarks are cleared)", forms: [
            .form("new", clauses: [.optional("basemap", "STYLE")]),
        ], examples: ["map new basemap topographic"]),
        .command("scene", summary: "start a new 3D scene (bookmarks are cleared)", forms: [
            .form("new", clauses: [.optional("basemap", "STYLE")]),
        ], examples: ["scene new basemap imagery"]),
        .command("camera", summary: "show or move the scene's camera", forms: [
            .form(),
            .form("at", operands: "LAT,LON", clauses: [.required("altitude", "METRES"), .optional("heading", "D"), .optional("pitch", "D")]),
            .form("orbit", operands: "D"),
            .form("tilt", operands: "D"),
        ], examples: [Example("camera at 44.2,-110.6 altitude 30000 heading 20 pitch 60", setUp: "scene new"),
                      Example("camera orbit 90", setUp: "scene new; camera at 44.46,-110.83 altitude 5000 pitch 45")]),
        .command("graphic", summary: "draw points, lines and polygons on the graphics overlay", forms: [
            .form("add", "point", operands: "LAT,LON",
                  clauses: [.optional("color", "C"), .optional("size", "PX"), .optional("shape", "SHAPE"), .optional("label", "TEXT")]),
            .form("add", "line", operands: "LAT,LON to LAT,LON [to ...]",
                  clauses: [.optional("color", "C"), .optional("width", "PX"), .optional("style", "LINE"), .optional("label", "TEXT")]),
            .form("add", "polygon", operands: "LAT,LON to LAT,LON to LAT,LON [to ...]",
                  clauses: [.optional("fill", "C"), .optional("color", "C"), .optional("width", "PX"), .optional("style", "LINE"),
                            .optional("label", "TEXT")]),
            .form("list"),
            .form("remove", operands: "N|LABEL"),
            .form("move", operands: "N|LABEL to M"),
            .form("clear"),
        ], examples: [
            "graphic add point 44.46,-110.83 color \"#e4572e\" size 10 shape diamond label \"Old Faithful\"",
            "graphic add line 44.46,-110.83 to 44.72,-110.48 color navy width 3 style dash label \"Road\"",
            Example("graphic move \"Lake\" to 1", setUp: "graphic add point 1,2; graphic add polygon 1,1 to 1,2 to 2,2 label \"Lake\""),
        ]),
        .command("measure", summary: "geodesic length, area and perimeter of a graphic, or a distance", forms: [
            .form(operands: "N|LABEL|LAT,LON [to LAT,LON]"),
        ], examples: [
            "measure 44.525,-110.838 to 44.46,-110.83",
            Example("measure \"Lake\"", setUp: "graphic add polygon 44.4,-110.9 to 44.6,-110.9 to 44.6,-110.6 label \"Lake\""),
        ]),
        .command("location", summary: "the simulated location display: start, feed fixes, step a track, stop", forms: [
            .form("start", clauses: [.optional("at", "LAT,LON"), .optional("track", "FILE")], exclusive: true),
            .form("move", operands: "LAT,LON", clauses: [.optional("heading", "D"), .optional("speed", "M/S")]),
            .form("step"),
            .form("stop"),
        ], examples: [
            "location start at 44.46,-110.83",
            Example("location move 44.47,-110.82 heading 90 speed 12", setUp: "location start at 44.46,-110.83"),
        ]),
        .command("autopan", summary: "how the view follows the location (a goto, pan, zoom or rotate turns it off)", forms: [
            .form("off"),
            .form("recenter"),
            .form("navigation"),
            .form("compass"),
        ], examples: [Example("autopan navigation", setUp: "location start at 44.46,-110.83")]),
        .command("save", summary: "save the whole session to a JSON file", forms: [
            .form(operands: "FILE"),
        ], examples: ["save \"session.json\""]),
        .command("load", summary: "load a saved session (all or nothing)", forms: [
            .form(operands: "FILE"),
        ], examples: [Example("load \"session.json\"", setUp: "save \"session.json\"")]),
        .command("import", summary: "take an ArcGIS web map's basemap, viewpoint and bookmarks", forms: [
            .form("webmap", operands: "FILE"),
        ], examples: [Example("import webmap \"map.json\"", setUp: "export webmap \"map.json\"")]),
        .command("export", summary: "write the session as a web map, GeoJSON, a KML tour or an SVG picture", forms: [
            .form("webmap", operands: "FILE"),
            .form("geojson", operands: "FILE"),
            .form("kml", operands: "FILE"),
            .form("svg", operands: "FILE", clauses: [.optional("size", "W x H")]),
        ], examples: ["export kml \"tour.kml\""]),
        .command("show", summary: "draw the current view in the terminal, in braille", forms: [
            .form(clauses: [.optional("size", "C x R")]),
        ], examples: ["show size 40 x 12"]),
        .command("wait", summary: "advance the clock (real time only with --realtime)", forms: [
            .form(operands: "SECONDS|2s|500ms"),
        ], examples: ["wait 2"]),
        .command("source", summary: "run another script in this session", forms: [
            .form(operands: "FILE"),
        ], examples: ["source \"setup.mapscript\""]),
        .statement("let", summary: "define a variable in the current block", forms: [
            "let NAME = EXPR", "let NAME = LAT,LON", "NAME = EXPR",
        ], examples: ["let home = 44.525,-110.838"]),
        .statement("print", summary: "print values separated by spaces", forms: [
            "print EXPR[, EXPR...]",
        ], examples: ["print \"scale 1:${viewpoint.scale}\", bookmarks.count"]),
        .statement("if", summary: "run a block when a condition holds", forms: [
            "if COND { ... } [else if COND { ... }] [else { ... }]",
        ], examples: ["if viewpoint.scale < 10000 { zoom out } else { zoom in }"]),
        .statement("repeat", summary: "run a block N times", forms: [
            "repeat N { ... }",
        ], examples: ["repeat 3 { zoom in }"]),
        .statement("for", summary: "run a block for each item", forms: [
            "for NAME in LIST|RANGE|bookmarks { ... }",
        ], examples: [Example("for b in bookmarks { goto b duration 2; wait 1 }", setUp: "bookmark add \"Spring\" at 44.525,-110.838")]),
        .statement("def", summary: "define a procedure (a function when it returns a value)", forms: [
            "def NAME(PARAM, ...) { ... }", "def NAME(PARAM, ...) { ... return [EXPR] ... }",
            "NAME(ARG, ...)", "let x = NAME(ARG, ...)",
        ], examples: ["def tour(pause) { for b in bookmarks { goto b; wait pause } }",
                      "def zoomFor(km) { return km * 1000 / 0.2 }"]),
        .statement("assert", summary: "fail the script when a condition does not hold", forms: [
            "assert COND[, MESSAGE]",
        ], examples: [Example("assert basemap.name == \"ArcGIS Imagery\", \"imagery expected\"", setUp: "basemap use imagery")]),
        .command("help", summary: "list the commands, or show one", forms: [
            .form(operands: "[TOPIC]"),
        ], examples: ["help bookmark"]),
        .command("quit", summary: "end the session", forms: [
            .form(operands: "[STATUS]"),
        ], examples: ["quit 0"]),
    ]
}
