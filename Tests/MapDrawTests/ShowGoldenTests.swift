import Foundation
import MapCore
import Testing
@testable import MapDraw

/// `show`'s plain characters for typical views, compared with `Golden/NAME.txt`. After an
/// intended change, run with `MAPDRAW_UPDATE_GOLDEN=1` and review the diff.
@Suite struct ShowGoldenTests {
    /// The views: a name and the session.
    static let views: [(String, @Sendable () -> Session)] = [
        ("world", { session(at: .world) }),
        ("yellowstone", { yellowstone() }),
        ("rotated", { session(at: viewpoint(44.49, -110.83, 150_000, rotation: 30),
                              bookmarks: [("Grand Prismatic Spring", 44.525, -110.838), ("Old Faithful", 44.4605, -110.8281)]) }),
        ("antimeridian", { session(at: viewpoint(-17, 180, 25_000_000), basemap: .arcGISOceans,
                                   bookmarks: [("Suva", -18.1416, 178.4419), ("Apia", -13.8333, -171.75)]) }),
        ("mediterranean", { session(at: viewpoint(38, 15, 30_000_000), basemap: .arcGISImagery,
                                    bookmarks: [("Rome", 41.9, 12.5), ("Athens", 37.98, 23.73)]) }),
    ]

    static let names = views.map(\.0)

    /// Yellowstone at 1:6000 over Grand Prismatic Spring: bookmarks, a point, a line, a
    /// polygon and the location display heading north-east.
    static func yellowstone() -> Session {
        var session = MapDrawTests.session(at: viewpoint(44.525, -110.838, 6000), basemap: .arcGISImagery,
                                           bookmarks: [("Grand Prismatic Spring", 44.525, -110.838),
                                                       ("Excelsior Geyser", 44.5253, -110.8345)])
        do {
            try session.addGraphic(.point(position(44.5262, -110.8405), label: "Overlook"))
            try session.addGraphic(.line([position(44.5237, -110.8420), position(44.5247, -110.8395),
                                          position(44.5262, -110.8390)], label: "Boardwalk"))
            try session.addGraphic(.polygon([position(44.5243, -110.8392), position(44.5243, -110.8370),
                                             position(44.5233, -110.8370), position(44.5233, -110.8392)],
                                            label: "Parking"))
            try session.startLocation(at: position(44.5238, -110.8400), heading: 45)
        } catch {
            Issue.record("set-up failed: \(error)")
        }
        return session
    }

    @Test(arguments: names)
    func showMatchesItsGolden(name: String) throws {
        let make = try #require(Self.views.first { $0.0 == name }?.1)
        let picture = PictureBuilder.picture(of: make(), width: 160, height: 96, metrics: .terminal)
        let text = BrailleRenderer.cells(of: picture).plainText
        let file = testFolder.appendingPathComponent("Golden/\(name).txt")
        if ProcessInfo.processInfo.environment["MAPDRAW_UPDATE_GOLDEN"] != nil {
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(text == expected, "\(name): run with MAPDRAW_UPDATE_GOLDEN=1 to refresh, then review")
    }

    /// Every line is 80 columns at most and there are 24 of them.
    @Test(arguments: names)
    func showFillsItsSize(name: String) throws {
        let make = try #require(Self.views.first { $0.0 == name }?.1)
        let cells = BrailleRenderer.cells(of: PictureBuilder.picture(of: make(), width: 160, height: 96, metrics: .terminal))
        let lines = cells.plainText.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 24)
        #expect(lines.allSatisfy { $0.count <= 80 })
    }
}
