import MapCore

extension PictureBuilder {
    /// A layer of map things and the labels that go with them (drawn in the labels layer).
    struct Overlay {
        var layer: PictureLayer
        var labels: [PictureText]
    }

    // MARK: - Graphics

    /// The session's graphics, in drawing order, following geodesics between far-apart vertices.
    mutating func graphics() -> Overlay {
        var items: [PictureLayer.Item] = []
        var labels: [PictureText] = []
        let scale = metrics.pixelsPerPoint
        for graphic in session.graphics.graphics {
            let paths = outline(of: graphic)
            var anchor: PicturePoint?
            switch graphic.shape {
            case .point(_, let symbol):
                for point in paths.compactMap(\.first) where frame.contains(point, margin: symbol.size * scale) {
                    items.append(.marker(PictureMarker(.symbol(symbol.shape), at: point, size: symbol.size * scale,
                                                       fill: symbol.color, stroke: palette.halo)))
                    anchor = anchor ?? point
                }
                if let anchor, let label = graphic.label, frame.contains(anchor) {
                    placer.take(LabelBox(minX: anchor.x - symbol.size * scale / 2, minY: anchor.y - symbol.size * scale / 2,
                                         maxX: anchor.x + symbol.size * scale / 2, maxY: anchor.y + symbol.size * scale / 2))
                    if let text = placer.place(label, near: anchor, radius: symbol.size * scale / 2,
                                               color: palette.text, halo: palette.halo) {
                        labels.append(text)
                    }
                }
            case .line(_, let symbol):
                let visible = paths.flatMap { clipper.clip(line: $0) }
                guard !visible.isEmpty else { continue }
                items.append(.path(PicturePath(visible, closed: false, stroke: symbol.color,
                                               width: max(1, symbol.width * scale), dash: Self.dash(symbol.style))))
                anchor = Self.middle(of: visible)
            case .polygon(_, let symbol):
                let rings = paths.map { clipper.clip(ring: Array($0.dropLast())) }.filter { !$0.isEmpty }
                guard !rings.isEmpty else { continue }
                items.append(.path(PicturePath(rings, closed: true, fill: symbol.color, stroke: symbol.outline.color,
                                               width: max(1, symbol.outline.width * scale),
                                               dash: Self.dash(symbol.outline.style))))
                anchor = Self.centroid(of: rings[0])
            }
            if graphic.kind != .point, let anchor, let label = graphic.label, frame.contains(anchor),
               let text = placer.place(label, near: anchor, radius: 0, color: palette.text, halo: palette.halo) {
                labels.append(text)
            }
        }
        return Overlay(layer: PictureLayer(id: "graphics", items: items), labels: labels)
    }

    /// The copies in sight of `graphic`'s outline, before clipping: its point, the runs of
    /// its line that may show, or its ring (closed, the first point repeated last), following
    /// the geodesics in pixels.
    ///
    /// Each edge is split into parts of `max(1000 m, 4 pixels)` of ground at the centre
    /// (`Geodesic.densify(_:maxSpacing:closed:choosing:)`), but only as far as needed: a
    /// stretch that cannot show (with a margin twice the clipper's) is left out, so a line
    /// breaks there and a ring joins its ends straight (outside the view, where it changes
    /// nothing); a stretch within half a pixel of a straight line is drawn straight (a
    /// meridian, or a short stretch). The work for an edge is a test, or a few steps of
    /// halving, plus its points in view: at most one a part, and the parts are 4 pixels of
    /// ground at the centre's latitude (20,004 at most for a whole edge, at 1,000 m).
    func outline(of graphic: Graphic) -> [[PicturePoint]] {
        let spacing = max(1000, frame.groundResolution * 4)
        let choose = { (stretch: GeodesicStretch) -> GeodesicStretch.Choice in
            guard frame.mayShow(stretch.bounds, margin: 2 * Self.clipMargin) else { return .leaveOut }
            return frame.isNearlyStraight(stretch, tolerance: 0.5) ? .straight : .split
        }
        let points = (try? Geodesic.wgs84.densify(graphic.points, maxSpacing: spacing, closed: graphic.kind == .polygon,
                                                    choosing: choose))
            ?? graphic.points.map { DensifiedPoint($0, afterGap: false) }
        let paths = copies(of: points.map(\.position), closingAround: graphic.kind == .polygon ? enclosedPole(of: graphic) : nil)
        guard graphic.kind == .line else { return paths }
        return paths.flatMap { path in
            var runs: [[PicturePoint]] = []
            var run: [PicturePoint] = []
            for (point, densified) in zip(path, points) {
                if densified.afterGap {
                    if run.count > 1 { runs.append(run) }
                    run = []
                }
                run.append(point)
            }
            if run.count > 1 { runs.append(run) }
            return runs
        }
    }

