import Testing
@testable import MapCore
import TextSupport

// MARK: - Default session

@Test func defaultSession() throws {
    let session = Session()
    #expect(session.geoModel.kind == .map)
    #expect(session.geoModel.basemap == Basemap(style: .arcGISTopographic))
    #expect(session.geoModel.spatialReference == .webMercator)
    #expect(session.geoModel.bookmarks.isEmpty && session.geoModel.initialViewpoint == nil)
    #expect(session.gallery == BasemapGallery() && session.gallery.style == .automatic)
    #expect(session.viewpoint == vp(0, 0, 591657527.591555, 0))
    #expect(session.view == View() && session.clock == 0)
    #expect(session.currentGalleryItem == .item(position: 6))
    let extent = try session.extent(of: session.viewpoint)
    #expect(close(extent.xmax, 62617088.336772904) && close(extent.ymax, 46962816.252579674))
}

// MARK: - Zoom

@Test(arguments: [
    // start scale, operation, argument, end scale
    (6000.0, "in", 2.0, 3000.0), (6000, "out", 2, 12000), (6000, "in", 10, 600), (6000, "out", 0.5, 3000),
    (400_000_000, "out", 2, 591657527.591555),  // clamped at world scale
    (591657527.591555, "out", 4, 591657527.591555),
    (1.5, "in", 4, 1),  // never below 1:1
    (0.5, "in", 2, 0.5),  // already below: never moves the wrong way
    (0.5, "out", 2, 1),
    (6000, "to", 25000, 25000), (6000, "to", 1e12, 591657527.591555), (6000, "to", 0.25, 1),
])
func zooms(start: Double, operation: String, argument: Double, end: Double) throws {
    var session = Session()
    session.go(to: vp(10, 20, start, 30))
    switch operation {
    case "in": try session.zoomIn(by: argument)
    case "out": try session.zoomOut(by: argument)
    default: try session.zoom(toScale: argument)
    }
    #expect(session.viewpoint == vp(10, 20, end, 30))
}

@Test func zoomsByTwoByDefault() throws {
    var session = Session()
    session.go(to: vp(0, 0, 8000))
    try session.zoomIn()
    #expect(session.viewpoint.scale == 4000)
    try session.zoomOut()
    try session.zoomOut()
    #expect(session.viewpoint.scale == 16000)
}

@Test(arguments: [0.0, -2, .infinity])
func rejectsBadZoomFactors(factor: Double) {
    var session = Session()
    let text = "zoom factor must be a finite number greater than 0, not \(NumberFormat.shortest(factor))"
    #expect(message { try session.zoomIn(by: factor) } == text)
    #expect(message { try session.zoomOut(by: factor) } == text)
    #expect(message { try session.zoom(toScale: factor) } == MapError.invalidScale(factor).message)
    #expect(session.viewpoint == .world)
}

@Test func zoomFactorMessages() {
    #expect(MapError.invalidZoomFactor(.nan).message == "zoom factor must be a finite number greater than 0, not nan")
    #expect(MapError.invalidZoomFactor(-2).message == "zoom factor must be a finite number greater than 0, not -2")
}

// MARK: - Rotate

@Test(arguments: [(-90.0, 270.0), (360, 0), (725, 5), (45, 45)])
func rotatesToAnAbsoluteAngle(angle: Double, rotation: Double) throws {
    var session = Session()
    try session.rotate(to: 100)
    try session.rotate(to: angle)
    #expect(session.viewpoint.rotation == rotation)
}

@Test func rotatesByAnAngle() throws {
    var session = Session()
    try session.rotate(to: 350)
    try session.rotate(by: 20)
    #expect(session.viewpoint.rotation == 10)
    try session.rotate(by: -30)
    #expect(session.viewpoint.rotation == 340)
    #expect(message { try session.rotate(by: .infinity) } == "rotation must be a finite number, not inf")
    #expect(message { try session.rotate(to: .nan) } == "rotation must be a finite number, not nan")
}

// MARK: - Pan

/// Expected centres computed with python3 (Web Mercator as in ProjectionTests; east/west in
/// degrees: fraction * W * r / (2*pi*6378137/360)).
@Test(arguments: [
    (Session.Direction.north, 0.5, 44.52805005845203, -110.838),
    (.south, 0.25, 44.523474910885064, -110.838),
    (.east, 0.5, 44.525, -110.83229569794584),
    (.west, 1, 44.525, -110.8494086041083),
])
func pans(direction: Session.Direction, fraction: Double, latitude: Double, longitude: Double) throws {
    var session = Session()
    session.go(to: vp(44.525, -110.838, 6000, 90))
    try session.pan(direction, fraction: fraction)
    #expect(close(session.viewpoint.latitude, latitude, 1e-12))
    #expect(close(session.viewpoint.longitude, longitude, 1e-12))
    #expect(session.viewpoint.scale == 6000 && session.viewpoint.rotation == 90)
}

