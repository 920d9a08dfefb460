import MapCore
import Testing
@testable import MapScriptRuntime
import TextSupport

/// `bookmark add|list|clear|remove|move|rename`: what each does and each of its errors.
@Suite struct BookmarkCommandTests {
    static let four = """
        bookmark add "Grand Prismatic Spring" at 44.525,-110.838 scale 6000
        bookmark add "Guitar-Shaped Forest" at -33.867,-63.985 scale 40000
        bookmark add "Mysterious Desert Pattern" at 27.380,33.632 scale 6000
        bookmark add "Strange Symbol" at 37.401,-116.867 scale 6000

        """

    /// The bookmarks of a run, as `name lat,lon 1:scale rotation`.
    static func summary(_ source: String) -> [String] {
        let result = run(source)
        #expect(result.err == "")
        return result.interpreter.session.geoModel.bookmarks.bookmarks.map { bookmark in
            let v = bookmark.viewpoint
            return "\(bookmark.name) \(NumberFormat.shortest(v.latitude)),\(NumberFormat.shortest(v.longitude))"
                + " 1:\(NumberFormat.shortest(v.scale)) \(NumberFormat.shortest(v.rotation))"
        }
    }

    @Test(arguments: [
        // At a point: scale kept from the view unless given; rotation 0 unless given.
        (#"bookmark add "A" at 44.525,-110.838 scale 6000"#, ["A 44.525,-110.838 1:6000 0"]),
        (#"bookmark add "A" at 44.525,-110.838"#, ["A 44.525,-110.838 1:591657527.591555 0"]),
        (#"bookmark add "A" at 1,2 scale 1:24000 rotation 45"#, ["A 1,2 1:24000 45"]),
        (#"bookmark add "A" rotation 45 scale 5000 at 1,2"#, ["A 1,2 1:5000 45"]),
        (#"bookmark add "A" at 1,2 rotation -90"#, ["A 1,2 1:591657527.591555 270"]),
        (#"rotate 30; bookmark add "A" at 1,2"#, ["A 1,2 1:591657527.591555 0"]),
        // At the current viewpoint, rotation included.
        (#"goto 10,20 scale 5000 rotation 30; bookmark add "Here""#, ["Here 10,20 1:5000 30"]),
        (#"goto 10,20 scale 5000 rotation 30; bookmark add "Here" scale 100"#, ["Here 10,20 1:100 30"]),
        (#"bookmark add "Here""#, ["Here 0,0 1:591657527.591555 0"]),
        // Degrees-minutes-seconds, as people copy them.
        (#"bookmark add "DMS" at 44°31'30"N 110°50'17"W scale 6000"#, ["DMS 44.525,-110.83805555555556 1:6000 0"]),
        (#"bookmark add "S" at 33°52'1"S 63°59'6"E"#, ["S -33.86694444444444,63.985 1:591657527.591555 0"]),
        // Expressions anywhere: a coordinate variable, coord(), a bookmark's centre, names built.
        (#"let home = 44.5,-110.8; bookmark add "Home" at home"#, ["Home 44.5,-110.8 1:591657527.591555 0"]),
        (#"bookmark add "C" at coord(1, 2) scale 10 * 100"#, ["C 1,2 1:1000 0"]),
        (#"let i = 2; bookmark add "n${i}" at i,i"#, ["n2 2,2 1:591657527.591555 0"]),
        (#"bookmark add "A" at 1,2 scale 10 rotation 5; bookmark add "B" at bookmarks[1]"#,
         ["A 1,2 1:10 5", "B 1,2 1:591657527.591555 0"]),
        // Names are trimmed.
        (#"bookmark add "  Spaced  " at 1,2"#, ["Spaced 1,2 1:591657527.591555 0"]),
    ])
    func add(source: String, expected: [String]) {
        #expect(Self.summary(source) == expected)
    }

    @Test func listPrintsAnAlignedTable() {
        let text = output(Self.four + #"bookmark add "Turned" at 1.5,-2 scale 1:24000 rotation 45"# + "\nbookmark list")
        #expect(text == """
            #  name                       latitude  longitude     scale  rotation
            1  Grand Prismatic Spring       44.525   -110.838   1:6,000         0
            2  Guitar-Shaped Forest        -33.867    -63.985  1:40,000         0
            3  Mysterious Desert Pattern     27.38     33.632   1:6,000         0
            4  Strange Symbol               37.401   -116.867   1:6,000         0
            5  Turned                          1.5         -2  1:24,000        45

            """)
    }

    @Test func listOfNoBookmarks() {
        #expect(output("bookmark list") == "no bookmarks\n")
        #expect(output(Self.four + "bookmark clear\nbookmark list") == "no bookmarks\n")
    }

    @Test func clearRemovesEverything() {
        let result = run(Self.four + "bookmark clear\nprint bookmarks.count")
        #expect(result.out == "0\n")
        #expect(result.interpreter.session.geoModel.bookmarks.isEmpty)
    }

    static let names = ["Grand Prismatic Spring", "Guitar-Shaped Forest", "Mysterious Desert Pattern", "Strange Symbol"]

    @Test(arguments: [
        ("bookmark remove 2", [0, 2, 3]),
        ("bookmark remove 4", [0, 1, 2]),
        (#"bookmark remove "Strange Symbol""#, [0, 1, 2]),
        (#"bookmark remove "  Strange Symbol ""#, [0, 1, 2]),
        ("bookmark remove bookmarks[1]", [1, 2, 3]),
        ("let n = 1; bookmark remove n + 2", [0, 1, 3]),
        ("bookmark move 3 to 1", [2, 0, 1, 3]),
        ("bookmark move 1 to 4", [1, 2, 3, 0]),
        (#"bookmark move "Strange Symbol" to 1"#, [3, 0, 1, 2]),
        ("bookmark move 2 to 2", [0, 1, 2, 3]),
        ("bookmark move bookmarks[4] to bookmarks.count - 2", [0, 3, 1, 2]),
    ])
    func removeAndMove(command: String, expected: [Int]) {
        let result = run(Self.four + command)
        #expect(result.err == "")
        #expect(result.interpreter.session.geoModel.bookmarks.names == expected.map { Self.names[$0] })
    }

    @Test(arguments: [
        (#"bookmark rename 1 to "Old Faithful""#, "Old Faithful", 1),
        (#"bookmark rename "Strange Symbol" to "Area 51""#, "Area 51", 4),
        (#"bookmark rename 2 to "  Forest  ""#, "Forest", 2),
        (#"bookmark rename 3 to "Desert ${1 + 1}""#, "Desert 2", 3),
    ])
    func rename(command: String, newName: String, position: Int) throws {
        let result = run(Self.four + command)
        #expect(result.err == "")
        let bookmarks = result.interpreter.session.geoModel.bookmarks
        #expect(try bookmarks.bookmark(at: position).name == newName)
        #expect(bookmarks.count == 4)
        // The viewpoint stays.
        let original = try run(Self.four).interpreter.session.geoModel.bookmarks.bookmark(at: position)
        #expect(try bookmarks.bookmark(at: position).viewpoint == original.viewpoint)
    }

    @Test(arguments: [
        ("bookmark remove 1", "t.mapscript:1:17: error: no bookmarks"),
        ("bookmark remove 7", "t.mapscript:5:17: error: no bookmark 7 (there are 4)"),
        ("bookmark remove 0", "t.mapscript:5:17: error: no bookmark 0 (there are 4)"),
        ("bookmark remove 1.5", "t.mapscript:5:17: error: expected a whole number for bookmark position, found 1.5"),
        (#"bookmark remove "Strange Simbol""#, "t.mapscript:5:17: error: no bookmark named 'Strange Simbol'; did you mean 'Strange Symbol'?"),
        ("bookmark remove true", "t.mapscript:5:17: error: expected a bookmark position or name, found a boolean"),
        ("bookmark remove (1,2)", "t.mapscript:5:17: error: expected a bookmark position or name, found a coordinate"),
        ("bookmark move 9 to 1", "t.mapscript:5:15: error: no bookmark 9 (there are 4)"),
        ("bookmark move 1 to 5", "t.mapscript:5:20: error: bookmark position 5 is out of range [1, 4]"),
        (#"bookmark move 1 to "x""#, "t.mapscript:5:20: error: expected a number for bookmark position, found a string"),
        (#"bookmark rename 1 to "Strange Symbol""#, "t.mapscript:5:22: error: a bookmark named 'Strange Symbol' already exists"),
        (#"bookmark rename 1 to "   ""#, "t.mapscript:5:22: error: bookmark names cannot be empty"),
        ("bookmark rename 1 to 5", "t.mapscript:5:22: error: expected a string for bookmark name, found a number"),
        (#"bookmark rename "Nope" to "x""#, "t.mapscript:5:17: error: no bookmark named 'Nope'"),
        (#"bookmark add "Strange Symbol" at 1,1"#, "t.mapscript:5:14: error: a bookmark named 'Strange Symbol' already exists"),
        (#"bookmark add "" at 1,1"#, "t.mapscript:5:14: error: bookmark names cannot be empty"),
        ("bookmark add 5 at 1,1", "t.mapscript:5:14: error: expected a string for bookmark name, found a number"),
        (#"bookmark add "X" at 5"#, "t.mapscript:5:21: error: expected a coordinate for 'at', found a number"),
        (#"bookmark add "X" at 91,0"#, "t.mapscript:5:21: error: latitude 91 is out of range [-90, 90]"),
        (#"bookmark add "X" at 0,-181"#, "t.mapscript:5:23: error: longitude -181 is out of range [-180, 180]"),
        (#"bookmark add "X" at 1,1 scale 0"#, "t.mapscript:5:31: error: scale must be a finite number greater than 0, not 0"),
        (#"bookmark add "X" at 1,1 scale "big""#, "t.mapscript:5:31: error: expected a number for scale, found a string"),
        (#"bookmark add "X" at 1,1 rotation true"#, "t.mapscript:5:34: error: expected a number for rotation, found a boolean"),
    ])
    func errors(command: String, expected: String) {
        let source = command == "bookmark remove 1" ? command : Self.four + command
        let result = run(source)
        #expect(result.firstError == expected)
        #expect(result.outcome.ending == .stopped)
        #expect(result.outcome.errors > 0)
    }

    @Test func aFailedEditChangesNothing() {
        let before = run(Self.four).interpreter.session.geoModel.bookmarks
        for command in ["bookmark move 1 to 9", #"bookmark rename 2 to "Strange Symbol""#, "bookmark remove 9",
                        #"bookmark add "Grand Prismatic Spring""#] {
            let result = run(Self.four + command)
            #expect(result.outcome.errors > 0)
            #expect(result.interpreter.session.geoModel.bookmarks == before, "\(command)")
        }
    }
}

/// Tables stay aligned on a terminal when names hold wide (CJK) characters.
@Suite struct WideNameTableTests {
    @Test func bookmarkListCountsTerminalCells() {
        #expect(output("bookmark add \"日本語\" at 1,1 scale 5\nbookmark add \"Zürich\" at 2,2 scale 5\nbookmark list") == """
            #  name    latitude  longitude  scale  rotation
            1  日本語         1          1    1:5         0
            2  Zürich         2          2    1:5         0

            """)
    }

    @Test func galleryGridCountsTerminalCells() {
        let text = output(String(repeating: "gallery remove 1\n", count: 23)
                          + "gallery add \"地図\" style imagery\ngallery add \"X\" style imagery\ngallery style grid width 900\ngallery")
        // "  2  地図" takes 9 cells: padded to the 19 of "  1  ArcGIS Outdoor".
        #expect(text.contains("\n  1  ArcGIS Outdoor    2  地図              3  X\n"))
    }

    @Test(arguments: [("abc", 3), ("日本", 4), ("é", 1), ("😀x", 3), ("", 0)])
    func width(text: String, cells: Int) {
        #expect(TextTable.width(of: text) == cells)
    }
}
