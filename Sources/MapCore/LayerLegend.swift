import MapFormats
import TextSupport

/// The legend of a feature layer, as QGIS's layer tree and the ArcGIS SDK's `Legend` show one:
/// a row per symbol its renderer draws with, in the renderer's order. A simple renderer is one
/// row named after the layer; a unique value renderer a row per value (its label, else the
/// value); class breaks a row per class (its label, else its range `min – max`); either of
/// those ends with `others` when some feature the layer shows falls to the default symbol.
/// `layer legend`, `export svg` and `export html` all draw this one list.
public struct LayerLegend: Hashable, Sendable {
    /// The part of a symbol the layer's features are drawn with: their marker, line or fill.
    public enum Part: String, Hashable, Sendable {
        /// Points: the marker.
        case marker
        /// Lines: the line symbol.
        case line
        /// Polygons: the fill and its outline.
        case fill
    }

    /// One row: a symbol and what it stands for.
    public struct Row: Hashable, Sendable {
        /// What the symbol stands for: the layer's title, a value, a class's range, `others`.
        public var label: String
        /// The symbol.
        public var symbol: LayerSymbol
        /// Whether this is the default symbol's row (`others`).
        public var isOther: Bool

        /// A row of `symbol` called `label`.
        public init(label: String, symbol: LayerSymbol, isOther: Bool = false) {
            self.label = label
            self.symbol = symbol
            self.isOther = isOther
        }
    }

    /// The layer's title.
    public var title: String
    /// Which part of the symbols draws the layer's features.
    public var part: Part
    /// The rows, in the renderer's order.
    public var rows: [Row]

    /// The label of the default symbol's row.
    public static let othersLabel = "others"

    /// The legend of `layer`, or nil for a layer without features (a service, a raster).
    public init?(_ layer: OperationalLayer) {
        guard let set = layer.featureSet else { return nil }
        title = layer.title
        part = Self.part(of: set)
        switch set.renderer {
        case .simple(let symbol):
            rows = [Row(label: layer.title, symbol: symbol)]
        case .uniqueValue(_, let values, let other):
            rows = values.map { Row(label: $0.label ?? Self.text(of: $0.value), symbol: $0.symbol) }
            if Self.usesOther(set) { rows.append(Row(label: Self.othersLabel, symbol: other, isOther: true)) }
        case .classBreaks(_, let breaks, let other):
            var previous: Double?
            rows = breaks.map { item in
                defer { previous = item.upperBound }
                return Row(label: item.label ?? Self.range(from: item.lowerBound ?? previous, to: item.upperBound), symbol: item.symbol)
            }
            if Self.usesOther(set) { rows.append(Row(label: Self.othersLabel, symbol: other, isOther: true)) }
        }
    }

    /// A legend of these parts.
    public init(title: String, part: Part, rows: [Row]) {
        self.title = title
        self.part = part
        self.rows = rows
    }

    // MARK: - Text

    /// A value as a legend writes it: a string as it is, a number in its shortest form.
    public static func text(of value: JSONValue) -> String {
        if let text = value.stringValue { return text }
        if case .integer(let integer) = value { return String(integer) }
        if let number = value.doubleValue { return NumberFormat.shortest(number) }
        return value.description
    }

    /// A class's range: `10 – 20`, or `up to 20` when its smallest value is unknown.
    public static func range(from lower: Double?, to upper: Double) -> String {
        guard let lower else { return "up to " + NumberFormat.shortest(upper) }
        return NumberFormat.shortest(lower) + " – " + NumberFormat.shortest(upper)
    }

    /// The symbol's `part` in words: `red circle, size 8`, `blue dash line, width 2`,
    /// `#0000ff40 fill, blue outline width 1`.
    public static func describe(_ symbol: LayerSymbol, part: Part) -> String {
        switch part {
        case .marker:
            return "\(symbol.marker.color) \(symbol.marker.shape.rawValue), size " + NumberFormat.shortest(symbol.marker.size)
        case .line:
            return "\(symbol.line.color) \(symbol.line.style.rawValue) line, width " + NumberFormat.shortest(symbol.line.width)
        case .fill:
            let outline = symbol.fill.outline
            return "\(symbol.fill.color) fill, \(outline.color) "
                + (outline.style == .solid ? "" : outline.style.rawValue + " ") + "outline width " + NumberFormat.shortest(outline.width)
        }
    }

    /// The colour that stands for the symbol's `part` (a swatch's): the marker's, the line's,
    /// or the fill's made opaque (its outline's when the fill is clear).
    public static func color(of symbol: LayerSymbol, part: Part) -> GraphicColor {
        switch part {
        case .marker: return symbol.marker.color
        case .line: return symbol.line.color
        case .fill:
            var color = symbol.fill.color.alpha == 0 ? symbol.fill.outline.color : symbol.fill.color
            color.alpha = 255
            return color
        }
    }

    // MARK: - What the layer holds

    /// The part most of the shown features are drawn with (points, lines or polygons; the
    /// first of these on a tie; a marker when no feature has a geometry).
    static func part(of set: FeatureSet) -> Part {
        var counts = [0, 0, 0]
        for index in set.shownIndices {
            guard let geometry = set.features[index].geometry else { continue }
            if !geometry.points.isEmpty { counts[0] += 1 }
            if !geometry.lines.isEmpty { counts[1] += 1 }
            if !geometry.polygons.isEmpty { counts[2] += 1 }
        }
        let most = counts.max() ?? 0
        return most == 0 || counts[0] == most ? .marker : counts[1] == most ? .line : .fill
    }

    /// Whether some feature the layer shows is drawn with the renderer's default symbol.
    static func usesOther(_ set: FeatureSet) -> Bool {
        switch set.renderer {
        case .simple:
            return false
        case .uniqueValue(let field, let values, _):
            let known = Set(values.map(\.value))
            return set.shownIndices.contains { index in set.features[index][field].map { !known.contains($0) } ?? true }
        case .classBreaks(let field, let breaks, _):
            guard let top = breaks.map(\.upperBound).max() else { return !set.shownIndices.isEmpty }
            return set.shownIndices.contains { index in
                guard let number = set.features[index][field]?.doubleValue, !number.isNaN else { return true }
                return number > top
            }
        }
    }
}

// MARK: - The renderer in words

extension LayerRenderer {
    /// `simple`, `unique value by "type", 4 classes`, `class breaks by "pop", 5 classes`: what
    /// `print layers[1].renderer` says.
    public var summary: String {
        switch self {
        case .simple: return kindName
        case .uniqueValue(let field, let values, _): return Self.summary(kindName, field, values.count)
        case .classBreaks(let field, let breaks, _): return Self.summary(kindName, field, breaks.count)
        }
    }

    private static func summary(_ kind: String, _ field: String, _ count: Int) -> String {
        kind + " by " + JSONWriter.quoted(field) + ", " + String(count) + (count == 1 ? " class" : " classes")
    }
}
