import MapCore
import TextSupport

/// Makes the times of a GPX track playable the way devices write them: points with and
/// without a time in one file, and times that jitter back by fractions of a millisecond.
///
/// The location display's track needs every fix timed or none, never going back (see
/// `LocationTrack`); a file's order is what the device recorded, so it is kept:
/// - **Going back**: a time earlier than the latest one before it takes that latest time.
/// - **No time** (when some points have one): a point between two timed points takes a time
///   between theirs in proportion to the distance along the track from the first (by its
///   place in the run when the run does not move); a point before the first timed point takes
///   that point's time, one after the last timed point that point's time.
///
/// Each repair is one note saying how many points it changed.
enum TrackTimes {
    /// `times` (seconds, nil for a point without a time) of points at `positions`, repaired,
    /// and a note for each kind of repair made.
    static func repaired(_ times: [Double?], positions: [GeodesicPosition]) -> (times: [Double?], notes: [String]) {
        var times = times
        var notes: [String] = []
        if let note = clampBackward(&times) { notes.append(note) }
        if let note = fillUntimed(&times, positions: positions) { notes.append(note) }
        return (times, notes)
    }

    /// Gives each time earlier than the latest before it that latest time; the note says how
    /// many and the largest step back, or nil when none went back.
    static func clampBackward(_ times: inout [Double?]) -> String? {
        var latest = -Double.infinity
        var count = 0
        var largest = 0.0
        for index in times.indices {
            guard let time = times[index] else { continue }
            if time < latest {
                count += 1
                largest = max(largest, latest - time)
                times[index] = latest
            } else {
                latest = time
            }
        }
        guard count > 0 else { return nil }
        let rounded = NumberFormat.rounded(largest, places: 6)
        let by = rounded > 0 ? "by at most \(NumberFormat.shortest(rounded)) s" : "by less than 0.000001 s"
        return count == 1
            ? "1 point is earlier than the one before it (\(by)): it keeps the file's order and takes the time before it"
            : "\(count) points are earlier than the one before them (\(by)): they keep the file's order and take the time before them"
    }

    /// Gives every point without a time one from its timed neighbours (see the type); the
    /// note says how many, or nil when all or none have a time.
    static func fillUntimed(_ times: inout [Double?], positions: [GeodesicPosition]) -> String? {
        let timed = times.indices.filter { times[$0] != nil }
        guard let first = timed.first, let last = timed.last, timed.count < times.count else { return nil }
        for index in 0..<first { times[index] = times[first] }
        for index in (last + 1)..<times.count { times[index] = times[last] }
        for (start, end) in zip(timed, timed.dropFirst()) where end > start + 1 {
            guard let from = times[start], let to = times[end] else { continue }
            var along = [0.0]
            for index in (start + 1)...end {
                along.append(along[along.count - 1] + Geodesic.wgs84.distance(from: positions[index - 1], to: positions[index]))
            }
            let total = along[along.count - 1]
            for index in (start + 1)..<end {
                let fraction = total > 0 ? along[index - start] / total : Double(index - start) / Double(end - start)
                times[index] = from + (to - from) * fraction
            }
        }
        let untimed = times.count - timed.count
        return untimed == 1
            ? "1 of \(times.count) points has no time: it is given one between the timed points around it, by distance along the track"
            : "\(untimed) of \(times.count) points have no time: each is given one between the timed points around it, by distance along the track"
    }
}
