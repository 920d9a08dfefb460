import Testing

/// Graphics, measurement, the location display with auto-pan and the scene camera, run from
/// scripts: every command, every property, every error message.
@Suite struct GeoCommandTests {
    /// The Yellowstone box of the brief: GeographicLib gives perimeter 92166.44021734527 m and
    /// area 530248226.3482361 m².
    static let box = "graphic add polygon 44.4,-110.9 to 44.6,-110.9 to 44.6,-110.6 to 44.4,-110.6 label \"Box\""
    static let three = """
        graphic add point 44.46,-110.83 color "#e4572e" size 10 shape diamond label "Old Faithful"
        graphic add line 44.46,-110.83 to 44.72,-110.48 color navy width 3 style dash label "Road"
        \(box)
        """

    // MARK: - Graphics

    @Test(arguments: [
        ("graphic list", "no graphics"),
        ("graphic add point 1,2\ngraphic list", """
            #  kind   label  points  first point  symbol           measure
            1  point              1  1,2          red 8 pt circle
            """),
        ("graphic add line 1,2 to 3,4\ngraphic list", """
            #  kind  label  points  first point  symbol           measure
            1  line              2  1,2          blue 2 pt solid  313.705 km
            """),
        (three + "\ngraphic list", """
            #  kind     label         points  first point    symbol                                   measure
            1  point    Old Faithful       1  44.46,-110.83  #e4572e 10 pt diamond
            2  line     Road               2  44.46,-110.83  navy 3 pt dash                           40.090 km
            3  polygon  Box                4  44.4,-110.9    fill #0000ff40, outline blue 1 pt solid  530.248 km², 92.166 km
            """),
        (three + "\ngraphic move \"Box\" to 1\ngraphic remove \"Road\"\ngraphic remove 2\ngraphic list", """
            #  kind     label  points  first point  symbol                                   measure
            1  polygon  Box         4  44.4,-110.9  fill #0000ff40, outline blue 1 pt solid  530.248 km², 92.166 km
            """),
        (three + "\ngraphic clear\nprint graphics.count", "0"),
        ("graphic add polygon 1,1 to 1,2 to 2,2 fill \"#2e86ab80\" color red width 2 style dot\nprint graphics[1].color", "#2e86ab80"),
        ("graphic add polygon 1,1 to 1,2 to 2,2 to 1,1\nprint graphics[1].points.count", "3"),
        ("graphic add point 1,2 label \"  Spaced  \"\nprint graphics[\"Spaced\"].label", "Spaced"),
    ])
    func graphicCommands(source: String, expected: String) {
        #expect(output(source) == expected + "\n")
    }

    @Test(arguments: [
        (box + "\nmeasure 1", "Box (polygon): area 530.248 km², perimeter 92.166 km"),
        (box + "\nmeasure \"Box\"", "Box (polygon): area 530.248 km², perimeter 92.166 km"),
        ("graphic add line 1,2 to 1,2.001\nmeasure 1", "graphic 1 (line): length 111.30 m"),
        ("graphic add point 1,2\nmeasure 1", "graphic 1 (point): a point has no length or area"),
        ("measure 44.525,-110.838 to -33.867,-63.985", "distance 9890.063 km"),
        ("measure 0,0 to 0.5,179.7", "distance 19944.127 km"),
        ("let a = 1,2\nmeasure a to (1, 2.001)", "distance 111.30 m"),
        (box + "\nprint area(1), perimeter(\"Box\"), length(graphics[1])",
         "530248226.3482361 92166.44021734527 92166.44021734527"),
        ("graphic add polygon 44.4,-110.6 to 44.6,-110.6 to 44.6,-110.9 to 44.4,-110.9\nprint area(1)", "530248226.3482361"),
        ("graphic add line 1,2 to 1,2.001\nprint length(1), area(1), perimeter(1)", "111.30264976971966 0 0"),
        ("graphic add point 1,2\nprint length(1), area(1), perimeter(1)", "0 0 0"),
        ("print distance((44.525, -110.838), (-33.867, -63.985))", "9890063.041640516"),
    ])
    func measures(source: String, expected: String) {
        #expect(output(source) == expected + "\n")
    }

