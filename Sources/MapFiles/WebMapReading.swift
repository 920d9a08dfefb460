import MapCore
import MapFormats

/// One import's reading of a web map (see `WebMapReader`, which makes one per import): the
/// view extents are fitted into, the import's projection of other spatial references, and the
/// source its feature collection layers name. The writer uses one without a projection to
/// compare what it carried with the session (`WebMapWriter.viewpoint(of:in:)`,
/// `WebMapWriter.bookmarks(alone:in:)`).
struct WebMapReading {
    typealias Failure = JSONChecker.Failure
    typealias Check = JSONChecker

    /// The view extents are fitted into.
    var view: View
    /// Projects what is in neither Web Mercator nor WGS 84, for this import only.
    var projection: WebMapReader.Projection?
    /// The web map's path, the source of its feature collection layers.
    var source: String = ""

    /// The import of the parsed web map `value` (bare, or wrapped as item JSON).
    func webMap(_ value: JSONValue) throws(Failure) -> WebMapImport {
        var top = try Check.object(value, at: .root)
        var itemExtent: (members: JSONChecker.Members, value: JSONValue)?
        if top.optional("baseMap") == nil, top.optional("operationalLayers") == nil, let data = top.present("itemData") {
            if let item = top.present("item"), let extent = item["extent"], !extent.isNull {
                itemExtent = (try Check.object(item, at: top.path("item")), extent)
            }
            top = try Check.object(data, at: top.path("itemData"))
        }
        try JSONFileKind.require(.webMap, top)
        if let version = top.present("version") {
            let text = try Check.string(version, at: top.path("version"))
            guard text.hasPrefix("1.") || text.hasPrefix("2.") else {
                throw Failure(kind: .unsupportedWebMapVersion("'\(text)'"), path: top.path("version"))
            }
        }
        var mapReference = SpatialReference.webMercator
        if let reference = top.present("spatialReference") {
            mapReference = try WebMapReader.spatialReference(reference, at: top.path("spatialReference"))
            if !mapReference.hasProjection {
                // The map's own CRS, through PROJ where the import has it connected.
                guard projection != nil else {
                    throw Failure(kind: .unsupportedSpatialReference(mapReference.description), path: top.path("spatialReference"))
                }
                do { mapReference = try SpatialReferenceResolver.resolve(mapReference) } catch {
                    throw Failure(kind: .unknownCRS(error), path: top.path("spatialReference"))
                }
            }
        }
        var notes: [String] = []
        var basemap: Basemap?
        if let baseMap = top.present("baseMap") {
            basemap = try self.basemap(baseMap, at: top.path("baseMap"), mapReference: mapReference)
        } else {
            notes.append("the web map has no basemap; the basemap stays")
        }
        var viewpoint: Viewpoint?
        if let state = top.present("initialState") {
            let members = try Check.object(state, at: top.path("initialState"))
            if let given = members.present("viewpoint") {
                viewpoint = try self.viewpoint(given, at: members.path("viewpoint"), mapReference: mapReference)
            }
        }
        if viewpoint == nil, let (item, extent) = itemExtent {
            viewpoint = try self.itemViewpoint(extent, at: item.path("extent"))
        }
        var bookmarks: [Bookmark] = []
        if let list = top.present("bookmarks") {
            (bookmarks, notes) = try self.bookmarks(list, at: top.path("bookmarks"), mapReference: mapReference, notes: notes)
        }
        var layers = WebMapLayerReader.Result()
        if let list = top.present("operationalLayers") {
            let reader = WebMapLayerReader(mapReference: mapReference, projection: projection, source: source)
            layers = try reader.read(list, at: top.path("operationalLayers"))
            notes += layers.notes
        }
        let members = top.members.filter { $0.key != "operationalLayers" && $0.key != "baseMap" }
        return WebMapImport(spatialReference: mapReference, basemap: basemap, viewpoint: viewpoint, bookmarks: bookmarks, layers: layers.layers,
                            graphics: layers.graphics, members: .object(members), notes: notes)
    }

