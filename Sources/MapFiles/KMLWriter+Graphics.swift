import MapCore

// MARK: - Graphics

extension KMLWriter {
    /// The graphics as a `Folder` named `Graphics` of styled `Placemark`s, in drawing order
    /// (nothing when there are none). Each has its label as `name`, an inline `Style` and its
    /// geometry: a `Point`, a `LineString` or a `Polygon` (tessellated, so that it lies on the
    /// ground) whose positions follow the geodesics (`GraphicOutline`; a ring closed and
    /// counter-clockwise). Colours are KML's `aabbggrr`; a marker's `IconStyle` scale is its
    /// size over 24 points (Google Earth's icons are 32 pixels, 24 points, wide) and line widths
    /// are in pixels (points x 4/3).
    func graphics(_ graphics: GraphicsOverlay, into out: inout XMLText) {
        guard !graphics.isEmpty else { return }
        out.line(2, "<Folder>")
        out.element(3, "name", "Graphics")
        let spacing = GraphicOutline.spacing(for: graphics.graphics)
        for (index, graphic) in graphics.graphics.enumerated() {
            out.line(3, "<Placemark>")
            out.element(4, "name", graphic.label ?? "Graphic \(index + 1)")
            out.line(4, "<Style>")
            switch graphic.shape {
            case .point(_, let symbol):
                out.line(5, "<IconStyle>")
                out.element(6, "color", Self.color(symbol.color))
                out.element(6, "scale", XMLText.number(symbol.size / 24))
                out.line(6, "<Icon>")
                out.element(7, "href", "http://maps.google.com/mapfiles/kml/shapes/placemark_circle.png")
                out.line(6, "</Icon>")
                out.line(5, "</IconStyle>")
            case .line(_, let symbol):
                lineStyle(symbol, into: &out)
            case .polygon(_, let symbol):
                lineStyle(symbol.outline, into: &out)
                out.line(5, "<PolyStyle>")
                out.element(6, "color", Self.color(symbol.color))
                out.line(5, "</PolyStyle>")
            }
            out.line(4, "</Style>")
            let coordinates = GraphicOutline.positions(of: graphic, spacing: spacing)
                .map { XMLText.number($0.longitude) + "," + XMLText.number($0.latitude) + ",0" }
                .joined(separator: " ")
            switch graphic.kind {
            case .point:
                out.line(4, "<Point>")
                out.element(5, "coordinates", coordinates)
                out.line(4, "</Point>")
            case .line:
                out.line(4, "<LineString>")
                out.element(5, "tessellate", "1")
                out.element(5, "coordinates", coordinates)
                out.line(4, "</LineString>")
            case .polygon:
                out.line(4, "<Polygon>")
                out.element(5, "tessellate", "1")
                out.line(5, "<outerBoundaryIs>")
                out.line(6, "<LinearRing>")
                out.element(7, "coordinates", coordinates)
                out.line(6, "</LinearRing>")
                out.line(5, "</outerBoundaryIs>")
                out.line(4, "</Polygon>")
            }
            out.line(3, "</Placemark>")
        }
        out.line(2, "</Folder>")
    }

    private func lineStyle(_ symbol: GraphicSymbol.Line, into out: inout XMLText) {
        out.line(5, "<LineStyle>")
        out.element(6, "color", Self.color(symbol.color))
        out.element(6, "width", XMLText.number(symbol.width * 4 / 3))
        out.line(5, "</LineStyle>")
    }

    /// KML's `aabbggrr` hexadecimal colour.
    static func color(_ color: GraphicColor) -> String {
        let digits = Array("0123456789abcdef")
        return [color.alpha, color.blue, color.green, color.red]
            .map { String([digits[Int($0 >> 4)], digits[Int($0 & 15)]]) }
            .joined()
    }
}
