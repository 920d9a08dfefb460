import MapFormats

// MARK: - Layer sources: find and replace

extension Session {
    /// Every service URL the web map layers name (`LayerSource`), in order: the operational
    /// layers in drawing order, each followed by its pop-ups' URLs and its group members depth
    /// first; then the tables; then the basemap's layers. Layers read from files name none.
    public func layerSources() -> [LayerSource] {
        var copy = self
        return copy.walkLayerSources { _ in nil }.sources
    }

    /// Replaces the prefix `old` with `new` in every layer source URL that starts with `old`
    /// (see `layerSources()`), and `old` with `new` wherever a pop-up text names it (a URL in
    /// its media, links or HTML), changing those members alone; returns the changes in the order
    /// of `layerSources()`. `emptyReplacement` when `old` is empty. An operational layer's
    /// `source` follows its URL, and one named after its URL (no `title` in its JSON) is named
    /// after the new one.
    @discardableResult
    public mutating func replaceLayerSources(prefix old: String, with new: String) throws(MapError) -> [LayerSource.Change] {
        guard !old.isEmpty else { throw .layer(.emptyReplacement) }
        return walkLayerSources({ url in url.hasPrefix(old) ? new + url.dropFirst(old.count) : nil },
                                text: { text in LayerSourceWalk.contains(text, old) ? text.replacing(old, with: new) : nil }).changes
    }

    /// Walks every layer source, changing each URL as `change` says and each pop-up text as
    /// `text` does.
    private mutating func walkLayerSources(_ change: @escaping (String) -> String?,
                                           text: @escaping (String) -> String? = { _ in nil }) -> LayerSourceWalk {
        var walk = LayerSourceWalk(change: change, changeText: text)
        for (index, layer) in layers.layers.enumerated() {
            let position = index + 1
            guard let json = layer.webMapJSON else { continue }
            let before = walk.changes.count
            let updated = walk.visit(json, path: "layers[\(position)]", title: layer.title)
            guard walk.changes.count > before else { continue }
            try? layers.update(at: position) { (layer) throws(MapError) in layer.replaceWebMapJSON(followingURL: updated) }
        }
        if var members = geoModel.webMapMembers, let tables = members["tables"] {
            let updated = walk.visit(list: tables, prefix: "tables")
            if updated != tables {
                members["tables"] = updated
                geoModel.webMapMembers = members
            }
        }
        if var json = geoModel.basemap?.webMap, let list = json["baseMapLayers"] {
            let updated = walk.visit(list: list, prefix: "basemap.layers")
            if updated != list {
                json["baseMapLayers"] = updated
                geoModel.keepWebMapBasemap(json)
            }
        }
        return walk
    }
}
