import MapCore
import MapFormats

/// Reads a web map for `import webmap`: ours, and ArcGIS's own (versions 1.x and 2.x, Web
/// Mercator as wkid 102100, 3857 or 102113), bare or wrapped as ArcGIS item JSON
/// (`{"item": ..., "itemData": ...}`).
///
/// - The basemap is matched to the catalog by its layers' URLs (a styles service path, an
///   item id, a classic tiled service), else by its title (`BasemapLayers.style(title:layerURLs:)`);
///   its `baseMap` JSON is kept either way, and a basemap that matches no style is a custom
///   basemap (`Basemap(custom:spatialReference:webMap:)`).
/// - The operational layers: `WebMapLayerReader`.
/// - Every other top-level member is kept as it came (`WebMapImport.members`).
/// - `initialState.viewpoint` gives the viewpoint (wrapped, without one: the item's `extent`,
///   `[[xmin, ymin], [xmax, ymax]]` in degrees); a bookmark's `viewpoint`, else its `extent`
///   (old web maps), gives the bookmark's.
/// - An extent is fitted in Web Mercator: its corners (and edge midpoints) projected there, and
///   the box around them shown whole in the session's view at 96 DPI:
///   `scale = max(w / W, h / H) * 96 / 0.0254` (`View.viewpoint(fitting:)`). A point target
///   needs a scale. Rotation defaults to 0.
/// - Coordinates in another spatial reference than Web Mercator or WGS 84 go through
///   `projector`; without one they are an `unsupportedSpatialReference` error.
/// - Bookmark names are made unique (`Name (2)`) and non-empty (`Untitled`), with a note.
public struct WebMapReader: Sendable {
    typealias Failure = JSONChecker.Failure
    typealias Check = JSONChecker

    /// Projects coordinates of the spatial reference `wkid`: `(x, y)` pairs in, `(longitude,
    /// latitude)` pairs in WGS 84 degrees out, as many and in the same order.
    public typealias Projector = @Sendable (_ wkid: Int, _ points: [(Double, Double)]) throws -> [(Double, Double)]

    /// The view extents are fitted into.
    public var view: View
    /// Projects what is in neither Web Mercator nor WGS 84 (GDAL's OSR, where connected).
    public var projector: Projector?
    /// The web map's path, the source of its feature collection layers.
    public var source: String

    /// A reader that fits extents into `view`.
    public init(view: View, projector: Projector? = nil, source: String = "") {
        self.view = view
        self.projector = projector
        self.source = source
    }

    /// The import of the web map in `bytes`; any fault is one error with line, column and path.
    public func read(_ bytes: [UInt8]) throws(MapFileError) -> WebMapImport {
        let value: JSONValue
        do { value = try JSONParser().parse(bytes) } catch { throw MapFileError(error) }
        do { return try webMap(value) } catch { throw JSONChecker.locate(error, in: bytes) }
    }

