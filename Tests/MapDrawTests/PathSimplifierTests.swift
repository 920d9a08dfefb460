import Foundation
import Testing
@testable import MapDraw

/// `PathSimplifier` and the HTML page's relative path data: points no one could see go, every
/// point left out stays within the tolerance of the line drawn, and the ends always stay.
@Suite struct PathSimplifierTests {
    static func points(_ pairs: [(Double, Double)]) -> [PicturePoint] { pairs.map { PicturePoint(x: $0.0, y: $0.1) } }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let input: [(Double, Double)]
        let tolerance: Double
        let expected: [(Double, Double)]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a straight line keeps its ends", input: [(0, 0), (1, 0), (2, 0), (3, 0), (10, 0)], tolerance: 0.25,
             expected: [(0, 0), (10, 0)]),
        Case(name: "a bend wider than the tolerance stays", input: [(0, 0), (5, 0), (5, 5)], tolerance: 0.25,
             expected: [(0, 0), (5, 0), (5, 5)]),
        Case(name: "a wiggle of a tenth goes", input: [(0, 0), (2, 0.1), (4, -0.1), (6, 0)], tolerance: 0.25,
             expected: [(0, 0), (6, 0)]),
        Case(name: "points inside one pixel become its ends", input: [(0, 0), (0.05, 0.05), (0.1, 0), (0.02, 0.08), (0.1, 0.1)],
             tolerance: 0.25, expected: [(0, 0), (0.1, 0.1)]),
        Case(name: "two points are left alone", input: [(0, 0), (0, 0)], tolerance: 0.25, expected: [(0, 0), (0, 0)]),
        Case(name: "no tolerance keeps everything", input: [(0, 0), (1, 0), (2, 0)], tolerance: 0, expected: [(0, 0), (1, 0), (2, 0)]),
        Case(name: "a closed ring keeps its corners", input: [(0, 0), (10, 0), (10, 0.05), (10, 10), (0, 10), (0, 0)], tolerance: 0.25,
             expected: [(0, 0), (10, 0), (10, 10), (0, 10), (0, 0)]),
    ]

    @Test(arguments: cases) func simplifies(_ c: Case) {
        let result = PathSimplifier.simplified(Self.points(c.input), tolerance: c.tolerance)
        #expect(result == Self.points(c.expected))
    }

    /// A long, noisy line (a deterministic curve with jitter): far fewer points, the ends
    /// kept, and every point of the input within the tolerance of the segment drawn across it
    /// (the kept points are some of the input's, in order).
    @Test(arguments: [0.25, 1, 4]) func everyPointStaysWithinTheTolerance(_ tolerance: Double) {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func jitter() -> Double {  // xorshift64*, in [-0.5, 0.5)
            state ^= state >> 12; state ^= state << 25; state ^= state >> 27
            return Double((state &* 0x2545_F491_4F6C_DD1D) >> 11) / Double(1 << 53) - 0.5
        }
        let line = (0..<20_000).map { i in
            PicturePoint(x: Double(i) * 0.05, y: 40 * (Double(i) / 500).squareRoot() + 30 * sin(Double(i) / 700) + 0.1 * jitter())
        }
        let simple = PathSimplifier.simplified(line, tolerance: tolerance)
        #expect(simple.first == line.first && simple.last == line.last)
        #expect(simple.count < line.count / 10)
        var segment = 0, worst = 0.0
        for point in line {
            if point == simple[segment + 1] && segment + 2 < simple.count { segment += 1 }
            worst = max(worst, PathSimplifier.squaredDistance(point, fromSegment: simple[segment], simple[segment + 1]).squareRoot())
        }
        #expect(worst <= tolerance * 1.000001, "a point \(worst) px from the simplified line")
    }

    /// The page's path data in tenths: a step to the same tenth is left out, and a line
    /// shorter than a tenth keeps one step (its round cap draws a dot).
    @Test(arguments: [
        ([(10.0, 20.0), (10.02, 20.01), (11.5, 20.0)], "M10 20l1.5 0"),
        ([(10.0, 20.0), (10.01, 20.0)], "M10 20l0 0"),
        ([(0.0, 0.0), (1.0, -1.0), (1.04, -1.0), (0.5, 2.0)], "M0 0l1-1-.5 3"),
    ])
    func relativeDataLeavesOutRepeatedTenths(_ input: [(Double, Double)], _ expected: String) {
        #expect(SVGRenderer.relativeData(Self.points(input)) == expected)
    }
}
