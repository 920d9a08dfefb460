import MapCore
import Testing
@testable import MapDraw

/// Where points land in the picture: the centre in the middle, the brief's extent on the
/// picture's corners, rotation turning the map counter-clockwise, the world repeating.
@Suite struct MapFrameTests {
    @Test func theBriefsExtentFillsThePicture() {
        let frame = MapFrame(viewpoint: viewpoint(44.525, -110.838, 6000), view: View(), width: 800, height: 600)
        let topLeft = frame.pixel(x: -12339064.720544854, y: 5547526.128133247)
        let bottomRight = frame.pixel(x: -12337794.720544854, y: 5546573.628133247)
        #expect(abs(topLeft.x) < 1e-6 && abs(topLeft.y) < 1e-6)
        #expect(abs(bottomRight.x - 800) < 1e-6 && abs(bottomRight.y - 600) < 1e-6)
        let centre = frame.pixel(latitude: 44.525, longitude: -110.838)
        #expect(abs(centre.x - 400) < 1e-9 && abs(centre.y - 300) < 1e-9)
    }

    /// A point 100 px north of the centre at each rotation: where it goes on the picture.
    @Test(arguments: [
        (0.0, 0.0, -100.0),     // north is up
        (90, -100, 0),          // turned counter-clockwise: north is to the left
        (180, 0, 100),          // north is down
        (270, 100, 0),          // north is to the right
        (45, -70.71, -70.71),   // the brief: north to the upper left
    ])
    func rotationTurnsTheMapCounterClockwise(rotation: Double, dx: Double, dy: Double) {
        let frame = MapFrame(viewpoint: viewpoint(0, 0, 1_000_000, rotation: rotation), view: View(), width: 800,
                             height: 600)
        let north = frame.pixel(x: 0, y: 100 * frame.resolution)
        #expect(abs(north.x - 400 - dx) < 0.01 && abs(north.y - 300 - dy) < 0.01)
        #expect(abs(frame.pictureDirection(ofAzimuth: rotation)) < 1e-9)  // the heading is up
    }

    /// A picture of another size shows the view's extent scaled to fit.
    @Test(arguments: [(800, 600, 1.0), (400, 300, 2.0), (1600, 600, 1.0), (160, 96, 6.25)])
    func pictureSizeScalesTheView(width: Int, height: Int, factor: Double) {
        let frame = MapFrame(viewpoint: viewpoint(10, 10, 6000), view: View(), width: width, height: height)
        #expect(abs(frame.resolution - View.resolution(atScale: 6000) * factor) < 1e-12)
    }

    /// Across the antimeridian both sides are in sight: copies at 0 and one world over.
    @Test func theWorldRepeatsAcrossTheAntimeridian() {
        let frame = MapFrame(viewpoint: viewpoint(-17, 179.5, 20_000_000), view: View(), width: 800, height: 600)
        let west = frame.offsets(minX: -20_000_000, maxX: -19_000_000)  // just east of -180
        #expect(west == [MapFrame.worldWidth])
        let east = frame.offsets(minX: 19_000_000, maxX: 20_000_000)
        #expect(east == [0])
        let fiji = frame.pixel(latitude: -17, longitude: -179.5)
        #expect(fiji.x > 400 && fiji.x < 500)
    }

    @Test(arguments: [
        (100.0, 1.0, 100.0), (100, 10, 1000), (100, 3, 200), (100, 0.7, 50), (200, 1000, 200_000),
        (120, 0.001, 0.1), (30, 2, 50),
    ])
    func scaleBarLengthsAreRound(pixels: Double, metresPerPixel: Double, expected: Double) {
        let length = PictureBuilder.roundLength(fitting: pixels, metresPerPixel: metresPerPixel)
        #expect(length.map { abs($0 - expected) < expected * 1e-9 } == true)
    }

    @Test(arguments: [(0.5, "0.5 m"), (1, "1 m"), (500, "500 m"), (2000, "2 km"), (5_000_000, "5,000 km")])
    func scaleBarLabels(metres: Double, text: String) {
        #expect(DecimalText.length(metres: metres) == text)
    }
}
