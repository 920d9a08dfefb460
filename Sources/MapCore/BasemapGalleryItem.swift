import MapFormats
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
        /// A web map's custom basemap: its `baseMap` JSON, kept as it came (listed, saved and
        /// exported, not drawn). It loads in its spatial reference, the web map's.
        case custom(JSONValue)
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
    public private(set) var basemap: Basemap
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
        switch source {
        case .style(let style):
            basemap = Basemap(name: name?.trimmedOfWhitespace.nonEmpty ?? style.displayName, style: style,
                              spatialReference: spatialReference ?? style.spatialReference)
        case .unresolved(let text):
            basemap = Basemap(name: name?.trimmedOfWhitespace.nonEmpty ?? text, style: nil, spatialReference: spatialReference)
        case .custom(let json):
            basemap = Basemap(custom: name?.trimmedOfWhitespace.nonEmpty ?? Basemap.untitledCustom,
                              spatialReference: spatialReference ?? .webMercator, webMap: json)
        }
        givenDescription = description?.trimmedOfWhitespace.nonEmpty
        self.thumbnail = thumbnail?.trimmedOfWhitespace.nonEmpty
    }

    /// An item for the web map custom basemap `basemap` (`Basemap.isCustom`), named `name`
    /// (nil: the basemap's own name), described by the number of its layers.
    public init(custom basemap: Basemap, name: String? = nil) {
        let count = basemap.webMap?["baseMapLayers"]?.arrayValue?.count ?? 0
        let drawn = basemap.raster.map { "drawn from its \($0.serviceName) with --online" } ?? "not drawn"
        self.init(source: .custom(basemap.webMap ?? [:]), name: name ?? basemap.name,
                  description: "custom basemap from a web map: \(count) layer\(count == 1 ? "" : "s"), kept as they came, \(drawn)",
                  spatialReference: basemap.spatialReference)
        // A tile service the web map's basemap names (a WebTiledLayer, a tiled map service).
        self.basemap.raster = basemap.raster
    }

    /// The item with its basemap drawn from `raster` (a custom basemap's tile service, which a
    /// reader finds in its web map JSON).
    public func drawing(_ raster: RasterSource?) -> BasemapGalleryItem {
        var item = self
        item.basemap.raster = raster
        return item
    }

    /// Whether the item is a web map's custom basemap.
    public var isCustom: Bool {
        if case .custom = source { return true }
        return false
    }

    /// The name shown: the given one, else the style's display name (or the unresolved name).
    public var name: String { basemap.name }
    /// The catalog style, or nil when unresolved.
    public var style: BasemapStyle? { basemap.style }
    /// The spatial reference: the given one, else the style's; nil when unresolved and not given.
    public var spatialReference: SpatialReference? { basemap.spatialReference }

    /// Loads the item: its spatial reference (a custom basemap's is the web map's), or a
    /// `basemapLoadFailed` error for an unresolved style (the status records either outcome).
    public mutating func load() throws(MapError) -> SpatialReference {
        switch source {
        case .style(let style):
            switch status {
            case .notLoaded, .loadFailed: status = .loaded
            case .loaded, .mismatch: break  // a mismatch stays until the next selection
            }
            return spatialReference ?? style.spatialReference
        case .custom:
            switch status {
            case .notLoaded, .loadFailed: status = .loaded
            case .loaded, .mismatch: break  // as for a style
            }
            return basemap.spatialReference ?? .webMercator
        case .unresolved(let text):
            let reason = "unknown basemap style '\(text)'"
            status = .loadFailed(reason: reason)
            throw .basemapLoadFailed(basemap: name, reason: reason)
        }
    }
}
