import MapFormats
import TextSupport

/// A layer of the map's operational layers (the SDK's `Map.operationalLayers`): drawn in order
/// above the basemap and below the graphics overlay, with a title, visibility, opacity and a
/// visible scale range, and its content: features read from a file, or a service kept as data.
///
/// Made and changed through `Session` (`addLayer`, `setLayerOpacity`...), which checks every
/// value: a title is never empty, opacity is in [0, 1], the scale range is valid.
public struct OperationalLayer: Hashable, Sendable {
    /// What a layer is.
    public enum Kind: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
        /// Features read from a file (GeoJSON).
        case feature
        /// Features a web map embeds (`featureCollection`), written back as one.
        case featureCollection
        /// A service by URL, kept as data: listed, saved and exported, not drawn.
        case service
        /// Pixels from a raster file, a tile cache or a tile service, read through GDAL when drawn.
        case raster

        /// `feature`, `featureCollection`, `service` or `raster`.
        public var description: String { rawValue }
    }

    /// What the layer holds.
    public enum Content: Hashable, Sendable {
        /// Features, their renderer and filter.
        case features(FeatureSet)
        /// A service layer.
        case service(ServiceLayer)
        /// A raster layer.
        case raster(RasterLayerContent)
    }

    /// How a user names the layer (trimmed, never empty; several layers may share one).
    public private(set) var title: String
    /// Where the layer comes from: the file's path as the script gave it, or the service's URL.
    public var source: String
    /// The layer or raster of a file that holds several (`layer add FILE layer NAME`), or nil for
    /// the file's first.
    public var member: String?
    /// Whether the layer is drawn (and identified).
    public var isVisible: Bool
    /// Its opacity, 0 (transparent) to 1 (opaque).
    public private(set) var opacity: Double
    /// The largest scale number at which it shows (zoomed out furthest), as web maps' `minScale`;
    /// 0: no limit.
    public private(set) var minScale: Double
    /// The smallest scale number at which it shows (zoomed in furthest), as web maps'
    /// `maxScale`; 0: no limit.
    public private(set) var maxScale: Double
    /// Its features or its service.
    public internal(set) var content: Content
    /// For a feature collection of a web map: its JSON as the web map gave it, so that it is
    /// written back as it came; nil for any other layer.
    public internal(set) var featureCollection: FeatureCollectionOrigin?

    /// A visible, opaque layer with no scale limits; throws `emptyTitle` for a blank title.
    public init(title: String, source: String, content: Content) throws(MapError) {
        self.init(trimmedTitle: try Self.checked(title: title), source: source, content: content)
    }

    /// A visible, opaque layer with no scale limits, titled `trimmedTitle` (already trimmed and
    /// not empty).
    init(trimmedTitle: String, source: String, content: Content) {
        self.title = trimmedTitle
        self.source = source
        self.isVisible = true
        self.opacity = 1
        self.minScale = 0
        self.maxScale = 0
        self.content = content
    }

    // MARK: - Parts

    /// `feature`, `featureCollection`, `service` or `raster`.
    public var kind: Kind {
        switch content {
        case .features: featureCollection == nil ? .feature : .featureCollection
        case .service: .service
        case .raster: .raster
        }
    }

    /// The features, or nil for a service layer.
    public var featureSet: FeatureSet? {
        if case .features(let set) = content { set } else { nil }
    }

    /// The service, or nil for a feature layer.
    public var service: ServiceLayer? {
        if case .service(let service) = content { service } else { nil }
    }

    /// The raster, or nil for any other layer.
    public var raster: RasterLayerContent? {
        if case .raster(let raster) = content { raster } else { nil }
    }

    /// The box the layer covers in WGS 84: its features' (nil when none has a geometry) or its
    /// raster's; nil for a service layer, which keeps no extent here.
    public var bounds: FeatureBounds? {
        switch content {
        case .features(let set): set.bounds
        case .raster(let raster): raster.description.bounds
        case .service: nil
        }
    }

    /// Whether the layer shows at `scale`: visible and within its scale range.
    public func shows(atScale scale: Double) -> Bool {
        isVisible && (minScale == 0 || scale <= minScale) && (maxScale == 0 || scale >= maxScale)
    }

    /// The layer with `filter` (nil: none) on its features; `notAFeatureLayer` for a service.
    public func filtered(by filter: LayerFilter?) throws(MapError) -> OperationalLayer {
        guard case .features(var set) = content else { throw .layer(.notAFeatureLayer(title)) }
        set.filter = filter
        var layer = self
        layer.content = .features(set)
        return layer
    }

    // MARK: - Changing (through `Session`)

    /// Marks the layer as the web map feature collection `origin` (see `featureCollection`).
    public mutating func setFeatureCollection(_ origin: FeatureCollectionOrigin?) {
        featureCollection = origin
    }

    /// This layer shown or hidden, with `opacity` and a scale range, each checked as the
    /// session's setters check it (`invalidOpacity`, `invalidScaleRange`): for a reader that
    /// builds a layer before adding it, in one copy.
    public func with(visible: Bool, opacity: Double, minScale: Double, maxScale: Double) throws(MapError) -> OperationalLayer {
        var layer = self
        layer.isVisible = visible
        try layer.setOpacity(opacity)
        try layer.setScaleRange(minScale: minScale, maxScale: maxScale)
        return layer
    }

    /// Sets the title (trimmed; `emptyTitle` when blank).
    mutating func setTitle(_ newTitle: String) throws(MapError) {
        title = try Self.checked(title: newTitle)
    }

    /// Sets the opacity; `invalidOpacity` outside [0, 1].
    mutating func setOpacity(_ value: Double) throws(MapError) {
        guard value >= 0 && value <= 1 else { throw .layer(.invalidOpacity(value)) }
        opacity = value
    }

    /// Sets the visible scale range (see `minScale` and `maxScale`); `invalidScaleRange`
    /// unless both are finite, at least 0, and `maxScale` is not above a non-zero `minScale`.
    mutating func setScaleRange(minScale: Double, maxScale: Double) throws(MapError) {
        guard minScale.isFinite, maxScale.isFinite, minScale >= 0, maxScale >= 0, minScale == 0 || maxScale <= minScale else {
            throw .layer(.invalidScaleRange(minScale: minScale, maxScale: maxScale))
        }
        self.minScale = minScale
        self.maxScale = maxScale
    }

    /// `title` trimmed of whitespace; `emptyTitle` when nothing is left.
    static func checked(title: String) throws(MapError) -> String {
        let trimmed = title.trimmedOfWhitespace
        guard !trimmed.isEmpty else { throw .layer(.emptyTitle) }
        return trimmed
    }
}

