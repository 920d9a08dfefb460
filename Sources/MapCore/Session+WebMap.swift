import MapFormats

// MARK: - What a web map brings beyond bookmarks and layers

extension Session {
    /// Sets a web map's basemap: a catalog style as `useBasemap(_:)` sets it, its `baseMap`
    /// JSON kept on it (so that an export writes it back unchanged); a custom basemap
    /// (`Basemap.isCustom`) becomes an item of the gallery (`BasemapGallery.addCustom`: the one
    /// already there for the same JSON, else a new one at the end), which is selected by the
    /// gallery's rules, so that the user can switch to a style and back to it. Throws as the
    /// gallery's selection does; then nothing changes.
    public mutating func useWebMapBasemap(_ basemap: Basemap) throws(MapError) {
        if let style = basemap.style {
            try useBasemap(style)
            if let json = basemap.webMap { geoModel.keepWebMapBasemap(json) }
        } else {
            var newGallery = gallery
            var model = geoModel
            let position = try newGallery.addCustom(basemap)
            try newGallery.select(at: position, for: &model)
            gallery = newGallery
            geoModel = model
        }
    }

    /// Sets where a view of the geo model starts (`GeoModel.initialViewpoint`): for an imported
    /// web map, where the import left the view, which an export compares with the current
    /// viewpoint (an unmoved view adds no `initialState` to a web map that had none).
    public mutating func setInitialViewpoint(_ viewpoint: Viewpoint?) {
        geoModel.initialViewpoint = viewpoint
    }

    /// Keeps a web map's top-level members that the session does not model (see
    /// `GeoModel.webMapMembers`), and whether it was compact JSON (`GeoModel.webMapIsCompact`);
    /// nil forgets them.
    public mutating func setWebMapMembers(_ members: JSONValue?, compact: Bool = false) {
        geoModel.webMapMembers = members
        geoModel.webMapIsCompact = members != nil && compact
    }
}
