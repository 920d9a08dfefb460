import MapCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A raster opened through GDAL's raster API: a GeoTIFF or COG (any CRS, north-up or rotated,
/// 1 to 4 bands, 8- or 16-bit or float, palette, nodata and alpha), an MBTiles or GeoPackage
/// tile set, an Esri compact cache or tile package (GDAL's ESRIC driver), a VRT, a folder of
/// `{z}/{x}/{y}.png` tiles, or a tile service (GDAL's WMS driver for a `{z}/{x}/{y}` template,
/// its WMTS and WMS drivers for OGC services) with GDAL's disk cache.
///
/// A picture reads only the part it shows at the resolution it shows it (`pixels(in:)`): GDAL's
/// warper (`GDALWarp`, as `gdalwarp -te ... -ts ... -ovr AUTO` does) picks the overview or tile
/// level nearest the view's resolution and reads that window, reprojected into the view's plane,
/// so memory follows the view, never the file. One dataset is for one thread at a time.
public final class RasterDataset: @unchecked Sendable {
    /// Where it comes from.
    public let source: RasterSource
    /// Its size, bands, data type and spatial reference.
    public let description: RasterDescription
    let library: GDALLibrary
    let handle: GDALLibrary.Handle
    /// How each band's values become colours.
    let bands: [BandStyle]
    /// The entries of the first band's colour table (red, green, blue, alpha), or nil.
    let palette: [[UInt8]]?
    /// GDAL's warnings while reading views, until `takeProblems()`.
    var problems: [String] = []
    /// The corrupt MBTiles tile found by the first search for one (`corruptMBTile(in:)`), which
    /// is made once: the warning about it is given once a source.
    var corruptTile: String??
    /// Offline, a tile template's folder in GDAL's disk cache (`offlineCache(of:online:cacheFolder:)`),
    /// looked at before each read so that a view with nothing cached costs no GDAL read; nil otherwise.
    var offlineCache: String?

    /// How one band's values map to 0...255: Byte values as they are, others stretched linearly
    /// between the band's minimum and maximum (GDAL's statistics).
    struct BandStyle {
        /// GDAL's colour interpretation (`GCI_*`).
        var interpretation: Int32
        /// The range stretched to 0...255, or nil for 8-bit values.
        var stretch: (low: Double, high: Double)?
    }

    /// `GCI_PaletteIndex`, `GCI_AlphaBand` (gdal.h).
    static let paletteIndex: Int32 = 2, alphaBand: Int32 = 6
    /// `GDT_Byte`, `GDT_Float64` (gdal.h).
    static let byteType: Int32 = 1, float64Type: Int32 = 7

    /// Opens `source`. `online` lets a tile service fetch tiles (without it, GDAL's WMS driver
    /// reads its disk cache only: `OfflineMode`); `cacheFolder` is where GDAL keeps service tiles.
    /// Throws `missing` without GDAL, `notRaster` when GDAL reads no raster from it,
    /// `rasterWithoutSpatialReference` for a raster GDAL cannot place, `failed` otherwise.
    public static func open(_ source: RasterSource, online: Bool, cacheFolder: String?) throws(GDALError) -> RasterDataset {
        let library = try GDALLibrary.shared()
        // GDAL's block cache is 5% of the machine's memory by default; pictures need far less, and
        // memory should follow the view, not the file. GDAL_CACHEMAX set by the user wins.
        if getenv("GDAL_CACHEMAX") == nil { library.CPLSetConfigOption("GDAL_CACHEMAX", "128") }
        library.CPLErrorReset()
        var name = try datasetName(of: source, online: online, cacheFolder: cacheFolder)
        if let member = source.member, source.kind == .file {
            name = try subdataset(named: member, in: name, library: library) ?? name
        }
        guard let handle = library.GDALOpenEx(name, GDALLibrary.openRasterReadOnly, nil, nil, nil) else {
            let message = library.lastError
            if source.kind == .file && EsriTileCache.isTilePackage(source.path) {
                throw .unreadableTilePackage(path: source.location,
                                             reason: EsriTileCache.unreadable(source.location, gdalVersion: library.version))
            }
            if source.kind == .file && (message.contains("not recognized") || message.isEmpty) {
                throw .notRaster(path: source.location, message: source.path.lowercased().hasSuffix(".mbtiles")
                                 ? [message, Self.mbtilesHint].filter { !$0.isEmpty }.joined(separator: "; ") : message)
            }
            throw .failed("GDAL cannot open '\(source.location)'" + (message.isEmpty ? "" : ": \(message)"))
        }
        guard library.GDALGetRasterCount(handle) > 0 else {
            let members = Self.subdatasets(of: handle, library: library)
            library.GDALClose(handle)
            guard !members.isEmpty else { throw .notRaster(path: source.location, message: "") }
            throw .failed("'\(source.location)' holds several rasters: \(members.joined(separator: ", ")); pick one with layer \"NAME\"")
        }
        let dataset = try RasterDataset(source: source, handle: handle, library: library)
        dataset.offlineCache = offlineCache(of: source, online: online, cacheFolder: cacheFolder, library: library)
        return dataset
    }

