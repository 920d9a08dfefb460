@testable import MapCore

/// The self-crossing test as it was before the sweep (commit 6f0a6c2, `RingCrossing`): every
/// pair of edges, O(n²), the reference the sweep is checked against. The pair test itself
/// (`RingCrossing.crosses` and its plane geometry) is the one the sweep uses, unchanged from
/// that commit; what this keeps is the preparation of the ring and the quadratic loop over the
/// pairs, in two orders.
enum QuadraticRingCrossing {
    /// An edge, named by the 1-based vertex numbers it joins.
    struct Edge: Hashable, Sendable {
        /// The first vertex's number.
        var from: Int
        /// The second vertex's number.
        var to: Int
    }

    /// A ring ready for the pair test: its vertices' numbers (consecutive repeats and a
    /// closing repeat skipped), its edges on the unwrapped plane, and the shift in turns at
    /// which the closing edge meets the first.
    struct Prepared {
        var numbers: [Int]
        var segments: [RingCrossing.Segment]
        var closingTurn: Int

        /// The edge from vertex `index` to the next.
        func edge(_ index: Int) -> Edge { Edge(from: numbers[index], to: numbers[(index + 1) % numbers.count]) }

        /// Whether edges `i` < `j` cross (adjacent ones only beyond their shared vertex).
        func cross(_ i: Int, _ j: Int) -> Bool {
            let count = segments.count
            let sharedTurn: Int? = j == i + 1 ? 0 : i == 0 && j == count - 1 ? closingTurn : nil
            return RingCrossing.crosses(segments[i], segments[j], sharedTurn: sharedTurn, firstBeforeSecond: j == i + 1)
        }
    }

    /// The ring through `vertices` (closed implicitly), prepared; nil with fewer than 3 vertices.
    static func prepare(_ vertices: [GeodesicPosition]) -> Prepared? {
        // Skip consecutive repeats, remembering the numbers the user gave.
        var numbers: [Int] = []
        var points: [(x: Double, y: Double)] = []
        for (index, vertex) in vertices.enumerated() {
            if let last = numbers.last, GeodesicPolygon.samePoint(vertices[last - 1], vertex) { continue }
            numbers.append(index + 1)
            points.append((vertex.longitude, vertex.latitude))
        }
        while numbers.count > 1, GeodesicPolygon.samePoint(vertices[numbers[0] - 1], vertices[numbers[numbers.count - 1] - 1]) {
            numbers.removeLast()
            points.removeLast()
        }
        let count = points.count
        guard count >= 3 else { return nil }
        // Unwrap the longitudes: each step the shorter way round.
        for index in 1..<count {
            points[index].x = points[index - 1].x + RingCrossing.shortStep(points[index].x - points[index - 1].x)
        }
        let closingX = points[count - 1].x + RingCrossing.shortStep(points[0].x - points[count - 1].x)
        let segments = (0..<count).map { index in
            RingCrossing.Segment(a: points[index], b: index + 1 == count ? (x: closingX, y: points[0].y) : points[index + 1])
        }
        return Prepared(numbers: numbers, segments: segments, closingTurn: Int(((points[0].x - closingX) / 360).rounded()))
    }

    /// The first two crossing edges, in the order of the first edge then the second (the old
    /// check's answer), or nil when the ring is simple.
    static func firstCrossing(_ vertices: [GeodesicPosition]) -> (Edge, Edge)? {
        guard let ring = prepare(vertices) else { return nil }
        for i in 0..<ring.segments.count {
            for j in (i + 1)..<ring.segments.count where ring.cross(i, j) { return (ring.edge(i), ring.edge(j)) }
        }
        return nil
    }

    /// The pairwise answer in drawing order: the first edge that crosses an earlier one, with
    /// the first earlier edge it crosses (what `RingCrossing.firstCrossing` reports).
    static func firstCrossingInDrawingOrder(_ vertices: [GeodesicPosition]) -> (Edge, Edge)? {
        guard let ring = prepare(vertices) else { return nil }
        for j in 1..<ring.segments.count {
            for i in 0..<j where ring.cross(i, j) { return (ring.edge(i), ring.edge(j)) }
        }
        return nil
    }
}
