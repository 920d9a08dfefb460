import Foundation
import MapCore
import MapFiles
import MapFormats
import Testing

@Suite struct SessionFileTests {
    @Test func fixtureReadsAndWritesBackByteForByte() throws {
        let file = try SessionFile.read(Array(sessionFixture.utf8))
        #expect(file.galleryWidth == 900)
        #expect(file.session.geoModel.bookmarks.count == 2)
        #expect(file.session.gallery.items[1].status == .mismatch(item: .wgs84, geoModel: .webMercator))
        #expect(file.session.gallery.items[2].style == nil)
        #expect(String(decoding: try file.bytes(), as: UTF8.self) == sessionFixture)
    }

    @Test(arguments: [0, 1, 2, 3]) func roundTripIsByteIdentical(variant: Int) throws {
        var session = try sampleSession()
        if variant == 1 { session = Session() }
        if variant == 3 { session = try sessionWithEverything() }
        if variant == 2 {
            // A scene with an initial viewpoint, as only a session file gives one.
            var scene = GeoModel(kind: .scene)
            scene.initialViewpoint = try Viewpoint(latitude: -1e-7, longitude: 179.5, scale: 0.1, rotation: 359.5)
            session = Session(geoModel: scene, gallery: session.gallery, view: session.view, viewpoint: .world,
                              clock: session.clock)
            try session.setGalleryStyle(.list)
            try session.replaceGalleryItems([BasemapGalleryItem(styleName: "nope", name: "X")], origin: .portal("https://p"))
        }
        let first = try SessionFile(session: session, galleryWidth: variant == 0 ? 640 : nil).bytes()
        let read = try SessionFile.read(first)
        #expect(read.session == session)
        let second = try read.bytes()
        #expect(first == second)
    }

