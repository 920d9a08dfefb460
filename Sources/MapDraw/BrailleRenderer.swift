import MapCore

/// Draws a picture built with `PictureMetrics.terminal` (one pixel a braille dot) as character
/// cells: lines and the land's texture in braille (2 x 4 dots a cell), markers as symbols,
/// text as letters over the dots. Land cells get the land's colour as background; the rasters
/// (`.image` items) give each cell the colours of its top and bottom halves, which a colour
/// terminal paints under the characters (`CellGrid.Cell.imageTop`).
public struct BrailleRenderer {
    private let picture: Picture
    private let columns: Int
    private let rows: Int
    private let width: Int
    private let height: Int
    private var dots: [Bool]
    private var land: [Bool]
    private var water: [Bool]
    private var grid: CellGrid

    /// The cells of `picture`, `columns` x `rows` for a picture of twice as many dots across
    /// and four times as many down.
    public static func cells(of picture: Picture) -> CellGrid {
        var renderer = BrailleRenderer(picture)
        return renderer.render()
    }

    private init(_ picture: Picture) {
        self.picture = picture
        columns = max(1, picture.width / 2)
        rows = max(1, picture.height / 4)
        width = columns * 2
        height = rows * 4
        dots = Array(repeating: false, count: width * height)
        land = Array(repeating: false, count: width * height)
        water = Array(repeating: false, count: width * height)
        grid = CellGrid(columns: columns, rows: rows)
        for index in grid.cells.indices { grid.cells[index].background = picture.background }
    }

    private mutating func render() -> CellGrid {
        var colors = Array(repeating: GraphicColor?.none, count: columns * rows)
        var images: [PictureImage] = []
        for layer in picture.layers {
            for item in layer.items {
                switch item {
                case .path(let path):
                    // The land is filled; its edge is the coast, so the coastline is not drawn.
                    // Lakes are water inside the land.
                    if layer.id == "land" { fill(path, into: &land) }
                    if layer.id == "lakes" { fill(path, into: &water) }
                    guard layer.id != "land" && layer.id != "coastline", let color = path.stroke ?? path.fill else { continue }
                    for subpath in path.subpaths {
                        let points = path.isClosed && !subpath.isEmpty ? subpath + [subpath[0]] : subpath
                        for (a, b) in zip(points, points.dropFirst()) {
                            line(from: a, to: b, dotted: path.dash == .dot, color: color, colors: &colors)
                        }
                    }
                case .image(let image):
                    images.append(image)
                case .marker, .text:
                    continue
                }
            }
        }
        var landColor = Self.texture(on: picture.land)
        for index in land.indices where water[index] { land[index] = false }
        // Inland, where the land fills (nearly) the whole picture, solid dots would hide the
        // map: the land is then left blank (its colour still shows as the background) and
        // the lakes are dotted in the water's colour instead.
        let inland = land.lazy.filter { $0 }.count * 10 > land.count * 9
        if inland {
            land = water
            landColor = Self.texture(on: picture.background)
        }
        for row in 0..<rows {
            for column in 0..<columns {
                var bits = 0, lineDots = 0, landDots = 0
                for (dx, dy, bit) in Self.dotBits {
                    let index = (row * 4 + dy) * width + column * 2 + dx
                    // Lines show on the land as gaps in it, on the sea as dots.
                    if land[index] != dots[index] { bits |= bit }
                    if dots[index] { lineDots += 1 }
                    if land[index] || inland { landDots += 1 }
                }
                var cell = grid[column, row]
                if landDots >= 4 { cell.background = picture.land }
                if bits != 0 {
                    cell.character = Character(Unicode.Scalar(0x2800 + UInt32(bits)) ?? " ")
                    cell.foreground = lineDots > 0 ? colors[row * columns + column] : landColor
                }
                grid[column, row] = cell
            }
        }
        if !images.isEmpty { composite(images) }
        for layer in picture.layers {
            for item in layer.items {
                switch item {
                case .marker(let marker): put(marker)
                case .text(let text): put(text)
                case .path, .image: continue
                }
            }
        }
        return grid
    }

    // MARK: - Dots

