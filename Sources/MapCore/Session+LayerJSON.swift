import MapFormats

// MARK: - Any member of a layer's web map JSON, by path

extension Session {
    /// Sets the member at `path` of the web map JSON of the layer at 1-based `position` to
    /// `value` (`layer set L json PATH VALUE`), every other member kept as it was.
    ///
    /// What the session keeps apart from the JSON goes through its own setter, so that the
    /// layer and its export agree: `title`, `visibility`, `opacity`, `minScale`, `maxScale`,
    /// `url` and `styleUrl` (the layer's source follows). A feature collection's
    /// `featureCollection` is its features, changed by the layer commands: `memberPath`.
    /// `value` must have the JSON type `WebMapMemberType` gives the path: `memberType`.
    public mutating func setLayerJSON(_ value: JSONValue, at path: JSONPath, position: Int) throws(MapError) {
        let layer = try layers.layer(at: position)
        guard layer.webMapJSON != nil, !path.isRoot else {
            throw .layer(.notAWebMapLayer(layer.title, member: path.description, kind: layer.kind))
        }
        try WebMapMemberType.check(value, at: path, in: layer.webMapJSON, title: layer.title)
        if case .key("featureCollection") = path.components[0], layer.kind == .featureCollection {
            throw .layer(.memberPath(layer.title, member: path.description,
                                     problem: "a feature collection's features change through the layer commands (filter, style)"))
        }
        guard path.components.count == 1, case .key(let key) = path.components[0] else {
            return try layers.update(at: position) { (layer) throws(MapError) in try layer.setWebMapMember(path, to: value) }
        }
        switch key {
        case "title": try setLayerTitle(value.stringValue ?? "", at: position)
        case "visibility": try setLayerVisible(value.boolValue ?? true, at: position)
        case "opacity": try setLayerOpacity(value.doubleValue ?? .nan, at: position)
        case "minScale": try setLayerScaleRange(minScale: value.doubleValue ?? .nan, maxScale: layer.maxScale, at: position)
        case "maxScale": try setLayerScaleRange(minScale: layer.minScale, maxScale: value.doubleValue ?? .nan, at: position)
        case "url": try setLayerURL(value.stringValue ?? "", at: position)
        default:
            if LayerSource.members.contains(key), (value.stringValue ?? "").trimmedOfWhitespace.isEmpty { throw .layer(.emptyURL) }
            try layers.update(at: position) { (layer) throws(MapError) in try layer.setWebMapMember(path, to: value) }
        }
    }
}

/// The JSON type a web map member must have: the one the web map specification gives it
/// (https://developers.arcgis.com/web-map-specification/objects/operationalLayers/ and
/// `tables`), else the type of the value it has now, so that an edit never turns a number into
/// a string. `null` is refused where the member is known, accepted elsewhere.
enum WebMapMemberType {
    /// The members the specification types, by their path from the layer.
    static let known: [String: String] = {
        var types: [String: String] = [:]
        for key in ["title", "url", "styleUrl", "itemId", "id", "layerType", "listMode", "blendMode",
                    "layerDefinition.definitionExpression", "popupInfo.title", "popupInfo.description"] {
            types[key] = JSONValue.string("").kindDescription
        }
        for key in ["visibility", "popupEnabled", "showLabels", "disablePopup", "showLegend"] {
            types[key] = JSONValue.bool(true).kindDescription
        }
        for key in ["opacity", "minScale", "maxScale", "refreshInterval", "layerDefinition.minScale", "layerDefinition.maxScale"] {
            types[key] = JSONValue.number(0).kindDescription
        }
        return types
    }()

    /// Throws `memberType` (naming `title`) unless `value` has the type the member at `path`
    /// of `json` must have.
    static func check(_ value: JSONValue, at path: JSONPath, in json: JSONValue?, title: String) throws(MapError) {
        let expected = known[path.description] ?? json?[path].flatMap { $0.isNull ? nil : $0.kindDescription }
        guard let expected, value.kindDescription != expected else { return }
        throw .layer(.memberType(title, member: path.description, expected: expected, found: value.kindDescription))
    }
}
