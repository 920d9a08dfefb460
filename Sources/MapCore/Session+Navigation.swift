// MARK: - Navigation

extension Session {
    /// A compass direction to pan in.
    public enum Direction: String, CaseIterable, Hashable, Sendable {
        /// Towards the north pole (up on an unrotated map).
        case north
        /// Towards the south pole.
        case south
        /// Towards the east.
        case east
        /// Towards the west.
        case west
    }

    /// The default zoom factor: 2.
    public static let defaultZoomFactor = 2.0
    /// The default pan fraction: half the view (0.5), so that the old centre stays on screen.
    public static let defaultPanFraction = 0.5
    /// The largest scale zooming reaches: world scale.
    public static let maximumScale = Viewpoint.worldScale
    /// The smallest scale zooming reaches: 1 (1:1, real size).
    public static let minimumScale = 1.0

    /// Goes to `newViewpoint` at once, as a `goto` without a duration does (whole viewpoint,
    /// rotation included; its scale is not clamped), its latitude brought within what the map
    /// shows (see `showableLatitude`); the move is recorded in `tour`.
    ///
    /// Every navigation method here (go, zoom, rotate, pan) is a user's gesture: it sets the
    /// location display's auto-pan mode to `off` and drops a scene camera set by hand, so the
    /// camera follows the new viewpoint (`viewDidMove`), whether or not the viewpoint changed.
    public mutating func go(to newViewpoint: Viewpoint) {
        viewpoint = newViewpoint
        keepLatitudeShowable()
        tour.append(.flyTo(viewpoint, duration: 0))
        viewDidMove()
    }

    /// `latitude` as the map can centre on it: clamped to Web Mercator's +-85.0511287798 in a
    /// Web Mercator map and while the spatial reference is unknown (as `pan` keeps it), as it
    /// is otherwise. So `goto 90,0` centres on 85.0511287798,0, the edge of the world.
    public func showableLatitude(_ latitude: Double) -> Double {
        switch geoModel.spatialReference?.kind {
        case .webMercator?, nil: return Projection.clampLatitude(latitude)
        case .wgs84?, .other?: return latitude
        }
    }

    /// Brings the viewpoint's latitude within what the map shows (two comparisons when it is).
    mutating func keepLatitudeShowable() {
        let latitude = viewpoint.latitude
        if latitude > Projection.maxLatitude || latitude < -Projection.maxLatitude { clampShownLatitude() }
    }

    /// The rare path of `keepLatitudeShowable`.
    mutating func clampShownLatitude() {
        viewpoint.latitude = showableLatitude(viewpoint.latitude)
    }

    /// What a user's gesture does besides moving the viewpoint: auto-pan off, scene camera
    /// derived again. A one-byte store and a test, so the `goto` path stays as fast as before.
    mutating func viewDidMove() {
        locationDisplay.autoPanMode = .off
        if sceneCamera != nil { sceneCamera = nil }
    }

    /// Zooms in by `factor` (finite, > 0): the scale is divided by it, clamped by `zoom(toScale:)`'s
    /// rule except that a zoom never moves the wrong way from a scale already outside the range.
    public mutating func zoomIn(by factor: Double = Session.defaultZoomFactor) throws(MapError) {
        guard factor.isFinite && factor > 0 else { throw .invalidZoomFactor(factor) }
        try setZoomedScale(viewpoint.scale / factor)
    }

    /// Zooms out by `factor` (finite, > 0): the scale is multiplied by it, never beyond world
    /// scale (see `zoomIn`).
    public mutating func zoomOut(by factor: Double = Session.defaultZoomFactor) throws(MapError) {
        guard factor.isFinite && factor > 0 else { throw .invalidZoomFactor(factor) }
        try setZoomedScale(viewpoint.scale * factor)
    }

    /// Zooms to `scale` (finite, > 0), clamped into [`minimumScale`, `maximumScale`]:
    /// 1 to world scale.
    public mutating func zoom(toScale scale: Double) throws(MapError) {
        viewpoint = try viewpoint.with(scale: Self.zoomScale(scale))
        viewDidMove()
    }

    /// A scale a user asks for (`zoom to`, a `scale` clause of `goto` or `bookmark add`):
    /// finite and greater than 0, clamped into [`minimumScale`, `maximumScale`], 1 to world
    /// scale, as zooming stays.
    public static func zoomScale(_ scale: Double) throws(MapError) -> Double {
        guard scale.isFinite && scale > 0 else { throw .invalidScale(scale) }
        return min(max(scale, minimumScale), maximumScale)
    }

    /// Sets a zoomed scale, clamped into [minimumScale, maximumScale] widened to include the
    /// current scale (so a zoom out from beyond world scale does not zoom in).
    private mutating func setZoomedScale(_ scale: Double) throws(MapError) {
        let low = min(Self.minimumScale, viewpoint.scale)
        let high = max(Self.maximumScale, viewpoint.scale)
        let clamped = scale.isNaN ? viewpoint.scale : min(max(scale, low), high)
        viewpoint = try viewpoint.with(scale: clamped)
        viewDidMove()
    }

