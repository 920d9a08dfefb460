import MapCore
import Testing

/// `gallery`, `gallery style|add|remove|reset|load`.
@Suite struct GalleryCommandTests {
    /// Commands that leave the first four default items.
    static let firstFour = "view size 500 x 400\n" + String(repeating: "gallery remove 5\n", count: 20)

    @Test func automaticIsAGridWhenWide() {
        let text = output("gallery")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "basemap gallery: 24 items from the ArcGIS developer basemaps, automatic layout (grid), 2 columns at 800 px")
        #expect(lines[1] == "current: item 6, ArcGIS Topographic")
        #expect(lines[2] == "   1  ArcGIS Imagery                  2  ArcGIS Imagery Standard")
        #expect(lines[4] == "   5  ArcGIS Streets Relief        *  6  ArcGIS Topographic")
        #expect(lines[7] == "  11  ArcGIS Oceans                  12  ArcGIS Terrain")
        #expect(lines[13] == "  23  ArcGIS Human Geography Dark    24  ArcGIS Outdoor")
        #expect(lines[14] == "* current basemap   ! could not be used")
        #expect(lines.count == 16)
    }

    @Test func automaticIsAListWhenNarrow() {
        #expect(output(Self.firstFour + "gallery") == """
            basemap gallery: 4 items from a custom list, automatic layout (list), 1 column at 500 px
            current: ArcGIS Topographic (not in the gallery)
              #  name                     description
              1  ArcGIS Imagery           Satellite and aerial imagery of the world, with reference labels
              2  ArcGIS Imagery Standard  Satellite and aerial imagery of the world, without labels
              3  ArcGIS Streets           A detailed street map
              4  ArcGIS Streets Night     A street map in a dark, night-time palette
            * current basemap   ! could not be used

            """)
    }

    @Test func aListOfTenOrMoreAlignsTheNumbers() {
        let lines = output("gallery style list\ngallery").split(separator: "\n")
        #expect(lines[2] == "   #  name                         description")
        #expect(lines[8] == "*  6  ArcGIS Topographic           A topographic map of elevation, water, roads and landmarks")
        #expect(lines[13] == "  11  ArcGIS Oceans                Ocean floor relief with marine names")
    }

    @Test(arguments: [
        // grid columns = max(1, floor(width / 300)).
        ("gallery style grid width 1000", "grid layout, 3 columns at 1000 px", 3),
        ("gallery style grid width 900", "grid layout, 3 columns at 900 px", 3),
        ("gallery style grid width 899", "grid layout, 2 columns at 899 px", 2),
        ("gallery style grid width 250", "grid layout, 1 column at 250 px", 1),
        ("gallery style grid", "grid layout, 2 columns at 800 px", 2),
        ("view size 1500 x 500; gallery style grid", "grid layout, 5 columns at 1500 px", 5),
        ("gallery style list width 2000", "list layout, 1 column at 2000 px", 1),
        ("gallery style automatic width 600", "automatic layout (grid), 2 columns at 600 px", 2),
        ("gallery style automatic width 599", "automatic layout (list), 1 column at 599 px", 1),
        ("gallery style automatic width 1200", "automatic layout (grid), 4 columns at 1200 px", 4),
        ("view size 400 x 300", "automatic layout (list), 1 column at 400 px", 1),
    ])
    func layoutAndColumns(source: String, heading: String, columns: Int) {
        let result = run(source + "\ngallery\nprint gallery.columns")
        #expect(result.err == "")
        let lines = result.out.split(separator: "\n")
        #expect(String(lines[0]) == "basemap gallery: 24 items from the ArcGIS developer basemaps, " + heading)
        #expect(String(lines[lines.count - 1]) == String(columns))
        // Every item row holds `columns` items, the last row possibly fewer; a list has a header row.
        let isList = heading.contains("list")
        let itemRows = lines.count - 4 - (isList ? 1 : 0)
        #expect(itemRows == (24 + columns - 1) / columns)
    }

    @Test func gridWithProblemsAndABasemapNotInTheGallery() {
        let result = run(Self.firstFour + """
            gallery add "W" style imagery wkid 4326 description "Imagery in degrees"
            gallery add "Broken" style no-such-style
            basemap use osm-standard
            basemap use "W"
            basemap use "Broken"
            gallery style grid width 700
            gallery
            gallery style list
            gallery
            """, keepGoing: true)
        #expect(result.errorHeaders.count == 2)
        #expect(result.out == """
            basemap gallery: 6 items from a custom list, grid layout, 2 columns at 700 px
            current: OSM Standard (not in the gallery)
              1  ArcGIS Imagery             2  ArcGIS Imagery Standard
              3  ArcGIS Streets             4  ArcGIS Streets Night
            ! 5  W                        ! 6  Broken
            ! 5  W: spatial reference mismatch: WGS 84 (4326), the map is Web Mercator (3857)
            ! 6  Broken: failed to load: unknown basemap style 'no-such-style'
            * current basemap   ! could not be used
            basemap gallery: 6 items from a custom list, list layout, 1 column at 700 px
            current: OSM Standard (not in the gallery)
              #  name                     description
              1  ArcGIS Imagery           Satellite and aerial imagery of the world, with reference labels
              2  ArcGIS Imagery Standard  Satellite and aerial imagery of the world, without labels
              3  ArcGIS Streets           A detailed street map
              4  ArcGIS Streets Night     A street map in a dark, night-time palette
            ! 5  W                        spatial reference mismatch: WGS 84 (4326), the map is Web Mercator (3857)
            ! 6  Broken                   failed to load: unknown basemap style 'no-such-style'
            * current basemap   ! could not be used

            """)
    }

    @Test func anEmptyGallery() {
        let source = String(repeating: "gallery remove 1\n", count: 24) + "gallery\nprint gallery.count"
        #expect(output(source) == """
            basemap gallery: 0 items from a custom list, automatic layout (grid), 2 columns at 800 px
            current: ArcGIS Topographic (not in the gallery)
            the gallery is empty
            0

            """)
    }

    @Test func addRemoveReset() {
        let result = run("""
            gallery add "World Imagery (WGS 84)" style imagery wkid 4326 description "In degrees" thumbnail "t.png"
            print gallery.count, gallery[25].name, gallery[25].wkid, gallery[25].description, gallery[25].thumbnail, gallery[25].style, gallery[25].status
            gallery add "Plain" style "dark-gray"
            print gallery[26].description, gallery[26].wkid, gallery[26].thumbnail == ""
            gallery remove 1
            gallery remove "ArcGIS Streets"
            gallery remove gallery["Plain"]
            print gallery.count, gallery[1].name
            gallery reset
            print gallery.count, gallery[1].name
            """)
        #expect(result.err == "")
        #expect(result.out == """
            25 World Imagery (WGS 84) 4326 In degrees t.png imagery not loaded
            A dark gray canvas that lets thematic data stand out 3857 true
            23 ArcGIS Imagery Standard
            24 ArcGIS Imagery

            """)
    }

    @Test func resetKeepsTheLayout() {
        #expect(output("gallery style list\ngallery add \"x\" style imagery\ngallery reset\nprint gallery.style, gallery.count") == "list 24\n")
    }

    @Test(arguments: [
        ("gallery remove 99", "t.mapscript:1:16: error: no gallery item 99 (there are 24)"),
        (#"gallery remove "Nope""#, "t.mapscript:1:16: error: no gallery item named 'Nope'"),
        (#"gallery remove "ArcGIS Streetz""#, "t.mapscript:1:16: error: no gallery item named 'ArcGIS Streetz'; did you mean 'ArcGIS Streets'?"),
        ("gallery remove true", "t.mapscript:1:16: error: expected a gallery position or name, found a boolean"),
        (#"gallery add "" style imagery"#, "t.mapscript:1:13: error: gallery item names cannot be empty"),
        (#"gallery add 5 style imagery"#, "t.mapscript:1:13: error: expected a string for gallery item name, found a number"),
        (#"gallery add "x" style imagery wkid 0"#, "t.mapscript:1:36: error: wkid must be a positive whole number, not 0"),
        (#"gallery add "x" style imagery wkid 1.5"#, "t.mapscript:1:36: error: expected a whole number for wkid, found 1.5"),
        (#"gallery add "x" style 5"#, "t.mapscript:1:23: error: expected a string for basemap style, found a number"),
        (#"gallery add "x" style imagery description 5"#, "t.mapscript:1:43: error: expected a string for description, found a number"),
        (#"gallery add "x" style imagery thumbnail 5"#, "t.mapscript:1:41: error: expected a string for thumbnail, found a number"),
        ("gallery style grid width 0", "t.mapscript:1:26: error: gallery width must be at least 1, not 0"),
        (#"gallery style grid width "x""#, "t.mapscript:1:26: error: expected a number for gallery width, found a string"),
        ("print gallery[25]", "t.mapscript:1:15: error: no gallery item 25 (there are 24)"),
        (#"print gallery["Nope"]"#, "t.mapscript:1:15: error: no gallery item named 'Nope'"),
        ("print gallery[true]", "t.mapscript:1:15: error: expected a gallery position or name, found a boolean"),
        (String(repeating: "gallery remove 1\n", count: 24) + "basemap use 1", "t.mapscript:25:13: error: the basemap gallery is empty"),
    ])
    func errors(source: String, expected: String) {
        let result = run(source)
        #expect(result.firstError == expected)
        #expect(result.outcome.ending == .stopped)
    }

    @Test func theGalleryProperties() {
        #expect(output("print gallery.count, gallery.style, gallery.width, gallery.columns, gallery.current") == "24 automatic 800 2 6\n")
        #expect(output("basemap use osm-standard\nprint gallery.current") == "0\n")
        #expect(output("basemap use imagery\nprint gallery.current, gallery[1].status") == "1 loaded\n")
    }
}
