import MapCore
import MapFormats
import MapScriptSyntax
import TextSupport

/// `layer legend L`: a layer's legend (`LayerLegend`) as text, a row a line (the symbol's
/// swatch when the terminal shows colour, the label, the symbol in words), or as a JSON array.
/// A raster layer is one row, `raster: 3 bands`; a service layer one row saying it is not drawn.
enum LegendText {
    /// The legend of `layer` as lines of text, each row's swatch made by `swatch` (none
    /// without): `██ city    red circle, size 8`.
    static func text(of layer: OperationalLayer, swatch: ((GraphicColor) -> String)?) -> String {
        guard let legend = LayerLegend(layer) else { return otherRow(of: layer).label + "\n" }
        let labels = legend.rows.map(\.label.escapingControlCharacters)
        let width = labels.map(\.count).max() ?? 0
        var text = ""
        for (row, label) in zip(legend.rows, labels) {
            if let swatch { text += swatch(LayerLegend.color(of: row.symbol, part: legend.part)) + " " }
            text += label + String(repeating: " ", count: width - label.count) + "  "
                + LayerLegend.describe(row.symbol, part: legend.part) + "\n"
        }
        return text
    }

    /// The legend of `layer` as a JSON array, one object a row: `label`, `symbol` (`marker`,
    /// `line`, `fill`, `raster` or `service`) and that symbol's colour, size or width, shape
    /// or style (a fill's outline as an object), and `"others": true` on the default's row.
    static func json(of layer: OperationalLayer) -> String {
        var rows: [JSONValue] = []
        if let legend = LayerLegend(layer) {
            for row in legend.rows {
                var members: [(key: String, value: JSONValue)] = [("label", .string(row.label)), ("symbol", .string(legend.part.rawValue))]
                members += symbolMembers(row.symbol, part: legend.part)
                if row.isOther { members.append(("others", true)) }
                rows.append(.object(members))
            }
        } else {
            let row = otherRow(of: layer)
            var members: [(key: String, value: JSONValue)] = [("label", .string(row.label)), ("symbol", .string(row.kind))]
            if let bands = row.bands { members.append(("bands", .number(Double(bands)))) }
            rows.append(.object(members))
        }
        // Every number here is finite (symbol sizes are checked), so writing cannot fail.
        return (try? JSONWriter(style: .pretty, nonFiniteNumbers: .writeNull).string(.array(rows))) ?? "[]\n"
    }

    /// The members that say what a symbol's `part` looks like.
    static func symbolMembers(_ symbol: LayerSymbol, part: LayerLegend.Part) -> [(key: String, value: JSONValue)] {
        switch part {
        case .marker:
            return [("color", .string(symbol.marker.color.hexString)), ("size", .number(symbol.marker.size)),
                    ("shape", .string(symbol.marker.shape.rawValue))]
        case .line:
            return lineMembers(symbol.line)
        case .fill:
            return [("color", .string(symbol.fill.color.hexString)), ("outline", .object(lineMembers(symbol.fill.outline)))]
        }
    }

    static func lineMembers(_ line: GraphicSymbol.Line) -> [(key: String, value: JSONValue)] {
        [("color", .string(line.color.hexString)), ("width", .number(line.width)), ("style", .string(line.style.rawValue))]
    }

    /// The one row of a layer without features: a raster's bands, or a service not drawn.
    static func otherRow(of layer: OperationalLayer) -> (label: String, kind: String, bands: Int?) {
        if let raster = layer.raster {
            let bands = raster.description.bands
            return ("raster: \(bands) band" + (bands == 1 ? "" : "s"), "raster", bands)
        }
        return ("service \(layer.service?.type ?? ""): not drawn, no legend".escapingControlCharacters, "service", nil)
    }
}
