import MapCore
import MapFormats

/// A session file: the whole state of a map session as JSON (`"format": "mapscript-session"`,
/// `"version": 1`), written deterministically and read back all or nothing.
///
/// Writing then reading gives the same session, and writing it again the same bytes. The
/// layout: a pretty-printed object whose bookmarks, gallery items and tour steps are one
/// compact object per line, so that a file of a million bookmarks stays small and diffs well.
///
/// ```json
/// {
///   "format": "mapscript-session",
///   "version": 1,
///   "kind": "map",
///   "wkid": 102100,
///   "basemap": {"name":"ArcGIS Topographic","style":"topographic","wkid":102100},
///   "galleryItem": 6,
///   "initialViewpoint": null,
///   "gallery": {
///     "origin": "developer",
///     "layout": "automatic",
///     "width": null,
///     "items": [
///       {"name":"ArcGIS Imagery","style":"imagery"},
///       ...
///     ]
///   },
///   "view": {"width":800,"height":600},
///   "viewpoint": {"latitude":0,"longitude":0,"scale":591657527.591555,"rotation":0},
///   "clock": 0,
///   "bookmarks": [
///     {"name":"Grand Prismatic Spring","latitude":44.525,"longitude":-110.838,"scale":6000,"rotation":0}
///   ],
///   "tour": [
///     {"step":"goto","latitude":44.525,"longitude":-110.838,"scale":6000,"rotation":0,"duration":3},
///     {"step":"wait","duration":2}
///   ]
/// }
/// ```
///
/// Every key is required (`null` where the table allows it) except the gallery items' optional
/// keys, `gallery.portal` (required for a portal origin) and `gallery.itemWidth` (grid only).
/// Unknown keys are errors with a "did you mean". The "Session files" section of docs/files.md has the
/// table of keys.
public struct SessionFile: Hashable, Sendable {
    /// The value of `format`: `mapscript-session`.
    public static let format = "mapscript-session"
    /// The version written, and the only one read: 1.
    public static let version = 1

    /// The session.
    public var session: Session
    /// The gallery's width setting (`gallery style ... width W`), or nil for the view's width.
    public var galleryWidth: Double?
    /// The operational layers as the file keeps them (`"layers"`, optional: absent is none).
    /// Reading gives the entries and leaves `session` without layers: a feature layer's
    /// features are in its own file, which the caller reads (`LayerEntry.layer(features:)`).
    public var layers: [LayerEntry]

    /// A session file of `session`, with the gallery's width setting; its layers' sources are
    /// written relative to `folder` (the session file's) where they lie inside it.
    public init(session: Session, galleryWidth: Double? = nil, folder: String = "") {
        self.session = session
        self.galleryWidth = galleryWidth
        layers = session.layers.layers.map { layer in
            LayerEntry(layer, source: layer.kind == .feature || layer.kind == .raster ? SessionFile.relativePath(layer.source, from: folder) : nil)
        }
        self.session.replaceLayers(with: [])
        // A raster basemap's file, relative to the session file's folder as the layers' are.
        if var basemap = session.geoModel.basemap, var raster = basemap.raster, raster.kind == .file {
            raster.location = SessionFile.relativePath(raster.location, from: folder)
            raster.path = raster.location
            basemap.raster = raster
            try? self.session.useBasemap(basemap)
        }
    }

    // MARK: - Writing

    /// The file's text, UTF-8. Throws only for a non-finite gallery width (nothing else in a
    /// session can be one).
    public func bytes() throws(JSONWriterError) -> [UInt8] {
        var writer = Writer()
        try writer.write(self)
        return writer.output
    }

    /// Writes the file to `path` atomically (a temporary file in the same folder, flushed,
    /// renamed into place); on error the old file is left as it was.
    public func save(to path: String) throws(MapFileWriteError) {
        let text: [UInt8]
        do { text = try bytes() } catch { throw .encoding(error) }
        do { try AtomicFile.write(text, to: path) } catch { throw .file(error) }
    }

    // MARK: - Reading

    /// The session file in `bytes`, checked whole: any fault is one error with the line,
    /// column and JSON path of the culprit, and nothing is returned.
    public static func read(_ bytes: [UInt8]) throws(MapFileError) -> SessionFile {
        // One pass that builds the session as it reads; anything unusual is left to the
        // general reader below, which builds a JSON value first and reports errors.
        if let file = FastReader.session(bytes) { return file }
        let value: JSONValue
        do { value = try JSONParser().parse(bytes) } catch { throw MapFileError(error) }
        do {
            return try Reader.session(value)
        } catch {
            throw JSONChecker.locate(error, in: bytes)
        }
    }

    /// The session file at `path` (see `read(_:)`).
    public static func load(from path: String) throws(MapFileReadError) -> SessionFile {
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path) } catch { throw .file(error) }
        do { return try read(bytes) } catch { throw .format(error) }
    }
}

extension SessionFile {
    /// The one number a basemap's or gallery item's `wkid` holds: Web Mercator's 102100 (as
    /// written since the first version), else the id that names the spatial reference (3346
    /// for one written 2600 with latest 3346), so that it reads back equal to the map's.
    static func number(of reference: SpatialReference) -> Int? {
        reference.kind == .other ? reference.code : reference.wkid
    }
}
