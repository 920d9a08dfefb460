#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The camera's geometry in Earth-centred, Earth-fixed (ECEF) coordinates on WGS 84 (a =
// 6378137 m, f = 1/298.257223563): geodetic to ECEF by the usual closed form, ECEF to geodetic
// by Bowring's iteration, and the ray-ellipsoid intersection by scaling z by a/b so that the
// ellipsoid becomes a sphere of radius a.

extension Camera {
    // MARK: - What the camera looks at

    /// The point of the ellipsoid the camera looks at (see the type's notes), or nil when the
    /// view direction meets no ground.
    public var target: GeodesicPosition? { sight?.target }

    /// The straight-line distance in metres from the camera to `target`, or nil.
    public var targetDistance: Double? { sight?.distance }

    /// The target and its distance, or nil.
    var sight: (target: GeodesicPosition, distance: Double)? {
        let origin = Self.ecef(latitude, longitude, altitude)
        let direction = Self.direction(heading: heading, pitch: pitch, at: latitude, longitude)
        guard let distance = Self.rayToEllipsoid(origin: origin, direction: direction) else { return nil }
        let hit = origin + direction * distance
        let point = Self.geodetic(hit)
        return (GeodesicPosition(unchecked: point.latitude, point.longitude), distance)
    }

    // MARK: - Placing the camera

    /// The camera `distance` metres from `target` (on the ellipsoid), seen from it at `heading`
    /// and `pitch` (measured in the target's local frame: the camera is `distance` back along
    /// the direction those angles give), with `roll`. The camera's own heading and pitch are
    /// then worked out at its position so that it looks exactly at `target`; for distances
    /// small beside the Earth's radius they equal the ones given.
    public init(
        lookingAt target: GeodesicPosition, distance: Double, heading: Double, pitch: Double, roll: Double = 0
    ) throws(MapError) {
        guard distance.isFinite && distance > 0 else { throw .camera(.invalidDistance(distance)) }
        guard pitch >= 0 && pitch <= 180 else { throw .camera(.invalidPitch(pitch)) }
        let heading = try Self.angle(heading)
        let direction = Self.direction(heading: heading, pitch: pitch, at: target.latitude, target.longitude)
        let origin = Self.ecef(target.latitude, target.longitude, 0) - direction * distance
        let place = Self.geodetic(origin)
        guard Self.altitudeRange.contains(place.height) else { throw .camera(.invalidAltitude(place.height)) }
        let angles = Self.angles(of: direction, at: place.latitude, place.longitude)
        let longitude = place.longitude == 180 ? 180 : Projection.wrapLongitude(place.longitude)
        self.init(unchecked: place.latitude, longitude, place.height, angles.heading, angles.pitch, try Self.angle(roll))
    }

    /// The camera turned `degrees` clockwise (seen from above) about the vertical through its
    /// target, keeping its distance and its pitch at the target; throws `noTarget` when it sees
    /// no ground.
    public func orbited(by degrees: Double) throws(MapError) -> Camera {
        guard degrees.isFinite else { throw .camera(.invalidAngle(degrees)) }
        let (target, distance, angles) = try targetFrame()
        return try Camera(lookingAt: target, distance: distance, heading: angles.heading + degrees, pitch: angles.pitch, roll: roll)
    }

    /// The camera tilted to `pitch` at its target (0 looks straight down on it; below 90 to see
    /// it), keeping the distance and the heading; throws `noTarget` when it sees no ground.
    public func tilted(to pitch: Double) throws(MapError) -> Camera {
        guard pitch >= 0 && pitch < 90 else { throw .camera(.invalidTilt(pitch)) }
        let (target, distance, angles) = try targetFrame()
        return try Camera(lookingAt: target, distance: distance, heading: angles.heading, pitch: pitch, roll: roll)
    }

    /// The target, the distance to it, and the view direction's heading and pitch at it.
    private func targetFrame() throws(MapError) -> (GeodesicPosition, Double, (heading: Double, pitch: Double)) {
        guard let sight else { throw .camera(.noTarget) }
        let direction = Self.direction(heading: heading, pitch: pitch, at: latitude, longitude)
        return (sight.target, sight.distance, Self.angles(of: direction, at: sight.target.latitude, sight.target.longitude))
    }

    // MARK: - ECEF

    /// A vector in ECEF metres.
    struct Vector: Equatable {
        var x: Double, y: Double, z: Double
        static func + (p: Vector, q: Vector) -> Vector { Vector(x: p.x + q.x, y: p.y + q.y, z: p.z + q.z) }
        static func - (p: Vector, q: Vector) -> Vector { Vector(x: p.x - q.x, y: p.y - q.y, z: p.z - q.z) }
        static func * (p: Vector, k: Double) -> Vector { Vector(x: p.x * k, y: p.y * k, z: p.z * k) }
        func dot(_ q: Vector) -> Double { x * q.x + y * q.y + z * q.z }
    }

