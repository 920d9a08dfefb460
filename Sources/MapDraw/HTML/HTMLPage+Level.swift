import MapCore

/// A level's picture as the page's SVG: written for size and for the browser's speed, since a
/// page holds dozens of pictures of the same layers (a tour of four cities with Natural Earth's
/// places, borders, rivers and lakes: 49 MB before these rules, see docs/performance.md).
/// - Lines are thinned to a quarter of a pixel (`simplification`).
/// - Paths of one paint in a row share a `<g>` with the paint's attributes (the attributes
///   were half the bytes).
/// - Opaque circle symbols (a point layer's markers) are dots: every point of a run of one
///   look is a zero-length subpath of one path, drawn twice through `<use>`, as its outline
///   and as its fill, with round caps whose width does not scale (`vector-effect`), so they
///   keep their size however the level is scaled without the script moving each one.
/// - Other markers and text are pins, which the script keeps upright and at their size; a
///   text is one `<text>` with its halo as its stroke, painted first (the page's style sheet
///   gives the font and the halo's width), where `export svg` writes two.
extension HTMLPage {
    /// A level's picture as an SVG group, hidden until the script shows it: its sea, then its
    /// layers but the furniture. With `tiles`, an empty `<g data-tiles>` over the basemap's
    /// layers and under the rest, where the script puts a tile service's tiles. With
    /// `copies` (the world level), the picture is one copy of the world, `picture.width`
    /// wide, drawn `copies` times side by side through `<use>`.
    static func group(of picture: Picture, index: Int, tiles: Bool = false, copies: Int = 1) -> String {
        let fullWidth = picture.width * copies
        var out = "<g class=\"level\" data-level=\"\(index)\" display=\"none\">\n"
        out += "<rect x=\"0\" y=\"0\" width=\"\(fullWidth)\" height=\"\(picture.height)\" fill=\"\(SVGRenderer.hex(picture.background))\"/>\n"
        let copyID = "level\(index)-copy"
        if copies > 1 { out += "<g id=\"\(copyID)\" transform=\"translate(\(picture.width * (copies / 2)) 0)\">\n" }
        var tilesWritten = !tiles
        var writer = LevelItemWriter(idPrefix: "level\(index)-dots")
        for layer in picture.layers where !furniture.contains(layer.id) && !layer.items.isEmpty {
            if !tilesWritten && !basemapLayers.contains(layer.id) {
                // The script places tiles in the whole level's pixels: inside the middle copy,
                // moved back by its offset (the other copies show them a world's width away).
                out += copies > 1 ? "<g data-tiles transform=\"translate(-\(picture.width * (copies / 2)) 0)\"></g>\n" : tileGroup
                tilesWritten = true
            }
            out += "<g data-layer=\"\(SVGRenderer.escaped(layer.id))\">\n"
            for item in layer.items { writer.add(item) }
            out += writer.flushed() + "</g>\n"
        }
        if copies > 1 {
            out += "</g>\n"
            for copy in 0..<copies where copy != copies / 2 {
                out += "<use href=\"#\(copyID)\" x=\"\((copy - copies / 2) * picture.width)\"/>\n"
            }
        }
        // The tiles go over the copies (they are placed in the whole level's pixels).
        if !tilesWritten { out += tileGroup }
        return out + "</g>\n"
    }

    /// The opening of a pin at `at`, without its closing `>`.
    static func pin(_ at: PicturePoint) -> String {
        let x = SVGRenderer.number(at.x), y = SVGRenderer.number(at.y)
        return "<g class=\"pin\" data-at=\"\(x) \(y)\" transform=\"translate(\(x) \(y))\""
    }
}

/// Writes a layer's items for a level (see `HTMLPage`'s level rules): runs of paths of one
/// paint and runs of dots of one look are kept open until an item of another kind comes.
struct LevelItemWriter {
    /// How a circle marker is drawn as a dot: its diameter, outline width and colours.
    struct DotLook: Equatable {
        let size: Double
        let outline: Double
        let fill: GraphicColor
        let stroke: GraphicColor
    }

