import MapCore

/// Builds the picture of a session: the land, a graticule, the graphics, the bookmarks in
/// view, the location display, and over them the scale bar, the north arrow and the caption.
public struct PictureBuilder {
    /// The session drawn.
    public let session: Session
    /// Where the map falls in the picture.
    public let frame: MapFrame
    /// The sizes of text and symbols.
    public let metrics: PictureMetrics
    /// The colours of the session's basemap.
    public let palette: MapPalette
    var placer: LabelPlacer

    /// A builder for a `width` x `height` picture of `session` (by default the view's size).
    public init(session: Session, width: Int? = nil, height: Int? = nil, metrics: PictureMetrics = .svg) {
        self.session = session
        let width = max(1, width ?? session.view.width), height = max(1, height ?? session.view.height)
        frame = MapFrame(viewpoint: session.viewpoint, view: session.view, width: width, height: height,
                         projection: MapProjection(spatialReference: session.geoModel.spatialReference))
        self.metrics = metrics
        palette = MapLook(basemap: session.geoModel.basemap).palette
        placer = LabelPlacer(metrics: metrics, width: Double(width), height: Double(height))
    }

    /// The picture of `session` at `width` x `height` (by default the view's size).
    public static func picture(of session: Session, width: Int? = nil, height: Int? = nil,
                               metrics: PictureMetrics = .svg) -> Picture {
        var builder = PictureBuilder(session: session, width: width, height: height, metrics: metrics)
        return builder.build()
    }

    /// Builds the picture.
    public mutating func build() -> Picture {
        // Furniture first, so that labels keep clear of it; drawn last, over the map.
        let furniture = [caption(), scaleBar(), northArrow()]
        let overlays = [graphics(), bookmarks(), location()]
        let labels = PictureLayer(id: "labels", items: overlays.flatMap(\.labels).map { .text($0) })
        let layers = [land(), coastline(), graticule()] + operationalLayers() + overlays.map(\.layer) + [labels] + furniture
            + notDrawn()
        return Picture(width: Int(frame.width), height: Int(frame.height), title: title, background: palette.sea,
                       land: palette.land, layers: layers)
    }

    /// Cuts paths to the picture and a margin.
    var clipper: Clipper { Clipper(width: frame.width, height: frame.height, margin: Self.clipMargin) }

    /// The clipper's margin, in pixels.
    static let clipMargin = 8.0

    // MARK: - Land

    /// The land, filled (even-odd, for the Caspian Sea), in every copy of the world in sight.
    func land() -> PictureLayer {
        var subpaths: [[PicturePoint]] = []
        for polygon in LandData.polygons(in: frame.projection) {
            for offset in frame.offsets(minX: polygon.minX, maxX: polygon.maxX) {
                let rings = polygon.rings.map { ring in ring.map { frame.pixel(x: $0.x + offset, y: $0.y) } }
                guard let outside = rings.first, Self.mayShow(outside, in: frame) else { continue }
                subpaths += rings.map { clipper.clip(ring: $0) }.filter { !$0.isEmpty }
            }
        }
        return PictureLayer(id: "land", items: subpaths.isEmpty ? [] : [
            .path(PicturePath(subpaths, closed: true, fill: palette.land)),
        ])
    }

    /// The coastlines: the land's outlines without the cuts along the antimeridian and the pole.
    func coastline() -> PictureLayer {
        var lines: [[PicturePoint]] = []
        for polygon in LandData.polygons(in: frame.projection) {
            for offset in frame.offsets(minX: polygon.minX, maxX: polygon.maxX) {
                for (ring, seams) in zip(polygon.rings, polygon.seams) {
                    let points = ring.map { frame.pixel(x: $0.x + offset, y: $0.y) }
                    guard Self.mayShow(points, in: frame) else { continue }
                    lines += Self.runs(of: points, seams: seams).flatMap { clipper.clip(line: $0) }
                }
            }
        }
                return PictureLayer(id: "coastline", items: lines.isEmpty ? [] : [
            .path(PicturePath(lines, closed: false, stroke: palette.coast, width: metrics.coastWidth)),
        ])
    }

    /// A closed ring's edges as open lines, split where an edge is a seam.
    static func runs(of ring: [PicturePoint], seams: [Bool]) -> [[PicturePoint]] {
        guard let start = seams.firstIndex(of: true) else { return [ring + [ring[0]]] }
        var runs: [[PicturePoint]] = []
        var current: [PicturePoint] = []
        for step in 1...ring.count {
            let index = (start + step) % ring.count  // the edge from index to index + 1
            if current.isEmpty { current = [ring[index]] }
            if seams[index] {
                if current.count > 1 { runs.append(current) }
                current = []
            } else {
                current.append(ring[(index + 1) % ring.count])
            }
        }
        if current.count > 1 { runs.append(current) }
        return runs
    }

    /// Whether points may show in the frame: false only when all lie beyond one edge.
    static func mayShow(_ points: [PicturePoint], in frame: MapFrame) -> Bool {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for point in points {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        return maxX >= 0 && minX <= frame.width && maxY >= 0 && minY <= frame.height
    }

    // MARK: - Graticule

    /// Meridians and parallels at a round step that gives a few lines across the view.
    func graticule() -> PictureLayer {
        let half = frame.halfEnvelope
        let span = max(half.x, half.y) * 2 / MapFrame.worldWidth * 360
        let step = Self.graticuleSteps.last { span / $0 <= 8 } ?? Self.graticuleSteps[0]
        let west = (frame.center.x - half.x) / MapFrame.worldWidth * 360
        let east = (frame.center.x + half.x) / MapFrame.worldWidth * 360
        let projection = frame.projection
        let south = max(-projection.maxLatitude, projection.latitude(atY: frame.center.y - half.y))
        let north = min(projection.maxLatitude, projection.latitude(atY: frame.center.y + half.y))
        let xWest = frame.center.x - half.x, xEast = frame.center.x + half.x
        let ySouth = projection.project(latitude: south, longitude: 0).y
        let yNorth = projection.project(latitude: north, longitude: 0).y
        var lines: [[PicturePoint]] = []
        var meridian = (west / step).rounded(.up) * step
        while meridian <= east && lines.count < 200 {
            let x = meridian / 360 * MapFrame.worldWidth
            lines.append([frame.pixel(x: x, y: ySouth), frame.pixel(x: x, y: yNorth)])
            meridian += step
        }
        var parallel = (south / step).rounded(.up) * step
        while parallel <= north && lines.count < 400 {
            let y = projection.project(latitude: parallel, longitude: 0).y
            lines.append([frame.pixel(x: xWest, y: y), frame.pixel(x: xEast, y: y)])
            parallel += step
        }
        lines = lines.flatMap { clipper.clip(line: $0) }
                return PictureLayer(id: "graticule", items: lines.isEmpty ? [] : [
            .path(PicturePath(lines, closed: false, stroke: palette.grid, width: metrics.gridWidth, dash: .dot)),
        ])
    }

    /// The graticule's steps in degrees, largest first.
    static let graticuleSteps: [Double] = [30, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001,
                                           0.0005, 0.0002, 0.0001]
}
