import MapCore
import Testing
@testable import MapDraw

// MARK: - Operational layers in pictures

private func at(_ latitude: Double, _ longitude: Double) -> GeodesicPosition {
    try! GeodesicPosition(latitude: latitude, longitude: longitude)
}

/// A session at 1:10,000,000 over 44.5,-110.5 with a layer of a point, a line and a square
/// with a hole, and a service layer.
private func session(visible: Bool = true, opacity: Double = 1, minScale: Double = 0) throws -> Session {
    var session = Session()
    let square = [at(44, -111), at(44, -110), at(45, -110), at(45, -111), at(44, -111)]
    let hole = [at(44.4, -110.6), at(44.4, -110.4), at(44.6, -110.4), at(44.6, -110.6), at(44.4, -110.6)]
    let features = [
        Feature(geometry: .point(at(44.5, -110.5))),
        Feature(geometry: .lineString([at(43, -112), at(46, -109)])),
        Feature(geometry: .polygon([square, hole])),
        Feature(geometry: .point(at(-30, 100))),  // far out of view
    ]
    try session.addLayer(OperationalLayer(title: "Shapes", source: "s.geojson", content: .features(FeatureSet(features: features))))
    try session.setLayerRenderer(.simple(LayerSymbol.standard.colored(GraphicColor(rgb: 0x336699))), at: 1)
    try session.setLayerVisible(visible, at: 1)
    try session.setLayerOpacity(opacity, at: 1)
    try session.setLayerScaleRange(minScale: minScale, maxScale: 0, at: 1)
    try session.addLayer(OperationalLayer(title: "Parcels", source: "https://x.org/Parcels/FeatureServer/0",
                                          content: .service(ServiceLayer(url: "https://x.org/Parcels/FeatureServer/0", title: "Parcels"))))
    session.go(to: try Viewpoint(latitude: 44.5, longitude: -110.5, scale: 10_000_000))
    return session
}

private func layer(_ picture: Picture, _ id: String) -> PictureLayer? {
    picture.layers.first { $0.id == id }
}

@Test(arguments: [
    // (visible, opacity, minScale, items drawn, alpha of the marker)
    (true, 1.0, 0.0, 3, UInt8(255)),
    (true, 0.5, 0.0, 3, UInt8(128)),
    (false, 1.0, 0.0, 0, UInt8(0)),
    (true, 1.0, 1_000_000.0, 0, UInt8(0)),  // out of its scale range
])
func layerItems(visible: Bool, opacity: Double, minScale: Double, count: Int, alpha: UInt8) throws {
    let picture = PictureBuilder.picture(of: try session(visible: visible, opacity: opacity, minScale: minScale))
    let items = layer(picture, "layer-1")?.items ?? []
    #expect(items.count == count)
    guard count > 0 else { return }
    let markers = items.compactMap { if case .marker(let marker) = $0 { marker } else { nil } }
    #expect(markers.count == 1 && markers.first?.fill.alpha == alpha && markers.first?.fill.red == 0x33)
    let polygon = items.compactMap { if case .path(let path) = $0, path.isClosed { path } else { nil } }
    #expect(polygon.first?.subpaths.count == 2)  // the exterior and its hole, one path
}

@Test func serviceLayersAreNamedAsNotDrawn() throws {
    let picture = PictureBuilder.picture(of: try session())
    let texts = layer(picture, "not-drawn")?.items.compactMap { if case .text(let text) = $0 { text.text } else { nil } }
    #expect(texts == ["not drawn: Parcels (service)"])
    #expect(layer(PictureBuilder.picture(of: Session()), "not-drawn") == nil)
}
