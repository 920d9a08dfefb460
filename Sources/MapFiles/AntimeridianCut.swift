import MapCore

/// Paths and rings of positions made safe for readers that draw straight lines in longitude
/// and latitude (or in Web Mercator x and y), where a step from 179° to -179° would otherwise
/// cross the whole map, in the two ways the formats allow:
/// - **cut** (`cut(path:)`, `cut(ring:)`; GeoJSON, RFC 7946 section 3.1.9, and KML): a path
///   becomes parts that end at longitude 180 (or -180) and start again on the other side; a
///   ring becomes rings, each closed along ±180, and a ring around a pole is closed along the
///   pole (latitude ±90) between its cuts. Every longitude then lies in [-180, 180].
/// - **unwrapped** (`unwrapped(path:)`, `unwrapped(ring:winding:)`, in `+Unwrap`; Esri JSON,
///   as ArcGIS's wraparound draws it): longitudes continue past ±180 so that neighbours stay
///   less than half a turn apart.
///
/// A step of more than 180 degrees of longitude between neighbours is a crossing (the short
/// way round is the way the path goes). The positions are those of a densified outline
/// (`GraphicOutline`), so neighbours are close and the latitude where a step crosses the
/// antimeridian is interpolated linearly along it. Paths and rings of any shape may be given,
/// not only graphics' (layers' features can use it too). Shapes that do not cross come back
/// exactly as given.
public enum AntimeridianCut {
    /// `path` cut where it crosses the antimeridian: each part ends at longitude 180 (or
    /// -180) and the next starts on the other side at the same latitude. A path that does not
    /// cross comes back as one part.
    public static func cut(path: [GeodesicPosition]) -> [[GeodesicPosition]] {
        var parts: [[GeodesicPosition]] = []
        var current: [GeodesicPosition] = []
        for position in path {
            if let previous = current.last, let crossing = crossing(from: previous, to: position) {
                if previous != crossing.end { current.append(crossing.end) }
                parts.append(current)
                current = position == crossing.start ? [] : [crossing.start]
            }
            current.append(position)
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    /// The closed ring `ring` (first position repeated last, interior on the left as drawn in
    /// longitude and latitude: counter-clockwise) cut where it crosses the antimeridian into
    /// closed counter-clockwise rings whose longitudes lie in [-180, 180]. Each piece between
    /// two crossings is joined to the next piece along the meridian ±180 it ends on, going
    /// north along 180 and south along -180 (so the interior stays on the left); where no
    /// piece starts further along that meridian, the ring goes on along the pole (latitude 90
    /// from 180 to -180, or -90 from -180 to 180) and back along the other meridian. So a box
    /// across 180° becomes two boxes, and a ring around the North Pole, running east, becomes
    /// one ring `... (180, φ) (180, 90) (-180, 90) (-180, φ) ...`. A ring that does not cross
    /// comes back as the only ring, unchanged.
    public static func cut(ring: [GeodesicPosition]) -> [[GeodesicPosition]] {
        var pieces = cut(path: ring)
        guard pieces.count > 1, let last = pieces.popLast() else { return [ring] }
        // The ring is closed: its last piece runs on into its first.
        pieces[0] = last + pieces[0].dropFirst()
        let starts = pieces.map { boundaryPlace(of: $0[0]) }
        var rings: [[GeodesicPosition]] = []
        var used = Array(repeating: false, count: pieces.count)
        for first in pieces.indices where !used[first] {
            var result: [GeodesicPosition] = []
            var index = first
            while !used[index] {
                used[index] = true
                result += pieces[index]
                let (next, along) = nextPiece(after: pieces[index][pieces[index].count - 1], starts: starts)
                result += along
                index = next
            }
            result.append(result[0])
            rings.append(result)
        }
        return rings
    }

    // MARK: - Crossings

    /// Where the step from `previous` to `position` crosses the antimeridian, if it does (a
    /// step of more than 180 degrees): `end`, at longitude 180 (going east) or -180 (going
    /// west), and `start`, the same place on the other side, at the latitude interpolated
    /// linearly along the step.
    static func crossing(from previous: GeodesicPosition, to position: GeodesicPosition)
        -> (end: GeodesicPosition, start: GeodesicPosition)?
    {
        guard abs(position.longitude - previous.longitude) > 180 else { return nil }
        let eastward = position.longitude < previous.longitude
        let edge = eastward ? 180.0 : -180.0
        let unwrapped = position.longitude + (eastward ? 360 : -360)
        let t = (edge - previous.longitude) / (unwrapped - previous.longitude)
        let latitude = previous.latitude + t * (position.latitude - previous.latitude)
        guard let end = try? GeodesicPosition(latitude: latitude, longitude: edge),
              let start = try? GeodesicPosition(latitude: latitude, longitude: -edge) else { return nil }
        return (end, start)
    }

    // MARK: - Joining pieces

    /// Where `position` (on longitude 180 or -180) lies on the boundary of the map
    /// [-180, 180] x [-90, 90] walked counter-clockwise from its south-east corner, in degrees
    /// of latitude walked: 0...180 up the meridian 180, 180...360 down the meridian -180.
    static func boundaryPlace(of position: GeodesicPosition) -> Double {
        position.longitude > 0 ? position.latitude + 90 : 270 - position.latitude
    }

    /// The piece whose start comes first after `end` walking the boundary counter-clockwise
    /// (`boundaryPlace(of:)`), and the corners passed on the way there (along a pole).
    static func nextPiece(after end: GeodesicPosition, starts: [Double]) -> (index: Int, along: [GeodesicPosition]) {
        let from = boundaryPlace(of: end)
        var best = 0
        var bestDistance = Double.infinity
        for (index, place) in starts.enumerated() {
            var distance = place - from
            if distance < 0 { distance += 360 }
            if distance < bestDistance { best = index; bestDistance = distance }
        }
        var along: [GeodesicPosition] = []
        let to = from + bestDistance
        // The top of the boundary (the North Pole) is at 180, the bottom (the South Pole) at
        // 360 (and 0).
        for corner in [180.0, 360, 540] where from < corner && corner <= to {
            let north = corner == 180 || corner == 540
            along += alongPole(north ? 90 : -90, from: north ? 180 : -180, to: north ? -180 : 180, step: 360)
        }
        return (best, along)
    }

    /// Positions along the pole at `latitude` (±90) from longitude `from` to `to`, both
    /// included, no more than `step` degrees apart.
    static func alongPole(_ latitude: Double, from: Double, to: Double, step: Double) -> [GeodesicPosition] {
        let parts = max(1, Int((abs(to - from) / step).rounded(.up)))
        return (0...parts).compactMap { part in
            let longitude = part == parts ? to : from + (to - from) * Double(part) / Double(parts)
            return try? GeodesicPosition(latitude: latitude, longitude: longitude)
        }
    }
}
