import Testing
@testable import MapCore

// MARK: - Layout

@Test(arguments: [
    (BasemapGallery.Style.list, 1000.0, 1), (.list, 100, 1),
    (.grid(), 1000, 3), (.grid(), 900, 3), (.grid(), 899, 2), (.grid(), 299, 1), (.grid(), 0, 1),
    (.grid(maxItemWidth: 150), 1000, 6), (.grid(maxItemWidth: 150), 1e12, 100_000),
    (.grid(), .nan, 1), (.grid(), .infinity, 1), (.grid(), -500, 1), (.grid(maxItemWidth: 0), 800, 1),
    (.automatic, 599, 1), (.automatic, 600, 2), (.automatic, 1200, 4), (.automatic, 320, 1),
])
func columns(style: BasemapGallery.Style, width: Double, columns: Int) {
    #expect(style.columns(forWidth: width) == columns)
}

@Test(arguments: [
    (599.0, BasemapGallery.Style.list), (600, .grid(maxItemWidth: 300)), (2000, .grid()),
])
func automaticIsAGridWhenWide(width: Double, resolved: BasemapGallery.Style) {
    #expect(BasemapGallery.Style.automatic.resolved(forWidth: width) == resolved)
    #expect(BasemapGallery.Style.list.resolved(forWidth: width) == .list)
}

@Test(arguments: [0.0, -1, .nan, .infinity])
func gridItemWidthMustBePositive(width: Double) {
    var gallery = BasemapGallery()
    let text = MapError.invalidItemWidth(width).message  // messages compare even for nan
    #expect(message { try gallery.setStyle(.grid(maxItemWidth: width)) } == text)
    #expect(gallery.style == .automatic)
    #expect(message { try BasemapGallery(items: [], style: .grid(maxItemWidth: width)) } == text)
}

@Test func gridItemWidthMessage() {
    #expect(MapError.invalidItemWidth(-2).message == "grid item width must be a finite number greater than 0, not -2")
}

// MARK: - Items

@Test func defaultGalleryIsTheDeveloperBasemaps() {
    let gallery = BasemapGallery()
    #expect(gallery.items.count == 24)
    #expect(gallery.items.map(\.style) == BasemapGallery.defaultStyles)
    #expect(gallery.items.first?.name == "ArcGIS Imagery")
    #expect(gallery.items.last?.name == "ArcGIS Outdoor")
    #expect(gallery.style == .automatic && gallery.origin == .developerBasemaps)
    #expect(gallery.items.allSatisfy { $0.status == .notLoaded && $0.spatialReference == .webMercator })
    #expect(BasemapGallery.defaultStyles.allSatisfy { $0.family == .arcGIS })
}

@Test func itemValuesDefaultToTheStyles() throws {
    let plain = BasemapGalleryItem(style: .arcGISOceans)
    #expect(plain.name == "ArcGIS Oceans")
    #expect(plain.description == BasemapStyle.arcGISOceans.summary)
    #expect(plain.thumbnail == nil && plain.spatialReference == .webMercator)
    #expect(plain.basemap == Basemap(style: .arcGISOceans))

    let given = BasemapGalleryItem(
        styleName: "imagery", name: " World Imagery (WGS 84) ", description: "Imagery in degrees",
        thumbnail: "thumbs/wgs.png", spatialReference: .wgs84)
    #expect(given.source == .style(.arcGISImagery))
    #expect(given.name == "World Imagery (WGS 84)" && given.description == "Imagery in degrees")
    #expect(given.thumbnail == "thumbs/wgs.png" && given.spatialReference == .wgs84)
    #expect(given.basemap == Basemap(name: "World Imagery (WGS 84)", style: .arcGISImagery, spatialReference: .wgs84))

    let blank = BasemapGalleryItem(style: .arcGISNova, name: "  ", description: "", thumbnail: "")
    #expect(blank.name == "ArcGIS Nova" && blank.description == BasemapStyle.arcGISNova.summary && blank.thumbnail == nil)

    let unresolved = BasemapGalleryItem(styleName: "moon-craters")
    #expect(unresolved.source == .unresolved("moon-craters"))
    #expect(unresolved.name == "moon-craters" && unresolved.description.isEmpty)
    #expect(unresolved.spatialReference == nil && unresolved.style == nil && !unresolved.basemap.isResolved)
}

