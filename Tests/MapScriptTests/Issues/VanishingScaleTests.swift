import Foundation
import Testing

/// Issue 23, item 1: a scale too small to draw (1e-310, from a vanishing extent or a session
/// file) no longer traps `show` ("Double value cannot be converted to Int") nor writes `nan`
/// into an SVG. Before the fix each of these ran into the trap, which ends the test process.
@Suite struct VanishingScaleTests {
    /// A vanishing extent fits at 1:1, the closest scale a script can ask for.
    @Test(arguments: [
        ("goto extent((0,0),(1e-310,0))\nprint viewpoint.scale", "1\n"),
        ("goto extent((0,0),(1e-300,1e-300))\nprint viewpoint.scale", "1\n"),
        ("goto extent((44.4,-110.9),(44.6,-110.6))\nprint viewpoint.scale > 1", "true\n"),
    ])
    func vanishingExtentsFitAtOneToOne(source: String, output: String) {
        let result = run(source)
        #expect(result.err == "")
        #expect(result.out == output)
    }

    /// The issue's script: `show` draws (no trap) and the SVG holds no `nan`.
    @Test func showAndExportAfterAVanishingExtent() throws {
        try withFolder { folder in
            let result = run("""
                goto extent((0,0),(1e-310,0))
                graphic add line 0,0 to 10,10
                show size 20 x 6
                export svg "\(folder)/v.svg"
                """)
            #expect(result.err == "")
            #expect(!result.out.isEmpty)
            let svg = try String(contentsOfFile: folder + "/v.svg", encoding: .utf8)
            #expect(!svg.contains("nan"))
        }
    }

    /// A session file whose viewpoint has scale 1e-310 (as a hand edit or another tool writes
    /// it) loads, and `show` and `export svg` of it neither trap nor write `nan`.
    @Test func aSessionFileAtAVanishingScaleDraws() throws {
        try withFolder { folder in
            #expect(run("graphic add line 0,0 to 10,10\ngoto 0,0 scale 1\nsave \"\(folder)/s.json\"").err == "")
            var text = try String(contentsOfFile: folder + "/s.json", encoding: .utf8)
            let scale = try #require(text.range(of: #""scale": 1,"#) ?? text.range(of: #""scale":1,"#))
            text.replaceSubrange(scale, with: #""scale": 1e-310,"#)
            try text.write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
            let result = run("load \"\(folder)/s.json\"\nshow size 20 x 6\nexport svg \"\(folder)/s.svg\"")
            #expect(result.err == "")
            let svg = try String(contentsOfFile: folder + "/s.svg", encoding: .utf8)
            #expect(!svg.contains("nan"))
        }
    }
}
