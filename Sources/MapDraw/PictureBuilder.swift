import MapCore

/// Builds the picture of a session: the land, a graticule, the graphics, the bookmarks in
/// view, the location display, and over them the scale bar, the north arrow, the caption and
/// the legend of the layers drawn.
public struct PictureBuilder {
    /// The session drawn.
    public let session: Session
    /// Where the map falls in the picture.
    public let frame: MapFrame
    /// The sizes of text and symbols.
    public let metrics: PictureMetrics
    /// The colours of the session's basemap.
    public let palette: MapPalette
    /// Reads the rasters (a raster basemap, raster layers); nil draws none of them.
    public var rasters: (any RasterPainter)?
    /// Whether an SVG picture has a legend of the layers it draws (`legend()`); true unless
    /// `export svg ... legend off` says.
    public var showsLegend = true
    var placer: LabelPlacer

    /// A builder for a `width` x `height` picture of `session` (by default the view's size),
    /// its rasters read by `rasters`, in `projection` (by default the map's own).
    public init(session: Session, width: Int? = nil, height: Int? = nil, metrics: PictureMetrics = .svg,
                rasters: (any RasterPainter)? = nil, projection: MapProjection? = nil) {
        self.session = session
        self.rasters = rasters
        let width = max(1, width ?? session.view.width), height = max(1, height ?? session.view.height)
        frame = MapFrame(viewpoint: session.viewpoint, view: session.view, width: width, height: height,
                         projection: projection ?? MapProjection(spatialReference: session.geoModel.spatialReference))
        self.metrics = metrics
        palette = MapLook(basemap: session.geoModel.basemap).palette
        placer = LabelPlacer(metrics: metrics, width: Double(width), height: Double(height))
    }

    /// A builder for a picture of `session` in `frame` (the ground a tilted scene camera sees).
    init(session: Session, frame: MapFrame, metrics: PictureMetrics) {
        self.session = session
        rasters = nil
        self.frame = frame
        self.metrics = metrics
        palette = MapLook(basemap: session.geoModel.basemap).palette
        placer = LabelPlacer(metrics: metrics, width: frame.width, height: frame.height)
    }

    /// The picture of `session` at `width` x `height` (by default the view's size), its rasters
    /// read by `rasters` (none drawn without), with a legend unless `legend` is false.
    public static func picture(of session: Session, width: Int? = nil, height: Int? = nil,
                               metrics: PictureMetrics = .svg, rasters: (any RasterPainter)? = nil, legend: Bool = true) -> Picture {
        var builder = PictureBuilder(session: session, width: width, height: height, metrics: metrics, rasters: rasters)
        builder.showsLegend = legend
        return builder.build()
    }

    /// Builds the picture: a scene whose camera is tilted in perspective (`Perspective`),
    /// anything else from straight above.
    public mutating func build() -> Picture {
        if let perspective = Perspective(camera: session.camera, frame: frame) { return perspectivePicture(perspective) }
        // Furniture first, so that labels keep clear of it; drawn last, over the map.
        let furniture = [caption(), scaleBar(), northArrow()] + attribution() + legend()
        return Picture(width: Int(frame.width), height: Int(frame.height), title: title, background: palette.sea,
                       land: palette.land, layers: mapLayers() + furniture + notDrawn())
    }

    /// The map's layers, bottom first: the basemap, the operational layers, the session's
    /// graphics, bookmarks and location, and the labels. The session's labels are placed
    /// before the basemap's (towns, water, grid). A basemap that draws a raster (a file, a
    /// tile service) shows its pixels instead of the built-in land, water and borders; where its
    /// pixels cannot be had, the built-in geography is drawn instead.
    mutating func mapLayers() -> [PictureLayer] {
        let graphics = graphics(), bookmarks = bookmarks(), location = location()
        let geography = geographyInView()
        let places = geographyLabels(geography)
        let grid = graticuleLines()
        let gridLabels = PictureLayer(id: "graticule-labels", items: graticuleLabels(grid).map { .text($0) })
        let labels = PictureLayer(id: "labels", items: (graphics.labels + bookmarks.labels + location.labels).map { .text($0) })
        let basemap = basemapImage().map { [$0, graticule(grid)] } ?? [
            land(geography.land), coastline(geography.land), lakes(geography), rivers(geography),
            lines(geography.states, id: "states", color: palette.state, width: metrics.coastWidth, dash: .dash),
            lines(geography.borders, id: "borders", color: palette.border, width: metrics.coastWidth * 1.5, dash: .solid),
            graticule(grid)]
        // Bookmarks under the graphics, so that a point graphic at a bookmark's place shows.
        return basemap + operationalLayers() + [places.places, bookmarks.layer, graphics.layer, location.layer]
            + [places.labels, gridLabels, labels]
    }

