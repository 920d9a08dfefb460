import ExternalTools
import Foundation
import Testing

/// `export html`'s page in a real browser (`html_page.py`: Playwright driving Debian's
/// Chromium): the bookmark list, the viewpoint text equal to what `where` prints for the same
/// view, keys, wheel and drag, a bookmark's click, the tour played at real speed to its last
/// viewpoint, the screenshot's land and sea, no console error and nothing fetched.
@Suite(.serialized, .needs(.playwright))
struct HTMLPageBrowserTests {
    /// What `html_page.py` reports.
    struct Report: Decodable {
        struct Fills: Decodable { let sea: String; let land: String? }
        struct Pause: Decodable { let at: Double; let held: Bool }
        struct Tour: Decodable { let length: Double; let seconds: Double; let end: String; let clock: String }
        let consoleErrors: [String]
        let requests: [String]
        let bookmarks: [[String]]
        let start: String
        let pixels: [[Int]]
        let fills: Fills
        let plus: String
        let minus: String
        let wheelIn: String
        let dragLeft: String
        let flights: [String]
        let pause: Pause
        let tour: Tour
        let after: String
    }

    /// The session: two bookmarks and a 3-second tour (moves and a wait), then a zoom out (no
    /// tour step), so the page opens elsewhere than the tour ends; `where` for the tour's end,
    /// and after the export for the page's start, one zoom in, and each bookmark.
    static let script = """
        map new basemap topographic
        view size 800 x 600
        bookmark add "Rome" at 41.9,12.5 scale 5000000
        bookmark add "Athens <&>" at 37.98,23.73 scale 2000000
        goto 38,15 scale 10000000
        goto "Rome" duration 1
        wait 0.5
        goto 2 duration 1
        goto 38.123456789,15.987654321 scale 5000000 duration 0.5
        where
        zoom out
        export html "page.html"
        where
        zoom in
        where
        zoom out
        goto 1
        where
        goto 2
        where

        """

    /// The pixel of `latitude`, `longitude` in the page's 800 x 600 map at its start (Web
    /// Mercator as the brief gives it, rotation 0).
    static func pixel(_ latitude: Double, _ longitude: Double) -> (x: Int, y: Int) {
        let radius = 6378137.0, resolution = 10_000_000 * 0.0254 / 96
        func project(_ lat: Double, _ lon: Double) -> (Double, Double) {
            (radius * lon * .pi / 180, radius * log(tan(.pi / 4 + lat * .pi / 360)))
        }
        let center = project(38.123456789, 15.987654321), point = project(latitude, longitude)
        return (Int((400 + (point.0 - center.0) / resolution).rounded()), Int((300 - (point.1 - center.1) / resolution).rounded()))
    }

    static func rgb(_ hex: String) -> [Int] {
        let digits = Array(hex.dropFirst())
        return stride(from: 0, to: 6, by: 2).map { Int(String(digits[$0...$0 + 1]), radix: 16) ?? -1 }
    }

    @Test(.timeLimit(.minutes(2)))
    func thePageWorksInABrowser() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.script.write(to: folder.appendingPathComponent("page.mapscript"), atomically: true, encoding: .utf8)
        let run = try BinaryRunner.run(["page.mapscript"], directory: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count == 5, "where printed: \(lines)")
        let (tourEnd, start, zoomedIn, bookmarks) = (lines[0], lines[1], lines[2], [lines[3], lines[4]])
        #expect(start != tourEnd)

        let land = Self.pixel(42.3, 12.8), sea = Self.pixel(35, 18)  // central Italy; the Ionian Sea
        let browser = try BinaryRunner.run(
            ["python3", BinaryRunner.packageRoot.appendingPathComponent("Tests/mapscriptTests/HTML/html_page.py").path,
             folder.appendingPathComponent("page.html").path, "\(land.x),\(land.y);\(sea.x),\(sea.y)"],
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        try #require(browser.status == 0, "html_page.py failed: \(browser.stderr)")
        let report = try JSONDecoder().decode(Report.self, from: Data(browser.stdout.utf8))

        #expect(report.consoleErrors == [])
        #expect(report.requests == [])
        #expect(report.bookmarks == [["1", "Rome"], ["2", "Athens <&>"]])
        // The page's text is `where`'s, for the start, zoomed in and out by key and wheel.
        #expect(report.start == start)
        #expect(report.plus == zoomedIn)
        #expect(report.minus == start)
        #expect(report.wheelIn == zoomedIn)
        // Dragging the map 100 pixels left moves the centre 100 pixels' worth of metres east.
        let dragged = report.dragLeft.split(separator: " ")[0].split(separator: ",").compactMap { Double($0) }
        let east = 15.987654321 + 100 * (10_000_000 * 0.0254 / 96) / (2 * .pi * 6378137 / 360)
        #expect(dragged.count == 2 && dragged[0] == 38.123457 && abs(dragged[1] - east) < 2e-6, "\(report.dragLeft)")
        // A bookmark's click flies to it.
        #expect(report.flights == bookmarks)
        // The tour: pausing holds the view; played on, it takes its length and ends at its last
        // viewpoint.
        #expect(report.pause.held && report.pause.at > 0.5 && report.pause.at < 2.5, "paused at \(report.pause.at)")
        #expect(report.tour.length == 3)
        #expect(report.tour.seconds >= 2.9 && report.tour.seconds < 6, "played in \(report.tour.seconds) s")
        #expect(report.tour.end == tourEnd && report.after == tourEnd)
        #expect(report.tour.clock == "3.0 / 3.0 s")
        // The screenshot: land where Italy is, sea in the Ionian Sea, in the picture's colours.
        let landFill = try #require(report.fills.land)
        #expect(landFill != report.fills.sea)
        for (found, expected) in zip(report.pixels, [Self.rgb(landFill), Self.rgb(report.fills.sea)]) {
            #expect(zip(found, expected).allSatisfy { abs($0 - $1) <= 6 }, "pixel \(found), expected \(expected)")
        }
    }

