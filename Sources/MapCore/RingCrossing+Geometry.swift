// MARK: - The plane geometry of the ring test

extension RingCrossing {
    /// A straight segment from a to b on the (longitude, latitude) plane.
    struct Segment {
        /// The start.
        var a: (x: Double, y: Double)
        /// The end.
        var b: (x: Double, y: Double)
        /// The smaller x of the ends.
        var minX: Double { min(a.x, b.x) }
        /// The larger x of the ends.
        var maxX: Double { max(a.x, b.x) }
        /// The smaller y of the ends.
        var minY: Double { min(a.y, b.y) }
        /// The larger y of the ends.
        var maxY: Double { max(a.y, b.y) }

        /// The segment moved `dx` along x.
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
