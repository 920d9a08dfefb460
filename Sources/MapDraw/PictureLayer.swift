/// One layer of a picture, drawn in order: the land, the graticule, the graphics...
public struct PictureLayer: Hashable, Sendable {
    /// One thing drawn.
    public enum Item: Hashable, Sendable {
        /// Lines or areas.
        case path(PicturePath)
        /// A symbol at a point.
        case marker(PictureMarker)
        /// A line of text.
        case text(PictureText)
        /// A raster covering the picture.
        case image(PictureImage)
    }

    /// The layer's name, usable as an SVG id (`land`, `graticule`, `scale-bar`).
    public var id: String
    /// What it draws, in order.
    public var items: [Item]

    /// A layer called `id` drawing `items`.
    public init(id: String, items: [Item] = []) {
        self.id = id
        self.items = items
    }
}
