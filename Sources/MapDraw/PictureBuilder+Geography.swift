import MapCore

extension PictureBuilder {
    /// What a picture shows of Natural Earth's geography, decoded once per picture: the land
    /// polygons (projected), the lakes, the rivers, the borders, the state lines and the places
    /// in view at the picture's detail.
    struct GeographyInView {
        /// The picture's web map zoom level.
        var zoom: Double
        /// The land polygons in view, in projected metres.
        var land: [LandData.Polygon]
        /// The lakes in view.
        var lakes: [GeoFeature]
        /// The rivers and lake centrelines in view.
        var rivers: [GeoFeature]
        /// The country borders in view.
        var borders: [GeoFeature]
        /// The state and province lines in view.
        var states: [GeoFeature]
        /// The populated places in view, most important first.
        var places: [GeoFeature]
    }

    /// The picture's web map zoom level (from its resolution, so a smaller picture of the same
    /// view shows less detail).
    var zoom: Double { Geography.zoom(resolution: frame.resolution) }

    /// The longitudes and latitudes the picture shows, with the clipper's margin.
    var viewBox: GeoBox {
        if let box = frame.geographicBox { return box }
        let half = frame.halfEnvelope, pad = Self.clipMargin * frame.resolution
        let projection = frame.projection
        let west = (frame.center.x - half.x - pad) / MapFrame.worldWidth * 360
        let east = (frame.center.x + half.x + pad) / MapFrame.worldWidth * 360
        let south = projection.latitude(atY: max(frame.center.y - half.y - pad, -MapFrame.worldWidth))
        let north = projection.latitude(atY: min(frame.center.y + half.y + pad, MapFrame.worldWidth))
        return GeoBox(west: west, south: south, east: east, north: north)
    }

    /// Decodes the geography in view.
    func geographyInView() -> GeographyInView {
        let zoom = zoom, box = viewBox, detail = Geography.Detail(zoom: zoom)
        let keep = { (attributes: GeoFeature.Attributes) in Geography.shows(attributes, atZoom: zoom) }
        let land: [LandData.Polygon]
        if let layer = Geography.land(detail) {
            let features = layer.features(in: box, keeping: keep)
            if frame.projection.grid != nil {
                let cut = GridCut(box: box)
                land = features.compactMap { feature in
                    let rings = cut.rings(feature.parts)
                    return rings.isEmpty ? nil : LandData.Polygon(rings: rings, in: frame.projection)
                }
            } else {
                land = features.map { LandData.Polygon(rings: $0.parts, in: frame.projection) }
            }
        } else {
            land = LandData.polygons(in: frame.projection, box: box)
        }
        let places = Geography.places10m.features(in: box) { Geography.placeShows($0, atZoom: zoom) }.sorted {
            ($0.attributes.scalerank, -$0.attributes.value) < ($1.attributes.scalerank, -$1.attributes.value)
        }
        return GeographyInView(zoom: zoom, land: land,
                               lakes: Geography.lakes(detail).features(in: box, keeping: keep),
                               rivers: Geography.rivers(detail).features(in: box, keeping: keep),
                               borders: zoom < Geography.bordersFrom ? [] : Geography.borders10m.features(in: box, keeping: keep),
                               states: Geography.states50m.features(in: box, keeping: keep),
                               places: places)
    }

    // MARK: - Water and lines

    /// The lakes, filled with the water's colour and outlined like the coast.
    func lakes(_ geography: GeographyInView) -> PictureLayer {
        var subpaths: [[PicturePoint]] = []
        for lake in geography.lakes {
            for rings in pixelCopies(of: lake, closed: true) {
                subpaths += rings.map { clipper.clip(ring: $0) }.filter { !$0.isEmpty }
            }
        }
        return PictureLayer(id: "lakes", items: subpaths.isEmpty ? [] : [
            .path(PicturePath(subpaths, closed: true, fill: palette.water, stroke: palette.coast, width: metrics.coastWidth)),
        ])
    }

