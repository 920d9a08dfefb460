/// The sizes a picture is built with, which differ between an SVG (pixels and a 12-pixel font)
/// and a terminal (braille dots, 2 x 4 to a character cell).
public struct PictureMetrics: Hashable, Sendable {
    /// The font size of labels.
    public var fontSize: Double
    /// The width of one character of text (an estimate for proportional fonts).
    public var characterWidth: Double
    /// The height of one line of text.
    public var lineHeight: Double
    /// Pixels per point (1/72 inch), for graphics' symbol sizes and widths.
    public var pixelsPerPoint: Double
    /// The margin kept between the picture's edge and its furniture.
    public var margin: Double

    /// Metrics with these values.
    public init(fontSize: Double, characterWidth: Double, lineHeight: Double, pixelsPerPoint: Double, margin: Double) {
        self.fontSize = fontSize
        self.characterWidth = characterWidth
        self.lineHeight = lineHeight
        self.pixelsPerPoint = pixelsPerPoint
        self.margin = margin
    }

    /// An SVG's: 96 pixels an inch, a 12-pixel sans-serif font.
    public static let svg = PictureMetrics(fontSize: 12, characterWidth: 7, lineHeight: 16, pixelsPerPoint: 96.0 / 72,
                                           margin: 10)
    /// A terminal's: one dot a pixel, one character cell 2 x 4 dots.
    public static let terminal = PictureMetrics(fontSize: 4, characterWidth: 2, lineHeight: 4, pixelsPerPoint: 0.25,
                                                margin: 0)

    /// The width of `text` in pixels.
    public func width(of text: String) -> Double {
        Double(text.count) * characterWidth
    }
}
