import MapFormats
import Testing
@testable import MapCore

// MARK: - Helpers

/// A position the test knows is valid.
private func at(_ latitude: Double, _ longitude: Double) -> GeodesicPosition {
    try! GeodesicPosition(latitude: latitude, longitude: longitude)
}

/// A feature layer titled `title` with points at `(latitude, longitude)`, each with a field
/// `n` (its 1-based number) and `kind` ("odd" or "even").
private func pointLayer(_ title: String, _ points: [(Double, Double)] = [(0, 0)]) -> OperationalLayer {
    let features = points.enumerated().map { index, point in
        Feature(geometry: .point(at(point.0, point.1)),
                fields: [("n", .number(Double(index + 1))), ("kind", index % 2 == 0 ? "odd" : "even")])
    }
    return try! OperationalLayer(title: title, source: "\(title).geojson", content: .features(FeatureSet(features: features)))
}

/// A session with layers titled `titles`, bottom first.
private func session(_ titles: [String]) -> Session {
    var session = Session()
    for title in titles { try! session.addLayer(pointLayer(title)) }
    return session
}

private func titles(_ session: Session) -> [String] { session.layers.layers.map(\.title) }

// MARK: - Editing

@Test(arguments: [
    (1, 3, ["B", "C", "A"]),
    (3, 1, ["C", "A", "B"]),
    (2, 2, ["A", "B", "C"]),
    (2, 3, ["A", "C", "B"]),
])
func moveLayer(from: Int, to: Int, expected: [String]) throws {
    var s = session(["A", "B", "C"])
    try s.moveLayer(from: from, to: to)
    #expect(titles(s) == expected)
}

@Test func addRemoveAndInsert() throws {
    var s = session(["A", "B"])
    #expect(try s.addLayer(pointLayer("Z"), at: 1) == 1)
    #expect(try s.addLayer(pointLayer("T")) == 4)
    #expect(titles(s) == ["Z", "A", "B", "T"])
    #expect(try s.removeLayer(at: 2).title == "A")
    #expect(titles(s) == ["Z", "B", "T"])
}

/// An edit that MapCore refuses.
private enum BadEdit: CaseIterable {
    case removeMissing, addPastEnd, moveToZero, opacityAbove, opacityNaN, blankTitle, scaleRangeReversed, unknownField

    func apply(to s: inout Session) throws {
        switch self {
        case .removeMissing: _ = try s.removeLayer(at: 4)
        case .addPastEnd: _ = try s.addLayer(pointLayer("x"), at: 5)
        case .moveToZero: try s.moveLayer(from: 1, to: 0)
        case .opacityAbove: try s.setLayerOpacity(1.5, at: 1)
        case .opacityNaN: try s.setLayerOpacity(.nan, at: 1)
        case .blankTitle: try s.setLayerTitle("  ", at: 1)
        case .scaleRangeReversed: try s.setLayerScaleRange(minScale: 1000, maxScale: 5000, at: 1)
        case .unknownField: try s.setLayerRenderer(.uniqueValue(field: "kinds", values: [], other: .standard), at: 1)
        }
    }
}

@Test(arguments: [
    (BadEdit.removeMissing, "no layer 4 (there are 3)"),
    (.addPastEnd, "layer position 5 is out of range [1, 4]"),
    (.moveToZero, "layer position 0 is out of range [1, 3]"),
    (.opacityAbove, "opacity must be a number in [0, 1], not 1.5"),
    (.opacityNaN, "opacity must be a number in [0, 1], not nan"),
    (.blankTitle, "layer titles cannot be empty"),
    (.scaleRangeReversed,
     "invalid visible scale range: minScale 1000 and maxScale 5000 must be at least 0 (0: no limit), maxScale not above minScale"),
    (.unknownField, "layer 'Lakes' has no field 'kinds'; did you mean 'kind'?"),
])
private func invalidEditsChangeNothing(edit: BadEdit, expected: String) {
    var s = session(["Lakes", "Rivers", "Towns"])
    let before = s
    #expect(message { try edit.apply(to: &s) } == expected)
    #expect(s == before)
}

@Test func visibilityOpacityAndScaleRange() throws {
    var s = session(["A"])
    try s.setLayerVisible(false, at: 1)
    try s.setLayerOpacity(0.25, at: 1)
    try s.setLayerScaleRange(minScale: 100_000, maxScale: 1_000, at: 1)
    let layer = try s.layers.layer(at: 1)
    #expect(!layer.isVisible && layer.opacity == 0.25)
    #expect(!layer.shows(atScale: 5_000))
    try s.setLayerVisible(true, at: 1)
    let shown = try s.layers.layer(at: 1)
    #expect(shown.shows(atScale: 5_000) && shown.shows(atScale: 1_000) && shown.shows(atScale: 100_000))
    #expect(!shown.shows(atScale: 999) && !shown.shows(atScale: 100_001))
}