    /// The basemap's raster as the picture's bottom layer (`basemap`), or nil when the basemap
    /// has none or its pixels cannot be had.
    func basemapImage() -> PictureLayer? {
        guard let basemap = session.geoModel.basemap, let source = rasters?.source(of: basemap),
              let image = rasters?.image(of: source, in: frame, png: !metrics.isCellGrid) else { return nil }
        return PictureLayer(id: "basemap", items: [.image(image)])
    }

    /// Cuts paths to the picture and a margin.
    var clipper: Clipper { Clipper(width: frame.width, height: frame.height, margin: Self.clipMargin) }

    /// The clipper's margin, in pixels.
    static let clipMargin = 8.0

    // MARK: - Land

    /// The land, filled (even-odd, for the Caspian Sea), in every copy of the world in sight.
    func land(_ polygons: [LandData.Polygon]) -> PictureLayer {
        var subpaths: [[PicturePoint]] = []
        for polygon in polygons {
            for offset in frame.offsets(minX: polygon.minX, maxX: polygon.maxX) {
                let rings = polygon.rings.map { ring in thinnedPixels(ring, offset: offset) }
                guard let outside = rings.first, Self.mayShow(outside, in: frame) else { continue }
                subpaths += rings.map { clipper.clip(ring: $0) }.filter { !$0.isEmpty }
            }
        }
        return PictureLayer(id: "land", items: subpaths.isEmpty ? [] : [
            .path(PicturePath(subpaths, closed: true, fill: palette.land)),
        ])
    }

