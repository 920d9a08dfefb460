// MARK: - Web maps in other spatial references, through GDAL

extension WebMapReader {
    /// Projects coordinates of any spatial reference PROJ knows (UTM, state plane in feet, NZTM
    /// 2193...) to WGS 84 through GDAL's OSR, loading GDAL on first use: what `import webmap`
    /// uses for extents and geometries in neither Web Mercator nor WGS 84. Each import gets its
    /// own `WebMapTransforms`, which makes one `CoordinateTransform` per spatial reference and
    /// releases them when the import ends. Without GDAL, or for an id PROJ does not know, the
    /// projection throws `GDALError`, which the reader reports with the JSON path of the
    /// coordinates.
    public static let gdalProjector: Projector = {
        let transforms = WebMapTransforms()
        return { wkid, points in try transforms.project(wkid, points) }
    }
}
