import MapCore

/// A symbol drawn at one point of a picture, whatever the map's rotation.
public struct PictureMarker: Hashable, Sendable {
    /// What the marker shows.
    public enum Kind: Hashable, Sendable {
        /// A graphic's point symbol.
        case symbol(GraphicSymbol.Shape)
        /// A bookmark's position.
        case bookmark
        /// The location display's position, with the direction of travel in picture degrees
        /// (clockwise from up) when known.
        case location(direction: Double?)
        /// The north arrow, pointing `direction` picture degrees (clockwise from up).
        case northArrow(direction: Double)
    }

    /// What the marker shows.
    public var kind: Kind
    /// Its centre, in pixels.
    public var at: PicturePoint
    /// Its size (diameter) in pixels.
    public var size: Double
    /// Its fill colour.
    public var fill: GraphicColor
    /// Its outline colour.
    public var stroke: GraphicColor

    /// A marker of `kind` at `at`.
    public init(_ kind: Kind, at: PicturePoint, size: Double, fill: GraphicColor, stroke: GraphicColor) {
        self.kind = kind
        self.at = at
        self.size = size
        self.fill = fill
        self.stroke = stroke
    }
}
