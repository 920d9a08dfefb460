/// The text of `help` and `help TOPIC`: every command's forms, a one-line summary and an example.
public enum HelpCatalog {
    /// One help topic.
    public struct Topic: Sendable {
        /// The word the topic is asked for by (`help bookmark`).
        public let name: String
        /// One line: what it does.
        public let summary: String
        /// The forms it takes, one per line.
        public let forms: [String]
        /// An example, one or more lines.
        public let example: String
    }

    /// Every topic, in the order `help` lists them.
    public static let topics: [Topic] = [
        Topic(name: "bookmark", summary: "add, list, go to, reorder, rename and delete bookmarks", forms: [
            "bookmark add NAME [at LAT,LON] [scale S] [rotation D]",
            "bookmark list | bookmark clear",
            "bookmark remove N | bookmark remove NAME",
            "bookmark move N to M | bookmark move NAME to M",
            "bookmark rename N to NAME",
        ], example: "bookmark add \"Grand Prismatic Spring\" at 44.525,-110.838 scale 6000"),
        Topic(name: "goto", summary: "go to a bookmark or a coordinate", forms: [
            "goto N | goto NAME | goto BOOKMARK",
            "goto LAT,LON [scale S] [rotation D] [duration SECONDS]",
        ], example: "goto 44.525,-110.838 scale 1:6000 duration 3"),
        Topic(name: "zoom", summary: "change the scale", forms: [
            "zoom in | zoom out | zoom in by F | zoom out by F",
            "zoom to S",
        ], example: "zoom to 1:24000"),
        Topic(name: "rotate", summary: "set the map's rotation, degrees clockwise", forms: ["rotate D"], example: "rotate 45"),
        Topic(name: "pan", summary: "move the view by a fraction of its size", forms: [
            "pan north|south|east|west [by F]",
        ], example: "pan east by 0.25"),
        Topic(name: "view", summary: "set the view's size in pixels", forms: ["view size W x H"], example: "view size 1024 x 768"),
        Topic(name: "viewpoint", summary: "show the current viewpoint and visible extent", forms: ["viewpoint", "where"], example: "viewpoint"),
        Topic(name: "basemap", summary: "show or change the basemap", forms: [
            "basemap", "basemap use STYLE | basemap use NAME | basemap use N",
        ], example: "basemap use dark-gray"),
        Topic(name: "gallery", summary: "show and edit the basemap gallery", forms: [
            "gallery",
            "gallery style list|grid|automatic [width PIXELS]",
            "gallery add NAME style STYLE [wkid N] [description TEXT] [thumbnail PATH]",
            "gallery remove N | gallery remove NAME | gallery reset",
            "gallery load FILE",
        ], example: "gallery add \"World Imagery (WGS 84)\" style imagery wkid 4326"),
        Topic(name: "map", summary: "start a new 2D map (bookmarks are cleared)", forms: ["map new [basemap STYLE]"], example: "map new basemap topographic"),
        Topic(name: "scene", summary: "start a new 3D scene (bookmarks are cleared)", forms: ["scene new [basemap STYLE]"], example: "scene new basemap imagery"),
        Topic(name: "graphic", summary: "draw points, lines and polygons (not available yet)", forms: [
            "graphic add point LAT,LON [color C] [size PX] [label TEXT]",
            "graphic add line LAT,LON to LAT,LON [to ...] [color C] [width PX]",
            "graphic add polygon LAT,LON to LAT,LON to LAT,LON [...] [fill C]",
            "graphic list | graphic remove N | graphic clear",
        ], example: "graphic add point 44.46,-110.83 label \"Old Faithful\""),
        Topic(name: "measure", summary: "geodesic length and area of a graphic (not available yet)", forms: ["measure N"], example: "measure 2"),
        Topic(name: "location", summary: "the simulated location display (not available yet)", forms: [
            "location start [at LAT,LON | track FILE]",
            "location move LAT,LON [heading D] [speed M/S]",
            "location step | location stop",
        ], example: "location start at 44.46,-110.83"),
        Topic(name: "autopan", summary: "how the view follows the location (not available yet)", forms: ["autopan off|recenter|navigation|compass"], example: "autopan recenter"),
        Topic(name: "save", summary: "save the session to a file (not available yet)", forms: ["save FILE"], example: "save \"session.json\""),
        Topic(name: "load", summary: "load a saved session (not available yet)", forms: ["load FILE"], example: "load \"session.json\""),
        Topic(name: "import", summary: "import an ArcGIS web map (not available yet)", forms: ["import webmap FILE"], example: "import webmap \"map.json\""),
        Topic(name: "export", summary: "export the session (not available yet)", forms: [
            "export webmap FILE | export geojson FILE | export kml FILE | export svg FILE",
        ], example: "export kml \"tour.kml\""),
        Topic(name: "wait", summary: "advance the clock (real time only with --realtime)", forms: ["wait SECONDS | wait 2s | wait 500ms"], example: "wait 2"),
        Topic(name: "source", summary: "run another script in this session", forms: ["source FILE"], example: "source \"setup.mapscript\""),
        Topic(name: "let", summary: "define a variable in the current block", forms: ["let NAME = EXPR", "let NAME = LAT,LON", "NAME = EXPR"], example: "let home = 44.525,-110.838"),
        Topic(name: "print", summary: "print values separated by spaces", forms: ["print EXPR[, EXPR...]"], example: "print \"scale 1:${viewpoint.scale}\", bookmarks.count"),
        Topic(name: "if", summary: "run a block when a condition holds", forms: ["if COND { ... } [else if COND { ... }] [else { ... }]"], example: "if viewpoint.scale < 10000 { zoom out } else { zoom in }"),
        Topic(name: "repeat", summary: "run a block N times", forms: ["repeat N { ... }"], example: "repeat 3 { zoom in }"),
        Topic(name: "for", summary: "run a block for each item", forms: ["for NAME in LIST|RANGE|bookmarks { ... }"], example: "for b in bookmarks { goto b duration 2; wait 1 }"),
        Topic(name: "def", summary: "define a procedure", forms: ["def NAME(PARAM, ...) { ... }", "NAME(ARG, ...)"], example: "def tour(pause) { for b in bookmarks { goto b; wait pause } }"),
        Topic(name: "assert", summary: "fail the script when a condition does not hold", forms: ["assert COND[, MESSAGE]"], example: "assert basemap.name == \"ArcGIS Imagery\", \"imagery expected\""),
        Topic(name: "help", summary: "list the commands, or show one", forms: ["help [TOPIC]"], example: "help bookmark"),
        Topic(name: "quit", summary: "end the session", forms: ["quit [STATUS]"], example: "quit 0"),
    ]

    /// The topic named `name` (case-insensitive), if any.
    public static func topic(named name: String) -> Topic? {
        let lowered = name.lowercased()
        let alias = lowered == "where" ? "viewpoint" : lowered
        return topics.first { $0.name == alias }
    }

    /// The text of `help`: every topic and its summary, aligned.
    public static var overview: String {
        let width = topics.map(\.name.count).max() ?? 0
        var text = "Commands (help TOPIC for one):\n"
        for topic in topics {
            text += "  " + topic.name + String(repeating: " ", count: width - topic.name.count + 2) + topic.summary + "\n"
        }
        return text
    }

    /// The text of `help TOPIC`.
    public static func text(of topic: Topic) -> String {
        var text = topic.name + ": " + topic.summary + "\n"
        for form in topic.forms { text += "  " + form + "\n" }
        text += "example:\n"
        for line in topic.example.split(separator: "\n") { text += "  " + line + "\n" }
        return text
    }
}
