import ExternalTools
import Foundation
import Testing

/// `export html`'s legend panel in a real browser (`html_legend.py`: Playwright driving
/// Debian's Chromium): visible, listing the layer and its rows' labels in the renderer's order,
/// each swatch drawn in its row's colour; none with `legend off` (issue 36, 3.9).
@Suite(.serialized, .needs(.playwright))
struct HTMLLegendBrowserTests {
    struct Report: Decodable {
        struct Row: Decodable { let label: String; let color: String; let visible: Bool; let pixel: [Int] }
        let consoleErrors: [String]
        let panel: Bool
        let visible: Bool
        let headings: [String]
        let rows: [Row]
    }

    static let towns = #"""
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "properties": {"type": "city"}, "geometry": {"type": "Point", "coordinates": [-110.8, 44.5]}},
          {"type": "Feature", "properties": {"type": "town"}, "geometry": {"type": "Point", "coordinates": [-110.7, 44.6]}},
          {"type": "Feature", "properties": {}, "geometry": {"type": "Point", "coordinates": [-110.85, 44.45]}}
        ]}
        """#

    static let script = """
        map new basemap topographic
        view size 800 x 600
        layer add "towns.geojson" title "Towns & <villages>"
        layer style 1 by "type" size 10
        goto layer 1
        export html "page.html"
        export html "plain.html" legend off

        """

    func browse(_ page: URL) throws -> Report {
        let browser = try BinaryRunner.run(
            ["python3", BinaryRunner.packageRoot.appendingPathComponent("Tests/mapscriptTests/HTML/html_legend.py").path, page.path],
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        try #require(browser.status == 0, "html_legend.py failed: \(browser.stderr)")
        return try JSONDecoder().decode(Report.self, from: Data(browser.stdout.utf8))
    }

    @Test(.timeLimit(.minutes(2)))
    func theLegendIsVisibleAndListsTheLabels() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.towns.write(to: folder.appendingPathComponent("towns.geojson"), atomically: true, encoding: .utf8)
        try Self.script.write(to: folder.appendingPathComponent("page.mapscript"), atomically: true, encoding: .utf8)
        let run = try BinaryRunner.run(["page.mapscript"], directory: folder)
        #expect(run.status == 0, "\(run.stderr)")

        let report = try browse(folder.appendingPathComponent("page.html"))
        #expect(report.consoleErrors == [])
        #expect(report.panel && report.visible)
        #expect(report.headings == ["Towns & <villages>"])
        #expect(report.rows.map(\.label) == ["city", "town", "others"])
        #expect(report.rows.map(\.color) == ["#1f77b4", "#ff7f0e", "#9e9e9e"])
        for row in report.rows {
            #expect(row.visible, "\(row.label) is hidden")
            let expected = stride(from: 1, to: 7, by: 2).map { Int(row.color.dropFirst($0).prefix(2), radix: 16) ?? -1 }
            #expect(zip(row.pixel, expected).allSatisfy { abs($0 - $1) <= 6 }, "\(row.label): swatch \(row.pixel), not \(row.color)")
        }

        let plain = try browse(folder.appendingPathComponent("plain.html"))
        #expect(!plain.panel && plain.rows.isEmpty && plain.consoleErrors == [])
    }
}
