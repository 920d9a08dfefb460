import MapCore
import MapFormats

/// What `import webmap` takes from a web map: its basemap, initial viewpoint, bookmarks,
/// operational layers, the graphics our own export wrote, and every other top-level member
/// (kept for the export), plus notes about what could not be taken as is.
public struct WebMapImport: Hashable, Sendable {
    /// The web map's spatial reference (Web Mercator when it gives none), with its ids as
    /// written; one MapCore does not compute natively comes resolved through PROJ.
    public var spatialReference: SpatialReference = .webMercator
    /// The basemap: a catalog style's with the web map's `baseMap` JSON kept, or a custom
    /// basemap (`Basemap.isCustom`); nil when the web map has none.
    public var basemap: Basemap?
    /// The web map's initial viewpoint, if it has one (else the item's extent, if wrapped).
    public var viewpoint: Viewpoint?
    /// The bookmarks, in order (names made unique and non-empty; see `notes`).
    public var bookmarks: [Bookmark]
    /// The operational layers, in drawing order.
    public var layers: [OperationalLayer]
    /// The graphics of the graphics layer `export webmap` writes.
    public var graphics: [Graphic]
    /// The top-level members besides `operationalLayers` and `baseMap`, as an object in their
    /// order (see `GeoModel.webMapMembers`).
    public var members: JSONValue
    /// Notes for the user: a renamed bookmark, a graphics layer kept as features.
    public var notes: [String]
    /// Whether the text was compact JSON, with no line break (`GeoModel.webMapIsCompact`).
    public var isCompact = false

    /// An import with these parts.
    public init(spatialReference: SpatialReference = .webMercator, basemap: Basemap?, viewpoint: Viewpoint?,
                bookmarks: [Bookmark], layers: [OperationalLayer] = [],
                graphics: [Graphic] = [], members: JSONValue = [:], notes: [String]) {
        self.spatialReference = spatialReference
        self.basemap = basemap
        self.viewpoint = viewpoint
        self.bookmarks = bookmarks
        self.layers = layers
        self.graphics = graphics
        self.members = members
        self.notes = notes
    }

    /// Applies the import to `session`, all or nothing: the basemap (`Session.useWebMapBasemap`:
    /// a custom one becomes a gallery item), the viewpoint (when given), where the import leaves
    /// the view as the geo model's initial viewpoint (`Session.setInitialViewpoint`, what an
    /// export compares the view with), the bookmarks and the layers, which replace the session's,
    /// the graphics (when the web map has some, they replace the session's), and the other
    /// members. A web map in another CRS than the session's map (a national grid) first makes
    /// the session's map a new one in that CRS (`Session.newGeoModel`). Throws (and
    /// changes nothing) when the basemap cannot be used.
    public func apply(to session: inout Session) throws(MapError) {
        var updated = session
        if let current = updated.geoModel.spatialReference, current != spatialReference {
            // A map in another CRS (a national grid): the session's map becomes one in it.
            try updated.newGeoModel(updated.geoModel.kind, basemap: nil, spatialReference: spatialReference)
        }
        if let basemap { try updated.useWebMapBasemap(basemap) }
        if let viewpoint { updated.restore(viewpoint: viewpoint) }
        updated.setInitialViewpoint(updated.viewpoint)
        updated.replaceBookmarks(with: try BookmarkList(bookmarks))
        updated.replaceLayers(with: layers)
        if !graphics.isEmpty {
            updated.removeAllGraphics()
            for graphic in graphics { _ = try updated.addGraphic(graphic) }
        }
        updated.setWebMapMembers(members, compact: isCompact)
        session = updated
    }
}
