import MapCore

// MARK: - Graphics

extension KMLWriter {
    /// The graphics as a `Folder` named `Graphics` of styled `Placemark`s, in drawing order
    /// (nothing when there are none). Each has its label as `name`, an inline `Style` and its
    /// geometry: a `Point`, a `LineString` or a `Polygon` (tessellated, so that it lies on the
    /// ground) whose positions follow the geodesics (`GraphicOutline`; a ring closed and
    /// counter-clockwise), cut at the antimeridian into a `MultiGeometry` as GeoJSON is
    /// (`geometry(_:_:into:)`). Colours are KML's `aabbggrr`; a marker's `IconStyle` scale is its
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
            geometry(graphic.kind, GraphicOutline.positions(of: graphic, spacing: spacing), into: &out)
            out.line(3, "</Placemark>")
        }
        out.line(2, "</Folder>")
    }

    /// The geometry of a graphic of `kind` whose outline is `outline`, cut at the antimeridian
    /// (`AntimeridianCut`): one `Point`, `LineString` or `Polygon` when it does not cross, a
    /// `MultiGeometry` of the parts when it does; a polygon around a pole is one `Polygon`
    /// closed along the pole.
    private func geometry(_ kind: Graphic.Kind, _ outline: [GeodesicPosition], into out: inout XMLText) {
        switch kind {
        case .point:
            out.line(4, "<Point>")
            out.element(5, "coordinates", Self.coordinates(outline))
            out.line(4, "</Point>")
        case .line:
            let parts = AntimeridianCut.cut(path: outline)
            let depth = parts.count > 1 ? 5 : 4
            if parts.count > 1 { out.line(4, "<MultiGeometry>") }
            for part in parts {
                out.line(depth, "<LineString>")
                out.element(depth + 1, "tessellate", "1")
                out.element(depth + 1, "coordinates", Self.coordinates(part))
                out.line(depth, "</LineString>")
            }
            if parts.count > 1 { out.line(4, "</MultiGeometry>") }
        case .polygon:
            let rings = AntimeridianCut.cut(ring: outline)
            let depth = rings.count > 1 ? 5 : 4
            if rings.count > 1 { out.line(4, "<MultiGeometry>") }
            for ring in rings {
                out.line(depth, "<Polygon>")
                out.element(depth + 1, "tessellate", "1")
                out.line(depth + 1, "<outerBoundaryIs>")
                out.line(depth + 2, "<LinearRing>")
                out.element(depth + 3, "coordinates", Self.coordinates(ring))
                out.line(depth + 2, "</LinearRing>")
                out.line(depth + 1, "</outerBoundaryIs>")
                out.line(depth, "</Polygon>")
            }
            if rings.count > 1 { out.line(4, "</MultiGeometry>") }
        }
    }

    /// KML's `longitude,latitude,0` tuples of `path`, separated by spaces.
    static func coordinates(_ path: [GeodesicPosition]) -> String {
        path.map { XMLText.number($0.longitude) + "," + XMLText.number($0.latitude) + ",0" }.joined(separator: " ")
    }

    /// The `LineStyle` of a line symbol.
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
