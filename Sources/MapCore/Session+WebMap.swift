import MapFormats

// MARK: - What a web map brings beyond bookmarks and layers

extension Session {
    /// Sets a web map's basemap: a catalog style as `useBasemap(_:)` sets it, its `baseMap`
    /// JSON kept on it (so that an export writes it back unchanged); a custom basemap
    /// (`Basemap.isCustom`) directly. Throws as `GeoModel.setBasemap` does; then nothing changes.
    public mutating func useWebMapBasemap(_ basemap: Basemap) throws(MapError) {
        if let style = basemap.style {
            try useBasemap(style)
            if let json = basemap.webMap { geoModel.keepWebMapBasemap(json) }
        } else {
            try geoModel.setBasemap(basemap)
        }
    }

    /// Keeps a web map's top-level members that the session does not model (see
    /// `GeoModel.webMapMembers`); nil forgets them.
    public mutating func setWebMapMembers(_ members: JSONValue?) {
        geoModel.webMapMembers = members
    }
}
