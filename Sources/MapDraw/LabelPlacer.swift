import MapCore

/// Places labels next to their points where they overlap nothing placed before (markers, the
/// furniture, other labels) and stay inside the picture: right of the point, else left, above,
/// below; a label with no free place is left out.
struct LabelPlacer {
    let metrics: PictureMetrics
    let width: Double
    let height: Double
    private(set) var taken: [LabelBox] = []

    init(metrics: PictureMetrics, width: Double, height: Double) {
        self.metrics = metrics
        self.width = width
        self.height = height
    }

    /// Marks a box as taken.
    mutating func take(_ box: LabelBox) {
        taken.append(box)
    }

    /// Marks the box a text takes as taken.
    mutating func take(_ text: PictureText) {
        taken.append(box(of: text))
    }

    /// The box a text takes.
    func box(of text: PictureText) -> LabelBox {
        let textWidth = metrics.width(of: text.text)
        let left: Double = switch text.anchor {
        case .start: text.at.x
        case .middle: text.at.x - textWidth / 2
        case .end: text.at.x - textWidth
        }
        return LabelBox(minX: left, minY: text.at.y - metrics.lineHeight * 0.8,
                        maxX: left + textWidth, maxY: text.at.y + metrics.lineHeight * 0.2)
    }

    /// The label `text` placed by a point with a marker `radius` pixels around it, or nil
    /// when every place collides; its box is then taken.
    mutating func place(_ label: String, near point: PicturePoint, radius: Double, color: GraphicColor,
                        halo: GraphicColor) -> PictureText? {
        let gap = radius + metrics.characterWidth * (metrics.isCellGrid ? 1.5 : 0.5)
        let line = metrics.lineHeight
        let candidates: [(PicturePoint, PictureText.Anchor)] = [
            (PicturePoint(x: point.x + gap, y: point.y + line * 0.3), .start),
            (PicturePoint(x: point.x - gap, y: point.y + line * 0.3), .end),
            (PicturePoint(x: point.x, y: point.y - radius - line * 0.3), .middle),
            (PicturePoint(x: point.x, y: point.y + radius + line * 0.9), .middle),
        ]
        for (at, anchor) in candidates {
            let text = PictureText(label, at: at, anchor: anchor, size: metrics.fontSize, color: color, halo: halo)
            let box = box(of: text)
            guard box.isInside(width: width, height: height), !taken.contains(where: { $0.overlaps(box) }) else {
                continue
            }
            taken.append(box)
            return text
        }
        return nil
    }

    /// The label `label` centred on `point` (a lake's middle, a point of a river), or nil when
    /// it collides or leaves the picture; its box is then taken.
    mutating func place(centred label: String, at point: PicturePoint, color: GraphicColor,
                        halo: GraphicColor) -> PictureText? {
        let text = PictureText(label, at: PicturePoint(x: point.x, y: point.y + metrics.lineHeight * 0.3), anchor: .middle,
                               size: metrics.fontSize, color: color, halo: halo)
        let box = box(of: text)
        guard box.isInside(width: width, height: height), !taken.contains(where: { $0.overlaps(box) }) else { return nil }
        taken.append(box)
        return text
    }

    /// `text` where it is, or nil when it collides or leaves the picture; its box, widened by
    /// a character on either side (so that a renderer's blank cells around text stay clear of
    /// the next label), is then taken.
    mutating func place(exactly text: PictureText) -> PictureText? {
        var box = box(of: text)
        guard box.isInside(width: width, height: height) else { return nil }
        box.minX -= metrics.characterWidth
        box.maxX += metrics.characterWidth
        guard !taken.contains(where: { $0.overlaps(box) }) else { return nil }
        taken.append(box)
        return text
    }
}
