import MapCore
import MapFormats
import TextSupport

// MARK: - Operational layers and features

extension PropertyTables {
    /// `layers[1].title`...
    package static let layer = PropertyTable<OperationalLayer>([
        .init("title", "the layer's title") { _, layer, _ in .string(layer.title) },
        .init("kind", "feature, featureCollection or service") { _, layer, _ in .string(layer.kind.rawValue) },
        .init("source", "the file it was read from, or the service's URL") { _, layer, _ in .string(layer.source) },
        .init("visible", "whether it is shown") { _, layer, _ in .bool(layer.isVisible) },
        .init("opacity", "its opacity, 0 to 1") { _, layer, _ in .number(layer.opacity) },
        .init("minScale", "the largest scale it shows at (0: no limit)") { _, layer, _ in .number(layer.minScale) },
        .init("maxScale", "the smallest scale it shows at (0: no limit)") { _, layer, _ in .number(layer.maxScale) },
        webMap("url", ["url"], "the service's URL, as the web map gives it"),
        webMap("itemId", ["itemId"], "the portal item it comes from"),
        webMap("layerType", ["layerType"], "its web map type (ArcGISFeatureLayer, ArcGISMapServiceLayer, GroupLayer...)"),
        webMap("id", ["id"], "its id in the web map"),
        webMap("definitionExpression", ["layerDefinition", "definitionExpression"], "the SQL where clause the service filters by"),
        webMap("popupEnabled", ["popupEnabled"], "whether its pop-ups show"),
        webMap("showLabels", ["showLabels"], "whether its labels show"),
        webMap("refreshInterval", ["refreshInterval"], "how often it is refreshed, in minutes (0: never)"),
        .init("json", "its web map JSON as export webmap writes it (empty for a raster file), a JSON object") { interpreter, layer, _ in
            interpreter.webMapJSON(of: layer).map(Value.value(ofMember:)) ?? .string("")
        },
        .init("layers", "a group layer's members, bottom to top, each a layer (empty for any other layer)") { _, layer, _ in
            .list(ValueList(layer.groupMembers.map(Value.layer)))
        },
        .init("renderer", "simple, or unique value or class breaks by a field and how many classes (empty for a service)") { _, layer, _ in
            .string(layer.featureSet?.renderer.summary ?? "")
        },
        .init("extent", "the box of its features or its raster, in WGS 84 (4326)") { (_, layer, name) throws(ExecutionStop) in
            .extent(try bounds(of: layer, at: name.range).extent)
        },
        .init("features", "its features, a list") { (interpreter, layer, name) throws(ExecutionStop) in
            let features = try featureSet(of: layer, at: name).features
            try interpreter.checkListSize(features.count, at: name.range)
            return .list(ValueList(features.map(Value.feature)))
        },
    ])

    /// A member of the web map JSON the layer keeps, at `path`: its value as a field's reads
    /// (`Value.value(of:)`), or the empty string, the language's nothing, when the layer
    /// keeps no JSON (one read from a file) or its JSON has no such member.
    private static func webMap(_ name: String, _ path: JSONPath, _ summary: String) -> PropertyTable<OperationalLayer>.Property {
        .init(name, summary + " (web map layers; empty when absent)") { _, layer, _ in
            layer.webMapJSON?[path].map(Value.value(ofMember:)) ?? .string("")
        }
    }

    /// The box `layer` covers (`OperationalLayer.bounds`); `not-a-feature-layer` for a service
    /// layer, `no-layer` for one with nothing placed.
    package static func bounds(of layer: OperationalLayer, at range: SourceRange) throws(ExecutionStop) -> FeatureBounds {
        if layer.service != nil { throw .map(.layer(.notAFeatureLayer(layer.title)), at: range) }
        guard let bounds = layer.bounds else {
            let what = layer.raster == nil ? "no features with a geometry" : "no place on the map GDAL could give"
            throw .error(.noLayer, "layer '\(layer.title)' has \(what): it has no extent", at: range)
        }
        return bounds
    }

    /// The features of `layer`; `not-a-feature-layer` for a service.
    private static func featureSet(of layer: OperationalLayer, at name: Identifier) throws(ExecutionStop) -> FeatureSet {
        guard let set = layer.featureSet else { throw .map(.layer(.notAFeatureLayer(layer.title)), at: name.range) }
        return set
    }

    /// `f.geometry`... (`f["FIELD"]` reads a field).
    package static let feature = PropertyTable<Feature>([
        .init("geometry", "its geometry's GeoJSON type (Point, Polygon...; empty when it has none)") { _, feature, _ in
            .string(feature.geometry?.typeName ?? "")
        },
        .init("points", "every position of its geometry, a list of coordinates") { (interpreter, feature, name) throws(ExecutionStop) in
            var points: [Value] = []
            feature.geometry?.forEachPosition { points.append(.coordinate(latitude: $0.latitude, longitude: $0.longitude)) }
            try interpreter.checkListSize(points.count, at: name.range)
            return .list(ValueList(points))
        },
        .init("fields", "its field names, a list") { _, feature, _ in .list(ValueList(feature.fields.map { .string($0.key) })) },
        .init("extent", "the box of its geometry, in WGS 84 (4326)") { (_, feature, name) throws(ExecutionStop) in
            guard let bounds = feature.geometry?.bounds else {
                throw .error(.typeMismatch, "the feature has no geometry: it has no extent", at: name.range)
            }
            return .extent(bounds.extent)
        },
    ])
}
