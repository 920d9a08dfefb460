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
        // Labels laid on the screen, by layer, placed once every layer is (`placedLabels`).
        var texts: [Int: [PictureText]] = [:]
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
                    guard frame.contains(marker.at, margin: marker.size) else { continue }
                    items.append(.marker(marker))
                    // The session's markers keep labels off them, as from above.
                    if ["bookmarks", "graphics", "location"].contains(layer.id) {
                        placer.take(LabelBox(minX: marker.at.x - marker.size / 2, minY: marker.at.y - marker.size / 2,
                                             maxX: marker.at.x + marker.size / 2, maxY: marker.at.y + marker.size / 2))
                    }
                case .text(var text):
                    let v = text.at.y - groundHeight / 2 + middle
                    text.at = place(text.at)
                    if perspective.shrink(atV: v) <= 3, frame.contains(text.at) { texts[layers.count, default: []].append(text) }
                case .image:
                    // A raster is drawn from above only; a tilted scene shows the vector ground.
                    continue
                }
            }
            layers.append(PictureLayer(id: layer.id, items: items))
        }
        for (index, placed) in placedLabels(texts, ids: layers.map(\.id)) { layers[index].items += placed.map { .text($0) } }
        return Picture(width: Int(frame.width), height: Int(frame.height), title: title, background: palette.sea,
                       land: palette.land, layers: layers + furniture + notDrawn())
    }

    /// The labels of a perspective picture that keep clear of each other, of the caption and
    /// north arrow and of the session's markers, by layer: placed on the ground from above,
    /// they are laid on the screen by the perspective, which shrinks the ground (more with
    /// distance) but not the text, so labels apart on the ground may meet on the screen. Each
    /// is kept where it lies when its box (a character wider each side, as a renderer's blank
    /// cells around text need) is free, else left out: the session's labels (layer `labels`)
    /// first, then the others in drawing order, each layer's in its order (towns by rank), so
    /// the same picture keeps the same labels.
    mutating func placedLabels(_ texts: [Int: [PictureText]], ids: [String]) -> [(index: Int, texts: [PictureText])] {
        let order = texts.keys.sorted { ids[$0] == "labels" ? ids[$1] != "labels" || $0 < $1 : ids[$1] != "labels" && $0 < $1 }
        return order.map { index in (index, (texts[index] ?? []).compactMap { placer.place(exactly: $0) }) }
    }
}
