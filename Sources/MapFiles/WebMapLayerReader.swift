import MapCore
import MapFormats
import TextSupport

/// Reads a web map's `operationalLayers`, in order, each into one layer:
///
/// - a layer with a `featureCollection` (map notes, sketches, added files) becomes a feature
///   collection layer: the features of every sub-layer (`featureCollection.layers[].featureSet
///   .features`, geometry in the feature set's, else the map's, spatial reference) and the
///   renderer of the first sub-layer that has one (`WebMapRenderer`), the JSON kept whole
///   (`FeatureCollectionOrigin`) so that it is written back as it came;
/// - the graphics layer `export webmap` writes (`"id": "graphics"`, `WebMapGraphics`) comes
///   back as graphics; should one of its features not make a graphic, the layer stays a
///   feature collection, with a note;
/// - anything else (feature, map image, tiled, vector tile, WMS, WMTS, KML, CSV, GeoJSON, group
///   layers...) is a service layer, its JSON kept verbatim.
///
/// Every layer's title, `visibility`, `opacity` and `minScale`/`maxScale` are read from its JSON
/// (`LayerState`); a layer without a title is named after its URL, else its id.
struct WebMapLayerReader {
    typealias Failure = JSONChecker.Failure
    typealias Check = JSONChecker

    /// The map's spatial reference, for geometries that name none.
    var mapReference: SpatialReference
    /// Projects what is in neither Web Mercator nor WGS 84.
    var projection: WebMapReader.Projection?
    /// The layers' source: the web map's path.
    var source: String

    /// What the operational layers give.
    struct Result {
        /// The layers, in drawing order.
        var layers: [OperationalLayer] = []
        /// The graphics of our graphics layer.
        var graphics: [Graphic] = []
        /// Notes for the user.
        var notes: [String] = []
    }

    /// The operational layers `value` (an array) at `path`.
    func read(_ value: JSONValue, at path: JSONPath) throws(Failure) -> Result {
        var result = Result()
        for (index, element) in try Check.array(value, at: path).enumerated() {
            let at = path.appending(index)
            let members = try Check.object(element, at: at)
            if WebMapGraphics.isGraphicsLayer(element) {
                if let graphics = WebMapGraphics.graphics(of: element) {
                    result.graphics += graphics
                    continue
                }
                result.notes.append("the graphics layer at operationalLayers[\(index)] does not make graphics; it stays a feature collection")
            }
            result.layers.append(try layer(members, at: at, position: result.layers.count + 1))
        }
        return result
    }

    /// The layer of the operational layer `members`.
    func layer(_ members: JSONChecker.Members, at path: JSONPath, position: Int) throws(Failure) -> OperationalLayer {
        let json = JSONValue.object(members.members)
        let state = try LayerState(members)
        let title = state.title ?? Self.fallbackTitle(json, position: position)
        var layer: OperationalLayer
        if let collection = members.present("featureCollection") {
            let (features, renderer) = try self.features(collection, at: members.path("featureCollection"))
            layer = try Check.domain(at: path) { () throws(MapError) in
                try OperationalLayer(title: title, source: source, content: .features(FeatureSet(features: features, renderer: renderer)))
            }
            layer.setFeatureCollection(FeatureCollectionOrigin(json: json, renderer: renderer))
        } else {
            let url = members.present("url")?.stringValue ?? members.present("styleUrl")?.stringValue ?? ""
            layer = try Check.domain(at: path) { () throws(MapError) in
                try OperationalLayer(title: title, source: url, content: .service(ServiceLayer(json: json)))
            }
        }
        return try state.applied(to: layer, at: path)
    }