    @Test(arguments: [
        ("print graphics.count", "3"),
        ("print graphics[1].kind, graphics[2].kind, graphics[3].kind", "point line polygon"),
        ("print graphics[1].label, graphics[\"Road\"].color", "Old Faithful navy"),
        ("print graphics[2].points", "[(44.46, -110.83), (44.72, -110.48)]"),
        ("print graphics[1].points[1].lat", "44.46"),
        ("print graphics[1], graphics", "Old Faithful [\"Old Faithful\", \"Road\", \"Box\"]"),
        ("for g in graphics { print g.kind }", "point\nline\npolygon"),
        ("let g = graphics[2]\ngraphic remove g\nprint graphics.count", "2"),
        ("graphic add line 1,2 to 3,4\nprint graphics[4]", "line of 2 points"),
        ("graphic add point 1,2\nprint graphics[4].label == \"\"", "true"),
    ])
    func graphicValues(source: String, expected: String) {
        #expect(output(Self.three + "\n" + source) == expected + "\n")
    }

    @Test(arguments: [
        ("graphic add point 91,0", "t.mapscript:1:19: error: latitude 91 is out of range [-90, 90]"),
        ("graphic add point 1,181", "t.mapscript:1:21: error: longitude 181 is out of range [-180, 180]"),
        ("graphic add point 1,2 color gren", "t.mapscript:1:29: error: unknown colour 'gren'; did you mean 'green' or 'grey'?"),
        ("graphic add point 1,2 color \"#12345\"", "t.mapscript:1:29: error: invalid colour '#12345': expected #rgb, #rgba, #rrggbb or #rrggbbaa"),
        ("graphic add point 1,2 size -1", "t.mapscript:1:28: error: marker size must be a number of points in [0, 1000], not -1"),
        ("graphic add point 1,2 shape hexagon", "t.mapscript:1:29: error: unknown marker shape 'hexagon'; expected circle, square, triangle, cross, diamond, x"),
        ("graphic add line 1,2 to 3,4 style wavy", "t.mapscript:1:35: error: unknown line style 'wavy'; expected solid, dash, dot"),
        ("graphic add line 1,2 to 3,4 width 2000", "t.mapscript:1:35: error: line width must be a number of points in [0, 1000], not 2000"),
        ("graphic add polygon 1,1 to 1,1 to 1,1", "t.mapscript:1:1: error: a polygon needs at least 3 vertices, not 1"),
        ("graphic add polygon 1,1 to 1,2 to 1,1 to 1,2", "t.mapscript:1:1: error: a polygon needs at least 3 distinct vertices, not 2"),
        ("graphic add polygon 0,0 to 1,1 to 0,1 to 1,0", "t.mapscript:1:1: error: the polygon crosses itself: edges 1-2 and 3-4 cross"),
        ("graphic add point 1,2 label \"A\"\ngraphic add point 1,2 label \"A\"", "t.mapscript:2:29: error: a graphic labelled 'A' already exists"),
        ("graphic add point 1,2 label 5", "t.mapscript:1:29: error: expected a string for label, found a number"),
        ("graphic remove 1", "t.mapscript:1:16: error: no graphics"),
        ("graphic add point 1,2\ngraphic remove 2", "t.mapscript:2:16: error: no graphic 2 (there is 1)"),
        ("graphic add point 1,2\ngraphic remove 1.5", "t.mapscript:2:16: error: expected a whole number for graphic position, found 1.5"),
        ("graphic add point 1,2 label \"Lake\"\ngraphic remove \"Lak\"", "t.mapscript:2:16: error: no graphic labelled 'Lak'; did you mean 'Lake'?"),
        ("graphic remove true", "t.mapscript:1:16: error: expected a graphic position or label, found a boolean"),
        ("graphic add point 1,2\ngraphic move 1 to 3", "t.mapscript:2:19: error: graphic position 3 is out of range [1, 1]"),
        ("graphic add point 1,2\nlet g = graphics[1]\ngraphic clear\ngraphic remove g", "t.mapscript:4:16: error: the graphic is no longer in the overlay"),
        ("measure 1,2", "t.mapscript:1:9: error: expected a graphic position or label, found a coordinate (measure a distance with 'measure A to B')"),
        ("measure 1,2 to \"x\"", "t.mapscript:1:16: error: expected a coordinate for a point, found a string"),
        ("measure 91,0 to 1,2", "t.mapscript:1:9: error: latitude 91 is out of range [-90, 90]"),
        ("print area(1, 2)", "t.mapscript:1:7: error: 'area' takes 1 argument (a graphic or a feature), but 2 were given"),
        ("print perimeter(\"x\")", "t.mapscript:1:17: error: no graphic labelled 'x'"),
        ("print graphics[\"x\"]", "t.mapscript:1:16: error: no graphic labelled 'x'"),
        ("graphic add point 1,2\nprint graphics[1].size", "t.mapscript:2:19: error: a graphic has no property 'size'"),
    ])
    func graphicErrors(source: String, expected: String) {
        let result = run(source)
        #expect(result.firstError == expected)
        #expect(result.outcome.ending == .stopped)
    }

