import MapCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Offline, a tile service draws from GDAL's disk cache only, and a GDAL read of a view with
/// nothing cached still costs a warp of empty tiles: an `export html` of a few places with an
/// empty cache read for seconds. GDAL's WMS cache keeps a template's tiles in a folder named by
/// the MD5 of the template (`Unique`, GDAL's default), each tile in
/// `H[0]/H[1]/H` where `H` is the MD5 of the tile's URL (`Depth` 2): a few `stat`s say whether
/// anything of a view is cached before GDAL is asked to read it.
extension RasterDataset {
    /// The folder of `source`'s tiles in GDAL's cache under `cacheFolder` when it is a tile
    /// template read offline; nil otherwise (online, a file, an OGC service, or no cache).
    static func offlineCache(of source: RasterSource, online: Bool, cacheFolder: String?, library: GDALLibrary) -> String? {
        guard !online, source.kind == .tiles, let cacheFolder else { return nil }
        return cacheFolder + "/" + md5(TileService.gdalTemplate(source.location, subDomains: source.subDomains), library: library)
    }

    /// The MD5 of `text` as GDAL writes it (32 lowercase hex digits).
    static func md5(_ text: String, library: GDALLibrary) -> String {
        library.CPLMD5String(text).map { String(cString: $0) } ?? ""
    }

    /// Whether GDAL may find anything of `view` to read: always, unless the dataset is a tile
    /// template read offline (`offlineCache`) and no tile under the view's box is in the cache
    /// at any level GDAL may read it from (every level coarser than the view's, and up to two
    /// finer: GDAL reads the level nearest the view's resolution, never coarser).
    func hasCachedTiles(for view: RasterView) -> Bool {
        guard let folder = offlineCache, view.plane == .webMercator else { return true }
        guard Self.exists(folder) else { return false }
        let template = TileService.gdalTemplate(source.location, subDomains: source.subDomains)
        let worldHalf = Double.pi * 6_378_137, box = view.envelope
        let pixelsWide = (box.maxX - box.minX) / view.resolution, pixelsHigh = (box.maxY - box.minY) / view.resolution
        let limit = 16 * Int((pixelsWide / 256 + 2) * (pixelsHigh / 256 + 2))
        for zoom in 0...TileService.defaultLevels {
            let count = 1 << zoom, tileSize = 2 * worldHalf / Double(count)
            let firstColumn = Int(((box.minX + worldHalf) / tileSize).rounded(.down))
            let lastColumn = min(firstColumn + count - 1, Int(((box.maxX + worldHalf) / tileSize).rounded(.down)))
            let top = max(0, Int(((worldHalf - box.maxY) / tileSize).rounded(.down)))
            let bottom = min(count - 1, Int(((worldHalf - box.minY) / tileSize).rounded(.down)))
            guard top <= bottom else { continue }
            guard (lastColumn - firstColumn + 1) * (bottom - top + 1) <= limit else { break }
            for column in firstColumn...lastColumn {
                let x = ((column % count) + count) % count
                for row in top...bottom {
                    let url = template.replacing("${z}", with: "\(zoom)").replacing("${x}", with: "\(x)").replacing("${y}", with: "\(row)")
                    let name = Self.md5(url, library: library)
                    guard name.count == 32 else { return true }
                    if Self.exists(folder + "/" + name.prefix(1) + "/" + name.dropFirst().prefix(1) + "/" + name) { return true }
                }
            }
        }
        return false
    }

    /// Whether a file or folder is at `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }
}
