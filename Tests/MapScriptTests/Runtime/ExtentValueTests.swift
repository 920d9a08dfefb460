import Testing

/// Extents as values (issue 11): `viewpoint.extent` and its parts, `extent(a, b)` from two
/// corners, and `goto EXTENT` fitting it to the view.
@Suite struct ExtentValueTests {
    @Test(arguments: [
        // The brief's PROJ reference extent, part by part.
        ("goto 44.525,-110.838 scale 6000\nlet e = viewpoint.extent\nprint e.xmin, e.ymin, e.xmax, e.ymax",
         "-12339064.720544854 5546573.628133247 -12337794.720544854 5547526.128133247\n"),
        ("goto 44.525,-110.838 scale 6000\nprint viewpoint.extent.width, viewpoint.extent.height, viewpoint.extent.wkid",
         "1270 952.5\n3857\n".replacingOccurrences(of: "\n3857", with: " 3857")),
        ("goto 44.525,-110.838 scale 6000\nprint viewpoint.extent",
         "-12339064.720544854,5546573.628133247 to -12337794.720544854,5547526.128133247 in Web Mercator (3857)\n"),
        ("print [extent((0, 0), (0, 0))]", "[(0,0 to 0,0 in Web Mercator (3857))]\n"),
        // A bookmark's extent, and the centre back in degrees.
        ("bookmark add \"S\" at 44.525,-110.838 scale 6000\nprint round(bookmarks[1].extent.center.lat, 9), round(bookmarks[1].extent.center.lon, 9)",
         "44.525 -110.838\n"),
        // Two corners, in any order; in degrees in a WGS 84 map.
        ("let e = extent((10, 20), (-10, -20))\nprint e.xmin < 0, e.ymin < 0, e.xmax == -e.xmin, e.ymax == -e.ymin", "true true true true\n"),
        ("map new\ngallery add \"G\" style imagery wkid 4326\nbasemap use \"G\"\nprint extent((1, 2), (3, 4)), extent((1, 2), (3, 4)).wkid",
         "2,1 to 4,3 in WGS 84 (4326) 4326\n"),
        // goto EXTENT: centre = the extent's centre, scale = max(w / W, h / H) * 96 / 0.0254.
        ("goto 44.525,-110.838 scale 6000 rotation 30\nlet e = viewpoint.extent\ngoto 0,0\ngoto e\nprint round(viewpoint.lat, 9), round(viewpoint.lon, 9), viewpoint.rotation, viewpoint.extent == e",
         "44.525 -110.838 0 false\n"),
        ("goto 44.525,-110.838 scale 6000\nlet e = viewpoint.extent\ngoto 0,0 scale 1\ngoto e\nprint round(viewpoint.scale, 6)", "6000\n"),
        ("view size 1000 x 500\ngoto extent((0, 0), (0, 1)) \nprint round(viewpoint.scale * 0.0254 / 96 * 1000, 6) == round(111319.49079327357, 6), round(viewpoint.lat, 9), viewpoint.lon",
         "true 0 0.5\n"),
        ("goto extent((0, 0), (1, 1)) scale 5000\nprint viewpoint.scale", "5000\n"),
    ])
    func extents(source: String, expected: String) {
        let result = run(source)
        #expect(result.err == "", "\(source)")
        #expect(result.out == expected, "\(source)")
    }

    @Test(arguments: [
        ("print extent((1, 2))", "t.mapscript:1:7: error: 'extent' takes 2 arguments (two corner coordinates), but 1 was given"),
        ("print extent(1, 2)", "t.mapscript:1:14: error: expected a coordinate for argument 1 of 'extent', found a number"),
        ("print viewpoint.extent.depth", "t.mapscript:1:24: error: an extent has no property 'depth'"),
        ("goto extent((1, 1), (1, 1))", "t.mapscript:1:6: error: scale must be a finite number greater than 0, not 0"),
        ("print viewpoint.extent[1]", "t.mapscript:1:7: error: cannot index an extent; use .xmin and .ymin"),
    ])
    func errors(source: String, expected: String) {
        #expect(run(source).firstError == expected, "\(source)")
    }
}
