/// How a graphic is drawn: the symbol of a point (a marker), of a line, or of a polygon (a fill
/// and an outline), after the SDK's simple marker, line and fill symbols.
///
/// Sizes and widths are in points (1/72 inch, as the SDK's symbols measure them), finite and
/// within `sizeRange`.
public enum GraphicSymbol {
    /// The marker sizes and line widths accepted, in points: 0 to 1000 (0 draws nothing).
    public static let sizeRange: ClosedRange<Double> = 0...1000

    /// A marker's shape.
    public enum Shape: String, CaseIterable, Hashable, Sendable {
        /// A disc.
        case circle
        /// An axis-aligned square.
        case square
        /// An upward triangle.
        case triangle
        /// A plus sign.
        case cross
        /// A square turned 45 degrees.
        case diamond
        /// A diagonal cross.
        case x
    }

    /// A line's dash pattern.
    public enum Style: String, CaseIterable, Hashable, Sendable {
        /// A continuous line.
        case solid
        /// Dashes.
        case dash
        /// Dots.
        case dot
    }

    /// The symbol of a point graphic: colour, size and shape (default: red 8-pt circle).
    public struct Point: Hashable, Sendable {
        /// The marker's colour.
        public var color: GraphicColor
        /// The marker's size in points.
        public private(set) var size: Double
        /// The marker's shape.
        public var shape: Shape

        /// A marker; throws `invalidSymbolSize` for a size outside `sizeRange`.
        public init(color: GraphicColor = .red, size: Double = 8, shape: Shape = .circle) throws(MapError) {
            self.color = color
            self.size = try GraphicSymbol.checked(size: size, what: "marker size")
            self.shape = shape
        }
    }

    /// The symbol of a line graphic or a polygon's outline: colour, width and style (default:
    /// blue 2-pt solid).
    public struct Line: Hashable, Sendable {
        /// The line's colour.
        public var color: GraphicColor
        /// The line's width in points.
        public private(set) var width: Double
        /// The dash pattern.
        public var style: Style

        /// A line symbol; throws `invalidSymbolSize` for a width outside `sizeRange`.
        public init(color: GraphicColor = .blue, width: Double = 2, style: Style = .solid) throws(MapError) {
            self.color = color
            self.width = try GraphicSymbol.checked(size: width, what: "line width")
            self.style = style
        }
    }

    /// The symbol of a polygon graphic: a fill colour and an outline (default: blue at alpha
    /// 0x40 with a blue 1-pt solid outline).
    public struct Fill: Hashable, Sendable {
        /// The interior's colour.
        public var color: GraphicColor
        /// The outline.
        public var outline: Line

        /// A fill symbol.
        public init(color: GraphicColor = GraphicColor(red: 0, green: 0, blue: 255, alpha: 0x40),
                    outline: Line = Line.thinBlue) {
            self.color = color
            self.outline = outline
        }
    }

    /// `size` when it is in `sizeRange`; else `invalidSymbolSize`, naming it as `what`.
    static func checked(size: Double, what: String) throws(MapError) -> Double {
        guard size.isFinite && sizeRange.contains(size) else { throw .graphic(.invalidSymbolSize(size, what: what)) }
        return size
    }
}

extension GraphicSymbol.Point {
    /// The default marker: red 8-pt circle.
    public static let standard = GraphicSymbol.Point(unchecked: .red, 8, .circle)

    init(unchecked color: GraphicColor, _ size: Double, _ shape: GraphicSymbol.Shape) {
        self.color = color
        self.size = size
        self.shape = shape
    }
}

extension GraphicSymbol.Line {
    /// The default line: blue 2-pt solid.
    public static let standard = GraphicSymbol.Line(unchecked: .blue, 2, .solid)
    /// The default polygon outline: blue 1-pt solid.
    public static let thinBlue = GraphicSymbol.Line(unchecked: .blue, 1, .solid)

    init(unchecked color: GraphicColor, _ width: Double, _ style: GraphicSymbol.Style) {
        self.color = color
        self.width = width
        self.style = style
    }
}