    /// The features of a `featureCollection` and the renderer of its first sub-layer that has one.
    func features(_ value: JSONValue, at path: JSONPath) throws(Failure) -> ([Feature], LayerRenderer) {
        let collection = try Check.object(value, at: path)
        var features: [Feature] = []
        var rendererJSON: JSONValue?
        guard let layers = collection.present("layers") else { return ([], .standard) }
        for (index, element) in try Check.array(layers, at: collection.path("layers")).enumerated() {
            let at = collection.path("layers").appending(index)
            let layer = try Check.object(element, at: at)
            let definition = layer.present("layerDefinition")
            if rendererJSON == nil, let renderer = definition?[["drawingInfo", "renderer"]] { rendererJSON = renderer }
            guard let set = layer.present("featureSet") else { continue }
            let setMembers = try Check.object(set, at: layer.path("featureSet"))
            var reference = mapReference
            for candidate in [setMembers.present("spatialReference"), definition?["spatialReference"]] {
                if let candidate, !candidate.isNull {
                    reference = try WebMapReader.spatialReference(candidate, at: setMembers.path("spatialReference"))
                    break
                }
            }
            guard let list = setMembers.present("features") else { continue }
            for (featureIndex, feature) in try Check.array(list, at: setMembers.path("features")).enumerated() {
                let featurePath = setMembers.path("features").appending(featureIndex)
                let featureMembers = try Check.object(feature, at: featurePath)
                let geometry = try featureMembers.present("geometry").flatMap { (v) throws(Failure) in
                    try WebMapGeometry.geometry(v, at: featureMembers.path("geometry"), in: reference, projection: projection)
                }
                let fields = try featureMembers.present("attributes").map { (v) throws(Failure) in
                    try Check.object(v, at: featureMembers.path("attributes")).members
                } ?? []
                features.append(Feature(geometry: geometry, fields: fields))
            }
        }
        let renderer = WebMapRenderer.renderer(rendererJSON) { field in
            features.first { $0[field] != nil && $0[field]?.isNull == false }?[field]?.doubleValue != nil
        }
        return (features, renderer)
    }

    /// A title for a layer whose JSON has none: its service's name (`ServiceLayer.title(of:)`),
    /// else its id, else its type, else `Layer N`.
    static func fallbackTitle(_ json: JSONValue, position: Int) -> String {
        for key in ["url", "styleUrl"] {
            if let url = json[key]?.stringValue, !url.trimmedOfWhitespace.isEmpty { return ServiceLayer.title(of: url) }
        }
        for key in ["id", "layerType"] {
            if let text = json[key]?.stringValue, !text.trimmedOfWhitespace.isEmpty { return text }
        }
        return "Layer \(position)"
    }
}

/// What a web map operational layer says of its state: title (nil when it has none), and
/// `visibility`, `opacity`, `minScale`, `maxScale` with their defaults (true, 1, 0, 0) when absent.
struct LayerState: Equatable {
    typealias Failure = JSONChecker.Failure
    typealias Check = JSONChecker

    /// The layer's `title`, trimmed; nil when it has none (or a blank one).
    var title: String?
    /// `visibility`.
    var visible = true
    /// `opacity`.
    var opacity = 1.0
    /// `minScale`.
    var minScale = 0.0
    /// `maxScale`.
    var maxScale = 0.0

    /// The state the operational layer `members` gives; a member of the wrong type is an error.
    init(_ members: JSONChecker.Members) throws(Failure) {
        if let text = members.present("title")?.stringValue, !text.trimmedOfWhitespace.isEmpty { title = text.trimmedOfWhitespace }
        if let value = members.present("visibility") { visible = try Check.bool(value, at: members.path("visibility")) }
        if let value = members.present("opacity") { opacity = try Check.number(value, at: members.path("opacity")) }
        if let value = members.present("minScale") { minScale = try Check.number(value, at: members.path("minScale")) }
        if let value = members.present("maxScale") { maxScale = try Check.number(value, at: members.path("maxScale")) }
    }

    /// The state of `json` (an operational layer already read once), or nil when it is not one.
    init?(json: JSONValue) {
        guard case .object(let members) = json, let state = try? LayerState(JSONChecker.Members(members: members, path: .root)) else {
            return nil
        }
        self = state
    }

    /// `layer` with this state (the title aside), checked as the session checks it.
    func applied(to layer: OperationalLayer, at path: JSONPath) throws(Failure) -> OperationalLayer {
        try Check.domain(at: path) { () throws(MapError) in
            try layer.with(visible: visible, opacity: opacity, minScale: minScale, maxScale: maxScale)
        }
    }
}