@Test func newMapClearsLayers() {
    var s = session(["A", "B"])
    s.newGeoModel(.map)
    #expect(s.layers.isEmpty)
}

// MARK: - Titles

@Test(arguments: [
    (["Lakes", "Rivers"], "Rivers", "2"),
    (["Lakes", "Rivers"], " Lakes ", "1"),
    (["Lakes", "Rivers"], "Lake", "no layer titled 'Lake'; did you mean 'Lakes'?"),
    (["Lakes", "Rivers", "Lakes"], "Lakes", "layers 1 and 3 are all titled 'Lakes': name one by its position"),
    (["A", "A", "A"], "A", "layers 1, 2 and 3 are all titled 'A': name one by its position"),
    ([], "A", "no layer titled 'A'"),
])
func positionTitled(layers: [String], title: String, expected: String) {
    let s = session(layers)
    let answer = (try? s.layers.position(titled: title)).map(String.init) ?? message { try s.layers.position(titled: title) }
    #expect(answer == expected)
}

// MARK: - Renderers

@Test(arguments: [
    (LayerRenderer.simple(.standard), [GraphicColor.red, .red, .red]),
    (.uniqueValue(field: "kind", values: [.init(value: "even", symbol: .standard.colored(.blue))], other: .standard),
     [.red, .blue, .red]),
    (.classBreaks(field: "n", breaks: [.init(upperBound: 1, symbol: .standard.colored(.black)),
                                       .init(upperBound: 2, symbol: .standard.colored(.white))], other: .standard),
     [.black, .white, .red]),
])
func rendererChoosesSymbols(renderer: LayerRenderer, expected: [GraphicColor]) throws {
    var s = Session()
    try s.addLayer(pointLayer("P", [(0, 0), (1, 1), (2, 2)]))
    try s.setLayerRenderer(renderer, at: 1)
    let set = try #require(try s.layers.layer(at: 1).featureSet)
    #expect(set.features.map { set.renderer.symbol(for: $0).marker.color } == expected)
}

@Test(arguments: [
    // Few values: one symbol each, in the order they come.
    (12, "kind", "unique value", 2),
    // A numeric field with many values: quantile classes.
    (40, "n", "class breaks", LayerRenderer.classCount),
])
func rendererByField(count: Int, field: String, kind: String, symbols: Int) {
    let layer = pointLayer("P", (0..<count).map { (Double($0), 0) })
    let renderer = LayerRenderer.by(field: field, of: layer.featureSet!.features, base: .standard)
    #expect(renderer.kindName == kind)
    #expect(renderer.symbols.count == symbols + 1)
    #expect(Set(renderer.symbols.map(\.marker.color)).count == symbols + 1)
}

@Test func styleOfServiceLayerIsRefused() throws {
    var s = Session()
    try s.addLayer(OperationalLayer(title: "Parcels", source: "https://x/arcgis/rest/services/Parcels/FeatureServer/0",
                                    content: .service(ServiceLayer(url: "https://x/arcgis/rest/services/Parcels/FeatureServer/0",
                                                                   title: "Parcels"))))
    #expect(message { try s.setLayerRenderer(.standard, at: 1) } == "layer 'Parcels' is a service layer: it has no features here")
}

// MARK: - Services

@Test(arguments: [
    ("https://services.arcgis.com/x/arcgis/rest/services/Parcels/FeatureServer/0", "ArcGISFeatureLayer", "Parcels"),
    ("https://tiles.arcgis.com/tiles/x/arcgis/rest/services/Hillshade/MapServer", "ArcGISMapServiceLayer", "Hillshade"),
    ("https://basemaps.arcgis.com/arcgis/rest/services/World_Basemap_v2/VectorTileServer", "VectorTileLayer", "World_Basemap_v2"),
    ("https://example.org/geoserver/ows?service=WMS&request=GetCapabilities", "WMS", "ows"),
    ("https://example.org/data/quakes.geojson", "GeoJSON", "quakes.geojson"),
    ("https://example.org/", "unknown", "example.org"),
])
func serviceTypeAndTitle(url: String, type: String, title: String) {
    #expect(ServiceLayer(url: url, title: "t").type == type)
    #expect(ServiceLayer.title(of: url) == title)
}

