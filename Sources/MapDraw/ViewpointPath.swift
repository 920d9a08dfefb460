import MapCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The viewpoints an animated move passes through (a `goto ... duration`, a tour's fly-to),
/// as both the live `show` and the HTML page draw them: the centre straight across the
/// projected plane (the shorter way round the world), the scale changing by the same factor
/// each second (geometric), the rotation the shorter way round. The page's script computes
/// the same (`HTMLScript`'s `between`).
public struct ViewpointPath: Sendable {
    /// Where the move starts.
    public let start: Viewpoint
    /// Where it ends.
    public let end: Viewpoint
    /// The plane the centre moves across.
    public let projection: MapProjection

    /// The move from `start` to `end` across `projection`.
    public init(from start: Viewpoint, to end: Viewpoint, projection: MapProjection = .webMercator) {
        self.start = start
        self.end = end
        self.projection = projection
    }

    /// The viewpoint `fraction` (0...1, clamped) of the way: exactly `start` at 0 and `end` at 1.
    public func viewpoint(at fraction: Double) -> Viewpoint {
        guard fraction > 0 else { return start }
        guard fraction < 1 else { return end }
        let a = projection.project(latitude: start.latitude, longitude: start.longitude)
        var b = projection.project(latitude: end.latitude, longitude: end.longitude)
        b.x -= ((b.x - a.x) / MapFrame.worldWidth).rounded() * MapFrame.worldWidth
        let x = a.x + (b.x - a.x) * fraction, y = a.y + (b.y - a.y) * fraction
        var longitude = x / Projection.metresPerDegree
        longitude -= ((longitude) / 360).rounded() * 360
        var latitude = min(90, max(-90, projection.latitude(atY: y)))
        if let grid = projection.grid {
            // Straight across the grid's plane, back to latitude and longitude through it (or
            // straight across latitude and longitude where it cannot be inverted).
            let point = grid.unproject(x: x, y: y)
            var east = end.longitude - start.longitude
            if east > 180 { east -= 360 } else if east < -180 { east += 360 }
            latitude = point?.latitude ?? start.latitude + (end.latitude - start.latitude) * fraction
            longitude = Projection.wrapLongitude(point?.longitude ?? start.longitude + east * fraction)
        }
        let scale = start.scale * pow(end.scale / start.scale, fraction)
        var turn = (end.rotation - start.rotation).truncatingRemainder(dividingBy: 360)
        if turn > 180 { turn -= 360 } else if turn < -180 { turn += 360 }
        let rotation = start.rotation + turn * fraction
        return (try? Viewpoint(latitude: latitude, longitude: longitude, scale: scale, rotation: rotation)) ?? end
    }
}
