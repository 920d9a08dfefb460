import MapCore
import MapFormats
import TextSupport

/// Web map renderers (`drawingInfo.renderer`, Web Map Specification) both ways, as far as
/// `LayerRenderer` models them: `simple`, `uniqueValue` (by `field1`) and `classBreaks` (by
/// `field`), with simple marker, line and fill symbols (`esriSMS`, `esriSLS`, `esriSFS`).
///
/// Reading never fails: what cannot be modelled (picture symbols, heat maps, dot density,
/// visual variables, a second unique-value field...) is drawn with the standard symbol, and the
/// layer's JSON, which is kept, still has it all for the export.
enum WebMapRenderer {
    // MARK: - Reading

    /// The renderer `value` as a `LayerRenderer`; unique values are matched as numbers when
    /// `numericField` says the field holds numbers (web maps write every value as a string).
    static func renderer(_ value: JSONValue?, numericField: (String) -> Bool = { _ in false }) -> LayerRenderer {
        guard let value, let type = value["type"]?.stringValue else { return .standard }
        let other = value["defaultSymbol"].map(symbol) ?? .standard
        switch type {
        case "simple":
            return .simple(value["symbol"].map(symbol) ?? .standard)
        case "uniqueValue":
            guard let field = value["field1"]?.stringValue, value["field2"] == nil || value["field2"]?.isNull == true,
                  let infos = value["uniqueValueInfos"]?.arrayValue else { return .standard }
            let numeric = numericField(field)
            let values = infos.compactMap { info -> LayerRenderer.UniqueValue? in
                guard let raw = info["value"] else { return nil }
                var key = raw
                if numeric, let text = raw.stringValue, let number = Double(text) { key = .number(number) }
                return LayerRenderer.UniqueValue(value: key, symbol: info["symbol"].map(symbol) ?? .standard, label: label(info))
            }
            return .uniqueValue(field: field, values: values, other: other)
        case "classBreaks":
            guard let field = value["field"]?.stringValue, let infos = value["classBreakInfos"]?.arrayValue else { return .standard }
            let breaks = infos.compactMap { info -> LayerRenderer.ClassBreak? in
                guard let bound = info["classMaxValue"]?.doubleValue else { return nil }
                return LayerRenderer.ClassBreak(upperBound: bound, symbol: info["symbol"].map(symbol) ?? .standard,
                                                lowerBound: Self.bound(info["classMinValue"]), label: label(info))
            }
            var sorted = breaks.sorted { $0.upperBound < $1.upperBound }
            if !sorted.isEmpty && sorted[0].lowerBound == nil { sorted[0].lowerBound = Self.bound(value["minValue"]) }
            return .classBreaks(field: field, breaks: sorted, other: other)
        default:
            return .standard
        }
    }

    /// An info's `label` for a legend: nil when absent or empty.
    static func label(_ info: JSONValue) -> String? {
        guard let text = info["label"]?.stringValue, !text.isEmpty else { return nil }
        return text
    }

    /// A class bound for a legend: nil when absent or not a finite number of sensible size
    /// (writers put `-Double.greatestFiniteMagnitude` for "no minimum").
    static func bound(_ value: JSONValue?) -> Double? {
        guard let number = value?.doubleValue, number.isFinite, abs(number) < 1e300 else { return nil }
        return number
    }

    /// The symbol `value`: its marker, line or fill part from an `esriSMS`, `esriSLS` or
    /// `esriSFS`, the other parts standard.
    static func symbol(_ value: JSONValue) -> LayerSymbol {
        var result = LayerSymbol.standard
        switch value["type"]?.stringValue {
        case "esriSMS":
            if let marker = marker(value) { result.marker = marker }
            if let outline = value["outline"], let line = line(outline) { result.line = line }
        case "esriSLS":
            if let line = line(value) { result.line = line }
        case "esriSFS":
            result.fill = fill(value)
        default:
            break
        }
        return result
    }

    /// An `esriSMS` as a marker (nil when its size is out of range).
    static func marker(_ value: JSONValue) -> GraphicSymbol.Point? {
        let shapes: [String: GraphicSymbol.Shape] = [
            "esriSMSCircle": .circle, "esriSMSSquare": .square, "esriSMSTriangle": .triangle,
            "esriSMSCross": .cross, "esriSMSDiamond": .diamond, "esriSMSX": .x,
        ]
        let shape = value["style"]?.stringValue.flatMap { shapes[$0] } ?? .circle
        return try? GraphicSymbol.Point(color: color(value["color"]) ?? .red, size: value["size"]?.doubleValue ?? 8, shape: shape)
    }

