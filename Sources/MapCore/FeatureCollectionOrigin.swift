import MapFormats

/// Where a feature collection layer came from: the web map operational layer's JSON, every
/// member as it came (features, `layerDefinition`, `popupInfo`...), and the renderer read from
/// it, so that an export can tell whether the script changed the renderer (then the new one is
/// written into the JSON) or not (then the JSON goes back unchanged).
public struct FeatureCollectionOrigin: Hashable, Sendable {
    /// The operational layer's JSON as the web map gave it.
    public var json: JSONValue
    /// The renderer the layer had when it was read.
    public var renderer: LayerRenderer

    /// The origin `json`, read with `renderer`.
    public init(json: JSONValue, renderer: LayerRenderer) {
        self.json = json
        self.renderer = renderer
    }
}