    /// The smallest and largest value of `band` (NaN when GDAL gives none): the statistics the
    /// file keeps, else computed (approximately, from an overview where there is one) without
    /// being kept, so that drawing a raster never writes an `.aux.xml` file beside it.
    static func range(of band: GDALLibrary.Handle?, library: GDALLibrary) -> (low: Double, high: Double) {
        var low = Double.nan, high = Double.nan, mean = 0.0, deviation = 0.0
        library.CPLErrorReset()
        if library.GDALGetRasterStatistics(band, 1, 0, &low, &high, &mean, &deviation) == 0 { return (low, high) }
        var range = [Double.nan, Double.nan]
        library.CPLErrorReset()
        _ = library.GDALComputeRasterMinMax(band, 1, &range)
        return library.hasFailed ? (.nan, .nan) : (range[0], range[1])
    }

    /// Why GDAL may refuse an MBTiles file: its reader needs the `metadata` table, which some
    /// writers leave out (MapProxy's caches have only `tiles`).
    static let mbtilesHint = "GDAL reads an MBTiles file only with a metadata table naming its format; if it has none, "
        + "add one: sqlite3 FILE \"CREATE TABLE metadata (name text, value text); INSERT INTO metadata VALUES ('name', 'tiles'), "
        + "('format', 'png')\""

    private init(source: RasterSource, handle: GDALLibrary.Handle, library: GDALLibrary) throws(GDALError) {
        self.source = source
        self.handle = handle
        self.library = library
        let wkt = library.GDALGetProjectionRef(handle).map { String(cString: $0) } ?? ""
        guard !wkt.isEmpty else {
            library.GDALClose(handle)
            throw .rasterWithoutSpatialReference(path: source.location)
        }
        let count = Int(library.GDALGetRasterCount(handle))
        let first = library.GDALGetRasterBand(handle, 1)
        let type = library.GDALGetRasterDataType(first)
        var styles: [BandStyle] = []
        for index in 1...count {
            let band = library.GDALGetRasterBand(handle, Int32(index))
            let interpretation = library.GDALGetRasterColorInterpretation(band)
            var stretch: (Double, Double)?
            if library.GDALGetRasterDataType(band) != Self.byteType && interpretation != Self.paletteIndex
                && interpretation != Self.alphaBand {
                let (low, high) = Self.range(of: band, library: library)
                stretch = low.isFinite && high.isFinite ? (low, high > low ? high : low + 1) : (0, 255)
            }
            styles.append(BandStyle(interpretation: interpretation, stretch: stretch))
        }
        bands = styles
        if styles.first?.interpretation == Self.paletteIndex, let table = library.GDALGetRasterColorTable(first) {
            palette = (0..<Int(library.GDALGetColorEntryCount(table))).map { index in
                guard let entry = library.GDALGetColorEntry(table, Int32(index)) else { return [0, 0, 0, 0] }
                return (0..<4).map { UInt8(clamping: Int(entry[$0])) }
            }
        } else {
            palette = nil
        }
        let driver = library.GDALGetDatasetDriver(handle).flatMap(library.GDALGetDriverShortName).map { String(cString: $0) } ?? "?"
        // The WKT is read once, for the name and for the box.
        guard let reference = library.OSRNewSpatialReference(wkt) else {
            library.GDALClose(handle)
            throw .rasterWithoutSpatialReference(path: source.location)
        }
        defer { library.OSRRelease(reference) }
        let crsName = Self.name(of: reference, library: library)
        let bounds: FeatureBounds?
        do {
            bounds = try Self.bounds(of: handle, reference: reference, wkt: wkt, name: crsName, library: library)
        } catch {
            library.GDALClose(handle)
            throw .rasterWithoutSpatialReference(path: source.location, reason: error)
        }
        description = RasterDescription(
            width: Int(library.GDALGetRasterXSize(handle)), height: Int(library.GDALGetRasterYSize(handle)), bands: count,
            dataType: library.GDALGetDataTypeName(type).map { String(cString: $0) } ?? "?",
            spatialReference: crsName, driver: driver, bounds: bounds)
    }

