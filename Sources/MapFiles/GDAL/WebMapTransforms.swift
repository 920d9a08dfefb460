/// The coordinate transforms of one web map import: one `CoordinateTransform` (an OSR
/// transformation) per spatial reference, made the first time a coordinate of it comes and
/// kept for the rest of the import, then released with the last reference to this object (the
/// import's projection, which `WebMapReader.gdalProjector` makes for each import).
///
/// Not `Sendable`, and needs not be: an import reads on one thread, and GDAL's transformations
/// are for one thread at a time anyway.
final class WebMapTransforms {
    /// The transforms made so far, by well-known id.
    private var transforms: [Int: CoordinateTransform] = [:]
    /// How many transforms this import has made (one per spatial reference it met).
    var made: Int { transforms.count }

    /// `points` (x, y) of the spatial reference `wkid` as WGS 84 `(longitude, latitude)`, in
    /// order, through the import's transform for `wkid` (made now if this is its first use).
    func project(_ wkid: Int, _ points: [(Double, Double)]) throws(GDALError) -> [(Double, Double)] {
        let transform: CoordinateTransform
        if let known = transforms[wkid] {
            transform = known
        } else {
            transform = try CoordinateTransform.toWGS84(wkid: wkid)
            transforms[wkid] = transform
        }
        return try transform.transform(points.map { (x: $0.0, y: $0.1) }).map { ($0.longitude, $0.latitude) }
    }
}
