import Testing

/// Every command form of the language parses to the expected AST (shown as an S-expression).
@Suite struct CommandParsingTests {
    static let bookmarks: [(String, String)] = [
        (#"bookmark add "Grand Prismatic Spring" at 44.525,-110.838 scale 6000"#,
         #"(bookmark-add "Grand Prismatic Spring" at:(coord 44.525 -110.838) scale:6000)"#),
        (#"bookmark add "Grand Prismatic Spring" at 44.525,-110.838 scale 6000 rotation 45"#,
         #"(bookmark-add "Grand Prismatic Spring" at:(coord 44.525 -110.838) scale:6000 rotation:45)"#),
        (#"bookmark add "X" rotation 45 scale 1:24000 at home"#, #"(bookmark-add "X" at:home scale:24000 rotation:45)"#),
        (#"bookmark add "Here""#, #"(bookmark-add "Here")"#),
        (#"bookmark add "P${i}" at i,i"#, #"(bookmark-add (str "P" i) at:(coord i i))"#),
        ("bookmark list", "(bookmark-list)"),
        ("bookmark clear", "(bookmark-clear)"),
        ("bookmark remove 2", "(bookmark-remove 2)"),
        (#"bookmark remove "Strange Symbol""#, #"(bookmark-remove "Strange Symbol")"#),
        ("bookmark move 3 to 1", "(bookmark-move 3 to:1)"),
        (#"bookmark move "Strange Symbol" to 1"#, #"(bookmark-move "Strange Symbol" to:1)"#),
        (#"bookmark rename 1 to "Old Faithful""#, #"(bookmark-rename 1 to:"Old Faithful")"#),
    ]

    static let navigation: [(String, String)] = [
        ("goto 1", "(goto 1)"),
        (#"goto "Grand Prismatic Spring""#, #"(goto "Grand Prismatic Spring")"#),
        ("goto 44.525,-110.838", "(goto (coord 44.525 -110.838))"),
        ("goto 44.525,-110.838 scale 6000 rotation 0 duration 3", "(goto (coord 44.525 -110.838) scale:6000 rotation:0 duration:3)"),
        ("goto 1 duration 2s scale 1:24000", "(goto 1 scale:24000 duration:2)"),
        ("goto a + 1,b", "(goto (coord (+ a 1) b))"),
        ("goto b duration 2", "(goto b duration:2)"),
        ("goto bookmarks[2]", "(goto ([] bookmarks 2))"),
        (#"goto 44°31'30"N 110°50'17"W"#, "(goto (coord 44.525 -110.83805555555556))"),
        ("zoom in", "(zoom-in)"),
        ("zoom out", "(zoom-out)"),
        ("zoom in by 4", "(zoom-in by:4)"),
        ("zoom out by 1.5", "(zoom-out by:1.5)"),
        ("zoom to 24000", "(zoom-to 24000)"),
        ("zoom to 1:24000", "(zoom-to 24000)"),
        ("rotate 45", "(rotate 45)"),
        ("rotate -90", "(rotate -90)"),
        ("rotate - 90", "(rotate (- 90))"),
        ("pan north", "(pan-north)"),
        ("pan south", "(pan-south)"),
        ("pan east by 0.5", "(pan-east by:0.5)"),
        ("pan west by 0.25", "(pan-west by:0.25)"),
        ("view size 1024 x 768", "(view-size 1024 x:768)"),
        ("view size w * 2 x h", "(view-size (* w 2) x:h)"),
        ("viewpoint", "(viewpoint)"),
        ("where", "(where)"),
    ]

    static let basemaps: [(String, String)] = [
        ("basemap use imagery", "(basemap-use <imagery>)"),
        ("basemap use dark-gray", "(basemap-use <dark-gray>)"),
        ("basemap use streets-night", "(basemap-use <streets-night>)"),
        ("basemap use osm-standard", "(basemap-use <osm-standard>)"),
        ("basemap use human-geography-dark-base", "(basemap-use <human-geography-dark-base>)"),
        (#"basemap use "ArcGIS Streets""#, #"(basemap-use "ArcGIS Streets")"#),
        ("basemap use 3", "(basemap-use 3)"),
        ("basemap use (b)", "(basemap-use b)"),
        ("basemap use names[2]", "(basemap-use ([] names 2))"),
        ("basemap use gallery[1].name", "(basemap-use (. ([] gallery 1) name))"),
        ("basemap", "(basemap)"),
        ("gallery", "(gallery)"),
        ("gallery style list", "(gallery-style-list)"),
        ("gallery style grid", "(gallery-style-grid)"),
        ("gallery style automatic", "(gallery-style-automatic)"),
        ("gallery style grid width 900", "(gallery-style-grid width:900)"),
        (#"gallery add "World Imagery (WGS 84)" style imagery"#, #"(gallery-add "World Imagery (WGS 84)" style:<imagery>)"#),
        (#"gallery add "World Imagery (WGS 84)" style imagery wkid 4326 description "..." thumbnail "t.png""#,
         #"(gallery-add "World Imagery (WGS 84)" style:<imagery> wkid:4326 description:"..." thumbnail:"t.png")"#),
        (#"gallery add "N" wkid 4326 style light-gray"#, #"(gallery-add "N" style:<light-gray> wkid:4326)"#),
        ("gallery remove 2", "(gallery-remove 2)"),
        (#"gallery remove "Name""#, #"(gallery-remove "Name")"#),
        ("gallery reset", "(gallery-reset)"),
        (#"gallery load "portal.json""#, #"(gallery-load "portal.json")"#),
        ("map new", "(map-new)"),
        ("map new basemap topographic", "(map-new basemap:<topographic>)"),
        ("scene new", "(scene-new)"),
        ("scene new basemap imagery", "(scene-new basemap:<imagery>)"),
    ]

    static let graphicsAndLocation: [(String, String)] = [
        ("graphic add point 44.46,-110.83", "(graphic-add-point (coord 44.46 -110.83))"),
        (##"graphic add point 44.46,-110.83 color "#e4572e" size 8 label "Old Faithful""##,
         ##"(graphic-add-point (coord 44.46 -110.83) color:"#e4572e" size:8 label:"Old Faithful")"##),
        ("graphic add line 44.46,-110.83 to 44.52,-110.84 to 44.60,-110.50",
         "(graphic-add-line (coord 44.46 -110.83) (coord 44.52 -110.84) (coord 44.6 -110.5))"),
        ("graphic add line 1,2 to 3,4 color blue width 2", "(graphic-add-line (coord 1 2) (coord 3 4) color:<blue> width:2)"),
        (##"graphic add polygon 44.4,-110.9 to 44.6,-110.9 to 44.6,-110.6 fill "#2e86ab80""##,
         ##"(graphic-add-polygon (coord 44.4 -110.9) (coord 44.6 -110.9) (coord 44.6 -110.6) fill:"#2e86ab80")"##),
        ("graphic add polygon a to b to c color dark-red width 1 label \"L\"",
         #"(graphic-add-polygon a b c color:<dark-red> width:1 label:"L")"#),
        ("graphic list", "(graphic-list)"),
        ("graphic remove 2", "(graphic-remove 2)"),
        ("graphic clear", "(graphic-clear)"),
        ("measure 2", "(measure 2)"),
        (#"measure "Lake""#, #"(measure "Lake")"#),
        ("measure 44.5,-110.8 to 44.6,-110.5", "(measure (coord 44.5 -110.8) to:(coord 44.6 -110.5))"),
        ("measure a to b", "(measure a to:b)"),
        ("graphic move 3 to 1", "(graphic-move 3 to:1)"),
        (#"graphic move "Lake" to n + 1"#, #"(graphic-move "Lake" to:(+ n 1))"#),
        (#"graphic remove "Lake""#, #"(graphic-remove "Lake")"#),
        ("graphic add point 1,2 shape diamond size 3", "(graphic-add-point (coord 1 2) size:3 shape:<diamond>)"),
        ("graphic add line 1,2 to 3,4 style dash", "(graphic-add-line (coord 1 2) (coord 3 4) style:<dash>)"),
        (#"graphic add polygon a to b to c style ("dot") fill red"#, #"(graphic-add-polygon a b c fill:<red> style:"dot")"#),
        ("camera", "(camera)"),
        ("camera at 44.2,-110.6 altitude 30000 heading 20 pitch 60",
         "(camera-at (coord 44.2 -110.6) altitude:30000 heading:20 pitch:60)"),
        ("camera at home pitch 10 altitude a * 2", "(camera-at home altitude:(* a 2) pitch:10)"),
        ("camera orbit 90", "(camera-orbit 90)"),
        ("camera tilt -5", "(camera-tilt -5)"),
        ("location start", "(location-start)"),
        ("location start at 44.46,-110.83", "(location-start at:(coord 44.46 -110.83))"),
        (#"location start track "drive.csv""#, #"(location-start track:"drive.csv")"#),
        ("location move 44.47,-110.82", "(location-move (coord 44.47 -110.82))"),
        ("location move 44.47,-110.82 heading 90 speed 12", "(location-move (coord 44.47 -110.82) heading:90 speed:12)"),
        ("location move p speed 12 heading 90", "(location-move p heading:90 speed:12)"),
        ("location step", "(location-step)"),
        ("location stop", "(location-stop)"),
        ("autopan off", "(autopan-off)"),
        ("autopan recenter", "(autopan-recenter)"),
        ("autopan navigation", "(autopan-navigation)"),
        ("autopan compass", "(autopan-compass)"),
    ]

    static let files: [(String, String)] = [
        (#"save "session.json""#, #"(save "session.json")"#),
        (#"load "session.json""#, #"(load "session.json")"#),
        (#"import webmap "map.json""#, #"(import-webmap "map.json")"#),
        (#"export webmap "map.json""#, #"(export-webmap "map.json")"#),
        (#"export geojson "g.geojson""#, #"(export-geojson "g.geojson")"#),
        (#"export kml "tour.kml""#, #"(export-kml "tour.kml")"#),
        (#"export svg "view.svg""#, #"(export-svg "view.svg")"#),
        (#"export svg "v.svg" size 1200 x 800"#, #"(export-svg "v.svg" size:(1200 800))"#),
        (#"export svg f size w * 2 x h"#, #"(export-svg f size:((* w 2) h))"#),
        ("show", "(show)"),
        ("show size 100 x 30", "(show size:(100 30))"),
        ("show size c x r - 1", "(show size:(c (- r 1)))"),
        ("wait 2", "(wait 2)"),
        ("wait 2s", "(wait 2)"),
        ("wait 500ms", "(wait 0.5)"),
        ("wait pause * 2", "(wait (* pause 2))"),
        (#"source "other.mapscript""#, #"(source "other.mapscript")"#),
        ("help", "(help)"),
        ("help bookmark", "(help <bookmark>)"),
        ("help bookmark add", "(help <bookmark add>)"),
        (#"help "goto""#, #"(help "goto")"#),
        ("quit", "(quit)"),
        ("quit 3", "(quit 3)"),
    ]

    @Test(arguments: bookmarks + navigation)
    func bookmarksAndNavigation(_ source: String, _ expected: String) {
        #expect(ParseHelpers.item(source) == expected)
    }

    @Test(arguments: basemaps)
    func basemapsAndGallery(_ source: String, _ expected: String) {
        #expect(ParseHelpers.item(source) == expected)
    }

    @Test(arguments: graphicsAndLocation + files)
    func graphicsLocationAndFiles(_ source: String, _ expected: String) {
        #expect(ParseHelpers.item(source) == expected)
    }

    /// Every `Command` case is covered by the tables above.
    @Test func everyCommandCaseIsCovered() {
        let tables = Self.bookmarks + Self.navigation + Self.basemaps + Self.graphicsAndLocation + Self.files
        let heads = Set(tables.map { $0.1.dropFirst().prefix { $0 != " " && $0 != ")" } })
        let expected: Set<Substring> = [
            "bookmark-add", "bookmark-list", "bookmark-clear", "bookmark-remove", "bookmark-move", "bookmark-rename",
            "goto", "zoom-in", "zoom-out", "zoom-to", "rotate", "pan-north", "pan-south", "pan-east", "pan-west", "view-size",
            "viewpoint", "where", "basemap-use", "basemap", "gallery", "gallery-style-list", "gallery-style-grid",
            "gallery-style-automatic", "gallery-add", "gallery-remove", "gallery-reset", "gallery-load", "map-new", "scene-new",
            "graphic-add-point", "graphic-add-line", "graphic-add-polygon", "graphic-list", "graphic-remove", "graphic-clear",
            "measure", "location-start", "location-move", "location-step", "location-stop",
            "autopan-off", "autopan-recenter", "autopan-navigation", "autopan-compass", "save", "load", "import-webmap",
            "export-webmap", "export-geojson", "export-kml", "export-svg", "show", "source", "wait", "help", "quit",
            "graphic-move", "camera", "camera-at", "camera-orbit", "camera-tilt",
        ]
        #expect(heads == expected)
    }
}
