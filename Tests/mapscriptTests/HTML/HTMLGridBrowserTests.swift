import ExternalTools
import Foundation
import Testing

/// A page of a map in its own spatial reference (`export html` of a `map new wkid N` map) in
/// a real browser (`html_grid.py`), against pyproj: the text at load and after each bookmark's
/// flight, and after a zoom in and out, is what `where` prints; a red point graphic is drawn where pyproj puts it, at load and
/// after the first bookmark's flight; after each pan and zoom, the text's latitude and longitude
/// are within `tolerance` metres of pyproj's inverse of the view's centre (docs/pictures.md gives
/// the accuracy); nothing is fetched and nothing fails.
struct GridPage: Sendable, CustomTestStringConvertible {
    /// What the case is.
    var name: String
    /// The EPSG code of the map.
    var epsg: Int
    /// The start: its centre (`lat,lon`) and scale.
    var centre: String, scale: Double
    /// The two bookmarks: `lat,lon scale`; the red marker shows in the first one's view.
    var bookmarks: [(at: String, scale: Double)]
    /// The red point graphic's place, `lat,lon`.
    var marker: String
    /// The most metres the text may be from pyproj's inverse after the moves (the lattice's
    /// accuracy at the levels the moves reach, plus the text's rounding to 6 decimals).
    var tolerance: Double

    var testDescription: String { name }
}

/// What `html_grid.py` reports.
struct GridPageReport: Decodable {
    struct Flight: Decodable { let text: String; let marker: [Double] }
    let consoleErrors: [String]
    let requests: [String]
    let start: String
    let marker: [Double]
    let flights: [Flight]
    let steps: [String]
}

@Suite(.serialized, .needs(.playwright, .pyproj, .gdal))
struct HTMLGridBrowserTests {
    static let grid = BinaryRunner.packageRoot.appendingPathComponent("Tests/mapscriptTests/Grid")
    static let tools = URL(fileURLWithPath: "/usr/bin/env")

    static let cases = [
        // The moves stay over Great Britain: east of about 2°E offshore, PROJ's own inverse
        // jumps by some 130 m (from OSGB36's Helmert transformation to a ballpark one).
        GridPage(name: "British National Grid, London", epsg: 27700, centre: "51.5074,-0.1278", scale: 2_000_000,
                 bookmarks: [("51.752,-1.2577", 500_000), ("55.9533,-3.1883", 2_000_000)], marker: "51.75,-1.25",
                 tolerance: 0.5),
        GridPage(name: "polar stereographic north", epsg: 3413, centre: "80,0", scale: 30_000_000,
                 bookmarks: [("72,-40", 10_000_000), ("82.5,-62.3", 10_000_000)], marker: "75,-40", tolerance: 200),
    ]

    /// The moves made from the start: keys (arrows pan by half the view, + and - zoom by 2)
    /// and drags of the map by pixels.
    static let steps = ["key:+", "key:-", "key:ArrowLeft", "drag:137,-59", "key:+", "drag:-211,83", "key:-", "key:-", "key:-", "drag:30,-20",
                        "key:ArrowUp", "key:+", "key:+", "key:+", "drag:-50,60"]

    /// The view's centre after each of `steps`, metres east and north of the start's in the
    /// plane, and its scale.
    static func centres(from scale: Double) -> [(dx: Double, dy: Double, scale: Double)] {
        var (dx, dy, scale) = (0.0, 0.0, scale)
        return steps.map { step in
            let resolution = scale * 0.0254 / 96
            let value = step.split(separator: ":", maxSplits: 1)[1]
            switch value {
            case "ArrowLeft": dx -= 400 * resolution
            case "ArrowUp": dy += 300 * resolution
            case "+": scale /= 2
            case "-": scale *= 2
            default:  // dragging the map by (x, y) pixels moves the centre the other way
                let pixels = value.split(separator: ",").compactMap { Double($0) }
                dx -= pixels[0] * resolution
                dy += pixels[1] * resolution
            }
            return (dx, dy, scale)
        }
    }

    /// Runs `arguments` with /usr/bin/env; its standard output.
    func tool(_ arguments: [String]) throws -> String {
        let run = try BinaryRunner.run(arguments, executable: Self.tools)
        try #require(run.status == 0, "\(arguments.prefix(2)): \(run.stderr)")
        return run.stdout
    }

