import ExternalTools
import Foundation
import Testing

/// Issue 36, item 10: `export html` of a tilted scene said "perspective" in its title and drew
/// the map from straight above. The page draws every scene from straight above (its levels
/// pan, zoom and turn as a map), so it now says that: its title and heading are the flat
/// picture's, and a note (`data-camera`) gives the camera's heading and pitch and says that
/// `show` and `export svg` draw the perspective. Read in Chromium (`html_page.py --text`).
@Suite(.serialized, .needs(.playwright))
struct HTMLTiltedSceneTests {
    /// What `html_page.py --text` reports.
    struct Report: Decodable {
        let title: String
        let heading: String
        let camera: String?
        let sky: Int
        let consoleErrors: [String]
    }

    static let cases: [(name: String, setup: String, note: String?)] = [
        ("a tilted scene", "scene new basemap topographic\ncamera at 44.2,-110.6 altitude 30000 heading 20 pitch 60",
         "Scene camera at heading 20.0°, pitch 60.0°: this page draws the scene from straight above "
            + "(show and export svg draw it in perspective)."),
        ("a scene looking straight down", "scene new basemap topographic\ncamera at 44.2,-110.6 altitude 30000", nil),
        ("a map", "map new basemap topographic\ngoto 44.2,-110.6 scale 400000", nil),
    ]

    @Test(.timeLimit(.minutes(2)), arguments: cases.map(\.name))
    func thePageSaysHowItDrawsTheScene(name: String) throws {
        let test = try #require(Self.cases.first { $0.name == name })
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = test.setup + "\nview size 800 x 600\nexport svg \"view.svg\"\nexport html \"view.html\"\n"
        try script.write(to: folder.appendingPathComponent("view.mapscript"), atomically: true, encoding: .utf8)
        let run = try BinaryRunner.run(["view.mapscript"], directory: folder)
        try #require(run.status == 0, "\(run.stderr)")
        let browser = try BinaryRunner.run(
            ["python3", BinaryRunner.packageRoot.appendingPathComponent("Tests/mapscriptTests/HTML/html_page.py").path, "--text",
             folder.appendingPathComponent("view.html").path], executable: URL(fileURLWithPath: "/usr/bin/env"))
        try #require(browser.status == 0, "html_page.py failed: \(browser.stderr)")
        let report = try JSONDecoder().decode(Report.self, from: Data(browser.stdout.utf8))
        #expect(report.consoleErrors == [])
        #expect(!report.title.contains("perspective") && report.heading == report.title, "\(report.title)")
        #expect(report.camera == test.note)
        #expect(report.sky == 0, "the page's pictures are drawn from straight above")
        // The SVG of the same view is the one that draws the perspective (and says so).
        let svg = try String(contentsOf: folder.appendingPathComponent("view.svg"), encoding: .utf8)
        #expect(svg.contains("perspective, heading") == (test.note != nil))
    }
}
