import MapCore

extension PictureBuilder {
    /// The picture of a tilted scene camera: the map's layers drawn from straight above over
    /// the ground in sight (a larger top-down picture), then each point laid on the picture by
    /// `perspective` (straight lines on the ground stay straight), cut to the picture; the sky
    /// above the farthest ground drawn; labels and towns where the ground is not shrunk more
    /// than 3 times; and over
    /// it the caption and the north arrow (a scale bar would hold only at the target).
    mutating func perspectivePicture(_ perspective: Perspective) -> Picture {
        let furniture = [caption(), northArrow()]
        let groundWidth = (2 * perspective.halfWidth).rounded(.up), groundHeight = (perspective.near - perspective.far).rounded(.up)
        let middle = (perspective.near + perspective.far) / 2
        let groundFrame = MapFrame(center: frame.point(right: 0, down: middle), resolution: frame.resolution,
                                   rotation: frame.rotation, width: groundWidth, height: groundHeight, projection: frame.projection)
        var ground = PictureBuilder(session: session, frame: groundFrame, metrics: metrics)
        let screenClipper = clipper
        func place(_ point: PicturePoint) -> PicturePoint {
            perspective.screen(u: point.x - groundWidth / 2, v: point.y - groundHeight / 2 + middle)
        }
        var layers: [PictureLayer] = []
        // The sky down to the farthest ground drawn (a little below the horizon).
        let skyline = perspective.screen(u: 0, v: perspective.far).y
        if skyline > 0 {
            let sky = [PicturePoint(x: -1, y: -1), PicturePoint(x: frame.width + 1, y: -1),
                       PicturePoint(x: frame.width + 1, y: skyline), PicturePoint(x: -1, y: skyline)]
            layers.append(PictureLayer(id: "sky", items: [.path(PicturePath([sky], closed: true, fill: palette.halo))]))
        }
        for layer in ground.mapLayers() where layer.id != "graticule-labels" {
            var items: [PictureLayer.Item] = []
            for item in layer.items {
                switch item {
                case .path(var path):
                    path.subpaths = path.subpaths.flatMap { subpath -> [[PicturePoint]] in
                        let placed = subpath.map(place)
                        if path.isClosed {
                            let ring = screenClipper.clip(ring: placed)
                            return ring.isEmpty ? [] : [ring]
                        }
                        return screenClipper.clip(line: placed)
                    }
                    if !path.subpaths.isEmpty { items.append(.path(path)) }
                case .marker(var marker):
                    let v = marker.at.y - groundHeight / 2 + middle
                    marker.at = place(marker.at)
                    // Towns far off go with their labels.
                    guard layer.id != "places" || perspective.shrink(atV: v) <= 3 else { continue }
                    if frame.contains(marker.at, margin: marker.size) { items.append(.marker(marker)) }
                case .text(var text):
                    let v = text.at.y - groundHeight / 2 + middle
                    text.at = place(text.at)
                    if perspective.shrink(atV: v) <= 3, frame.contains(text.at) { items.append(.text(text)) }
                case .image:
                    // A raster is drawn from above only; a tilted scene shows the vector ground.
                    continue
                }
            }
            layers.append(PictureLayer(id: layer.id, items: items))
        }
        return Picture(width: Int(frame.width), height: Int(frame.height), title: title, background: palette.sea,
                       land: palette.land, layers: layers + furniture + notDrawn())
    }
}
