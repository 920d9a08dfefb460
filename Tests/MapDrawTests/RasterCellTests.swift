import MapCore
import Testing
@testable import MapDraw

/// One picture of rasters and the colours `BrailleRenderer` must give some of its cells.
struct RasterCase: Sendable, CustomTestStringConvertible {
    /// What the case shows.
    var name: String
    /// The images, bottom first, each in its own layer.
    var images: [PictureImage]
    /// Cells to check: column, row and the expected top and bottom colours (nil: no image).
    var expected: [(column: Int, row: Int, top: GraphicColor?, bottom: GraphicColor?)]

    var testDescription: String { name }
}

/// `show` over rasters: the cells' image colours come from the picture's `.image` items,
/// composited in order over the background and averaged per half cell, while the characters
/// (`plainText`) stay exactly those of the picture without the images.
@Suite struct RasterCellTests {
    static let red = GraphicColor(red: 255, green: 0, blue: 0)
    static let blue = GraphicColor(red: 0, green: 0, blue: 255)
    static let black = GraphicColor(red: 0, green: 0, blue: 0)
    static let white = GraphicColor(red: 255, green: 255, blue: 255)

    /// An 8 x 8 dot image (4 x 2 cells) whose pixel at x, y is `pixel(x, y)`: a colour and an
    /// alpha byte.
    static func image(opacity: Double = 1, _ pixel: (Int, Int) -> (GraphicColor, UInt8)) -> PictureImage {
        var rgba: [UInt8] = []
        for y in 0..<8 {
            for x in 0..<8 {
                let (color, alpha) = pixel(x, y)
                rgba += [color.red, color.green, color.blue, alpha]
            }
        }
        return PictureImage(width: 8, height: 8, rgba: rgba, opacity: opacity)
    }

    /// An 8 x 8 dot picture on a black sea: `images` as the basemap and operational layers
    /// (bottom first), then `paths` in a graphics layer on top.
    static func picture(images: [PictureImage], paths: [PicturePath] = []) -> Picture {
        var layers: [PictureLayer] = []
        for (index, image) in images.enumerated() {
            layers.append(PictureLayer(id: index == 0 ? "basemap" : "layer-\(index)", items: [.image(image)]))
        }
        layers.append(PictureLayer(id: "graphics", items: paths.map { .path($0) }))
        return Picture(width: 8, height: 8, title: "raster", background: black,
                       land: GraphicColor(red: 0, green: 128, blue: 0), layers: layers)
    }

    static let cases: [RasterCase] = [
        RasterCase(name: "top of the picture red, bottom blue",
                   images: [image { _, y in (y < 4 ? red : blue, 255) }],
                   expected: [(0, 0, red, red), (3, 0, red, red), (0, 1, blue, blue), (3, 1, blue, blue)]),
        RasterCase(name: "dot rows 0-1 red and 2-3 blue: each cell's halves",
                   images: [image { _, y in (y % 4 < 2 ? red : blue, 255) }],
                   expected: [(0, 0, red, blue), (2, 0, red, blue), (1, 1, red, blue), (3, 1, red, blue)]),
        RasterCase(name: "alpha 0 on the left half leaves no image there",
                   images: [image { x, _ in (red, x < 4 ? 0 : 255) }],
                   expected: [(0, 0, nil, nil), (1, 1, nil, nil), (2, 0, red, red), (3, 1, red, red)]),
        RasterCase(name: "one opaque dot of four averages with the background",
                   images: [image { x, y in (red, x == 0 && y == 0 ? 255 : 0) }],
                   expected: [(0, 0, GraphicColor(red: 64, green: 0, blue: 0), nil), (1, 0, nil, nil)]),
        RasterCase(name: "half alpha over the background",
                   images: [image { _, _ in (white, 128) }],
                   expected: [(0, 0, GraphicColor(red: 128, green: 128, blue: 128),
                               GraphicColor(red: 128, green: 128, blue: 128))]),
        RasterCase(name: "a 50% opacity red image over an opaque blue one",
                   images: [image { _, _ in (blue, 255) }, image(opacity: 0.5) { _, _ in (red, 255) }],
                   expected: [(0, 0, GraphicColor(red: 128, green: 0, blue: 128),
                               GraphicColor(red: 128, green: 0, blue: 128))]),
        RasterCase(name: "a 25% red image over blue: the order counts",
                   images: [image { _, _ in (blue, 255) }, image(opacity: 0.25) { _, _ in (red, 255) }],
                   expected: [(1, 1, GraphicColor(red: 64, green: 0, blue: 191), GraphicColor(red: 64, green: 0, blue: 191))]),
        RasterCase(name: "a 25% blue image over red",
                   images: [image { _, _ in (red, 255) }, image(opacity: 0.25) { _, _ in (blue, 255) }],
                   expected: [(1, 1, GraphicColor(red: 191, green: 0, blue: 64), GraphicColor(red: 191, green: 0, blue: 64))]),
        RasterCase(name: "a transparent image on top changes nothing",
                   images: [image { _, _ in (blue, 255) }, image { _, _ in (red, 0) }],
                   expected: [(0, 0, blue, blue), (3, 1, blue, blue)]),
        RasterCase(name: "an image with opacity 0 covers nothing",
                   images: [image(opacity: 0) { _, _ in (red, 255) }],
                   expected: [(0, 0, nil, nil), (3, 1, nil, nil)]),
    ]

