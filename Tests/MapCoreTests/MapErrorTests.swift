import Testing
@testable import MapCore

// MARK: - Every message

/// One example of every case, with the message it must read. `kind(of:)` switches over every
/// case, so adding a case breaks the build until it is listed here.
let errorExamples: [(MapError, String)] = [
    (.latitudeOutOfRange(91), "latitude 91 is out of range [-90, 90]"),
    (.longitudeOutOfRange(-180.5), "longitude -180.5 is out of range [-180, 180]"),
    (.invalidScale(-5), "scale must be a finite number greater than 0, not -5"),
    (.invalidRotation(.infinity), "rotation must be a finite number, not inf"),
    (.invalidZoomFactor(0), "zoom factor must be a finite number greater than 0, not 0"),
    (.invalidPanFraction(-0.5), "pan fraction must be a finite number greater than 0, not -0.5"),
    (.invalidDuration(-1), "time must be a finite number of seconds, at least 0, not -1"),
    (.clockOverflow(clock: 1e308, seconds: 1e308),
     "waiting 1e+308 s would take the clock past its largest value (it is at 1e+308 s)"),
    (.viewSizeOutOfRange(dimension: "width", value: 0), "view width 0 is out of range [1, 100000]"),
    (.invalidItemWidth(0), "grid item width must be a finite number greater than 0, not 0"),
    (.invalidWKID(-3), "wkid must be a positive whole number, not -3"),
    (.noProjection(try! SpatialReference(wkid: 2193)),
     "cannot project to or from WKID 2193: only Web Mercator (3857) and WGS 84 (4326) are computed without PROJ"),
    (.transformFailed(try! SpatialReference(wkid: 3413), reason: "point (0, 90) is outside what PROJ can invert"),
     "cannot transform to or from WKID 3413: point (0, 90) is outside what PROJ can invert"),
    (.spatialReferenceMismatch(
        basemap: "World Imagery (WGS 84)", basemapReference: .wgs84, geoModel: .map, geoModelReference: .webMercator),
     "spatial reference mismatch: basemap 'World Imagery (WGS 84)' is WGS 84 (4326) but the map is Web Mercator (3857)"),
    (.unknownBasemap("imagry", suggestions: ["imagery"]), "unknown basemap 'imagry'; did you mean 'imagery'?"),
    (.basemapLoadFailed(basemap: "Moon", reason: "unknown basemap style 'moon'"),
     "basemap 'Moon' failed to load: unknown basemap style 'moon'"),
    (.noGalleryItem(position: 30, count: 24), "no gallery item 30 (there are 24)"),
    (.noGalleryItemNamed("Topo", suggestions: ["Topo 1", "Topo 2"]),
     "no gallery item named 'Topo'; did you mean 'Topo 1' or 'Topo 2'?"),
    (.galleryPositionOutOfRange(position: 0, count: 24), "gallery position 0 is out of range [1, 25]"),
    (.duplicateGalleryItem("Streets", position: 3),
     "the gallery already has an item named 'Streets' (item 3); item names must be unique"),
    (.noBookmark(position: 7, count: 4), "no bookmark 7 (there are 4)"),
    (.noBookmarkNamed("Yosemite", suggestions: ["Yosemite Valley"]),
     "no bookmark named 'Yosemite'; did you mean 'Yosemite Valley'?"),
    (.duplicateBookmark("Home"), "a bookmark named 'Home' already exists"),
    (.emptyBookmarkName, "bookmark names cannot be empty"),
    (.bookmarkPositionOutOfRange(position: 9, count: 4), "bookmark position 9 is out of range [1, 5]"),
    (.graphic(.duplicateLabel("Lake")), "a graphic labelled 'Lake' already exists"),
    (.location(.notStarted), "the location display is not started"),
    (.camera(.invalidPitch(200)), "pitch 200 is out of range [0, 180]"),
    (.layer(.ambiguousTitle("Lakes", positions: [1, 4])), "layers 1 and 4 are all titled 'Lakes': name one by its position"),
]

