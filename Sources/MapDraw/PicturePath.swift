import MapCore

/// Lines or areas of a picture: one or more subpaths, stroked and or filled.
public struct PicturePath: Hashable, Sendable {
    /// How a path's outline is drawn.
    public enum Dash: Hashable, Sendable {
        /// A continuous line.
        case solid
        /// Dashes.
        case dash
        /// Dots.
        case dot
    }

    /// The subpaths, each a list of points in pixels.
    public var subpaths: [[PicturePoint]]
    /// Whether each subpath is a closed ring (an area) rather than an open line.
    public var isClosed: Bool
    /// The fill of closed subpaths (even-odd, so that a ring inside another is a hole), or nil.
    public var fill: GraphicColor?
    /// The outline's colour, or nil for none.
    public var stroke: GraphicColor?
    /// The outline's width in pixels.
    public var width: Double
    /// The outline's dash pattern.
    public var dash: Dash

    /// A path of `subpaths`.
    public init(_ subpaths: [[PicturePoint]], closed: Bool, fill: GraphicColor? = nil, stroke: GraphicColor? = nil,
                width: Double = 1, dash: Dash = .solid) {
        self.subpaths = subpaths
        isClosed = closed
        self.fill = fill
        self.stroke = stroke
        self.width = width
        self.dash = dash
    }
}