    /// The basemap of `baseMap`: the catalog style its layers and title stand for
    /// (`BasemapLayers.style(title:layers:)`, all its layers, reference ones too) with the JSON kept, else a custom
    /// basemap titled as the web map titles it (`Untitled basemap` when it does not), which
    /// draws its first base (not reference) layer when that is a tile service
    /// (`raster(ofBaseMapLayer:)`).
    func basemap(_ value: JSONValue, at path: JSONPath, mapReference: SpatialReference) throws(Failure) -> Basemap {
        let members = try Check.object(value, at: path)
        let title = try members.present("title").map { (v) throws(Failure) in try Check.string(v, at: members.path("title")) }
        var named: [BasemapLayers.Named] = []
        var base: JSONValue?
        if let layers = members.present("baseMapLayers") {
            for (index, layer) in try Check.array(layers, at: members.path("baseMapLayers")).enumerated() {
                let layerMembers = try Check.object(layer, at: members.path("baseMapLayers").appending(index))
                var urls: [String] = []
                for key in ["styleUrl", "url", "itemId"] {
                    if let url = layerMembers.present(key) { urls.append(try Check.string(url, at: layerMembers.path(key))) }
                }
                let isReference = layer["isReference"]?.boolValue == true
                named.append(BasemapLayers.Named(urls: urls, isReference: isReference))
                if base == nil, !isReference { base = layer }
            }
        }
        if let style = BasemapLayers.style(title: title, layers: named) {
            var basemap = Basemap(style: style)
            basemap.webMap = value
            return basemap
        }
        let name = title?.trimmedOfWhitespace.nonEmpty ?? Basemap.untitledCustom
        var basemap = Basemap(custom: name, spatialReference: mapReference, webMap: value)
        if let base { basemap.raster = Self.raster(ofBaseMapLayer: base) }
        return basemap
    }

    /// The tile service of a web map's custom basemap (`baseMap` JSON): its first layer that is
    /// not a reference layer, as `raster(ofBaseMapLayer:)` reads it; nil when it names none.
    static func raster(ofBaseMap value: JSONValue) -> RasterSource? {
        guard let base = value["baseMapLayers"]?.arrayValue?.first(where: { $0["isReference"]?.boolValue != true }) else { return nil }
        return raster(ofBaseMapLayer: base)
    }

    /// The tile service a custom basemap's layer names, as `WebMapWriter.baseMapLayer(of:title:)`
    /// writes it and ArcGIS does:
    ///
    /// - `WebTiledLayer` with `wmtsInfo.url`: WMTS at that URL;
    /// - `WebTiledLayer` with a `templateUrl` (`{level}`, `{col}`, `{row}`, as the web map spells
    ///   them, which the tile reader takes as they are) and its `subDomains`: tiles;
    /// - `ArcGISTiledMapServiceLayer` with a `url`: the service's tiles, `URL/tile/{z}/{y}/{x}`
    ///   (before any query the URL has);
    /// - `WMTS` (older web maps) with a `url` or `wmtsInfo.url`: WMTS;
    /// - `WMS` with a `url`: WMS.
    ///
    /// The layer a service draws is `wmtsInfo.layerIdentifier` for a WMTS, the first of
    /// `visibleLayers` (else of `layers`' names) for a WMS; none for the service's first.
    /// A layer's `copyright` is the source's attribution. Nil for any other layer, for a URL that
    /// is not `http://` or `https://` (a web map names no local files), for a template without
    /// the three tile numbers, and for a member of the wrong type: the raster is what a picture
    /// draws, never a reason to refuse a web map whose basemap is kept as it came anyway.
    static func raster(ofBaseMapLayer layer: JSONValue) -> RasterSource? {
        let wmtsURL = layer[["wmtsInfo", "url"]]?.stringValue
        let kind: RasterSource.Kind
        var location: String
        var subDomains: [String] = []
        switch layer["layerType"]?.stringValue {
        case "WebTiledLayer":
            if let wmtsURL {
                (kind, location) = (.wmts, wmtsURL)
            } else if let template = layer["templateUrl"]?.stringValue, RasterSource.isTileTemplate(template) {
                (kind, location) = (.tiles, template)
                if let list = layer["subDomains"]?.arrayValue {
                    subDomains = list.compactMap(\.stringValue)
                    guard subDomains.count == list.count else { return nil }
                }
            } else {
                return nil
            }
        case "ArcGISTiledMapServiceLayer":
            guard let url = layer["url"]?.stringValue else { return nil }
            var query = ""
            location = url
            if let mark = url.firstIndex(of: "?") { (location, query) = (String(url[..<mark]), String(url[mark...])) }
            while location.hasSuffix("/") { location.removeLast() }
            (kind, location) = (.tiles, location + "/tile/{z}/{y}/{x}" + query)
        case "WMTS":
            guard let url = layer["url"]?.stringValue ?? wmtsURL else { return nil }
            (kind, location) = (.wmts, url)
        case "WMS":
            guard let url = layer["url"]?.stringValue else { return nil }
            (kind, location) = (.wms, url)
        default:
            return nil
        }
        guard location.hasPrefix("http://") || location.hasPrefix("https://") else { return nil }
        let member: String? = switch kind {
        case .wmts: layer[["wmtsInfo", "layerIdentifier"]]?.stringValue
        case .wms: layer["visibleLayers"]?.arrayValue?.first?.stringValue ?? layer["layers"]?.arrayValue?.first?["name"]?.stringValue
        case .file, .tiles: nil
        }
        return RasterSource(kind: kind, location: location, member: member, subDomains: subDomains,
                            attribution: layer["copyright"]?.stringValue)
    }