    /// The copies in sight of a path of positions: longitudes unwrapped so that the path goes
    /// the short way across the antimeridian, projected, and repeated every 360 degrees.
    ///
    /// A closed ring whose unwrapped longitudes turn a whole turn goes around a pole: drawn as
    /// it is, it would be a band one world wide with no inside (a sliver). With `pole` (+1 for
    /// the North Pole, -1 for the South Pole: the one the polygon holds), such a ring is closed
    /// along the top or bottom of the world at the projection's last latitude (85.05 in Web
    /// Mercator, 90 in plate carrée), as mapping libraries draw a polar cap: the copies side
    /// by side then fill the pole's side of the ring.
    func copies(of positions: [GeodesicPosition], closingAround pole: Double? = nil) -> [[PicturePoint]] {
        guard let first = positions.first else { return [] }
        var longitude = first.longitude
        var points: [(x: Double, y: Double)] = []
        var previous = first.longitude
        for position in positions {
            var step = position.longitude - previous
            if step > 180 { step -= 360 } else if step < -180 { step += 360 }
            longitude += step
            previous = position.longitude
            points.append(frame.projection.project(latitude: position.latitude, longitude: longitude))
        }
        if frame.projection.grid != nil {
            // A grid has no copies of the world, and no edge to close a polar cap along: its
            // rings go round the pole as they are. Points PROJ cannot project are left out.
            return [points.filter { $0.x.isFinite && $0.y.isFinite }.map { frame.pixel(x: $0.x, y: $0.y) }]
        }
        if let pole, let start = points.first, let end = points.last, abs(end.x - start.x) > MapFrame.worldWidth / 2 {
            let edge = frame.projection.project(latitude: pole * frame.projection.maxLatitude, longitude: 0).y
            // The ring ends a world away from where it starts: close it along the edge (the
            // last point stays the closing repeat of the first, which the drawing drops).
            points += [(end.x, edge), (start.x, edge), start]
        }
        let xs = points.map(\.x)
        let minX = xs.min() ?? 0, maxX = xs.max() ?? 0
        var offsets = frame.offsets(minX: minX, maxX: maxX)
        if offsets.isEmpty { offsets = [frame.nearestOffset(x: (minX + maxX) / 2)] }
        return offsets.map { offset in points.map { frame.pixel(x: $0.x + offset, y: $0.y) } }
    }

    /// The pole a polygon graphic holds when its ring goes around one: +1 (north) or -1
    /// (south), from the way it runs round (unwrapped longitudes growing: eastward) and its
    /// orientation on the ellipsoid (its interior is the smaller side, as the exports take it:
    /// a counter-clockwise ring running east holds the North Pole). Nil when the ring does not
    /// turn a whole turn.
    func enclosedPole(of graphic: Graphic) -> Double? {
        var turn = 0.0
        let points = graphic.points
        for (start, end) in zip(points, points.dropFirst() + points.prefix(1)) {
            var step = end.longitude - start.longitude
            if step > 180 { step -= 360 } else if step < -180 { step += 360 }
            turn += step
        }
        guard abs(turn) > 180 else { return nil }
        switch GeodesicPolygon(ring: points).orientation {
        case .counterClockwise: return turn > 0 ? 1 : -1
        case .clockwise: return turn > 0 ? -1 : 1
        case .degenerate: return nil
        }
    }

    static func dash(_ style: GraphicSymbol.Style) -> PicturePath.Dash {
        switch style {
        case .solid: .solid
        case .dash: .dash
        case .dot: .dot
        }
    }

    /// The point halfway along the first line that shows.
    static func middle(of lines: [[PicturePoint]]) -> PicturePoint? {
        guard let line = lines.first, !line.isEmpty else { return nil }
        return line[line.count / 2]
    }

    /// The average of a ring's points.
    static func centroid(of ring: [PicturePoint]) -> PicturePoint {
        let count = Double(max(1, ring.count))
        return PicturePoint(x: ring.reduce(0) { $0 + $1.x } / count, y: ring.reduce(0) { $0 + $1.y } / count)
    }

    // MARK: - Bookmarks

    /// A marker and a label for each bookmark whose centre is in view.
    mutating func bookmarks() -> Overlay {
        var items: [PictureLayer.Item] = []
        var labels: [PictureText] = []
        let size = metrics.bookmarkSize
        let marked = session.geoModel.bookmarks.bookmarks.compactMap { bookmark -> (Bookmark, PicturePoint)? in
            let point = frame.pixel(latitude: bookmark.viewpoint.latitude, longitude: bookmark.viewpoint.longitude)
            return frame.contains(point) ? (bookmark, point) : nil
        }
        for (_, point) in marked {
            items.append(.marker(PictureMarker(.bookmark, at: point, size: size, fill: Self.bookmarkColor,
                                               stroke: GraphicColor.white)))
            placer.take(LabelBox(minX: point.x - size / 2, minY: point.y - size / 2, maxX: point.x + size / 2,
                                 maxY: point.y + size / 2))
        }
        for (bookmark, point) in marked {
            if let text = placer.place(bookmark.name, near: point, radius: size / 2, color: palette.text,
                                       halo: palette.halo) {
                labels.append(text)
            }
        }
        return Overlay(layer: PictureLayer(id: "bookmarks", items: items), labels: labels)
    }

    /// The colour of bookmark markers: an orange that reads on every basemap.
    static let bookmarkColor = GraphicColor(rgb: 0xF28C28)

    // MARK: - Location

    /// The location display's position with its direction of travel, when started and in view.
    mutating func location() -> Overlay {
        let display = session.locationDisplay
        guard display.isStarted, let fix = display.location else {
            return Overlay(layer: PictureLayer(id: "location"), labels: [])
        }
        let point = frame.pixel(latitude: fix.latitude, longitude: fix.longitude)
        guard frame.contains(point) else { return Overlay(layer: PictureLayer(id: "location"), labels: []) }
        let direction = (fix.course ?? fix.heading).map { frame.pictureDirection(ofAzimuth: $0) }
        let size = metrics.locationSize
        placer.take(LabelBox(minX: point.x - size / 2, minY: point.y - size / 2, maxX: point.x + size / 2,
                             maxY: point.y + size / 2))
        let marker = PictureMarker(.location(direction: direction), at: point, size: size,
                                   fill: GraphicColor(rgb: 0x007AC2), stroke: .white)
        return Overlay(layer: PictureLayer(id: "location", items: [.marker(marker)]), labels: [])
    }
}