    /// Each dot of a cell: its column, its row and its bit in the braille pattern.
    static let dotBits = [(0, 0, 0x01), (0, 1, 0x02), (0, 2, 0x04), (1, 0, 0x08), (1, 1, 0x10), (1, 2, 0x20),
                          (0, 3, 0x40), (1, 3, 0x80)]
    /// The land's colour made a little stronger, for dots on the sea's background.
    static func texture(on color: GraphicColor) -> GraphicColor {
        let dark = Int(color.red) + Int(color.green) + Int(color.blue) < 384
        func shift(_ value: UInt8) -> UInt8 { dark ? UInt8(min(255, Int(value) + 40)) : UInt8(max(0, Int(value) - 40)) }
        return GraphicColor(red: shift(color.red), green: shift(color.green), blue: shift(color.blue))
    }

    private mutating func line(from a: PicturePoint, to b: PicturePoint, dotted: Bool, color: GraphicColor,
                               colors: inout [GraphicColor?]) {
        // Points the picture cannot hold (a scale too small to draw, a coordinate past any
        // screen) draw nothing; NaN fails every comparison here.
        let span = max(abs(b.x - a.x), abs(b.y - a.y))
        guard span < 100_000, abs(a.x) < Self.farthest, abs(a.y) < Self.farthest else { return }
        let steps = Int(span.rounded(.up))
        for step in 0...max(steps, 0) {
            if dotted && step % 4 != 0 { continue }
            let t = steps == 0 ? 0 : Double(step) / Double(steps)
            let x = Int((a.x + (b.x - a.x) * t).rounded(.down)), y = Int((a.y + (b.y - a.y) * t).rounded(.down))
            guard x >= 0 && x < width && y >= 0 && y < height else { continue }
            dots[y * width + x] = true
            colors[(y / 4) * columns + x / 2] = color
        }
    }

    /// Marks the dots of `mask` inside the path's rings (even-odd, scanning each row of dots).
    private func fill(_ path: PicturePath, into mask: inout [Bool]) {
        var edges: [(PicturePoint, PicturePoint)] = []
        for ring in path.subpaths where ring.count >= 3 {
            for (index, a) in ring.enumerated() { edges.append((a, ring[(index + 1) % ring.count])) }
        }
        for y in 0..<height {
            let scan = Double(y) + 0.5
            var crossings: [Double] = []
            for (a, b) in edges where (a.y <= scan) != (b.y <= scan) {
                crossings.append(a.x + (scan - a.y) / (b.y - a.y) * (b.x - a.x))
            }
            crossings.sort()
            var index = 0
            while index + 1 < crossings.count {
                let first = max(0, Self.cell((crossings[index] - 0.5).rounded(.up)))
                let last = min(width - 1, Self.cell((crossings[index + 1] - 0.5).rounded(.down)))
                if first <= last { for x in first...last { mask[y * width + x] = true } }
                index += 2
            }
        }
    }

    // MARK: - Rasters