    /// The coastlines: the land's outlines without the cuts along the antimeridian and the pole.
    func coastline(_ polygons: [LandData.Polygon]) -> PictureLayer {
        var lines: [[PicturePoint]] = []
        for polygon in polygons {
            for offset in frame.offsets(minX: polygon.minX, maxX: polygon.maxX) {
                for (ring, seams) in zip(polygon.rings, polygon.seams) {
                    let points = ring.map { frame.pixel(x: $0.x + offset, y: $0.y) }
                    guard Self.mayShow(points, in: frame) else { continue }
                    lines += Self.runs(of: points, seams: seams).flatMap { clipper.clip(line: thinned($0)) }
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

    /// A line of the graticule: a meridian or a parallel, and its value in degrees.
    struct GridLine {
        /// The line's two ends in pixels (unclipped).
        var points: [PicturePoint]
        /// The longitude of a meridian or the latitude of a parallel.
        var degrees: Double
        /// Whether it is a meridian.
        var isMeridian: Bool
        /// The graticule's step, which says how many decimals its label needs.
        var step: Double
    }

    /// Meridians and parallels at a round step that gives a few lines across the view.
    func graticuleLines() -> [GridLine] {
        let half = frame.halfEnvelope
        let span = max(half.x, half.y) * 2 / MapFrame.worldWidth * 360
        let step = Self.graticuleSteps.last { span / $0 <= 8 } ?? Self.graticuleSteps[0]
        if let box = frame.geographicBox { return curvedGraticuleLines(in: box, step: step) }
        let west = (frame.center.x - half.x) / MapFrame.worldWidth * 360
        let east = (frame.center.x + half.x) / MapFrame.worldWidth * 360
        let projection = frame.projection
        let south = max(-projection.maxLatitude, projection.latitude(atY: frame.center.y - half.y))
        let north = min(projection.maxLatitude, projection.latitude(atY: frame.center.y + half.y))
        let xWest = frame.center.x - half.x, xEast = frame.center.x + half.x
        let ySouth = projection.project(latitude: south, longitude: 0).y
        let yNorth = projection.project(latitude: north, longitude: 0).y
        var lines: [GridLine] = []
        var meridian = (west / step).rounded(.up) * step
        while meridian <= east && lines.count < 200 {
            let x = meridian / 360 * MapFrame.worldWidth
            lines.append(GridLine(points: [frame.pixel(x: x, y: ySouth), frame.pixel(x: x, y: yNorth)], degrees: meridian,
                                  isMeridian: true, step: step))
            meridian += step
        }
        var parallel = (south / step).rounded(.up) * step
        while parallel <= north && lines.count < 400 {
            let y = projection.project(latitude: parallel, longitude: 0).y
            lines.append(GridLine(points: [frame.pixel(x: xWest, y: y), frame.pixel(x: xEast, y: y)], degrees: parallel,
                                  isMeridian: false, step: step))
            parallel += step
        }
        return lines
    }

    /// A grid picture's meridians and parallels, each followed through the projection in short
    /// steps, so they curve as the grid bends them (and meet at a pole the picture holds).
    /// Meridians are spaced for the longitudes in sight (no more than about 12 around a pole).
    func curvedGraticuleLines(in box: GeoBox, step: Double) -> [GridLine] {
        let longitudes = box.east - box.west
        let meridianStep = Self.graticuleSteps.last { longitudes / $0 <= 12 && $0 >= step } ?? Self.graticuleSteps[0]
        let south = max(box.south, -89.999999), north = min(box.north, 90)
        let samples = 64
        func line(_ points: [(lon: Double, lat: Double)]) -> [PicturePoint] {
            guard let grid = frame.projection.grid else { return [] }
            return grid.project(points).filter { $0.x.isFinite && $0.y.isFinite }.map { frame.pixel(x: $0.x, y: $0.y) }
        }
        var lines: [GridLine] = []
        var meridian = (box.west / meridianStep).rounded(.up) * meridianStep
        while meridian <= box.east && meridian < box.west + 360 && lines.count < 200 {
            let points = (0...samples).map { (lon: meridian, lat: south + (north - south) * Double($0) / Double(samples)) }
            lines.append(GridLine(points: line(points), degrees: meridian, isMeridian: true, step: meridianStep))
            meridian += meridianStep
        }
        var parallel = (south / step).rounded(.up) * step
        while parallel <= north && parallel < 90 && lines.count < 400 {
            let points = (0...samples * 2).map { (lon: box.west + longitudes * Double($0) / Double(samples * 2), lat: parallel) }
            lines.append(GridLine(points: line(points), degrees: parallel, isMeridian: false, step: step))
            parallel += step
        }
        return lines
    }

    /// The graticule's lines, dotted.
    func graticule(_ grid: [GridLine]) -> PictureLayer {
        let lines = grid.flatMap { clipper.clip(line: $0.points) }
        return PictureLayer(id: "graticule", items: lines.isEmpty ? [] : [
            .path(PicturePath(lines, closed: false, stroke: palette.grid, width: metrics.gridWidth, dash: .dot)),
        ])
    }

    /// The graticule's values in degrees where its lines leave the picture: meridians at the
    /// bottom edge (or where they leave lowest), parallels at the left edge (or leftmost),
    /// each where it collides with nothing placed before.
    mutating func graticuleLabels(_ grid: [GridLine]) -> [PictureText] {
        let edge = Clipper(width: frame.width, height: frame.height, margin: 0)
        let inset = metrics.isCellGrid ? 0 : 3.0
        let size = metrics.isCellGrid ? metrics.fontSize : metrics.fontSize * 0.85
        var texts: [PictureText] = []
        for line in grid {
            guard let run = edge.clip(line: line.points).first, let first = run.first, let last = run.last else { continue }
            var end = line.isMeridian ? (first.y > last.y ? first : last) : (first.x < last.x ? first : last)
            if frame.projection.grid != nil {
                // A grid's line may end inside the picture (a meridian at a pole): labelled
                // where it leaves the picture, or not at all.
                func onEdge(_ point: PicturePoint) -> Bool {
                    point.x <= 0.5 || point.y <= 0.5 || point.x >= frame.width - 0.5 || point.y >= frame.height - 0.5
                }
                let other = end == first ? last : first
                guard onEdge(end) || onEdge(other) else { continue }
                if !onEdge(end) { end = other }
            }
            let at = line.isMeridian
                ? PicturePoint(x: end.x, y: min(end.y, frame.height) - inset - metrics.lineHeight * 0.2)
                : PicturePoint(x: max(end.x, 0) + inset, y: end.y + metrics.lineHeight * 0.3)
            let text = PictureText(DecimalText.degrees(line.degrees, step: line.step, isLongitude: line.isMeridian), at: at,
                                   anchor: line.isMeridian ? .middle : .start, size: size, color: palette.text, halo: palette.halo)
            if let placed = placer.place(exactly: text) { texts.append(placed) }
        }
        return texts
    }

    /// The graticule's steps in degrees, largest first.
    static let graticuleSteps: [Double] = [30, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001,
                                           0.0005, 0.0002, 0.0001]
}
