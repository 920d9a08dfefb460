import MapCore
import Testing

/// `print` formatting, interpolation, operators, indexing, properties and built-in functions.
@Suite struct ExpressionTests {
    @Test(arguments: [
        // Numbers: the shortest form that reads back, no trailing .0.
        ("print 6000", "6000"),
        ("print 6000.0", "6000"),
        ("print 44.525", "44.525"),
        ("print 0.1", "0.1"),
        ("print 0.1 + 0.2", "0.30000000000000004"),
        ("print -3", "-3"),
        ("print 1e21", "1e+21"),
        ("print 1e-7", "1e-07"),
        ("print 100 / 3", "33.333333333333336"),
        ("print 2s, 500ms", "2 0.5"),
        ("print 591657527.591555", "591657527.591555"),
        // Strings raw, booleans, coordinates lat,lon.
        (#"print "Grand Prismatic Spring""#, "Grand Prismatic Spring"),
        (#"print "tab\there", "q\"q", "back\\slash", "\u{1F600}""#, "tab\there q\"q back\\slash 😀"),
        ("print true, false", "true false"),
        ("print (44.525, -110.838)", "44.525,-110.838"),
        ("print coord(1, 2)", "1,2"),
        // Values separated by single spaces.
        (#"print "a", 1, "b""#, "a 1 b"),
        (#"print "", "x""#, " x"),
        // Lists, with strings quoted inside.
        (#"print [1, "a", true, (1, 2), [2, "b"]]"#, #"[1, "a", true, (1, 2), [2, "b"]]"#),
        ("print []", "[]"),
        (#"print ["say \"hi\"", "a\nb", "$"]"#, #"["say \"hi\"", "a\nb", "\$"]"#),
        // Session values.
        ("print basemap, map, view", "ArcGIS Topographic map 800 x 600"),
        ("print viewpoint", "0,0 1:591,657,528 rotation 0"),
        ("print [basemap, view, bookmarks]", #"["ArcGIS Topographic", "800 x 600", []]"#),
        (#"bookmark add "A" at 1,2; bookmark add "B" at 3,4; print bookmarks, bookmarks[1]"#, #"["A", "B"] A"#),
        ("print gallery[1], [gallery[2]]", #"ArcGIS Imagery ["ArcGIS Imagery Standard"]"#),
        // Interpolation.
        (#"print "at ${viewpoint.lat}, scale 1:${viewpoint.scale}""#, "at 0, scale 1:591657527.591555"),
        (#"let n = 3; print "${n} * 2 = ${n * 2}""#, "3 * 2 = 6"),
        (#"print "${[1, "a"]} ${true} ${(1, 2)}""#, #"[1, "a"] true 1,2"#),
        (#"let name = "x"; print "${"nested ${name}"}""#, "nested x"),
        // Arithmetic and precedence.
        ("print 2 + 3 * 4, (2 + 3) * 4, 10 - 2 - 3, 2 * 3 % 4, -2 * 3, - (1 + 2)", "14 20 5 2 -6 -3"),
        ("print 7 % 3, -7 % 3, 7.5 % 2, 1 / 4, 12 / 2 / 3", "1 -1 1.5 0.25 2"),
        (#"print "a" + 1, 1 + "a", "x" + true, [1] + [2, 3]"#, #"a1 1a xtrue [1, 2, 3]"#),
        // Comparisons and logic.
        ("print 1 < 2, 2 <= 2, 3 > 4, 4 >= 5, 1 == 1, 1 != 1", "true true false false true false"),
        (#"print "a" < "b", "b" <= "a", "a" == "a", "a" != "b""#, "true false true true"),
        (#"print 1 == "1", [1, 2] == [1, 2], (1, 2) == (1, 2), true == true"#, "false true true true"),
        (#"print basemap == "ArcGIS Topographic", map == "map""#, "true true"),
        ("print true and false, true or false, not true, not false", "false true false true"),
        ("print 1 < 2 and 2 < 3 or false, not 1 == 2, true or false and false", "true true true"),
        // and/or short-circuit: the right side is not evaluated (it would index past the end).
        // An unknown name there is the resolver's error before the run (ResolverErrorTests).
        ("print false and [1][2] == 1, true or [1][2] == 1", "false true"),
        // Indexing, 1-based.
        (#"let xs = [10, 20, "thirty"]; print xs[1], xs[3], xs[1 + 1]"#, "10 thirty 20"),
        (#"print [[1, 2], [3, 4]][2][1], "abc"[2]"#, "3 b"),
        // Properties.
        (#"print "abc".count, "abc".length, [1, 2].count, [].count"#, "3 3 2 0"),
        ("let c = 44.5,-110.8; print c.lat, c.lon, c.latitude, c.longitude", "44.5 -110.8 44.5 -110.8"),
        ("goto 44.5,-110.8 scale 6000 rotation 30; print viewpoint.lat, viewpoint.lon, viewpoint.scale, viewpoint.rotation, viewpoint.center",
         "44.5 -110.8 6000 30 44.5,-110.8"),
        (#"bookmark add "A" at 1,2 scale 5 rotation 6; print bookmarks[1].name, bookmarks[1].lat, bookmarks[1].lon, bookmarks[1].scale, bookmarks[1].rotation, bookmarks["A"].viewpoint"#,
         "A 1 2 5 6 1,2 1:5 rotation 6"),
        ("print basemap.name, basemap.wkid, basemap.style, map.kind, map.wkid, map.basemap", "ArcGIS Topographic 3857 topographic map 3857 ArcGIS Topographic"),
        ("print bookmarks.count, gallery.count, gallery[1].name, graphics.count, view.width, view.height, clock", "0 24 ArcGIS Imagery 0 800 600 0"),
        ("wait 2.5; print clock", "2.5"),
        // Built-in functions.
        ("print abs(-3), abs(2.5), floor(1.5), floor(-1.5), ceil(1.2), sqrt(16), sqrt(2)", "3 2.5 1 -2 2 4 1.4142135623730951"),
        ("print round(2.5), round(-2.5), round(2.4), round(3.14159, 2), round(1234.5678, 0), round(0.125, 2)", "3 -3 2 3.14 1235 0.13"),
        // Large values are their own rounding, never infinity.
        ("print round(1e300, 15), round(-1e300, 2), round(9007199254740993, 1)", "1e+300 -1e+300 9007199254740992"),
        ("print min(3, 1, 2), max(3, 1, 2), min(5), max(-1, -2)", "1 3 5 -1"),
        ("print coord(44.5, -110.8).lat, coord(1 + 1, 2 * 2)", "44.5 2,4"),
    ])
    func prints(source: String, expected: String) {
        #expect(output(source) == expected + "\n")
    }

    @Test(arguments: [
        ("print 1 / 0", "t.mapscript:1:11: error: division by zero"),
        ("let zero = 0\nprint 5 % zero", "t.mapscript:2:11: error: remainder by zero"),
        ("print 1 + true", "t.mapscript:1:7: error: cannot add a number and a boolean"),
        ("print [1] + 1", "t.mapscript:1:7: error: cannot add a list and a number"),
        (#"print "a" - 1"#, "t.mapscript:1:7: error: '-' needs numbers, found a string"),
        (#"print 2 * "a""#, "t.mapscript:1:11: error: '*' needs numbers, found a string"),
        (#"print 1 < "a""#, "t.mapscript:1:7: error: '<' cannot compare a number with a string"),
        (#"print "a" >= 1"#, "t.mapscript:1:7: error: '>=' cannot compare a string with a number"),
        ("print true < 1", "t.mapscript:1:7: error: '<' needs numbers or strings, found a boolean"),
        (#"print -"a""#, "t.mapscript:1:8: error: expected a number for operand of '-', found a string"),
        ("print not 1", "t.mapscript:1:11: error: expected true or false, found a number"),
        ("print 1 and true", "t.mapscript:1:7: error: expected true or false, found a number"),
        ("let abc = 1\nprint abd", "t.mapscript:2:7: error: no variable named 'abd'; did you mean 'abc'?"),
        ("print viewpont", "t.mapscript:1:7: error: no variable named 'viewpont'; did you mean 'viewpoint'?"),
        ("print nothing_like_it", "t.mapscript:1:7: error: no variable named 'nothing_like_it'"),
        ("print viewpoint.scael", "t.mapscript:1:17: error: 'viewpoint' has no property 'scael'; did you mean 'scale'?"),
        ("print basemap.nmae", "t.mapscript:1:15: error: 'basemap' has no property 'nmae'; did you mean 'name'?"),
        ("print bookmarks.cont", "t.mapscript:1:17: error: 'bookmarks' has no property 'cont'; did you mean 'count'?"),
        ("print view.widht", "t.mapscript:1:12: error: 'view' has no property 'widht'; did you mean 'width'?"),
        ("let c = 1,2\nprint c.scale", "t.mapscript:2:9: error: a coordinate has no property 'scale'"),
        ("print 5.x", "t.mapscript:1:9: error: a number has no property 'x'"),
        ("print location.x", "t.mapscript:1:16: error: 'location' has no property 'x'"),
        ("print [1, 2][3]", "t.mapscript:1:14: error: index 3 is out of range [1, 2]"),
        ("print [1, 2][0]", "t.mapscript:1:14: error: index 0 is out of range [1, 2]"),
        ("print [][1]", "t.mapscript:1:10: error: index 1 is out of range [1, 0]"),
        ("print [1, 2][1.5]", "t.mapscript:1:14: error: expected a whole number for index, found 1.5"),
        (#"print [1, 2]["a"]"#, "t.mapscript:1:14: error: expected a number for index, found a string"),
        ("print 5[1]", "t.mapscript:1:7: error: cannot index a number"),
        ("print bookmarks[1]", "t.mapscript:1:17: error: no bookmarks"),
        (#"bookmark add "A" at 1,2; print bookmarks[2]"#, "t.mapscript:1:42: error: no bookmark 2 (there is 1)"),
        (#"print bookmarks["x"]"#, "t.mapscript:1:17: error: no bookmark named 'x'"),
        ("print bookmarks[true]", "t.mapscript:1:17: error: expected a bookmark position or name, found a boolean"),
        ("print graphics[1]", "t.mapscript:1:16: error: no graphics"),
        ("print round(1, 2, 3)", "t.mapscript:1:7: error: 'round' takes 1 or 2 arguments (a number and the decimal places), but 3 were given"),
        ("print round(1, 16)", "t.mapscript:1:16: error: decimal places must be in [0, 15], not 16"),
        ("print round(1, 1.5)", "t.mapscript:1:16: error: expected a whole number for decimal places, found 1.5"),
        ("print abs()", "t.mapscript:1:7: error: 'abs' takes 1 argument, but 0 were given"),
        ("print abs(1, 2)", "t.mapscript:1:7: error: 'abs' takes 1 argument, but 2 were given"),
        (#"print abs("x")"#, "t.mapscript:1:11: error: expected a number for argument 1 of 'abs', found a string"),
        (#"print max(1, "x")"#, "t.mapscript:1:14: error: expected a number for argument 2 of 'max', found a string"),
        ("print sqrt(-1)", "t.mapscript:1:12: error: cannot take the square root of -1"),
        ("print min()", "t.mapscript:1:7: error: 'min' needs at least 1 argument"),
        ("print coord(1)", "t.mapscript:1:7: error: 'coord' takes 2 arguments (latitude, longitude), but 1 was given"),
        ("print coord(91, 0)", "t.mapscript:1:13: error: latitude 91 is out of range [-90, 90]"),
        ("print coord(0, -181)", "t.mapscript:1:16: error: longitude -181 is out of range [-180, 180]"),
        (#"print coord("a", 0)"#, "t.mapscript:1:13: error: expected a number for latitude, found a string"),
        ("let x = 91,0", "t.mapscript:1:9: error: latitude 91 is out of range [-90, 90]"),
        ("print length(1)", "t.mapscript:1:14: error: no graphics"),
        ("print area(1)", "t.mapscript:1:12: error: no graphics"),
    ])
    func errors(source: String, expected: String) {
        let result = run(source)
        #expect(result.firstError == expected)
        #expect(result.outcome.ending == .stopped)
    }

    @Test func anErrorRendersTheLineAndACaretUnderTheExpression() {
        #expect(run("let x = 1\nprint \"a\", (x + 2) / (x - 1)\n").err == """
            t.mapscript:2:22: error: division by zero
            print "a", (x + 2) / (x - 1)
                                 ^~~~~~~

            """)
    }
}