/// A service layer, kept as data: its JSON as it came (a web map's operational layer, or the
/// one `layer add service` makes), its type and URL read from it. There is no network: it is
/// listed, saved and exported, never drawn.
public struct ServiceLayer: Hashable, Sendable {
    /// The layer's JSON, every member as it came.
    public var json: JSONValue

    /// The service layer of `json` (an object).
    public init(json: JSONValue) {
        self.json = json
    }

    /// The service layer at `url`: `{"layerType": TYPE, "url": URL, "title": TITLE}`, its type
    /// guessed from the URL (`serviceType(of:)`).
    public init(url: String, title: String) {
        self.init(json: ["layerType": .string(Self.serviceType(of: url)), "url": .string(url), "title": .string(title)])
    }

    /// The web map `layerType` (`ArcGISFeatureLayer`, `WMS`...), or `unknown`.
    public var type: String { json["layerType"]?.stringValue ?? "unknown" }
    /// The service's URL, or nil.
    public var url: String? { json["url"]?.stringValue }

    /// The web map `layerType` a URL most likely serves, from its path (an ArcGIS REST service
    /// folder such as `/FeatureServer`, a file suffix, an OGC `service=` parameter); `unknown`
    /// when it says nothing.
    public static func serviceType(of url: String) -> String {
        let lower = url.lowercased()
        let byPart: [(String, String)] = [
            ("/featureserver", "ArcGISFeatureLayer"), ("/vectortileserver", "VectorTileLayer"),
            ("/imageserver", "ArcGISImageServiceLayer"), ("/sceneserver", "ArcGISSceneServiceLayer"),
            ("/mapserver", "ArcGISMapServiceLayer"), ("service=wmts", "WebTiledLayer"), ("/wmts", "WebTiledLayer"),
            ("service=wms", "WMS"), (".geojson", "GeoJSON"), (".kml", "KML"), (".kmz", "KML"), (".csv", "CSV"),
        ]
        return byPart.first { lower.contains($0.0) }?.1 ?? "unknown"
    }

    /// A title for the service at `url`: the name of its ArcGIS REST service (the folder before
    /// `/FeatureServer` and the like), else the last part of its path, else the URL.
    public static func title(of url: String) -> String {
        var path = url
        if let query = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = String(path[..<query]) }
        let parts = path.split(separator: "/").map(String.init)
        let folders: Set<String> = ["featureserver", "mapserver", "imageserver", "vectortileserver", "sceneserver"]
        if let server = parts.lastIndex(where: { folders.contains($0.lowercased()) }), server > 0 { return parts[server - 1] }
        return parts.last(where: { !$0.isEmpty && !$0.hasSuffix(":") }) ?? url
    }
}

extension OperationalLayer {
    /// The title of a layer read from `path` when none is given: the file's name without its
    /// last suffix (`lakes` for `data/lakes.geojson`), and without `.gz` before it (`lakes` for
    /// `lakes.geojson.gz`).
    public static func title(ofFile path: String) -> String {
        let parts = path.split(separator: "/")
        var name = parts.last.map(String.init) ?? path
        // An Esri compact cache is named by its folder, not by its conf.xml.
        if name.lowercased() == "conf.xml" && parts.count > 1 { return String(parts[parts.count - 2]) }
        if name.lowercased().hasSuffix(".gz") && name.count > 3 { name.removeLast(3) }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