    /// The bookmarks of `list`, their names made unique; `notes` with the renaming notes added.
    func bookmarks(_ list: JSONValue, at path: JSONPath, mapReference: SpatialReference,
                   notes: [String]) throws(Failure) -> ([Bookmark], [String]) {
        var names = UniqueBookmarkNames()
        var bookmarks: [Bookmark] = []
        for (index, element) in try Check.array(list, at: path).enumerated() {
            let (given, target) = try bookmark(element, at: path.appending(index), mapReference: mapReference)
            bookmarks.append(Bookmark(name: names.name(for: given), viewpoint: target))
        }
        return (bookmarks, notes + names.notes)
    }

    /// One element of `bookmarks`: its `name` as given (nil when it has none) and the viewpoint
    /// its `viewpoint` gives, else its `extent`.
    func bookmark(_ element: JSONValue, at path: JSONPath,
                  mapReference: SpatialReference) throws(Failure) -> (name: String?, viewpoint: Viewpoint) {
        let members = try Check.object(element, at: path)
        let given = try members.present("name").map { (v) throws(Failure) in try Check.string(v, at: members.path("name")) }
        if let value = members.present("viewpoint") {
            return (given, try self.viewpoint(value, at: members.path("viewpoint"), mapReference: mapReference))
        }
        return (given, try fit(try members.required("extent"), at: members.path("extent"), mapReference: mapReference))
    }

    /// A viewpoint object: `targetGeometry` (an extent, or a point with a `scale`), optional
    /// `scale` (0 with an extent is none) and `rotation`.
    func viewpoint(_ value: JSONValue, at path: JSONPath, mapReference: SpatialReference) throws(Failure) -> Viewpoint {
        let members = try Check.object(value, at: path)
        let target = try Check.object(try members.required("targetGeometry"), at: members.path("targetGeometry"))
        var scale = try members.present("scale").map { (v) throws(Failure) in try Check.number(v, at: members.path("scale")) }
        // Map Viewer writes `"scale": 0` in a bookmark that its extent alone gives (the
        // spatial-ml-zoning fixture): no scale, as when there is none. (A point needs one.)
        if scale == 0, target.optional("xmin") != nil { scale = nil }
        let rotation = try members.present("rotation").map { (v) throws(Failure) in try Check.number(v, at: members.path("rotation")) } ?? 0
        var result: Viewpoint
        if target.optional("xmin") != nil {
            result = try fit(.object(target.members), at: target.path, mapReference: mapReference)
        } else {
            let reference = try target.present("spatialReference").map { (v) throws(Failure) in
                try WebMapReader.spatialReference(v, at: target.path("spatialReference"))
            }.map { $0 == mapReference ? mapReference : $0 } ?? mapReference
            let x = try Check.number(try target.required("x"), at: target.path("x"))
            let y = try Check.number(try target.required("y"), at: target.path("y"))
            guard let scale else { throw Failure(kind: .missingKey("scale"), path: path) }
            let centre = try WebMapGeometry.positions([(x, y)], in: reference, projection: projection, at: target.path)[0]
            result = try Check.domain(at: target.path) { () throws(MapError) in
                try Viewpoint(latitude: centre.latitude, longitude: centre.longitude, scale: scale)
            }
        }
        if let scale { result = try Check.domain(at: members.path("scale")) { () throws(MapError) in try result.with(scale: scale) } }
        return try Check.domain(at: members.path("rotation")) { () throws(MapError) in try result.with(rotation: rotation) }
    }

