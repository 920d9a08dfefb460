import MapCore

// MARK: - Unwrapping

extension AntimeridianCut {
    /// `path` with its longitudes continued past ±180 where it crosses the antimeridian (a
    /// whole turn added or taken away), so that neighbours are less than 180 degrees apart: a
    /// line from Japan to Alaska runs from 140 to 210. Longitudes before the first crossing
    /// stay as given; a path that does not cross comes back unchanged.
    public static func unwrapped(path: [GeodesicPosition]) -> [GeodesicPosition] {
        var turns = 0.0
        var previous: GeodesicPosition?
        return path.map { position in
            if let previous {
                let step = position.longitude - previous.longitude
                if step > 180 { turns -= 1 } else if step < -180 { turns += 1 }
            }
            previous = position
            guard turns != 0 else { return position }
            return GeodesicPosition(shifted: position, by: 360 * turns)
        }
    }

    /// The closed ring `ring`, running `winding`, unwrapped as `unwrapped(path:)`. A ring around
    /// a pole (its unwrapped longitudes turn a whole turn) is started where it crosses the
    /// antimeridian, so that it runs from longitude -180 to 180 or back, and closed along the
    /// pole it goes round, latitude 90 or -90 (the top or bottom of the Web Mercator square,
    /// where the projection stops at ±85.05), with a position every 90 degrees: no step of the
    /// ring is more than half a turn. The pole is the one on the interior's side: north for a
    /// counter-clockwise ring running east or a clockwise one running west. A ring that does
    /// not cross comes back unchanged.
    public static func unwrapped(ring: [GeodesicPosition], winding: GraphicOutline.Winding) -> [GeodesicPosition] {
        let plain = unwrapped(path: ring)
        guard let first = plain.first, let last = plain.last, abs(last.longitude - first.longitude) > 180 else { return plain }
        // Around a pole: start at the first crossing (there is one: the longitudes turn).
        guard let index = ring.indices.dropFirst().first(where: { crossing(from: ring[$0 - 1], to: ring[$0]) != nil }),
              let cut = crossing(from: ring[index - 1], to: ring[index]) else { return plain }
        let middle = ring[index..<(ring.count - 1)] + ring[0..<index]
        let open = unwrapped(path: [cut.start] + middle + [cut.end])
        guard let start = open.first, let end = open.last else { return plain }
        let eastward = end.longitude > start.longitude
        let north = eastward == (winding == .counterClockwise)
        return open + alongPole(north ? 90 : -90, from: end.longitude, to: start.longitude, step: 90) + [start]
    }
}

extension GeodesicPosition {
    /// `position` with `degrees` added to its longitude (its latitude is already valid).
    init(shifted position: GeodesicPosition, by degrees: Double) {
        self = (try? GeodesicPosition(latitude: position.latitude, longitude: position.longitude + degrees)) ?? position
    }
}
