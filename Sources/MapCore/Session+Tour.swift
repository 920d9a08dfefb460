// MARK: - Tour

extension Session {
    /// Goes to `newViewpoint` as a `goto` does: the clock moves on by `duration` seconds
    /// (finite, at least 0), the view takes the whole viewpoint, and the move is recorded in
    /// `tour`. On error (a bad duration) nothing changes.
    public mutating func go(to newViewpoint: Viewpoint, duration: Double) throws(MapError) {
        try advanceClock(by: duration)
        viewpoint = newViewpoint
        keepLatitudeShowable()
        tour.append(.flyTo(viewpoint, duration: duration))
        viewDidMove()
    }

    /// Waits `seconds` (finite, at least 0) as a `wait` does: the clock moves on and the pause
    /// is recorded in `tour`. On error nothing changes.
    public mutating func wait(_ seconds: Double) throws(MapError) {
        try advanceClock(by: seconds)
        tour.append(.wait(seconds))
    }
}