    @Test func saveLoadThroughTheFileSystem() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/s.json"
            let file = SessionFile(session: try sampleSession())
            try file.save(to: path)
            let loaded = try SessionFile.load(from: path)
            #expect(loaded == file)
            #expect(throws: MapFileReadError.self) { try SessionFile.load(from: folder + "/missing.json") }
        }
    }

    @Test func aFailedWriteSaysWhyAndLeavesTheOldFile() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/s.json"
            try writeFile(path, Array("old".utf8))
            // A folder that does not exist, and a "folder" that is a file.
            for bad in [folder + "/missing/s.json", path + "/s.json"] {
                do throws(MapFileWriteError) {
                    try SessionFile(session: Session()).save(to: bad)
                    Issue.record("writing \(bad) should fail")
                } catch {
                    #expect(error.description.hasPrefix("cannot write '\(bad)': "))
                }
            }
            // A folder without write permission (root writes anywhere, so only as another user).
            if geteuid() != 0 {
                try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
                defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder) }
                #expect(throws: MapFileWriteError.self) { try SessionFile(session: Session()).save(to: path) }
            }
            #expect(try readFile(path) == "old")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder)
            #expect(leftovers == ["s.json"])
        }
    }

    static let badFiles: [BadSessionFile] = [
        BadSessionFile("{\n  \"format\"", "[\n  \"format\"", "2:11: expected ',' or ']' after an array element, found ':'"),
        BadSessionFile("\"mapscript-session\"", "\"mapscript-sessions\"", "2:13: format: not a MapScript session file: expected 'mapscript-session', found 'mapscript-sessions'"),
        BadSessionFile("  \"format\": \"mapscript-session\",\n", "", "1:1: missing required key 'format'"),
        BadSessionFile("\"version\": 1", "\"version\": 2", "3:14: version: unsupported session file version 2 (this MapScript reads version 1)"),
        BadSessionFile("\"version\": 1", "\"version\": \"1\"", "3:14: version: expected a number, found a string"),
        BadSessionFile("\"kind\": \"map\"", "\"kind\": \"mapp\"", "4:11: kind: unknown value 'mapp': expected 'map' or 'scene'"),
        BadSessionFile("\"kind\"", "\"kinds\"", "4:3: unknown key 'kinds'; did you mean 'kind'?"),
        BadSessionFile("\"wkid\": 102100,", "\"wkid\": -1,", "5:11: wkid: wkid must be a positive whole number, not -1"),
        BadSessionFile("\"style\":\"imagery\",\"wkid\":102100}", "\"style\":\"imagry\",\"wkid\":102100}", "6:47: basemap.style: unknown basemap style 'imagry'; did you mean 'imagery'?"),
        BadSessionFile("\"style\":\"imagery\",\"wkid\":102100}", "\"style\":\"imagery\",\"wkid\":4326}", "6:14: basemap: spatial reference mismatch: basemap 'ArcGIS Imagery' is WGS 84 (4326) but the map is Web Mercator (3857)"),
        BadSessionFile("\"galleryItem\": 1", "\"galleryItem\": 0", "7:18: galleryItem: expected a gallery position (1 or more), found 0"),
        BadSessionFile("\"origin\": \"custom\"", "\"origin\": \"portal\"", "9:14: gallery: missing required key 'portal'"),
        BadSessionFile("\"layout\": \"grid\"", "\"layout\": \"list\"", "12:18: gallery.itemWidth: 'itemWidth' is only allowed with layout 'grid'"),
        BadSessionFile("\"width\": 900", "\"width\": 0", "13:14: gallery.width: gallery width must be a finite number greater than 0, not 0"),
        BadSessionFile("{\"name\":\"Broken\",", "{\"name\":\" \",", "17:15: gallery.items[2].name: expected a non-empty string"),
        BadSessionFile("\"status\":\"failed\"", "\"status\":\"broken\"", "17:57: gallery.items[2].status: unknown value 'broken': expected 'loaded', 'failed' or 'mismatch'"),
        BadSessionFile("{\"width\":1024,", "{\"width\":0,", "20:11: view: view width 0 is out of range [1, 100000]"),
        BadSessionFile("\"viewpoint\": {\"latitude\":44.525,", "\"viewpoint\": {\"latitude\":91,", "21:28: viewpoint.latitude: latitude 91 is out of range [-90, 90]"),
        BadSessionFile("\"clock\": 7", "\"clock\": -7", "22:12: clock: clock must be a finite number of seconds, at least 0, not -7"),
        BadSessionFile("\"scale\":12000", "\"scale\":0", "25:77: bookmarks[1].scale: scale must be a finite number greater than 0, not 0"),
        BadSessionFile("\"Old Faithful\"", "\"Grand Prismatic Spring\"", "25:13: bookmarks[1].name: a bookmark named 'Grand Prismatic Spring' already exists"),
        BadSessionFile("\"Old Faithful\"", "\" Old Faithful\"", "25:13: bookmarks[1].name: bookmark names cannot have leading or trailing whitespace"),
        BadSessionFile("\"rotation\":45", "\"rotation\":360", "25:94: bookmarks[1].rotation: rotation 360 is out of range [0, 360)"),
        BadSessionFile("\"longitude\":-110.8281", "\"longitude\":\"west\"", "25:59: bookmarks[1].longitude: expected a number, found a string"),
        BadSessionFile("{\"name\":\"Old Faithful\",\"latitude\":44.4605,", "{\"name\":\"Old Faithful\",", "25:5: bookmarks[1]: missing required key 'latitude'"),
        BadSessionFile("\"step\":\"wait\",\"duration\":4", "\"step\":\"wait\",\"duration\":-4", "29:31: tour[1].duration: time must be a finite number of seconds, at least 0, not -4"),
        BadSessionFile("\"step\":\"wait\",\"duration\":4", "\"step\":\"pause\",\"duration\":4", "29:13: tour[1].step: unknown value 'pause': expected 'goto' or 'wait'"),
        BadSessionFile("\"step\":\"wait\",\"duration\":4", "\"step\":\"wait\",\"duration\":4,\"scale\":1", "29:33: tour[1]: unknown key 'scale'"),
        BadSessionFile("\"tour\": [", "\"tour\": {", "28:5: expected a string key, found '{'"),
        BadSessionFile("\"clock\": 7", "\"clock\": null", "22:12: clock: expected a number, found null"),
        BadSessionFile("\"kind\":\"point\"", "\"kind\":\"dot\"", "32:13: graphics[0].kind: unknown value 'dot': expected 'point', 'line' or 'polygon'"),
        BadSessionFile("[[44.4,-110.9],[44.6,-110.9],[44.6,-110.6],[44.4,-110.6]]", "[[44.4,-110.9],[44.6,-110.6],[44.6,-110.9],[44.4,-110.6]]", "34:32: graphics[2].points: the polygon crosses itself: edges 1-2 and 3-4 cross"),
        BadSessionFile("[[44.46,-110.83],[44.52,-110.84]]", "[[44.46,-110.83]]", "33:29: graphics[1].points: a line needs at least 2 vertices, not 1"),
        BadSessionFile("\"color\":\"steelblue\"", "\"color\":\"steelblu\"", "33:71: graphics[1].color: unknown colour 'steelblu'; did you mean 'steelblue'?"),
        BadSessionFile("[[44.4605,-110.8281]]", "[[91,-110.8281]]", "32:31: graphics[0].points[0]: latitude 91 is out of range [-90, 90]"),
        BadSessionFile("[[44.4605,-110.8281]]", "[[44.4605]]", "32:31: graphics[0].points[0]: expected a [latitude, longitude] pair, found an array of 1"),
        BadSessionFile("\"shape\":\"circle\"", "\"shape\":\"star\"", "32:83: graphics[0].shape: unknown value 'star': expected 'circle', 'square', 'triangle', 'cross', 'diamond' or 'x'"),
        BadSessionFile("\"label\":\"Basin\"", "\"label\":\"Old Faithful\"", "34:5: graphics[2]: a graphic labelled 'Old Faithful' already exists"),
        BadSessionFile("\"autoPan\": \"recenter\"", "\"autoPan\": \"follow\"", "38:16: location.autoPan: unknown value 'follow': expected 'off', 'recenter', 'navigation' or 'compassNavigation'"),
        BadSessionFile("\"speed\":12", "\"speed\":-12", "39:12: location.fix: speed must be a finite number of metres per second, at least 0, not -12"),
        BadSessionFile("\"trackIndex\": 0", "\"trackIndex\": 3", "41:19: location.trackIndex: expected a fix index of the track (0 to 0), found 3"),
        BadSessionFile("\"camera\": null", "\"camera\": {\"latitude\":44,\"longitude\":-110,\"altitude\":1000,\"heading\":0,\"pitch\":0,\"roll\":0}", "44:13: camera: the camera needs a scene: this is a map (use 'scene new')"),
    ]

    @Test(arguments: badFiles) func badFileIsOneErrorWithPositionAndPath(bad: BadSessionFile) throws {
        #expect(sessionFixture.contains(bad.find), "the fixture must contain the text to replace")
        let text = sessionFixture.replacingOccurrences(of: bad.find, with: bad.replace)
        do throws(MapFileError) {
            let file = try SessionFile.read(Array(text.utf8))
            Issue.record("read a bad file: \(file.session.geoModel.bookmarks.count) bookmarks")
        } catch {
            #expect(error.description == bad.expected)
        }
    }

    @Test func badFileErrorsAreAllDifferent() {
        let expected = Self.badFiles.map(\.expected)
        #expect(Set(expected).count == expected.count)
    }
}

@Suite struct SessionFileReadmeTests {
    /// The example session file of docs/files.md.
    func readmeExample() throws -> String {
        let readme = try readFile(URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/files.md").path)
        let section = try #require(readme.components(separatedBy: "# Session files and exports").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```json\n").dropFirst().first)
        return try #require(block.components(separatedBy: "```").first)
    }

    @Test func theExampleReadsAndItsErrorIsTheOneQuoted() throws {
        let example = try readmeExample()
        let file = try SessionFile.read(Array(example.utf8))
        #expect(file.session.geoModel.bookmarks.count == 1)
        let bad = example.replacingOccurrences(of: "\"scale\":6000,\"rotation\":0}\n  ]", with: "\"scale\":0,\"rotation\":0}\n  ]")
        #expect(throws: MapFileError.self) { try SessionFile.read(Array(bad.utf8)) }
        do throws(MapFileError) {
            _ = try SessionFile.read(Array(bad.utf8))
        } catch {
            #expect(error.description == "23:85: bookmarks[0].scale: scale must be a finite number greater than 0, not 0")
        }
    }
}
