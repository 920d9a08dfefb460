import MapCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Naming a GeoPackage tile that GDAL cannot decode: GDAL's GPKG reader says only "Cannot parse
/// tile data" (after its image reader's message), as its MBTiles reader does. The tile matrix
/// (`gpkg_tile_matrix_set`, `gpkg_tile_matrix`) says where each level's tiles lie, in any CRS.
extension RasterDataset {
    /// One level of a GeoPackage tile table: its zoom, its tiles' size in pixels and in the
    /// table's CRS units.
    struct GeoPackageLevel {
        var zoom: Int
        var tileWidth: Int, tileHeight: Int
        var spanX: Double, spanY: Double
    }

    /// The tile table's name, its tile matrix set's top-left corner and its levels (finest
    /// first), read with SQL; nil when the file has no tile matrix for the table.
    func geoPackageMatrix() -> (table: String, minX: Double, maxY: Double, levels: [GeoPackageLevel])? {
        guard let file = library.GDALOpenEx(source.path, GDALLibrary.openRasterReadOnly | 0x04, nil, nil, nil) else { return nil }
        defer { library.GDALClose(file) }
        var query = "SELECT s.table_name, s.min_x, s.max_y, m.zoom_level, m.tile_width, m.tile_height, m.pixel_x_size, m.pixel_y_size "
            + "FROM gpkg_tile_matrix_set s JOIN gpkg_tile_matrix m ON m.table_name = s.table_name"
        if let member = source.member { query += " WHERE s.table_name = '" + member.replacing("'", with: "''") + "'" }
        query += " ORDER BY s.table_name, m.zoom_level DESC"
        guard let result = library.GDALDatasetExecuteSQL(file, query, nil, nil) else { return nil }
        defer { library.GDALDatasetReleaseResultSet(file, result) }
        var table: String?, minX = 0.0, maxY = 0.0, levels: [GeoPackageLevel] = []
        while let row = library.OGR_L_GetNextFeature(result) {
            defer { library.OGR_F_Destroy(row) }
            let name = library.OGR_F_GetFieldAsString(row, 0).map { String(cString: $0) } ?? ""
            if table == nil {
                table = name
                minX = library.OGR_F_GetFieldAsDouble(row, 1)
                maxY = library.OGR_F_GetFieldAsDouble(row, 2)
            }
            guard name == table else { break }
            let width = Int(library.OGR_F_GetFieldAsInteger64(row, 4)), height = Int(library.OGR_F_GetFieldAsInteger64(row, 5))
            guard width > 0, height > 0 else { continue }
            levels.append(GeoPackageLevel(zoom: Int(library.OGR_F_GetFieldAsInteger64(row, 3)), tileWidth: width, tileHeight: height,
                                          spanX: Double(width) * library.OGR_F_GetFieldAsDouble(row, 6),
                                          spanY: Double(height) * library.OGR_F_GetFieldAsDouble(row, 7)))
        }
        guard let table else { return nil }
        return (table, minX, maxY, levels)
    }

    /// The first tile of the GeoPackage's tile table that GDAL cannot decode, as
    /// `zoom/column/row` (the table's `tile_row`, counted from the top), among those under `box`
    /// (in the table's CRS; nil: any of the level's), finest level first, at most `largestProbe`
    /// tiles: each level is opened on its own (`ZOOM_LEVEL`, `USE_TILE_EXTENT=YES`, so that its
    /// blocks are its tiles) and its tiles read until one fails.
    func corruptGeoPackageTile(in box: Box?) -> String? {
        guard let matrix = geoPackageMatrix() else { return nil }
        var probed = 0
        for level in matrix.levels where level.spanX > 0 && level.spanY > 0 {
            let options = ["ZOOM_LEVEL=\(level.zoom)", "USE_TILE_EXTENT=YES"]
            let name = "GPKG:" + source.path + ":" + matrix.table
            guard let opened = withCStringList(options, { library.GDALOpenEx(name, GDALLibrary.openRasterReadOnly, nil, $0, nil) })
            else { continue }
            defer { library.GDALClose(opened) }
            var transform = [Double](repeating: 0, count: 6)
            guard library.GDALGetGeoTransform(opened, &transform) == 0, transform[1] > 0 else { continue }
            let firstColumn = Int(((transform[0] - matrix.minX) / level.spanX).rounded())
            let firstRow = Int(((matrix.maxY - transform[3]) / level.spanY).rounded())
            let width = Int(library.GDALGetRasterXSize(opened)) / level.tileWidth
            let height = Int(library.GDALGetRasterYSize(opened)) / level.tileHeight
            guard width > 0, height > 0 else { continue }
            var columns = firstColumn...(firstColumn + width - 1), rows = firstRow...(firstRow + height - 1)
            if let box {
                let left = Int(((box.minX - matrix.minX) / level.spanX).rounded(.down))
                let right = Int(((box.maxX - matrix.minX) / level.spanX).rounded(.down))
                let top = Int(((matrix.maxY - box.maxY) / level.spanY).rounded(.down))
                let bottom = Int(((matrix.maxY - box.minY) / level.spanY).rounded(.down))
                guard left <= columns.upperBound, right >= columns.lowerBound, top <= rows.upperBound, bottom >= rows.lowerBound
                else { continue }
                columns = max(left, columns.lowerBound)...min(right, columns.upperBound)
                rows = max(top, rows.lowerBound)...min(bottom, rows.upperBound)
            }
            guard probed + columns.count * rows.count <= Self.largestProbe else { continue }
            let band = library.GDALGetRasterBand(opened, 1)
            var pixels = [UInt8](repeating: 0, count: level.tileWidth * level.tileHeight)
            for row in rows {
                for column in columns {
                    probed += 1
                    library.CPLErrorReset()
                    GDALProblems.collected = []
                    library.CPLPushErrorHandler(GDALProblems.collect)
                    let status = pixels.withUnsafeMutableBytes { buffer in
                        library.GDALRasterIO(band, 0, Int32((column - firstColumn) * level.tileWidth),
                                             Int32((row - firstRow) * level.tileHeight), Int32(level.tileWidth), Int32(level.tileHeight),
                                             buffer.baseAddress, Int32(level.tileWidth), Int32(level.tileHeight), Self.byteType, 0, 0)
                    }
                    library.CPLPopErrorHandler()
                    if status != 0 || !GDALProblems.collected.isEmpty { return "\(level.zoom)/\(column)/\(row)" }
                }
            }
        }
        return nil
    }
}
