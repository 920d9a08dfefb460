import MapCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

// MARK: - Reading back

extension AntimeridianCut {
    /// The closed ring `ring` without the closure along a pole that `unwrapped(ring:winding:)`
    /// adds (read back from Web Mercator or WGS 84): a run of positions at one pole latitude
    /// (±85.0511287798, the edge of the Web Mercator square, or ±90) that goes a whole turn from
    /// the antimeridian back to it, is taken out, and so are the repeats it leaves (the ring's
    /// crossing of the antimeridian written on both sides of it): what is left is the ring
    /// around the pole as it was drawn, which makes a graphic again (with the closure, its
    /// edges up the meridian 180 and back along the pole overlap). A ring without such a run
    /// comes back unchanged; so does one that would keep fewer than 3 positions.
    public static func withoutPoleClosure(_ ring: [GeodesicPosition]) -> [GeodesicPosition] {
        var open = ring
        if open.count > 1, let first = open.first, let last = open.last, nearlySame(first, last) { open.removeLast() }
        let count = open.count
        let atPole = open.map { abs(abs($0.latitude) - Projection.maxLatitude) < 1e-7 || abs(abs($0.latitude) - 90) < 1e-9 }
        guard count > 3, let outside = atPole.firstIndex(of: false) else { return ring }
        // Walk the ring from a position off the pole, so that every run of pole positions is whole.
        var kept: [GeodesicPosition] = []
        var run: [GeodesicPosition] = []
        var found = false
        for step in 0...count {
            let position = open[(outside + step) % count]
            if step < count, atPole[(outside + step) % count] {
                run.append(position)
                continue
            }
            if !run.isEmpty {
                if !found, isPoleClosure(run) { found = true } else { kept += run }
                run = []
            }
            if step < count { kept.append(position) }
        }
        guard found else { return ring }
        var result: [GeodesicPosition] = []
        for position in kept where result.last.map({ !nearlySame($0, position) }) ?? true {
            result.append(position)
        }
        while result.count > 1, let first = result.first, let last = result.last, nearlySame(first, last) { result.removeLast() }
        guard result.count >= 3 else { return ring }
        return result + [result[0]]
    }

    /// Whether `run` (positions at one pole latitude) goes from the antimeridian a whole turn
    /// round back to it, in steps of less than half a turn: the closure
    /// `unwrapped(ring:winding:)` writes (read back, its longitudes are within ±180 again, and
    /// 180 may read as -180).
    static func isPoleClosure(_ run: [GeodesicPosition]) -> Bool {
        guard run.count >= 2, let first = run.first, let last = run.last,
              abs(abs(first.longitude) - 180) < 1e-7, abs(abs(last.longitude) - 180) < 1e-7,
              run.allSatisfy({ $0.latitude == first.latitude || abs($0.latitude - first.latitude) < 1e-9 }) else { return false }
        var turn = 0.0
        for (from, to) in zip(run, run.dropFirst()) {
            let step = remainder(to.longitude - from.longitude, 360)
            guard abs(step) < 180 else { return false }
            turn += step
        }
        return abs(abs(turn) - 360) < 1e-6
    }

    /// Whether two positions read back are the same place (longitudes a whole turn apart count
    /// as the same), to a tolerance far below a millimetre.
    static func nearlySame(_ p: GeodesicPosition, _ q: GeodesicPosition) -> Bool {
        guard abs(p.latitude - q.latitude) < 1e-9 else { return false }
        return abs(abs(p.latitude) - 90) < 1e-9 || abs(remainder(p.longitude - q.longitude, 360)) < 1e-9
    }
}

extension GeodesicPosition {
    /// `position` with `degrees` added to its longitude (its latitude is already valid).
    init(shifted position: GeodesicPosition, by degrees: Double) {
        self = (try? GeodesicPosition(latitude: position.latitude, longitude: position.longitude + degrees)) ?? position
    }
}
