import MapCore

// MARK: - Session objects

extension PropertyTables {
    /// A session object's table (its getters read the interpreter's session: the subject is
    /// nothing).
    package typealias Live = PropertyTable<Void>

    /// The table of `object`.
    package static func session(_ object: Value.SessionObject) -> Live {
        switch object {
        case .basemap: basemap
        case .map: map
        case .bookmarks: bookmarks
        case .graphics: graphics
        case .layers: layers
        case .tables: tables
        case .gallery: gallery
        case .view: view
        case .location: location
        case .camera: camera
        }
    }

    /// `basemap.name`...
    static let basemap = Live([
        .init("name", "the basemap's name") { (interpreter, _, name) throws(ExecutionStop) in
            .string(try currentBasemap(interpreter, .basemap, name).name)
        },
        .init("wkid", "its spatial reference's well-known id (0 when unknown)") { (interpreter, _, name) throws(ExecutionStop) in
            .number(Double(try currentBasemap(interpreter, .basemap, name).spatialReference?.code ?? 0))
        },
        .init("style", "its catalog style's alias") { (interpreter, _, name) throws(ExecutionStop) in
            .string(try currentBasemap(interpreter, .basemap, name).style?.alias ?? "")
        },
        .init("layers", "its layers as the web map writes them (baseMapLayers), each a layer") { (interpreter, _, name) throws(ExecutionStop) in
            let basemap = try currentBasemap(interpreter, .basemap, name)
            let layers = interpreter.baseMapJSON(of: basemap)["baseMapLayers"]?.arrayValue ?? []
            return .list(ValueList(layers.enumerated().map { .layer(OperationalLayer(webMapMember: $1, position: $0 + 1)) }))
        },
    ])

    /// `map.kind`...
    static let map = Live([
        .init("kind", "map or scene") { interpreter, _, _ in .string(interpreter.session.geoModel.kind.rawValue) },
        .init("wkid", "the spatial reference's well-known id (3857 for Web Mercator; 0 for WKT only)") { (interpreter, _, name) throws(ExecutionStop) in
            guard let reference = interpreter.session.geoModel.spatialReference else {
                _ = try currentBasemap(interpreter, .map, name)
                return .number(0)
            }
            return .number(Double(reference.code ?? 0))
        },
        .init("basemap", "the basemap's name") { (interpreter, _, name) throws(ExecutionStop) in
            .string(try currentBasemap(interpreter, .map, name).name)
        },
    ])

    /// `bookmarks.count`.
    static let bookmarks = Live([
        .init("count", "the number of bookmarks") { interpreter, _, _ in .number(Double(interpreter.session.geoModel.bookmarks.count)) },
    ])

    /// `graphics.count`.
    static let graphics = Live([
        .init("count", "the number of graphics") { interpreter, _, _ in .number(Double(interpreter.session.graphics.count)) },
    ])

    /// `layers.count`.
    static let layers = Live([
        .init("count", "the number of operational layers") { interpreter, _, _ in .number(Double(interpreter.session.layers.count)) },
        .init("all", "every layer at every depth, each followed by its group members, in drawing order") { (interpreter, _, name) throws(ExecutionStop) in
            let all = interpreter.session.allLayers
            try interpreter.checkListSize(all.count, at: name.range)
            return .list(ValueList(all.map(Value.layer)))
        },
    ])

    /// `tables.count`.
    static let tables = Live([
        .init("count", "the number of the web map's tables") { interpreter, _, _ in .number(Double(interpreter.session.tables.count)) },
    ])

    /// `gallery.count`...
    static let gallery = Live([
        .init("count", "the number of items") { interpreter, _, _ in .number(Double(interpreter.session.gallery.items.count)) },
        .init("style", "the layout: automatic, list or grid") { interpreter, _, _ in
            .string(ValueWords.styleWord(interpreter.session.gallery.style))
        },
        .init("columns", "the columns the layout shows at the gallery's width") { interpreter, _, _ in
            .number(Double(interpreter.session.gallery.style.columns(forWidth: interpreter.galleryWidth)))
        },
        .init("width", "the gallery's width in points (the view's unless set)") { interpreter, _, _ in .number(interpreter.galleryWidth) },
        .init("current", "the position of the item showing the basemap (0 when none)") { interpreter, _, _ in
            if case .item(let position) = interpreter.session.currentGalleryItem { return .number(Double(position)) }
            return .number(0)
        },
    ])

    /// `view.width`, `view.height`.
    static let view = Live([
        .init("width", "the view's width in pixels") { interpreter, _, _ in .number(Double(interpreter.session.view.width)) },
        .init("height", "the view's height in pixels") { interpreter, _, _ in .number(Double(interpreter.session.view.height)) },
    ])

