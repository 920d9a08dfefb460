import Foundation
import Testing
@testable import MapScript
import TextSupport

/// The defects of issue 36, section 3 ("defects and frictions"), each pinned by what a script
/// prints or the error it gets. Every row failed before its fix.
@Suite struct Issue36DefectTests {
    // MARK: - 3.4: one way to write a scale

    /// A scale shown to people is `1:` and a whole number with grouped thousands (two decimals
    /// at most below 1:10); what a script reads and what files keep stay exact.
    @Test(arguments: [
        (1026514.2871496597, "1:1,026,514"), (40000, "1:40,000"), (2710110.4, "1:2,710,110"), (6000, "1:6,000"),
        (999.5, "1:1,000"), (591657527.591555, "1:591,657,528"), (10, "1:10"), (9.996, "1:10"), (2.5, "1:2.5"),
        (1, "1:1"), (1.25, "1:1.25"), (3779.527559055118, "1:3,780"),
    ])
    func scaleText(value: Double, text: String) {
        #expect(NumberFormat.scale(value) == text)
    }

    static let scaleOutputs: [(String, String)] = [
        ("goto 44.525,-110.838 scale 1026514.2871496597\nwhere", "44.525,-110.838 1:1,026,514 rotation 0\n"),
        ("goto 44.525,-110.838 scale 40000\nprint viewpoint", "44.525,-110.838 1:40,000 rotation 0\n"),
        ("goto 44.525,-110.838 scale 40000\nprint \"${viewpoint}\"", "44.525,-110.838 1:40,000 rotation 0\n"),
        ("goto 1,2 scale 2710110.4\nbookmark add \"A\"\nbookmark list",
         "#  name  latitude  longitude        scale  rotation\n1  A            1          2  1:2,710,110         0\n"),
        ("goto 1,2 scale 6000.4\nprint viewpoint.scale", "6000.4\n"),
    ]

    @Test(arguments: scaleOutputs)
    func scalesInText(source: String, expected: String) {
        let result = run(source)
        #expect(result.err == "")
        #expect(result.out == expected)
    }

    @Test func viewpointTableShowsTheScaleOneWay() {
        let result = run("goto 1,2 scale 1026514.2871496597\nviewpoint")
        #expect(result.out.contains("scale     1:1,026,514\n"))
    }
}
