/// Cuts the geography to the longitudes and latitudes a grid picture shows before it is
/// projected: far from its area of use a projection folds (a transverse Mercator past 90
/// degrees from its meridian), and a continent projected whole would fill the picture wrongly.
/// The cut edges lie in the box's margin, outside the picture, where the picture's own clipping
/// takes them away.
struct GridCut {
    /// The box cut to.
    let box: GeoBox

    /// The clipper in degrees (longitude as x, latitude as y). A box across the antimeridian or
    /// around a pole cuts latitudes only, since the geography's longitudes stay within ±180.
    private var clipper: Clipper {
        let allLongitudes = box.west < -180 || box.east > 180 || box.east - box.west >= 360
        return Clipper(minX: allLongitudes ? -.infinity : box.west, minY: box.south,
                       maxX: allLongitudes ? .infinity : box.east, maxY: box.north)
    }

    /// Rings cut to the box (the first the outside: none when the outside is cut away).
    func rings(_ rings: [[(lon: Double, lat: Double)]]) -> [[(lon: Double, lat: Double)]] {
        let clipper = clipper
        var cut: [[(lon: Double, lat: Double)]] = []
        for (index, ring) in rings.enumerated() {
            let points = clipper.clip(ring: ring.map { PicturePoint(x: $0.lon, y: $0.lat) })
            if points.count < 3 {
                if index == 0 { return [] }
                continue
            }
            cut.append(Self.densified(points.map { (lon: $0.x, lat: $0.y) }, closed: true))
        }
        return cut
    }

    /// The longest edge, in degrees of longitude or latitude, drawn straight in the grid.
    static let maxStep = 0.5

    /// `points` with points added along every edge longer than `maxStep` degrees, so that an
    /// edge the cut made along a parallel (or a long edge of the coarse land) bends as the grid
    /// bends it, instead of cutting straight across the picture.
    static func densified(_ points: [(lon: Double, lat: Double)], closed: Bool) -> [(lon: Double, lat: Double)] {
        guard points.count > 1 else { return points }
        var result: [(lon: Double, lat: Double)] = []
        result.reserveCapacity(points.count)
        let count = closed ? points.count : points.count - 1
        for index in 0..<count {
            let a = points[index], b = points[(index + 1) % points.count]
            result.append(a)
            let parts = (max(abs(b.lon - a.lon), abs(b.lat - a.lat)) / maxStep).rounded(.up)
            guard parts > 1, parts.isFinite else { continue }
            for part in 1..<Int(min(parts, 720)) {
                let t = Double(part) / parts
                result.append((lon: a.lon + (b.lon - a.lon) * t, lat: a.lat + (b.lat - a.lat) * t))
            }
        }
        if !closed { result.append(points[points.count - 1]) }
        return result
    }

    /// Lines cut to the box: each part's runs inside it.
    func lines(_ parts: [[(lon: Double, lat: Double)]]) -> [[(lon: Double, lat: Double)]] {
        let clipper = clipper
        return parts.flatMap { part in
            clipper.clip(line: part.map { PicturePoint(x: $0.lon, y: $0.lat) }).map { run in
                Self.densified(run.map { (lon: $0.x, lat: $0.y) }, closed: false)
            }
        }
    }
}