    /// The viewpoint that shows the extent object `value` (`xmin`, `ymin`, `xmax`, `ymax` and an
    /// optional `spatialReference`, default the map's) whole, fitted in Web Mercator.
    func fit(_ value: JSONValue, at path: JSONPath, mapReference: SpatialReference) throws(Failure) -> Viewpoint {
        let members = try Check.object(value, at: path)
        var edges: [Double] = []
        for key in ["xmin", "ymin", "xmax", "ymax"] {
            edges.append(try Check.number(try members.required(key), at: members.path(key)))
        }
        guard edges[0] <= edges[2], edges[1] <= edges[3] else {
            throw Failure(kind: .invalidValue("the extent's xmin and ymin must not exceed its xmax and ymax"), path: path)
        }
        let reference = try members.present("spatialReference").map { (v) throws(Failure) in
            try WebMapReader.spatialReference(v, at: members.path("spatialReference"))
        } ?? mapReference
        let at = members.present("spatialReference") == nil ? path : members.path("spatialReference")
        // An extent in the map's own CRS is fitted in it (its ids as written may differ: 3346
        // for a map written 2600 with latest 3346), with the map's resolved definition.
        return try fit(xmin: edges[0], ymin: edges[1], xmax: edges[2], ymax: edges[3],
                       in: reference == mapReference ? mapReference : reference, inMapUnits: reference == mapReference, at: at)
    }

    /// The viewpoint that shows the box `xmin...xmax` × `ymin...ymax` of `reference` whole.
    /// `inMapUnits`: the box is in the map's own CRS, fitted in its units when that CRS is
    /// neither Web Mercator nor WGS 84 (as the export writes it, so it comes back the same).
    func fit(xmin: Double, ymin: Double, xmax: Double, ymax: Double, in reference: SpatialReference,
             inMapUnits: Bool = false, at path: JSONPath) throws(Failure) -> Viewpoint {
        let extent: Extent
        if reference.kind == .webMercator {
            extent = Extent(xmin: xmin, ymin: ymin, xmax: xmax, ymax: ymax, spatialReference: .webMercator)
        } else if inMapUnits, reference.kind == .other, reference.hasProjection {
            // A map in its own CRS: the extent is fitted in the CRS's units (96 DPI on its unit),
            // as the export writes it, so that what went out comes back as the same viewpoint.
            extent = Extent(xmin: xmin, ymin: ymin, xmax: xmax, ymax: ymax, spatialReference: reference)
        } else {
            let (midX, midY) = ((xmin + xmax) / 2, (ymin + ymax) / 2)
            let samples = [(xmin, ymin), (xmin, ymax), (xmax, ymin), (xmax, ymax), (xmin, midY), (xmax, midY), (midX, ymin), (midX, ymax)]
            let positions = try WebMapGeometry.positions(samples, in: reference, projection: projection, at: path)
            // Longitudes as given (not wrapped), so that a box across the antimeridian stays one.
            let longitudes = reference.kind == .wgs84 ? samples.map(\.0) : positions.map(\.longitude)
            let points = zip(longitudes, positions).map { Projection.webMercator(latitude: $1.latitude, longitude: $0) }
            extent = Extent(xmin: points.map(\.x).min() ?? 0, ymin: points.map(\.y).min() ?? 0,
                            xmax: points.map(\.x).max() ?? 0, ymax: points.map(\.y).max() ?? 0, spatialReference: .webMercator)
        }
        return try Check.domain(at: path) { () throws(MapError) in try view.viewpoint(fitting: extent) }
    }

    /// The viewpoint of an item's `extent`: `[[xmin, ymin], [xmax, ymax]]` in degrees.
    func itemViewpoint(_ value: JSONValue, at path: JSONPath) throws(Failure) -> Viewpoint {
        let corners = try WebMapGeometry.coordinates(value, at: path)
        guard corners.count == 2, corners[0].0 <= corners[1].0, corners[0].1 <= corners[1].1 else {
            throw Failure(kind: .invalidValue("an item's extent is [[xmin, ymin], [xmax, ymax]]"), path: path)
        }
        return try fit(xmin: corners[0].0, ymin: corners[0].1, xmax: corners[1].0, ymax: corners[1].1, in: .wgs84, at: path)
    }
}
