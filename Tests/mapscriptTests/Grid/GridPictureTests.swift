import ExternalTools
import Foundation
import Testing

/// A picture of a map in a grid projection, as the user gets it (`export svg`) and as
/// rsvg-convert renders it, against pyproj (`grid_points.py`): a point graphic lands on the
/// pixel pyproj gives, sea is sea and land is land where pyproj says, the graticule bends as
/// the grid bends it, and the north arrow is turned by PROJ's meridian convergence.
struct GridPicture: Sendable, CustomTestStringConvertible {
    /// What the case is.
    var name: String
    /// The EPSG code of the map.
    var epsg: Int
    /// The view's centre, `lat,lon`.
    var centre: String
    /// The view's scale.
    var scale: String
    /// A point for a red point graphic, `lat,lon`.
    var marker: String
    /// A point well out at sea, and one well inland.
    var sea: String, land: String
    /// How the graticule must look.
    var graticule: Graticule

    enum Graticule: Sendable {
        /// Some parallel bends by more than 3 pixels from its chord.
        case parallelsCurve
        /// Every line is a meridian through the pole's pixel or a parallel round it, and both show.
        case meetsAtPole
    }

    var testDescription: String { name }
}

@Suite(.serialized, .needs(.rsvg, .pyproj, .gdal))
struct GridPictureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let pixelReader = BinaryRunner.packageRoot.appendingPathComponent("Tests/MapDrawTests/png_pixels.py").path
    static let points = folder.appendingPathComponent("grid_points.py").path
    static let sea = [168, 211, 237]

    /// Whether an `r g b` line is the sea's colour (within 10 a channel: rsvg-convert's
    /// antialiasing and the dotted graticule nearby).
    static func isSea(_ rgb: String) -> Bool {
        let values = rgb.split(separator: " ").compactMap { Int($0) }
        return values.count == 3 && zip(values, sea).allSatisfy { abs($0 - $1) <= 10 }
    }

    static let cases: [GridPicture] = [
        GridPicture(name: "British National Grid, London", epsg: 27700, centre: "51.5074,-0.1278", scale: "2000000",
                    marker: "51.75,-1.25", sea: "50.3,-1.0", land: "52.2,-0.6", graticule: .parallelsCurve),
        GridPicture(name: "polar stereographic north", epsg: 3413, centre: "80,0", scale: "30000000",
                    marker: "75,-40", sea: "87,60", land: "72,-38", graticule: .meetsAtPole),
    ]

    /// A new folder, removed after `body`.
    func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-grid-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    /// Runs `command` in a shell in `folder`; its standard output.
    func shell(_ command: String, in folder: URL) throws -> String {
        let run = try BinaryRunner.run(["-c", command], directory: folder, shell: true)
        try #require(run.status == 0, "\(command): \(run.stderr)")
        return run.stdout
    }

    /// pyproj's pixels of `points` in an 800 x 600 picture of the case, and the convergence.
    func pyproj(_ picture: GridPicture, _ points: [String], in folder: URL) throws -> (pixels: [(x: Double, y: Double)], convergence: Double) {
        let lines = try shell("python3 '\(Self.points)' \(picture.epsg) \(picture.centre) \(picture.scale) 800 600 "
                              + points.joined(separator: " "), in: folder).split(separator: "\n")
        let pixels = lines.dropLast().map { line in
            let values = line.split(separator: " ").compactMap { Double($0) }
            return (x: values[0], y: values[1])
        }
        let convergence = try #require(Double(lines.last?.split(separator: " ").last ?? ""))
        return (pixels, convergence)
    }

    /// The polylines of the SVG group `id`'s paths (each `M` starts one).
    static func polylines(in svg: String, group id: String) -> [[(x: Double, y: Double)]] {
        guard let start = svg.range(of: "<g id=\"\(id)\">"),
              let end = svg.range(of: "</g>", range: start.upperBound..<svg.endIndex) else { return [] }
        var lines: [[(x: Double, y: Double)]] = []
        for path in svg[start.upperBound..<end.lowerBound].components(separatedBy: " d=\"").dropFirst() {
            let d = path.prefix { $0 != "\"" }
            for sub in d.split(separator: "M") {
                let numbers = sub.split(whereSeparator: { $0 == "L" || $0 == " " || $0 == "Z" }).compactMap { Double($0) }
                lines.append(stride(from: 0, to: numbers.count - 1, by: 2).map { (x: numbers[$0], y: numbers[$0 + 1]) })
            }
        }
        return lines
    }

    /// The distance of `p` from the line through `a` and `b`.
    static func distance(_ p: (x: Double, y: Double), fromLineThrough a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let cross = dx * (a.y - p.y) - (a.x - p.x) * dy
        return abs(cross) / hypot(dx, dy)
    }

    @Test(arguments: cases)
    func drawnWherePyprojSays(_ picture: GridPicture) throws {
        try withFolder { folder in
            let script = """
                map new wkid \(picture.epsg)
                goto \(picture.centre) scale \(picture.scale)
                graphic add point \(picture.marker) color "#ff0000" size 10
                export svg "grid.svg"
                """
            let run = try BinaryRunner.run(["-e", script], directory: folder)
            try #require(run.status == 0, "\(run.stderr)")
            let svg = try String(contentsOf: folder.appendingPathComponent("grid.svg"), encoding: .utf8)
            let expected = try pyproj(picture, [picture.marker, picture.sea, picture.land, "90,0"], in: folder)
            _ = try shell("rsvg-convert grid.svg > grid.png", in: folder)

            // The red marker's centre, as rendered, within a pixel of pyproj's.
            let centroid = try shell("python3 '\(Self.pixelReader)' grid.png --centroid ff0000", in: folder)
                .split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            try #require(centroid.count == 3 && centroid[2] > 20, "no red marker: \(centroid)")
            #expect(abs(centroid[0] - expected.pixels[0].x) <= 1 && abs(centroid[1] - expected.pixels[0].y) <= 1,
                    "marker at \(centroid), pyproj says \(expected.pixels[0])")

            // Sea and land where pyproj puts them.
            let at = expected.pixels[1...2].map { "\(Int($0.x)),\(Int($0.y))" }.joined(separator: " ")
            let colours = try shell("python3 '\(Self.pixelReader)' grid.png \(at)", in: folder).split(separator: "\n").map(String.init)
            #expect(Self.isSea(colours[0]), "\(colours)")
            #expect(!Self.isSea(colours[1]), "\(colours)")

            // The north arrow is turned from grid north to true north: minus PROJ's convergence.
            let arrow = try #require(svg.range(of: "<g id=\"north-arrow\">").flatMap { svg[$0.upperBound...].range(of: "rotate(") })
            let rotation = try #require(Double(svg[arrow.upperBound...].prefix { $0 != ")" }))
            var difference = (rotation + expected.convergence).truncatingRemainder(dividingBy: 360)
            if difference > 180 { difference -= 360 } else if difference < -180 { difference += 360 }
            #expect(abs(difference) <= 0.1, "arrow \(rotation), convergence \(expected.convergence)")

            let lines = Self.polylines(in: svg, group: "graticule").filter { $0.count >= 3 }
            try #require(!lines.isEmpty)
            switch picture.graticule {
            case .parallelsCurve:
                let bends = lines.map { line -> Double in
                    let a = line[0], b = line[line.count - 1]
                    guard abs(b.x - a.x) > abs(b.y - a.y) else { return 0 }
                    return line.map { Self.distance($0, fromLineThrough: a, b) }.max() ?? 0
                }
                #expect((bends.max() ?? 0) > 3, "parallels: \(bends)")
            case .meetsAtPole:
                let pole = expected.pixels[3]
                var meridians = 0, parallels = 0
                for line in lines {
                    let far = line.max { hypot($0.x - pole.x, $0.y - pole.y) < hypot($1.x - pole.x, $1.y - pole.y) }!
                    let offLine = line.map { Self.distance($0, fromLineThrough: pole, far) }.max() ?? 0
                    let radii = line.map { hypot($0.x - pole.x, $0.y - pole.y) }
                    if offLine <= 1 { meridians += 1 } else if (radii.max()! - radii.min()!) <= 1 { parallels += 1 } else {
                        Issue.record("a graticule line neither through the pole nor round it: \(line.prefix(4))")
                    }
                }
                #expect(meridians >= 3 && parallels >= 2, "\(meridians) meridians, \(parallels) parallels")
            }
        }
    }

    /// A raster in WGS 84 is warped into the grid: its corners where pyproj puts them.
    @Test(.needs(.ogr2ogr)) func aRasterIsWarpedIntoTheGrid() throws {
        try withFolder { folder in
            _ = try shell("gdal_create -q -of GTiff -outsize 100 100 -bands 3 -burn 255 -burn 0 -burn 0 -a_srs EPSG:4326 "
                          + "-a_ullr -1 52 0 51 red.tif", in: folder)
            let run = try BinaryRunner.run(["-e", """
                map new wkid 27700
                goto 51.5,-0.5 scale 2000000
                layer add "red.tif"
                export svg "grid.svg"
                """], directory: folder)
            try #require(run.status == 0, "\(run.stderr)")
            let picture = GridPicture(name: "", epsg: 27700, centre: "51.5,-0.5", scale: "2000000", marker: "", sea: "", land: "",
                                      graticule: .parallelsCurve)
            // Just inside each corner, and just outside.
            let inside = ["51.97,-0.97", "51.97,-0.03", "51.03,-0.97", "51.03,-0.03"]
            let outside = ["52.03,-1.03", "52.03,0.03", "50.97,-1.03", "50.97,0.03"]
            let pixels = try pyproj(picture, inside + outside, in: folder).pixels
            _ = try shell("rsvg-convert grid.svg > grid.png", in: folder)
            let at = pixels.map { "\(Int($0.x.rounded())),\(Int($0.y.rounded()))" }.joined(separator: " ")
            let colours = try shell("python3 '\(Self.pixelReader)' grid.png \(at)", in: folder).split(separator: "\n").map(String.init)
            #expect(colours.prefix(4).allSatisfy { $0 == "255 0 0" }, "\(colours)")
            #expect(colours.suffix(4).allSatisfy { $0 != "255 0 0" }, "\(colours)")
        }
    }
}
