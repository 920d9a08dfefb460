/// Clips rings and lines to a rectangle of the picture (the picture plus a margin), so that a
/// path keeps only what can show: the land of a zoomed-in view is a few points, not a continent
/// thousands of kilometres of pixels across.
struct Clipper {
    let minX: Double
    let minY: Double
    let maxX: Double
    let maxY: Double

    /// A clipper to `width` x `height` pixels plus `margin` on every side.
    init(width: Double, height: Double, margin: Double) {
        minX = -margin
        minY = -margin
        maxX = width + margin
        maxY = height + margin
    }

    /// A clipper to the rectangle from `minX`, `minY` to `maxX`, `maxY` (a box of longitudes and
    /// latitudes, for a picture in a grid projection).
    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    // MARK: - Rings

    /// A closed ring cut to the rectangle (Sutherland-Hodgman); empty when nothing is left.
    func clip(ring: [PicturePoint]) -> [PicturePoint] {
        var points = ring
        for edge in 0..<4 {
            guard let last = points.last else { return [] }
            var output: [PicturePoint] = []
            output.reserveCapacity(points.count + 4)
            var previous = last
            for current in points {
                let currentIn = inside(current, edge), previousIn = inside(previous, edge)
                if currentIn {
                    if !previousIn { output.append(crossing(previous, current, edge)) }
                    output.append(current)
                } else if previousIn {
                    output.append(crossing(previous, current, edge))
                }
                previous = current
            }
            points = output
        }
        return points.count >= 3 ? points : []
    }

    private func inside(_ point: PicturePoint, _ edge: Int) -> Bool {
        switch edge {
        case 0: point.x >= minX
        case 1: point.x <= maxX
        case 2: point.y >= minY
        default: point.y <= maxY
        }
    }

    private func crossing(_ a: PicturePoint, _ b: PicturePoint, _ edge: Int) -> PicturePoint {
        switch edge {
        case 0, 1:
            let x = edge == 0 ? minX : maxX
            let t = (x - a.x) / (b.x - a.x)
            return PicturePoint(x: x, y: a.y + (b.y - a.y) * t)
        default:
            let y = edge == 2 ? minY : maxY
            let t = (y - a.y) / (b.y - a.y)
            return PicturePoint(x: a.x + (b.x - a.x) * t, y: y)
        }
    }

    // MARK: - Lines

    /// An open line cut to the rectangle: the runs of it inside (Liang-Barsky on each segment).
    func clip(line: [PicturePoint]) -> [[PicturePoint]] {
        var runs: [[PicturePoint]] = []
        var current: [PicturePoint] = []
        for (a, b) in zip(line, line.dropFirst()) {
            guard let (start, end) = clip(segment: a, b) else {
                if current.count > 1 { runs.append(current) }
                current = []
                continue
            }
            if current.isEmpty || current.last != start {
                if current.count > 1 { runs.append(current) }
                current = [start]
            }
            current.append(end)
            if end != b {
                runs.append(current)
                current = []
            }
        }
        if current.count > 1 { runs.append(current) }
        return runs
    }

    /// The part of the segment from `a` to `b` inside the rectangle, or nil.
    func clip(segment a: PicturePoint, _ b: PicturePoint) -> (PicturePoint, PicturePoint)? {
        let dx = b.x - a.x, dy = b.y - a.y
        var low = 0.0, high = 1.0
        for (p, q) in [(-dx, a.x - minX), (dx, maxX - a.x), (-dy, a.y - minY), (dy, maxY - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let t = q / p
                if p < 0 { low = max(low, t) } else { high = min(high, t) }
                if low > high { return nil }
            }
        }
        let start = low == 0 ? a : PicturePoint(x: a.x + dx * low, y: a.y + dy * low)
        let end = high == 1 ? b : PicturePoint(x: a.x + dx * high, y: a.y + dy * high)
        return (start, end)
    }
}