    deinit { library.GDALClose(handle) }

    // MARK: - Opening

    /// The name GDAL opens for `source`: a file's path (a GeoPackage's tile table as
    /// `GPKG:path:table`, the `conf.xml` of a compact cache folder or in a tile package), a
    /// GDAL WMS description for a tile template or a folder of tiles, or a WMTS or WMS
    /// service's description (see `OGCService`).
    static func datasetName(of source: RasterSource, online: Bool, cacheFolder: String?) throws(GDALError) -> String {
        switch source.kind {
        case .file:
            if let folder = TileFolder(path: source.path) {
                return TileService.description(template: "file://" + folder.absolutePath + "/${z}/${x}/${y}." + folder.suffix,
                                               levels: folder.maxLevel, online: true, cacheFolder: nil)
            }
            if let conf = EsriTileCache.configuration(inFolder: source.path) { return conf }
            if let conf = EsriTileCache.configuration(inPackage: source.path, library: try GDALLibrary.shared()) { return conf }
            return source.path
        case .tiles:
            return TileService.description(template: TileService.gdalTemplate(source.location, subDomains: source.subDomains),
                                           levels: TileService.defaultLevels, online: online, cacheFolder: cacheFolder)
        case .wmts, .wms:
            return try OGCService.datasetName(of: source, online: online, cacheFolder: cacheFolder, library: try GDALLibrary.shared())
        }
    }

    /// The raster members of a dataset that has several (GDAL's `SUBDATASETS` metadata), by name.
    static func subdatasets(of handle: GDALLibrary.Handle, library: GDALLibrary) -> [String] {
        subdatasetNames(of: handle, library: library).map { String($0.split(separator: ":").last ?? Substring($0)) }
    }

    /// The full GDAL names of a dataset's raster members (`GPKG:path:table`).
    static func subdatasetNames(of handle: GDALLibrary.Handle, library: GDALLibrary) -> [String] {
        guard var item = library.GDALGetMetadata(handle, "SUBDATASETS") else { return [] }
        var names: [String] = []
        while let text = item.pointee {
            let line = String(cString: text)
            if line.contains("_NAME="), let value = line.split(separator: "=", maxSplits: 1).last { names.append(String(value)) }
            item += 1
        }
        return names
    }