    /// The rivers: the major ones (scalerank up to 5) wider than the rest.
    func rivers(_ geography: GeographyInView) -> PictureLayer {
        var major: [[PicturePoint]] = [], minor: [[PicturePoint]] = []
        for river in geography.rivers {
            let lines = pixelCopies(of: river, closed: false).flatMap { $0 }.flatMap { clipper.clip(line: $0) }
            if river.attributes.scalerank <= 5 { major += lines } else { minor += lines }
        }
        var items: [PictureLayer.Item] = []
        if !minor.isEmpty { items.append(.path(PicturePath(minor, closed: false, stroke: palette.river, width: metrics.coastWidth))) }
        if !major.isEmpty { items.append(.path(PicturePath(major, closed: false, stroke: palette.river, width: metrics.coastWidth * 1.8))) }
        return PictureLayer(id: "rivers", items: items)
    }

    /// Lines of `features` as one layer called `id`.
    func lines(_ features: [GeoFeature], id: String, color: GraphicColor, width: Double, dash: PicturePath.Dash) -> PictureLayer {
        let lines = features.flatMap { pixelCopies(of: $0, closed: false).flatMap { $0 } }.flatMap { clipper.clip(line: $0) }
        return PictureLayer(id: id, items: lines.isEmpty ? [] : [
            .path(PicturePath(lines, closed: false, stroke: color, width: width, dash: dash)),
        ])
    }

    /// The copies in sight of a feature's parts, in pixels, thinned (`thinned(_:)`); copies
    /// whose first part cannot show, rings of fewer than 3 points and lines shorter than a
    /// pixel are left out.
    ///
    /// In a grid, the parts are first cut to the picture's longitudes and latitudes
    /// (`GridCut`), and the points PROJ cannot project left out.
    func pixelCopies(of feature: GeoFeature, closed: Bool) -> [[[PicturePoint]]] {
        if let grid = frame.projection.grid, let box = frame.geographicBox {
            let cut = GridCut(box: box)
            let parts = (closed ? cut.rings(feature.parts) : cut.lines(feature.parts)).map { part in
                thinned(grid.project(part).filter { $0.x.isFinite && $0.y.isFinite }.map { frame.pixel(x: $0.x, y: $0.y) })
            }
            guard let first = parts.first, Self.mayShow(first, in: frame) else { return [] }
            return [parts.filter { closed ? $0.count >= 3 : $0.count > 2 || ($0.count == 2 && Self.length(of: $0) >= 1) }]
        }
        let west = frame.projection.project(latitude: 0, longitude: feature.box.west).x
        let east = frame.projection.project(latitude: 0, longitude: feature.box.east).x
        let offsets = frame.offsets(minX: west, maxX: east)
        // One copy in sight (nearly always): each vertex projected straight into its pixel.
        let copies: [[[PicturePoint]]] = switch offsets.count {
        case 0: []
        case 1: [feature.parts.map { part in thinnedPixels(part, offset: offsets[0]) }]
        default:
            offsets.map { offset in
                let projected = feature.parts.map { part in part.map { frame.projection.project(latitude: $0.lat, longitude: $0.lon) } }
                return projected.map { part in thinnedPixels(part, offset: offset) }
            }
        }
        return copies.compactMap { parts in
            guard let first = parts.first, Self.mayShow(first, in: frame) else { return nil }
            // A line shorter than a pixel shows nothing.
            return parts.filter { closed ? $0.count >= 3 : $0.count > 2 || ($0.count == 2 && Self.length(of: $0) >= 1) }
        }
    }

    /// `points` without those within `metrics.thinning` pixels of the last one kept (the last
    /// point stays).
    func thinned(_ points: [PicturePoint]) -> [PicturePoint] {
        guard points.count > 2 else { return points }
        return thinnedPixels(count: points.count) { points[$0] }
    }

    /// Longitudes and latitudes projected, shifted by `offset` (a world's width, or 0) and
    /// made pixels, thinned as `thinned(_:)` thins them, in one pass.
    func thinnedPixels(_ points: [(lon: Double, lat: Double)], offset: Double) -> [PicturePoint] {
        thinnedPixels(count: points.count) { index in
            let plane = frame.projection.project(latitude: points[index].lat, longitude: points[index].lon)
            return frame.pixel(x: plane.x + offset, y: plane.y)
        }
    }

