import MapFormats

/// A map or a scene: its basemap, its spatial reference, its bookmarks and its initial viewpoint.
///
/// The spatial reference is unknown until the first basemap, which gives it its own; after
/// that, only basemaps in the same spatial reference can be set.
public struct GeoModel: Hashable, Sendable {
    /// A 2D map or a 3D scene.
    public enum Kind: String, Hashable, Sendable, CustomStringConvertible {
        /// A 2D map.
        case map
        /// A 3D scene.
        case scene

        /// `map` or `scene`.
        public var description: String { rawValue }
    }

    /// Map or scene.
    public let kind: Kind
    /// The basemap, or nil before the first one.
    public private(set) var basemap: Basemap?
    /// The spatial reference, or nil (unknown) before the first basemap.
    public private(set) var spatialReference: SpatialReference?
    /// The bookmarks, in order. A session's are edited through the session
    /// (`Session.addBookmark`...), which alone may change its geo model.
    public var bookmarks = BookmarkList()
    /// Where a view of the model starts, if it says.
    public var initialViewpoint: Viewpoint?
    /// The top-level members of the web map the model was imported from that MapScript does
    /// not model (`tables`, `applicationProperties`, `timeZone`, unknown ones...; also
    /// `bookmarks` and `initialState` as they came), as a JSON object in their order; nil when
    /// the model did not come from a web map. Exports write them back unchanged.
    public var webMapMembers: JSONValue?
    /// Whether the web map the model was imported from was compact JSON, on one line as
    /// ArcGIS's Map Viewer saves it: an export writes it compact too, so that a map edited by a
    /// script differs from its original only where the script changed it.
    public var webMapIsCompact = false

    /// A model of `kind` with no basemap, in `spatialReference` (nil: unknown until the first
    /// basemap).
    public init(kind: Kind, spatialReference: SpatialReference? = nil) {
        self.kind = kind
        self.spatialReference = spatialReference
    }

    /// A model of `kind` on the basemap of `style` (and so in Web Mercator).
    public init(kind: Kind, style: BasemapStyle) {
        self.kind = kind
        basemap = Basemap(style: style)
        spatialReference = style.spatialReference
    }

    /// Sets `newBasemap`, by the gallery's rules: an unresolved basemap fails to load
    /// (`basemapLoadFailed`); a known spatial reference must equal the model's
    /// (`spatialReferenceMismatch`); an unknown model spatial reference takes the basemap's.
    /// On error nothing changes.
    public mutating func setBasemap(_ newBasemap: Basemap) throws(MapError) {
        guard newBasemap.isResolved, let reference = newBasemap.spatialReference ?? newBasemap.style?.spatialReference else {
            throw .basemapLoadFailed(basemap: newBasemap.name, reason: "its style is unknown")
        }
        if let spatialReference, spatialReference != reference {
            throw .spatialReferenceMismatch(
                basemap: newBasemap.name, basemapReference: reference,
                geoModel: kind, geoModelReference: spatialReference)
        }
        // An equal reference the model has already keeps its definition (a map made in 27700
        // through PROJ stays projectable on a basemap whose 27700 is known by number only).
        if spatialReference == nil || spatialReference?.hasProjection == false { spatialReference = reference }
        basemap = newBasemap
    }

    /// Keeps `json` as the current basemap's web map `baseMap` (see `Basemap.webMap`); nothing
    /// happens without a basemap.
    mutating func keepWebMapBasemap(_ json: JSONValue) {
        basemap?.webMap = json
    }
}
