import MapCore
import MapFormats

/// Reads a web map for `import webmap`: ours, and ArcGIS's own (versions 1.x and 2.x, Web
/// Mercator as wkid 102100, 3857 or 102113), bare or wrapped as ArcGIS item JSON
/// (`{"item": ..., "itemData": ...}`).
///
/// - The basemap is matched to the catalog by all its layers, reference ones too (a styles
///   service path, an item id, a classic tiled service; a hillshade under another base layer
///   is its relief), and its title (`BasemapLayers.style(title:layers:)`);
///   its `baseMap` JSON is kept either way, and a basemap that matches no style is a custom
///   basemap (`Basemap(custom:spatialReference:webMap:)`), drawn from its first base layer when
///   that is a tile service: a `WebTiledLayer` (template or WMTS), an
///   `ArcGISTiledMapServiceLayer`, a `WMTS` or `WMS` layer (its `raster`).
/// - The operational layers: `WebMapLayerReader`.
/// - Every other top-level member is kept as it came (`WebMapImport.members`).
/// - `initialState.viewpoint` gives the viewpoint (wrapped, without one: the item's `extent`,
///   `[[xmin, ymin], [xmax, ymax]]` in degrees); a bookmark's `viewpoint`, else its `extent`
///   (old web maps), gives the bookmark's.
/// - An extent is fitted in Web Mercator: its corners (and edge midpoints) projected there, and
///   the box around them shown whole in the session's view at 96 DPI:
///   `scale = max(w / W, h / H) * 96 / 0.0254` (`View.viewpoint(fitting:)`). A point target
///   needs a scale. Rotation defaults to 0.
/// - Coordinates in another spatial reference than Web Mercator or WGS 84 go through the
///   import's `Projection`, which `projector` makes afresh for each import (so that what it
///   caches, such as GDAL's transforms, lives for one import); without a projector they are an
///   `unsupportedSpatialReference` error.
/// - The parts are read by `WebMapReading`, one import's reader.
/// - Bookmark names are made unique (`Name (2)`) and non-empty (`Untitled`), with a note.
public struct WebMapReader: Sendable {
    typealias Failure = JSONChecker.Failure
    typealias Check = JSONChecker

    /// Projects coordinates of the spatial reference `wkid` during one import: `(x, y)` pairs
    /// in, `(longitude, latitude)` pairs in WGS 84 degrees out, as many and in the same order.
    public typealias Projection = (_ wkid: Int, _ points: [(Double, Double)]) throws -> [(Double, Double)]
    /// Makes the `Projection` of one import (called once at the start of each).
    public typealias Projector = @Sendable () -> Projection

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
        let reading = WebMapReading(view: view, projection: projector?(), source: source)
        var result: WebMapImport
        do { result = try reading.webMap(value) } catch { throw JSONChecker.locate(error, in: bytes) }
        // A JSON string holds no raw line break: a text without one is all on one line.
        result.isCompact = !bytes.contains(0x0A)
        return result
    }

    /// The import of the web map at `path` (see `read(_:)`).
    public func load(from path: String) throws(MapFileReadError) -> WebMapImport {
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path) } catch { throw .file(error) }
        var reader = self
        if reader.source.isEmpty { reader.source = path }
        do { return try reader.read(bytes) } catch { throw .format(error) }
    }

    /// A `spatialReference` object: `wkid` and `latestWkid` as written (either names Web
    /// Mercator, 102113 too, or WGS 84: that one), or `wkt` alone. A WKT-only one is resolved
    /// now (PROJ parses it); any other is known by its ids: the import resolves the map's own
    /// (`WebMapReading.webMap`) and uses it for extents in it, and projects data in others
    /// through its `Projection`.
    static func spatialReference(_ value: JSONValue, at path: JSONPath) throws(Failure) -> SpatialReference {
        let members = try Check.object(value, at: path)
        let number = { (key: String) throws(Failure) -> Int? in
            try members.present(key).map { (v) throws(Failure) in try Check.integer(v, at: members.path(key)) }
        }
        let (wkid, latest) = (try number("wkid"), try number("latestWkid"))
        if wkid == 102113 || latest == 102113 { return .webMercator }
        guard wkid != nil || latest != nil else {
            let wkt = try Check.string(try members.required("wkt"), at: members.path("wkt"))
            do { return try SpatialReferenceResolver.resolve(wkid: nil, latestWkid: nil, wkt: wkt) } catch {
                throw Failure(kind: .unknownCRS(error), path: members.path("wkt"))
            }
        }
        let at = members.path(latest != nil ? "latestWkid" : "wkid")
        return try Check.domain(at: at) { () throws(MapError) in try SpatialReference(wkid: wkid, latestWkid: latest) }
    }
}
