import MapCore

/// What every track read must satisfy (for the `csv-track` and `gpx-track` targets).
enum TrackCheck {
    /// Fixes have finite values, coordinates on the globe, and each moment of the track maps
    /// to a fix.
    static func check(_ track: LocationTrack) {
        for fix in track.fixes {
            guard abs(fix.latitude) <= 90, abs(fix.longitude) <= 180,
                  [fix.course, fix.heading, fix.speed, fix.time].allSatisfy({ $0?.isFinite ?? true }) else {
                fatalError("a track fix with a value off the globe or not finite: \(fix)")
            }
        }
        for elapsed in [-1, 0, track.duration / 2, track.duration, track.duration + 1] {
            let index = track.index(at: elapsed)
            guard track.fixes.indices.contains(index) else { fatalError("no fix \(index) at \(elapsed) s of \(track.count)") }
        }
    }
}
