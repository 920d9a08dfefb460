import MapCore

// MARK: - Legend

extension HTMLPage {
    /// The legends the page lists, top layer first: every visible layer with a feature its
    /// filter keeps that has a geometry (the page pans and zooms anywhere, so the view does not
    /// choose them as it does for an SVG's legend box).
    static func legends(of session: Session) -> [LayerLegend] {
        session.layers.layers.reversed().compactMap { layer in
            guard layer.isVisible, let set = layer.featureSet,
                  set.shownIndices.contains(where: { set.features[$0].geometry != nil }) else { return nil }
            return LayerLegend(layer)
        }
    }

    /// The legend panel: a `<details data-legend>` (open) with, for each layer, its title and a
    /// list of its rows, each `<li data-legend-row>` a small SVG of the symbol (as an SVG
    /// picture's legend draws it) and the label; "" when no layer has a legend or `shown` is
    /// false.
    static func legendPanel(of session: Session, shown: Bool) -> String {
        let legends = shown ? legends(of: session) : []
        guard !legends.isEmpty else { return "" }
        let builder = PictureBuilder(session: session, width: 16, height: 16, metrics: .page)
        let swatch = 16.0
        var out = "<details class=\"legend\" data-legend open>\n<summary>Legend</summary>\n"
        for legend in legends {
            out += "<h3>\(SVGRenderer.escaped(legend.title))</h3>\n<ul>\n"
            for row in legend.rows {
                let items = builder.legendSymbol(row.symbol, part: legend.part, at: PicturePoint(x: swatch / 2, y: swatch / 2), size: swatch - 2)
                var svg = "<svg class=\"swatch\" xmlns=\"http://www.w3.org/2000/svg\" width=\"16\" height=\"16\" viewBox=\"0 0 16 16\" aria-hidden=\"true\">"
                for item in items {
                    switch item {
                    case .path(let path): svg += SVGRenderer.element(path).trimmingSuffix("\n")
                    case .marker(let marker): svg += SVGRenderer.element(marker).trimmingSuffix("\n")
                    case .text, .image: break
                    }
                }
                svg += "</svg>"
                let color = LayerLegend.color(of: row.symbol, part: legend.part).hexString
                out += "<li data-legend-row data-color=\"\(color)\"\(row.isOther ? " data-others" : "")>\(svg)"
                out += "<span>\(SVGRenderer.escaped(row.label))</span></li>\n"
            }
            out += "</ul>\n"
        }
        return out + "</details>\n"
    }
}

extension String {
    /// The text without `suffix` at its end, when it ends so.
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
