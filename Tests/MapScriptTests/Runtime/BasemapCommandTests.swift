import MapCore
import Testing

/// `basemap use`, `basemap`, `map new` and `scene new`.
@Suite struct BasemapCommandTests {
    @Test(arguments: [
        ("basemap use imagery", "ArcGIS Imagery"),
        ("basemap use dark-gray", "ArcGIS Dark Gray"),
        ("basemap use streets-night", "ArcGIS Streets Night"),
        (#"basemap use "ArcGIS Streets""#, "ArcGIS Streets"),
        (#"basemap use "imagery""#, "ArcGIS Imagery"),
        (#"let name = "oceans"; basemap use (name)"#, "ArcGIS Oceans"),
        ("basemap use 3", "ArcGIS Streets"),
        ("basemap use 1 + 1", "ArcGIS Imagery Standard"),
        ("basemap use gallery[4]", "ArcGIS Streets Night"),
        (#"basemap use gallery["ArcGIS Nova"]"#, "ArcGIS Nova"),
        // Catalog styles that are not in the gallery can still be used.
        ("basemap use osm-standard", "OSM Standard"),
        // A bare word is a basemap name even when a variable has that name.
        ("let imagery = 3; basemap use imagery", "ArcGIS Imagery"),
        ("basemap use light-gray-base", "ArcGIS Light Gray Base"),
        // A gallery item by its own name.
        (#"gallery add "My Streets" style streets; basemap use "My Streets""#, "My Streets"),
    ])
    func use(source: String, expected: String) {
        let result = run(source + "\nprint basemap.name")
        #expect(result.err == "")
        #expect(result.out == expected + "\n")
        #expect(result.interpreter.session.geoModel.basemap?.name == expected)
    }

    /// Issue 36, 3.3: `basemap styles` lists the 78 styles, one row each, in the SDK's order.
    @Test func stylesListsEveryStyle() {
        let result = run("basemap styles")
        #expect(result.err == "")
        let lines = result.out.split(separator: "\n")
        #expect(lines.count == 1 + 78 + 1)
        #expect(lines.first?.split(separator: " ", omittingEmptySubsequences: true) == ["#", "style", "name", "family"])
        #expect(lines[1].split(separator: " ", omittingEmptySubsequences: true) == ["1", "imagery", "ArcGIS", "Imagery", "ArcGIS"])
        for style in BasemapStyle.allCases {
            let row = lines[style.rawValue + 1].split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            #expect(row.first == String(style.rawValue + 1) && row.dropFirst().first == style.alias)
            #expect(lines[style.rawValue + 1].contains(style.displayName))
            #expect(row.last == (style.family == .open ? "Open" : style.family == .osm ? "(deprecated)" : "ArcGIS"))
        }
        #expect(lines.last?.hasPrefix("78 styles; ") == true)
    }

    @Test func showTheBasemap() {
        #expect(output("basemap") == """
            basemap            ArcGIS Topographic
            style              topographic
            spatial reference  Web Mercator (3857)
            gallery            item 6, ArcGIS Topographic

            """)
        #expect(output("basemap use osm-standard\nbasemap") == """
            basemap            OSM Standard
            style              osm-standard (deprecated)
            spatial reference  Web Mercator (3857)
            gallery            OSM Standard (not in the gallery)

            """)
        #expect(output("map new\nbasemap") == "no basemap (the map has no spatial reference yet)\n")
        #expect(output("scene new\nbasemap") == "no basemap (the scene has no spatial reference yet)\n")
    }

    @Test(arguments: [
        ("basemap use imagry", "t.mapscript:1:13: error: unknown basemap 'imagry'; did you mean 'imagery'?"),
        (#"basemap use "ArcGIS Streetz""#, "t.mapscript:1:13: error: unknown basemap 'ArcGIS Streetz'; did you mean 'ArcGIS Streets'?"),
        ("basemap use zzzzzzzz", "t.mapscript:1:13: error: unknown basemap 'zzzzzzzz'"),
        ("basemap use 99", "t.mapscript:1:13: error: no gallery item 99 (there are 24)"),
        ("basemap use 0", "t.mapscript:1:13: error: no gallery item 0 (there are 24)"),
        ("basemap use 1.5", "t.mapscript:1:13: error: expected a whole number for gallery position, found 1.5"),
        ("basemap use (true)", "t.mapscript:1:13: error: expected a basemap name or gallery position, found a boolean"),
        // A bare word is a basemap name, never a variable.
        ("basemap use true", "t.mapscript:1:13: error: unknown basemap 'true'"),
        ("map new basemap nosuch", "t.mapscript:1:17: error: unknown basemap 'nosuch'"),
        ("scene new basemap imagry", "t.mapscript:1:19: error: unknown basemap 'imagry'; did you mean 'imagery'?"),
        // Issue 36, 3.3: the names people type for a style get the styles they mean.
        ("basemap use osm", "t.mapscript:1:13: error: unknown basemap 'osm'; did you mean 'open-osm-style' or 'osm-standard'?"),
        ("basemap use satellite", "t.mapscript:1:13: error: unknown basemap 'satellite'; did you mean 'imagery' or 'imagery-standard'?"),
        ("basemap use topo", "t.mapscript:1:13: error: unknown basemap 'topo'; did you mean 'topographic' or 'topographic-base'?"),
        ("basemap use gray", "t.mapscript:1:13: error: unknown basemap 'gray'; did you mean 'light-gray' or 'dark-gray'?"),
        ("basemap use Grey", "t.mapscript:1:13: error: unknown basemap 'Grey'; did you mean 'light-gray' or 'dark-gray'?"),
        ("map new basemap aerial", "t.mapscript:1:17: error: unknown basemap 'aerial'; did you mean 'imagery' or 'imagery-standard'?"),
    ])
    func errors(source: String, expected: String) {
        let result = run(source)
        #expect(result.firstError == expected)
        #expect(result.interpreter.session.geoModel.basemap?.name == "ArcGIS Topographic")
    }

    @Test func aMismatchKeepsTheBasemapAndBadgesTheItem() {
        let result = run("""
            basemap use streets
            gallery add "World Imagery (WGS 84)" style imagery wkid 4326
            basemap use "World Imagery (WGS 84)"
            """)
        #expect(result.err == """
            t.mapscript:3:13: error: spatial reference mismatch: basemap 'World Imagery (WGS 84)' is WGS 84 (4326) but the map is Web Mercator (3857)
            basemap use "World Imagery (WGS 84)"
                        ^~~~~~~~~~~~~~~~~~~~~~~~

            """)
        let session = result.interpreter.session
        #expect(session.geoModel.basemap?.name == "ArcGIS Streets")
        #expect(session.gallery.items[24].status == .mismatch(item: .wgs84, geoModel: .webMercator))
    }

    @Test func aLoadFailureKeepsTheBasemap() {
        let result = run("""
            gallery add "Broken" style no-such-style
            basemap use 25
            """)
        #expect(result.firstError == "t.mapscript:2:13: error: basemap 'Broken' failed to load: unknown basemap style 'no-such-style'")
        #expect(result.interpreter.session.geoModel.basemap?.name == "ArcGIS Topographic")
        #expect(result.interpreter.session.gallery.items[24].status.isWarning)
    }

    @Test func aNewMapTakesItsSpatialReferenceFromItsFirstBasemap() {
        let result = run("""
            map new
            gallery add "World Imagery (WGS 84)" style imagery wkid 4326
            basemap use "World Imagery (WGS 84)"
            print map.wkid, basemap.wkid, basemap.name
            basemap use imagery
            """)
        #expect(result.out == "4326 4326 World Imagery (WGS 84)\n")
        #expect(result.firstError == "t.mapscript:5:13: error: spatial reference mismatch: basemap 'ArcGIS Imagery' is Web Mercator (3857) but the map is WGS 84 (4326)")
    }

    @Test(arguments: [
        ("map new", "map no basemap 0"),
        ("map new basemap topographic", "map ArcGIS Topographic 0"),
        ("scene new", "scene no basemap 0"),
        ("scene new basemap imagery", "scene ArcGIS Imagery 0"),
        (#"scene new basemap "ArcGIS Streets""#, "scene ArcGIS Streets 0"),
        ("map new basemap osm-standard", "map OSM Standard 0"),
    ])
    func newGeoModel(source: String, expected: String) {
        // Bookmarks are cleared and the view goes back to the world.
        let result = run("""
            bookmark add "A" at 1,2 scale 5
            goto 1
            \(source)
            print map.kind, basemap, bookmarks.count
            where
            """)
        #expect(result.err == "")
        #expect(result.out == expected + "\n0,0 1:591,657,528 rotation 0\n")
    }

    @Test func aNewSessionIsTheIssuesDefault() {
        let result = run("""
            print map.kind, basemap.name, basemap.wkid, gallery.count, gallery.style, bookmarks.count
            print viewpoint.lat, viewpoint.lon, viewpoint.scale, viewpoint.rotation
            print view.width, view.height, clock, graphics.count
            """)
        #expect(result.out == """
            map ArcGIS Topographic 3857 24 automatic 0
            0 0 591657527.591555 0
            800 600 0 0

            """)
    }
}
