import MapCore

/// One of the pictures an HTML page holds: the map drawn at one scale around one place, which
/// the page shows (moved, turned and scaled by an SVG transform) while the view is near that
/// scale and inside its extent. Level 0 is the whole world (three copies side by side, so
/// that a view across the antimeridian has land on both sides); level n is drawn at
/// `worldLevelScale / 2^n`, twice the view's width and height, centred on a grid point a
/// quarter of its size apart, so that places close together share their pictures; while
/// that is at least the world's width, it is the whole world instead, as level 0 is, which
/// every place shares (a tour of four far-apart cities had four pictures of almost the
/// whole world at level 1). A map in its own spatial reference (a grid) does not repeat: its
/// level 0 is one square picture around the first place, and every finer level is centred on
/// a point of the grid's plane, inverted by PROJ.
struct HTMLLevel {
    /// 0 for the world, more for closer in.
    let zoom: Int
    /// The picture's centre, scale and rotation (always 0: the page turns the picture).
    let viewpoint: Viewpoint
    /// The picture's width in pixels.
    let width: Int
    /// The picture's height in pixels.
    let height: Int
    /// How many times the picture is the same side by side: the world level's three copies of
    /// the world are one picture `width / copies` wide, written once and shown three times.
    var copies = 1

    /// The world level's scale: a 1,024-pixel-wide picture shows the world's width.
    static let worldLevelScale = Viewpoint.worldScale / 4
    /// The world level's width in pixels (for one copy of the world).
    static let worldLevelSize = 1024
    /// The closest level drawn (about 1:590 for the world level's 1:148,000,000).
    static let deepestZoom = 18
    /// The most levels a page holds (a tour of many far-apart places keeps its first ones).
    static let maximumCount = 160

    /// The levels for a page of `width` x `height` pixels that shows `places` (the start,
    /// the bookmarks, the tour's stops), in drawing order: the world, then each place's
    /// levels from coarse to fine, each level once.
    static func levels(for places: [Viewpoint], width: Int, height: Int, projection: MapProjection) -> [HTMLLevel] {
        let worldHeight = projection == .plateCarree ? worldLevelSize / 2 : worldLevelSize
        let grid = projection.grid
        var levels: [HTMLLevel]
        if grid != nil, let first = places.first,
           let viewpoint = try? Viewpoint(latitude: first.latitude, longitude: first.longitude, scale: worldLevelScale) {
            levels = [HTMLLevel(zoom: 0, viewpoint: viewpoint, width: worldLevelSize, height: worldLevelSize)]
        } else {
            levels = [HTMLLevel(zoom: 0, viewpoint: Viewpoint.world.withScale(worldLevelScale),
                                width: worldLevelSize * 3, height: worldHeight, copies: 3)]
        }
        var seen: Set<[Int]> = []
        for place in places {
            let finest = finestZoom(forScale: place.scale)
            guard finest >= 1 else { continue }
            let center = projection.project(latitude: place.latitude, longitude: place.longitude)
            guard center.x.isFinite, center.y.isFinite else { continue }
            for zoom in 1...finest {
                let scale = worldLevelScale / Double(1 << zoom)
                let worldWidth = worldLevelSize << zoom
                if grid == nil && worldWidth <= width * 2 {
                    guard seen.insert([zoom]).inserted else { continue }
                    guard levels.count < maximumCount else { return levels }
                    levels.append(HTMLLevel(zoom: zoom, viewpoint: Viewpoint.world.withScale(scale), width: worldWidth * 3,
                                            height: worldHeight << zoom, copies: 3))
                    continue
                }
                let resolution = View.resolution(atScale: scale)
                let stepX = Double(width) / 2 * resolution, stepY = Double(height) / 2 * resolution
                let gridX = (center.x / stepX).rounded(), gridY = (center.y / stepY).rounded()
                guard seen.insert([zoom, Int(gridX), Int(gridY)]).inserted else { continue }
                guard levels.count < maximumCount else { return levels }
                let viewpoint: Viewpoint?
                if let grid {
                    viewpoint = grid.unproject(x: gridX * stepX, y: gridY * stepY)
                        .flatMap { try? Viewpoint(latitude: $0.latitude, longitude: $0.longitude, scale: scale) }
                } else {
                    var longitude = gridX * stepX / Projection.metresPerDegree
                    longitude -= (longitude / 360).rounded() * 360
                    let latitude = min(90, max(-90, projection.latitude(atY: gridY * stepY)))
                    viewpoint = try? Viewpoint(latitude: latitude, longitude: longitude, scale: scale)
                }
                guard let viewpoint else { continue }
                levels.append(HTMLLevel(zoom: zoom, viewpoint: viewpoint, width: width * 2, height: height * 2))
            }
        }
        return levels
    }

    /// The zoom of the coarsest level at least as fine as `scale` (0 for world scales).
    static func finestZoom(forScale scale: Double) -> Int {
        var zoom = 0
        while zoom < deepestZoom && worldLevelScale / Double(1 << zoom) > scale * 1.000001 { zoom += 1 }
        return zoom
    }
}

extension Viewpoint {
    /// This viewpoint at `scale` (a valid scale: the caller's own constant).
    fileprivate func withScale(_ scale: Double) -> Viewpoint {
        (try? with(scale: scale)) ?? self
    }
}
