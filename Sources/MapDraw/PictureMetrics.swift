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
    /// The size of a bookmark's marker.
    public var bookmarkSize: Double
    /// The size of the location display's marker.
    public var locationSize: Double
    /// The size of the north arrow.
    public var northArrowSize: Double
    /// The width of coastlines.
    public var coastWidth: Double
    /// The width of the graticule's lines.
    public var gridWidth: Double
    /// The longest the scale bar may be (it takes at most 30% of the picture's width too).
    public var scaleBarLength: Double
    /// The height of the scale bar's end ticks.
    public var scaleBarTick: Double
    /// The width of the scale bar's line.
    public var scaleBarWidth: Double
    /// Whether the picture becomes character cells (2 x 4 pixels each): furniture then keeps
    /// to whole cells and labels keep a blank cell from their markers.
    public var isCellGrid: Bool
    /// How close, in pixels, two points of the basemap's outlines may be before the second is
    /// left out: closer than the eye can tell.
    public var thinning: Double = 0.7

    /// An SVG's: 96 pixels an inch, a 12-pixel sans-serif font.
    public static let svg = PictureMetrics(
        fontSize: 12, characterWidth: 7, lineHeight: 16, pixelsPerPoint: 96.0 / 72, margin: 10, bookmarkSize: 12,
        locationSize: 16, northArrowSize: 28, coastWidth: 0.8, gridWidth: 0.6, scaleBarLength: 200, scaleBarTick: 6,
        scaleBarWidth: 2, isCellGrid: false)
    /// An HTML page's pictures (`HTMLPage`): an SVG's, its outlines thinned to 2 pixels,
    /// since the page shows each picture at half to full size (1 to 2 pixels on screen).
    public static let page: PictureMetrics = {
        var metrics = PictureMetrics.svg
        metrics.thinning = 2
        return metrics
    }()
    /// A terminal's: one dot a pixel, one character cell 2 x 4 dots.
    public static let terminal = PictureMetrics(
        fontSize: 4, characterWidth: 2, lineHeight: 4, pixelsPerPoint: 0.25, margin: 0, bookmarkSize: 2,
        locationSize: 2, northArrowSize: 4, coastWidth: 1, gridWidth: 1, scaleBarLength: .infinity, scaleBarTick: 2,
        scaleBarWidth: 1, isCellGrid: true)

    /// The size of a town's dot.
    public var townSize: Double { isCellGrid ? 2 : 5 }

    /// The width of `text` in pixels.
    public func width(of text: String) -> Double {
        Double(text.count) * characterWidth
    }
}