/// The case's name, by an exhaustive switch.
func kind(of error: MapError) -> String {
    switch error {
    case .latitudeOutOfRange: return "latitudeOutOfRange"
    case .longitudeOutOfRange: return "longitudeOutOfRange"
    case .invalidScale: return "invalidScale"
    case .invalidRotation: return "invalidRotation"
    case .invalidZoomFactor: return "invalidZoomFactor"
    case .invalidPanFraction: return "invalidPanFraction"
    case .invalidDuration: return "invalidDuration"
    case .clockOverflow: return "clockOverflow"
    case .viewSizeOutOfRange: return "viewSizeOutOfRange"
    case .invalidItemWidth: return "invalidItemWidth"
    case .invalidWKID: return "invalidWKID"
    case .noProjection: return "noProjection"
    case .transformFailed: return "transformFailed"
    case .spatialReferenceMismatch: return "spatialReferenceMismatch"
    case .unknownBasemap: return "unknownBasemap"
    case .basemapLoadFailed: return "basemapLoadFailed"
    case .noGalleryItem: return "noGalleryItem"
    case .noGalleryItemNamed: return "noGalleryItemNamed"
    case .galleryPositionOutOfRange: return "galleryPositionOutOfRange"
    case .duplicateGalleryItem: return "duplicateGalleryItem"
    case .noBookmark: return "noBookmark"
    case .noBookmarkNamed: return "noBookmarkNamed"
    case .duplicateBookmark: return "duplicateBookmark"
    case .emptyBookmarkName: return "emptyBookmarkName"
    case .bookmarkPositionOutOfRange: return "bookmarkPositionOutOfRange"
    case .bookmarkDestinationOutOfRange: return "bookmarkDestinationOutOfRange"
    case .graphic: return "graphic"
    case .location: return "location"
    case .camera: return "camera"
    case .layer: return "layer"
    }
}

@Test(arguments: errorExamples)
func messageText(error: MapError, text: String) {
    #expect(error.messageWithSuggestions == text)
    #expect(error.description == error.message)
    #expect(text.first?.isLowercase == true && text.last != ".")
}

@Test func everyCaseHasAnExample() {
    #expect(Set(errorExamples.map { kind(of: $0.0) }).count == 29)
}

@Test(arguments: [
    (MapError.noBookmark(position: 1, count: 0), "no bookmarks"),
    (.noBookmark(position: 2, count: 1), "no bookmark 2 (there is 1)"),
    (.noGalleryItem(position: 1, count: 0), "the basemap gallery is empty"),
    (.noGalleryItem(position: 2, count: 1), "no gallery item 2 (there is 1)"),
    (.unknownBasemap("quux", suggestions: []), "unknown basemap 'quux'"),
    (.noBookmarkNamed("a", suggestions: ["b", "c", "d"]), "no bookmark named 'a'; did you mean 'b' or 'c'?"),
    (.viewSizeOutOfRange(dimension: "height", value: 100_001), "view height 100001 is out of range [1, 100000]"),
    (.latitudeOutOfRange(1e-7 + 90), "latitude 90.0000001 is out of range [-90, 90]"),
    (.layer(.noLayer(position: 1, count: 0)), "no layers"),
    (.layer(.noLayer(position: 2, count: 1)), "no layer 2 (there is 1)"),
    (.layer(.noLayerTitled("Lake", suggestions: ["Lakes"])), "no layer titled 'Lake'; did you mean 'Lakes'?"),
    (.layer(.notAFeatureLayer("Parcels")), "layer 'Parcels' is a service layer: it has no features here"),
    (.layer(.unknownField("nmae", layer: "Towns", suggestions: ["name"])), "layer 'Towns' has no field 'nmae'; did you mean 'name'?"),
])
func messageVariants(error: MapError, text: String) {
    #expect(error.messageWithSuggestions == text)
}

/// Suggestions are data, not part of the message: the language turns them into fix-its.
@Test func suggestionsAreNotInTheMessage() {
    let error = MapError.unknownBasemap("imagry", suggestions: ["imagery"])
    #expect(error.message == "unknown basemap 'imagry'")
    #expect(error.suggestions == ["imagery"])
    #expect(MapError.noBookmarkNamed("a", suggestions: ["b", "c"]).suggestions == ["b", "c"])
    #expect(MapError.duplicateBookmark("a").suggestions == [])
}
