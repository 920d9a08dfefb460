/// How a feature of a layer is drawn, whatever its geometry: a marker for its points, a line
/// symbol for its lines, a fill (with its outline) for its polygons. These are the graphics'
/// symbols (`GraphicSymbol`), so layers and graphics draw alike.
public struct LayerSymbol: Hashable, Sendable {
    /// The marker of points.
    public var marker: GraphicSymbol.Point
    /// The symbol of lines.
    public var line: GraphicSymbol.Line
    /// The fill and outline of polygons.
    public var fill: GraphicSymbol.Fill

    /// A symbol with these parts (by default the graphics' defaults: a red 8-pt circle, a blue
    /// 2-pt line, a translucent blue fill with a blue 1-pt outline).
    public init(marker: GraphicSymbol.Point = .standard, line: GraphicSymbol.Line = .standard,
                fill: GraphicSymbol.Fill = GraphicSymbol.Fill()) {
        self.marker = marker
        self.line = line
        self.fill = fill
    }

    /// The symbol a new layer is drawn with.
    public static let standard = LayerSymbol()

    /// This symbol in `color`: the marker, the line and the polygons' outline; the fill keeps
    /// its alpha and takes the colour's red, green and blue unless `fill` is given.
    public func colored(_ color: GraphicColor) -> LayerSymbol {
        var symbol = self
        symbol.marker.color = color
        symbol.line.color = color
        symbol.fill.outline.color = color
        symbol.fill.color = GraphicColor(red: color.red, green: color.green, blue: color.blue, alpha: fill.color.alpha)
        return symbol
    }
}
