#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Hit testing (`identify`)

extension FeatureGeometry {
    /// Whether the geometry is within `tolerance` pixels of the point at the centre of `frame`:
    /// a point or a line within that distance, a polygon containing the point (even-odd over
    /// its rings, so a hole is outside) or with an edge that near.
    public func isHit(in frame: PixelFrame, tolerance: Double) -> Bool {
        switch self {
        case .point(let position):
            return frame.distance(to: position) <= tolerance
        case .multiPoint(let positions):
            return positions.contains { frame.distance(to: $0) <= tolerance }
        case .lineString(let path):
            return frame.isNear(path: path, tolerance: tolerance)
        case .multiLineString(let paths):
            return paths.contains { frame.isNear(path: $0, tolerance: tolerance) }
        case .polygon(let rings):
            return frame.isInside(rings: rings) || rings.contains { frame.isNear(path: Self.closed($0), tolerance: tolerance) }
        case .multiPolygon(let polygons):
            return polygons.contains { rings in
                frame.isInside(rings: rings) || rings.contains { frame.isNear(path: Self.closed($0), tolerance: tolerance) }
            }
        case .collection(let members):
            return members.contains { $0.isHit(in: frame, tolerance: tolerance) }
        }
    }
}

/// The pixels of the view around a point, as Web Mercator draws them there: a degree of
/// longitude is `1 / degreesPerPixel` pixels wide and a degree of latitude `1 / cos(latitude)`
/// times that, so distances in pixels near the point are as the user sees them.
public struct PixelFrame: Hashable, Sendable {
    /// The point at the centre.
    public var center: GeodesicPosition
    /// Degrees of longitude a pixel spans.
    public var degreesPerPixel: Double
    /// Degrees of latitude a pixel spans at the centre.
    public var latitudeDegreesPerPixel: Double

    /// The frame at `center` for a view at `scale` (96 DPI, Web Mercator's sphere).
    public init(center: GeodesicPosition, scale: Double) {
        self.center = center
        let metresPerPixel = scale * 0.0254 / 96
        degreesPerPixel = metresPerPixel / Projection.metresPerDegree
        let latitude = min(abs(center.latitude), Projection.maxLatitude) * Double.pi / 180
        latitudeDegreesPerPixel = degreesPerPixel * cos(latitude)
    }

    /// The box of longitudes and latitudes within `pixels` of the centre.
    public func box(pixels: Double) -> FeatureBounds {
        FeatureBounds(west: center.longitude - pixels * degreesPerPixel, south: center.latitude - pixels * latitudeDegreesPerPixel,
                      east: center.longitude + pixels * degreesPerPixel, north: center.latitude + pixels * latitudeDegreesPerPixel)
    }

    /// `position` in pixels from the centre, x east and y north.
    func offset(_ position: GeodesicPosition) -> (x: Double, y: Double) {
        ((position.longitude - center.longitude) / degreesPerPixel, (position.latitude - center.latitude) / latitudeDegreesPerPixel)
    }

    /// The distance in pixels from the centre to `position`.
    func distance(to position: GeodesicPosition) -> Double {
        let (x, y) = offset(position)
        return (x * x + y * y).squareRoot()
    }

    /// Whether a segment of `path` passes within `tolerance` pixels of the centre.
    func isNear(path: [GeodesicPosition], tolerance: Double) -> Bool {
        guard var previous = path.first.map(offset) else { return false }
        if path.count == 1 { return (previous.x * previous.x + previous.y * previous.y).squareRoot() <= tolerance }
        for position in path.dropFirst() {
            let next = offset(position)
            let (dx, dy) = (next.x - previous.x, next.y - previous.y)
            let length = dx * dx + dy * dy
            let t = length > 0 ? max(0, min(1, -(previous.x * dx + previous.y * dy) / length)) : 0
            let (x, y) = (previous.x + t * dx, previous.y + t * dy)
            if (x * x + y * y).squareRoot() <= tolerance { return true }
            previous = next
        }
        return false
    }

    /// Whether the centre is inside the polygon of `rings` (even-odd: a hole is outside).
    func isInside(rings: [[GeodesicPosition]]) -> Bool {
        let (x, y) = (center.longitude, center.latitude)
        var inside = false
        for ring in rings where ring.count >= 3 {
            var j = ring.count - 1
            for i in ring.indices {
                let (a, b) = (ring[i], ring[j])
                if (a.latitude > y) != (b.latitude > y),
                   x < (b.longitude - a.longitude) * (y - a.latitude) / (b.latitude - a.latitude) + a.longitude {
                    inside.toggle()
                }
                j = i
            }
        }
        return inside
    }
}
