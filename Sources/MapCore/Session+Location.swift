// MARK: - Location display

extension Session {
    /// Starts the location data source at `fix` and applies auto-pan to it.
    public mutating func startLocation(at fix: LocationFix) {
        locationDisplay.start(at: fix)
        followLocation(setting: false)
    }

    /// Starts the location data source at `position` ("location start at COORD"), with
    /// `heading` as both the device's heading and its course when given, and `speed` (m/s).
    /// Throws for a longitude outside [-180, 180], a non-finite heading or a bad speed.
    public mutating func startLocation(
        at position: GeodesicPosition, heading: Double? = nil, speed: Double? = nil
    ) throws(MapError) {
        startLocation(at: try LocationFix(
            latitude: position.latitude, longitude: position.longitude, course: heading, heading: heading, speed: speed))
    }

    /// Feeds one fix at `position` ("location move COORD [heading H] [speed S]"): `heading`,
    /// when given, is both the device's heading and its course (else the course comes from the
    /// movement, see `LocationDisplay`); throws as `moveLocation(to:)` does.
    public mutating func moveLocation(
        to position: GeodesicPosition, heading: Double? = nil, speed: Double? = nil
    ) throws(MapError) {
        try moveLocation(to: try LocationFix(
            latitude: position.latitude, longitude: position.longitude, course: heading, heading: heading, speed: speed))
    }

    /// Starts the location data source on `track` (at the current clock) and applies auto-pan
    /// to its first fix.
    public mutating func startLocation(track: LocationTrack) {
        locationDisplay.start(track: track, clock: clock)
        followLocation(setting: false)
    }

    /// Feeds one fix by hand (see `LocationDisplay.move(to:)`) and applies auto-pan; throws
    /// `notStarted` and changes nothing when the source is stopped.
    public mutating func moveLocation(to fix: LocationFix) throws(MapError) {
        try locationDisplay.move(to: fix)
        followLocation(setting: false)
    }

    /// Reports the track's next fix and applies auto-pan; throws `notStarted`, `noTrack` or
    /// `trackEnded` and changes nothing.
    public mutating func stepLocation() throws(MapError) {
        try locationDisplay.step()
        followLocation(setting: false)
    }

    /// Stops the location data source (the last location stays readable; auto-pan is kept
    /// but has nothing to follow until the source starts again).
    public mutating func stopLocation() {
        locationDisplay.stop()
    }

    /// Sets the auto-pan mode and, when the source is started and has a location, applies
    /// the mode at once (recenter centres; navigation and compass centre and rotate).
    public mutating func setAutoPan(_ mode: LocationDisplay.AutoPanMode) {
        locationDisplay.autoPanMode = mode
        followLocation(setting: true)
    }

    /// Reports the fixes of a timed track that the clock has reached, each through auto-pan
    /// in turn; called when the clock moves (`advanceClock`).
    public mutating func playTrackToClock() {
        guard locationDisplay.track != nil else { return }
        for fix in locationDisplay.fixesDue(atClock: clock) {
            applyAutoPan(to: fix, setting: false)
        }
    }

    // MARK: - Following

    private mutating func followLocation(setting: Bool) {
        guard locationDisplay.isStarted, let fix = locationDisplay.location else { return }
        applyAutoPan(to: fix, setting: setting)
    }

    private mutating func applyAutoPan(to fix: LocationFix, setting: Bool) {
        let mode = locationDisplay.autoPanMode
        guard mode != .off else { return }
        let followed = LocationDisplay.autoPan(viewpoint, to: fix, mode: mode, in: view, setting: setting)
        if followed != viewpoint {
            viewpoint = followed
            sceneCamera = nil
        }
    }
}