// MARK: - Identify and the index

@Test(arguments: [
    // (where, tolerance in pixels, scale, expected (layer, feature) pairs)
    (at(10, 10), 12.0, 1e6, [Session.IdentifiedFeature(layer: 2, feature: 0), .init(layer: 1, feature: 1)]),
    (at(10.5, 10), 12.0, 1e6, []),  // 0.5 degree is about 218 pixels at 1:1,000,000
    (at(10.5, 10), 12.0, 1e8, [.init(layer: 2, feature: 0), .init(layer: 1, feature: 1)]),
    (at(-5, -5), 12.0, 1e6, [.init(layer: 1, feature: 0)]),
])
func identifyFindsTopLayerFirst(point: GeodesicPosition, tolerance: Double, scale: Double,
                                expected: [Session.IdentifiedFeature]) throws {
    var s = Session()
    try s.addLayer(pointLayer("Bottom", [(-5, -5), (10, 10)]))
    try s.addLayer(pointLayer("Top", [(10, 10)]))
    s.go(to: vp(0, 0, scale))
    #expect(s.identify(at: point, tolerance: tolerance) == expected)
}

@Test(arguments: [
    (at(5, 5), [0]),       // inside the exterior ring
    (at(2, 2), []),        // inside the hole, far from its edges
    (at(0, 11), [1]),      // on the line
    (at(30, 30), []),
])
func identifyPolygonsWithHolesAndLines(point: GeodesicPosition, expected: [Int]) throws {
    let square = [at(0, 0), at(0, 10), at(10, 10), at(10, 0), at(0, 0)]
    let hole = [at(1, 1), at(1, 3), at(3, 3), at(3, 1), at(1, 1)]
    let features = [
        Feature(geometry: .polygon([square, hole])),
        Feature(geometry: .lineString([at(-5, 11), at(5, 11)])),
    ]
    var s = Session()
    try s.addLayer(OperationalLayer(title: "Shapes", source: "s.geojson", content: .features(FeatureSet(features: features))))
    s.go(to: vp(0, 0, 1e6))
    #expect(s.identify(at: point, tolerance: 12).map(\.feature) == expected)
}

/// The index finds exactly what a scan of every feature finds, on a grid of points and wide
/// features.
@Test func indexAgreesWithAScan() throws {
    var features: [Feature] = []
    for i in 0..<50 { for j in 0..<40 { features.append(Feature(geometry: .point(at(Double(j) - 20, Double(i) * 3 - 75)))) } }
    features.append(Feature(geometry: .lineString([at(-30, -170), at(30, 170)])))
    features.append(Feature(geometry: nil))
    let set = FeatureSet(features: features)
    for box in [FeatureBounds(west: -10, south: -3, east: -4, north: 2), FeatureBounds(west: 100, south: 50, east: 120, north: 60),
                FeatureBounds(west: -75, south: -20, east: -75, north: -20)] {
        let scan = features.indices.filter { features[$0].geometry?.bounds?.intersects(box) == true }
        let found = set.index.candidates(in: box)
        #expect(Set(scan).isSubset(of: Set(found)))
        #expect(found == found.sorted() && Set(found).count == found.count)
        #expect(found.count < features.count / 20)  // a few cells' worth, not a scan
    }
    #expect(set.bounds == FeatureBounds(west: -170, south: -30, east: 170, north: 30))
    #expect(set.fieldNames.isEmpty)
}

// MARK: - Geometry

@Test func geometryPartsAndBounds() {
    let geometry = FeatureGeometry.collection([
        .point(at(1, 2)), .multiLineString([[at(0, 0), at(1, 1)]]), .multiPolygon([[[at(5, 5), at(5, 6), at(6, 6)]]]),
    ])
    #expect(geometry.points == [at(1, 2)])
    #expect(geometry.lines.count == 1 && geometry.polygons.count == 1)
    #expect(geometry.paths.last?.count == 4)  // the ring, closed
    #expect(geometry.bounds == FeatureBounds(west: 0, south: 0, east: 6, north: 6))
    #expect(geometry.typeName == "GeometryCollection")
}

@Test func featureFieldsKeepOrderAndTypes() {
    let feature = Feature(geometry: nil, fields: [("b", 1), ("a", ["x": [true, .null]])])
    #expect(feature["a"] == ["x": [true, .null]])
    #expect(feature["c"] == nil)
    #expect(feature != Feature(geometry: nil, fields: [("a", ["x": [true, .null]]), ("b", 1)]))
}