    /// The GDAL name of the raster member `member` of the dataset `name`; nil when the dataset
    /// is a single raster; throws `noSuchLayer` when it has members and none is called so.
    static func subdataset(named member: String, in name: String, library: GDALLibrary) throws(GDALError) -> String? {
        guard let handle = library.GDALOpenEx(name, GDALLibrary.openRasterReadOnly, nil, nil, nil) else { return nil }
        defer { library.GDALClose(handle) }
        let names = subdatasetNames(of: handle, library: library)
        guard !names.isEmpty else { return nil }
        if let found = names.first(where: { $0.hasSuffix(":" + member) }) { return found }
        throw .noSuchLayer(path: name, name: member, layers: subdatasets(of: handle, library: library))
    }

    /// A spatial reference's name and authority code: `WGS 84 / UTM zone 12N (EPSG:32612)`.
    static func name(of reference: GDALLibrary.Handle, library: GDALLibrary) -> String {
        let name = library.OSRGetName(reference).map { String(cString: $0) } ?? "unknown"
        guard let authority = library.OSRGetAuthorityName(reference, nil).map({ String(cString: $0) }),
              let code = library.OSRGetAuthorityCode(reference, nil).map({ String(cString: $0) }) else { return name }
        return "\(name) (\(authority):\(code))"
    }
}

/// Runs `body` with `strings` as a C list of strings ending in NULL (GDAL's `char **`).
func withCStringList<R>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> R) -> R {
    var list: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    list.append(nil)
    defer { for item in list { free(item) } }
    return list.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
}

/// What GDAL finds in a file before it is read: how many vector layers, and whether it has
/// raster data (bands, or raster members such as a GeoPackage's tile tables).
public struct GDALContents: Sendable {
    /// The names of its vector layers.
    public var vectorNames: [String]
    /// The names of its rasters when it holds several (a GeoPackage's tile tables); empty for a
    /// single raster.
    public var rasterNames: [String]
    /// Whether it has raster data.
    public var hasRaster: Bool
    /// The short name of the GDAL driver that opened it (`GPKG`, `ESRI Shapefile`, `OpenFileGDB`).
    public var driver: String = ""
    /// Whether a vector layer has a geometry column: false when every one is a table (a
    /// GeoPackage's attribute table, a netCDF file's global attributes), or there is none.
    public var hasGeometry = false
    /// `wkbNone` (ogr_core.h): a layer without geometry.
    private static let wkbNone: UInt32 = 100

    /// The contents of the file at `path`, or nil when GDAL cannot open it (the vector reader then
    /// says why). Throws `missing` without GDAL.
    public static func of(path: String) throws(GDALError) -> GDALContents? {
        let library = try GDALLibrary.shared()
        library.CPLErrorReset()
        let name = EsriTileCache.configuration(inFolder: path) ?? path
        guard let handle = library.open(library.readablePath(name, flags: 0x02 | 0x04), flags: 0x02 | 0x04) else { return nil }
        defer { library.GDALClose(handle) }
        let layers = (0..<max(0, library.GDALDatasetGetLayerCount(handle))).map { library.GDALDatasetGetLayer(handle, $0) }
        let names = layers.map { layer in layer.flatMap(library.OGR_L_GetName).map { String(cString: $0) } ?? "" }
        let members = RasterDataset.subdatasets(of: handle, library: library)
        let driver = library.GDALGetDatasetDriver(handle).flatMap(library.GDALGetDriverShortName).map { String(cString: $0) }
        var contents = GDALContents(vectorNames: names, rasterNames: members,
                                    hasRaster: library.GDALGetRasterCount(handle) > 0 || !members.isEmpty, driver: driver ?? "")
        contents.hasGeometry = layers.contains { $0.map(library.OGR_L_GetGeomType) != Self.wkbNone }
        return contents
    }

    /// Whether `path` is a folder of `{z}/{x}/{y}` tiles.
    public static func isTileFolder(_ path: String) -> Bool { TileFolder(path: path) != nil }

    /// Whether `path` names an Esri tile package (`.tpk`, `.tpkx`): a raster whether or not the
    /// installed GDAL reads it (when it does not, opening it says why).
    public static func isTilePackage(_ path: String) -> Bool { EsriTileCache.isTilePackage(path) }
}