@Test func panDefaultsToHalfTheView() throws {
    var session = Session()
    session.go(to: vp(44.525, -110.838, 6000))
    try session.pan(.east)
    #expect(close(session.viewpoint.longitude, -110.83229569794584, 1e-12))
    #expect(Session.defaultPanFraction == 0.5)
}

@Test func panWrapsLongitudeAndStopsAtTheMercatorLimit() throws {
    var session = Session()
    session.go(to: vp(0, 170, 591657527.591555))
    try session.pan(.east)  // 562.4988749998532 degrees east (python3)
    #expect(close(session.viewpoint.longitude, 12.498874999853228, 1e-9))
    try session.pan(.north, fraction: 5)
    #expect(session.viewpoint.latitude == Projection.maxLatitude)
    try session.pan(.south, fraction: 50)
    #expect(session.viewpoint.latitude == -Projection.maxLatitude)
    session.go(to: vp(89, 179.999, 6000))  // a Web Mercator map centres at most at its limit
    #expect(session.viewpoint.latitude == Projection.maxLatitude)
    try session.pan(.east)  // latitude untouched by an east pan
    #expect(session.viewpoint.latitude == Projection.maxLatitude && session.viewpoint.longitude < 0)
}

@Test(arguments: [0.0, -0.5, .nan])
func rejectsBadPanFractions(fraction: Double) {
    var session = Session()
    #expect(message { try session.pan(.north, fraction: fraction) }
        == "pan fraction must be a finite number greater than 0, not \(NumberFormat.shortest(fraction))")
}

// MARK: - Bookmarks

@Test func goesToABookmarkWithItsRotation() throws {
    var session = Session()
    session.go(to: vp(44.525, -110.838, 6000, 45))
    try session.addBookmark(named: "Spring")
    session.go(to: vp(-33.867, -63.985, 40000))
    try session.addBookmark(named: "Forest", at: 1)
    try session.rotate(to: 10)
    // Going to a bookmark is going to its viewpoint: one path, recorded in the tour.
    session.go(to: try session.geoModel.bookmarks.bookmark(named: "Spring").viewpoint)
    #expect(session.viewpoint == vp(44.525, -110.838, 6000, 45))
    session.go(to: try session.geoModel.bookmarks.bookmark(at: 1).viewpoint)
    #expect(session.viewpoint == vp(-33.867, -63.985, 40000, 0))
    #expect(Array(session.tour.suffix(2)) == [.flyTo(vp(44.525, -110.838, 6000, 45), duration: 0),
                                               .flyTo(vp(-33.867, -63.985, 40000, 0), duration: 0)])
    #expect(message { _ = try session.geoModel.bookmarks.bookmark(at: 3) } == "no bookmark 3 (there are 2)")
    #expect(message { _ = try session.geoModel.bookmarks.bookmark(named: "Sprin") }
        == "no bookmark named 'Sprin'; did you mean 'Spring'?")
}

// MARK: - Basemaps

@Test func useBasemapThroughTheGallery() throws {
    var session = Session()
    try session.useBasemap(.arcGISImagery)
    #expect(session.geoModel.basemap == Basemap(style: .arcGISImagery))
    #expect(session.currentGalleryItem == .item(position: 1))
    #expect(session.gallery.items[0].status == .loaded)
    try session.useBasemap(named: "OSM Standard")  // not in the gallery, still usable
    #expect(session.geoModel.basemap == Basemap(style: .osmStandard))
    #expect(session.currentGalleryItem == .notInGallery("OSM Standard"))
    try session.selectGalleryItem(at: 24)
    #expect(session.geoModel.basemap?.style == .arcGISOutdoor)
    try session.selectGalleryItem(named: "ArcGIS Nova")
    #expect(session.currentGalleryItem == .item(position: 16))
}

