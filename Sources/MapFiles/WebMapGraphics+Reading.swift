import MapCore
import MapFormats

extension WebMapGraphics {
    /// Whether `layer` is the graphics layer `layer(_:in:)` writes: id `graphics` and a
    /// feature collection.
    static func isGraphicsLayer(_ layer: JSONValue) -> Bool {
        layer["id"]?.stringValue == "graphics" && layer["featureCollection"] != nil
    }

    /// The graphics of the graphics layer `layer`, each feature one graphic with its own
    /// symbol and its `label`; nil when one of them does not make a graphic (a geometry in
    /// another spatial reference, a ring that crosses itself once unprojected...).
    static func graphics(of layer: JSONValue) -> [Graphic]? {
        guard let sublayers = layer[["featureCollection", "layers"]]?.arrayValue else { return nil }
        var result: [Graphic] = []
        for sublayer in sublayers {
            for feature in sublayer[["featureSet", "features"]]?.arrayValue ?? [] {
                guard let geometry = feature["geometry"],
                      let shape = try? WebMapGeometry.geometry(geometry, at: .root, in: .webMercator, projection: nil),
                      let graphic = try? self.graphic(shape, symbol: feature["symbol"], label: feature[["attributes", "label"]]?.stringValue)
                else { return nil }
                result.append(graphic)
            }
        }
        return result
    }

    /// The graphic of `shape` drawn with the Esri `symbol`: a point, a line along the first
    /// path, a polygon of the first ring (its closing position dropped, and the closure along a
    /// pole that the writer gives a ring around a pole taken out again:
    /// `AntimeridianCut.withoutPoleClosure(_:)`).
    static func graphic(_ shape: FeatureGeometry, symbol: JSONValue?, label: String?) throws(MapError) -> Graphic? {
        switch shape {
        case .point(let position):
            return try .point(position, symbol: symbol.flatMap(WebMapRenderer.marker) ?? .standard, label: label)
        case .lineString(let path):
            return try .line(path, symbol: symbol.flatMap(WebMapRenderer.line) ?? .standard, label: label)
        case .polygon(let rings):
            guard let ring = rings.first else { return nil }
            return try .polygon(AntimeridianCut.withoutPoleClosure(ring), symbol: symbol.map(WebMapRenderer.fill) ?? GraphicSymbol.Fill(), label: label)
        case .multiPoint, .multiLineString, .multiPolygon, .collection:
            return nil
        }
    }
}
