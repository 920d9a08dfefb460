import MapCore
import MapFormats

// MARK: - The web map form of single parts, for scripts that read them

extension WebMapWriter {
    /// The `baseMap` member `export webmap` writes for `basemap`: the JSON an imported web map
    /// gave it, else the one made for its style or tile service (`baseMap(_:)`).
    public static func baseMapJSON(of basemap: Basemap?) -> JSONValue {
        basemap?.webMap ?? baseMap(basemap)
    }

    /// The operational layer `export webmap` writes for `layer` at 1-based `position` (its
    /// JSON with the session's state applied, or the feature collection made for a file's
    /// features); nil for a raster file, which has no web map form.
    public static func layerJSON(of layer: OperationalLayer, position: Int) -> JSONValue? {
        WebMapLayerWriter.json(of: layer, position: position)
    }
}
