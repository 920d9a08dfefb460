import MapCore

/// What reading a track file gives: the track, and notes about what the reader ignored or
/// adjusted to play it (columns it does not know, points without a time, times that go back,
/// routes beside tracks). The notes are sentences in the style of messages: lowercase, names
/// in quotes, no trailing period; the interpreter reports each as a warning.
public struct TrackReading: Hashable, Sendable {
    /// The track.
    public var track: LocationTrack
    /// The notes, in the order the reader made them; empty when the file played as it is.
    public var notes: [String]

    /// A reading of `track` with `notes`.
    public init(track: LocationTrack, notes: [String] = []) {
        self.track = track
        self.notes = notes
    }
}