    /// Gives each cell the colours of `images` (bottom first) over the picture's background:
    /// each dot's colour is the images blended in order (alpha over), and each half cell's the
    /// average of its 2 x 2 dots, or nil when no image has alpha there. One band of four dot
    /// rows (a row of cells) is blended at a time, image by image, in buffers made once, so that
    /// a large picture costs neither an allocation per dot nor a buffer the picture's size.
    private mutating func composite(_ images: [PictureImage]) {
        let background = picture.background
        // Per dot of the band: red, green, blue (0 to 255) and whether an image covers it.
        var red = [Double](repeating: 0, count: width * 4)
        var green = red, blue = red
        var covered = [Bool](repeating: false, count: width * 4)
        for row in 0..<rows {
            for index in red.indices {
                red[index] = Double(background.red)
                green[index] = Double(background.green)
                blue[index] = Double(background.blue)
                covered[index] = false
            }
            for image in images {
                let opacity = min(max(image.opacity, 0), 1)
                let across = min(width, image.width)
                guard opacity > 0, across > 0, image.rgba.count >= image.width * image.height * 4 else { continue }
                image.rgba.withUnsafeBufferPointer { rgba in
                    for dy in 0..<4 {
                        let y = row * 4 + dy
                        guard y < image.height else { break }
                        var offset = y * image.width * 4
                        for x in 0..<across {
                            let alpha = Double(rgba[offset + 3]) / 255 * opacity
                            if alpha > 0 {
                                let dot = dy * width + x
                                red[dot] += (Double(rgba[offset]) - red[dot]) * alpha
                                green[dot] += (Double(rgba[offset + 1]) - green[dot]) * alpha
                                blue[dot] += (Double(rgba[offset + 2]) - blue[dot]) * alpha
                                covered[dot] = true
                            }
                            offset += 4
                        }
                    }
                }
            }
            for column in 0..<columns {
                var top: GraphicColor?, bottom: GraphicColor?
                for half in 0..<2 {
                    var sum = (red: 0.0, green: 0.0, blue: 0.0), any = false
                    for dy in (half * 2)..<(half * 2 + 2) {
                        for dx in 0..<2 {
                            let dot = dy * width + column * 2 + dx
                            sum.red += red[dot]
                            sum.green += green[dot]
                            sum.blue += blue[dot]
                            any = any || covered[dot]
                        }
                    }
                    guard any else { continue }
                    let color = GraphicColor(red: Self.channel(sum.red / 4), green: Self.channel(sum.green / 4),
                                             blue: Self.channel(sum.blue / 4))
                    if half == 0 { top = color } else { bottom = color }
                }
                grid[column, row].imageTop = top
                grid[column, row].imageBottom = bottom
            }
        }
    }

    /// A colour channel (0 to 255, possibly fractional) rounded to a byte.
    static func channel(_ value: Double) -> UInt8 {
        UInt8(min(max(value.rounded(), 0), 255))
    }

    // MARK: - Symbols and text

    private mutating func put(_ marker: PictureMarker) {
        let character: Character = switch marker.kind {
        case .symbol(let shape):
            switch shape {
            case .circle: "●"
            case .square: "■"
            case .triangle: "▲"
            case .cross: "+"
            case .diamond: "◆"
            case .x: "×"
            }
        case .bookmark: "★"
        case .location(let direction): direction.map(Self.arrow) ?? "◉"
        case .northArrow(let direction): Self.arrow(direction)
        }
        write(String(character), column: Self.cell(marker.at.x / 2), row: Self.cell(marker.at.y / 4), color: marker.fill, bold: true)
    }

    /// The farthest a point may lie from the picture's origin, in dots, and still be drawn.
    static let farthest = 1e9

    /// `value` (whole) as a dot or cell index: clamped to `farthest` either way, NaN as 0, so
    /// that no value a picture holds can trap the conversion.
    static func cell(_ value: Double) -> Int {
        value.isNaN ? 0 : Int(min(max(value, -farthest), farthest))
    }

    /// The arrow nearest `direction` (picture degrees, clockwise from up).
    static func arrow(_ direction: Double) -> Character {
        let arrows: [Character] = ["↑", "↗", "→", "↘", "↓", "↙", "←", "↖"]
        var index = cell((direction / 45).rounded()) % 8
        if index < 0 { index += 8 }
        return arrows[index]
    }

    private mutating func put(_ text: PictureText) {
        let length = Double(text.text.count) * 2
        let left: Double = switch text.anchor {
        case .start: text.at.x
        case .middle: text.at.x - length / 2
        case .end: text.at.x - length
        }
        // A blank cell on either side keeps the letters apart from the dots.
        let column = Self.cell((left / 2).rounded(.down)), row = Self.cell(((text.at.y - 1.2) / 4).rounded(.down))
        write(" ", column: column - 1, row: row, color: text.color, bold: false)
        write(" ", column: column + text.text.count, row: row, color: text.color, bold: false)
        write(text.text, column: column, row: row, color: text.color, bold: text.isBold)
    }

    private mutating func write(_ text: String, column: Int, row: Int, color: GraphicColor, bold: Bool) {
        guard row >= 0 && row < rows else { return }
        for (offset, character) in text.enumerated() {
            let x = column + offset
            guard x >= 0 && x < columns else { continue }
            grid[x, row].character = character
            grid[x, row].foreground = color
            grid[x, row].isBold = bold
        }
    }
}
