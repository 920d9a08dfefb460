import MapCore

// MARK: - Operational layers

extension PictureBuilder {
    /// One picture layer per operational layer that shows at the view's scale (visible, in its
    /// scale range), bottom first: each feature the filter keeps, in the symbol its renderer
    /// gives it, its colours' alpha scaled by the layer's opacity. Vertices are joined straight
    /// in the map's projection, as GeoJSON's coordinates are (RFC 7946 section 3.1.1 asks no
    /// densification); polygons fill even-odd, so holes stay empty. Only the features whose
    /// boxes meet the view are looked at (`FeatureIndex`), when the view spans less than the
    /// whole world. A raster layer is its pixels (`rasters`), at the layer's opacity. Service
    /// layers are not drawn (see `notDrawn()`).
    func operationalLayers() -> [PictureLayer] {
        let scale = session.viewpoint.scale
        var result: [PictureLayer] = []
        for (index, layer) in session.layers.layers.enumerated() where layer.shows(atScale: scale) {
            if let raster = layer.raster {
                guard var image = rasters?.image(of: raster.source, in: frame, png: !metrics.isCellGrid) else { continue }
                image.opacity = layer.opacity
                result.append(PictureLayer(id: "layer-\(index + 1)", items: [.image(image)]))
                continue
            }
            guard let set = layer.featureSet else { continue }
            var items: [PictureLayer.Item] = []
            let lookup = set.renderer.lookup
            for feature in candidates(of: set) where set.shows(feature) {
                guard let geometry = set.features[feature].geometry else { continue }
                let symbol = lookup.symbol(for: set.features[feature])
                draw(geometry, symbol: symbol, opacity: layer.opacity, into: &items)
            }
            result.append(PictureLayer(id: "layer-\(index + 1)", items: items))
        }
        return result
    }

    /// A line under the caption naming the layers that show nothing here: the visible service
    /// layers (`not drawn: Parcels (service)`); none when there are none.
    func notDrawn() -> [PictureLayer] {
        let services = session.layers.layers.filter { $0.kind == .service && $0.isVisible }.map(\.title)
        guard !services.isEmpty else { return [] }
        let at = PicturePoint(x: metrics.margin, y: metrics.margin + metrics.lineHeight * 1.9)
        let text = PictureText("not drawn: " + services.joined(separator: ", ") + " (service" + (services.count == 1 ? ")" : "s)"),
                               at: at, size: metrics.fontSize * 0.8, color: palette.text, halo: palette.halo)
        return [PictureLayer(id: "not-drawn", items: [.text(text)])]
    }

    /// The indices of the features that may show: those whose boxes meet the view's, or all
    /// when the view spans the whole world.
    func candidates(of set: FeatureSet) -> [Int] {
        if let box = frame.geographicBox {
            guard box.west >= -180 && box.east <= 180 else { return Array(set.features.indices) }
            return set.index.candidates(in: FeatureBounds(west: box.west, south: box.south, east: box.east, north: box.north))
        }
        let half = frame.halfEnvelope
        let west = (frame.center.x - half.x) / MapFrame.worldWidth * 360
        let east = (frame.center.x + half.x) / MapFrame.worldWidth * 360
        guard west >= -180 && east <= 180 else { return Array(set.features.indices) }
        let projection = frame.projection
        let box = FeatureBounds(west: west, south: projection.latitude(atY: frame.center.y - half.y),
                                east: east, north: projection.latitude(atY: frame.center.y + half.y))
        return set.index.candidates(in: box)
    }

    /// The items of one geometry in `symbol` at `opacity`.
    private func draw(_ geometry: FeatureGeometry, symbol: LayerSymbol, opacity: Double, into items: inout [PictureLayer.Item]) {
        let scale = metrics.pixelsPerPoint
        for point in geometry.points {
            let size = symbol.marker.size * scale
            for copy in copies(of: [point]).compactMap(\.first) where frame.contains(copy, margin: size) {
                items.append(.marker(PictureMarker(.symbol(symbol.marker.shape), at: copy, size: size,
                                                   fill: Self.faded(symbol.marker.color, opacity), stroke: Self.faded(palette.halo, opacity))))
            }
        }
        for line in geometry.lines {
            let visible = copies(of: line).flatMap { clipper.clip(line: $0) }
            guard !visible.isEmpty else { continue }
            items.append(.path(PicturePath(visible, closed: false, stroke: Self.faded(symbol.line.color, opacity),
                                           width: max(1, symbol.line.width * scale), dash: Self.dash(symbol.line.style))))
        }
        for rings in geometry.polygons {
            // Each copy of the polygon is one path of its rings, so holes cut the fill.
            let ringCopies = rings.map { copies(of: FeatureGeometry.open($0)) }
            guard let count = ringCopies.first?.count else { continue }
            for copy in 0..<count {
                let clipped = ringCopies.compactMap { $0.indices.contains(copy) ? clipper.clip(ring: $0[copy]) : nil }.filter { !$0.isEmpty }
                guard !clipped.isEmpty else { continue }
                items.append(.path(PicturePath(clipped, closed: true, fill: Self.faded(symbol.fill.color, opacity),
                                               stroke: Self.faded(symbol.fill.outline.color, opacity),
                                               width: max(1, symbol.fill.outline.width * scale), dash: Self.dash(symbol.fill.outline.style))))
            }
        }
    }

    /// `color` with its alpha scaled by `opacity` (0...1).
    static func faded(_ color: GraphicColor, _ opacity: Double) -> GraphicColor {
        guard opacity < 1 else { return color }
        var faded = color
        faded.alpha = UInt8((Double(color.alpha) * max(0, opacity)).rounded())
        return faded
    }
}
