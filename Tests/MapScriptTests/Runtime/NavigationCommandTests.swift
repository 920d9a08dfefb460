import MapCore
import Testing
import TextSupport

/// `goto`, `zoom`, `rotate`, `pan`, `view size`, `viewpoint`, `where` and `wait`.
@Suite struct NavigationCommandTests {
    static let setup = """
        bookmark add "Spring" at 44.525,-110.838 scale 6000 rotation 45
        bookmark add "Forest" at -33.867,-63.985 scale 40000

        """

    /// The viewpoint after `source`, as `where` prints it.
    static func whereAfter(_ source: String) -> String {
        // `print viewpoint` is `where` at full precision (`where` rounds degrees to 6 places).
        let result = run(source + "\nprint viewpoint")
        #expect(result.err == "", "\(source)")
        return String(result.out.split(separator: "\n").last ?? "")
    }

    @Test(arguments: [
        // A bookmark: its whole viewpoint, rotation included.
        ("goto 1", "44.525,-110.838 1:6,000 rotation 45"),
        (#"goto "Forest""#, "-33.867,-63.985 1:40,000 rotation 0"),
        ("goto bookmarks[2]", "-33.867,-63.985 1:40,000 rotation 0"),
        ("let b = bookmarks[1]; goto b", "44.525,-110.838 1:6,000 rotation 45"),
        ("goto bookmarks.count", "-33.867,-63.985 1:40,000 rotation 0"),
        ("goto 1 scale 1000", "44.525,-110.838 1:1,000 rotation 45"),
        ("goto 1 rotation 0", "44.525,-110.838 1:6,000 rotation 0"),
        ("goto 1 scale 1:24000 rotation -90", "44.525,-110.838 1:24,000 rotation 270"),
        // A coordinate: the scale stays, the rotation goes back to 0 unless given.
        ("goto 1; goto 10,20", "10,20 1:6,000 rotation 0"),
        ("goto 1; goto 10,20 rotation 30", "10,20 1:6,000 rotation 30"),
        ("goto 10,20 scale 6000", "10,20 1:6,000 rotation 0"),
        ("goto 10,20 duration 3 rotation 400 scale 1:500", "10,20 1:500 rotation 40"),
        ("let home = 44.5,-110.8; goto home", "44.5,-110.8 1:591,657,528 rotation 0"),
        ("goto (1 + 1, 2 * 3)", "2,6 1:591,657,528 rotation 0"),
        ("let i = 3; goto i + 1,i", "4,3 1:591,657,528 rotation 0"),
        (#"goto 44°31'30"N 110°50'17"W"#, "44.525,-110.83805555555556 1:591,657,528 rotation 0"),
        // Hemisphere letters first, as some sources write them; either order, either mix.
        (#"goto N44°31'30" W110°50'17""#, "44.525,-110.83805555555556 1:591,657,528 rotation 0"),
        (#"goto W110°50'17", N44°31'30""#, "44.525,-110.83805555555556 1:591,657,528 rotation 0"),
        (#"goto S33°52' 151°12'E"#, "-33.86666666666667,151.2 1:591,657,528 rotation 0"),
        // A bookmark value goes to its own viewpoint, even after the bookmark has changed.
        ("let b = bookmarks[1]; bookmark rename 1 to \"Renamed\"; goto b", "44.525,-110.838 1:6,000 rotation 45"),
        ("let b = bookmarks[1]; map new; goto b", "44.525,-110.838 1:6,000 rotation 45"),
        ("for b in bookmarks { bookmark remove b; goto b }", "-33.867,-63.985 1:40,000 rotation 0"),
        // A viewpoint value.
        ("goto 1; let v = viewpoint; goto 2; goto v", "44.525,-110.838 1:6,000 rotation 45"),
    ])
    func goto(source: String, expected: String) {
        #expect(Self.whereAfter(Self.setup + source) == expected)
    }

    @Test(arguments: [
        ("goto 1 duration 3", 3.0),
        ("goto 1 duration 3; goto 2 duration 0.5", 3.5),
        ("goto 1", 0.0),
        ("goto 10,10 duration 2s", 2.0),
        ("goto 10,10 duration 250ms", 0.25),
        ("wait 2", 2.0),
        ("wait 2s", 2.0),
        ("wait 500ms", 0.5),
        ("wait 0", 0.0),
        ("wait 1; wait 1.5; goto 1 duration 2", 4.5),
        ("let pause = 4; wait pause / 2", 2.0),
    ])
    func clockAdvances(source: String, seconds: Double) {
        let result = run(Self.setup + source + "\nprint clock")
        #expect(result.err == "")
        #expect(result.interpreter.session.clock == seconds)
        #expect(result.out == NumberFormat.shortest(seconds) + "\n")
    }

    @Test(arguments: [
        ("zoom in", "0,0 1:295,828,764 rotation 0"),
        ("zoom out", "0,0 1:591,657,528 rotation 0"),  // never beyond world scale
        ("zoom out by 1000", "0,0 1:591,657,528 rotation 0"),
        ("zoom to 1e12", "0,0 1:591,657,528 rotation 0"),
        ("zoom in by 4", "0,0 1:147,914,382 rotation 0"),
        ("zoom to 24000", "0,0 1:24,000 rotation 0"),
        ("zoom to 1:24000", "0,0 1:24,000 rotation 0"),
        ("zoom to 24000; zoom in", "0,0 1:12,000 rotation 0"),
        ("zoom to 24000; zoom out", "0,0 1:48,000 rotation 0"),
        ("zoom to 24000; zoom out by 0.5", "0,0 1:12,000 rotation 0"),
        ("zoom to 24000; zoom in by 2 * 3", "0,0 1:4,000 rotation 0"),
        ("zoom to 0.25", "0,0 1:1 rotation 0"),
        ("zoom to 4; zoom in by 100", "0,0 1:1 rotation 0"),
        (Self.setup + "goto 1; zoom in", "44.525,-110.838 1:3,000 rotation 45"),  // rotation kept
        ("rotate 45", "0,0 1:591,657,528 rotation 45"),
        ("rotate -90", "0,0 1:591,657,528 rotation 270"),
        ("rotate 360", "0,0 1:591,657,528 rotation 0"),
        ("rotate 725", "0,0 1:591,657,528 rotation 5"),
        ("rotate 45; rotate 90", "0,0 1:591,657,528 rotation 90"),  // absolute
        ("rotate -0", "0,0 1:591,657,528 rotation 0"),
        ("rotate viewpoint.rotation + 30; rotate viewpoint.rotation + 30", "0,0 1:591,657,528 rotation 60"),
    ])
    func zoomAndRotate(source: String, expected: String) {
        #expect(Self.whereAfter(source) == expected)
    }

    @Test(arguments: [
        // 100000 scale: r = 100000 * 0.0254 / 96 m/px; half of 600 px north is 7937.5 m.
        ("pan north", "10.070212906658135,10 1:100,000 rotation 0"),
        ("pan south", "9.92977191851164,10 1:100,000 rotation 0"),
        ("pan east", "10,10.095071700902649 1:100,000 rotation 0"),
        ("pan west", "10,9.904928299097351 1:100,000 rotation 0"),
        ("pan east by 0.25", "10,10.047535850451325 1:100,000 rotation 0"),
        ("pan west by 1", "10,9.8098565981947 1:100,000 rotation 0"),
        ("rotate 90; pan north", "10.070212906658135,10 1:100,000 rotation 90"),  // rotation ignored
        ("view size 400 x 300; pan north", "10.035108356569147,10 1:100,000 rotation 0"),
    ])
    func pan(source: String, expected: String) {
        #expect(Self.whereAfter("goto 10,10 scale 100000\n" + source) == expected)
    }

    @Test func panWrapsLongitudeAndClampsLatitude() {
        #expect(Self.whereAfter("goto 0,179.99 scale 1000000; pan east") == "0,-179.0592829909735 1:1,000,000 rotation 0")
        #expect(Self.whereAfter("pan north; pan north") == "85.0511287798,0 1:591,657,528 rotation 0")
    }

    @Test func viewSize() {
        let result = run("view size 1024 x 768\nprint view.width, view.height")
        #expect(result.out == "1024 768\n")
        #expect(result.interpreter.session.view.width == 1024)
        #expect(output("let w = 500; view size w * 2 x w\nprint view.width, view.height") == "1000 500\n")
    }

    @Test func viewpointTable() {
        // The brief's reference extent, computed with PROJ.
        #expect(output("goto 44.525,-110.838 scale 6000\nviewpoint") == """
            center    44.525,-110.838
            scale     1:6,000
            rotation  0
            view      800 x 600 px
            extent    Web Mercator (3857)
              xmin    -12339064.720544854
              ymin    5546573.628133247
              xmax    -12337794.720544854
              ymax    5547526.128133247

            """)
    }

    @Test func viewpointOfAMapWithNoBasemapYet() {
        let text = output("map new\ngoto 1,2 scale 1000 rotation 10\nview size 100 x 50\nviewpoint")
        #expect(text.hasPrefix("center    1,2\nscale     1:1,000\nrotation  10\nview      100 x 50 px\nextent    Web Mercator (3857), assumed: the map has no basemap yet\n"))
    }

    @Test func viewpointInAReferenceWithNoProjection() {
        let result = run("map new\ngallery add \"NZ\" style imagery wkid 2193\nbasemap use \"NZ\"\nwhere\nviewpoint")
        #expect(result.out == "0,0 1:591,657,528 rotation 0\n")
        #expect(result.err == """
            t.mapscript:5:1: error: cannot project to or from WKID 2193: only Web Mercator (3857) and WGS 84 (4326) are computed without PROJ
            viewpoint
            ^~~~~~~~~

            """)
    }

    @Test func viewpointInWGS84IsInDegrees() {
        let text = output("map new\ngallery add \"W\" style imagery wkid 4326\nbasemap use \"W\"\ngoto 44.525,-110.838 scale 6000\nviewpoint")
        #expect(text.hasSuffix("""
            extent    WGS 84 (4326)
              xmin    -110.84370430205415
              ymin    44.52072177345938
              xmax    -110.83229569794584
              ymax    44.52927822654062

            """))
    }

    @Test func whereIsOneLine() {
        #expect(output("where") == "0,0 1:591,657,528 rotation 0\n")
        #expect(output("goto -33.867,-63.985 scale 40000 rotation 45\nwhere") == "-33.867,-63.985 1:40,000 rotation 45\n")
    }

    @Test(arguments: [
        ("goto 7", "t.mapscript:3:6: error: no bookmark 7 (there are 2)"),
        (#"goto "Forrest""#, "t.mapscript:3:6: error: no bookmark named 'Forrest'; did you mean 'Forest'?"),
        ("goto true", "t.mapscript:3:6: error: expected a bookmark, a coordinate or an extent after 'goto', found a boolean"),
        ("goto [1]", "t.mapscript:3:6: error: expected a bookmark, a coordinate or an extent after 'goto', found a list"),
        ("goto 91,0", "t.mapscript:3:6: error: latitude 91 is out of range [-90, 90]"),
        ("goto 0,181", "t.mapscript:3:8: error: longitude 181 is out of range [-180, 180]"),
        ("goto 1 scale 0", "t.mapscript:3:14: error: scale must be a finite number greater than 0, not 0"),
        (#"goto 1 scale "x""#, "t.mapscript:3:14: error: expected a number for scale, found a string"),
        (#"goto 1 rotation "x""#, "t.mapscript:3:17: error: expected a number for rotation, found a string"),
        ("goto 1 duration -1", "t.mapscript:3:17: error: time must be a finite number of seconds, at least 0, not -1"),
        (#"goto 1 duration "x""#, "t.mapscript:3:17: error: expected a number for duration, found a string"),
        ("zoom in by 0", "t.mapscript:3:12: error: zoom factor must be a finite number greater than 0, not 0"),
        ("zoom out by -2", "t.mapscript:3:13: error: zoom factor must be a finite number greater than 0, not -2"),
        (#"zoom in by "x""#, "t.mapscript:3:12: error: expected a number for zoom factor, found a string"),
        ("zoom to 0", "t.mapscript:3:9: error: scale must be a finite number greater than 0, not 0"),
        ("zoom to -5", "t.mapscript:3:9: error: scale must be a finite number greater than 0, not -5"),
        (#"zoom to "x""#, "t.mapscript:3:9: error: expected a number for scale, found a string"),
        ("rotate true", "t.mapscript:3:8: error: expected a number for rotation, found a boolean"),
        ("pan east by 0", "t.mapscript:3:13: error: pan fraction must be a finite number greater than 0, not 0"),
        (#"pan north by "half""#, "t.mapscript:3:14: error: expected a number for pan fraction, found a string"),
        // The caret under the size out of range, not the statement (issue 24, 6.10).
        ("view size 0 x 5", "t.mapscript:3:11: error: view width 0 is out of range [1, 100000]"),
        ("view size 5 x 100001", "t.mapscript:3:15: error: view height 100001 is out of range [1, 100000]"),
        ("view size 1.5 x 5", "t.mapscript:3:11: error: expected a whole number for view width, found 1.5"),
        (#"view size 5 x "x""#, "t.mapscript:3:15: error: expected a number for view height, found a string"),
        ("wait -1", "t.mapscript:3:6: error: time must be a finite number of seconds, at least 0, not -1"),
        (#"wait "x""#, "t.mapscript:3:6: error: expected a number for wait, found a string"),
    ])
    func errors(command: String, expected: String) {
        let result = run(Self.setup + command)
        #expect(result.firstError == expected)
        #expect(result.outcome.ending == .stopped)
    }

    @Test func aFailedMoveLeavesTheViewpointAndClock() {
        for command in ["goto 1 duration 2 scale 0", "goto 1 scale 0 duration 2", "zoom to 0", "pan east by 0", "rotate \"x\""] {
            let result = run(Self.setup + "goto 2\n" + command)
            #expect(result.outcome.errors > 0)
            #expect(result.interpreter.session.viewpoint.latitude == -33.867, "\(command)")
            #expect(result.interpreter.session.viewpoint.scale == 40000, "\(command)")
            #expect(result.interpreter.session.clock == 0, "\(command)")
        }
    }
}
