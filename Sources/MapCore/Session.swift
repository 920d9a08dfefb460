/// Everything a headless map app keeps as state: the geo model, the basemap gallery, the view,
/// the current viewpoint and a virtual clock. The interpreter owns one and mutates it in place.
///
/// The session is the only door to its parts: they are readable by anyone, and changed only
/// through its methods (outside MapCore, `session.geoModel.bookmarks` reads; `addBookmark`,
/// `go(to:)`, `removeGraphic`... change), so that what goes with a change (a tour step, auto-pan
/// going off, the gallery's rules) always happens. Every operation either succeeds or throws
/// a `MapError` and changes nothing.
public struct Session: Hashable, Sendable {
    /// The map or scene, with its basemap and bookmarks (edit the bookmarks with
    /// `addBookmark`, `removeBookmark`...).
    public internal(set) var geoModel: GeoModel
    /// The basemap gallery (edit it with `addGalleryItem`, `setGalleryStyle`...).
    public internal(set) var gallery: BasemapGallery
    /// The view's pixel size (`setViewSize`).
    public internal(set) var view: View
    /// Where the view looks now (`go(to:)`, `zoomIn`, `pan`...).
    public internal(set) var viewpoint: Viewpoint
    /// The virtual clock, in seconds since the session started.
    public private(set) var clock: Double
    /// The navigation so far (each `goto` and `wait`), for a KML tour; a new map or scene
    /// clears it.
    public internal(set) var tour = Tour()

    // Graphics, the location display and the scene camera (Session+Graphics, +Location, +Camera).
    /// The operational layers, drawn above the basemap and below the graphics (edit them with
    /// `addLayer`, `removeLayer`, `setLayerOpacity`...; see Session+Layers).
    public internal(set) var layers = OperationalLayers()
    /// The graphics overlay (edit it with `addGraphic`, `removeGraphic`...).
    public internal(set) var graphics = GraphicsOverlay()
    /// The location display; change it through `startLocation`, `setAutoPan`... so that
    /// auto-pan follows.
    public internal(set) var locationDisplay = LocationDisplay()
    /// The scene camera set by a camera operation, until the next viewpoint change (nil: the
    /// camera is derived from the viewpoint; see `camera`).
    public internal(set) var sceneCamera: Camera?

    /// The default session: a 2D map on ArcGIS Topographic (Web Mercator), no bookmarks, the
    /// default gallery in `automatic` layout, the whole world (0,0 at world scale, rotation 0)
    /// in an 800 x 600 view, clock 0.
    public init() {
        geoModel = GeoModel(kind: .map, style: .arcGISTopographic)
        gallery = BasemapGallery()
        view = View()
        viewpoint = .world
        clock = 0
    }

    /// A session with these parts.
    public init(
        geoModel: GeoModel, gallery: BasemapGallery, view: View, viewpoint: Viewpoint, clock: Double = 0,
        tour: Tour = Tour()
    ) {
        self.geoModel = geoModel
        self.gallery = gallery
        self.view = view
        self.viewpoint = viewpoint
        self.clock = clock.isFinite && clock >= 0 ? clock : 0
        self.tour = tour
    }

    // MARK: - Geo model

    /// Replaces the geo model with a new map or scene, on `basemap` when given (set through the
    /// gallery as `useBasemap` does); bookmarks and the tour are cleared and the view goes back
    /// to the whole world. The operational layers belong to the geo model (as the SDK's
    /// `Map.operationalLayers`), so they go too.
    public mutating func newGeoModel(_ kind: GeoModel.Kind, basemap: BasemapStyle? = nil) {
        // A fresh model has no spatial reference yet and a catalog style always loads, so this
        // cannot fail; if it ever did, the new model would simply stay without a basemap.
        try? newGeoModel(kind, basemap: basemap, spatialReference: nil)
    }

    /// Replaces the geo model with a new one of `kind` in `spatialReference` (nil: unknown
    /// until the first basemap gives it), on `basemap` when given, as `newGeoModel(_:basemap:)`
    /// does. The viewpoint stays a WGS 84 centre; extents, scales and bookmarks' extents are
    /// then in the spatial reference's units. A basemap in another spatial reference (every
    /// catalog style is Web Mercator) throws `spatialReferenceMismatch`, and nothing changes.
    public mutating func newGeoModel(_ kind: GeoModel.Kind, basemap: BasemapStyle?,
                                     spatialReference: SpatialReference?) throws(MapError) {
        if let basemap, let spatialReference {
            // Checked first, on a model of its own, so that a mismatch changes nothing.
            var model = GeoModel(kind: kind, spatialReference: spatialReference)
            try model.setBasemap(Basemap(style: basemap))
        }
        geoModel = GeoModel(kind: kind, spatialReference: spatialReference)
        layers.removeAll()
        viewpoint = geoModel.initialViewpoint ?? .world
        sceneCamera = nil
        tour.removeAll()
        guard let basemap else { return }
        try? useBasemap(basemap)
    }

