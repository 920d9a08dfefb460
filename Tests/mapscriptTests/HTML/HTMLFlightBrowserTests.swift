import ExternalTools
import Foundation
import Testing

/// `export html`'s page in a real browser (`html_flight.py`) where it is costly to draw: a
/// picture shown far larger than it was drawn leaves out its lines while the view moves (past
/// 4 times) and always (past 16 times), and draws them again when the view stops; a point
/// layer's circles are dots, drawn where the points are in their colours.
@Suite(.serialized, .needs(.playwright))
struct HTMLFlightBrowserTests {
    struct Report: Decodable {
        struct Shown: Decodable { let level: Int; let bare: Bool }
        let consoleErrors: [String]
        let dots: [[DotPaint]]
        let pixels: [[Int]]
        let load: Shown
        let zoomedIn: Shown
        let dragging: Shown
        let dropped: Shown
        let flying: Shown
        let paused: Shown
        let arrived: Shown
    }

    /// A `<use>`'s stroke colour or width.
    enum DotPaint: Decodable {
        case color(String)
        case width(Double)
        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if let text = try? value.decode(String.self) { self = .color(text) } else { self = .width(try value.decode(Double.self)) }
        }
    }

    /// Three towns around Rome; the page opens on Rome at 1:200,000 (its finest picture drawn
    /// at 1:144,472, shown at 0.72 times its size); the tour flies to Tokyo in 6 seconds (time
    /// to pause it midway on a busy machine) and comes back at once.
    static let script = """
        map new basemap topographic
        view size 800 x 600
        layer add "towns.geojson"
        bookmark add "Rome" at 41.9,12.5 scale 200000
        bookmark add "Tokyo" at 35.68,139.77 scale 200000
        goto 1
        goto 2 duration 6
        goto 1
        export html "flight.html"

        """
    /// (Not at the centre, where the bookmark's marker is drawn over them.)
    static let towns: [(Double, Double)] = [(41.92, 12.56), (41.87, 12.44), (41.95, 12.4)]

    /// The pixel of `latitude`, `longitude` in the 800 x 600 map on Rome at 1:200,000.
    static func pixel(_ latitude: Double, _ longitude: Double) -> (x: Int, y: Int) {
        let radius = 6378137.0, resolution = 200_000 * 0.0254 / 96
        func project(_ lat: Double, _ lon: Double) -> (Double, Double) {
            (radius * lon * .pi / 180, radius * log(tan(.pi / 4 + lat * .pi / 360)))
        }
        let center = project(41.9, 12.5), point = project(latitude, longitude)
        return (Int((400 + (point.0 - center.0) / resolution).rounded()), Int((300 - (point.1 - center.1) / resolution).rounded()))
    }

    @Test(.timeLimit(.minutes(2)))
    func linesGoWhileAnEnlargedPictureMovesAndDotsAreDrawn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-flight-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let features = Self.towns.map { #"{"type":"Feature","properties":{},"geometry":{"type":"Point","coordinates":[\#($0.1),\#($0.0)]}}"# }
        try #"{"type":"FeatureCollection","features":[\#(features.joined(separator: ","))]}"#
            .write(to: folder.appendingPathComponent("towns.geojson"), atomically: true, encoding: .utf8)
        try Self.script.write(to: folder.appendingPathComponent("flight.mapscript"), atomically: true, encoding: .utf8)
        let run = try BinaryRunner.run(["flight.mapscript"], directory: folder)
        try #require(run.status == 0, "\(run.stderr)")

        let points = Self.towns.map { Self.pixel($0.0, $0.1) }.map { "\($0.x),\($0.y)" }.joined(separator: ";")
        let browser = try BinaryRunner.run(
            ["python3", BinaryRunner.packageRoot.appendingPathComponent("Tests/mapscriptTests/HTML/html_flight.py").path,
             folder.appendingPathComponent("flight.html").path, points], executable: URL(fileURLWithPath: "/usr/bin/env"))
        try #require(browser.status == 0, "html_flight.py failed: \(browser.stderr)")
        let report = try JSONDecoder().decode(Report.self, from: Data(browser.stdout.utf8))
        #expect(report.consoleErrors == [])

        // The towns are one run of dots: the outline's colour wider under the fill's.
        try #require(report.dots.count == 2 && report.dots.allSatisfy { $0.count == 2 }, "\(report.dots)")
        guard case .color(let fill) = report.dots[1][0], case .width(let outer) = report.dots[0][1],
              case .width(let inner) = report.dots[1][1] else { Issue.record("\(report.dots)"); return }
        #expect(outer > inner && inner >= 4)
        let rgb = stride(from: 1, to: 7, by: 2).map { Int(String(Array(fill)[$0...$0 + 1]), radix: 16) ?? -1 }
        for (town, found) in zip(Self.towns, report.pixels) {
            #expect(zip(found, rgb).allSatisfy { abs($0 - $1) <= 8 }, "town \(town): \(found), expected \(fill)")
        }

        // At 1:200,000 and at 1:25,000 (three `+`: the finest picture at 5.8 times its size),
        // lines are drawn while still; dragging there leaves them out, and they come back.
        #expect(!report.load.bare && !report.zoomedIn.bare)
        #expect(report.zoomedIn.level == report.load.level)
        #expect(report.dragging.bare && !report.dropped.bare)
        // In the middle of the flight only a coarse picture covers the view, hundreds of times
        // its size: bare, moving or paused; at the end, Rome's own picture draws its lines.
        #expect(report.flying.level < report.load.level && report.flying.bare)
        #expect(report.paused.bare)
        #expect(report.arrived.level == report.load.level && !report.arrived.bare)
    }
}
