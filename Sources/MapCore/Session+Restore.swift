// MARK: - Restoring a saved session

extension Session {
    /// Puts back the location display and the scene camera of a saved session, as they were
    /// (no auto-pan is applied and the viewpoint is kept: it was saved too). Throws `notAScene`
    /// and changes nothing for a camera on a 2D map.
    public mutating func restore(locationDisplay display: LocationDisplay, sceneCamera camera: Camera?) throws(MapError) {
        if camera != nil && geoModel.kind != .scene { throw .camera(.notAScene) }
        locationDisplay = display
        sceneCamera = camera
    }
}
