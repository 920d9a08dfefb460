import MapCore

/// The base layers a web map lists for each basemap style, as ArcGIS Online names them, and
/// the way back from a web map's layers to a style.
///
/// Sources (public documentation):
/// - The ArcGIS Basemap Styles service (v2) serves every style at
///   `https://basemapstyles-api.arcgis.com/arcgis/rest/services/styles/v2/styles/{family}/{style}`
///   with families `arcgis`, `osm` and `open`, and base, labels and detail variants as a last
///   path part (`arcgis/light-gray/base`, `arcgis/imagery/labels`, `open/osm-style-relief/base`):
///   developers.arcgis.com, "Basemap styles service" REST reference.
/// - The imagery and hillshade styles are raster tiles: ArcGIS Online's own web maps list
///   them as tiled map services, `World_Imagery` and `Elevation/World_Hillshade` /
///   `World_Hillshade_Dark` on services.arcgisonline.com (ArcGIS REST services directory).
public enum BasemapLayers {
    /// The styles service's base URL.
    public static let stylesService = "https://basemapstyles-api.arcgis.com/arcgis/rest/services/styles/v2/styles/"
    /// The tiled map services' base URL.
    public static let tiledServices = "https://services.arcgisonline.com/ArcGIS/rest/services/"

    /// One layer of a basemap.
    public struct Layer: Hashable, Sendable {
        /// How the layer is drawn.
        public enum Kind: Hashable, Sendable {
            /// A vector tile layer (`VectorTileLayer`), given by its style URL.
            case vectorTiles
            /// A tiled map service (`ArcGISTiledMapServiceLayer`), given by its URL.
            case tiledMapService
        }

        /// How the layer is drawn.
        public var kind: Kind
        /// The style URL (vector tiles) or service URL (tiled map service).
        public var url: String
        /// The layer's title.
        public var title: String
        /// Whether it is a reference layer (labels drawn above the operational layers).
        public var isReference: Bool
    }

    /// The style's path in the styles service: `arcgis/light-gray/base`, `osm/standard`,
    /// `open/osm-style-relief/base`.
    public static func stylePath(of style: BasemapStyle) -> String {
        let family: String
        var name = style.alias
        switch style.family {
        case .arcGIS: family = "arcgis"
        case .osm:
            family = "osm"
            name.removeFirst("osm-".count)
        case .open:
            family = "open"
            name.removeFirst("open-".count)
        }
        switch name {
        case "imagery-standard": return "arcgis/imagery/standard"
        case "hillshade-light": return "arcgis/hillshade/light"
        case "hillshade-dark": return "arcgis/hillshade/dark"
        default: break
        }
        for variant in ["-base", "-labels", "-detail"] where name.hasSuffix(variant) {
            name = String(name.dropLast(variant.count)) + "/" + variant.dropFirst()
            break
        }
        return family + "/" + name
    }

    /// The layers of `style`, bottom first.
    public static func layers(of style: BasemapStyle) -> [Layer] {
        let vector = Layer(kind: .vectorTiles, url: stylesService + stylePath(of: style), title: style.displayName, isReference: false)
        switch style {
        case .arcGISImagery:
            return [
                Layer(kind: .tiledMapService, url: tiledServices + "World_Imagery/MapServer", title: "World Imagery", isReference: false),
                Layer(kind: .vectorTiles, url: stylesService + "arcgis/imagery/labels", title: "ArcGIS Imagery Labels", isReference: true),
            ]
        case .arcGISImageryStandard:
            return [Layer(kind: .tiledMapService, url: tiledServices + "World_Imagery/MapServer", title: "World Imagery", isReference: false)]
        case .arcGISHillshadeLight:
            return [Layer(kind: .tiledMapService, url: tiledServices + "Elevation/World_Hillshade/MapServer", title: "World Hillshade", isReference: false)]
        case .arcGISHillshadeDark:
            return [Layer(kind: .tiledMapService, url: tiledServices + "Elevation/World_Hillshade_Dark/MapServer", title: "World Hillshade (Dark)", isReference: false)]
        default:
            return [vector]
        }
    }
}
