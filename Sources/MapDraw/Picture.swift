import MapCore

/// A picture of a map session, the drawing model both outputs draw from (`SVGRenderer`,
/// `BrailleRenderer`): a background (the sea) and layers of paths, markers and text, in
/// pixels with (0, 0) the top-left corner.
public struct Picture: Hashable, Sendable {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int
    /// A one-line description (the SVG's title).
    public var title: String
    /// The colour behind everything: the basemap's water.
    public var background: GraphicColor
    /// The land's colour (for renderers that colour land themselves).
    public var land: GraphicColor
    /// The layers, bottom first.
    public var layers: [PictureLayer]

    /// A picture of `width` x `height` pixels.
    public init(width: Int, height: Int, title: String, background: GraphicColor, land: GraphicColor,
                layers: [PictureLayer]) {
        self.width = width
        self.height = height
        self.title = title
        self.background = background
        self.land = land
        self.layers = layers
    }

    /// The layer called `id`, or nil.
    public func layer(_ id: String) -> PictureLayer? {
        layers.first { $0.id == id }
    }
}
