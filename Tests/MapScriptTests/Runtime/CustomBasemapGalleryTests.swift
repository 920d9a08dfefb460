import MapCore
import MapFormats
import Testing

/// A web map's custom basemap is an item of the basemap gallery: listed and marked current,
/// chosen again by its title or position after a style, kept by session files (byte for byte),
/// and written back unchanged by `export webmap` while it is the basemap.
@Suite struct CustomBasemapGalleryTests {
    /// A web map whose basemap matches no style.
    static let map = #"{"version":"2.30","baseMap":{"title":"My Basemap","baseMapLayers":[{"id":"b","layerType":"WebTiledLayer","templateUrl":"https://t/{level}/{col}/{row}.png"}]}}"#
    /// Another one with the same title and other layers.
    static let other = #"{"version":"2.30","baseMap":{"title":"My Basemap","baseMapLayers":[{"id":"c","layerType":"WebTiledLayer","templateUrl":"https://u/{level}/{col}/{row}.png"}]}}"#

    /// Runs `script` after `import webmap "m.json"` in a folder that holds both web maps.
    static func run(_ script: String, in body: (RunResult, String) -> Void) {
        withFolder(["m.json": map, "other.json": other, "t.mapscript": "import webmap \"m.json\"\n" + script + "\n"]) { folder in
            body(runFile(folder + "/t.mapscript"), folder)
        }
    }

    @Test(arguments: [
        // Imported: the 25th item (after the 24 developer basemaps), current.
        ("print gallery.count, gallery.current, basemap.name", "25 25 My Basemap\n"),
        // To a style and back by its title.
        ("basemap use topographic\nprint gallery.current, basemap.name\nbasemap use \"My Basemap\"\nprint gallery.current, basemap.name",
         "6 ArcGIS Topographic\n25 My Basemap\n"),
        // ... or by its position.
        ("basemap use topographic\nbasemap use 25\nprint gallery.current, basemap.name", "25 My Basemap\n"),
        // The same web map again: the same item.
        ("basemap use imagery\nimport webmap \"m.json\"\nprint gallery.count, gallery.current", "25 25\n"),
        // Another custom basemap with the same title: a second item, named apart.
        ("import webmap \"other.json\"\nprint gallery.count, gallery.current, basemap.name\nbasemap use \"My Basemap\"\nprint gallery.current",
         "26 26 My Basemap (2)\n25\n"),
        // Removed from the gallery, it is still the basemap, and no longer in the gallery.
        ("gallery remove 25\nprint gallery.count, gallery.current, basemap.name", "24 0 My Basemap\n"),
    ])
    func theCustomBasemapIsAGalleryItem(script: String, expected: String) {
        Self.run(script) { result, _ in
            #expect(result.err == "")
            #expect(result.out == expected)
        }
    }

    @Test func theGalleryListsAndMarksIt() {
        Self.run("gallery style list\ngallery") { result, _ in
            #expect(result.err == "")
            let line = result.out.split(separator: "\n").first { $0.contains("25  My Basemap") }.map(String.init) ?? ""
            #expect(line.hasPrefix("* 25  My Basemap"), "\(result.out)")
            // Its one layer is a tiled map service: drawn from it with --online.
            #expect(line.contains("custom basemap from a web map: 1 layer, kept as they came, drawn from its tile service with --online"), "\(line)")
            #expect(result.out.contains("current: item 25, My Basemap\n"), "\(result.out)")
        }
    }

    /// `export webmap` writes the web map's `baseMap` back as it came when the custom item is
    /// chosen again after a style, and the style's while the style is current.
    @Test func chosenAgainItIsExportedUnchanged() {
        Self.run("basemap use topographic\nexport webmap \"a.json\"\nbasemap use \"My Basemap\"\nexport webmap \"b.json\"") { result, folder in
            #expect(result.err == "")
            let original = try? JSONParser().parse(Array(Self.map.utf8))["baseMap"]
            let a = readFile(folder + "/a.json").flatMap { try? JSONParser().parse(Array($0.utf8))["baseMap"] }
            let b = readFile(folder + "/b.json").flatMap { try? JSONParser().parse(Array($0.utf8))["baseMap"] }
            #expect(original != nil && b == original)
            #expect(a?["title"]?.stringValue == "ArcGIS Topographic")
        }
    }

    @Test(arguments: ["", "basemap use topographic"])
    func sessionFilesKeepItByteForByte(before: String) {
        Self.run(before + "\nsave \"a.json\"\nmap new\nload \"a.json\"\nsave \"b.json\"\nprint gallery.count, gallery.current\nbasemap use 25\nprint basemap.name") { result, folder in
            #expect(result.err == "")
            #expect(result.out == (before.isEmpty ? "25 25\n" : "25 6\n") + "My Basemap\n")
            let a = readFile(folder + "/a.json"), b = readFile(folder + "/b.json")
            #expect(a != nil && a == b)
            #expect(a?.contains(#"{"name":"My Basemap","style":"","#) == true)
        }
    }
}