    /// pyproj's pixel of `point` in an 800 x 600 view centred on `centre` at `scale`.
    func pixel(_ page: GridPage, _ point: String, centre: String, scale: Double) throws -> (x: Double, y: Double) {
        let lines = try tool(["python3", Self.grid.appendingPathComponent("grid_points.py").path, "\(page.epsg)", centre,
                              "\(scale)", "800", "600", point]).split(separator: "\n")
        let values = lines[0].split(separator: " ").compactMap { Double($0) }
        return (values[0], values[1])
    }

    /// The latitude and longitude that a view's text gives.
    static func degrees(_ text: String) -> (latitude: Double, longitude: Double)? {
        let parts = text.split(separator: " ").first?.split(separator: ",").compactMap { Double($0) } ?? []
        return parts.count == 2 ? (parts[0], parts[1]) : nil
    }

    @Test(.timeLimit(.minutes(3)), arguments: cases)
    func thePageMovesInTheGrid(_ page: GridPage) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-html-grid-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = """
            map new wkid \(page.epsg)
            view size 800 x 600
            bookmark add "One" at \(page.bookmarks[0].at) scale \(page.bookmarks[0].scale)
            bookmark add "Two" at \(page.bookmarks[1].at) scale \(page.bookmarks[1].scale)
            goto \(page.centre) scale \(page.scale)
            graphic add point \(page.marker) color "#ff0000" size 10
            export html "grid.html"
            where
            goto 1
            where
            goto 2
            where
            """
        let run = try BinaryRunner.run(["-e", script], directory: folder)
        try #require(run.status == 0, "\(run.stderr)")
        let wheres = run.stdout.split(separator: "\n").map(String.init)
        try #require(wheres.count == 3, "where printed: \(wheres)")

        let output = try tool(["python3", BinaryRunner.packageRoot.appendingPathComponent("Tests/mapscriptTests/HTML/html_grid.py").path,
                               folder.appendingPathComponent("grid.html").path, "ff0000"] + Self.steps)
        let report = try JSONDecoder().decode(GridPageReport.self, from: Data(output.utf8))
        #expect(report.consoleErrors == [])
        #expect(report.requests == [])

        // The text at the places Swift wrote is `where`'s, to the last digit.
        #expect(report.start == wheres[0])
        #expect(report.flights.map(\.text) == [wheres[1], wheres[2]])
        // Zoomed in and out about the start, the centre has not moved: the start's text again.
        #expect(report.steps[1] == wheres[0])

        // The red marker where pyproj puts it (a pixel's centroid is half a pixel past its index).
        let atStart = try pixel(page, page.marker, centre: page.centre, scale: page.scale)
        let inFirst = try pixel(page, page.marker, centre: page.bookmarks[0].at, scale: page.bookmarks[0].scale)
        for (found, expected) in [(report.marker, atStart), (report.flights[0].marker, inFirst)] {
            try #require(found.count == 3 && found[2] > 20, "no red marker: \(found)")
            #expect(hypot(found[0] + 0.5 - expected.x, found[1] + 0.5 - expected.y) <= 1.5, "marker at \(found), pyproj says \(expected)")
        }

        // After each move, the text within the tolerance of pyproj's inverse of the centre.
        let centres = Self.centres(from: page.scale)
        let inverse = try tool(["python3", Self.grid.appendingPathComponent("grid_inverse.py").path, "\(page.epsg)", page.centre]
                               + centres.map { "\($0.dx),\($0.dy)" }).split(separator: "\n")
        try #require(inverse.count == centres.count && report.steps.count == centres.count)
        for (index, (text, expected)) in zip(report.steps, inverse).enumerated() {
            let values = expected.split(separator: " ").compactMap { Double($0) }
            let found = try #require(Self.degrees(text), "step \(index): \(text)")
            #expect(text.hasSuffix(" rotation 0"))
            let metres = hypot((found.latitude - values[0]) * 111_320,
                               (found.longitude - values[1]) * 111_320 * cos(values[0] * .pi / 180))
            #expect(metres <= page.tolerance, "step \(index) \(Self.steps[index]): \(text), pyproj \(expected): \(metres) m")
        }
        // Every move went somewhere new (the text is not stuck at the start).
        #expect(Set(report.steps.compactMap { Self.degrees($0).map { "\($0.latitude),\($0.longitude)" } }).count >= 6)
    }
}
