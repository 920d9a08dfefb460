import MapCore
import MapFormats

/// Writes a session as an ArcGIS web map (Web Map Specification, version `specVersion`):
///
/// - `authoringApp` `MapScript`, `authoringAppVersion`, `version` (the imported web map's, if
///   any, since its members go back as they came);
/// - `spatialReference` of the map (`{"wkid":102100,"latestWkid":3857}` for Web Mercator), or
///   the imported web map's;
/// - `baseMap`: the imported web map's as it came while the script has not changed the basemap,
///   else the basemap's name as `title` and its layers: a style's (`BasemapLayers`), or the one
///   layer ArcGIS writes for a tile service basemap (`baseMapLayer(of:title:)`: a
///   `WebTiledLayer` for a tile template, an `ArcGISTiledMapServiceLayer` for an ArcGIS REST
///   `.../MapServer/tile/{z}/{y}/{x}` template, a `WebTiledLayer` with `wmtsInfo` for WMTS, a
///   `WMS` layer); a basemap drawn from a local file has no web map form and is written with no
///   layers (`notes(for:)` says so, as it says which raster layers are left out);
/// - `operationalLayers` in drawing order (`WebMapLayerWriter`), then the graphics, when there
///   are any, as one feature collection layer (`WebMapGraphics`);
/// - `initialState.viewpoint`: the current viewpoint as `targetGeometry` (the visible extent),
///   `scale` and `rotation`; the imported `initialState` as it came while the viewpoint is the
///   one it gives; none when the imported web map had none and the view is still where the
///   import left it (`GeoModel.initialViewpoint`);
/// - `bookmarks` in order, each with `name`, `extent` and `viewpoint` (`targetGeometry`, `scale`,
///   `rotation`), as the specification asks ("please save both extent and viewpoint"); the
///   imported list as it came while the bookmarks are the ones it gives; once they differ
///   (one added, removed, renamed, moved or changed), each bookmark an imported element reads to
///   on its own is that element as it came, unknown members and all, and only the others are
///   generated (`bookmarks(of:given:in:)`); none when the imported web map had none and the
///   session has none;
/// - then every other member the imported web map had (`GeoModel.webMapMembers`), unchanged.
///
/// Extents are the view's frame at the viewpoint's scale (96 DPI, `View.extent(of:in:)`) in the
/// map's spatial reference, before rotation.
public struct WebMapWriter: Sendable {
    /// The web map specification version written: 2.37, the current one (the `Webmap` model of
    /// Esri's `arcgis-mapping` 5.1 package defaults to it).
    public static let specVersion = "2.37"

