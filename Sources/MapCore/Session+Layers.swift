import TextSupport

// MARK: - Operational layers

extension Session {
    /// Adds `layer` on top of the operational layers (or at 1-based `position`); returns its
    /// position.
    @discardableResult
    public mutating func addLayer(_ layer: OperationalLayer, at position: Int? = nil) throws(MapError) -> Int {
        try layers.add(layer, at: position)
    }

    /// Removes and returns the layer at 1-based `position`.
    @discardableResult
    public mutating func removeLayer(at position: Int) throws(MapError) -> OperationalLayer {
        try layers.remove(at: position)
    }

    /// Moves the layer at 1-based `from` so that it ends up at 1-based `to` (drawing order).
    public mutating func moveLayer(from: Int, to: Int) throws(MapError) {
        try layers.move(from: from, to: to)
    }

    /// Shows or hides the layer at 1-based `position`.
    public mutating func setLayerVisible(_ visible: Bool, at position: Int) throws(MapError) {
        try layers.update(at: position) { $0.isVisible = visible }
    }

    /// Sets the opacity (0...1) of the layer at 1-based `position`.
    public mutating func setLayerOpacity(_ opacity: Double, at position: Int) throws(MapError) {
        try layers.update(at: position) { (layer) throws(MapError) in try layer.setOpacity(opacity) }
    }

    /// Sets the visible scale range of the layer at 1-based `position` (see
    /// `OperationalLayer.minScale`).
    public mutating func setLayerScaleRange(minScale: Double, maxScale: Double, at position: Int) throws(MapError) {
        try layers.update(at: position) { (layer) throws(MapError) in try layer.setScaleRange(minScale: minScale, maxScale: maxScale) }
    }

    /// Renames the layer at 1-based `position` (trimmed, not blank).
    public mutating func setLayerTitle(_ title: String, at position: Int) throws(MapError) {
        try layers.update(at: position) { (layer) throws(MapError) in try layer.setTitle(title) }
    }

    /// Sets the renderer of the feature layer at 1-based `position`: `notAFeatureLayer` for a
    /// service layer, `unknownField` when the renderer reads a field no feature has.
    public mutating func setLayerRenderer(_ renderer: LayerRenderer, at position: Int) throws(MapError) {
        try layers.update(at: position) { (layer) throws(MapError) in
            guard case .features(var set) = layer.content else { throw .layer(.notAFeatureLayer(layer.title)) }
            if let field = renderer.field { try Self.checkField(field, in: set, of: layer) }
            set.renderer = renderer
            layer.content = .features(set)
        }
    }

    /// Sets (or with nil, removes) the filter of the feature layer at 1-based `position`.
    public mutating func setLayerFilter(_ filter: LayerFilter?, at position: Int) throws(MapError) {
        try layers.update(at: position) { (layer) throws(MapError) in layer = try layer.filtered(by: filter) }
    }

    /// Replaces every operational layer (a session file's, a web map's).
    public mutating func replaceLayers(with newLayers: [OperationalLayer]) {
        layers.removeAll()
        for layer in newLayers { layers.append(layer) }
    }

    /// Throws `unknownField` unless some feature of `set` has `field`.
    static func checkField(_ field: String, in set: FeatureSet, of layer: OperationalLayer) throws(MapError) {
        guard !set.fieldNames.contains(field) else { return }
        throw .layer(.unknownField(field, layer: layer.title, suggestions: Suggestion.closest(to: field, among: set.fieldNames, limit: 2)))
    }

    // MARK: - Identify

    /// A feature `identify` found: the layer's 1-based position and the feature's 0-based index.
    public struct IdentifiedFeature: Hashable, Sendable {
        /// The layer's 1-based position.
        public var layer: Int
        /// The feature's 0-based index in the layer.
        public var feature: Int
    }

    /// The features under `position` within `tolerance` pixels of the view at the current
    /// scale, top layer first, each layer's in their order: of the feature layers that show at
    /// this scale, the features their filters keep (`FeatureGeometry.isHit`).
    public func identify(at position: GeodesicPosition, tolerance: Double) -> [IdentifiedFeature] {
        let frame = PixelFrame(center: position, scale: viewpoint.scale)
        let box = frame.box(pixels: tolerance)
        var found: [IdentifiedFeature] = []
        for (index, layer) in layers.layers.enumerated().reversed() where layer.shows(atScale: viewpoint.scale) {
            guard let set = layer.featureSet else { continue }
            for candidate in set.index.candidates(in: box) where set.shows(candidate) {
                if set.features[candidate].geometry?.isHit(in: frame, tolerance: tolerance) == true {
                    found.append(IdentifiedFeature(layer: index + 1, feature: candidate))
                }
            }
        }
        return found
    }
}
