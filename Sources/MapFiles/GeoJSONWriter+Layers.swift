import MapCore
import MapFormats

// MARK: - Operational layers

extension GeoJSONWriter {
    /// The features of the visible feature layers, bottom layer first, each feature its filter
    /// keeps: its geometry as it came (GeoJSON's own types; no densifying or cutting, as a
    /// layer's data is written as read) and its properties `kind` (`layer`) and `layer` (the
    /// layer's title) before its fields. A field named `kind` or `layer` is written as `_kind`
    /// or `_layer` (one more `_` until the name is free), so no field is lost.
    static func layerFeatures(of layers: OperationalLayers) -> [JSONValue] {
        var features: [JSONValue] = []
        for layer in layers.layers where layer.isVisible {
            guard let set = layer.featureSet else { continue }
            for index in set.shownIndices {
                let feature = set.features[index]
                var properties: [(key: String, value: JSONValue)] = [("kind", "layer"), ("layer", .string(layer.title))]
                var taken = Set(feature.fields.map(\.key)).union(["kind", "layer"])
                for field in feature.fields {
                    var name = field.key
                    if name == "kind" || name == "layer" {
                        while taken.contains(name) { name = "_" + name }
                        taken.insert(name)
                    }
                    properties.append((name, field.value))
                }
                features.append(["type": "Feature", "geometry": feature.geometry.map(json(of:)) ?? .null,
                                 "properties": .object(properties)])
            }
        }
        return features
    }

    /// The GeoJSON geometry object of `geometry`.
    static func json(of geometry: FeatureGeometry) -> JSONValue {
        func position(_ p: GeodesicPosition) -> JSONValue { [.number(p.longitude), .number(p.latitude)] }
        func path(_ positions: [GeodesicPosition]) -> JSONValue { .array(positions.map(position)) }
        let coordinates: JSONValue
        switch geometry {
        case .point(let p): coordinates = position(p)
        case .multiPoint(let positions), .lineString(let positions): coordinates = path(positions)
        case .multiLineString(let paths), .polygon(let paths): coordinates = .array(paths.map(path))
        case .multiPolygon(let polygons): coordinates = .array(polygons.map { .array($0.map(path)) })
        case .collection(let members):
            return ["type": "GeometryCollection", "geometries": .array(members.map(json(of:)))]
        }
        return ["type": .string(geometry.typeName), "coordinates": coordinates]
    }
}