    /// The members the writer makes; the imported web map's others follow them.
    static let writtenKeys: Set<String> = [
        "authoringApp", "authoringAppVersion", "version", "spatialReference", "baseMap", "operationalLayers",
        "initialState", "bookmarks",
    ]

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
        let carried = session.geoModel.webMapMembers?.objectValue
        let original = { (key: String) -> JSONValue? in carried?.first { $0.key == key }?.value }
        let current = try session.view.extent(of: session.viewpoint, in: reference)
        let generatedViewpoint = Self.viewpoint(session.viewpoint, extent: current)
        var initialState: JSONValue? = ["viewpoint": generatedViewpoint]
        if var state = original("initialState"), case .object = state {
            if Self.viewpoint(of: state, in: session) != session.viewpoint { Self.set(&state, "viewpoint", generatedViewpoint) }
            initialState = state
        } else if carried != nil, session.geoModel.initialViewpoint == session.viewpoint {
            initialState = nil  // an imported web map without one, and the view has not moved
        }
        var layers = session.layers.layers.enumerated().compactMap { WebMapLayerWriter.json(of: $1, position: $0 + 1) }
        if let graphics = try WebMapGraphics.layer(session.graphics, in: reference) { layers.append(graphics) }
        var members: [(key: String, value: JSONValue)] = [
            ("authoringApp", "MapScript"),
            ("authoringAppVersion", .string(appVersion)),
            ("version", original("version") ?? .string(Self.specVersion)),
        ]
        // A web map imported without a top-level spatial reference goes back without one.
        if let given = original("spatialReference") {
            members.append(("spatialReference", given))
        } else if carried == nil {
            members.append(("spatialReference", Self.spatialReference(reference)))
        }
        members += [
            ("baseMap", session.geoModel.basemap?.webMap ?? Self.baseMap(session.geoModel.basemap)),
            ("operationalLayers", .array(layers)),
        ]
        if let initialState { members.append(("initialState", initialState)) }
        let givenBookmarks = original("bookmarks")
        if carried == nil || givenBookmarks != nil || !session.geoModel.bookmarks.isEmpty {
            members.append(("bookmarks", try bookmarks(of: session, given: givenBookmarks, in: reference)))
        }
        for member in carried ?? [] where !Self.writtenKeys.contains(member.key) { members.append(member) }
        return .object(members)
    }

    /// The viewpoint the imported `initialState` gives in `session`'s view, or nil.
    static func viewpoint(of state: JSONValue, in session: Session) -> Viewpoint? {
        guard let given = state["viewpoint"] else { return nil }
        let reader = WebMapReading(view: session.view)
        return try? reader.viewpoint(given, at: .root, mapReference: session.geoModel.spatialReference ?? .webMercator)
    }

    /// Sets the member `key` of the object `value`: in place when it has one, else appended.
    static func set(_ value: inout JSONValue, _ key: String, _ member: JSONValue) {
        guard case .object(var members) = value else { return }
        if let index = members.firstIndex(where: { $0.key == key }) { members[index].value = member } else { members.append((key, member)) }
        value = .object(members)
    }

    /// The web map's text: pretty-printed, or compact when the map came from compact JSON
    /// (`GeoModel.webMapIsCompact`). A field's non-finite number is written as `null`; any
    /// other non-finite number is an error, never an empty text.
    public func bytes(of session: Session) throws(MapFileExportError) -> [UInt8] {
        let map: JSONValue
        do { map = try webMap(of: session) } catch { throw .domain(error) }
        let style: JSONWriter.Style = session.geoModel.webMapIsCompact ? .compact : .pretty
        do { return try JSONWriter(style: style).bytes(map) } catch { throw .encoding(error) }
    }

    /// Writes the web map of `session` to `path` atomically; on failure the old file stays.
    public func save(_ session: Session, to path: String) throws(MapFileExportError) {
        let text = try bytes(of: session)
        do { try AtomicFile.write(text, to: path) } catch { throw .file(error) }
    }

    // MARK: - Parts

    /// The ids as written: `{"wkid":102100,"latestWkid":3857}` for Web Mercator, `{"wkid":4326}`
    /// for WGS 84, `{"wkid":2600,"latestWkid":3346}` for a map read so; `{"wkt": "..."}` for a
    /// spatial reference given only as well-known text.
    static func spatialReference(_ reference: SpatialReference) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let wkid = reference.wkid { members.append(("wkid", .number(Double(wkid)))) }
        if let latest = reference.latestWkid { members.append(("latestWkid", .number(Double(latest)))) }
        if members.isEmpty, let wkt = reference.wkt { members.append(("wkt", .string(wkt))) }
        return .object(members)
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

    /// `{"title": name, "baseMapLayers": [...]}`: a style's layers, else the layer of a tile
    /// service basemap (`baseMapLayer(of:title:)`), else none (a basemap drawn from a local
    /// file, which a web map cannot hold); a map with no basemap, or one whose style could not
    /// be resolved, gets the title `No basemap` and no layers.
    static func baseMap(_ basemap: Basemap?) -> JSONValue {
        if let basemap, basemap.style == nil, let raster = basemap.raster {
            let layers = baseMapLayer(of: raster, title: basemap.name).map { [$0] } ?? []
            return ["title": .string(basemap.name), "baseMapLayers": .array(layers)]
        }
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

    // MARK: - Tile service basemaps

    /// The template of an ArcGIS REST tiled map service, in the web map's spelling, after the
    /// service's URL: `.../MapServer/tile/{level}/{row}/{col}` (row before column).
    static let arcGISTileSuffix = "/tile/{level}/{row}/{col}"

    /// The basemap layer ArcGIS writes for the tile service `raster`, titled `title`; nil for
    /// a local file, which has no web map form:
    ///
    /// - a tile template: `{"layerType": "WebTiledLayer", "templateUrl": ...}` in the web map
    ///   specification's spelling (`{z}`, `{x}`, `{y}` written `{level}`, `{col}`, `{row}`),
    ///   with `subDomains` when it has some and its attribution as `copyright`; but an ArcGIS
    ///   REST template (`.../MapServer/tile/{z}/{y}/{x}`) is the tiled map service it names,
    ///   `{"layerType": "ArcGISTiledMapServiceLayer", "url": ".../MapServer"}`;
    /// - WMTS: a `WebTiledLayer` with `wmtsInfo.url` (the specification has no other WMTS layer:
    ///   `wmtsInfo` is a web tiled layer's, and Esri's model accepts no `"layerType": "WMTS"`);
    ///   `layerIdentifier` when the script names the layer (`basemap use wmts URL layer NAME`),
    ///   `tileMatrixSet` left out, since the script never names one;
    /// - WMS: `{"layerType": "WMS", "url": ...}`, its attribution as `copyright`, and the layer
    ///   the script names as `layers` (`[{"name": NAME}]`) and `visibleLayers` (`[NAME]`).
    ///
    /// Every layer has an `id` (`tiles-basemap`, `wmts-basemap`, `wms-basemap`), the `title`,
    /// `"visibility": true` and `"opacity": 1`.
    static func baseMapLayer(of raster: RasterSource, title: String) -> JSONValue? {
        var layer: JSONValue = ["id": .string("\(raster.kind.rawValue)-basemap")]
        switch raster.kind {
        case .file:
            return nil
        case .tiles:
            let template = webMapTemplate(raster.location)
            if let service = arcGISTiledService(template) {
                layer["layerType"] = "ArcGISTiledMapServiceLayer"
                layer["title"] = .string(title)
                layer["url"] = .string(service)
            } else {
                layer["layerType"] = "WebTiledLayer"
                layer["title"] = .string(title)
                layer["templateUrl"] = .string(template)
                if !raster.subDomains.isEmpty { layer["subDomains"] = .array(raster.subDomains.map { .string($0) }) }
                if let attribution = raster.attribution { layer["copyright"] = .string(attribution) }
            }
        case .wmts:
            layer["layerType"] = "WebTiledLayer"
            layer["title"] = .string(title)
            var info: JSONValue = ["url": .string(raster.location)]
            if let member = raster.member { info["layerIdentifier"] = .string(member) }
            layer["wmtsInfo"] = info
            if let attribution = raster.attribution { layer["copyright"] = .string(attribution) }
        case .wms:
            layer["layerType"] = "WMS"
            layer["title"] = .string(title)
            layer["url"] = .string(raster.location)
            if let member = raster.member {
                layer["layers"] = [["name": .string(member)]]
                layer["visibleLayers"] = [.string(member)]
            }
            if let attribution = raster.attribution { layer["copyright"] = .string(attribution) }
        }
        layer["visibility"] = true
        layer["opacity"] = 1
        return layer
    }

    /// `template` in the web map specification's spelling: `{z}`, `{x}` and `{y}` written
    /// `{level}`, `{col}` and `{row}` (`{subDomain}` and the rest as they are).
    static func webMapTemplate(_ template: String) -> String {
        template.replacing("{z}", with: "{level}").replacing("{x}", with: "{col}").replacing("{y}", with: "{row}")
    }

    /// The ArcGIS tiled map service a template in the web map's spelling names: everything
    /// before `/tile/{level}/{row}/{col}` when it ends so after `/MapServer` (any case) and has
    /// no `{subDomain}`; else nil.
    static func arcGISTiledService(_ template: String) -> String? {
        guard !template.contains("{subDomain}"), template.hasSuffix(arcGISTileSuffix) else { return nil }
        let service = String(template.dropLast(arcGISTileSuffix.count))
        return service.lowercased().hasSuffix("/mapserver") ? service : nil
    }

    /// What `export webmap` of `session` leaves out or cannot write as it is, one message each
    /// (the interpreter prints them as warnings): a basemap drawn from a local file, written as
    /// a basemap with no layers, each raster layer, left out, and each GeometryCollection
    /// feature of a file layer whose members are of more than one type of geometry, written
    /// with the first member's type only (`WebMapLayerWriter.notes`). None for a basemap kept from
    /// an imported web map, which is written as it came.
    public static func notes(for session: Session) -> [String] {
        var notes: [String] = []
        if let basemap = session.geoModel.basemap, basemap.webMap == nil, basemap.style == nil,
           let raster = basemap.raster, raster.kind == .file {
            notes.append("the basemap '\(basemap.name)' is a local file ('\(raster.location)'), which a web map cannot hold: "
                         + "written as a basemap with no layers")
        }
        for layer in session.layers.layers {
            if case .features(let set) = layer.content, layer.featureCollection == nil {
                notes += WebMapLayerWriter.notes(for: layer, set: set)
            }
            guard case .raster(let content) = layer.content else { continue }
            if content.source.kind == .file {
                notes.append("layer '\(layer.title)' is a raster read from a local file ('\(content.source.location)'), "
                             + "which a web map cannot hold: left out")
            } else {
                notes.append("layer '\(layer.title)' is a raster from a service ('\(content.source.location)'), "
                             + "which the export does not write: left out")
            }
        }
        return notes
    }
}
