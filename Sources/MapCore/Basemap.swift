import MapFormats

/// The basemap a geo model holds: a name, the catalog style it draws (nil when its style could
/// not be resolved, so it never loads) and its spatial reference; and, for a basemap read from
/// a web map, the web map's `baseMap` JSON as it came, so that an export writes it back
/// unchanged. A web map basemap that matches no style is a **custom basemap**: no style, its
/// title as name, its JSON kept (listed, saved and exported, not drawn).
///
/// Two basemaps are equal when name, style, spatial reference and web map JSON are equal; the
/// gallery marks its current item by the first three (`withoutWebMap`).
public struct Basemap: Hashable, Sendable {
    /// The name shown to the user: the style's display name unless another was given.
    public var name: String
    /// The catalog style, or nil for a basemap whose style could not be resolved.
    public var style: BasemapStyle?
    /// The spatial reference of its first layer: the given one, else the style's; nil when
    /// neither is known.
    public var spatialReference: SpatialReference?
    /// The web map's `baseMap` object as it came, or nil for a basemap the script chose.
    public var webMap: JSONValue?
    /// Where its pixels come from (the SDK's `Basemap(baseLayer:)` over a tiled or raster
    /// layer), or nil for a basemap drawn from the built-in geography: a file (`basemap use
    /// FILE`), a tile service (`basemap use tiles URL`), or, with `--online`, a named style's
    /// public tiled service.
    public var raster: RasterSource?

    /// The basemap of a catalog style: its display name and spatial reference.
    public init(style: BasemapStyle) {
        name = style.displayName
        self.style = style
        spatialReference = style.spatialReference
    }

    /// A basemap named `name` drawing `style` (nil: unresolved) in `spatialReference`
    /// (nil: the style's own).
    public init(name: String, style: BasemapStyle?, spatialReference: SpatialReference? = nil) {
        self.name = name
        self.style = style
        self.spatialReference = spatialReference ?? style?.spatialReference
    }

    /// A basemap drawn from `raster`, named `name`, in `spatialReference` (Web Mercator for tiles).
    public init(name: String, raster: RasterSource, spatialReference: SpatialReference?) {
        self.name = name
        style = nil
        self.spatialReference = spatialReference
        self.raster = raster
    }

    /// A custom basemap from a web map: named `title`, in `spatialReference`, its `baseMap`
    /// JSON kept as `webMap`.
    public init(custom title: String, spatialReference: SpatialReference, webMap: JSONValue) {
        name = title
        style = nil
        self.spatialReference = spatialReference
        self.webMap = webMap
    }

    /// The name of a custom basemap whose web map gives it no title: `Untitled basemap`.
    public static let untitledCustom = "Untitled basemap"

    /// Whether the basemap can load: its style is known, it is a custom basemap, or it draws a raster.
    public var isResolved: Bool { style != nil || isCustom || raster != nil }
    /// Whether it is a web map's custom basemap (no style, its JSON kept).
    public var isCustom: Bool { style == nil && webMap != nil }
    /// The basemap without its web map JSON (how the gallery compares it with its items).
    public var withoutWebMap: Basemap {
        var plain = self
        plain.webMap = nil
        return plain
    }
}
