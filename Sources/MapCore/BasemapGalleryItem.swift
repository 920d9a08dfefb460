import TextSupport
/// One basemap in a `BasemapGallery`: the basemap it stands for, and the name, description,
/// thumbnail and spatial reference it shows. Given values override the style's own.
public struct BasemapGalleryItem: Hashable, Sendable {
    /// What the item's basemap is made from.
    public enum Source: Hashable, Sendable {
        /// A style of the catalog.
        case style(BasemapStyle)
        /// A style name that is in no catalog: the item fails to load.
        case unresolved(String)
    }

    /// What the item learnt the last time it was loaded or selected, for a renderer's badges.
    public enum Status: Hashable, Sendable {
        /// Not loaded yet.
        case notLoaded
        /// Loaded, and (if selected) set on the geo model.
        case loaded
        /// Loading failed, for this reason (a warning badge).
        case loadFailed(reason: String)
        /// Its spatial reference differs from the geo model's, which it could not join
        /// (a warning badge).
        case mismatch(item: SpatialReference, geoModel: SpatialReference)

        /// Whether a renderer should show a warning badge.
        public var isWarning: Bool {
            switch self {
            case .notLoaded, .loaded: return false
            case .loadFailed, .mismatch: return true
            }
        }
    }

    /// The style the item is made from, or the name that could not be resolved.
    public let source: Source
    /// The basemap a geo model receives when the item is selected: the item's name, style and
    /// spatial reference.
    public let basemap: Basemap
    /// The description given for the item, if any.
    private let givenDescription: String?

    /// The description shown: the given one, else the style's summary (empty if unresolved);
    /// worked out when shown, so that a session starts without writing 24 summaries.
    public var description: String { givenDescription ?? style?.summary ?? "" }
    /// The thumbnail's path or URL as given; nil when none was given.
    public let thumbnail: String?
    /// The outcome of the last load or selection.
    public internal(set) var status: Status = .notLoaded

    /// An item for a catalog style; nil or blank values fall back to the style's own.
    public init(
        style: BasemapStyle, name: String? = nil, description: String? = nil,
        thumbnail: String? = nil, spatialReference: SpatialReference? = nil
    ) {
        self.init(source: .style(style), name: name, description: description,
                  thumbnail: thumbnail, spatialReference: spatialReference)
    }

    /// An item for a style given by name (as a portal file does): a catalog style when
    /// `BasemapStyle.lookup` knows the name, else an unresolved item that fails to load.
    public init(
        styleName: String, name: String? = nil, description: String? = nil,
        thumbnail: String? = nil, spatialReference: SpatialReference? = nil
    ) {
        let source: Source = BasemapStyle.lookup(styleName).map { .style($0) } ?? .unresolved(styleName)
        self.init(source: source, name: name, description: description,
                  thumbnail: thumbnail, spatialReference: spatialReference)
    }

    /// An item for `source`; nil or blank values fall back to the source's own.
    public init(
        source: Source, name: String? = nil, description: String? = nil,
        thumbnail: String? = nil, spatialReference: SpatialReference? = nil
    ) {
        self.source = source
        let style: BasemapStyle?
        switch source {
        case .style(let resolved): style = resolved
        case .unresolved: style = nil
        }
        let unresolvedName: String
        switch source {
        case .style(let resolved): unresolvedName = resolved.displayName
        case .unresolved(let text): unresolvedName = text
        }
        basemap = Basemap(
            name: name?.trimmedOfWhitespace.nonEmpty ?? unresolvedName, style: style,
            spatialReference: spatialReference ?? style?.spatialReference)
        givenDescription = description?.trimmedOfWhitespace.nonEmpty
        self.thumbnail = thumbnail?.trimmedOfWhitespace.nonEmpty
    }

    /// The name shown: the given one, else the style's display name (or the unresolved name).
    public var name: String { basemap.name }
    /// The catalog style, or nil when unresolved.
    public var style: BasemapStyle? { basemap.style }
    /// The spatial reference: the given one, else the style's; nil when unresolved and not given.
    public var spatialReference: SpatialReference? { basemap.spatialReference }

    /// Loads the item: its spatial reference, or a `basemapLoadFailed` error for an unresolved
    /// style (the status records either outcome).
    public mutating func load() throws(MapError) -> SpatialReference {
        switch source {
        case .style(let style):
            switch status {
            case .notLoaded, .loadFailed: status = .loaded
            case .loaded, .mismatch: break  // a mismatch stays until the next selection
            }
            return spatialReference ?? style.spatialReference
        case .unresolved(let text):
            let reason = "unknown basemap style '\(text)'"
            status = .loadFailed(reason: reason)
            throw .basemapLoadFailed(basemap: name, reason: reason)
        }
    }
}