    /// Rotates to the absolute angle `degrees` clockwise (normalised into [0, 360)).
    public mutating func rotate(to degrees: Double) throws(MapError) {
        viewpoint = try viewpoint.with(rotation: degrees)
        viewDidMove()
    }

    /// Rotates by `degrees` clockwise from the current rotation (normalised into [0, 360)).
    public mutating func rotate(by degrees: Double) throws(MapError) {
        guard degrees.isFinite else { throw .invalidRotation(degrees) }
        viewpoint = try viewpoint.with(rotation: viewpoint.rotation + degrees)
        viewDidMove()
    }

    /// Pans the centre `fraction` (finite, > 0; default half) of the view towards `direction`,
    /// ignoring rotation: north/south move y by `fraction * height * r`, east/west move x by
    /// `fraction * width * r` (r the resolution at the current scale). In Web Mercator metres
    /// for a map in Web Mercator or WGS 84 (or none yet): longitude wraps into [-180, 180);
    /// latitude is kept within Web Mercator's +-85.0511287798 (a pan east or west leaves it
    /// unchanged). For a map in any other spatial reference, in its grid: r in its units
    /// (`View.extent(of:in:)`'s rule), along its own north and east, through its transformer
    /// (`transformFailed`, session unchanged, where it cannot invert the new centre).
    public mutating func pan(_ direction: Direction, fraction: Double = Session.defaultPanFraction) throws(MapError) {
        guard fraction.isFinite && fraction > 0 else { throw .invalidPanFraction(fraction) }
        if let reference = geoModel.spatialReference, reference.kind == .other {
            try panInGrid(direction, fraction: fraction, reference: reference)
            return
        }
        let r = View.resolution(atScale: viewpoint.scale)
        var latitude = viewpoint.latitude
        var longitude = viewpoint.longitude
        switch direction {
        case .north, .south:
            let step = fraction * Double(view.height) * r
            let centre = Projection.webMercator(latitude: latitude, longitude: longitude)
            let y = centre.y + (direction == .north ? step : -step)
            latitude = Projection.clampLatitude(Projection.geographic(x: centre.x, y: y).latitude)
        case .east, .west:
            let step = fraction * Double(view.width) * r / Projection.metresPerDegree
            longitude = Projection.wrapLongitude(longitude + (direction == .east ? step : -step))
        }
        viewpoint = try viewpoint.with(latitude: latitude, longitude: longitude)
        viewDidMove()
    }

    /// `pan` in the grid of `reference`, a spatial reference MapCore does not compute itself.
    private mutating func panInGrid(_ direction: Direction, fraction: Double, reference: SpatialReference) throws(MapError) {
        let r = View.resolution(atScale: viewpoint.scale) / (reference.definition?.unit.metres ?? 1)
        var centre = try Projection.project(latitude: viewpoint.latitude, longitude: viewpoint.longitude, to: reference)
        switch direction {
        case .north: centre.y += fraction * Double(view.height) * r
        case .south: centre.y -= fraction * Double(view.height) * r
        case .east: centre.x += fraction * Double(view.width) * r
        case .west: centre.x -= fraction * Double(view.width) * r
        }
        let moved = try Projection.unproject(centre)
        guard moved.latitude.isFinite && moved.longitude.isFinite else {
            throw .transformFailed(reference, reason: "PROJ cannot invert x \(centre.x), y \(centre.y)")
        }
        viewpoint = try viewpoint.with(latitude: min(90, max(-90, moved.latitude)), longitude: Projection.wrapLongitude(moved.longitude))
        viewDidMove()
    }

    /// The visible extent of `viewpoint` (the envelope of the rotated view) in the geo model's
    /// spatial reference (Web Mercator while it is unknown); `noProjection` for a generic one.
    public func extent(of viewpoint: Viewpoint) throws(MapError) -> Extent {
        try view.extent(of: viewpoint, in: geoModel.spatialReference ?? .webMercator)
    }

    /// The extent with corners at two latitude/longitude points, in the geo model's spatial
    /// reference (Web Mercator while it is unknown; latitudes beyond Web Mercator's limit are
    /// clamped to it there).
    public func extent(corner a: (latitude: Double, longitude: Double),
                       _ b: (latitude: Double, longitude: Double)) throws(MapError) -> Extent {
        let reference = geoModel.spatialReference ?? .webMercator
        return Extent(corner: try Projection.project(latitude: a.latitude, longitude: a.longitude, to: reference),
                      try Projection.project(latitude: b.latitude, longitude: b.longitude, to: reference))
    }

    /// The viewpoint that shows all of `extent` in the view (see `View.viewpoint(fitting:)`):
    /// centred on its centre, at `max(w / W, h / H) * 96 / 0.0254`, rotation 0.
    public func viewpoint(fitting extent: Extent) throws(MapError) -> Viewpoint {
        try view.viewpoint(fitting: extent)
    }
}