    // MARK: - Basemaps and gallery

    /// Uses a catalog style: through the gallery's rules when an item of the gallery shows it
    /// (that item is selected), else directly (the gallery's `current` then says `notInGallery`).
    /// Either way the spatial references must agree.
    public mutating func useBasemap(_ style: BasemapStyle) throws(MapError) {
        if let position = gallery.position(of: style) {
            try gallery.select(at: position, for: &geoModel)
        } else {
            try geoModel.setBasemap(Basemap(style: style))
        }
    }

    /// Uses `basemap` directly (a raster or tile basemap: the SDK's `Basemap(baseLayer:)`); the
    /// spatial references must agree, as the gallery's rule says.
    public mutating func useBasemap(_ basemap: Basemap) throws(MapError) {
        try geoModel.setBasemap(basemap)
    }

    /// Uses the basemap called `name`: a web map's custom basemap in the gallery by its exact
    /// name, else a catalog style (alias, display name or case name, as `BasemapStyle.named`
    /// finds it), else a gallery item of that name. An unknown name throws `unknownBasemap`
    /// with the closest style aliases or gallery names.
    public mutating func useBasemap(named name: String) throws(MapError) {
        if let position = gallery.position(ofCustomNamed: name) { return try gallery.select(at: position, for: &geoModel) }
        if let style = BasemapStyle.lookup(name) { return try useBasemap(style) }
        if let position = try? gallery.position(named: name) {
            return try gallery.select(at: position, for: &geoModel)
        }
        var suggestions = BasemapStyle.suggestions(for: name)
        if suggestions.isEmpty { suggestions = gallery.suggestions(for: name) }
        throw .unknownBasemap(name, suggestions: suggestions)
    }

    /// Selects the gallery item at 1-based `position` (see `BasemapGallery.select`).
    public mutating func selectGalleryItem(at position: Int) throws(MapError) {
        try gallery.select(at: position, for: &geoModel)
    }

    /// Selects the gallery item named `name` (see `BasemapGallery.select`).
    public mutating func selectGalleryItem(named name: String) throws(MapError) {
        try gallery.select(named: name, for: &geoModel)
    }

    /// Sets the gallery's layout (see `BasemapGallery.setStyle`).
    public mutating func setGalleryStyle(_ style: BasemapGallery.Style) throws(MapError) {
        try gallery.setStyle(style)
    }

    /// Adds `item` to the gallery (appended, or inserted at 1-based `position`).
    public mutating func addGalleryItem(_ item: BasemapGalleryItem, at position: Int? = nil) throws(MapError) {
        try gallery.add(item, at: position)
    }

    /// Removes and returns the gallery item at 1-based `position`.
    @discardableResult
    public mutating func removeGalleryItem(at position: Int) throws(MapError) -> BasemapGalleryItem {
        try gallery.remove(at: position)
    }

    /// Removes and returns the gallery item named `name`.
    @discardableResult
    public mutating func removeGalleryItem(named name: String) throws(MapError) -> BasemapGalleryItem {
        try gallery.remove(named: name)
    }

    /// Replaces the gallery's items (a portal's, a custom list), coming from `origin`.
    public mutating func replaceGalleryItems(_ items: [BasemapGalleryItem], origin: BasemapGallery.Origin = .custom) throws(MapError) {
        try gallery.replaceItems(items, origin: origin)
    }

    /// Goes back to the default developer basemaps (the layout style stays).
    public mutating func resetGallery() {
        gallery.reset()
    }

    /// Which gallery item shows the geo model's basemap, or why none does.
    public var currentGalleryItem: BasemapGallery.Current {
        gallery.current(for: geoModel.basemap)
    }

    // MARK: - View and clock

    /// Resizes the view to `width` x `height` pixels (each in 1...100000).
    public mutating func setViewSize(width: Int, height: Int) throws(MapError) {
        view = try View(width: width, height: height)
    }

    /// Whether the clock can move on by `seconds`: they must be finite and at least 0
    /// (`invalidDuration`), and the clock must stay finite (`clockOverflow`).
    public func checkClockAdvance(by seconds: Double) throws(MapError) {
        guard seconds.isFinite && seconds >= 0 else { throw .invalidDuration(seconds) }
        guard (clock + seconds).isFinite else { throw .clockOverflow(clock: clock, seconds: seconds) }
    }

    /// Moves the clock on by `seconds` (finite, at least 0); the clock itself must stay finite.
    public mutating func advanceClock(by seconds: Double) throws(MapError) {
        try checkClockAdvance(by: seconds)
        clock += seconds
        playTrackToClock()
    }
}
