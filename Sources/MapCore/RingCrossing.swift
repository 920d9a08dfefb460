/// The test that a polygon's ring is simple: no two edges cross or touch except adjacent edges
/// at their shared vertex.
///
/// **The plane it works in.** Edges are straight segments on the plane of (longitude,
/// latitude) in degrees, not geodesics: a cheap, predictable test that agrees with what a user
/// sees on a plate carrée or Web Mercator map for the rings people draw (for edges of a few
/// degrees the two paths differ by less than the width of a line). The antimeridian: the ring
/// is first unwrapped, each vertex's longitude chosen within 180 degrees of the one before (an
/// edge goes the shorter way round, as its geodesic does), so a ring across the antimeridian is
/// one piece; and since longitudes repeat every 360 degrees, every pair of edges is also tested
/// with one of them shifted by whole turns. A ring around a pole unwraps to a band that does
/// not close on itself (its last vertex is a turn away from its first); its closing edge joins
/// them across that turn, so it is tested like any other.
///
/// **What counts.** Repeated consecutive vertices (and a closing repeat of the first) are
/// skipped first; a vertex lying on a non-adjacent edge, collinear overlapping edges, and an
/// edge doubling back over the one before all count as crossings. Edges are named by the
/// 1-based numbers of the vertices they join as given: `1-2`, and `4-1` for the closing edge
/// of four vertices.
///
/// **How.** A sweep (`RingSweep`, after Shamos and Hoey 1976) says in O(n log n) whether any
/// two edges cross. When some do, the pair reported is the first edge, in the order the ring is
/// drawn, that crosses an edge drawn before it, with the first such earlier edge: the shortest
/// run of edges from the first that crosses itself is found by halving (O(n log² n); two
/// sweeps when the ring crosses itself once), and its last edge is tested against the ones
/// before it. A 300,000-vertex ring is checked in well
/// under a second (see docs/limits-and-safety.md).
enum RingCrossing {
    /// An edge, named by the 1-based vertex numbers it joins.
    struct Edge: Hashable, Sendable {
        /// The first vertex's number.
        var from: Int
        /// The second vertex's number.
        var to: Int
    }

    /// Two crossing edges of the ring through `vertices` (closed implicitly), or nil when the
    /// ring is simple: the first edge, in drawing order, that crosses an earlier one, and the
    /// first earlier edge it crosses; the earlier edge comes first.
    static func firstCrossing(_ vertices: [GeodesicPosition]) -> (Edge, Edge)? {
        guard let ring = Ring(vertices) else { return nil }
        var sweep = RingSweep(ring)
        guard let found = sweep.crossing(amongFirst: ring.count) else { return nil }
        // The first `simple` edges do not cross one another; the first `crossing` edges do.
        // Each round tries the run one edge shorter (when nothing crosses there, the last edge
        // is the one: at once for a ring with one crossing), then halves the range.
        var simple = 1, crossing = found.second + 1
        while crossing - simple > 1 {
            guard let shorter = sweep.crossing(amongFirst: crossing - 1) else {
                simple = crossing - 1
                break
            }
            crossing = shorter.second + 1
            guard crossing - simple > 1 else { break }
            let middle = (simple + crossing) / 2
            if let pair = sweep.crossing(amongFirst: middle) { crossing = pair.second + 1 } else { simple = middle }
        }
        let second = crossing - 1
        guard let first = (0..<second).first(where: { ring.crosses($0, second) }) else {
            // Only rounding could make the sweep and the pair test disagree: report what was found.
            return (ring.edge(found.first), ring.edge(found.second))
        }
        return (ring.edge(first), ring.edge(second))
    }

    // MARK: - The ring on the plane

    /// A ring prepared for the test: consecutive repeats skipped, longitudes unwrapped, one
    /// segment per edge (the closing one last).
    struct Ring {
        /// The 1-based number, as given, of each vertex kept.
        let numbers: [Int]
        /// The edges: segment `i` runs from vertex `i` to vertex `i + 1` (the closing one to a
        /// copy of the first vertex, a whole number of turns away for a ring around a pole).
        let segments: [Segment]
        /// The turns by which the closing edge, shifted, ends where the first edge starts.
        let closingTurn: Int

        /// The number of edges (and of vertices kept).
        var count: Int { segments.count }

        /// The ring through `vertices`, or nil when fewer than 3 vertices are left once
        /// repeats are skipped.
        init?(_ vertices: [GeodesicPosition]) {
            // Skip consecutive repeats, remembering the numbers the user gave.
            var numbers: [Int] = []
            var points: [(x: Double, y: Double)] = []
            for (index, vertex) in vertices.enumerated() {
                if let last = numbers.last, GeodesicPolygon.samePoint(vertices[last - 1], vertex) { continue }
                numbers.append(index + 1)
                points.append((vertex.longitude, vertex.latitude))
            }
            while numbers.count > 1,
                  GeodesicPolygon.samePoint(vertices[numbers[0] - 1], vertices[numbers[numbers.count - 1] - 1]) {
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
            var segments: [Segment] = []
            segments.reserveCapacity(count)
            for index in 0..<count {
                let end = index + 1 == count ? (x: closingX, y: points[0].y) : points[index + 1]
                segments.append(Segment(a: points[index], b: end))
            }
            self.numbers = numbers
            self.segments = segments
            closingTurn = Int(((points[0].x - closingX) / 360).rounded())
        }

        /// Whether edges `i` and `j` (i < j) cross, at any shift by whole turns; adjacent edges
        /// only when they overlap beyond their shared vertex.
        func crosses(_ i: Int, _ j: Int) -> Bool {
            // Adjacent edges share a vertex at no shift, or, for the first and the closing
            // edge, at the shift that undoes the ring's turns.
            let sharedTurn: Int? = j == i + 1 ? 0 : i == 0 && j == count - 1 ? closingTurn : nil
            return RingCrossing.crosses(segments[i], segments[j], sharedTurn: sharedTurn, firstBeforeSecond: j == i + 1)
        }

        /// Edge `i` by the numbers of its vertices.
        func edge(_ i: Int) -> Edge {
            Edge(from: numbers[i], to: numbers[(i + 1) % count])
        }
    }
}
