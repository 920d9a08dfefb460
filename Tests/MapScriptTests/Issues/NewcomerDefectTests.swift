import Testing
@testable import MapScriptRuntime
@testable import MapScriptSyntax
import MapCore
import Foundation

/// The defects of issue 11 ("the language as a user finds it"), each pinned by what a script
/// prints or the error it gets. Every row failed before its fix.
@Suite struct NewcomerDefectTests {
    /// Scripts and their whole standard output.
    static let outputs: [(String, String)] = [
        // 5: one canonical wkid, 3857; 102100 read as an alias wherever a wkid is read.
        ("print basemap.wkid, map.wkid", "3857 3857\n"),
        ("gallery add \"Old\" style streets wkid 102100\nprint gallery[25].wkid", "3857\n"),
        ("map new\ngallery add \"Old\" style streets wkid 102100\nbasemap use \"Old\"\nprint map.wkid, basemap.wkid", "3857 3857\n"),
        // 6: a rotated view shows more ground: the extent is the rotated view's envelope.
        ("goto 0,0 scale 96 / 0.0254 rotation 90\nview size 800 x 600\nviewpoint",
         "center    0,0\nscale     1:3,780\nrotation  90\nview      800 x 600 px\n"
         + "extent    Web Mercator (3857)\n  xmin    -300\n  ymin    -400\n  xmax    300\n  ymax    400\n"),
        // 7: a Web Mercator map centres at most at its limit, as pan keeps it.
        ("goto 90,0\nprint viewpoint.lat", "85.0511287798\n"),
        ("bookmark add \"Pole\" at -90,10\nprint bookmarks[1].lat", "-85.0511287798\n"),
        ("map new basemap imagery\ngallery add \"Geo\" style imagery wkid 4326\nmap new\nbasemap use \"Geo\"\ngoto 90,0\nprint viewpoint.lat", "90\n"),
        // 8: no basemap is said, not printed as an empty name or labelled as if known.
        ("map new\nprint basemap", "no basemap\n"),
        // 9: tables and `where` show degrees to 6 places; print keeps full precision.
        ("goto 44.525,-110.838 scale 6000\npan north\npan south\nwhere\nprint viewpoint.lat",
         "44.525,-110.838 1:6,000 rotation 0\n44.525000000000006\n"),
        ("goto 44.525,-110.838 scale 6000\npan east by 0.25\nbookmark add \"E\"\nbookmark list",
         "#  name  latitude    longitude    scale  rotation\n1  E       44.525  -110.835148  1:6,000         0\n"),
        ("print 44.525000000000006", "44.525000000000006\n"),
        // 10: a coordinate inside a list prints as written there.
        ("print [1, (1,2)]", "[1, (1, 2)]\n"),
        ("print [[coord(1, 2)]], (3, 4)", "[[(1, 2)]] 3,4\n"),
        // 12: `width view` goes back to following the view's width.
        ("gallery style grid width 900\nprint gallery.width\ngallery style grid width view\nprint gallery.width, gallery.columns",
         "900\n800 2\n"),
        // 15: a byte-order mark at the start of a file is not text.
        ("\u{FEFF}print 1", "1\n"),
    ]