@Test func useBasemapByGalleryItemName() throws {
    var session = Session()
    try session.replaceGalleryItems([
        BasemapGalleryItem(styleName: "streets", name: "City Streets"),
        BasemapGalleryItem(styleName: "imagery", name: "World Imagery (WGS 84)", spatialReference: .wgs84),
    ], origin: .portal("basemaps.json"))
    try session.useBasemap(named: "city streets")
    #expect(session.currentGalleryItem == .item(position: 1))
    #expect(message { try session.useBasemap(named: "World Imagery (WGS 84)") }
        == "spatial reference mismatch: basemap 'World Imagery (WGS 84)' is WGS 84 (4326) but the map is Web Mercator (3857)")
    #expect(session.gallery.items[1].status.isWarning)
    #expect(session.geoModel.basemap?.name == "City Streets")
    #expect(message { try session.useBasemap(named: "imagry") } == "unknown basemap 'imagry'; did you mean 'imagery'?")
    #expect(message { try session.useBasemap(named: "City Stretes") }
        == "unknown basemap 'City Stretes'; did you mean 'City Streets'?")
    #expect(message { try session.selectGalleryItem(at: 3) } == "no gallery item 3 (there are 2)")
}

@Test func aStyleMismatchesAWGS84Map() throws {
    var session = Session()
    try session.replaceGalleryItems([BasemapGalleryItem(style: .arcGISImagery, name: "Degrees", spatialReference: .wgs84)])
    session.newGeoModel(.map)
    try session.selectGalleryItem(at: 1)
    #expect(session.geoModel.spatialReference == .wgs84)
    let error = mapError { try session.useBasemap(.arcGISStreets) }
    #expect(error?.message == "spatial reference mismatch: basemap 'ArcGIS Streets' is Web Mercator (3857) but the map is WGS 84 (4326)")
    #expect(session.geoModel.basemap?.name == "Degrees")
    // The extent is now in degrees.
    session.go(to: vp(44.525, -110.838, 6000))
    #expect(close(try session.extent(of: session.viewpoint).xmin, -110.84370430205415, 1e-11))
}

// MARK: - New map and scene

@Test func newMapAndScene() throws {
    var session = Session()
    try session.addBookmark(named: "Home")
    session.go(to: vp(10, 10, 5000, 15))
    session.newGeoModel(.scene, basemap: .arcGISImagery)
    #expect(session.geoModel.kind == .scene && session.geoModel.bookmarks.isEmpty)
    #expect(session.geoModel.basemap == Basemap(style: .arcGISImagery))
    #expect(session.geoModel.spatialReference == .webMercator)
    #expect(session.currentGalleryItem == .item(position: 1))
    #expect(session.viewpoint == .world)
    session.newGeoModel(.map)
    #expect(session.geoModel.kind == .map && session.geoModel.basemap == nil && session.geoModel.spatialReference == nil)
    #expect(session.currentGalleryItem == .noBasemap)
    #expect(try session.extent(of: session.viewpoint).spatialReference == .webMercator)  // unknown: Web Mercator
    session.newGeoModel(.map, basemap: .openBlueprint)
    #expect(session.currentGalleryItem == .notInGallery("Open Blueprint"))
}

@Test func extentNeedsAProjection() throws {
    var session = Session()
    let nztm = try SpatialReference(wkid: 2193)
    try session.replaceGalleryItems([BasemapGalleryItem(style: .arcGISTopographic, name: "NZ", spatialReference: nztm)])
    session.newGeoModel(.map)
    try session.selectGalleryItem(at: 1)
    #expect(message { try session.extent(of: session.viewpoint) }
        == "cannot project to or from WKID 2193: only Web Mercator (3857) and WGS 84 (4326) are computed without PROJ")
}

// MARK: - View and clock

@Test func viewSizeAndExtent() throws {
    var session = Session()
    session.go(to: vp(44.525, -110.838, 6000))
    try session.setViewSize(width: 1024, height: 768)
    #expect(session.view.width == 1024 && session.view.height == 768)
    #expect(message { try session.setViewSize(width: 100, height: 0) } == "view height 0 is out of range [1, 100000]")
    try session.setViewSize(width: 800, height: 600)
    let extent = try session.extent(of: session.viewpoint)
    #expect(close(extent.xmin, -12339064.720544854) && close(extent.ymin, 5546573.628133247))
    #expect(close(extent.xmax, -12337794.720544854) && close(extent.ymax, 5547526.128133247))
}

@Test func clockAdvances() throws {
    var session = Session()
    try session.advanceClock(by: 1.5)
    try session.advanceClock(by: 0)
    #expect(session.clock == 1.5)
    #expect(message { try session.advanceClock(by: -1) } == "time must be a finite number of seconds, at least 0, not -1")
    #expect(message { try session.advanceClock(by: .infinity) } == "time must be a finite number of seconds, at least 0, not inf")
    #expect(session.clock == 1.5)
}
