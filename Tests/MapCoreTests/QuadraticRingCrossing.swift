@testable import MapCore

/// The self-crossing test as it was before the sweep (commit 6f0a6c2, `RingCrossing`), kept
/// word for word but for its name and this comment as the reference the sweep is checked
/// against: every pair of edges, O(n²), reporting the first pair in the order (first edge,
/// then second edge).
enum QuadraticRingCrossing {
    /// An edge, named by the 1-based vertex numbers it joins.
    struct Edge: Hashable, Sendable {
        /// The first vertex's number.
        var from: Int
        /// The second vertex's number.
        var to: Int
    }

    /// The first two crossing edges of the ring through `vertices` (closed implicitly), in the
    /// order of the first edge then the second, or nil when the ring is simple.
    static func firstCrossing(_ vertices: [GeodesicPosition]) -> (Edge, Edge)? {
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
            points[index].x = points[index - 1].x + shortStep(points[index].x - points[index - 1].x)
        }
        let closingX = points[count - 1].x + shortStep(points[0].x - points[count - 1].x)
        var segments: [Segment] = []
        segments.reserveCapacity(count)
        for index in 0..<count {
            let end = index + 1 == count ? (x: closingX, y: points[0].y) : points[index + 1]
            segments.append(Segment(a: points[index], b: end))
        }

        for i in 0..<count {
            for j in (i + 1)..<count {
                // Adjacent edges share a vertex at no shift, or, for the first and the closing
                // edge, at the shift that undoes the ring's turns.
                let sharedTurn: Int? = j == i + 1 ? 0
                    : i == 0 && j == count - 1 ? Int(((points[0].x - closingX) / 360).rounded()) : nil
                if crosses(segments[i], segments[j], sharedTurn: sharedTurn, firstBeforeSecond: j == i + 1) {
                    return (Edge(from: numbers[i], to: numbers[(i + 1) % count]),
                            Edge(from: numbers[j], to: numbers[(j + 1) % count]))
                }
            }
        }
        return nil
    }

    // MARK: - Geometry

    /// A straight segment from a to b on the (longitude, latitude) plane.
    struct Segment {
        var a: (x: Double, y: Double)
        var b: (x: Double, y: Double)
        var minX: Double { min(a.x, b.x) }
        var maxX: Double { max(a.x, b.x) }
        var minY: Double { min(a.y, b.y) }
        var maxY: Double { max(a.y, b.y) }

        func shifted(by dx: Double) -> Segment {
            Segment(a: (a.x + dx, a.y), b: (b.x + dx, b.y))
        }
    }

    /// A longitude difference brought into [-180, 180).
    static func shortStep(_ delta: Double) -> Double {
        Projection.wrapLongitude(delta)
    }

    /// Whether `s` and `t`, or `t` shifted by any whole number of turns, meet. Adjacent edges
    /// (sharing a vertex when `t` is shifted by `sharedTurn` turns: `s`'s end is `t`'s start
    /// when `firstBeforeSecond`, else `t`'s end is `s`'s start) meet at that shift only when
    /// they overlap beyond the shared vertex.
    static func crosses(_ s: Segment, _ t: Segment, sharedTurn: Int?, firstBeforeSecond: Bool) -> Bool {
        guard s.minY <= t.maxY && t.minY <= s.maxY else { return false }
        let lowest = Int(((s.minX - t.maxX) / 360).rounded(.up))
        let highest = Int(((s.maxX - t.minX) / 360).rounded(.down))
        guard lowest <= highest else { return false }
        for turn in lowest...highest {
            let u = t.shifted(by: Double(turn) * 360)
            if turn == sharedTurn {
                if overlapBeyondSharedVertex(s, u, firstBeforeSecond: firstBeforeSecond) { return true }
            } else if meet(s, u) {
                return true
            }
        }
        return false
    }

    /// Whether adjacent segments overlap: the far end of one lies on the other.
    static func overlapBeyondSharedVertex(_ s: Segment, _ t: Segment, firstBeforeSecond: Bool) -> Bool {
        // s = P..Q and t = Q..R (or t = R..P when the shared vertex is s's start).
        let (p, q, r) = firstBeforeSecond ? (s.a, s.b, t.b) : (s.b, s.a, t.a)
        guard orient(p, q, r) == 0 else { return false }
        // Collinear: they overlap when R lies on P..Q's side of Q (R on segment Q-P) or P on Q-R.
        return onSegment(q, p, r) || onSegment(q, r, p)
    }

    /// Whether the closed segments meet (cross or touch).
    static func meet(_ s: Segment, _ t: Segment) -> Bool {
        guard s.minX <= t.maxX && t.minX <= s.maxX && s.minY <= t.maxY && t.minY <= s.maxY else { return false }
        let d1 = orient(s.a, s.b, t.a), d2 = orient(s.a, s.b, t.b)
        let d3 = orient(t.a, t.b, s.a), d4 = orient(t.a, t.b, s.b)
        if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) {
            return true
        }
        return (d1 == 0 && inBox(s.a, s.b, t.a)) || (d2 == 0 && inBox(s.a, s.b, t.b))
            || (d3 == 0 && inBox(t.a, t.b, s.a)) || (d4 == 0 && inBox(t.a, t.b, s.b))
    }

    /// The sign of the turn a -> b -> c: > 0 left, < 0 right, 0 collinear.
    static func orient(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), _ c: (x: Double, y: Double)) -> Double {
        (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
    }

    /// Whether `c`, collinear with a and b, lies on the segment a..b, `a` excluded.
    static func onSegment(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), _ c: (x: Double, y: Double)) -> Bool {
        !(c.x == a.x && c.y == a.y) && inBox(a, b, c)
    }

    /// Whether `c` lies within the box of the segment a..b, ends included.
    static func inBox(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), _ c: (x: Double, y: Double)) -> Bool {
        min(a.x, b.x) <= c.x && c.x <= max(a.x, b.x) && min(a.y, b.y) <= c.y && c.y <= max(a.y, b.y)
    }
}
