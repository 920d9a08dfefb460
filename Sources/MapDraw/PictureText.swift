import MapCore

/// A line of text in a picture: a label, the caption, the scale bar's length.
public struct PictureText: Hashable, Sendable {
    /// Which end of the text its point is.
    public enum Anchor: Hashable, Sendable {
        /// The point is the text's left end.
        case start
        /// The point is the text's middle.
        case middle
        /// The point is the text's right end.
        case end
    }

    /// The text, one line.
    public var text: String
    /// The point the text hangs on: its baseline at `anchor`'s end, in pixels.
    public var at: PicturePoint
    /// Which end of the text `at` is.
    public var anchor: Anchor
    /// The font size in pixels.
    public var size: Double
    /// The text's colour.
    public var color: GraphicColor
    /// The colour of the halo around the letters that keeps them readable on the map.
    public var halo: GraphicColor
    /// Whether the text is bold.
    public var isBold: Bool

    /// Text at `at`.
    public init(_ text: String, at: PicturePoint, anchor: Anchor = .start, size: Double, color: GraphicColor,
                halo: GraphicColor, bold: Bool = false) {
        self.text = text
        self.at = at
        self.anchor = anchor
        self.size = size
        self.color = color
        self.halo = halo
        isBold = bold
    }
}