@Test func addRemoveAndReset() throws {
    var gallery = BasemapGallery()
    try gallery.add(BasemapGalleryItem(style: .openBlueprint))
    #expect(gallery.items.count == 25 && gallery.items[24].name == "Open Blueprint")
    #expect(gallery.origin == .custom)
    try gallery.add(BasemapGalleryItem(style: .osmStandard, name: "OSM"), at: 1)
    #expect(gallery.items[0].name == "OSM" && gallery.items[1].name == "ArcGIS Imagery")
    #expect(try gallery.remove(at: 2).name == "ArcGIS Imagery")
    #expect(try gallery.remove(named: "open blueprint").name == "Open Blueprint")
    #expect(gallery.items.count == 24)
    #expect(try gallery.position(named: "OSM") == 1)
    #expect(try gallery.item(at: 1).name == "OSM")
    try gallery.setStyle(.list)
    gallery.reset()
    #expect(Array(gallery.items) == BasemapGallery.defaultItems && gallery.origin == .developerBasemaps)
    #expect(gallery.style == .list)
}

@Test(arguments: [
    (0, MapError.noGalleryItem(position: 0, count: 24), "no gallery item 0 (there are 24)"),
    (25, .noGalleryItem(position: 25, count: 24), "no gallery item 25 (there are 24)"),
])
func positionsOutOfRange(position: Int, error: MapError, text: String) {
    var gallery = BasemapGallery()
    #expect(mapError { try gallery.item(at: position) } == error)
    #expect(mapError { try gallery.remove(at: position) } == error)
    #expect(error.messageWithSuggestions == text)
}

@Test func errorTextsOfTheGallery() throws {
    var gallery = try BasemapGallery(items: [BasemapGalleryItem(style: .arcGISNova)])
    #expect(message { try gallery.item(at: 2) } == "no gallery item 2 (there is 1)")
    #expect(message { try gallery.add(BasemapGalleryItem(style: .arcGISNova), at: 3) } == "gallery position 3 is out of range [1, 2]")
    #expect(message { try gallery.remove(named: "Novaa") } == "no gallery item named 'Novaa'")
    #expect(message { try gallery.remove(named: "ArcGIS Novva") } == "no gallery item named 'ArcGIS Novva'; did you mean 'ArcGIS Nova'?")
    try gallery.replaceItems([])
    #expect(message { try gallery.item(at: 1) } == "the basemap gallery is empty")
}

@Test func replaceItemsAsAPortalDoes() throws {
    var gallery = BasemapGallery()
    try gallery.replaceItems([
        BasemapGalleryItem(styleName: "streets", name: "City Streets", thumbnail: "streets.png"),
        BasemapGalleryItem(styleName: "World Imagery", name: "Broken"),
        BasemapGalleryItem(styleName: "open-osm-style"),
    ], origin: .portal("portal.json"))
    #expect(gallery.origin == .portal("portal.json"))
    #expect(gallery.items.map(\.name) == ["City Streets", "Broken", "Open OSM Style"])
    #expect(gallery.items.map(\.style) == [.arcGISStreets, nil, .openOSMStyle])
    #expect(gallery.loadItems() == 1)
    #expect(gallery.items.map(\.status) == [
        .loaded, .loadFailed(reason: "unknown basemap style 'World Imagery'"), .loaded,
    ])
    #expect(gallery.items[1].status.isWarning && !gallery.items[0].status.isWarning)
}

// MARK: - Current item

@Test func currentItem() throws {
    let gallery = BasemapGallery()
    #expect(gallery.current(for: Basemap(style: .arcGISImagery)) == .item(position: 1))
    #expect(gallery.current(for: Basemap(style: .arcGISTopographic)) == .item(position: 6))
    #expect(gallery.current(for: Basemap(style: .osmStandard)) == .notInGallery("OSM Standard"))
    // Same style in another spatial reference is another basemap.
    let wgs = Basemap(name: "ArcGIS Imagery", style: .arcGISImagery, spatialReference: .wgs84)
    #expect(gallery.current(for: wgs) == .notInGallery("ArcGIS Imagery"))
    #expect(gallery.current(for: nil) == .noBasemap)
    #expect(gallery.position(of: .arcGISOutdoor) == 24 && gallery.position(of: .openBlueprint) == nil)
}