    /// The import of the web map at `path` (see `read(_:)`).
    public func load(from path: String) throws(MapFileReadError) -> WebMapImport {
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path) } catch { throw .file(error) }
        var reader = self
        if reader.source.isEmpty { reader.source = path }
        do { return try reader.read(bytes) } catch { throw .format(error) }
    }

    // MARK: - Parts

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
            mapReference = try Self.spatialReference(reference, at: top.path("spatialReference"))
            guard mapReference.kind == .webMercator else {
                throw Failure(kind: .unsupportedSpatialReference(mapReference.wkid), path: top.path("spatialReference"))
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
            let reader = WebMapLayerReader(mapReference: mapReference, projector: projector, source: source)
            layers = try reader.read(list, at: top.path("operationalLayers"))
            notes += layers.notes
        }
        let members = top.members.filter { $0.key != "operationalLayers" && $0.key != "baseMap" }
        return WebMapImport(basemap: basemap, viewpoint: viewpoint, bookmarks: bookmarks, layers: layers.layers,
                            graphics: layers.graphics, members: .object(members), notes: notes)
    }

    /// The basemap of `baseMap`: the matching catalog style with the JSON kept, else a custom
    /// basemap titled as the web map titles it (`Untitled basemap` when it does not).
    func basemap(_ value: JSONValue, at path: JSONPath, mapReference: SpatialReference) throws(Failure) -> Basemap {
        let members = try Check.object(value, at: path)
        let title = try members.present("title").map { (v) throws(Failure) in try Check.string(v, at: members.path("title")) }
        var urls: [String] = []
        if let layers = members.present("baseMapLayers") {
            for (index, layer) in try Check.array(layers, at: members.path("baseMapLayers")).enumerated() {
                let layerMembers = try Check.object(layer, at: members.path("baseMapLayers").appending(index))
                for key in ["styleUrl", "url", "itemId"] {
                    if let url = layerMembers.present(key) { urls.append(try Check.string(url, at: layerMembers.path(key))) }
                }
            }
        }
        if let style = BasemapLayers.style(title: title, layerURLs: urls) {
            var basemap = Basemap(style: style)
            basemap.webMap = value
            return basemap
        }
        let name = title?.trimmedOfWhitespace.nonEmpty ?? "Untitled basemap"
        return Basemap(custom: name, spatialReference: mapReference, webMap: value)
    }

    /// The bookmarks of `list`, their names made unique; `notes` with the renaming notes added.
    func bookmarks(_ list: JSONValue, at path: JSONPath, mapReference: SpatialReference,
                   notes: [String]) throws(Failure) -> ([Bookmark], [String]) {
        var names = UniqueBookmarkNames()
        var bookmarks: [Bookmark] = []
        for (index, element) in try Check.array(list, at: path).enumerated() {
            let elementPath = path.appending(index)
            let members = try Check.object(element, at: elementPath)
            let given = try members.present("name").map { (v) throws(Failure) in try Check.string(v, at: members.path("name")) }
            let target: Viewpoint
            if let value = members.present("viewpoint") {
                target = try self.viewpoint(value, at: members.path("viewpoint"), mapReference: mapReference)
            } else {
                target = try fit(try members.required("extent"), at: members.path("extent"), mapReference: mapReference)
            }
            bookmarks.append(Bookmark(name: names.name(for: given), viewpoint: target))
        }
        return (bookmarks, notes + names.notes)
    }

    /// A viewpoint object: `targetGeometry` (an extent, or a point with a `scale`), optional
    /// `scale` and `rotation`.
    func viewpoint(_ value: JSONValue, at path: JSONPath, mapReference: SpatialReference) throws(Failure) -> Viewpoint {
        let members = try Check.object(value, at: path)
        let target = try Check.object(try members.required("targetGeometry"), at: members.path("targetGeometry"))
        let scale = try members.present("scale").map { (v) throws(Failure) in try Check.number(v, at: members.path("scale")) }
        let rotation = try members.present("rotation").map { (v) throws(Failure) in try Check.number(v, at: members.path("rotation")) } ?? 0
        var result: Viewpoint
        if target.optional("xmin") != nil {
            result = try fit(.object(target.members), at: target.path, mapReference: mapReference)
        } else {
            let reference = try target.present("spatialReference").map { (v) throws(Failure) in
                try Self.spatialReference(v, at: target.path("spatialReference"))
            } ?? mapReference
            let x = try Check.number(try target.required("x"), at: target.path("x"))
            let y = try Check.number(try target.required("y"), at: target.path("y"))
            guard let scale else { throw Failure(kind: .missingKey("scale"), path: path) }
            let centre = try WebMapGeometry.positions([(x, y)], in: reference, projector: projector, at: target.path)[0]
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
            try Self.spatialReference(v, at: members.path("spatialReference"))
        } ?? mapReference
        let at = members.present("spatialReference") == nil ? path : members.path("spatialReference")
        return try fit(xmin: edges[0], ymin: edges[1], xmax: edges[2], ymax: edges[3], in: reference, at: at)
    }

    /// The viewpoint that shows the box `xmin...xmax` × `ymin...ymax` of `reference` whole.
    func fit(xmin: Double, ymin: Double, xmax: Double, ymax: Double, in reference: SpatialReference,
             at path: JSONPath) throws(Failure) -> Viewpoint {
        let extent: Extent
        if reference.kind == .webMercator {
            extent = Extent(xmin: xmin, ymin: ymin, xmax: xmax, ymax: ymax, spatialReference: .webMercator)
        } else {
            let (midX, midY) = ((xmin + xmax) / 2, (ymin + ymax) / 2)
            let samples = [(xmin, ymin), (xmin, ymax), (xmax, ymin), (xmax, ymax), (xmin, midY), (xmax, midY), (midX, ymin), (midX, ymax)]
            let positions = try WebMapGeometry.positions(samples, in: reference, projector: projector, at: path)
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

    /// `{"wkid": n}` or `{"latestWkid": n}` (the latest wins when both are given); 102113, the
    /// older Web Mercator, is Web Mercator.
    static func spatialReference(_ value: JSONValue, at path: JSONPath) throws(Failure) -> SpatialReference {
        let members = try Check.object(value, at: path)
        let key = members.present("latestWkid") != nil ? "latestWkid" : "wkid"
        let wkid = try Check.integer(try members.required(key), at: members.path(key))
        if wkid == 102113 { return .webMercator }
        return try Check.domain(at: members.path(key)) { () throws(MapError) in try SpatialReference(wkid: wkid) }
    }
}
