import Foundation
import MapFormats
import Testing
@testable import MapScriptSyntax

/// Issue 24, section 3: the limits sit far above legitimate use, and what MapScript writes at
/// the largest sizes it reads back: a 100,000-vertex shape written as one line (3.1 MB, as a
/// generator writes it), a shape from a list value, a session file past the old 64 MiB.
@Suite struct LimitTests {
    /// The limits themselves (the README's "Limits and safety" says why each).
    @Test func limits() {
        #expect(Parser.defaultLineLimit == 64 << 20)
        #expect(AtomicFile.maximumReadSize == 1 << 30)
    }

    /// `count` vertices of a line zigzagging east across the Pacific, as `lat,lon` text.
    static func zigzag(_ count: Int) -> [String] {
        (0..<count).map { index in
            let latitude = index % 2 == 0 ? 10.0 : -10.0
            let longitude = -170.0 + 340.0 * Double(index) / Double(count)
            return "\(latitude),\(longitude)"
        }
    }

    /// Runs `line` (a `graphic add`), then save, load, save: the graphic has `vertices` points,
    /// and the two saved files are the same bytes.
    static func expectAddedAndReadBack(_ line: String, vertices: Int) throws {
        try withFolder { folder in
            let result = run(line + "\nsave \"\(folder)/a.json\"\nload \"\(folder)/a.json\"\nsave \"\(folder)/b.json\"")
            #expect(result.err == "")
            #expect(result.interpreter.session.graphics.graphics.first?.points.count == vertices)
            let first = try Data(contentsOf: URL(fileURLWithPath: folder + "/a.json"))
            let second = try Data(contentsOf: URL(fileURLWithPath: folder + "/b.json"))
            #expect(first == second)
        }
    }

    /// A 100,000-vertex line on one 2.4 MB line (refused by the old 1 MiB line limit) is added,
    /// saved and loaded back the same.
    @Test func aHundredThousandVertexLineOnOneLineRunsAndReadsBack() throws {
        let line = "graphic add line " + Self.zigzag(100_000).joined(separator: " to ")
        #expect(line.utf8.count > 2_000_000)
        try Self.expectAddedAndReadBack(line, vertices: 100_000)
    }

    /// A 100,000-vertex convex polygon on one 3 MB line (the case: refused by the old
    /// 1 MiB line limit, and its self-crossing check was quadratic) is added, saved and loaded back.
    @Test func aHundredThousandVertexPolygonOnOneLineRunsAndReadsBack() throws {
        let vertices = (0..<100_000).map { index -> String in
            let angle = 2 * Double.pi * Double(index) / 100_000
            return "\(40 + 10 * sin(angle)),\(-100 + 10 * cos(angle))"
        }
        let line = "graphic add polygon " + vertices.joined(separator: " to ")
        #expect(line.utf8.count > 3_000_000)
        try Self.expectAddedAndReadBack(line, vertices: 100_000)
    }

    /// A line's and a polygon's points may come from a list value, built by a loop; its items
    /// are checked one by one, and MapCore counts them.
    @Test(arguments: [
        ("let pts = []\nfor i in 1..2000 { let x = (i - 1000) / 100\npts = pts + [(x, x * x / 10)] }\ngraphic add polygon pts",
         2000, nil),
        ("let pts = [(0,0), (0,10), (10,10)]\ngraphic add polygon pts fill red\ngraphic add line pts", 3, nil),
        ("let pts = [(0,0), (1,1)]\ngraphic add polygon pts", 0, "a polygon needs at least 3 vertices, not 2"),
        ("let pts = [(0,0), 5]\ngraphic add line pts", 0, "expected a coordinate for point 2 of the list, found a number"),
        ("let pts = 5\ngraphic add line pts", 0, "expected a coordinate for a point, found a number"),
        ("graphic add polygon 1,1", 0, "a polygon needs at least 3 points, found 1"),
    ] as [(String, Int, String?)])
    func shapesFromListValues(source: String, vertices: Int, error: String?) {
        let result = run(source)
        #expect(result.interpreter.collectedDiagnostics.first?.message == error)
        #expect(result.interpreter.session.graphics.graphics.first?.points.count ?? 0 == vertices)
    }
}
