import MapCore
import MapFormats

/// Writes a session as an ArcGIS web map (Web Map Specification, version `specVersion`):
///
/// - `authoringApp` `MapScript`, `authoringAppVersion`, `version`;
/// - `spatialReference` of the map (`{"wkid":102100,"latestWkid":3857}` for Web Mercator);
/// - `baseMap`: the basemap's display name as `title` and its style's layers (`BasemapLayers`);
/// - `operationalLayers`: the graphics, when there are any, as one feature collection layer
///   (`WebMapGraphics`);
/// - `initialState.viewpoint`: the current viewpoint as `targetGeometry` (the visible extent),
///   `scale` and `rotation`;
/// - `bookmarks` in order, each with `name`, `extent` and `viewpoint` (`targetGeometry`, `scale`,
///   `rotation`), as the specification asks ("please save both extent and viewpoint").
///
/// Extents are the view's frame at the viewpoint's scale (96 DPI, `View.extent(of:in:)`) in the
/// map's spatial reference, before rotation.
public struct WebMapWriter: Sendable {
    /// The web map specification version written: 2.37, the current one (the `Webmap` model of
    /// Esri's `arcgis-mapping` 5.1 package defaults to it).
    public static let specVersion = "2.37"

    /// The version of MapScript, for `authoringAppVersion`.
    public var appVersion: String

    /// A writer that signs web maps as MapScript `appVersion`.
    public init(appVersion: String) {
        self.appVersion = appVersion
    }

    /// The web map of `session` as a JSON value. Throws `noProjection` when the map's
    /// spatial reference is neither Web Mercator nor WGS 84.
    public func webMap(of session: Session) throws(MapError) -> JSONValue {
        let reference = session.geoModel.spatialReference ?? .webMercator
        var bookmarks: [JSONValue] = []
        bookmarks.reserveCapacity(session.geoModel.bookmarks.count)
        for bookmark in session.geoModel.bookmarks.bookmarks {
            let extent = try session.view.extent(of: bookmark.viewpoint, in: reference)
            bookmarks.append([
                "name": .string(bookmark.name),
                "extent": Self.extent(extent),
                "viewpoint": Self.viewpoint(bookmark.viewpoint, extent: extent),
            ])
        }
        let current = try session.view.extent(of: session.viewpoint, in: reference)
        return [
            "authoringApp": "MapScript",
            "authoringAppVersion": .string(appVersion),
            "version": .string(Self.specVersion),
            "spatialReference": Self.spatialReference(reference),
            "baseMap": Self.baseMap(session.geoModel.basemap),
            "operationalLayers": .array(try WebMapGraphics.layer(session.graphics, in: reference).map { [$0] } ?? []),
            "initialState": ["viewpoint": Self.viewpoint(session.viewpoint, extent: current)],
            "bookmarks": .array(bookmarks),
        ]
    }

    /// The web map's text, pretty-printed.
    public func bytes(of session: Session) throws(MapError) -> [UInt8] {
        // Every number of a web map is finite (viewpoints and extents are), so writing cannot fail.
        (try? JSONWriter().bytes(try webMap(of: session))) ?? []
    }

    /// Writes the web map of `session` to `path` atomically.
    public func save(_ session: Session, to path: String) throws(MapFileExportError) {
        let text: [UInt8]
        do { text = try bytes(of: session) } catch { throw .domain(error) }
        do { try AtomicFile.write(text, to: path) } catch { throw .file(error) }
    }

    // MARK: - Parts

    /// `{"wkid":102100,"latestWkid":3857}` for Web Mercator, `{"wkid":4326}` otherwise.
    static func spatialReference(_ reference: SpatialReference) -> JSONValue {
        if reference.latestWkid != reference.wkid {
            return ["wkid": .number(Double(reference.wkid)), "latestWkid": .number(Double(reference.latestWkid))]
        }
        return ["wkid": .number(Double(reference.wkid))]
    }

    /// An envelope with its spatial reference.
    static func extent(_ extent: Extent) -> JSONValue {
        [
            "xmin": .number(extent.xmin), "ymin": .number(extent.ymin),
            "xmax": .number(extent.xmax), "ymax": .number(extent.ymax),
            "spatialReference": spatialReference(extent.spatialReference),
        ]
    }

    /// `{"targetGeometry": <extent>, "scale": s, "rotation": r}`.
    static func viewpoint(_ viewpoint: Viewpoint, extent: Extent) -> JSONValue {
        ["targetGeometry": self.extent(extent), "scale": .number(viewpoint.scale), "rotation": .number(viewpoint.rotation)]
    }

    /// `{"title": name, "baseMapLayers": [...]}`; a map with no basemap gets the title
    /// `No basemap` and no layers.
    static func baseMap(_ basemap: Basemap?) -> JSONValue {
        guard let basemap, let style = basemap.style else {
            return ["title": "No basemap", "baseMapLayers": []]
        }
        let layers = BasemapLayers.layers(of: style).enumerated().map { (index, layer) -> JSONValue in
            var value: JSONValue = ["id": .string("\(style.alias)-\(index)"), "title": .string(layer.title)]
            switch layer.kind {
            case .vectorTiles:
                value["layerType"] = "VectorTileLayer"
                value["styleUrl"] = .string(layer.url)
            case .tiledMapService:
                value["layerType"] = "ArcGISTiledMapServiceLayer"
                value["url"] = .string(layer.url)
            }
            value["visibility"] = true
            value["opacity"] = 1
            if layer.isReference { value["isReference"] = true }
            return value
        }
        return ["title": .string(basemap.name), "baseMapLayers": .array(layers)]
    }
}
