import MapCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a frame in a grid projection (`MapProjection.grid`) measures once, where Web Mercator and
/// plate carrée have formulas: the longitudes and latitudes the picture shows, which way true
/// north points at its centre, and how many ground metres a plane metre spans there.
struct GridFrame: Sendable {
    /// The longitudes and latitudes the picture shows, with a margin (`margin` pixels): the
    /// geography drawn is chosen and cut to it. Longitudes run past ±180 when the picture
    /// crosses the antimeridian, and span 360 degrees when it holds a pole.
    var box: GeoBox
    /// Whether the box was measured; false when some of the picture's edge could not be
    /// inverted (a view of the whole world in a grid), and the box is the CRS's area of use
    /// widened by `areaMargin` degrees (the whole world when PROJ gives no area).
    var isMeasured: Bool
    /// The direction of true north at the centre, degrees clockwise from the grid's north (up
    /// on an unrotated map): the grid's meridian convergence with its sign turned.
    var northBearing: Double
    /// Ground metres per plane metre along the meridian at the centre (1 / the scale factor).
    var groundScale: Double

    /// The margin, in pixels, that `box` holds around the picture.
    static let margin = 48.0
    /// The degrees around a CRS's area of use drawn when the picture's edge cannot be inverted.
    static let areaMargin = 45.0

    /// The grid frame of a picture `width` x `height` pixels centred on `center` (plane metres,
    /// at `latitude`, `longitude`), at `resolution` metres per pixel, turned by `rotation`.
    init(grid: GridProjection, center: (x: Double, y: Double), latitude: Double, longitude: Double,
         resolution: Double, rotation: Double, width: Double, height: Double) {
        let radians = rotation * Double.pi / 180, cosine = cos(radians), sine = sin(radians)
        func plane(right: Double, down: Double) -> (x: Double, y: Double) {
            let turnedX = right * resolution, turnedY = -down * resolution
            return (center.x + turnedX * cosine + turnedY * sine, center.y - turnedX * sine + turnedY * cosine)
        }
        // The picture's edge, widened by the margin, sampled and inverted.
        let halfWidth = width / 2 + Self.margin, halfHeight = height / 2 + Self.margin
        let steps = 24
        var edge: [(right: Double, down: Double)] = []
        for i in 0..<steps { edge.append((-halfWidth + 2 * halfWidth * Double(i) / Double(steps), -halfHeight)) }
        for i in 0..<steps { edge.append((halfWidth, -halfHeight + 2 * halfHeight * Double(i) / Double(steps))) }
        for i in 0..<steps { edge.append((halfWidth - 2 * halfWidth * Double(i) / Double(steps), halfHeight)) }
        for i in 0..<steps { edge.append((-halfWidth, halfHeight - 2 * halfHeight * Double(i) / Double(steps))) }
        var south = Double.infinity, north = -Double.infinity, west = Double.infinity, east = -Double.infinity
        var unwrapped = 0.0, previous: Double?, inverted = 0
        for step in edge {
            let point = plane(right: step.right, down: step.down)
            guard let geographic = grid.unproject(x: point.x, y: point.y) else { continue }
            inverted += 1
            south = min(south, geographic.latitude)
            north = max(north, geographic.latitude)
            if let previous {
                var change = geographic.longitude - previous
                if change > 180 { change -= 360 } else if change < -180 { change += 360 }
                unwrapped += change
            } else {
                unwrapped = geographic.longitude
            }
            previous = geographic.longitude
            west = min(west, unwrapped)
            east = max(east, unwrapped)
        }
        // A pole inside the (widened) picture: every longitude shows, up to the pole.
        func holds(latitude pole: Double) -> Bool {
            let point = grid.project(latitude: pole, longitude: longitude)
            guard point.x.isFinite, point.y.isFinite else { return false }
            let dx = point.x - center.x, dy = point.y - center.y
            let right = (dx * cosine - dy * sine) / resolution, up = (dx * sine + dy * cosine) / resolution
            return abs(right) <= halfWidth && abs(up) <= halfHeight
        }
        isMeasured = inverted == edge.count
        if !isMeasured {
            // A picture reaching past where the grid can be inverted (a view of the whole world
            // in a national grid): only the CRS's area of use widened by `areaMargin` degrees is
            // drawn, since far beyond it a projection folds (a transverse Mercator past 90
            // degrees from its meridian) and would draw the world over itself.
            if let area = grid.spatialReference.definition?.areaOfUse, area.west <= area.east {
                let m = Self.areaMargin
                box = GeoBox(west: max(-180, area.west - m), south: max(-90, area.south - m),
                             east: min(180, area.east + m), north: min(90, area.north + m))
            } else {
                box = GeoBox(west: -180, south: -90, east: 180, north: 90)
            }
        } else {
            if holds(latitude: 90) { north = 90; west = -180; east = 180 }
            if holds(latitude: -90) { south = -90; west = -180; east = 180 }
            if east - west >= 360 { west = -180; east = 180 }
            box = GeoBox(west: west, south: max(-90, south), east: east, north: min(90, north))
        }
        // True north: the way from the centre to a point a little north of it (or from a point
        // a little south to the centre, at the North Pole).
        let step = 1e-4
        let from = latitude + step <= 90 ? (latitude, longitude) : (latitude - step, longitude)
        let start = grid.project(latitude: from.0, longitude: from.1)
        let end = grid.project(latitude: from.0 + step, longitude: from.1)
        let dx = end.x - start.x, dy = end.y - start.y
        let bearing = atan2(dx, dy) * 180 / Double.pi
        northBearing = bearing.isFinite ? bearing : 0
        // The meridian's ground length over the step (WGS 84's radius of curvature in the
        // meridian) against its plane length.
        let a = Geodesic.wgs84.equatorialRadius, f = Geodesic.wgs84.flattening, e2 = f * (2 - f)
        let phi = (from.0 + step / 2) * Double.pi / 180
        let meridianRadius = a * (1 - e2) / pow(1 - e2 * sin(phi) * sin(phi), 1.5)
        let ground = meridianRadius * step * Double.pi / 180, planeLength = (dx * dx + dy * dy).squareRoot()
        groundScale = planeLength.isFinite && planeLength > 0 ? ground / planeLength : 1
    }
}