    /// As it opens, the page's map looks like `export svg`'s picture of the same view (the
    /// furniture aside: caption, scale bar, north arrow), rotated or not: the page's transform
    /// is the core's `MapFrame`. Compared at a grid of points, allowing for anti-aliased edges.
    @Test(.timeLimit(.minutes(2)), .needs(.rsvg), arguments: [0.0, 60, 200])
    func thePageOpensOnTheSVGPicture(rotation: Double) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = """
            map new basemap topographic
            view size 800 x 600
            bookmark add "Messina" at 38.19,15.55
            goto 38,15 scale 10000000 rotation \(rotation)
            graphic add line 36,10 to 40,20 color red width 3
            export svg "view.svg"
            export html "view.html"

            """
        try script.write(to: folder.appendingPathComponent("view.mapscript"), atomically: true, encoding: .utf8)
        #expect(try BinaryRunner.run(["view.mapscript"], directory: folder).status == 0)
        let svgPNG = folder.appendingPathComponent("svg.png").path, pagePNG = folder.appendingPathComponent("page.png").path
        let tools = URL(fileURLWithPath: "/usr/bin/env")
        #expect(try BinaryRunner.run(["rsvg-convert", "-o", svgPNG, folder.appendingPathComponent("view.svg").path],
                                     executable: tools).status == 0)
        let shot = try BinaryRunner.run(
            ["python3", BinaryRunner.packageRoot.appendingPathComponent("Tests/mapscriptTests/HTML/html_page.py").path, "--shot",
             folder.appendingPathComponent("view.html").path, pagePNG], executable: tools)
        try #require(shot.status == 0, "\(shot.stderr)")
        #expect(shot.stdout == "{\"consoleErrors\": []}\n")
        // A grid clear of the caption (top), the scale bar (bottom left) and the north arrow (top right).
        let points = stride(from: 20, to: 800, by: 30).flatMap { x in stride(from: 50, to: 540, by: 30).map { "\(x),\($0)" } }
        let pixels = BinaryRunner.packageRoot.appendingPathComponent("Tests/MapDrawTests/png_pixels.py").path
        let svg = try BinaryRunner.run(["python3", pixels, svgPNG] + points, executable: tools).stdout.split(separator: "\n")
        let page = try BinaryRunner.run(["python3", pixels, pagePNG] + points, executable: tools).stdout.split(separator: "\n")
        try #require(svg.count == points.count && page.count == points.count)
        let alike = zip(svg, page).filter { a, b in
            zip(a.split(separator: " "), b.split(separator: " ")).allSatisfy { abs((Int($0) ?? 0) - (Int($1) ?? 999)) <= 8 }
        }.count
        // The page's level is drawn for its own zoom, not the view's: its labels, thinning and
        // the rivers and towns shown by their `min_zoom` differ a little (402 to 415 of 442 points
        // alike when measured), where a wrong transform leaves about 255 alike.
        #expect(Double(alike) >= 0.88 * Double(points.count), "\(alike) of \(points.count) pixels alike")
    }

    /// The Yellowstone demo's page stays under 2 MB (docs/pictures.md gives its size).
    @Test func theYellowstonePageIsSmall() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let demo = try String(contentsOf: BinaryRunner.packageRoot.appendingPathComponent("scripts/demo/yellowstone-tour.mapscript"),
                              encoding: .utf8)
        try (demo + "\nexport html \"tour.html\"\n").write(to: folder.appendingPathComponent("tour.mapscript"), atomically: true,
                                                           encoding: .utf8)
        let run = try BinaryRunner.run(["tour.mapscript"], directory: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let size = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("tour.html").path)[.size] as? Int
        let bytes = try #require(size)
        #expect(bytes > 10_000 && bytes < 2_000_000, "\(bytes) bytes")
    }
}
