import MapFormats
import TextSupport

// MARK: - Web map members of operational layers

extension Session {
    /// A member of a layer's web map JSON that `layer set` changes, by its path in the JSON.
    public enum LayerMember: String, CaseIterable, Hashable, Sendable {
        /// `url`.
        case url
        /// `layerDefinition.definitionExpression`.
        case definitionExpression
        /// `popupEnabled`.
        case popupEnabled
        /// `showLabels`.
        case showLabels
        /// `refreshInterval`, in minutes.
        case refreshInterval

        /// Where it is in an operational layer's JSON.
        public var path: JSONPath {
            switch self {
            case .definitionExpression: ["layerDefinition", "definitionExpression"]
            default: [.key(rawValue)]
            }
        }
    }

    /// Sets the web map member `member` of the layer at 1-based `position` to `value`, in its
    /// JSON, where it is written back with every other member as it was. Throws
    /// `notAWebMapLayer` for a layer read from a file (it keeps no web map JSON) and for a
    /// feature collection's `url` or definition expression; `invalidRefreshInterval` for a
    /// refresh interval that is not a finite number of minutes of at least 0; `emptyURL`.
    public mutating func setLayerMember(_ member: LayerMember, to value: JSONValue, at position: Int) throws(MapError) {
        if member == .url {
            try setLayerURL(value.stringValue ?? "", at: position)
            return
        }
        if member == .refreshInterval {
            let minutes = value.doubleValue ?? .nan
            guard minutes.isFinite, minutes >= 0 else { throw .layer(.invalidRefreshInterval(minutes)) }
        }
        try layers.update(at: position) { (layer) throws(MapError) in
            if member == .definitionExpression, layer.kind == .featureCollection {
                throw .layer(.notAWebMapLayer(layer.title, member: member.path.description, kind: layer.kind))
            }
            try layer.setWebMapMember(member.path, to: value)
        }
    }

    /// Sets the service URL of the layer at 1-based `position`: its JSON's `url` and its
    /// `source`. A layer whose JSON has no title, and so is named after its URL, is named after
    /// the new one (as the web map would name it when read again).
    mutating func setLayerURL(_ url: String, at position: Int) throws(MapError) {
        guard !url.trimmedOfWhitespace.isEmpty else { throw .layer(.emptyURL) }
        try layers.update(at: position) { (layer) throws(MapError) in
            guard layer.kind == .service, var json = layer.webMapJSON else {
                throw .layer(.notAWebMapLayer(layer.title, member: "url", kind: layer.kind))
            }
            json["url"] = .string(url)
            layer.replaceWebMapJSON(followingURL: json)
        }
    }
}