    /// Each case's cells have the composited colours, and the characters stay blank.
    @Test(arguments: cases)
    func imageColours(_ raster: RasterCase) {
        let grid = BrailleRenderer.cells(of: Self.picture(images: raster.images))
        #expect(grid.columns == 4 && grid.rows == 2)
        for (column, row, top, bottom) in raster.expected {
            let cell = grid[column, row]
            #expect(cell.imageTop == top, "top of cell \(column), \(row)")
            #expect(cell.imageBottom == bottom, "bottom of cell \(column), \(row)")
        }
        #expect(grid.cells.allSatisfy { $0.character == " " })
    }

    /// A picture without images gives no cell an image colour.
    @Test func noImageNoColour() {
        let grid = BrailleRenderer.cells(of: Self.picture(images: []))
        #expect(grid.cells.allSatisfy { $0.imageTop == nil && $0.imageBottom == nil })
    }

    /// A line across the top row of dots.
    static let line = PicturePath([[PicturePoint(x: 0, y: 0.5), PicturePoint(x: 7.5, y: 0.5)]], closed: false,
                                  stroke: white)

    /// The characters are the same with and without the images (NO_COLOR and pipes print them).
    @Test(arguments: [[Self.line], []])
    func plainTextUnchanged(paths: [PicturePath]) {
        let images = [Self.image { _, y in (y < 4 ? Self.red : Self.blue, 255) }, Self.image(opacity: 0.5) { _, _ in (Self.white, 200) }]
        let with = BrailleRenderer.cells(of: Self.picture(images: images, paths: paths))
        let without = BrailleRenderer.cells(of: Self.picture(images: [], paths: paths))
        #expect(with.plainText == without.plainText)
        #expect(with.cells.map(\.character) == without.cells.map(\.character))
        #expect(with.cells.map(\.foreground) == without.cells.map(\.foreground))
    }

    /// A path over the image is still drawn in braille, with the image's colours under it.
    @Test func pathOverImage() {
        let grid = BrailleRenderer.cells(of: Self.picture(images: [Self.image { _, y in (y < 4 ? Self.red : Self.blue, 255) }],
                                                          paths: [Self.line]))
        for column in 0..<4 {
            let cell = grid[column, 0]
            // Dots 1 and 4 (the cell's top row): U+2809.
            #expect(cell.character == "\u{2809}", "cell \(column), 0")
            #expect(cell.foreground == Self.white)
            #expect(cell.imageTop == Self.red && cell.imageBottom == Self.red)
        }
        #expect(grid[0, 1].character == " " && grid[0, 1].imageTop == Self.blue)
    }

    /// Two images over a whole large picture (400 x 300 cells) colour every cell, to the last
    /// one. (Speed is for benchmarks, not for tests on shared machines.)
    @Test func largePicture() {
        let width = 800, height = 1200
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for index in stride(from: 0, to: rgba.count, by: 4) { rgba[index + 1] = 0 }
        let under = PictureImage(width: width, height: height, rgba: rgba)
        let over = PictureImage(width: width, height: height, rgba: rgba, opacity: 0.5)
        let picture = Picture(width: width, height: height, title: "large", background: Self.black, land: Self.white,
                              layers: [PictureLayer(id: "basemap", items: [.image(under)]),
                                       PictureLayer(id: "layer-1", items: [.image(over)])])
        let grid = BrailleRenderer.cells(of: picture)
        #expect(grid.columns == 400 && grid.rows == 300)
        #expect(grid[399, 299].imageBottom == GraphicColor(red: 255, green: 0, blue: 255))
        #expect(grid.cells.allSatisfy { $0.imageTop != nil && $0.imageBottom != nil })
    }
}