    // MARK: - Location display

    @Test(arguments: [
        ("print location", "no location (stopped, autopan off)"),
        ("print location.started, location.autopan", "false off"),
        ("location start at 44.46,-110.83\nprint location", "44.46,-110.83 (started, autopan off)"),
        ("location start at 44.46,-110.83\nlocation move 44.47,-110.82 heading 90 speed 12\nprint location.lat, location.lon, location.heading, location.course, location.speed",
         "44.47 -110.82 90 90 12"),
        ("location start at 44.46,-110.83\nlocation move 44.47,-110.83\nprint round(location.course, 6), location.heading, location.position",
         "0 0 44.47,-110.83"),
        ("goto 10,20\nlocation start\nprint location.position", "10,20"),
        ("location start at 1,2\nlocation stop\nlocation start\nprint location.position, location.started", "1,2 true"),
        ("location start at 1,2\nlocation stop\nprint location.started, location", "false 1,2 (stopped, autopan off)"),
        ("autopan compass\nprint location.autopan", "compass"),
    ])
    func locationCommands(source: String, expected: String) {
        #expect(output(source) == expected + "\n")
    }

    /// Each auto-pan mode's rule, visible in the viewpoint (see LocationDisplay.AutoPanMode):
    /// at 1:50,000 in 800 x 600 the wander extent is ±200 x ±150 px, 2646 x 1984 Web Mercator
    /// metres, about 1.41 km of ground north-south at 44.5°.
    @Test(arguments: [
        // recenter: setting it centres; a fix 1 km north stays inside, 2 km north re-centres.
        ("autopan recenter\nwhere\nlocation move 44.469,-110.83\nwhere\nlocation move 44.478,-110.83\nwhere", """
            44.46,-110.83 1:50,000 rotation 0
            44.46,-110.83 1:50,000 rotation 0
            44.478,-110.83 1:50,000 rotation 0
            """),
        // navigation: rotation = course, the centre 0.375 H r = 2976.4 Mercator metres ahead.
        ("autopan navigation\nlocation move 44.46,-110.83 heading 90\nprint round(viewpoint.lat, 6), round(viewpoint.lon, 6), viewpoint.rotation",
         "44.46 -110.803261 90"),
        ("location move 44.47,-110.83\nautopan navigation\nprint round(viewpoint.lon, 6), viewpoint.rotation, round(viewpoint.lat, 6)",
         "-110.83 0 44.489078"),
        // compass: centred on the fix, rotated to the heading.
        ("autopan compass\nlocation move 44.5,-110.8 heading 30\nwhere", "44.5,-110.8 1:50,000 rotation 30"),
        // a gesture turns it off; the view stays where it was put.
        ("autopan compass\nzoom in\nlocation move 44.5,-110.8 heading 30\nprint location.autopan\nwhere", "off\n44.46,-110.83 1:25,000 rotation 0"),
        ("autopan recenter\ngoto 1,2\nprint location.autopan", "off"),
        ("autopan recenter\npan north\nprint location.autopan", "off"),
        ("autopan recenter\nrotate 10\nprint location.autopan", "off"),
        ("autopan off\nlocation move 50,10\nwhere", "44.46,-110.83 1:50,000 rotation 0"),
    ])
    func autopanModes(source: String, expected: String) {
        #expect(output("goto 44.46,-110.83 scale 50000\nlocation start at 44.46,-110.83\n" + source) == expected + "\n")
    }

    static let csv = "lat,lon,heading,speed,time\n44.46,-110.83,0,10,0\n44.47,-110.83,0,11,60\n44.48,-110.84,300,12,120\n"

