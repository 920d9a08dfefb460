// MARK: - Scene camera

extension Session {
    /// The scene's camera: the one set by a camera operation since the last viewpoint change,
    /// else the camera above the viewpoint (`Camera(above:in:)`); nil for a 2D map.
    public var camera: Camera? {
        guard geoModel.kind == .scene else { return nil }
        return sceneCamera ?? Camera(above: viewpoint, in: view)
    }

    /// Sets the scene camera; the viewpoint becomes what it shows (`Camera.viewpoint(in:)`),
    /// and, as for any gesture, auto-pan goes off. Throws `notAScene` on a map.
    public mutating func setCamera(_ newCamera: Camera) throws(MapError) {
        guard geoModel.kind == .scene else { throw .camera(.notAScene) }
        viewpoint = newCamera.viewpoint(in: view)
        locationDisplay.autoPanMode = .off
        sceneCamera = newCamera
    }

    /// Moves the camera to `position` at `altitude` metres, with `heading` and `pitch` when
    /// given (else the current ones) and the current roll ("camera at COORD altitude A
    /// [heading H] [pitch P]").
    public mutating func moveCamera(
        to position: GeodesicPosition, altitude: Double, heading: Double? = nil, pitch: Double? = nil
    ) throws(MapError) {
        guard let current = camera else { throw .camera(.notAScene) }
        try setCamera(Camera(
            latitude: position.latitude, longitude: position.longitude, altitude: altitude,
            heading: heading ?? current.heading, pitch: pitch ?? current.pitch, roll: current.roll))
    }

    /// Orbits the camera `degrees` clockwise about its target (`Camera.orbited(by:)`).
    public mutating func orbitCamera(by degrees: Double) throws(MapError) {
        guard let current = camera else { throw .camera(.notAScene) }
        try setCamera(current.orbited(by: degrees))
    }

    /// Tilts the camera to `pitch` at its target (`Camera.tilted(to:)`).
    public mutating func tiltCamera(to pitch: Double) throws(MapError) {
        guard let current = camera else { throw .camera(.notAScene) }
        try setCamera(current.tilted(to: pitch))
    }
}