    /// The prefix of the dots' ids (unique in the page: the level's number is in it).
    let idPrefix: String
    private var text = ""
    /// The paint of the open group of paths.
    private var paint: String?
    /// The look and path data of the open run of dots.
    private var dots: (look: DotLook, data: String)?
    private var dotRuns = 0

    init(idPrefix: String) {
        self.idPrefix = idPrefix
    }

    /// Adds an item after the ones before.
    mutating func add(_ item: PictureLayer.Item) {
        switch item {
        case .path(let path):
            let d = SVGRenderer.pathData(path, relative: true, tolerance: HTMLPage.simplification)
            guard !d.isEmpty else { return }
            let paint = SVGRenderer.paint(of: path)
            if paint != self.paint {
                closeRuns()
                text += "<g\(paint)>\n"
                self.paint = paint
            }
            text += "<path d=\"\(d)\"/>\n"
        case .marker(var marker):
            if case .symbol(.circle) = marker.kind, marker.fill.alpha == 255, !marker.at.x.isNaN, !marker.at.y.isNaN {
                let look = DotLook(size: marker.size, outline: max(1, marker.size / 8), fill: marker.fill, stroke: marker.stroke)
                if dots?.look != look {
                    closeRuns()
                    dots = (look, "")
                }
                let x = SVGRenderer.number(marker.at.x), y = SVGRenderer.number(marker.at.y)
                dots?.data += "M" + x + " " + y + "l0 0"
                return
            }
            closeRuns()
            let at = marker.at
            marker.at = PicturePoint(x: 0, y: 0)
            let turns = if case .location = marker.kind { " data-turns" } else { "" }
            text += HTMLPage.pin(at) + turns + ">\n" + SVGRenderer.element(marker) + "</g>\n"
        case .text(var label):
            closeRuns()
            let at = label.at
            label.at = PicturePoint(x: 0, y: 0)
            text += HTMLPage.pin(at) + ">\n" + Self.element(label) + "</g>\n"
        case .image(let image):
            closeRuns()
            text += SVGRenderer.element(image)
        }
    }

    /// A label at its pin's origin: its halo is its stroke, which the style sheet paints
    /// under the fill (`paint-order: stroke`) at the width and opacity `SVGRenderer` gives it.
    static func element(_ label: PictureText) -> String {
        var out = "<text font-size=\"\(SVGRenderer.number(label.size))\" fill=\"\(SVGRenderer.hex(label.color))\" "
        out += "stroke=\"\(SVGRenderer.hex(label.halo))\""
        switch label.anchor {
        case .start: break
        case .middle: out += " text-anchor=\"middle\""
        case .end: out += " text-anchor=\"end\""
        }
        if label.isBold { out += " font-weight=\"bold\"" }
        return out + ">" + SVGRenderer.escaped(label.text) + "</text>\n"
    }

    /// What was added, written out, and the writer empty again.
    mutating func flushed() -> String {
        closeRuns()
        defer { text = "" }
        return text
    }

    /// Ends the open group of paths or run of dots. A circle of diameter s with an outline of
    /// width w is a disc of the outline's colour s + w across under one of the fill's s - w.
    private mutating func closeRuns() {
        if paint != nil {
            text += "</g>\n"
            paint = nil
        }
        if let (look, data) = dots {
            let id = "\(idPrefix)\(dotRuns)"
            dotRuns += 1
            // The path in `<defs>` has no paint of its own, so that each `<use>` gives its own.
            text += "<defs><path id=\"\(id)\" d=\"\(data)\" vector-effect=\"non-scaling-stroke\"/></defs>\n"
            for (color, width) in [(look.stroke, look.size + look.outline), (look.fill, max(0, look.size - look.outline))] {
                text += "<use href=\"#\(id)\" fill=\"none\" stroke=\"\(SVGRenderer.hex(color))\" "
                text += "stroke-width=\"\(SVGRenderer.number(width))\" stroke-linecap=\"round\"/>\n"
            }
            dots = nil
        }
    }
}
