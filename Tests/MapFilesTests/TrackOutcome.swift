import MapCore
@testable import MapFiles

/// What reading a track text gives: the track and the reader's notes, or the error message.
struct TrackOutcome {
    /// The track, or nil when reading failed.
    var track: LocationTrack?
    /// The notes about what was ignored or adjusted.
    var notes: [String]
    /// The error message, or nil when reading succeeded.
    var error: String?

    /// The fixes' times (empty when reading failed).
    var times: [Double?] { track?.fixes.map(\.time) ?? [] }
}

/// Reads `text` as a track in `format`.
func readTrack(_ text: String, _ format: TrackFile.Format) -> TrackOutcome {
    do {
        let reading = try TrackFile.parse(Array(text.utf8), format: format)
        return TrackOutcome(track: reading.track, notes: reading.notes, error: nil)
    } catch {
        return TrackOutcome(track: nil, notes: [], error: error.message)
    }
}

/// Whether `a` and `b` are equal within `tolerance`, both nil, or neither.
func close(_ a: Double?, _ b: Double?, within tolerance: Double = 1e-9) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a?, let b?): return abs(a - b) <= tolerance
    default: return false
    }
}
