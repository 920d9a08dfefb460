/// The basemap a geo model holds: a name, the catalog style it draws (nil when its style could
/// not be resolved, so it never loads) and its spatial reference.
///
/// Two basemaps are equal when name, style and spatial reference are equal; this is how the
/// gallery marks its current item.
public struct Basemap: Hashable, Sendable {
    /// The name shown to the user: the style's display name unless another was given.
    public var name: String
    /// The catalog style, or nil for a basemap whose style could not be resolved.
    public var style: BasemapStyle?
    /// The spatial reference of its first layer: the given one, else the style's; nil when
    /// neither is known.
    public var spatialReference: SpatialReference?

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

    /// Whether the basemap's style is known, so that it can load.
    public var isResolved: Bool { style != nil }
}
