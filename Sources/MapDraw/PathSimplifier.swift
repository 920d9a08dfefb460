/// Drops the points of a picture's line or ring that no eye could see: every point left out
/// lies within `tolerance` pixels of the simplified line. A layer's features keep every vertex
/// of their file, so a river of Natural Earth's 10m data drawn at world scale is hundreds of
/// points inside one pixel; the HTML page writes its pictures simplified (about a tenth of
/// the bytes, and the browser draws fewer segments while it moves and scales them).
///
/// Two passes, both keeping the first and last points and each allowed half the tolerance:
/// points closer than that to the last point kept are dropped (linear, and it removes the
/// dense runs), then the Douglas–Peucker split keeps the point farthest from each chord while
/// it is farther than that (Douglas and Peucker, "Algorithms for the reduction of the number of points
/// required to represent a digitized line or its caricature", The Canadian Cartographer, 1973).
enum PathSimplifier {
    /// `points` with the points within `tolerance` pixels of the line through the rest left
    /// out; unchanged when it has fewer than three points or the tolerance is not positive.
    static func simplified(_ points: [PicturePoint], tolerance: Double) -> [PicturePoint] {
        guard points.count > 2, tolerance > 0 else { return points }
        let near = withoutNearNeighbours(points, tolerance: tolerance / 2)
        guard near.count > 2 else { return near }
        return split(near, tolerance: tolerance / 2)
    }

    /// The first pass: each point closer than `tolerance` to the last one kept is dropped
    /// (the last point of all is kept, in place of the last one kept if that is too close).
    static func withoutNearNeighbours(_ points: [PicturePoint], tolerance: Double) -> [PicturePoint] {
        let limit = tolerance * tolerance
        var kept = [points[0]]
        for point in points.dropFirst().dropLast() where squaredDistance(point, kept[kept.count - 1]) >= limit {
            kept.append(point)
        }
        let last = points[points.count - 1]
        if kept.count > 1 && squaredDistance(last, kept[kept.count - 1]) < limit { kept.removeLast() }
        kept.append(last)
        return kept
    }

    /// The second pass, Douglas–Peucker over an explicit stack (no recursion, however long
    /// the line): a chord's farthest point is kept, and both halves split again, while that
    /// point is farther from the chord than `tolerance`.
    static func split(_ points: [PicturePoint], tolerance: Double) -> [PicturePoint] {
        let limit = tolerance * tolerance
        var keep = [Bool](repeating: false, count: points.count)
        keep[0] = true
        keep[points.count - 1] = true
        var chords = [(first: 0, last: points.count - 1)]
        while let (first, last) = chords.popLast() {
            guard last - first > 1 else { continue }
            var farthest = first, distance = -1.0
            for index in (first + 1)..<last {
                let d = squaredDistance(points[index], fromSegment: points[first], points[last])
                if d > distance { distance = d; farthest = index }
            }
            guard distance > limit else { continue }
            keep[farthest] = true
            chords.append((first, farthest))
            chords.append((farthest, last))
        }
        return points.indices.compactMap { keep[$0] ? points[$0] : nil }
    }

    static func squaredDistance(_ a: PicturePoint, _ b: PicturePoint) -> Double {
        let dx = a.x - b.x, dy = a.y - b.y
        return dx * dx + dy * dy
    }

    /// The squared distance from `p` to the segment from `a` to `b` (to `a` when they meet).
    static func squaredDistance(_ p: PicturePoint, fromSegment a: PicturePoint, _ b: PicturePoint) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = dx * dx + dy * dy
        guard length > 0 else { return squaredDistance(p, a) }
        let t = min(1, max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length))
        return squaredDistance(p, PicturePoint(x: a.x + t * dx, y: a.y + t * dy))
    }
}