    /// Plane points shifted by `offset` (a world's width, or 0) as pixels, thinned as
    /// `thinned(_:)` thins them: the same points, without the array of every pixel between.
    func thinnedPixels(_ plane: [(x: Double, y: Double)], offset: Double) -> [PicturePoint] {
        thinnedPixels(count: plane.count) { index in frame.pixel(x: plane[index].x + offset, y: plane[index].y) }
    }

    /// The pixels `pixel(0)` ... `pixel(count - 1)`, thinned as `thinned(_:)` thins them.
    @inline(__always)
    private func thinnedPixels(count: Int, _ pixel: (Int) -> PicturePoint) -> [PicturePoint] {
        guard count > 2 else { return (0..<count).map(pixel) }
        let thinning = metrics.thinning
        var last = pixel(0)
        var kept: [PicturePoint] = [last]
        kept.reserveCapacity(count)
        for index in 1..<(count - 1) {
            let point = pixel(index)
            if abs(point.x - last.x) >= thinning || abs(point.y - last.y) >= thinning {
                kept.append(point)
                last = point
            }
        }
        kept.append(pixel(count - 1))
        return kept
    }

    // MARK: - Labels

    /// The places and their names (by rank, where they collide with nothing placed before;
    /// not those a bookmark is named after), then the lakes' and the rivers' names: a layer of town dots and a layer of labels.
    mutating func geographyLabels(_ geography: GeographyInView) -> (places: PictureLayer, labels: PictureLayer) {
        var dots: [PictureLayer.Item] = [], labels: [PictureLayer.Item] = []
        let size = metrics.townSize
        // A town a bookmark of the session already names is not named twice.
        let bookmarked = Set(session.geoModel.bookmarks.bookmarks.map(\.name))
        for place in geography.places {
            guard let name = place.name, !bookmarked.contains(name) else { continue }
            let point = frame.pixel(latitude: place.box.south, longitude: place.box.west)
            guard frame.contains(point),
                  let text = placer.place(name, near: point, radius: size / 2, color: palette.text, halo: palette.halo)
            else { continue }
            placer.take(LabelBox(minX: point.x - size / 2, minY: point.y - size / 2, maxX: point.x + size / 2, maxY: point.y + size / 2))
            dots.append(.marker(PictureMarker(.symbol(.circle), at: point, size: size, fill: palette.town, stroke: palette.halo)))
            labels.append(.text(text))
        }
        for lake in geography.lakes where lake.attributes.minZoom + 1 <= geography.zoom {
            guard let name = lake.name, let outside = lake.parts.first else { continue }
            let ring = outside.map { frame.pixel(latitude: $0.lat, longitude: $0.lon) }
            let xs = ring.map(\.x), ys = ring.map(\.y)
            guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
                  maxX - minX >= metrics.characterWidth * 3 || maxY - minY >= metrics.lineHeight * 2 else { continue }
            let centre = Self.centroid(of: ring)
            guard frame.contains(centre),
                  let text = placer.place(centred: name, at: centre, color: palette.waterText, halo: palette.halo)
            else { continue }
            labels.append(.text(text))
        }
        var named = Set<String>()
        for river in geography.rivers where river.attributes.minZoom + 1 <= geography.zoom {
            guard let name = river.name, !named.contains(name) else { continue }
            let runs = pixelCopies(of: river, closed: false).flatMap { $0 }.flatMap { clipper.clip(line: $0) }
            guard let run = runs.max(by: { Self.length(of: $0) < Self.length(of: $1) }),
                  Self.length(of: run) >= metrics.width(of: name) else { continue }
            let middle = run[run.count / 2]
            guard frame.contains(middle),
                  let text = placer.place(centred: name, at: middle, color: palette.waterText, halo: palette.halo)
            else { continue }
            named.insert(name)
            labels.append(.text(text))
        }
        return (PictureLayer(id: "places", items: dots), PictureLayer(id: "geography-labels", items: labels))
    }

    /// The length of a line in pixels.
    static func length(of line: [PicturePoint]) -> Double {
        zip(line, line.dropFirst()).reduce(0) { total, pair in
            let dx = pair.1.x - pair.0.x, dy = pair.1.y - pair.0.y
            return total + (dx * dx + dy * dy).squareRoot()
        }
    }
}