    /// The basemap of the geo model, or the error that says there is none yet
    /// (`'basemap.name' is unknown`).
    private static func currentBasemap(_ interpreter: any Evaluator, _ object: Value.SessionObject,
                                       _ name: Identifier) throws(ExecutionStop) -> Basemap {
        let model = interpreter.session.geoModel
        guard let basemap = model.basemap else {
            throw .error(.noBasemap, "the \(model.kind) has no basemap yet, so '\(object.rawValue).\(name.name)' is unknown; "
                         + "set one with 'basemap use STYLE'", at: name.range)
        }
        return basemap
    }

    // MARK: - Location display and camera

    /// `location.lat`...: all but `started` and `autopan` need a location.
    static let location = Live([
        .init("lat", "the location's latitude in degrees") { (interpreter, _, name) throws(ExecutionStop) in
            .number(try fix(interpreter, name).latitude)
        },
        .init("lon", "the location's longitude in degrees") { (interpreter, _, name) throws(ExecutionStop) in
            .number(try fix(interpreter, name).longitude)
        },
        .init("latitude", "the location's latitude in degrees") { (interpreter, _, name) throws(ExecutionStop) in
            .number(try fix(interpreter, name).latitude)
        },
        .init("longitude", "the location's longitude in degrees") { (interpreter, _, name) throws(ExecutionStop) in
            .number(try fix(interpreter, name).longitude)
        },
        .init("position", "the location as a coordinate") { (interpreter, _, name) throws(ExecutionStop) in
            let fix = try fix(interpreter, name)
            return .coordinate(latitude: fix.latitude, longitude: fix.longitude)
        },
        .init("heading", "the device's heading in degrees") { (interpreter, _, name) throws(ExecutionStop) in
            try known(try fix(interpreter, name).heading, "heading", name)
        },
        .init("course", "the direction of travel in degrees") { (interpreter, _, name) throws(ExecutionStop) in
            try known(try fix(interpreter, name).course, "course", name)
        },
        .init("speed", "the speed in metres per second") { (interpreter, _, name) throws(ExecutionStop) in
            try known(try fix(interpreter, name).speed, "speed", name)
        },
        .init("started", "whether the data source is started") { interpreter, _, _ in
            .bool(interpreter.session.locationDisplay.isStarted)
        },
        .init("autopan", "the auto-pan mode: off, recenter, navigation or compass") { interpreter, _, _ in
            .string(ValueWords.word(of: interpreter.session.locationDisplay.autoPanMode))
        },
    ])

    /// The last location, or the error that says there is none yet.
    private static func fix(_ interpreter: any Evaluator, _ name: Identifier) throws(ExecutionStop) -> LocationFix {
        guard let fix = interpreter.session.locationDisplay.location else {
            throw .error(.locationDisplay, "the location display has no location yet (use 'location start')", at: name.range)
        }
        return fix
    }

    /// A part of a fix that may be missing, or the error that says none was reported.
    private static func known(_ value: Double?, _ what: String, _ name: Identifier) throws(ExecutionStop) -> Value {
        guard let value else { throw .error(.locationDisplay, "the location has no \(what): none was reported", at: name.range) }
        return .number(value)
    }

    /// A number of the scene's camera (`camera.altitude`), read by `value`.
    private static func cameraNumber(_ name: String, _ summary: String, _ value: KeyPath<Camera, Double> & Sendable) -> Live.Property {
        .init(name, summary) { (interpreter, _, name) throws(ExecutionStop) in
            .number(try interpreter.sceneCamera(at: name.range)[keyPath: value])
        }
    }

    /// `camera.altitude`...: on a scene only.
    static let camera = Live([
        cameraNumber("lat", "the camera's latitude in degrees", \.latitude),
        cameraNumber("lon", "the camera's longitude in degrees", \.longitude),
        cameraNumber("latitude", "the camera's latitude in degrees", \.latitude),
        cameraNumber("longitude", "the camera's longitude in degrees", \.longitude),
        cameraNumber("altitude", "the camera's altitude in metres", \.altitude),
        cameraNumber("heading", "the camera's heading in degrees", \.heading),
        cameraNumber("pitch", "the camera's pitch in degrees (0 looks straight down)", \.pitch),
        cameraNumber("roll", "the camera's roll in degrees", \.roll),
        .init("target", "the ground point the camera looks at, as a coordinate") { (interpreter, _, name) throws(ExecutionStop) in
            guard let target = try interpreter.sceneCamera(at: name.range).target else {
                throw .error(.sceneCamera, "the camera looks above the horizon: it sees no ground", at: name.range)
            }
            return .coordinate(latitude: target.latitude, longitude: target.longitude)
        },
    ])
}
