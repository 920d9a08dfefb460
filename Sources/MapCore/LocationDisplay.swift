/// The location display, as the SDK's `LocationDisplay` with a simulated (custom) data source:
/// a source that is started or stopped, the last fix it reported, an optional track it plays,
/// and the auto-pan mode that decides how the view follows (see `AutoPanMode`).
///
/// **Fixes.** A fix is fed by `start(at:)`, `move(to:)`, a track's `step` or the clock. When
/// a fix has no course, the course is the geodesic azimuth at the new position of the path from
/// the previous position (`Geodesic.inverse`'s `azimuth2`), or the previous course when it did
/// not move; when it has no heading, the heading is the course (a device pointing where it
/// goes). Speed and time are kept as reported.
///
/// **Tracks.** `start(track:clock:)` reports the track's first fix and remembers the clock.
/// `step()` reports the next fix. A timed track also plays by the session clock: when the clock
/// reaches `start + fix.time`, every fix up to that one is reported in turn (each through
/// auto-pan), never going back behind a fix reached by `step`. Feeding a fix by hand
/// (`move(to:)`) leaves the track.
public struct LocationDisplay: Hashable, Sendable {
    /// Whether the data source is started.
    public private(set) var isStarted = false
    /// The last fix reported (kept when the source stops), course and heading filled in.
    public private(set) var location: LocationFix?
    /// How the view follows the location; `off` by default (see `Session.setAutoPan`).
    public internal(set) var autoPanMode: AutoPanMode = .off
    /// The track being played, or nil.
    public private(set) var track: LocationTrack?
    /// The 0-based index in `track` of the fix last reported.
    public private(set) var trackIndex = 0
    /// The session clock when the track started.
    public private(set) var trackStart = 0.0

    /// A stopped display with no location and auto-pan off.
    public init() {}

    /// A display as it was saved (a session file): started or not, the last fix reported, the
    /// auto-pan mode, and the track being played with the 0-based index of the fix last
    /// reported (clamped into the track) and the session clock when it started.
    public init(
        isStarted: Bool, location: LocationFix?, autoPanMode: AutoPanMode, track: LocationTrack?,
        trackIndex: Int = 0, trackStart: Double = 0
    ) {
        self.isStarted = isStarted
        self.location = location
        self.autoPanMode = autoPanMode
        self.track = track
        self.trackIndex = track.map { max(0, min(trackIndex, $0.count - 1)) } ?? 0
        self.trackStart = track == nil ? 0 : trackStart
    }

    /// The 1-based number of the track's fix last reported, or nil without a track.
    public var trackPosition: Int? { track == nil ? nil : trackIndex + 1 }

    // MARK: - Data source

    /// Starts the source and reports `fix`; any track is left.
    public mutating func start(at fix: LocationFix) {
        isStarted = true
        dropTrack()
        report(fix)
    }

    /// Leaves the track, with its place and start time: a display without a track has neither
    /// (so a session saved after `location step` then `location move` loads again, and saving
    /// it again gives the same bytes).
    private mutating func dropTrack() {
        track = nil
        trackIndex = 0
        trackStart = 0
    }

    /// Starts the source on `track` at clock `clock` and reports its first fix.
    public mutating func start(track newTrack: LocationTrack, clock: Double) {
        isStarted = true
        track = newTrack
        trackIndex = 0
        trackStart = clock
        report(newTrack.fixes[0])
    }

    /// Reports `fix` by hand (the track, if any, is left); throws `notStarted`.
    public mutating func move(to fix: LocationFix) throws(MapError) {
        guard isStarted else { throw .location(.notStarted) }
        dropTrack()
        report(fix)
    }

    /// Reports the track's next fix; throws `notStarted`, `noTrack` or `trackEnded`.
    public mutating func step() throws(MapError) {
        guard isStarted else { throw .location(.notStarted) }
        guard let track else { throw .location(.noTrack) }
        guard trackIndex + 1 < track.count else { throw .location(.trackEnded(count: track.count)) }
        trackIndex += 1
        report(track.fixes[trackIndex])
    }

    /// The fixes of a timed track the clock has reached since the last one reported (in order;
    /// empty when stopped, without a timed track, or when nothing new is due), marking them
    /// reported.
    public mutating func fixesDue(atClock clock: Double) -> [LocationFix] {
        guard isStarted, let track, track.isTimed else { return [] }
        let due = track.index(at: clock - trackStart)
        guard due > trackIndex else { return [] }
        var fixes: [LocationFix] = []
        for index in (trackIndex + 1)...due {
            report(track.fixes[index])
            fixes.append(location ?? track.fixes[index])
        }
        trackIndex = due
        return fixes
    }

    /// Stops the source; the last location stays readable and the track is left.
    public mutating func stop() {
        isStarted = false
        dropTrack()
        trackIndex = 0
    }

    // MARK: - Reporting

    /// Records `fix` as the location, course and heading filled in by the rules above.
    private mutating func report(_ fix: LocationFix) {
        var course = fix.course
        if course == nil, let previous = location {
            if GeodesicPolygon.samePoint(previous.position, fix.position) {
                course = previous.course
            } else {
                let azimuth = Geodesic.wgs84.inverse(from: previous.position, to: fix.position).azimuth2
                course = try? Viewpoint.normalized(rotation: azimuth)
            }
        }
        location = fix.with(course: course, heading: fix.heading ?? course)
    }
}
