// MARK: - Restoring a saved session

extension Session {
    /// Puts the view at `newViewpoint`, as a document gives it (a web map's initial state):
    /// not a gesture, so no tour step is recorded and auto-pan and the scene camera stay as
    /// they are. A script's navigation goes through `go(to:)`.
    public mutating func restore(viewpoint newViewpoint: Viewpoint) {
        viewpoint = newViewpoint
    }

    /// Puts back the tour of a saved session.
    public mutating func restore(tour savedTour: Tour) {
        tour = savedTour
    }

    /// Puts back the location display and the scene camera of a saved session, as they were
    /// (no auto-pan is applied and the viewpoint is kept: it was saved too). Throws `notAScene`
    /// and changes nothing for a camera on a 2D map.
    public mutating func restore(locationDisplay display: LocationDisplay, sceneCamera camera: Camera?) throws(MapError) {
        if camera != nil && geoModel.kind != .scene { throw .camera(.notAScene) }
        locationDisplay = display
        sceneCamera = camera
    }
}
