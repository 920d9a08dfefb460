import MapCore

extension RasterDataset {
    /// Points taken along each edge of a raster for its box: enough that a projected raster's
    /// curved edges bulge no further than a few thousandths of its size between them.
    static let edgeSamples = 32

    /// The box the raster `handle` covers, in WGS 84 degrees: points round the edge of its pixel
    /// grid through its geotransform (rotated or not) and PROJ. Nil when it has no geotransform or
    /// PROJ places none of the points. Throws why it cannot be placed when its spatial reference
    /// (`reference`, read from `wkt`, called `name`) has no transformation to WGS 84 (a local, engineering one, or one PROJ cannot transform), or when
    /// a corner lies outside a geographic one (metres written as degrees).
    static func bounds(of handle: GDALLibrary.Handle, reference: GDALLibrary.Handle, wkt: String, name: String,
                       library: GDALLibrary) throws(UnplacedRaster) -> FeatureBounds? {
        var geo = [Double](repeating: 0, count: 6)
        guard library.GDALGetGeoTransform(handle, &geo) == 0 else { return nil }
        let width = Double(library.GDALGetRasterXSize(handle)), height = Double(library.GDALGetRasterYSize(handle))
        // Clockwise from the top left corner: top, right, bottom, left edge.
        let corners = [(0.0, 0.0), (width, 0.0), (width, height), (0.0, height), (0.0, 0.0)]
        var ring: [(x: Double, y: Double)] = []
        ring.reserveCapacity(4 * edgeSamples)
        for side in 0..<4 {
            let (from, to) = (corners[side], corners[side + 1])
            for step in 0..<edgeSamples {
                let along = Double(step) / Double(edgeSamples)
                let column = from.0 + (to.0 - from.0) * along, row = from.1 + (to.1 - from.1) * along
                ring.append((x: geo[0] + column * geo[1] + row * geo[2], y: geo[3] + column * geo[4] + row * geo[5]))
            }
        }
        let transform: CoordinateTransform?
        do {
            transform = try CoordinateTransform.make(from: reference, library: library)
        } catch {
            let local = wkt.hasPrefix("ENGCRS") || wkt.hasPrefix("ENGINEERING") || wkt.hasPrefix("LOCAL_CS")
            throw local ? .localCoordinates(name) : .noTransformation(name: name, message: error.description)
        }
        if library.OSRIsGeographic(reference) != 0, let outside = ring.first(where: { abs($0.y) > 90 + 1e-6 || abs($0.x) > 540 }) {
            throw .outsideSpatialReference(name: name, x: outside.x, y: outside.y)
        }
        return box(ofRing: (transform?.transformEach(ring) ?? ring.map(Optional.some)).compactMap { $0 })
    }

    /// The box of a ring of longitudes and latitudes, followed point to point so that a ring
    /// across the antimeridian has one box (east past 180), not one round the world; a ring
    /// that winds round a pole holds every longitude and that pole.
    static func box(ofRing ring: [(x: Double, y: Double)]) -> FeatureBounds? {
        guard var previous = ring.first else { return nil }
        var box = FeatureBounds(west: previous.x, south: previous.y, east: previous.x, north: previous.y)
        for point in ring.dropFirst() + [ring[0]] {
            let longitude = point.x + 360 * ((previous.x - point.x) / 360).rounded()
            box.include(FeatureBounds(west: longitude, south: point.y, east: longitude, north: point.y))
            previous = (longitude, point.y)
        }
        // Back at the start, a ring round a pole is a turn away from where it began.
        if abs(previous.x - ring[0].x) > 180 {
            box.west = -180
            box.east = 180
            if box.north > 0 { box.north = 90 } else { box.south = -90 }
        }
        return box
    }
}