    /// An `esriSLS` as a line symbol (nil when its width is out of range).
    static func line(_ value: JSONValue) -> GraphicSymbol.Line? {
        let styles: [String: GraphicSymbol.Style] = [
            "esriSLSDash": .dash, "esriSLSDashDot": .dash, "esriSLSDashDotDot": .dash, "esriSLSLongDash": .dash,
            "esriSLSShortDash": .dash, "esriSLSDot": .dot, "esriSLSShortDot": .dot,
        ]
        let style = value["style"]?.stringValue.flatMap { styles[$0] } ?? .solid
        let color = value["style"]?.stringValue == "esriSLSNull" ? GraphicColor(red: 0, green: 0, blue: 0, alpha: 0) : self.color(value["color"])
        return try? GraphicSymbol.Line(color: color ?? .blue, width: value["width"]?.doubleValue ?? 1, style: style)
    }

    /// An `esriSFS` as a fill (a null colour or `esriSFSNull`: transparent).
    static func fill(_ value: JSONValue) -> GraphicSymbol.Fill {
        let clear = GraphicColor(red: 0, green: 0, blue: 0, alpha: 0)
        let color = value["style"]?.stringValue == "esriSFSNull" ? clear : self.color(value["color"]) ?? clear
        let outline = value["outline"].flatMap(line) ?? GraphicSymbol.Line.thinBlue
        return GraphicSymbol.Fill(color: color, outline: outline)
    }

    /// `[r, g, b, a]` (0...255 each) as a colour; nil for null or anything else.
    static func color(_ value: JSONValue?) -> GraphicColor? {
        guard let parts = value?.arrayValue, parts.count >= 3 else { return nil }
        let numbers = parts.compactMap(\.doubleValue).map { UInt8(min(max($0.rounded(), 0), 255)) }
        guard numbers.count == parts.count else { return nil }
        return GraphicColor(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers.count > 3 ? numbers[3] : 255)
    }

    // MARK: - Writing

    /// `renderer` as a web map renderer for features of `kind`.
    static func json(of renderer: LayerRenderer, for kind: WebMapGeometry.Kind) -> JSONValue {
        switch renderer {
        case .simple(let symbol):
            return ["type": "simple", "symbol": json(of: symbol, for: kind)]
        case .uniqueValue(let field, let values, let other):
            let infos = values.map { value -> JSONValue in
                let text = value.value.stringValue ?? value.value.description
                return ["value": .string(text), "label": .string(value.label ?? text), "symbol": json(of: value.symbol, for: kind)]
            }
            return ["type": "uniqueValue", "field1": .string(field), "uniqueValueInfos": .array(infos),
                    "defaultSymbol": json(of: other, for: kind)]
        case .classBreaks(let field, let breaks, let other):
            let infos = breaks.map { item -> JSONValue in
                ["classMaxValue": .number(item.upperBound), "label": .string(item.label ?? "up to " + NumberFormat.shortest(item.upperBound)),
                 "symbol": json(of: item.symbol, for: kind)]
            }
            return ["type": "classBreaks", "field": .string(field),
                    "minValue": .number(breaks.first?.lowerBound ?? -Double.greatestFiniteMagnitude),
                    "classBreakInfos": .array(infos), "defaultSymbol": json(of: other, for: kind)]
        }
    }

    /// The part of `symbol` that draws features of `kind`, as an Esri symbol.
    static func json(of symbol: LayerSymbol, for kind: WebMapGeometry.Kind) -> JSONValue {
        switch kind {
        case .point, .multipoint:
            return ["type": "esriSMS", "style": .string(WebMapGraphics.markerStyle(symbol.marker.shape)),
                    "color": WebMapGraphics.color(symbol.marker.color), "size": .number(symbol.marker.size)]
        case .polyline:
            return WebMapGraphics.line(symbol.line)
        case .polygon:
            return ["type": "esriSFS", "style": "esriSFSSolid", "color": WebMapGraphics.color(symbol.fill.color),
                    "outline": WebMapGraphics.line(symbol.fill.outline)]
        }
    }
}
