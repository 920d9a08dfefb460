import MapCore

// MARK: - Legend

extension PictureBuilder {
    /// The legends of the layers the picture draws features of, top layer first: each layer
    /// that shows at the view's scale and has a feature the filter keeps whose box meets the
    /// view (`LayerLegend`).
    func legendsInView() -> [LayerLegend] {
        let scale = session.viewpoint.scale
        var legends: [LayerLegend] = []
        for layer in session.layers.layers.reversed() where layer.shows(atScale: scale) {
            guard let set = layer.featureSet, let legend = LayerLegend(layer),
                  candidates(of: set).contains(where: { set.shows($0) && set.features[$0].geometry != nil }) else { continue }
            legends.append(legend)
        }
        return legends
    }

    /// One line of the legend box: a layer's heading, or a symbol and its label.
    struct LegendLine {
        /// The text.
        var label: String
        /// The symbol and the part of it drawn, or nil for a heading.
        var symbol: (symbol: LayerSymbol, part: LayerLegend.Part)?
    }

    /// The legend box at the bottom right, above the attribution, under the north arrow: each
    /// layer's rows (a simple renderer's one row is the layer's title; otherwise the title as a
    /// heading, then a row per symbol), each row a small symbol (a marker, a stretch of line, a
    /// filled square) and its label. Rows that do not fit end in `… N more`; labels too long for
    /// 40% of the picture's width are cut. None in a terminal's picture, with no layer to show,
    /// or when `showsLegend` is false.
    mutating func legend() -> [PictureLayer] {
        guard showsLegend, !metrics.isCellGrid else { return [] }
        let legends = legendsInView()
        guard !legends.isEmpty else { return [] }
        var lines: [LegendLine] = []
        for legend in legends {
            if legend.rows.count == 1 && legend.rows[0].label == legend.title {
                lines.append(LegendLine(label: legend.title, symbol: (legend.rows[0].symbol, legend.part)))
                continue
            }
            lines.append(LegendLine(label: legend.title, symbol: nil))
            lines += legend.rows.map { LegendLine(label: $0.label, symbol: ($0.symbol, legend.part)) }
        }
        let rowHeight = metrics.lineHeight + 2, padding = 6.0, swatch = 14.0
        let hasAttribution = !attribution().isEmpty
        let bottom = frame.height - metrics.margin - (hasAttribution ? metrics.lineHeight : 0)
        let top = metrics.margin + metrics.northArrowSize + metrics.lineHeight * 2.5
        let fitting = Int((bottom - top - 2 * padding) / rowHeight)
        guard fitting >= 1 else { return [] }
        if lines.count > fitting {
            let more = lines.count - (fitting - 1)
            lines = Array(lines.prefix(fitting - 1)) + [LegendLine(label: "… \(more) more", symbol: nil)]
        }
        let widest = frame.width * 0.4 - 2 * padding - swatch - 6
        guard widest >= metrics.characterWidth * 4 else { return [] }
        lines = lines.map { line in
            var line = line
            if metrics.width(of: line.label) > widest {
                line.label = String(line.label.prefix(max(1, Int(widest / metrics.characterWidth) - 1))) + "…"
            }
            return line
        }
        let textWidth = lines.map { metrics.width(of: $0.label) }.max() ?? 0
        let boxWidth = 2 * padding + swatch + 6 + textWidth
        let boxHeight = 2 * padding + Double(lines.count) * rowHeight
        let left = frame.width - metrics.margin - boxWidth, boxTop = bottom - boxHeight
        var box = palette.halo
        box.alpha = 0xE0
        var items: [PictureLayer.Item] = [.path(PicturePath([[
            PicturePoint(x: left, y: boxTop), PicturePoint(x: left + boxWidth, y: boxTop),
            PicturePoint(x: left + boxWidth, y: bottom), PicturePoint(x: left, y: bottom),
        ]], closed: true, fill: box, stroke: palette.grid, width: 1))]
        for (index, line) in lines.enumerated() {
            let middle = boxTop + padding + (Double(index) + 0.5) * rowHeight
            let centre = PicturePoint(x: left + padding + swatch / 2, y: middle)
            if let symbol = line.symbol { items += legendSymbol(symbol.symbol, part: symbol.part, at: centre, size: swatch) }
            let textX = line.symbol == nil ? left + padding : left + padding + swatch + 6
            items.append(.text(PictureText(line.label, at: PicturePoint(x: textX, y: middle + metrics.fontSize * 0.35),
                                           size: metrics.fontSize, color: palette.text, halo: palette.halo, bold: line.symbol == nil)))
        }
        placer.take(LabelBox(minX: left, minY: boxTop, maxX: left + boxWidth, maxY: bottom))
        return [PictureLayer(id: "legend", items: items)]
    }

    /// A symbol's `part` drawn in a `size`-pixel square at `centre`: its marker (at most that
    /// size), a stretch of its line, or a square of its fill and outline.
    func legendSymbol(_ symbol: LayerSymbol, part: LayerLegend.Part, at centre: PicturePoint, size: Double) -> [PictureLayer.Item] {
        let half = size / 2
        switch part {
        case .marker:
            let diameter = min(size, max(4, symbol.marker.size * metrics.pixelsPerPoint))
            return [.marker(PictureMarker(.symbol(symbol.marker.shape), at: centre, size: diameter, fill: symbol.marker.color,
                                          stroke: palette.halo))]
        case .line:
            let line = [PicturePoint(x: centre.x - half, y: centre.y), PicturePoint(x: centre.x + half, y: centre.y)]
            return [.path(PicturePath([line], closed: false, stroke: symbol.line.color,
                                      width: min(6, max(1, symbol.line.width * metrics.pixelsPerPoint)), dash: Self.dash(symbol.line.style)))]
        case .fill:
            let inset = half - 1
            let square = [PicturePoint(x: centre.x - inset, y: centre.y - inset), PicturePoint(x: centre.x + inset, y: centre.y - inset),
                          PicturePoint(x: centre.x + inset, y: centre.y + inset), PicturePoint(x: centre.x - inset, y: centre.y + inset)]
            let outline = symbol.fill.outline
            return [.path(PicturePath([square], closed: true, fill: symbol.fill.color, stroke: outline.color,
                                      width: min(3, max(1, outline.width * metrics.pixelsPerPoint)), dash: Self.dash(outline.style)))]
        }
    }
}