/// `position(of:)` (kept in step with the items) agrees with a scan after every kind of edit.
@Test func positionOfAStyleFollowsEveryEdit() throws {
    func expectAgreesWithAScan(_ gallery: BasemapGallery, _ step: String) {
        for style in BasemapStyle.allCases {
            let scanned = gallery.items.firstIndex {
                $0.basemap.style == style && $0.basemap.spatialReference == style.spatialReference
            }.map { $0 + 1 }
            #expect(gallery.position(of: style) == scanned, "\(step): \(style)")
        }
    }
    var gallery = BasemapGallery()
    expectAgreesWithAScan(gallery, "default")
    try gallery.add(BasemapGalleryItem(style: .arcGISNova, name: "Nova (WGS 84)", spatialReference: .wgs84), at: 1)  // not as served
    try gallery.add(BasemapGalleryItem(style: .openBlueprint))
    try gallery.add(BasemapGalleryItem(style: .arcGISImagery, name: "Imagery again"), at: 3)
    expectAgreesWithAScan(gallery, "added")
    #expect(gallery.position(of: .openBlueprint) == 27 && gallery.position(of: .arcGISImagery) == 2)
    try gallery.remove(at: 2)
    expectAgreesWithAScan(gallery, "removed")
    #expect(gallery.position(of: .arcGISImagery) == 2)  // the second imagery item now comes first
    try gallery.replaceItems([BasemapGalleryItem(styleName: "moon"), BasemapGalleryItem(style: .osmStandard)])
    expectAgreesWithAScan(gallery, "replaced")
    _ = gallery.loadItems()
    expectAgreesWithAScan(gallery, "loaded")
    gallery.reset()
    expectAgreesWithAScan(gallery, "reset")
    expectAgreesWithAScan(try BasemapGallery(items: [BasemapGalleryItem(style: .arcGISOceans)]), "custom")
}

// MARK: - Selection

@Test func selectWithMatchingSpatialReference() throws {
    var gallery = BasemapGallery()
    var model = GeoModel(kind: .map, style: .arcGISTopographic)
    try gallery.select(at: 1, for: &model)
    #expect(model.basemap == Basemap(style: .arcGISImagery) && model.spatialReference == .webMercator)
    #expect(gallery.items[0].status == .loaded)
    #expect(gallery.current(for: model.basemap) == .item(position: 1))
    try gallery.select(named: "arcgis nova", for: &model)
    #expect(model.basemap?.style == .arcGISNova)
}

@Test func selectOnUnknownSpatialReferenceAdoptsTheItems() throws {
    var gallery = try BasemapGallery(items: [BasemapGalleryItem(style: .arcGISImagery, name: "Degrees", spatialReference: .wgs84)])
    var model = GeoModel(kind: .scene)
    #expect(model.spatialReference == nil && model.basemap == nil)
    try gallery.select(at: 1, for: &model)
    #expect(model.spatialReference == .wgs84 && model.basemap?.name == "Degrees")
    #expect(gallery.current(for: model.basemap) == .item(position: 1))
}

@Test func selectWithMismatchKeepsTheBasemap() throws {
    var gallery = try BasemapGallery(items: [
        BasemapGalleryItem(style: .arcGISImagery, name: "World Imagery (WGS 84)", spatialReference: .wgs84),
    ])
    var model = GeoModel(kind: .map, style: .arcGISTopographic)
    let error = mapError { try gallery.select(at: 1, for: &model) }
    #expect(error == .spatialReferenceMismatch(
        basemap: "World Imagery (WGS 84)", basemapReference: .wgs84, geoModel: .map, geoModelReference: .webMercator))
    #expect(error?.message == "spatial reference mismatch: basemap 'World Imagery (WGS 84)' is WGS 84 (4326) "
        + "but the map is Web Mercator (3857)")
    #expect(model.basemap == Basemap(style: .arcGISTopographic))
    #expect(gallery.items[0].status == .mismatch(item: .wgs84, geoModel: .webMercator))
    #expect(gallery.items[0].status.isWarning)
    #expect(gallery.current(for: model.basemap) == .notInGallery("ArcGIS Topographic"))
}