    static let a = Geodesic.wgs84.equatorialRadius
    static let b = Geodesic.wgs84.polarRadius
    static let e2 = Geodesic.wgs84.flattening * (2 - Geodesic.wgs84.flattening)
    static let radiansPerDegree = Double.pi / 180

    /// The ECEF point at geodetic latitude, longitude (degrees) and height (metres).
    static func ecef(_ latitude: Double, _ longitude: Double, _ height: Double) -> Vector {
        let phi = latitude * radiansPerDegree, lambda = longitude * radiansPerDegree
        let n = a / (1 - e2 * sin(phi) * sin(phi)).squareRoot()
        return Vector(
            x: (n + height) * cos(phi) * cos(lambda), y: (n + height) * cos(phi) * sin(lambda),
            z: (n * (1 - e2) + height) * sin(phi))
    }

    /// The geodetic latitude, longitude (degrees) and height (metres) of an ECEF point, by
    /// Bowring's iteration on the parametric latitude (sub-millimetre after a few steps for
    /// any point above the Earth's centre region).
    static func geodetic(_ point: Vector) -> (latitude: Double, longitude: Double, height: Double) {
        let p = (point.x * point.x + point.y * point.y).squareRoot()
        let longitude = atan2(point.y, point.x) / radiansPerDegree
        if p < 1e-9 {
            return (point.z >= 0 ? 90 : -90, longitude, abs(point.z) - b)
        }
        let ep2 = e2 / (1 - e2)
        var beta = atan2(point.z, p * (1 - Geodesic.wgs84.flattening))
        var phi = 0.0
        for _ in 0..<8 {
            phi = atan2(point.z + ep2 * b * pow(sin(beta), 3), p - e2 * a * pow(cos(beta), 3))
            let next = atan2((1 - Geodesic.wgs84.flattening) * sin(phi), cos(phi))
            if abs(next - beta) < 1e-15 { break }
            beta = next
        }
        let n = a / (1 - e2 * sin(phi) * sin(phi)).squareRoot()
        let height = abs(phi) < Double.pi / 4
            ? p / cos(phi) - n
            : point.z / sin(phi) - n * (1 - e2)
        return (phi / radiansPerDegree, longitude, height)
    }

    /// The local east, north and up unit vectors at a latitude and longitude (degrees).
    static func frame(_ latitude: Double, _ longitude: Double) -> (east: Vector, north: Vector, up: Vector) {
        let phi = latitude * radiansPerDegree, lambda = longitude * radiansPerDegree
        return (
            Vector(x: -sin(lambda), y: cos(lambda), z: 0),
            Vector(x: -sin(phi) * cos(lambda), y: -sin(phi) * sin(lambda), z: cos(phi)),
            Vector(x: cos(phi) * cos(lambda), y: cos(phi) * sin(lambda), z: sin(phi)))
    }

    /// The unit view direction of `heading` and `pitch` (degrees) in the frame at a position.
    static func direction(heading: Double, pitch: Double, at latitude: Double, _ longitude: Double) -> Vector {
        let (east, north, up) = frame(latitude, longitude)
        let h = heading * radiansPerDegree, p = pitch * radiansPerDegree
        return east * (sin(p) * sin(h)) + north * (sin(p) * cos(h)) + up * (-cos(p))
    }

    /// The heading ([0, 360)) and pitch ([0, 180]) of a direction in the frame at a position.
    static func angles(of direction: Vector, at latitude: Double, _ longitude: Double) -> (heading: Double, pitch: Double) {
        let (east, north, up) = frame(latitude, longitude)
        let e = direction.dot(east), n = direction.dot(north), u = direction.dot(up)
        let pitch = atan2((e * e + n * n).squareRoot(), -u) / radiansPerDegree
        let heading = (try? Viewpoint.normalized(rotation: atan2(e, n) / radiansPerDegree)) ?? 0
        return (heading, pitch)
    }

    /// The distance along the unit `direction` from `origin` to the ellipsoid's surface, or nil
    /// when the ray misses it (or starts inside it and the surface is behind).
    static func rayToEllipsoid(origin: Vector, direction: Vector) -> Double? {
        let k = a / b
        let o = Vector(x: origin.x, y: origin.y, z: origin.z * k)
        let d = Vector(x: direction.x, y: direction.y, z: direction.z * k)
        let qa = d.dot(d), qb = 2 * o.dot(d), qc = o.dot(o) - a * a
        let discriminant = qb * qb - 4 * qa * qc
        guard discriminant >= 0 else { return nil }
        let root = discriminant.squareRoot()
        // The numerically stable pair of roots.
        let q = -0.5 * (qb + (qb >= 0 ? root : -root))
        let roots = [q / qa, q != 0 ? qc / q : 0].sorted()
        // The parameter t is the distance since `direction` is a unit vector in ECEF.
        if let t = roots.first(where: { $0 > 0 }) { return t }
        return qc <= 0 && roots.contains(0) ? 0 : nil
    }
}
