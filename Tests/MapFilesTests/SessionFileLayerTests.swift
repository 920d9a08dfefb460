import MapCore
import MapFiles
import MapFormats
import Testing

// MARK: - Layers in session files

private func at(_ latitude: Double, _ longitude: Double) -> GeodesicPosition {
    try! GeodesicPosition(latitude: latitude, longitude: longitude)
}

/// A session with a styled feature layer and a hidden service layer.
private func sessionWithLayers() throws -> Session {
    var session = Session()
    let features = [Feature(geometry: .point(at(1, 2)), fields: [("kind", "a")]), Feature(geometry: .point(at(3, 4)), fields: [("kind", "b")])]
    try session.addLayer(OperationalLayer(title: "Towns", source: "/data/maps/towns.geojson",
                                          content: .features(FeatureSet(features: features))))
    try session.setLayerRenderer(LayerRenderer.by(field: "kind", of: features, base: .standard), at: 1)
    try session.setLayerOpacity(0.5, at: 1)
    try session.setLayerScaleRange(minScale: 1e6, maxScale: 1e3, at: 1)
    try session.addLayer(OperationalLayer(title: "Parcels", source: "https://x.org/Parcels/FeatureServer/0",
                                          content: .service(ServiceLayer(json: ["layerType": "ArcGISFeatureLayer", "url": "https://x.org/Parcels/FeatureServer/0",
                                                                                "title": "Parcels", "popupInfo": ["title": "{name}"]]))))
    try session.setLayerVisible(false, at: 2)
    return session
}

@Test func layersRoundTrip() throws {
    let session = try sessionWithLayers()
    let file = SessionFile(session: session, folder: "/data/")
    #expect(file.layers.map(\.source) == ["maps/towns.geojson", "https://x.org/Parcels/FeatureServer/0"])
    #expect(file.session.layers.isEmpty)
    let bytes = try file.bytes()
    let read = try SessionFile.read(bytes)
    #expect(read.layers == file.layers)
    #expect(try SessionFile(session: read.session).bytes() != bytes)  // the layers are in the entries, not the session
    var again = read
    again.session = read.session
    #expect(try again.bytes() == bytes)
    // Rebuilt with the features of their files, the layers are the session's.
    let towns = try read.layers[0].layer(features: session.layers.layers[0].featureSet!.features, origin: "/data/maps/towns.geojson")
    #expect(towns == session.layers.layers[0])
    #expect(try read.layers[1].layer() == session.layers.layers[1])
}

@Test func sessionsWithoutLayersAreWrittenAsBefore() throws {
    let bytes = try SessionFile(session: Session()).bytes()
    #expect(!String(decoding: bytes, as: UTF8.self).contains("\"layers\""))
}

@Test(arguments: [
    (#"[{"title":"A","kind":"service","visible":true,"opacity":2,"minScale":0,"maxScale":0,"service":{}}]"#,
     "layers[0]: opacity must be a number in [0, 1], not 2"),
    (#"[{"title":"A","kind":"feature","source":"a.geojson","visible":true,"opacity":1,"minScale":0,"maxScale":0}]"#,
     "layers[0]: missing required key 'renderer'"),
    (#"[{"title":"A","kind":"tile","visible":true,"opacity":1,"minScale":0,"maxScale":0}]"#,
     "layers[0].kind: unknown value 'tile': expected 'feature', 'featureCollection', 'service' or 'raster'"),
    (#"[{"title":" ","kind":"service","visible":true,"opacity":1,"minScale":0,"maxScale":0,"service":{}}]"#,
     "layers[0]: layer titles cannot be empty"),
])
func badLayerEntries(layers: String, expected: String) throws {
    var text = String(decoding: try SessionFile(session: Session()).bytes(), as: UTF8.self)
    text.removeLast(3)  // "\n}\n"
    text += ",\n  \"layers\": \(layers)\n}\n"
    do {
        _ = try SessionFile.read(Array(text.utf8))
        Issue.record("read a bad layer entry")
    } catch {
        #expect(error.message == expected)
    }
}

@Test(arguments: [
    ("lakes.geojson", "sub/", "../lakes.geojson"),
    ("sub/lakes.geojson", "sub/", "lakes.geojson"),
    ("/a/data/l.geojson", "/a/sub/", "../data/l.geojson"),
    ("/a/data/l.geojson", "/a/", "data/l.geojson"),
    ("data/./l.geojson", "", "data/l.geojson"),
    ("/x/l.geojson", "rel/", "/x/l.geojson"),
    ("l.geojson", "../up/", "l.geojson"),
])
func relativePaths(path: String, folder: String, expected: String) {
    #expect(SessionFile.relativePath(path, from: folder) == expected)
}