@Test func loadFailureKeepsTheBasemap() throws {
    var gallery = try BasemapGallery(items: [BasemapGalleryItem(styleName: "moon", name: "Moon")])
    var model = GeoModel(kind: .map, style: .arcGISStreets)
    let error = mapError { try gallery.select(named: "Moon", for: &model) }
    #expect(error == .basemapLoadFailed(basemap: "Moon", reason: "unknown basemap style 'moon'"))
    #expect(error?.message == "basemap 'Moon' failed to load: unknown basemap style 'moon'")
    #expect(model.basemap == Basemap(style: .arcGISStreets))
    #expect(gallery.items[0].status == .loadFailed(reason: "unknown basemap style 'moon'"))
}

@Test func sceneMismatchSaysScene() {
    let error = MapError.spatialReferenceMismatch(
        basemap: "X", basemapReference: .webMercator, geoModel: .scene, geoModelReference: .wgs84)
    #expect(error.message == "spatial reference mismatch: basemap 'X' is Web Mercator (3857) but the scene is WGS 84 (4326)")
}

@Test func aGoodSelectionClearsAnEarlierMismatch() throws {
    var gallery = try BasemapGallery(items: [BasemapGalleryItem(style: .arcGISImagery, spatialReference: .wgs84)])
    var model = GeoModel(kind: .map, style: .arcGISTopographic)
    _ = mapError { try gallery.select(at: 1, for: &model) }
    model = GeoModel(kind: .map)
    try gallery.select(at: 1, for: &model)
    #expect(gallery.items[0].status == .loaded && model.spatialReference == .wgs84)
}

// MARK: - Geo model

@Test func geoModelBasemapRules() throws {
    var model = GeoModel(kind: .map)
    #expect(model.kind == .map && model.basemap == nil && model.spatialReference == nil && model.bookmarks.isEmpty)
    try model.setBasemap(Basemap(style: .osmStreets))
    #expect(model.spatialReference == .webMercator)
    let unresolved = Basemap(name: "Ghost", style: nil)
    #expect(message { try model.setBasemap(unresolved) } == "basemap 'Ghost' failed to load: its style is unknown")
    let wgs = Basemap(name: "Degrees", style: .arcGISImagery, spatialReference: .wgs84)
    #expect(mapError { try model.setBasemap(wgs) } == .spatialReferenceMismatch(
        basemap: "Degrees", basemapReference: .wgs84, geoModel: .map, geoModelReference: .webMercator))
    #expect(model.basemap == Basemap(style: .osmStreets))
    #expect(GeoModel.Kind.scene.description == "scene")
}

/// Adding many items and removing them all from the front is linear overall: the duplicate
/// check and the look-ups by name and by style do not scan (at this size scanning would take
/// minutes); `position(of:)` still agrees with a scan at checkpoints.
@Test func addingAndRemovingManyItemsIsLinear() throws {
    let n = 60_000
    let styles: [BasemapStyle] = [.arcGISImagery, .openBlueprint, .osmStandard, .arcGISNova]
    var gallery = try BasemapGallery(items: [])
    for i in 0..<n { try gallery.add(BasemapGalleryItem(style: styles[i % styles.count], name: "item \(i)")) }
    #expect(try gallery.position(named: "item \(n - 1)") == n)
    #expect(mapError { try gallery.add(BasemapGalleryItem(style: .arcGISNova, name: "item 7")) }
            == .duplicateGalleryItem("item 7", position: 8))
    var misplaced = 0
    for i in 0..<n {
        if try gallery.remove(at: 1).name != "item \(i)" { misplaced += 1 }
        if i % 15_000 == 0 && i + 1 < n {
            #expect(try gallery.position(named: "item \(i + 1)") == 1)
            for (offset, style) in styles.enumerated() {
                let first = (0..<styles.count).map { i + 1 + $0 }.first { $0 % styles.count == offset }!
                #expect(gallery.position(of: style) == first - i, "\(style)")
            }
        }
    }
    #expect(misplaced == 0 && gallery.items.isEmpty && styles.allSatisfy { gallery.position(of: $0) == nil })
}
