import MapCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Naming the tile behind a problem: GDAL's MBTiles reader says only "Cannot parse tile data",
/// its WMS reader (tile folders and services) names the tile's URL. A warning names the tile:
/// zoom/column/row for an MBTiles file (its own row, counted from the bottom) and for a
/// GeoPackage's tile table (its `tile_row`, counted from the top), the file's path
/// for a tile folder, the URL for a service.
extension RasterDataset {
    /// A north-up box in the view's plane.
    typealias Box = (minX: Double, minY: Double, maxX: Double, maxY: Double)

    /// The tiles looked at, at most, when an MBTiles file says a tile is corrupt.
    static let largestProbe = 256

    /// GDAL's `messages` of one read of `box` (Web Mercator metres when `inWebMercator`) as one
    /// warning naming the tile they are about, when it can be told; the first message otherwise.
    func namedProblem(_ messages: [String], box: Box, inWebMercator: Bool) -> String? {
        guard let first = messages.first else { return nil }
        if let url = messages.lazy.compactMap(Self.tileURL).first {
            // GDAL's other messages about it name its in-memory copy, a different name each run.
            let reason = messages.first { !$0.contains("/vsimem/") && Self.tileURL(in: $0) == nil } ?? "GDAL cannot decode it"
            return "tile \(displayed(url)) cannot be read (\(reason))"
        }
        if description.driver == "MBTiles", inWebMercator {
            if corruptTile == nil { corruptTile = .some(corruptMBTile(in: box)) }
            if let tile = corruptTile ?? nil { return "tile \(tile) (zoom/column/row) cannot be read (\(first))" }
        }
        if description.driver == "GPKG" {
            // The box is in the tiles' plane only for a GeoPackage in Web Mercator.
            let inTilesPlane = inWebMercator && description.spatialReference.contains("EPSG:3857")
            if corruptTile == nil { corruptTile = .some(corruptGeoPackageTile(in: inTilesPlane ? box : nil)) }
            if let tile = corruptTile ?? nil { return "tile \(tile) (zoom/column/row) cannot be read (\(first))" }
        }
        return first
    }

    /// The URL in GDAL's WMS message `ReadBlockFromFile (URL) failed.`, or nil.
    static func tileURL(in message: String) -> String? {
        guard let start = message.firstRange(of: "ReadBlockFromFile (")?.upperBound,
              let end = message[start...].firstIndex(of: ")") else { return nil }
        return String(message[start..<end])
    }

    /// `url` as the user knows it: a tile folder's file as a path under the folder the script
    /// named, any other URL as it is.
    func displayed(_ url: String) -> String {
        guard url.hasPrefix("file://"), source.kind == .file, let folder = TileFolder(path: source.path) else { return url }
        let path = String(url.dropFirst("file://".count))
        guard path.hasPrefix(folder.absolutePath + "/") else { return path }
        return source.location + path.dropFirst(folder.absolutePath.count)
    }

    /// The first tile of the MBTiles file that GDAL cannot decode among those under `box`, as
    /// `zoom/column/row`, looking at the zoom levels nearest the box's first: each level is
    /// opened on its own (`ZOOM_LEVEL`, `USE_BOUNDS=NO`, so that its blocks are its tiles) and
    /// its blocks under the box read until one fails.
    func corruptMBTile(in box: Box) -> String? {
        let worldHalf = Double.pi * 6_378_137
        var probed = 0
        for zoom in (0...22).reversed() {
            let tileSize = 2 * worldHalf / Double(1 << zoom)
            let columns = Int(((box.minX + worldHalf) / tileSize).rounded(.down))...Int(((box.maxX + worldHalf) / tileSize).rounded(.down))
            let rows = Int(((worldHalf - box.maxY) / tileSize).rounded(.down))...Int(((worldHalf - box.minY) / tileSize).rounded(.down))
            guard probed + columns.count * rows.count <= Self.largestProbe else { continue }
            let options = ["ZOOM_LEVEL=\(zoom)", "USE_BOUNDS=NO"]
            let level = withCStringList(options) { library.GDALOpenEx(source.path, GDALLibrary.openRasterReadOnly, nil, $0, nil) }
            guard let level else { continue }
            defer { library.GDALClose(level) }
            var transform = [Double](repeating: 0, count: 6)
            guard library.GDALGetGeoTransform(level, &transform) == 0, transform[1] > 0 else { continue }
            let firstColumn = Int(((transform[0] + worldHalf) / tileSize).rounded())
            let firstRow = Int(((worldHalf - transform[3]) / tileSize).rounded())
            let width = Int(library.GDALGetRasterXSize(level)) / 256, height = Int(library.GDALGetRasterYSize(level)) / 256
            let band = library.GDALGetRasterBand(level, 1)
            var pixels = [UInt8](repeating: 0, count: 256 * 256)
            for row in rows where row - firstRow >= 0 && row - firstRow < height {
                for column in columns where column - firstColumn >= 0 && column - firstColumn < width {
                    probed += 1
                    library.CPLErrorReset()
                    GDALProblems.collected = []
                    library.CPLPushErrorHandler(GDALProblems.collect)
                    let status = pixels.withUnsafeMutableBytes { buffer in
                        library.GDALRasterIO(band, 0, Int32((column - firstColumn) * 256), Int32((row - firstRow) * 256), 256, 256,
                                             buffer.baseAddress, 256, 256, Self.byteType, 0, 0)
                    }
                    library.CPLPopErrorHandler()
                    if status != 0 || !GDALProblems.collected.isEmpty {
                        // MBTiles counts rows from the bottom (TMS).
                        return "\(zoom)/\(column)/\((1 << zoom) - 1 - row)"
                    }
                }
            }
        }
        return nil
    }
}
