import MapCore
import MapFormats

/// Reads a web map for `import webmap`: ours, and ArcGIS's own (versions 1.x and 2.x, Web
/// Mercator as wkid 102100 or 3857; keys it does not use are ignored).
///
/// - The basemap is matched to the catalog by its title, else by its layers' URLs
///   (`BasemapLayers.style(title:layerURLs:)`); when nothing matches, a note says so and no
///   basemap is taken.
/// - `initialState.viewpoint` gives the viewpoint; a bookmark's `viewpoint`, else its `extent`
///   (old web maps), gives the bookmark's.
/// - A viewpoint whose target is an extent and that has no scale becomes the extent's centre at
///   the smallest scale that shows the whole extent in the session's view at 96 DPI:
///   `scale = max(w / W, h / H) * 96 / 0.0254` (`View.viewpoint(fitting:)`). A point target
///   needs a scale. Rotation defaults to 0.
/// - Bookmark names are made unique (`Name (2)`) and non-empty (`Untitled`), with a note.
public struct WebMapReader: Sendable {
    typealias Failure = JSONChecker.Failure
    typealias Check = JSONChecker

    /// The view extents are fitted into.
    public var view: View

    /// A reader that fits extents into `view`.
    public init(view: View) {
        self.view = view
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
        do { return try read(bytes) } catch { throw .format(error) }
    }

    // MARK: - Parts

    func webMap(_ value: JSONValue) throws(Failure) -> WebMapImport {
        let top = try Check.object(value, at: .root)
        try JSONFileKind.require(.webMap, top)
        if let version = top.present("version") {
            let text = try Check.string(version, at: top.path("version"))
            guard text.hasPrefix("1.") || text.hasPrefix("2.") else {
                throw Failure(kind: .unsupportedWebMapVersion("'\(text)'"), path: top.path("version"))
            }
        }
        var mapReference = SpatialReference.webMercator
        if let reference = top.present("spatialReference") {
            mapReference = try spatialReference(reference, at: top.path("spatialReference"))
            guard mapReference.kind == .webMercator else {
                throw Failure(kind: .unsupportedSpatialReference(mapReference.wkid), path: top.path("spatialReference"))
            }
        }
        var notes: [String] = []
        var style: BasemapStyle?
        if let baseMap = top.present("baseMap") {
            let members = try Check.object(baseMap, at: top.path("baseMap"))
            let title = try members.present("title").map { (v) throws(Failure) in try Check.string(v, at: members.path("title")) }
            var urls: [String] = []
            if let layers = members.present("baseMapLayers") {
                for (index, layer) in try Check.array(layers, at: members.path("baseMapLayers")).enumerated() {
                    let layerMembers = try Check.object(layer, at: members.path("baseMapLayers").appending(index))
                    for key in ["styleUrl", "url"] {
                        if let url = layerMembers.present(key) { urls.append(try Check.string(url, at: layerMembers.path(key))) }
                    }
                }
            }
            style = BasemapLayers.style(title: title, layerURLs: urls)
            if style == nil {
                notes.append("basemap '\(title ?? "untitled")' matches no basemap style; the basemap stays")
            }
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
        var bookmarks: [Bookmark] = []
        if let list = top.present("bookmarks") {
            var names = UniqueBookmarkNames()
            for (index, element) in try Check.array(list, at: top.path("bookmarks")).enumerated() {
                let path = top.path("bookmarks").appending(index)
                let members = try Check.object(element, at: path)
                let given = try members.present("name").map { (v) throws(Failure) in try Check.string(v, at: members.path("name")) }
                let target: Viewpoint
                if let value = members.present("viewpoint") {
                    target = try self.viewpoint(value, at: members.path("viewpoint"), mapReference: mapReference)
                } else {
                    let extent = try self.extent(try members.required("extent"), at: members.path("extent"), mapReference: mapReference)
                    target = try Check.domain(at: members.path("extent")) { () throws(MapError) in try view.viewpoint(fitting: extent) }
                }
                bookmarks.append(Bookmark(name: names.name(for: given), viewpoint: target))
            }
            notes += names.notes
        }
        return WebMapImport(basemap: style, viewpoint: viewpoint, bookmarks: bookmarks, notes: notes)
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
            let extent = try self.extent(.object(target.members), at: target.path, mapReference: mapReference)
            result = try Check.domain(at: target.path) { () throws(MapError) in try view.viewpoint(fitting: extent) }
        } else {
            let reference = try target.present("spatialReference").map { (v) throws(Failure) in
                try spatialReference(v, at: target.path("spatialReference"))
            } ?? mapReference
            let x = try Check.number(try target.required("x"), at: target.path("x"))
            let y = try Check.number(try target.required("y"), at: target.path("y"))
            guard let scale else { throw Failure(kind: .missingKey("scale"), path: path) }
            let point = MapPoint(x: x, y: y, spatialReference: reference)
            result = try Check.domain(at: target.path) { () throws(MapError) in
                let centre = try Projection.unproject(point)
                return try Viewpoint(latitude: centre.latitude, longitude: Projection.wrapLongitude(centre.longitude), scale: scale)
            }
        }
        if let scale { result = try Check.domain(at: members.path("scale")) { () throws(MapError) in try result.with(scale: scale) } }
        return try Check.domain(at: members.path("rotation")) { () throws(MapError) in try result.with(rotation: rotation) }
    }

    /// An extent object: `xmin`, `ymin`, `xmax`, `ymax` and an optional `spatialReference`
    /// (default: the map's).
    func extent(_ value: JSONValue, at path: JSONPath, mapReference: SpatialReference) throws(Failure) -> Extent {
        let members = try Check.object(value, at: path)
        var edges: [Double] = []
        for key in ["xmin", "ymin", "xmax", "ymax"] {
            edges.append(try Check.number(try members.required(key), at: members.path(key)))
        }
        guard edges[0] <= edges[2], edges[1] <= edges[3] else {
            throw Failure(kind: .invalidValue("the extent's xmin and ymin must not exceed its xmax and ymax"), path: path)
        }
        let reference = try members.present("spatialReference").map { (v) throws(Failure) in
            try spatialReference(v, at: members.path("spatialReference"))
        } ?? mapReference
        guard reference.hasProjection else {
            throw Failure(kind: .unsupportedSpatialReference(reference.wkid), path: members.path("spatialReference"))
        }
        return Extent(xmin: edges[0], ymin: edges[1], xmax: edges[2], ymax: edges[3], spatialReference: reference)
    }

    /// `{"wkid": n}` or `{"latestWkid": n}` (the latest wins when both are given).
    func spatialReference(_ value: JSONValue, at path: JSONPath) throws(Failure) -> SpatialReference {
        let members = try Check.object(value, at: path)
        let key = members.present("latestWkid") != nil ? "latestWkid" : "wkid"
        let wkid = try Check.integer(try members.required(key), at: members.path(key))
        return try Check.domain(at: members.path(key)) { () throws(MapError) in try SpatialReference(wkid: wkid) }
    }
}
