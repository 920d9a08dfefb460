import MapCore

/// What `import webmap` takes from a web map: its basemap (when it matches a catalog style),
/// its initial viewpoint and its bookmarks, plus notes about what could not be taken as is.
public struct WebMapImport: Hashable, Sendable {
    /// The catalog style of the web map's basemap, or nil when none matched (see `notes`).
    public var basemap: BasemapStyle?
    /// The web map's initial viewpoint, if it has one.
    public var viewpoint: Viewpoint?
    /// The bookmarks, in order (names made unique and non-empty; see `notes`).
    public var bookmarks: [Bookmark]
    /// Notes for the user: a basemap that matched no style, a renamed bookmark.
    public var notes: [String]

    /// An import with these parts.
    public init(basemap: BasemapStyle?, viewpoint: Viewpoint?, bookmarks: [Bookmark], notes: [String]) {
        self.basemap = basemap
        self.viewpoint = viewpoint
        self.bookmarks = bookmarks
        self.notes = notes
    }

    /// Applies the import to `session`, all or nothing: the basemap (when matched) as
    /// `basemap use` sets it, the viewpoint (when given), and the bookmarks, which replace the
    /// session's. Throws (and changes nothing) when the basemap cannot be used.
    public func apply(to session: inout Session) throws(MapError) {
        var updated = session
        if let basemap { try updated.useBasemap(basemap) }
        if let viewpoint { updated.restore(viewpoint: viewpoint) }
        updated.replaceBookmarks(with: try BookmarkList(bookmarks))
        session = updated
    }
}
