import Testing
@testable import MapScript

@Test func scratch() {
    let samples = [
        #"bookmark add "Grand Prismatic Spring" at 44.525,-110.838 scale 6000 rotation 45"#,
        #"bookmark add "Here""#,
        "bookmark list; bookmark clear",
        #"bookmark remove 2"#, #"bookmark move "Strange Symbol" to 1"#, #"bookmark rename 1 to "Old Faithful""#,
        "goto 44.525,-110.838 scale 1:6000 rotation 0 duration 3",
        "zoom in", "zoom out by 4", "zoom to 24000", "rotate 45", "pan north by 0.5",
        "view size 1024 x 768", "viewpoint", "where", "basemap use dark-gray", "basemap use \"ArcGIS Streets\"", "basemap use 3", "basemap",
        "gallery style grid width 900", #"gallery add "World Imagery (WGS 84)" style imagery wkid 4326 description "..." thumbnail "t.png""#,
        "map new basemap topographic", "scene new",
        ##"graphic add point 44.46,-110.83 color "#e4572e" size 8 label "Old Faithful""##,
        "graphic add line 44.46,-110.83 to 44.52,-110.84 to 44.60,-110.50 color blue width 2",
        "location start at 44.46,-110.83", "autopan compass", "export kml \"tour.kml\"", "wait 500ms", "help bookmark add", "quit 3",
        "let home = 44.525,-110.838", "let n = bookmarks.count * 2 + 1",
        #"print "at ${viewpoint.lat}, scale 1:${viewpoint.scale}", n"#,
        "if viewpoint.scale < 10000 { zoom out } else { zoom in }",
        "for b in bookmarks { goto b duration 2; wait 1 }", "for i in 1..4 { goto i }",
        "def tour(pause) { for b in bookmarks { goto b; wait pause } }", "tour(2)",
        #"assert basemap.name == "ArcGIS Imagery", "imagery expected""#,
        #"goto 44°31'30"N 110°50'17"W"#,
        "n = n + 1", "bokmark add", "bookmark add \"x\" scael 5", "bookmark add \"x\" scale at", "goto 1 scale 2 scale 3",
        "repeat 3 {\n zoom in\n", "print \"abc", "print \"a\\qb\"", "x = (1 +\n 2)",
    ]
    for s in samples { print(s.debugDescription, "=>", ParseHelpers.item(s)) }
}