    @Test func aCsvTrackStepsAndPlaysByTheClock() {
        withFolder(["drive.csv": Self.csv, "t.mapscript": """
            location start track "drive.csv"
            print location
            location step
            print location.lat, location.speed
            wait 120
            print location
            """]) { folder in
            let result = runFile(folder + "/t.mapscript")
            #expect(result.err == "")
            #expect(result.out == """
                44.46,-110.83 heading 0 speed 10 (started, fix 1 of 3, autopan off)
                44.47 11
                44.48,-110.84 heading 300 speed 12 (started, fix 3 of 3, autopan off)

                """)
        }
    }

    @Test func aGpxTrackStepsWithAutoPan() {
        let gpx = """
            <?xml version="1.0"?>
            <gpx version="1.1" creator="t"><trk><trkseg>
            <trkpt lat="44.46" lon="-110.83"><course>10</course></trkpt>
            <trkpt lat="44.50" lon="-110.83"><speed>9</speed></trkpt>
            </trkseg></trk></gpx>
            """
        withFolder(["walk.gpx": gpx, "t.mapscript": """
            goto 44.46,-110.83 scale 50000
            location start track "walk.gpx"
            autopan compass
            print viewpoint.rotation
            location step
            print location, viewpoint.rotation
            """]) { folder in
            let result = runFile(folder + "/t.mapscript")
            #expect(result.err == "")
            #expect(result.out == "10\n44.5,-110.83 heading 0 speed 9 (started, fix 2 of 2, autopan compass) 0\n")
        }
    }

    @Test(arguments: [
        ("lat,lon\n44.46,-110.83\n44.47,abc\n", "drive.csv:3:7: 'abc' is not a number (lon)"),
        ("lat,lon,time\n44.46,-110.83,0\n44.47\n", "drive.csv:3:1: expected 3 fields as in the header, found 1"),
        ("lat,lom\n1,2\n", "drive.csv:1:5: the header has no 'lon' column ('lom' is ignored; did you mean 'lon'?)"),
    ])
    func aMalformedTrackNamesTheFileAndLineAndChangesNothing(track: String, expected: String) {
        withFolder(["drive.csv": track, "t.mapscript": """
            location start at 1,2
            location start track "drive.csv"
            """]) { folder in
            let result = runFile(folder + "/t.mapscript")
            #expect(result.firstError == folder + "/t.mapscript:2:22: error: " + folder + "/" + expected)
            #expect(result.interpreter.session.locationDisplay.location?.latitude == 1)
            #expect(result.interpreter.session.locationDisplay.track == nil)
            #expect(result.interpreter.collectedDiagnostics.first?.id == .invalidTrackFile)
        }
    }

    @Test(arguments: [
        ("location step", "t.mapscript:1:1: error: the location display is not started"),
        ("location move 1,2", "t.mapscript:1:1: error: the location display is not started"),
        ("location start at 1,2\nlocation step", "t.mapscript:2:1: error: the location display follows no track"),
        ("location start at 1,2\nlocation move 1,2 heading (1/0)", "t.mapscript:2:30: error: division by zero"),
        ("location start at 1,2\nlocation move 1,2 speed -1", "t.mapscript:2:25: error: speed must be a finite number of metres per second, at least 0, not -1"),
        ("location start at 1,2\nlocation move 1,200", "t.mapscript:2:17: error: longitude 200 is out of range [-180, 180]"),
        ("location start at 91,0", "t.mapscript:1:19: error: latitude 91 is out of range [-90, 90]"),
        ("location start track 5", "t.mapscript:1:22: error: expected a string for track file name, found a number"),
        ("print location.lat", "t.mapscript:1:16: error: the location display has no location yet (use 'location start')"),
        ("location start at 1,2\nprint location.speed", "t.mapscript:2:16: error: the location has no speed: none was reported"),
        ("location start at 1,2\nprint location.heading", "t.mapscript:2:16: error: the location has no heading: none was reported"),
        ("print location.altitude", "t.mapscript:1:16: error: 'location' has no property 'altitude'; did you mean 'latitude'?"),
        ("let location = 1", "t.mapscript:1:5: error: 'location' is a built-in name and cannot be a variable"),
    ])
    func locationErrors(source: String, expected: String) {
        let result = run(source)
        #expect(result.firstError == expected)
        #expect(result.outcome.ending == .stopped)
    }

    // MARK: - Scene camera

    @Test(arguments: [
        ("camera at 44.2,-110.6 altitude 30000 heading 20 pitch 60\ncamera", """
            camera      44.2,-110.6
              altitude  30000 m
              heading   20
              pitch     60
              roll      0
            looks at    44.642346,-110.374386
              distance  60.430 km
            """),
        // A goto in a scene: straight down, altitude = H r / (2 tan 30°) = 0.866 x 600 x 1.5875.
        ("bookmark add \"Spring\" at 44.525,-110.838 scale 6000\ngoto 1\nprint camera", "44.525,-110.838 altitude 824.89 heading 0 pitch 0 roll 0"),
        ("camera at 44.2,-110.6 altitude 1000 heading 10\nprint camera.lat, camera.lon, camera.altitude, camera.heading, camera.pitch, camera.roll",
         "44.2 -110.6 1000 10 0 0"),
        ("camera at 44.2,-110.6 altitude 1000\nprint round(camera.target.lat, 9), camera.target.lon", "44.2 -110.6"),
        ("camera at 44.2,-110.6 altitude 1000 pitch 45\ncamera orbit 180\nprint round(camera.heading), round(camera.pitch)", "180 45"),
        ("camera at 44.2,-110.6 altitude 1000 pitch 45\ncamera tilt 0\nprint round(camera.pitch, 3)", "0"),
        ("camera at 44.2,-110.6 altitude 1000 heading 30\nprint viewpoint.rotation, round(viewpoint.lat, 9)", "30 44.2"),
        ("camera at 44.2,-110.6 altitude 1000 pitch 45\nzoom in\nprint camera.pitch", "0"),
    ])
    func cameraCommands(source: String, expected: String) {
        #expect(output("scene new\n" + source) == expected + "\n")
    }

    @Test func viewpointOnASceneShowsTheCameraAndItsTarget() {
        let text = output("scene new\ncamera at 44.2,-110.6 altitude 30000 heading 20 pitch 60\nviewpoint")
        #expect(text.hasPrefix("center      44.642346,-110.374386\n"))
        #expect(text.contains("\ncamera      44.2,-110.6\n  altitude  30000 m\n"))
        #expect(text.hasSuffix("looks at    44.642346,-110.374386\n  distance  60.430 km\n"))
        #expect(!output("viewpoint").contains("camera"))
    }

    @Test(arguments: [
        ("camera", "t.mapscript:1:1: error: the camera needs a scene: this is a map (use 'scene new')"),
        ("camera at 1,2 altitude 5", "t.mapscript:1:1: error: the camera needs a scene: this is a map (use 'scene new')"),
        ("print camera.altitude", "t.mapscript:1:14: error: the camera needs a scene: this is a map (use 'scene new')"),
        ("scene new\ncamera at 1,2 altitude 1e12", "t.mapscript:2:24: error: altitude 1000000000000 is out of range [-11000, 100000000]"),
        ("scene new\ncamera at 1,2 altitude 5 pitch 200", "t.mapscript:2:32: error: pitch 200 is out of range [0, 180]"),
        ("scene new\ncamera at 91,2 altitude 5", "t.mapscript:2:11: error: latitude 91 is out of range [-90, 90]"),
        ("scene new\ncamera at 1,2 altitude \"high\"", "t.mapscript:2:24: error: expected a number for altitude, found a string"),
        ("scene new\ncamera tilt 95", "t.mapscript:2:13: error: tilt 95 is out of range [0, 90)"),
        ("scene new\ncamera at 1,2 altitude 100 pitch 120\ncamera orbit 10",
         "t.mapscript:3:14: error: the camera looks above the horizon: there is no point to orbit or tilt about"),
        ("scene new\ncamera at 1,2 altitude 100 pitch 120\nprint camera.target", "t.mapscript:3:14: error: the camera looks above the horizon: it sees no ground"),
        ("scene new\nprint camera.zoom", "t.mapscript:2:14: error: 'camera' has no property 'zoom'"),
    ])
    func cameraErrors(source: String, expected: String) {
        let result = run(source)
        #expect(result.firstError == expected)
        #expect(result.outcome.ending == .stopped)
    }
}