    /// 4: a flat chain of operators is not nesting: up to `Parser.maximumChainLength` of them.
    @Test func flatOperatorChains() {
        let ones = "print 1" + String(repeating: " + 1", count: 1000)
        #expect(output(ones) == "1001\n")
        #expect(output("print true" + String(repeating: " and true", count: 500)) == "true\n")
        #expect(output("print false" + String(repeating: " or false", count: 500) + " or true") == "true\n")
        #expect(output("print \"\"" + String(repeating: " + \"a\"", count: 300)) == String(repeating: "a", count: 300) + "\n")
        #expect(output("print 2" + String(repeating: " * 1", count: 400) + String(repeating: " - 1", count: 300)) == "-298\n")
        let longest = "print 0" + String(repeating: " + 1", count: Parser.maximumChainLength)
        #expect(output(longest) == "10000\n")
        #expect(run(longest + " + 1").firstError
                == "t.mapscript:1:40009: error: expression too long (more than 10000 operators in a row)")
        // Errors inside a chain still point at the operand.
        #expect(run("print 1 + 2 + \"x\" - 3").firstError == "t.mapscript:1:7: error: '-' needs numbers, found a string")
        #expect(run("print true and false or 3").firstError == "t.mapscript:1:25: error: expected true or false, found a number")
    }

    @Test(arguments: outputs)
    func prints(source: String, expected: String) {
        let result = run(source)
        #expect(result.err == "", "\(source)")
        #expect(result.out == expected, "\(source)")
    }

    /// Scripts and the first error they report.
    static let errors: [(String, String)] = [
        // 2: reserved session names are no parameters, as they are no variables.
        ("def f(bookmarks) { print bookmarks }", "t.mapscript:1:7: error: 'bookmarks' is a built-in name and cannot be a parameter"),
        ("def f(a, clock) { }", "t.mapscript:1:10: error: 'clock' is a built-in name and cannot be a parameter"),
        // 8: properties of a basemap that is not there.
        ("map new\nprint basemap.name",
         "t.mapscript:2:15: error: the map has no basemap yet, so 'basemap.name' is unknown; set one with 'basemap use STYLE'"),
        ("scene new\nprint map.wkid",
         "t.mapscript:2:11: error: the scene has no basemap yet, so 'map.wkid' is unknown; set one with 'basemap use STYLE'"),
        // 11: the clock cannot overflow to infinity.
        ("wait 1e308\nwait 1e308",
         "t.mapscript:2:6: error: waiting 1e+308 s would take the clock past its largest value (it is at 1e+308 s)"),
        // 13: gallery item names are unique.
        ("gallery add \"ArcGIS Streets\" style streets",
         "t.mapscript:1:1: error: the gallery already has an item named 'ArcGIS Streets' (item 3); item names must be unique"),
        // 15: clearer messages.
        ("let c = (1, 2)\nprint c[1]", "t.mapscript:2:7: error: cannot index a coordinate; use .lat and .lon"),
        ("goto 44°31'30\" -110°50'17\"",
         "t.mapscript:1:6: error: '-' between two angles subtracts them; write a coordinate with hemispheres "
         + "(44°31'30\"N 110°50'17\"W) or with a comma (44°31'30\", -110°50'17\")"),
        ("import webmap \"map.json\"", "t.mapscript:1:15: error: cannot read 'map.json': No such file or directory"),
    ]

    @Test(arguments: errors)
    func reports(source: String, expected: String) {
        #expect(run(source).firstError == expected, "\(source)")
    }

    /// 8: the viewpoint table says the spatial reference is assumed while there is none.
    @Test func viewpointWithNoBasemapSaysTheReferenceIsAssumed() {
        #expect(output("map new\nviewpoint").contains("extent    Web Mercator (3857), assumed: the map has no basemap yet\n"))
    }

    /// 11: a wait that would overflow leaves the clock as it was.
    @Test func anOverflowingWaitLeavesTheClock() {
        let result = run("wait 1e308\nwait 1e308", keepGoing: true)
        #expect(result.interpreter.session.clock == 1e308)
    }

    /// 13: a portal file with two items of one name is refused, and the gallery stays.
    @Test func aPortalFileWithDuplicateNamesIsRefused() {
        withFolder(["p.json": #"{"basemaps": [{"title": "A", "style": "streets"}, {"title": "A", "style": "imagery"}]}"#]) { folder in
            let result = run("gallery load \"\(folder)/p.json\"\nprint gallery.count", keepGoing: true)
            #expect(result.firstError.hasSuffix("error: \(folder)/p.json:1:61: items 1 and 2 are both named 'A'; item names must be unique"))
            #expect(result.out == "24\n")
        }
    }

    /// 17: Ctrl-C during a real-time wait or move charges the clock only what elapsed.
    @Test(arguments: ["wait 30", "goto 1,2 duration 20"])
    func anInterruptedRealTimeWaitChargesWhatElapsed(source: String) {
        let flag = InterruptFlag()
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics(),
                                      options: .init(realtime: true), interrupt: flag)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { flag.raise() }
        let result = run(source, interpreter: interpreter)
        #expect(result.outcome.ending == .interrupted)
        let clock = interpreter.session.clock
        #expect(clock >= 0.15 && clock < 5, "clock \(clock)")
    }
}

/// 1: what the README and the grammar say about clause words is what the parser does.
@Suite struct ClauseWordRuleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: [
        ("goto 1 scale rotation 0", "t.mapscript:1:14: error: expected a scale after 'scale', found 'rotation'"),
        ("bookmark add \"x\" scale at", "t.mapscript:1:24: error: expected a scale after 'scale', found 'at'"),
        // `goto` has no `at` clause: there `at` is a name.
        ("bookmark add \"A\"\ngoto 1 scale at", "t.mapscript:2:14: error: no variable named 'at'"),
    ])
    func clauseWordsOfTheCommandEndAValue(source: String, expected: String) {
        #expect(run(source).firstError == expected)
    }

    /// Every "`SOURCE` is a missing scale" of the documentation (docs/language.md, docs/development.md) is one.
    @Test func theReadmesMissingScalesAreMissing() throws {
        let readme = try ["docs/language.md", "docs/development.md"]
            .map { try String(contentsOf: Self.root.appendingPathComponent($0), encoding: .utf8) }.joined(separator: "\n")
        let claims = readme.components(separatedBy: "` is a\nmissing scale").dropLast()
            + readme.components(separatedBy: "` is a missing scale").dropLast()
        #expect(!claims.isEmpty)
        for claim in claims {
            let source = String(claim[claim.index(after: claim.lastIndex(of: "`")!)...])
            #expect(run(source).firstError.contains("expected a scale after 'scale'"), "\(source)")
        }
    }
}
