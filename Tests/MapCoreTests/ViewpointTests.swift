import Testing
@testable import MapCore

// MARK: - Viewpoint

@Test(arguments: [
    (0.0, 0.0), (-90, 270), (360, 0), (725, 5), (-360, 0), (-0.0, 0), (359.5, 359.5),
    (-720.25, 359.75), (1e-300, 1e-300), (-1e-300, 0),
])
func normalisesRotation(rotation: Double, normalised: Double) throws {
    let viewpoint = try Viewpoint(latitude: 0, longitude: 0, scale: 1000, rotation: rotation)
    #expect(viewpoint.rotation == normalised)
    #expect(viewpoint.rotation.sign == .plus)
    #expect(viewpoint.rotation >= 0 && viewpoint.rotation < 360)
}

@Test(arguments: [(90.0, 180.0), (-90, -180), (44.525, -110.838), (0, 0)])
func acceptsCentresOnTheLimits(latitude: Double, longitude: Double) throws {
    let viewpoint = try Viewpoint(latitude: latitude, longitude: longitude, scale: 6000)
    #expect(viewpoint.latitude == latitude && viewpoint.longitude == longitude)
    #expect(viewpoint.scale == 6000 && viewpoint.rotation == 0)
}

@Test(arguments: [
    (91.0, 0.0, 6000.0, 0.0, "latitude 91 is out of range [-90, 90]"),
    (-90.5, 0, 6000, 0, "latitude -90.5 is out of range [-90, 90]"),
    (.nan, 0, 6000, 0, "latitude nan is out of range [-90, 90]"),
    (0, 180.25, 6000, 0, "longitude 180.25 is out of range [-180, 180]"),
    (0, -200, 6000, 0, "longitude -200 is out of range [-180, 180]"),
    (0, 0, -5, 0, "scale must be a finite number greater than 0, not -5"),
    (0, 0, 0, 0, "scale must be a finite number greater than 0, not 0"),
    (0, 0, .infinity, 0, "scale must be a finite number greater than 0, not inf"),
    (0, 0, 6000, .nan, "rotation must be a finite number, not nan"),
    (0, 0, 6000, -.infinity, "rotation must be a finite number, not -inf"),
])
func rejectsInvalidViewpoints(latitude: Double, longitude: Double, scale: Double, rotation: Double, text: String) {
    #expect(message { try Viewpoint(latitude: latitude, longitude: longitude, scale: scale, rotation: rotation) } == text)
}

@Test func worldViewpoint() {
    #expect(Viewpoint.world == vp(0, 0, 591657527.591555))
    #expect(Viewpoint.worldScale == 591657527.591555)
}

@Test func changesOnePartAtATime() throws {
    let start = vp(10, 20, 5000, 30)
    #expect(try start.with(scale: 100) == vp(10, 20, 100, 30))
    #expect(try start.with(rotation: -30) == vp(10, 20, 5000, 330))
    #expect(try start.with(latitude: -5, longitude: 6) == vp(-5, 6, 5000, 30))
    #expect(mapError { try start.with(scale: -1) } == .invalidScale(-1))
    #expect(mapError { try start.with(latitude: 100, longitude: 0) } == .latitudeOutOfRange(100))
}

// MARK: - View

@Test func defaultViewIs800By600() {
    let view = View()
    #expect(view.width == 800 && view.height == 600)
}

@Test(arguments: [
    (0, 600, "view width 0 is out of range [1, 100000]"),
    (800, -3, "view height -3 is out of range [1, 100000]"),
    (100_001, 600, "view width 100001 is out of range [1, 100000]"),
])
func rejectsViewSizesOutOfRange(width: Int, height: Int, text: String) {
    #expect(message { try View(width: width, height: height) } == text)
}

@Test(arguments: [(1, 1), (100_000, 100_000), (1920, 1080)])
func acceptsViewSizesInRange(width: Int, height: Int) throws {
    let view = try View(width: width, height: height)
    #expect(view.width == width && view.height == height)
}

// MARK: - Spatial references

@Test(arguments: [
    (3857, 102100, 3857 as Int?, "Web Mercator (3857)", SpatialReference.Kind.webMercator),
    (102100, 102100, 3857, "Web Mercator (3857)", .webMercator),
    (4326, 4326, nil, "WGS 84 (4326)", .wgs84),
    (2193, 2193, nil, "WKID 2193", .other),
])
func spatialReferencesByWKID(wkid: Int, expectedWkid: Int, latest: Int?, text: String, kind: SpatialReference.Kind) throws {
    let reference = try SpatialReference(wkid: wkid)
    #expect(reference.wkid == expectedWkid && reference.latestWkid == latest)
    #expect(reference.code == latest ?? expectedWkid)
    #expect(reference.description == text)
    #expect(reference.kind == kind)
    #expect(reference.hasProjection == (kind != .other))
}

@Test func webMercatorNumbersAreTheSameReference() throws {
    #expect(try SpatialReference(wkid: 3857) == SpatialReference(wkid: 102100))
    #expect(SpatialReference.webMercator.name == "Web Mercator")
    #expect(SpatialReference.wgs84.name == "WGS 84")
    #expect(SpatialReference.webMercator != .wgs84)
}

@Test(arguments: [(0, "wkid must be a positive whole number, not 0"), (-3, "wkid must be a positive whole number, not -3")])
func rejectsNonPositiveWKIDs(wkid: Int, text: String) {
    #expect(message { try SpatialReference(wkid: wkid) } == text)
}
