// MARK: - Web maps in other spatial references, through GDAL

extension WebMapReader {
    /// Projects coordinates of any spatial reference PROJ knows (UTM, state plane in feet, NZTM
    /// 2193...) to WGS 84 through GDAL's OSR (`CoordinateTransform`), loading GDAL on the first
    /// call: what `import webmap` uses for extents and geometries in neither Web Mercator nor
    /// WGS 84. Without GDAL, or for an id PROJ does not know, it throws `GDALError`, which the
    /// reader reports with the JSON path of the coordinates.
    public static let gdalProjector: Projector = { wkid, points in
        let transform = try CoordinateTransform.toWGS84(wkid: wkid)
        return try transform.transform(points.map { (x: $0.0, y: $0.1) }).map { ($0.longitude, $0.latitude) }
    }
}
