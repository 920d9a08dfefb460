import MapCore

/// The properties of every kind of value, one `PropertyTable` each: `Interpreter.property`
/// reads them, and `Builtins.propertyNames(of:)` (completion, "did you mean", the "cannot
/// index" hint) lists them. To add a property, add an entry to its kind's table; the session
/// objects' tables (`basemap`, `gallery`, `location`...) are in PropertyTables+Session.
package enum PropertyTables {
    /// A coordinate value's latitude and longitude.
    package typealias Coordinate = (latitude: Double, longitude: Double)

    // MARK: - Geometry values

    /// `viewpoint.scale`...
    package static let viewpoint = PropertyTable<Viewpoint>([
        .init("lat", "the centre's latitude in degrees") { _, viewpoint, _ in .number(viewpoint.latitude) },
        .init("lon", "the centre's longitude in degrees") { _, viewpoint, _ in .number(viewpoint.longitude) },
        .init("latitude", "the centre's latitude in degrees") { _, viewpoint, _ in .number(viewpoint.latitude) },
        .init("longitude", "the centre's longitude in degrees") { _, viewpoint, _ in .number(viewpoint.longitude) },
        .init("scale", "the scale, the N of 1:N") { _, viewpoint, _ in .number(viewpoint.scale) },
        .init("rotation", "the rotation in degrees, in [0, 360)") { _, viewpoint, _ in .number(viewpoint.rotation) },
        .init("center", "the centre as a coordinate") { _, viewpoint, _ in
            .coordinate(latitude: viewpoint.latitude, longitude: viewpoint.longitude)
        },
        .init("extent", "what the view shows at this viewpoint, in the map's spatial reference") {
            (interpreter, viewpoint, name) throws(ExecutionStop) in
            .extent(try interpreter.mapCall(at: name.range) { () throws(MapError) in try interpreter.session.extent(of: viewpoint) })
        },
    ])

    /// `viewpoint.extent.xmin`...
    package static let extent = PropertyTable<Extent>([
        .init("xmin", "the smallest x, in the spatial reference's units") { _, extent, _ in .number(extent.xmin) },
        .init("ymin", "the smallest y") { _, extent, _ in .number(extent.ymin) },
        .init("xmax", "the largest x") { _, extent, _ in .number(extent.xmax) },
        .init("ymax", "the largest y") { _, extent, _ in .number(extent.ymax) },
        .init("width", "xmax - xmin") { _, extent, _ in .number(extent.width) },
        .init("height", "ymax - ymin") { _, extent, _ in .number(extent.height) },
        .init("wkid", "the spatial reference's well-known id (3857 for Web Mercator)") { _, extent, _ in
            .number(Double(extent.spatialReference.code ?? 0))
        },
        .init("center", "the centre as a coordinate") { (interpreter, extent, name) throws(ExecutionStop) in
            let center = try interpreter.mapCall(at: name.range) { () throws(MapError) in try Projection.unproject(extent.center) }
            return .coordinate(latitude: center.latitude, longitude: Projection.wrapLongitude(center.longitude))
        },
    ])

    /// `(44.5, -110.8).lat`...
    package static let coordinate = PropertyTable<Coordinate>([
        .init("lat", "the latitude in degrees") { _, coordinate, _ in .number(coordinate.latitude) },
        .init("lon", "the longitude in degrees") { _, coordinate, _ in .number(coordinate.longitude) },
        .init("latitude", "the latitude in degrees") { _, coordinate, _ in .number(coordinate.latitude) },
        .init("longitude", "the longitude in degrees") { _, coordinate, _ in .number(coordinate.longitude) },
    ])

    /// `bookmarks[1].name`...: a bookmark's own properties and some of its viewpoint's.
    /// `Interpreter.property` reads any other name from the viewpoint, errors included.
    package static let bookmark = PropertyTable<Bookmark>([
        .init("name", "the bookmark's name") { _, bookmark, _ in .string(bookmark.name) },
        ofViewpoint("lat"), ofViewpoint("lon"), ofViewpoint("latitude"), ofViewpoint("longitude"),
        ofViewpoint("scale"), ofViewpoint("rotation"),
        .init("viewpoint", "the bookmark's viewpoint") { _, bookmark, _ in .viewpoint(bookmark.viewpoint) },
        ofViewpoint("extent"),
    ])

    private static func ofViewpoint(_ name: String) -> PropertyTable<Bookmark>.Property {
        viewpoint.listed(name).reading { (bookmark: Bookmark) in bookmark.viewpoint }
    }

    // MARK: - Gallery items and graphics

    /// `gallery[1].name`...
    package static let galleryItem = PropertyTable<BasemapGalleryItem>([
        .init("name", "the item's name") { _, item, _ in .string(item.name) },
        .init("description", "the item's description") { _, item, _ in .string(item.description) },
        .init("thumbnail", "the item's thumbnail (empty when it has none)") { _, item, _ in .string(item.thumbnail ?? "") },
        .init("wkid", "the spatial reference's well-known id (0 when unknown)") { _, item, _ in
            .number(Double(item.spatialReference?.code ?? 0))
        },
        .init("style", "the catalog style's alias (empty when unknown)") { _, item, _ in .string(item.style?.alias ?? "") },
        .init("status", "how loading went: not loaded, loaded, load failed or mismatch") { _, item, _ in
            .string(ValueWords.statusWord(item.status))
        },
    ])

    /// `graphics[1].label`...
    package static let graphic = PropertyTable<Graphic>([
        .init("kind", "point, line or polygon") { _, graphic, _ in .string(graphic.kind.rawValue) },
        .init("label", "the label (empty when it has none)") { _, graphic, _ in .string(graphic.label ?? "") },
        .init("points", "the vertices, a list of coordinates") { _, graphic, _ in
            .list(ValueList(graphic.points.map { .coordinate(latitude: $0.latitude, longitude: $0.longitude) }))
        },
        .init("color", "the colour, a CSS name or #rrggbb[aa]") { _, graphic, _ in .string(graphic.color.description) },
    ])

    // MARK: - Lists and strings

    /// `[1, 2].count`.
    package static let list = PropertyTable<ValueList>([
        .init("count", "the number of items") { _, list, _ in .number(Double(list.count)) },
    ])

    /// `"text".count`.
    package static let string = PropertyTable<String>([
        .init("count", "the number of characters") { _, text, _ in .number(Double(text.count)) },
        .init("length", "the number of characters") { _, text, _ in .number(Double(text.count)) },
    ])
}
